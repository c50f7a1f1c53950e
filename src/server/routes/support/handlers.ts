/**
 * Support calls (spec §7 "Other"): `POST /support/carrion`, the form of the carrion landing.
 * Answers `data.carrion: "ok"` once the request is stored.
 */
import type { Context } from 'hono';
import { CarrionBody, SupportRequestBody } from '../../../lib/contracts/support';
import type { AppEnv } from '../../context';
import { ok } from '../../http';
import { fieldLabels, readPayload } from '../../payload';
import { currentUser } from '../../middleware/require-user';
import * as crm from '../../services/crm';
import { sendSupportRequest } from '../../services/support-requests';

const FIELDS = ['f_name', 'l_name', 'email', 'course', 'won_newsletter'];

export async function carrion(c: Context<AppEnv>) {
	const payload = await readPayload(c, CarrionBody, fieldLabels('landings.fields', FIELDS));
	return ok(c, 'carrion', await crm.sendCarrion(c.var.deps, payload));
}

/** `POST /supportRequest {sub, des}` (behind requireUser): answers `data.supportRequest: "ok"`. */
export async function supportRequest(c: Context<AppEnv>) {
	const payload = await readPayload(
		c,
		SupportRequestBody,
		fieldLabels('support_api.fields', ['sub', 'des']),
	);
	return ok(c, 'supportRequest', await sendSupportRequest(c.var.deps, currentUser(c).id, payload));
}
