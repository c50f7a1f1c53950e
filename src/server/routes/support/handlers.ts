/**
 * Support calls (spec §7 "Other"): `POST /support/carrion`, the form of the carrion landing.
 * Answers `data.carrion: "ok"` once the request is stored.
 */
import type { Context } from 'hono';
import { CarrionBody } from '../../../lib/schemas/support';
import type { AppEnv } from '../../context';
import { ok } from '../../http';
import { fieldLabels, readPayload } from '../../payload';
import * as crm from '../../services/crm';

const FIELDS = ['f_name', 'l_name', 'email', 'course', 'won_newsletter'];

export async function carrion(c: Context<AppEnv>) {
	const payload = await readPayload(c, CarrionBody, fieldLabels('landings.fields', FIELDS));
	return ok(c, 'carrion', await crm.sendCarrion(c.var.deps, payload));
}
