/**
 * Router of the itinerary manager (issue #7, ADR 008), mounted at `/api/itineraries`: for owners of
 * an XL pharmacy and group holders, logged in. Nothing here is cached: each answer is one person's.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { noStore } from '../../middleware/no-store';
import { requireUser } from '../../middleware/require-user';
import * as handlers from './handlers';

export const itinerariesRouter = new Hono<AppEnv>()
	.use(noStore, requireUser)
	.post('/listItineraries', handlers.listItineraries)
	.post('/getItinerary', handlers.getItinerary)
	.post('/createItinerary', handlers.createItinerary)
	.post('/updateItinerary', handlers.updateItinerary)
	.post('/publishItinerary', handlers.publishItinerary)
	.post('/moveToDraft', handlers.moveToDraft)
	.post('/duplicateItinerary', handlers.duplicateItinerary)
	.post('/deleteItinerary', handlers.deleteItinerary)
	.post('/saveAsTemplate', handlers.saveAsTemplate)
	.post('/previewItinerary', handlers.previewItinerary)
	.post('/listAssignableCourses', handlers.listAssignableCourses)
	.post('/listAssignablePeople', handlers.listAssignablePeople);
