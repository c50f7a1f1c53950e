/** Router of the course calls, mounted at `/api/courses`. */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import * as handlers from './handlers';

export const coursesRouter = new Hono<AppEnv>()
	.get('/getTotalCourses', handlers.getTotalCourses)
	.post('/getCourses', handlers.getCourses)
	.post('/getCourse', handlers.getCourse)
	.post('/getProgram', handlers.getProgram)
	.post('/getCategories', handlers.getCategories);
