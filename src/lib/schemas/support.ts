/**
 * Payloads of the support calls (spec §7 "Other"). `POST /support/carrion` is the form of the
 * `carrion` landing: someone from that partner asks for a course, optionally with the newsletter.
 * Shared by src/server/routes/support and the landing's form.
 */
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
