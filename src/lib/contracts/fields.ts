/**
 * Field rules of spec §5 as valibot pieces, for every payload schema that has a name, an email, a
 * phone or an id: the server routes and the forms build their schemas from these, so a rule and
 * its Spanish message live in one place. Messages are functions, read when an issue is raised, so
 * the catalogue is consulted lazily and a test can see the real copy.
 */
import * as v from 'valibot';
import { t } from '../../i18n/index';

export const NAME_MAX_LENGTH = 60;
/** A pharmacy's name: at sign-up, on renaming it (issue #7) and in the plan request. */
export const PHARMACY_NAME_MAX_LENGTH = 120;
/** RFC 5321 limit of a forward path. */
export const EMAIL_MAX_LENGTH = 254;
export const MAX_ID = 2_147_483_647;

/** Names: letters (any alphabet, accents, ñ) and spaces only (spec §5). */
const NAME_PATTERN = /^[\p{L}\p{M} ]+$/u;
/** Spanish numbers have 9 digits (spec §5); a leading +34 or 0034 is the same number. */
const PHONE_PATTERN = /^(?:\+34|0034)?(\d{9})$/;
/** What people type between the digits of a phone number. */
const PHONE_SEPARATORS = /[\s().-]/g;

/**
 * What no text field takes: C0 controls, DEL and C1 controls (PostgreSQL refuses U+0000 in text,
 * the others are invisible, and break logs, CSV cells and mail headers), and lone surrogates,
 * which are not text (UTF-8 cannot encode them: they would be stored as U+FFFD).
 */
/* eslint-disable no-control-regex -- control characters are what these patterns find */
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]|\p{Cs}/u;
/** The same, less tab, line feed and carriage return, for the fields that take several lines. */
const CONTROL_CHARACTERS_MULTILINE =
	/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;
/* eslint-enable no-control-regex */

const required = () => t('validation.required');
const maxLength = (max: number) => () => t('validation.max_length', { max });

export interface TextOptions {
	/** Tab and line breaks allowed (a message, a description); a one-line field refuses them. */
	multiline?: boolean;
}

/**
 * True when `value` has no control character (see {@link text}).
 *
 * @example
 * isPlainText('Farmacia Sol'); // true
 * isPlainText('Farmacia\u0000'); // false
 * isPlainText('línea 1\nlínea 2', { multiline: true }); // true
 */
export function isPlainText(value: string, { multiline = false }: TextOptions = {}): boolean {
	return !(multiline ? CONTROL_CHARACTERS_MULTILINE : CONTROL_CHARACTERS).test(value);
}

/**
 * The one string rule of every payload: a string (`message` when it is not one) without control
 * characters, refused with "Quita los caracteres de control…". Every text field of every schema
 * starts from this, never from `v.string()` (a test in fields.test.ts checks the schema files), so
 * a U+0000 is a 400 `inv_data` at validation, not a 500 from PostgreSQL.
 */
export function text(
	message?: v.ErrorMessage<v.StringIssue>,
	{ multiline = false }: TextOptions = {},
) {
	return v.pipe(
		v.string(message),
		v.check(
			(value) => isPlainText(value, { multiline }),
			() => t('validation.control_characters'),
		),
	);
}

/**
 * A payload object whose missing fields read "Este campo es obligatorio" (valibot's own message
 * for a missing key is English). Unknown fields are dropped.
 */
export function payloadObject<const Entries extends v.ObjectEntries>(entries: Entries) {
	return v.object(entries, required);
}

/** The payload of a call that takes nothing (`{}`; what else it carries is dropped). */
export const EmptyBody = payloadObject({});

/** A required text: trimmed, not empty, at most `max` characters. */
export function requiredText(max: number, options: TextOptions = {}) {
	return v.pipe(
		text(required, options),
		v.trim(),
		v.nonEmpty(required),
		v.maxLength(max, maxLength(max)),
	);
}

/** An optional text: absent, null and blank all read as undefined; otherwise trimmed. */
export function optionalText(max: number, options: TextOptions = {}) {
	return v.pipe(
		v.nullish(text(maxLength(max), options), ''),
		v.trim(),
		v.maxLength(max, maxLength(max)),
		v.transform((text) => (text === '' ? undefined : text)),
	);
}

/**
 * A calendar day `YYYY-MM-DD` that exists (no 31 June).
 *
 * @example
 * isCalendarDay('2026-12-01'); // true
 * isCalendarDay('2026-02-30'); // false
 */
export function isCalendarDay(text: string): boolean {
	if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
	const date = new Date(`${text}T00:00:00Z`);
	return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** A calendar day `YYYY-MM-DD` as typed in a date field, trimmed. */
export function calendarDay() {
	const message = () => t('validation.calendar_day');
	return v.pipe(text(message), v.trim(), v.check(isCalendarDay, message));
}

/** Optional first and last days of something (a coupon, the banner), both included. */
interface DayRange extends Record<string, unknown> {
	startsOn?: string | null | undefined;
	endsOn?: string | null | undefined;
}

/** Refuses a last day before the first, under the last day's field. */
export function lastDayNotBeforeFirst<T extends DayRange>() {
	return v.forward<T, v.CheckIssue<T>, ['endsOn']>(
		v.check(
			({ startsOn, endsOn }: T) => startsOn == null || endsOn == null || startsOn <= endsOn,
			() => t('validation.day_range'),
		),
		// valibot cannot prove a generic T has the key its constraint gives it.
		['endsOn'] as never,
	);
}

/** A whole number between `min` and `max`, sent as a JSON number. */
export function wholeNumber(min: number, max: number, message: () => string) {
	return v.pipe(
		v.number(message),
		v.integer(message),
		v.minValue(min, message),
		v.maxValue(max, message),
	);
}

/** A person's first or last name, required. */
export function requiredName() {
	return v.pipe(
		requiredText(NAME_MAX_LENGTH),
		v.regex(NAME_PATTERN, () => t('validation.name')),
	);
}

/** A person's name that may be left empty (undefined then). */
export function optionalName() {
	return v.pipe(
		optionalText(NAME_MAX_LENGTH),
		v.check(
			(name) => name === undefined || NAME_PATTERN.test(name),
			() => t('validation.name'),
		),
	);
}

/** A required email, trimmed and lower-cased so one address is one subscriber. */
export function email() {
	const invalid = () => t('validation.email');
	return v.pipe(
		text(invalid),
		v.trim(),
		v.nonEmpty(required),
		v.maxLength(EMAIL_MAX_LENGTH, invalid),
		v.email(invalid),
		v.toLowerCase(),
	);
}

/** An optional Spanish phone: separators and a +34 prefix dropped, then exactly 9 digits. */
export function optionalPhone() {
	return v.pipe(
		v.nullish(
			text(() => t('validation.phone')),
			'',
		),
		v.transform((text) => text.replace(PHONE_SEPARATORS, '')),
		v.check(
			(digits) => digits === '' || PHONE_PATTERN.test(digits),
			() => t('validation.phone'),
		),
		v.transform((digits) => (digits === '' ? undefined : digits.replace(PHONE_PATTERN, '$1'))),
	);
}

/**
 * A positive integer id sent as a JSON number or as a string of digits (query strings, form
 * selects and older clients send "1"); an empty string reads as a missing field, and `message`
 * explains the field when it is anything else.
 */
export function positiveId(message: () => string) {
	return v.pipe(
		v.union([v.number(), text()], message),
		v.check((value) => typeof value !== 'string' || value.trim() !== '', required),
		v.transform((value) => (typeof value === 'number' ? value : digitsToNumber(value))),
		v.number(message),
		v.integer(message),
		v.minValue(1, message),
		v.maxValue(MAX_ID, message),
	);
}

/** "12" → 12; anything but digits → NaN, which `v.number()` refuses. */
function digitsToNumber(text: string): number {
	const trimmed = text.trim();
	return /^\d{1,10}$/.test(trimmed) ? Number(trimmed) : NaN;
}

/** A yes/no answer that may be left out (false then). */
export function optionalFlag(message: () => string) {
	return v.nullish(v.boolean(message), false);
}

/**
 * The first message of each invalid field, keyed by the payload's field name, for forms that show
 * an error under each field. Issues that belong to no field (the whole payload) are left out.
 *
 * @example
 * const result = v.safeParse(ContactBody, values);
 * if (!result.success) setErrors(fieldErrors(result.issues)); // { email: 'Introduce un email válido' }
 */
export function fieldErrors(
	issues: readonly v.BaseIssue<unknown>[],
): Partial<Record<string, string>> {
	const errors: Partial<Record<string, string>> = {};
	for (const issue of issues) {
		const key = issue.path?.[0]?.key;
		if (typeof key === 'string' && errors[key] === undefined) errors[key] = issue.message;
	}
	return errors;
}
