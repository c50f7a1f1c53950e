/**
 * Payloads and answers of the itinerary manager (issue #7), shared by src/server/routes/itineraries
 * and the campus's wizard, so a rule (a name's length, a date's shape) and its Spanish message
 * live in one place.
 */
import type { AreaResult } from './common';
import type { PharmacyAccessResult } from './pharmacy-team';
import * as v from 'valibot';
import { t } from '../../i18n/index';
import { isCalendarDay, payloadObject, positiveId, requiredText, text } from './fields';
import {
	ITINERARY_DESCRIPTION_MAX_LENGTH,
	ITINERARY_NAME_MAX_LENGTH,
	ITINERARY_STATUSES,
	type ItineraryStatus,
} from '../itinerary-rules';

export {
	CONFIRM_WORD,
	DELETE_WORD,
	ITINERARY_NAME_MAX_LENGTH,
	type ItineraryStatus,
} from '../itinerary-rules';

/** More courses than this is a catalogue, not an itinerary. */
export const MAX_ITINERARY_COURSES = 60;
/** Pharmacies of the largest group, with room to spare. */
export const MAX_ITINERARY_PHARMACIES = 200;
/** Twenty people in each of the largest group's pharmacies. */
export const MAX_ITINERARY_USERS = 4000;
export const SEARCH_MAX_LENGTH = 100;

/** Who an itinerary belongs to: one pharmacy or one group (campus templates have neither). */
export type OwnerKey = { kind: 'pharmacy'; id: number } | { kind: 'group'; id: number };

// Messages from the generic `validation` section (in the browser's catalogue too); the server
// puts the field's label in front ("Cursos: Debe ser un día válido…").
const ownerMessage = () => t('validation.pharmacy_or_group');
const dateMessage = () => t('validation.calendar_day');
const idMessage = () => t('validation.positive_id');
const idListMessage = () => t('validation.id_list');
const courseListMessage = () => t('validation.course_list');

const calendarDay = () => v.pipe(text(dateMessage), v.trim(), v.check(isCalendarDay, dateMessage));

/** `{pharmacyId}` or `{groupId}`, exactly one, as an {@link OwnerKey}. */
export const OwnerRef = v.pipe(
	v.object(
		{
			pharmacyId: v.optional(positiveId(ownerMessage)),
			groupId: v.optional(positiveId(ownerMessage)),
		},
		ownerMessage,
	),
	v.check(
		(owner) => (owner.pharmacyId === undefined) !== (owner.groupId === undefined),
		ownerMessage,
	),
	v.transform((owner): OwnerKey => {
		if (owner.pharmacyId !== undefined) return { kind: 'pharmacy', id: owner.pharmacyId };
		return { kind: 'group', id: owner.groupId ?? 0 };
	}),
);

const itineraryId = () => positiveId(idMessage);

const searchText = () =>
	v.pipe(
		v.nullish(
			text(() => t('validation.max_length', { max: SEARCH_MAX_LENGTH })),
			'',
		),
		v.trim(),
		v.maxLength(SEARCH_MAX_LENGTH, () => t('validation.max_length', { max: SEARCH_MAX_LENGTH })),
	);

const itineraryName = () => requiredText(ITINERARY_NAME_MAX_LENGTH);

const description = () =>
	v.pipe(
		v.nullish(
			text(() => t('validation.max_length', { max: ITINERARY_DESCRIPTION_MAX_LENGTH }), {
				multiline: true,
			}),
			'',
		),
		v.trim(),
		v.maxLength(ITINERARY_DESCRIPTION_MAX_LENGTH, () =>
			t('validation.max_length', { max: ITINERARY_DESCRIPTION_MAX_LENGTH }),
		),
	);

/** No id twice: the order of the array is the order of the courses. */
function distinct(values: readonly number[]): boolean {
	return new Set(values).size === values.length;
}

/** `POST /itineraries/listItineraries {query?, status?}`. */
export const ListItinerariesBody = payloadObject({
	query: searchText(),
	status: v.pipe(
		v.nullish(
			v.picklist(ITINERARY_STATUSES, () =>
				t('validation.choice', { options: ITINERARY_STATUSES.join(', ') }),
			),
		),
		v.transform((status) => status ?? undefined),
	),
});

/** Calls about one itinerary: get, publish, duplicate, preview, save as template. */
export const ItineraryIdBody = payloadObject({ id: itineraryId() });

/** `POST /itineraries/createItinerary {owner, name, description?, fromTemplateId?}`. */
export const CreateItineraryBody = payloadObject({
	owner: OwnerRef,
	name: itineraryName(),
	description: description(),
	fromTemplateId: v.pipe(
		v.nullish(positiveId(idMessage)),
		v.transform((id) => id ?? undefined),
	),
});
export type CreateItineraryPayload = v.InferInput<typeof CreateItineraryBody>;

/** One course of the itinerary and the day it opens (null: open from the start). */
export const ItineraryCourseEntry = v.object(
	{
		courseId: positiveId(courseListMessage),
		opensOn: v.nullish(calendarDay(), null),
	},
	courseListMessage,
);

/**
 * `POST /itineraries/updateItinerary`: every field but `id` is optional, so each step of the
 * wizard saves only what it shows. `courses` replaces the list, in the array's order.
 */
export const UpdateItineraryBody = payloadObject({
	id: itineraryId(),
	name: v.optional(itineraryName()),
	description: v.optional(description()),
	endsOn: v.optional(v.nullable(calendarDay())),
	courses: v.optional(
		v.pipe(
			v.array(ItineraryCourseEntry, courseListMessage),
			v.maxLength(MAX_ITINERARY_COURSES, () =>
				t('validation.max_items', { max: MAX_ITINERARY_COURSES }),
			),
			v.check(
				(entries) => distinct(entries.map((entry) => entry.courseId)),
				() => t('validation.no_repeats'),
			),
		),
	),
	pharmacyIds: v.optional(
		v.pipe(
			v.array(positiveId(idListMessage), idListMessage),
			v.maxLength(MAX_ITINERARY_PHARMACIES, idListMessage),
			v.check((ids: number[]) => distinct(ids), idListMessage),
		),
	),
	userIds: v.optional(
		v.pipe(
			v.array(positiveId(idListMessage), idListMessage),
			v.maxLength(MAX_ITINERARY_USERS, idListMessage),
			v.check((ids: number[]) => distinct(ids), idListMessage),
		),
	),
});
export type UpdateItineraryPayload = v.InferOutput<typeof UpdateItineraryBody>;
export type UpdateItineraryInput = v.InferInput<typeof UpdateItineraryBody>;

/** `moveToDraft` and `deleteItinerary`: the itinerary and the word typed to confirm. */
export const ItineraryWordBody = payloadObject({
	id: itineraryId(),
	word: v.pipe(
		v.nullish(
			text(() => t('validation.confirm_word')),
			'',
		),
		v.maxLength(40, () => t('validation.confirm_word')),
	),
});

/** `listAssignableCourses {owner, query?}` and `listAssignablePeople {owner}`. */
export const AssignablesBody = payloadObject({
	owner: OwnerRef,
	query: searchText(),
});

/**
 * Whether the typed text is the word (spec §5): compared ignoring case and surrounding spaces.
 * The confirm dialog checks the same (stores/overlays-confirm.ts `matchesConfirmWord`); the server
 * asks again, since a request can skip the dialog.
 *
 * @example
 * typedWordMatches(' confirmar ', CONFIRM_WORD); // true
 */
export function typedWordMatches(typed: string, word: string): boolean {
	return typed.trim().toLocaleLowerCase('es') === word.trim().toLocaleLowerCase('es');
}

// ---- Answers -------------------------------------------------------------------------------

/** Who an itinerary belongs to, with a name to show; `campus` for the campus's templates. */
export type ItineraryOwner =
	| { kind: 'pharmacy' | 'group'; id: number; name: string }
	| { kind: 'campus'; id: null; name: string };

/** One line of the manager's list. */
export interface ItinerarySummary {
	id: number;
	name: string;
	description: string;
	status: ItineraryStatus;
	owner: ItineraryOwner;
	courses: number;
	/** People it reaches: those assigned one by one plus the teams of the pharmacies assigned. */
	assignees: number;
	updatedAt: string;
	/** Campus templates: nobody changes them; they are started from. */
	readOnly: boolean;
}

/** A pharmacy or group the caller may create itineraries for. */
export interface OwnerOption {
	kind: 'pharmacy' | 'group';
	id: number;
	name: string;
}

/** `data.listItineraries`. */
export interface ItineraryList {
	itineraries: ItinerarySummary[];
	/** What an itinerary can start from: the campus's templates and the caller's own. */
	templates: ItinerarySummary[];
	owners: OwnerOption[];
}

/** A course as the manager sees it in an itinerary or in the catalogue to choose from. */
export interface AssignableCourse {
	courseId: number;
	name: string;
	path: string;
	area: string;
	minutes: number;
	/** The pharmacy's own training (issue #7), not the campus catalogue. */
	ownTraining: boolean;
}

export interface ItineraryCourseView extends AssignableCourse {
	/** `YYYY-MM-DD`; null when it is open from the start. */
	opensOn: string | null;
}

/** `data.getItinerary` and the answer of every call that changes one. */
export interface ItineraryDetail {
	id: number;
	name: string;
	description: string;
	status: ItineraryStatus;
	endsOn: string | null;
	owner: ItineraryOwner;
	courses: ItineraryCourseView[];
	pharmacyIds: number[];
	userIds: number[];
	publishedAt: string | null;
	updatedAt: string;
	readOnly: boolean;
}

/** A course as a member sees it in the itinerary: open, or locked until its day. */
export interface PreviewCourse extends ItineraryCourseView {
	locked: boolean;
}

/** `data.previewItinerary`: exactly what a member sees, relative to today in Spain. */
export interface ItineraryPreview {
	id: number;
	name: string;
	description: string;
	endsOn: string | null;
	/** Today in Europe/Madrid, `YYYY-MM-DD`, the day the locks were worked out for. */
	today: string;
	courses: PreviewCourse[];
}

/** `data.listAssignableCourses`. */
export interface AssignableCourses {
	courses: AssignableCourse[];
}

export interface AssignablePerson {
	userId: number;
	name: string;
	email: string;
	/** The pharmacy's titular (part of its team). */
	owner: boolean;
}

/** `data.listAssignablePeople`: the pharmacies in the owner's scope and their teams. */
export interface AssignablePeople {
	pharmacies: { id: number; name: string; people: AssignablePerson[] }[];
}

/** `data.deleteItinerary`. */
export interface DeletedItinerary {
	id: number;
	deleted: true;
}

// ---- Result codes ----------------------------------------------------------------------------

/** What the itinerary calls (`/itineraries/*`) answer when they fail. */
export type ItinerariesResult = AreaResult<
	| PharmacyAccessResult
	| 'itn_nf'
	/** Campus templates cannot be changed. */
	| 'itn_ro'
	| 'itn_dup'
	| 'itn_empty'
	| 'itn_nobody'
	| 'itn_pub'
	| 'itn_tpl'
	| 'co_nf'
	| 'usr_nf'
	| 'word_inv'
>;
