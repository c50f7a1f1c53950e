/**
 * Payloads of the CRM calls (spec §7 "Other"): the newsletter, lead lists and the general contact
 * form (`contacto`). Shared by the Hono routes in src/server/routes/crm and the forms; field names
 * are the spec's wire names. Types come from the schemas (STYLE §3 rule 3).
 */
import type { AreaResult } from './common';
import * as v from 'valibot';
import { t } from '../../i18n/index';
import { USER_TYPE } from './courses';
import {
	email,
	optionalFlag,
	optionalName,
	optionalPhone,
	payloadObject,
	positiveId,
	requiredName,
	requiredText,
	text,
} from './fields';

export const CONTACT_MESSAGE_MAX_LENGTH = 1000;

const USER_TYPES: readonly number[] = Object.values(USER_TYPE);

/** The application number (`app`): which of the company's sites or apps sent the call. */
const appId = () => positiveId(() => t('landings.validation.app'));

/** User type (`typ`): 1 titular (pharmacy owner), 2 professional, 3 student (spec §3). */
const userType = () =>
	v.pipe(
		positiveId(() => t('landings.validation.typ')),
		v.check(
			(type) => USER_TYPES.includes(type),
			() => t('landings.validation.typ'),
		),
	);

/** `POST /crm/addToNewsletter`: subscribing the same email again is fine and keeps one record. */
export const AddToNewsletterBody = payloadObject({
	app: appId(),
	typ: v.optional(v.nullable(userType())),
	email: email(),
	f_name: requiredName(),
});
export type AddToNewsletterInput = v.InferInput<typeof AddToNewsletterBody>;
export type AddToNewsletterPayload = v.InferOutput<typeof AddToNewsletterBody>;

/** `POST /crm/addToLeadList`: someone who asked about a licence, by marketing funnel. */
export const AddToLeadListBody = payloadObject({
	app: appId(),
	/** Licence (plan) id the person looked at. */
	lid: positiveId(() => t('landings.validation.lid')),
	/**
	 * Funnel: the campaign or landing the lead came through (`que-es-liceo`, `expert-dermo`…).
	 * Numbers are accepted too, as the original API's clients may send an id.
	 */
	fnl: v.pipe(
		v.union([v.pipe(v.number(), v.integer(), v.minValue(0), v.transform(String)), text()], () =>
			t('landings.validation.fnl'),
		),
		v.trim(),
		v.regex(/^[\w-]{1,60}$/u, () => t('landings.validation.fnl')),
	),
	typ: userType(),
	email: email(),
	f_name: requiredName(),
});
export type AddToLeadListInput = v.InferInput<typeof AddToLeadListBody>;
export type AddToLeadListPayload = v.InferOutput<typeof AddToLeadListBody>;

/**
 * `POST /crm/contact`: the general contact form (spec §2 `contacto`). Accepting the terms and the
 * privacy policy is required, the newsletter is optional (spec §5).
 */
export const ContactBody = payloadObject({
	f_name: requiredName(),
	l_name: optionalName(),
	email: email(),
	phone: optionalPhone(),
	msg: requiredText(CONTACT_MESSAGE_MAX_LENGTH, { multiline: true }),
	terms: v.literal(true, () => t('landings.validation.terms')),
	newsletter: optionalFlag(() => t('landings.validation.flag')),
});
export type ContactInput = v.InferInput<typeof ContactBody>;
export type ContactPayload = v.InferOutput<typeof ContactBody>;

// ---- Result codes ----------------------------------------------------------------------------

/** What the CRM calls (newsletter, lead lists, contact) answer when they fail: the common codes. */
export type CrmResult = AreaResult<never>;
