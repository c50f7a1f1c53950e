/** The back-office's calls (issue #20): validate, call one service, shape the envelope. */
import type { Context } from 'hono';
import { ListAuditLogBody } from '../../../lib/contracts/audit';
import type { AppEnv } from '../../context';
import { ok } from '../../http';
import { fieldLabels, readPayload } from '../../payload';
import * as audit from '../../services/audit';

const labels = fieldLabels('admin.fields', ['query', 'action', 'actorId', 'from', 'to', 'page']);

/** `POST /admin/listAuditLog {query?, action?, actorId?, from?, to?, page?}`. */
export async function listAuditLog(c: Context<AppEnv>) {
	const query = await readPayload(c, ListAuditLogBody, labels);
	return ok(c, 'listAuditLog', await audit.listAuditLog(c.var.deps, query));
}
