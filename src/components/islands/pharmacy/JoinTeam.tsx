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
import teamJoin from 'i18n-section:team_join';
import { lazy, Suspense } from 'react';
import { createTranslator } from '../../../i18n/translate';
import { USER_TYPE } from '../../../lib/contracts/courses';
import type { InvitationView } from '../../../lib/contracts/pharmacy-team';
import { DASHBOARD_PATH, logOut } from '../../../stores/session';
import { Button } from '../../ui/Button';
import type LoginFormComponent from '../auth/LoginForm';
import { SignUpForm } from '../auth/SignUpForm';
import { INVITATION_PARAM, JOIN_PATH, useJoinTeam } from './use-join-team';

export { PENDING_INVITATION_KEY } from './use-join-team';

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

/**
 * Who may sign up here: not a pharmacy owner, whose account comes with a pharmacy of their own
 * and who therefore cannot join another's team (the server refuses with `inv_owner`).
 */
const MEMBER_USER_TYPES = {
	offered: [USER_TYPE.PROFESSIONAL, USER_TYPE.STUDENT],
	requiredText: t('team_join.user_type_required'),
};

export default function JoinTeam() {
	const team = useJoinTeam();
	const { view } = team;

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
			<div aria-live="polite">
				<JoinStep team={team} invitation={invitation} />
			</div>
		</div>
	);
}

interface JoinStepProps {
	team: ReturnType<typeof useJoinTeam>;
	invitation: InvitationView;
}

/** The one step that fits the visitor: joined, a dead invitation, another account, join, sign in. */
function JoinStep({ team, invitation }: JoinStepProps) {
	const { joined, isLoggedIn, token, joinError, joining, join, form, setForm, joinAfterSession } =
		team;
	const pharmacy = invitation.pharmacy.name;
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
