/**
 * Router of the pharmacy space and its team (issue #7, ADR 008), mounted at `/api/pharmacy`.
 * Everything needs a session except reading an invitation, which its token opens (the join page
 * shows it before the person logs in or signs up).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { noStore } from '../../middleware/no-store';
import { requireUser } from '../../middleware/require-user';
import * as handlers from './handlers';

export const pharmacyRouter = new Hono<AppEnv>()
	.post('/getMyPharmacies', noStore, requireUser, handlers.getMyPharmacies)
	.post('/renamePharmacy', noStore, requireUser, handlers.renamePharmacy)
	.post('/getTeam', noStore, requireUser, handlers.getTeam)
	.post('/inviteMember', noStore, requireUser, handlers.inviteMember)
	.post('/cancelInvitation', noStore, requireUser, handlers.cancelInvitation)
	.post('/removeMember', noStore, requireUser, handlers.removeMember)
	.post('/leavePharmacy', noStore, requireUser, handlers.leavePharmacy)
	.post('/getInvitation', noStore, handlers.getInvitation)
	.post('/acceptInvitation', noStore, requireUser, handlers.acceptInvitation);
