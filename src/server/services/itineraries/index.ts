/**
 * The itinerary manager (issue #7): owners of an XL pharmacy and group holders build ordered lists
 * of courses (the catalogue and their own training), each course with the day it opens, assign
 * them to pharmacies (their whole team) and to people, and publish them; members then see them on
 * their dashboard and the player keeps a course locked until its day (services/itinerary-locks.ts).
 *
 * Every call asks services/itinerary-scope.ts first, so a refused call changes nothing. Names are
 * unique per owner whatever their case, held by unique indexes (so two creations racing cannot
 * both win), and turned into 409 `itn_dup` here. A published itinerary is changed only after
 * moving it back to draft, which takes the typed word of spec §5.
 *
 * One module per concern: editing.ts (list, read, create, edit), lifecycle.ts (publish, draft,
 * delete, copies), choices.ts (preview and what may be assigned), shared.ts (views, names).
 */
export { createItinerary, getItinerary, listItineraries, updateItinerary } from './editing';
export {
	deleteItinerary,
	duplicateItinerary,
	moveToDraft,
	publishItinerary,
	saveAsTemplate,
} from './lifecycle';
export { listAssignableCourses, listAssignablePeople, previewItinerary } from './choices';
