/**
 * Payloads of the support calls (spec §7 "Other"). `POST /support/carrion` is the form of the
 * `carrion` landing: someone from that partner asks for a course, optionally with the newsletter.
 * Shared by src/server/routes/support and the landing's form.
 */
import type { AreaResult } from './common';
import * as v from 'valibot';
import { t } from '../../i18n/index';
import { email, optionalFlag, payloadObject, requiredName, requiredText } from './fields';

export const COURSE_MAX_LENGTH = 160;

/** `POST /support/carrion`. */
export const CarrionBody = payloadObject({
	f_name: requiredName(),
	l_name: requiredName(),
	email: email(),
	/** The course the person is interested in, as the landing's list names it. */
	course: requiredText(COURSE_MAX_LENGTH),
	/** Wants the newsletter ("won" is the original API's spelling). */
	won_newsletter: optionalFlag(() => t('landings.validation.flag')),
});
export type CarrionInput = v.InferInput<typeof CarrionBody>;
export type CarrionPayload = v.InferOutput<typeof CarrionBody>;

/** Spec §5: the support description is at most 500 characters. */
export const SUPPORT_DESCRIPTION_MAX_LENGTH = 500;
export const SUPPORT_SUBJECT_MAX_LENGTH = 120;

/** `POST /supportRequest {sub, des}` (logged-in only): the topic and what the person asks. */
export const SupportRequestBody = payloadObject({
	sub: requiredText(SUPPORT_SUBJECT_MAX_LENGTH),
	des: requiredText(SUPPORT_DESCRIPTION_MAX_LENGTH, { multiline: true }),
});
export type SupportRequestPayload = v.InferOutput<typeof SupportRequestBody>;

// ---- Result codes ----------------------------------------------------------------------------

/** What the support calls answer when they fail: the common codes (`too_many` for the limit). */
export type SupportResult = AreaResult<never>;
