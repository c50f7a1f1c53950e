/**
 * The join page of a team invitation (`/unirse?invitacion=<token>`, issue #7): it shows the
 * pharmacy (name and logo) and the invited email, then the one step that fits the visitor:
 * - logged in with the invited email: "Unirme al equipo", then the dashboard;
 * - not logged in: create the account (the invited email filled in) or log in, right here, and
 *   the invitation is accepted as soon as the session starts;
 * - logged in with another account: say so, with "Cerrar sesión" (which comes back here);
 * - an expired, used or cancelled invitation: say so.
 * The token is kept in sessionStorage, so coming back to `/unirse` in the same tab (after a
 * detour through the password recovery, say) still finds it.
 */
import { useStore } from '@nanostores/react';
import teamJoin from 'i18n-section:team_join';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { createTranslator } from '../../../i18n/translate';
import { acceptInvitation, getInvitation } from '../../../lib/api/pharmacy-team';
import { USER_TYPE } from '../../../lib/contracts/courses';
import type { InvitationView } from '../../../lib/contracts/pharmacy-team';
import { $isLoggedIn } from '../../../stores/auth';
import { DASHBOARD_PATH, logOut, sessionReady } from '../../../stores/session';
import { Button } from '../../ui/Button';
import type LoginFormComponent from '../auth/LoginForm';
import { SignUpForm } from '../auth/SignUpForm';

const t = createTranslator({ team_join: teamJoin });

// Fetched on "Ya tengo cuenta" only: most invited people are new and create their account, and
// the login form brings the password recovery dialog with it (the page is near its JS budget).
// A failed fetch (offline, a newer deploy) says so instead of breaking the whole page.
const LoginForm = lazy(() =>
	import('../auth/LoginForm').catch((): { default: typeof LoginFormComponent } => ({
		default: () => (
			<p className="join-team__status" role="alert">
				{t('team_join.login_unavailable')}
			</p>
		),
	})),
);

/** The join page and its query parameter (the mail's link, services/pharmacy-invitations.ts). */
export const JOIN_PATH = '/unirse';
export const INVITATION_PARAM = 'invitacion';
/** sessionStorage key of the token while the visitor logs in or signs up. */
export const PENDING_INVITATION_KEY = 'campus:invitation';
/**
 * Who may sign up here: not a pharmacy owner, whose account comes with a pharmacy of their own
 * and who therefore cannot join another's team (the server refuses with `inv_owner`).
 */
const MEMBER_USER_TYPES = {
	offered: [USER_TYPE.PROFESSIONAL, USER_TYPE.STUDENT],
	requiredText: t('team_join.user_type_required'),
};

function storage(): Storage | null {
	try {
		return window.sessionStorage;
	} catch {
		return null;
	}
}

/** The token of the address, kept for later; else the one kept earlier in this tab. */
export function invitationToken(search: string): string | null {
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

type View =
	| { state: 'loading' }
	| { state: 'no_token' }
	| { state: 'failed'; msg: string }
	| { state: 'ready'; invitation: InvitationView };

export default function JoinTeam() {
	const isLoggedIn = useStore($isLoggedIn);
	const [token, setToken] = useState<string | null>(null);
	const [view, setView] = useState<View>({ state: 'loading' });
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

	if (view.state === 'loading') {
		return (
			<p className="join-team__status" role="status">
				{t('team_join.loading')}
			</p>
		);
	}
	if (view.state === 'no_token') return <p role="alert">{t('team_join.no_token')}</p>;
	if (view.state === 'failed') return <p role="alert">{view.msg}</p>;

	const { invitation } = view;
	const pharmacy = invitation.pharmacy.name;
	// The session now exists: accept at once, as the visitor came here to join.
	const joinAfterSession = () => {
		if (token) void load(token, () => true, true);
	};
	return (
		<div className="join-team">
			<div className="join-team__pharmacy">
				{invitation.pharmacy.logoUrl ? (
					<img
						className="join-team__logo"
						src={invitation.pharmacy.logoUrl}
						alt={t('team_join.logo_alt', { name: pharmacy })}
						width={160}
						height={80}
					/>
				) : null}
				<p className="join-team__invited">{t('team_join.invited', { pharmacy })}</p>
				<p>{t('team_join.for_email', { email: invitation.email })}</p>
			</div>
			<div aria-live="polite">{body()}</div>
		</div>
	);

	function body() {
		if (joined) return <p role="status">{t('team_join.joined', { pharmacy })}</p>;
		if (invitation.state !== 'valid') {
			return (
				<div className="join-team__notice">
					<p role="alert">{t(`team_join.state_${invitation.state}`)}</p>
					{isLoggedIn ? (
						<Button href={DASHBOARD_PATH} variant="secondary">
							{t('team_join.go_dashboard')}
						</Button>
					) : null}
				</div>
			);
		}
		if (isLoggedIn && invitation.account === 'other') {
			return (
				<div className="join-team__notice">
					<p role="alert">{t('team_join.wrong_account', { email: invitation.email })}</p>
					<Button
						variant="secondary"
						onClick={() => {
							void logOut({
								to: `${JOIN_PATH}?${INVITATION_PARAM}=${encodeURIComponent(token ?? '')}`,
							});
						}}
					>
						{t('team_join.log_out')}
					</Button>
				</div>
			);
		}
		if (isLoggedIn) {
			return (
				<div className="join-team__notice">
					{joinError ? <p role="alert">{joinError}</p> : null}
					<Button
						size="lg"
						loading={joining}
						loadingText={t('team_join.joining')}
						onClick={() => {
							if (token) void join(token);
						}}
					>
						{t('team_join.join')}
					</Button>
				</div>
			);
		}
		return (
			<div className="join-team__forms">
				<fieldset className="join-team__choice">
					<legend>{t('team_join.choose_label')}</legend>
					<Button
						variant={form === 'signup' ? 'primary' : 'secondary'}
						aria-pressed={form === 'signup'}
						onClick={() => {
							setForm('signup');
						}}
					>
						{t('team_join.create_account')}
					</Button>
					<Button
						variant={form === 'login' ? 'primary' : 'secondary'}
						aria-pressed={form === 'login'}
						onClick={() => {
							setForm('login');
						}}
					>
						{t('team_join.have_account')}
					</Button>
				</fieldset>
				{joinError ? <p role="alert">{joinError}</p> : null}
				{form === 'signup' ? (
					<>
						<p>{t('team_join.create_text', { email: invitation.email })}</p>
						<SignUpForm
							initialEmail={invitation.email}
							userTypes={MEMBER_USER_TYPES}
							showLoginLink={false}
							onSignedUp={joinAfterSession}
						/>
					</>
				) : (
					<>
						<p>{t('team_join.login_text', { email: invitation.email })}</p>
						<Suspense
							fallback={
								<p className="join-team__status" role="status">
									{t('team_join.login_loading')}
								</p>
							}
						>
							<LoginForm redirectTo={null} showSignUpLink={false} onLoggedIn={joinAfterSession} />
						</Suspense>
					</>
				)}
			</div>
		);
	}
}
