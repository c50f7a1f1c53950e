/**
 * What visitors leave on the public site (spec §7 "Other"): newsletter sign-ups, leads, the
 * general contact form and the carrion landing's form. Nothing is lost: every call is stored, and
 * a form whose newsletter box was ticked also subscribes the address (once, however many times).
 * Contact and carrion messages go to the support inbox and leads to the sales inbox, by mail
 * jobs decided in the same transaction (issue #18), with Reply-To the person who wrote.
 * Handlers pass payloads already checked by the shared valibot schemas.
 */
import type {
	AddToLeadListPayload,
	AddToNewsletterPayload,
	ContactPayload,
} from '../../lib/contracts/crm';
import type { CarrionPayload } from '../../lib/contracts/support';
import { t } from '../../i18n';
import type { AppDeps } from '../context';
import * as queries from '../db/queries/crm';
import { insertSupportThread } from '../db/queries/support-inbox';
import type { JobRequest } from '../jobs/contract';
import type { MailContent } from '../mail/layout';

type CrmDeps = Pick<AppDeps, 'db' | 'now' | 'jobs'>;

function contactRequestMail(requestId: number): JobRequest {
	return {
		queue: 'mail',
		key: `mail:contact-request:${String(requestId)}`,
		work: { template: 'contact-request', requestId },
	};
}

function leadMail(leadId: number): JobRequest {
	return { queue: 'mail', key: `mail:lead:${String(leadId)}`, work: { template: 'lead', leadId } };
}

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
	const now = deps.now();
	await deps.db.transaction(async (tx) => {
		const lead = await queries.insertLead(tx, {
			appId: payload.app,
			licenseId: payload.lid,
			funnel: payload.fnl,
			userType: payload.typ,
			email: payload.email,
			firstName: payload.f_name,
			createdAt: now,
		});
		if (lead) await deps.jobs.enqueue(tx, leadMail(lead.id), now);
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
		const saved = await queries.insertContactRequest(tx, request);
		if (saved) {
			await insertSupportThread(
				tx,
				{ kind: request.kind, contactRequestId: saved.id },
				request.createdAt,
			);
			await deps.jobs.enqueue(tx, contactRequestMail(saved.id), request.createdAt);
		}
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

/** A contact or carrion message, forwarded to the support inbox; replies go to its sender. */
export async function contactRequestMailContent(
	deps: Pick<AppDeps, 'db' | 'config'>,
	requestId: number,
): Promise<MailContent | undefined> {
	const request = await queries.findContactRequest(deps.db, requestId);
	if (!request) return undefined;
	const name = [request.firstName, request.lastName].filter(Boolean).join(' ');
	const carrion = request.kind === 'carrion';
	return {
		to: carrion ? deps.config.salesInbox : deps.config.supportInbox,
		replyTo: request.email,
		subject: t(carrion ? 'crm_mail.carrion_subject' : 'crm_mail.contact_subject', {
			id: request.id,
			name,
		}),
		preview: request.message ?? request.course ?? name,
		greeting: t(carrion ? 'crm_mail.carrion_intro' : 'crm_mail.contact_intro', { name }),
		paragraphs: request.message ? [request.message] : [],
		details: [
			{ label: t('crm_mail.name'), value: name },
			{ label: t('crm_mail.email'), value: request.email },
			...(request.phone ? [{ label: t('crm_mail.phone'), value: request.phone }] : []),
			...(request.course ? [{ label: t('crm_mail.course'), value: request.course }] : []),
			{
				label: t('crm_mail.newsletter'),
				value: t(request.wantsNewsletter ? 'crm_mail.yes' : 'crm_mail.no'),
			},
		],
	};
}

/** A lead (a landing's form), forwarded to the sales inbox; replies go to the person. */
export async function leadMailContent(
	deps: Pick<AppDeps, 'db' | 'config'>,
	leadId: number,
): Promise<MailContent | undefined> {
	const lead = await queries.findLead(deps.db, leadId);
	if (!lead) return undefined;
	const plan = lead.planName ?? t('crm_mail.unknown_plan');
	return {
		to: deps.config.salesInbox,
		replyTo: lead.email,
		subject: t('crm_mail.lead_subject', { id: lead.id, name: lead.firstName, plan }),
		preview: plan,
		greeting: t('crm_mail.lead_intro', { name: lead.firstName, plan }),
		paragraphs: [],
		details: [
			{ label: t('crm_mail.name'), value: lead.firstName },
			{ label: t('crm_mail.email'), value: lead.email },
			{ label: t('crm_mail.plan'), value: plan },
			{ label: t('crm_mail.funnel'), value: lead.funnel },
		],
	};
}
