/**
 * What visitors leave on the public site (spec §7 "Other"): newsletter sign-ups, leads, the
 * general contact form and the carrion landing's form. Nothing is lost: every call is stored, and
 * a form whose newsletter box was ticked also subscribes the address (once, however many times).
 * Handlers pass payloads already checked by the shared valibot schemas.
 */
import type {
	AddToLeadListPayload,
	AddToNewsletterPayload,
	ContactPayload,
} from '../../lib/schemas/crm';
import type { CarrionPayload } from '../../lib/schemas/support';
import type { AppDeps } from '../context';
import * as queries from '../db/queries/crm';

type CrmDeps = Pick<AppDeps, 'db' | 'now'>;

/** The spec's success value of these calls (`data.addToNewsletter: "ok"`…). */
export const OK = 'ok';

export async function addToNewsletter(
	deps: CrmDeps,
	payload: AddToNewsletterPayload,
): Promise<typeof OK> {
	await queries.upsertNewsletterSubscription(deps.db, {
		email: payload.email,
		firstName: payload.f_name,
		appId: payload.app,
		userType: payload.typ ?? undefined,
		source: 'newsletter',
		at: deps.now(),
	});
	return OK;
}

export async function addToLeadList(
	deps: CrmDeps,
	payload: AddToLeadListPayload,
): Promise<typeof OK> {
	await queries.insertLead(deps.db, {
		appId: payload.app,
		licenseId: payload.lid,
		funnel: payload.fnl,
		userType: payload.typ,
		email: payload.email,
		firstName: payload.f_name,
		createdAt: deps.now(),
	});
	return OK;
}

export async function sendContact(deps: CrmDeps, payload: ContactPayload): Promise<typeof OK> {
	const at = deps.now();
	// One transaction: a message is never stored with its newsletter wish silently dropped.
	await deps.db.transaction(async (tx) => {
		await queries.insertContactRequest(tx, {
			kind: 'contact',
			firstName: payload.f_name,
			lastName: payload.l_name ?? null,
			email: payload.email,
			phone: payload.phone ?? null,
			message: payload.msg,
			acceptedTerms: payload.terms,
			wantsNewsletter: payload.newsletter,
			createdAt: at,
		});
		if (payload.newsletter) {
			await queries.upsertNewsletterSubscription(tx, {
				email: payload.email,
				firstName: payload.f_name,
				source: 'contact',
				at,
			});
		}
	});
	return OK;
}

export async function sendCarrion(deps: CrmDeps, payload: CarrionPayload): Promise<typeof OK> {
	const at = deps.now();
	await deps.db.transaction(async (tx) => {
		await queries.insertContactRequest(tx, {
			kind: 'carrion',
			firstName: payload.f_name,
			lastName: payload.l_name,
			email: payload.email,
			course: payload.course,
			wantsNewsletter: payload.won_newsletter,
			createdAt: at,
		});
		if (payload.won_newsletter) {
			await queries.upsertNewsletterSubscription(tx, {
				email: payload.email,
				firstName: payload.f_name,
				source: 'carrion',
				at,
			});
		}
	});
	return OK;
}
