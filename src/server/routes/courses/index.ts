/** Router of the course calls, mounted at `/api/courses`; all public but the campus catalogue. */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { noStore } from '../../middleware/no-store';
import { requireUser } from '../../middleware/require-user';
import * as handlers from './handlers';

export const coursesRouter = new Hono<AppEnv>()
	.get('/getTotalCourses', handlers.getTotalCourses)
	.post('/getCourses', handlers.getCourses)
	.post('/getCourse', handlers.getCourse)
	.post('/getProgram', handlers.getProgram)
	.post('/getMovedCourse', handlers.getMovedCourse)
	.post('/getCategories', handlers.getCategories)
	// The campus catalogue is the caller's own: logged-in only, never kept by a cache.
	.post('/getCampusCourses', noStore, requireUser, handlers.getCampusCourses);
