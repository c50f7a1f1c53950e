/**
 * The join page's data (issue #7): the invitation token of the address (kept in sessionStorage
 * for the rest of the tab), the invitation as the current session sees it, and joining, at once
 * when someone logs in here with the invited account. It re-reads the invitation whenever someone
 * logs in or out on the page.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { acceptInvitation, getInvitation } from '../../../lib/api/pharmacy-team';
import type { InvitationView } from '../../../lib/contracts/pharmacy-team';
import { $isLoggedIn } from '../../../stores/auth';
import { DASHBOARD_PATH, sessionReady } from '../../../stores/session';

/** The join page and its query parameter (the mail's link, services/pharmacy-invitations.ts). */
export const JOIN_PATH = '/unirse';
export const INVITATION_PARAM = 'invitacion';
/** sessionStorage key of the token while the visitor logs in or signs up. */
export const PENDING_INVITATION_KEY = 'campus:invitation';

function storage(): Storage | null {
	try {
		return window.sessionStorage;
	} catch {
		return null;
	}
}

/** The token of the address, kept for later; else the one kept earlier in this tab. */
function invitationToken(search: string): string | null {
	const fromUrl = new URLSearchParams(search).get(INVITATION_PARAM)?.trim();
	if (fromUrl) {
		storage()?.setItem(PENDING_INVITATION_KEY, fromUrl);
		return fromUrl;
	}
	return storage()?.getItem(PENDING_INVITATION_KEY) ?? null;
}

function forgetToken(): void {
	storage()?.removeItem(PENDING_INVITATION_KEY);
}

type JoinView =
	| { state: 'loading' }
	| { state: 'no_token' }
	| { state: 'failed'; msg: string }
	| { state: 'ready'; invitation: InvitationView };

export function useJoinTeam() {
	const isLoggedIn = useStore($isLoggedIn);
	const [token, setToken] = useState<string | null>(null);
	const [view, setView] = useState<JoinView>({ state: 'loading' });
	const [joining, setJoining] = useState(false);
	const [joinError, setJoinError] = useState<string | null>(null);
	const [joined, setJoined] = useState(false);
	const [form, setForm] = useState<'signup' | 'login'>('signup');

	const join = useCallback(async (value: string) => {
		setJoining(true);
		setJoinError(null);
		const result = await acceptInvitation(value);
		setJoining(false);
		if (!result.ok) {
			setJoinError(result.msg);
			return;
		}
		forgetToken();
		setJoined(true);
		setView((current) =>
			current.state === 'ready'
				? { state: 'ready', invitation: { ...current.invitation, state: 'used' } }
				: current,
		);
		// The dashboard greets the new member with their pharmacy.
		window.location.assign(DASHBOARD_PATH);
	}, []);

	/** Reads the invitation as the session sees it; `joinIfInvited` right after logging in here. */
	const load = useCallback(
		async (value: string, alive: () => boolean, joinIfInvited = false) => {
			const result = await getInvitation(value);
			if (!alive()) return;
			if (!result.ok) {
				setView({ state: 'failed', msg: result.msg });
				return;
			}
			const invitation = result.data;
			if (invitation.state !== 'valid') forgetToken();
			setView({ state: 'ready', invitation });
			if (joinIfInvited && invitation.state === 'valid' && invitation.account === 'invited') {
				await join(value);
			}
		},
		[join],
	);

	// First the session check (it may renew the token), then the invitation as this session sees
	// it; again whenever someone logs in or out on the page.
	useEffect(() => {
		let mounted = true;
		const alive = () => mounted;
		void (async () => {
			const value = invitationToken(window.location.search);
			setToken(value);
			if (!value) {
				setView({ state: 'no_token' });
				return;
			}
			await sessionReady();
			if (alive()) await load(value, alive);
		})();
		return () => {
			mounted = false;
		};
	}, [isLoggedIn, load]);

	// The session now exists: accept at once, as the visitor came here to join.
	const joinAfterSession = () => {
		if (token) void load(token, () => true, true);
	};

	return {
		isLoggedIn,
		token,
		view,
		joining,
		joinError,
		joined,
		form,
		setForm,
		join,
		joinAfterSession,
	};
}
