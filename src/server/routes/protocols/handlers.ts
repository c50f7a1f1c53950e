/**
 * Advice protocol calls of the campus (issue #6; spec §7 conventions): the counter-advice sheets
 * of `aula/protocolos-de-consejo`, for a caller whose licence opens the campus.
 */
import type { Context } from 'hono';
import { GetProtocolsBody } from '../../../lib/contracts/protocols';
import type { AppEnv } from '../../context';
import { ok } from '../../http';
import { currentUser } from '../../middleware/require-user';
import { fieldLabels, readPayload } from '../../payload';
import * as protocols from '../../services/protocols';

/** `POST /protocols/getProtocols {q?}`: `data.getProtocols.protocols`, best matches first. */
export async function getProtocols(c: Context<AppEnv>) {
	const { q } = await readPayload(c, GetProtocolsBody, fieldLabels('protocols.fields', ['q']));
	return ok(c, 'getProtocols', await protocols.getProtocols(c.var.deps, currentUser(c).id, q));
}
