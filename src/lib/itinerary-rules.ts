/**
 * The itinerary manager's limits, statuses and confirm words (issue #7, spec §5). Defined here,
 * apart from the payload schemas (src/lib/contracts/itineraries.ts re-exports them), so the islands
 * carry these few values and not the schemas' code.
 */

export const ITINERARY_NAME_MAX_LENGTH = 120;
export const ITINERARY_DESCRIPTION_MAX_LENGTH = 1000;

/** The words typed to confirm (spec §5): moving a published itinerary to draft, deleting one. */
export const CONFIRM_WORD = 'CONFIRMAR';
export const DELETE_WORD = 'ELIMINAR';

export const ITINERARY_STATUSES = ['draft', 'published', 'template'] as const;
export type ItineraryStatus = (typeof ITINERARY_STATUSES)[number];
