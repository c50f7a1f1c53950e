/**
 * What the pharmacy pages read from `getMyPharmacies` alike (issue #7): the space, the own training
 * and the dashboard's banner each ask it once the session check answered.
 */
import type { MyPharmacies } from '../../../lib/contracts/pharmacy-team';

/**
 * Whether the person manages a pharmacy or holds a group, which is what shows the management tabs
 * (stores/management.ts): a group's holder with no pharmacy of their own yet still manages.
 */
export function managesAny(mine: Pick<MyPharmacies, 'managed' | 'groups'>): boolean {
	return mine.managed.length > 0 || mine.groups.length > 0;
}
