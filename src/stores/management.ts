/**
 * Whether the person manages a pharmacy or a group (issue #7), as the page's island learned it from
 * its first call (their pharmacies, the report scope, the itineraries). The management tabs
 * (PharmacyAdminNav) show only once this is true: a team member has nothing to manage there, and
 * each of those pages would only tell them so. Per page, not persisted; null until an island knows.
 */
import { atom } from 'nanostores';

export const $managesPharmacies = atom<boolean | null>(null);

/** What an answer showed; null (a failed call says nothing either way) keeps what is known. */
export function reportManagement(manages: boolean | null): void {
	if (manages !== null) $managesPharmacies.set(manages);
}
