/**
 * Itinerary manager calls (issue #7): every one for a logged-in owner or group holder, checked in
 * services/itinerary-scope.ts before anything is read or changed.
 */
import type { Context } from 'hono';
import {
	AssignablesBody,
	CreateItineraryBody,
	ItineraryIdBody,
	ItineraryWordBody,
	ListItinerariesBody,
	UpdateItineraryBody,
} from '../../../lib/contracts/itineraries';
import type { AppEnv } from '../../context';
import { ok } from '../../http';
import { currentUser } from '../../middleware/require-user';
import { fieldLabels, readPayload } from '../../payload';
import * as itineraries from '../../services/itineraries';

const labels = fieldLabels('itineraries.fields', [
	'id',
	'owner',
	'name',
	'description',
	'endsOn',
	'courses',
	'pharmacyIds',
	'userIds',
	'fromTemplateId',
	'query',
	'status',
	'word',
]);

/** `POST /itineraries/listItineraries {query?, status?}`. */
export async function listItineraries(c: Context<AppEnv>) {
	const { query, status } = await readPayload(c, ListItinerariesBody, labels);
	return ok(
		c,
		'listItineraries',
		await itineraries.listItineraries(c.var.deps, currentUser(c).id, { query, status }),
	);
}

/** `POST /itineraries/getItinerary {id}`. */
export async function getItinerary(c: Context<AppEnv>) {
	const { id } = await readPayload(c, ItineraryIdBody, labels);
	return ok(c, 'getItinerary', await itineraries.getItinerary(c.var.deps, currentUser(c).id, id));
}

/** `POST /itineraries/createItinerary {owner, name, description?, fromTemplateId?}`. */
export async function createItinerary(c: Context<AppEnv>) {
	const payload = await readPayload(c, CreateItineraryBody, labels);
	return ok(
		c,
		'createItinerary',
		await itineraries.createItinerary(c.var.deps, currentUser(c).id, payload),
	);
}

/** `POST /itineraries/updateItinerary {id, name?, description?, endsOn?, courses?, pharmacyIds?, userIds?}`. */
export async function updateItinerary(c: Context<AppEnv>) {
	const payload = await readPayload(c, UpdateItineraryBody, labels);
	return ok(
		c,
		'updateItinerary',
		await itineraries.updateItinerary(c.var.deps, currentUser(c).id, payload),
	);
}

/** `POST /itineraries/publishItinerary {id}`. */
export async function publishItinerary(c: Context<AppEnv>) {
	const { id } = await readPayload(c, ItineraryIdBody, labels);
	return ok(
		c,
		'publishItinerary',
		await itineraries.publishItinerary(c.var.deps, currentUser(c).id, id),
	);
}

/** `POST /itineraries/moveToDraft {id, word}`. */
export async function moveToDraft(c: Context<AppEnv>) {
	const { id, word } = await readPayload(c, ItineraryWordBody, labels);
	return ok(
		c,
		'moveToDraft',
		await itineraries.moveToDraft(c.var.deps, currentUser(c).id, id, word),
	);
}

/** `POST /itineraries/duplicateItinerary {id}`. */
export async function duplicateItinerary(c: Context<AppEnv>) {
	const { id } = await readPayload(c, ItineraryIdBody, labels);
	return ok(
		c,
		'duplicateItinerary',
		await itineraries.duplicateItinerary(c.var.deps, currentUser(c).id, id),
	);
}

/** `POST /itineraries/deleteItinerary {id, word}`. */
export async function deleteItinerary(c: Context<AppEnv>) {
	const { id, word } = await readPayload(c, ItineraryWordBody, labels);
	return ok(
		c,
		'deleteItinerary',
		await itineraries.deleteItinerary(c.var.deps, currentUser(c).id, id, word),
	);
}

/** `POST /itineraries/saveAsTemplate {id}`. */
export async function saveAsTemplate(c: Context<AppEnv>) {
	const { id } = await readPayload(c, ItineraryIdBody, labels);
	return ok(
		c,
		'saveAsTemplate',
		await itineraries.saveAsTemplate(c.var.deps, currentUser(c).id, id),
	);
}

/** `POST /itineraries/previewItinerary {id}`. */
export async function previewItinerary(c: Context<AppEnv>) {
	const { id } = await readPayload(c, ItineraryIdBody, labels);
	return ok(
		c,
		'previewItinerary',
		await itineraries.previewItinerary(c.var.deps, currentUser(c).id, id),
	);
}

/** `POST /itineraries/listAssignableCourses {owner, query?}`. */
export async function listAssignableCourses(c: Context<AppEnv>) {
	const { owner, query } = await readPayload(c, AssignablesBody, labels);
	return ok(
		c,
		'listAssignableCourses',
		await itineraries.listAssignableCourses(c.var.deps, currentUser(c).id, owner, query),
	);
}

/** `POST /itineraries/listAssignablePeople {owner}`. */
export async function listAssignablePeople(c: Context<AppEnv>) {
	const { owner } = await readPayload(c, AssignablesBody, labels);
	return ok(
		c,
		'listAssignablePeople',
		await itineraries.listAssignablePeople(c.var.deps, currentUser(c).id, owner),
	);
}
