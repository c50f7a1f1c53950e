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
} from '../../lib/contracts/crm';
import type { CarrionPayload } from '../../lib/contracts/support';
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
	await storeContactRequest(deps, {
		kind: 'contact',
		firstName: payload.f_name,
		lastName: payload.l_name ?? null,
		email: payload.email,
		phone: payload.phone ?? null,
		message: payload.msg,
		acceptedTerms: payload.terms,
		wantsNewsletter: payload.newsletter,
		createdAt: deps.now(),
	});
	return OK;
}

export async function sendCarrion(deps: CrmDeps, payload: CarrionPayload): Promise<typeof OK> {
	await storeContactRequest(deps, {
		kind: 'carrion',
		firstName: payload.f_name,
		lastName: payload.l_name,
		email: payload.email,
		course: payload.course,
		wantsNewsletter: payload.won_newsletter,
		createdAt: deps.now(),
	});
	return OK;
}

/**
 * Stores a contact or carrion request and, when the person ticked the newsletter box, subscribes
 * the address in the same transaction: both are kept or neither is.
 */
async function storeContactRequest(
	deps: CrmDeps,
	request: Parameters<typeof queries.insertContactRequest>[1] & {
		kind: 'contact' | 'carrion';
		createdAt: Date;
	},
): Promise<void> {
	await deps.db.transaction(async (tx) => {
		await queries.insertContactRequest(tx, request);
		if (request.wantsNewsletter) {
			await queries.upsertNewsletterSubscription(tx, {
				email: request.email,
				firstName: request.firstName,
				source: request.kind,
				at: request.createdAt,
			});
		}
	});
}
