/**
 * The itinerary manager's calls (issue #7, `aula/itinerarios`), typed and unwrapped from
 * `data.<operation>`. The types are the wire contract (src/lib/contracts/itineraries.ts); the
 * server's service answers them too.
 */
import type {
	AssignableCourses,
	AssignablePeople,
	CreateItineraryPayload,
	DeletedItinerary,
	ItinerariesResult,
	ItineraryDetail,
	ItineraryList,
	ItineraryPreview,
	ItineraryStatus,
	OwnerKey,
	UpdateItineraryInput,
} from '../contracts/itineraries';
import { api, dataAt, type ApiClient, type ApiResult } from './client';

const BASE = '/itineraries';

/** `{pharmacyId}` or `{groupId}`, as the calls take an owner. */
export function ownerRef(owner: OwnerKey): { pharmacyId: number } | { groupId: number } {
	return owner.kind === 'pharmacy' ? { pharmacyId: owner.id } : { groupId: owner.id };
}

function post<T>(
	operation: string,
	body: Record<string, unknown>,
	client: ApiClient,
): Promise<ApiResult<T, ItinerariesResult>> {
	return client.post(`${BASE}/${operation}`, body, { select: dataAt<T>(operation) });
}

/** The caller's itineraries (search and status optional), the templates and the owners. */
export function listItineraries(
	filter: { query?: string; status?: ItineraryStatus | undefined } = {},
	client: ApiClient = api,
): Promise<ApiResult<ItineraryList, ItinerariesResult>> {
	return post('listItineraries', filter, client);
}

export function getItinerary(id: number, client: ApiClient = api) {
	return post<ItineraryDetail>('getItinerary', { id }, client);
}

export function createItinerary(
	payload: Omit<CreateItineraryPayload, 'owner'> & { owner: OwnerKey },
	client: ApiClient = api,
) {
	return post<ItineraryDetail>(
		'createItinerary',
		{ ...payload, owner: ownerRef(payload.owner) },
		client,
	);
}

/** Saves what one step of the wizard shows; fields left out stay as they are. */
export function updateItinerary(payload: UpdateItineraryInput, client: ApiClient = api) {
	return post<ItineraryDetail>('updateItinerary', { ...payload }, client);
}

export function publishItinerary(id: number, client: ApiClient = api) {
	return post<ItineraryDetail>('publishItinerary', { id }, client);
}

/** `word` is what the person typed ("CONFIRMAR"); the server checks it again. */
export function moveToDraft(id: number, word: string, client: ApiClient = api) {
	return post<ItineraryDetail>('moveToDraft', { id, word }, client);
}

export function duplicateItinerary(id: number, client: ApiClient = api) {
	return post<ItineraryDetail>('duplicateItinerary', { id }, client);
}

/** `word` is what the person typed ("ELIMINAR"); the server checks it again. */
export function deleteItinerary(id: number, word: string, client: ApiClient = api) {
	return post<DeletedItinerary>('deleteItinerary', { id, word }, client);
}

export function saveAsTemplate(id: number, client: ApiClient = api) {
	return post<ItineraryDetail>('saveAsTemplate', { id }, client);
}

/** The itinerary exactly as a member sees it today. */
export function previewItinerary(id: number, client: ApiClient = api) {
	return post<ItineraryPreview>('previewItinerary', { id }, client);
}

export function listAssignableCourses(owner: OwnerKey, query: string, client: ApiClient = api) {
	return post<AssignableCourses>(
		'listAssignableCourses',
		{ owner: ownerRef(owner), query },
		client,
	);
}

export function listAssignablePeople(owner: OwnerKey, client: ApiClient = api) {
	return post<AssignablePeople>('listAssignablePeople', { owner: ownerRef(owner) }, client);
}
