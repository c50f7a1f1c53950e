/**
 * The studio's guard (issue #19): a call under `/studio` is answered only for a caller whose
 * account has one of the given staff roles, read from the database on each call so a role taken
 * away applies at once. Everyone else, signed in or not, gets the same 404 as a path that does not
 * exist: the studio's calls are not advertised.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { t } from '../../i18n';
import type { StaffRole } from '../../lib/contracts/studio';
import type { AppEnv } from '../context';
import type { StaffActor } from '../services/audit';
import { staffRoleOf } from '../services/studio/staff';
import { AppError } from '../errors';
import { currentUser, readBearer } from './require-user';

function notFound(): AppError {
	return new AppError('not_found', 404, t('api.not_found'));
}

export function requireStaff(...allowed: StaffRole[]) {
	return createMiddleware<AppEnv>(async (c, next) => {
		const user = await readBearer(c);
		if (!user) throw notFound();
		const staffRole = await staffRoleOf(c.var.deps.db, user.id);
		if (staffRole === null || !allowed.includes(staffRole)) throw notFound();
		c.set('user', user);
		c.set('staffRole', staffRole);
		await next();
	});
}

/** Who is acting in a call `requireStaff` let through, for the audit log (issue #20). */
export function staffActor(c: Context<AppEnv>): StaffActor {
	const role = c.var.staffRole;
	if (!role) throw new Error('staffActor() needs requireStaff before it');
	return { userId: currentUser(c).id, role };
}
