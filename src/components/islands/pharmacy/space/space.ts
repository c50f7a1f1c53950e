/**
 * The pharmacy space's state without React (`/aula/mi-farmacia`, issue #7): which pharmacy is
 * shown, how a rename or a new logo changes what the page holds, and where a refusal is shown. The
 * data hook (use-pharmacy-space.ts) keeps this state and the views only render it.
 */
import type {
	ManagedPharmacyView,
	MyPharmacies,
	PharmacyTeam,
} from '../../../../lib/contracts/pharmacy-team';

/** The query parameter that keeps the chosen pharmacy across reloads. */
const PHARMACY_PARAM = 'farmacia';

/** An answer the page waits for: its data, or the server's Spanish reason it failed. */
export type Load<T> =
	{ state: 'loading' } | { state: 'ready'; data: T } | { state: 'failed'; msg: string };

const LOADING: Load<never> = { state: 'loading' };

/**
 * The team answer of each pharmacy, by its id. Keyed so an answer arriving after the person picked
 * another pharmacy lands on the one it belongs to, never on the one shown.
 */
export type TeamLoads = Readonly<Record<number, Load<PharmacyTeam>>>;

/** The pharmacy named in the address (`?farmacia=12`) if the caller manages it, else the first. */
export function initialPharmacyId(
	managed: readonly ManagedPharmacyView[],
	search: string,
): number | null {
	const wanted = Number(new URLSearchParams(search).get(PHARMACY_PARAM));
	return managed.find((pharmacy) => pharmacy.id === wanted)?.id ?? managed[0]?.id ?? null;
}

/** The page's address with the chosen pharmacy in it, so a reload shows the same one. */
export function addressWithPharmacy(href: string, id: number): URL {
	const url = new URL(href);
	url.searchParams.set(PHARMACY_PARAM, String(id));
	return url;
}

/** What the person manages and belongs to, with one pharmacy's new name or logo. */
export function withPharmacyChange(
	mine: MyPharmacies,
	id: number,
	change: Partial<ManagedPharmacyView>,
): MyPharmacies {
	return {
		...mine,
		managed: mine.managed.map((pharmacy) =>
			pharmacy.id === id ? { ...pharmacy, ...change } : pharmacy,
		),
	};
}

/** The team of the pharmacy shown: loading until its own answer came. */
export function teamLoadOf(loads: TeamLoads, pharmacyId: number): Load<PharmacyTeam> {
	return loads[pharmacyId] ?? LOADING;
}

/** Whether there is nothing to show but the offer of the pharmacy plans. */
export function hasNoPharmacy(mine: MyPharmacies): boolean {
	return mine.managed.length === 0 && !mine.memberOf;
}

/** Every seat of the plan is taken or invited (the form still lets the server word the refusal). */
export function isTeamFull(team: Pick<PharmacyTeam, 'used' | 'seats'>): boolean {
	return team.used >= team.seats;
}

/**
 * Where an invitation refusal is shown: on the email field when it is about that email (already
 * invited, already in the team), above the button otherwise (a full team, no plan).
 */
export function inviteRefusalPlace(result: string): 'field' | 'form' {
	return result === 'inv_dup' || result === 'mem_dup' ? 'field' : 'form';
}
