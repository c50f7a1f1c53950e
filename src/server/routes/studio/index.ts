/**
 * Router of the content studio (issue #19), mounted at `/api/studio`: campus staff only, every
 * call checked against the account's staff role in the database; anyone else gets 404. Its
 * media (master videos, captions, previews) are under `/api/studio/media` (./media).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { noStore } from '../../middleware/no-store';
import { requireStaff } from '../../middleware/require-staff';
import * as handlers from './handlers';
import { studioMediaRouter } from './media';

export const studioRouter = new Hono<AppEnv>()
	.use(noStore, requireStaff('editor', 'admin'))
	.post('/listCourses', handlers.listCourses)
	.post('/createCourse', handlers.createCourse)
	.post('/saveDraft', handlers.saveDraft)
	.post('/submitForReview', handlers.submitForReview)
	.post('/discardDraft', handlers.discardDraft)
	.post('/getCourse', handlers.getCourse)
	.post('/publishCourse', handlers.publishCourse)
	.post('/archiveCourse', handlers.archiveCourse)
	.post('/restoreCourse', handlers.restoreCourse)
	.post('/listPublications', handlers.listPublications)
	.post('/republishSite', handlers.republishSite)
	.route('/media', studioMediaRouter);
