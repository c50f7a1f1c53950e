/**
 * The pharmacy space's one data hook: every call of `/aula/mi-farmacia` goes through here. It waits
 * for the page's session check (use-campus-session sends a visitor without a session to /login; the
 * API client answers a 401 with one refresh and a retry), asks what the person manages and the
 * team of the pharmacy shown, and runs each change, keeping the page's data in step with the
 * answer: a new name or logo is written in, an invitation or a removal reloads the team, leaving
 * the team reloads everything. A plan's refusal (`plan_req`, `seat_full`) comes back as the
 * answer, for the view to show where it happened. The views keep only what is being typed.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import {
	cancelInvitation,
	getMyPharmacies,
	getTeam,
	inviteMember,
	leavePharmacy,
	removeMember,
	renamePharmacy,
} from '../../../../lib/api/pharmacy-team';
import type {
	ManagedPharmacyView,
	MyPharmacies,
	PharmacyTeam,
} from '../../../../lib/contracts/pharmacy-team';
import { $isLoggedIn } from '../../../../stores/auth';
import { reportManagement } from '../../../../stores/management';
import { useCampusSession, type CampusSession } from '../../use-campus-session';
import { thenOnSuccess } from '../calls';
import { managesAny } from '../my-pharmacies';
import {
	addressWithPharmacy,
	initialPharmacyId,
	teamLoadOf,
	withPharmacyChange,
	type Load,
	type TeamLoads,
} from './space';

type Change = Partial<ManagedPharmacyView>;

/** What can be done to the pharmacy shown; each answer is returned for the view to word. */
export interface TeamActions {
	rename: (name: string) => ReturnType<typeof renamePharmacy>;
	/** The logo form saved or removed the logo (it makes its own calls). */
	setLogo: (logoUrl: string | null) => void;
	invite: (email: string) => ReturnType<typeof inviteMember>;
	cancelInvitation: (invitationId: number) => ReturnType<typeof cancelInvitation>;
	removeMember: (userId: number) => ReturnType<typeof removeMember>;
	retryTeam: () => void;
}

export interface PharmacySpaceData {
	phase: CampusSession['phase'];
	isLoggedIn: boolean;
	mine: Load<MyPharmacies>;
	selectedId: number | null;
	/** The managed pharmacy shown, with its team and what can be done to it. */
	shown: { pharmacy: ManagedPharmacyView; team: Load<PharmacyTeam>; actions: TeamActions } | null;
	retry: () => void;
	select: (id: number) => void;
	leave: () => ReturnType<typeof leavePharmacy>;
}

function teamActions(
	pharmacyId: number,
	reloadTeam: (pharmacyId: number) => Promise<void>,
	changePharmacy: (pharmacyId: number, change: Change) => void,
): TeamActions {
	const reload = () => void reloadTeam(pharmacyId);
	return {
		rename: (name) =>
			thenOnSuccess(renamePharmacy(pharmacyId, name), (renamed) => {
				changePharmacy(pharmacyId, { name: renamed.name });
			}),
		setLogo: (logoUrl) => {
			changePharmacy(pharmacyId, { logoUrl });
		},
		invite: (email) => thenOnSuccess(inviteMember(pharmacyId, email), reload),
		cancelInvitation: (id) => thenOnSuccess(cancelInvitation(pharmacyId, id), reload),
		removeMember: (userId) => thenOnSuccess(removeMember(pharmacyId, userId), reload),
		retryTeam: reload,
	};
}

/** The team answer of each pharmacy shown, asked afresh each time one is shown. */
function useTeams(selectedId: number | null) {
	const [teams, setTeams] = useState<TeamLoads>({});

	const reloadTeam = useCallback(async (pharmacyId: number, alive: () => boolean = () => true) => {
		const result = await getTeam(pharmacyId);
		if (!alive()) return;
		setTeams((current) => ({
			...current,
			[pharmacyId]: result.ok
				? { state: 'ready', data: result.data }
				: { state: 'failed', msg: result.msg },
		}));
	}, []);

	useEffect(() => {
		if (selectedId === null) return;
		let mounted = true;
		void reloadTeam(selectedId, () => mounted);
		return () => {
			mounted = false;
			// Shown again later (another pick, or after a reload of everything), it loads anew.
			setTeams({});
		};
	}, [selectedId, reloadTeam]);

	return { teams, reloadTeam };
}

export function usePharmacySpace(): PharmacySpaceData {
	const { phase } = useCampusSession();
	const isLoggedIn = useStore($isLoggedIn);
	const [mine, setMine] = useState<Load<MyPharmacies>>({ state: 'loading' });
	const [selectedId, setSelectedId] = useState<number | null>(null);
	const { teams, reloadTeam } = useTeams(selectedId);

	const load = useCallback(async (alive: () => boolean = () => true) => {
		setMine({ state: 'loading' });
		setSelectedId(null);
		const result = await getMyPharmacies();
		if (!alive()) return;
		if (!result.ok) {
			setMine({ state: 'failed', msg: result.msg });
			return;
		}
		setMine({ state: 'ready', data: result.data });
		reportManagement(managesAny(result.data));
		setSelectedId(initialPharmacyId(result.data.managed, window.location.search));
	}, []);

	useEffect(() => {
		if (phase !== 'ready') return;
		let mounted = true;
		void load(() => mounted);
		return () => {
			mounted = false;
		};
	}, [phase, load]);

	const select = useCallback((id: number) => {
		setSelectedId(id);
		window.history.replaceState(null, '', addressWithPharmacy(window.location.href, id));
	}, []);

	const changePharmacy = useCallback((id: number, change: Change) => {
		setMine((current) =>
			current.state === 'ready'
				? { state: 'ready', data: withPharmacyChange(current.data, id, change) }
				: current,
		);
	}, []);

	const pharmacy =
		mine.state === 'ready'
			? (mine.data.managed.find((entry) => entry.id === selectedId) ?? null)
			: null;
	return {
		phase,
		isLoggedIn,
		mine,
		selectedId,
		shown: pharmacy
			? {
					pharmacy,
					team: teamLoadOf(teams, pharmacy.id),
					actions: teamActions(pharmacy.id, reloadTeam, changePharmacy),
				}
			: null,
		retry: () => void load(),
		select,
		leave: () => thenOnSuccess(leavePharmacy(), () => void load()),
	};
}
