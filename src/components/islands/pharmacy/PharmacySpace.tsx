/**
 * "Mi farmacia y equipo" (`/aula/mi-farmacia`, issue #7): for the owner of a pharmacy or the
 * holder of its group, the pharmacy's name, its logo (PharmacyLogoForm), the seats its plan has
 * and who takes them, an invitation form, the pending invitations and the members; a picker when
 * they manage several. A member sees their pharmacy and may leave its team; anyone else is told
 * what the page is for and offered the pharmacy plans.
 *
 * The pharmacy management tabs (PharmacyAdminNav) show once this island has said whether the person
 * manages a pharmacy or a group (stores/management.ts): a member has nothing to manage.
 *
 * The page is a static shell: nothing is asked before the session check answers, and without a
 * session the visitor goes to /login (use-campus-session). Refusals of the API (a plan without the
 * feature, a full team, a name in use) are shown where they happened, with the server's Spanish
 * message, and the typed text stays.
 */
import { useStore } from '@nanostores/react';
import team from 'i18n-section:team';
import { useCallback, useEffect, useId, useState, type SubmitEvent } from 'react';
import * as v from 'valibot';
import { createTranslator } from '../../../i18n/translate';
import {
	cancelInvitation,
	getMyPharmacies,
	getTeam,
	inviteMember,
	leavePharmacy,
	removeMember,
	renamePharmacy,
} from '../../../lib/api/pharmacy-team';
import { formatDate } from '../../../lib/dates';
import {
	email as emailSchema,
	fieldErrors,
	PHARMACY_NAME_MAX_LENGTH,
	requiredText,
} from '../../../lib/contracts/fields';
import type {
	ManagedPharmacyView,
	MyPharmacies,
	PharmacyTeam,
	TeamPerson,
} from '../../../lib/contracts/pharmacy-team';
import { $isLoggedIn } from '../../../stores/auth';
import { reportManagement } from '../../../stores/management';
import { askConfirmation } from '../../../stores/overlays-confirm';
import { GENERAL_LOGIN_PATH } from '../../../stores/session';
import { showToast } from '../../../stores/toasts';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Input';
import { ErrorNotice, Notice } from '../../ui/Notice';
import { Select } from '../../ui/Select';
import { useCampusSession } from '../use-campus-session';
import PharmacyLogoForm from './PharmacyLogoForm';
import './pharmacy-space.css';

const t = createTranslator({ team });

/** Where someone without a pharmacy is offered the pharmacy plans. */
export const PHARMACY_PLANS_PATH = '/planes/farmacia';
/** The query parameter that keeps the chosen pharmacy across reloads. */
export const PHARMACY_PARAM = 'farmacia';

type Load<T> =
	{ state: 'loading' } | { state: 'ready'; data: T } | { state: 'failed'; msg: string };

const NameField = v.object({ name: requiredText(PHARMACY_NAME_MAX_LENGTH) });
const EmailField = v.object({ email: emailSchema() });

/** The pharmacy named in the address (`?farmacia=12`) if the caller manages it, else the first. */
export function initialPharmacyId(
	managed: readonly ManagedPharmacyView[],
	search: string,
): number | null {
	const wanted = Number(new URLSearchParams(search).get(PHARMACY_PARAM));
	return managed.find((pharmacy) => pharmacy.id === wanted)?.id ?? managed[0]?.id ?? null;
}

export default function PharmacySpace() {
	const { phase } = useCampusSession();
	const isLoggedIn = useStore($isLoggedIn);
	const [mine, setMine] = useState<Load<MyPharmacies>>({ state: 'loading' });
	const [selectedId, setSelectedId] = useState<number | null>(null);

	const load = useCallback(async (alive: () => boolean = () => true) => {
		setMine({ state: 'loading' });
		const result = await getMyPharmacies();
		if (!alive()) return;
		if (!result.ok) {
			setMine({ state: 'failed', msg: result.msg });
			return;
		}
		setMine({ state: 'ready', data: result.data });
		reportManagement(result.data.managed.length > 0 || result.data.groups.length > 0);
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

	if (phase === 'checking') return <Status text={t('team.page.checking')} />;
	if (!isLoggedIn) {
		return (
			<p className="pharmacy-space__status">
				{t('team.page.session_gone')} <a href={GENERAL_LOGIN_PATH}>{t('team.page.log_in')}</a>
			</p>
		);
	}
	if (mine.state === 'loading') return <Status text={t('team.page.loading')} />;
	if (mine.state === 'failed') {
		return (
			<ErrorNotice
				action={
					<Button variant="secondary" onClick={() => void load()}>
						{t('team.page.retry')}
					</Button>
				}
			>
				{t('team.page.load_error')} {mine.msg}
			</ErrorNotice>
		);
	}

	const { managed, memberOf } = mine.data;
	const selected = managed.find((pharmacy) => pharmacy.id === selectedId) ?? null;
	const updatePharmacy = (id: number, change: Partial<ManagedPharmacyView>) => {
		setMine({
			state: 'ready',
			data: {
				...mine.data,
				managed: managed.map((pharmacy) =>
					pharmacy.id === id ? { ...pharmacy, ...change } : pharmacy,
				),
			},
		});
	};

	if (managed.length === 0 && !memberOf) {
		return <NoPharmacy />;
	}
	return (
		<div className="pharmacy-space">
			{managed.length > 1 ? (
				<PharmacyPicker
					managed={managed}
					value={selectedId}
					onChange={(id) => {
						setSelectedId(id);
						const url = new URL(window.location.href);
						url.searchParams.set(PHARMACY_PARAM, String(id));
						window.history.replaceState(null, '', url);
					}}
				/>
			) : null}
			{selected ? (
				<ManagedSpace
					key={selected.id}
					pharmacy={selected}
					onChange={(change) => {
						updatePharmacy(selected.id, change);
					}}
				/>
			) : null}
			{memberOf ? (
				<MemberSpace
					pharmacy={memberOf}
					onLeft={() => {
						void load();
					}}
				/>
			) : null}
		</div>
	);
}

function Status({ text }: { text: string }) {
	return (
		<p className="pharmacy-space__status" role="status">
			{text}
		</p>
	);
}

function NoPharmacy() {
	return (
		<Notice
			title={t('team.page.none_title')}
			action={<Button href={PHARMACY_PLANS_PATH}>{t('team.page.none_cta')}</Button>}
		>
			<p>{t('team.page.none_text')}</p>
		</Notice>
	);
}

function PharmacyPicker({
	managed,
	value,
	onChange,
}: {
	managed: readonly ManagedPharmacyView[];
	value: number | null;
	onChange: (id: number) => void;
}) {
	return (
		<Select
			label={t('team.page.picker_label')}
			fieldClassName="pharmacy-space__picker"
			value={value === null ? '' : String(value)}
			onChange={(event) => {
				onChange(Number(event.target.value));
			}}
			options={managed.map((pharmacy) => ({
				value: String(pharmacy.id),
				label: pharmacy.group
					? t('team.page.picker_group', { name: pharmacy.name, group: pharmacy.group.name })
					: pharmacy.name,
			}))}
		/>
	);
}

// ---- One managed pharmacy ----------------------------------------------------------------------

function ManagedSpace({
	pharmacy,
	onChange,
}: {
	pharmacy: ManagedPharmacyView;
	onChange: (change: Partial<ManagedPharmacyView>) => void;
}) {
	const [teamLoad, setTeamLoad] = useState<Load<PharmacyTeam>>({ state: 'loading' });

	const reload = useCallback(
		async (alive: () => boolean = () => true) => {
			const result = await getTeam(pharmacy.id);
			if (!alive()) return;
			setTeamLoad(
				result.ok ? { state: 'ready', data: result.data } : { state: 'failed', msg: result.msg },
			);
		},
		[pharmacy.id],
	);

	useEffect(() => {
		let mounted = true;
		void reload(() => mounted);
		return () => {
			mounted = false;
		};
	}, [reload]);

	const hasPlan = pharmacy.plan !== null;
	return (
		<>
			<section className="pharmacy-space__card" aria-labelledby="pharmacy-identity">
				<h2 id="pharmacy-identity" className="pharmacy-space__card-title">
					{pharmacy.name}
				</h2>
				<PlanLine pharmacy={pharmacy} />
				{hasPlan ? (
					<NameForm
						pharmacy={pharmacy}
						onRenamed={(name) => {
							onChange({ name });
						}}
					/>
				) : null}
				<div className="pharmacy-space__logo">
					<h3 className="pharmacy-space__subtitle">{t('team.page.logo_title')}</h3>
					<p className="pharmacy-space__muted">{t('team.page.logo_lead')}</p>
					<PharmacyLogoForm
						pharmacyId={pharmacy.id}
						logoUrl={pharmacy.logoUrl}
						onLogoChange={(logoUrl) => {
							onChange({ logoUrl });
						}}
					/>
				</div>
			</section>
			<TeamSection
				pharmacy={pharmacy}
				load={teamLoad}
				onRetry={() => void reload()}
				onChanged={async () => {
					await reload();
				}}
			/>
		</>
	);
}

function PlanLine({ pharmacy }: { pharmacy: ManagedPharmacyView }) {
	const { plan } = pharmacy;
	if (!plan) {
		return (
			<div className="pharmacy-space__notice">
				<p>{t('team.page.plan_none')}</p>
				<Button href={PHARMACY_PLANS_PATH} variant="secondary" size="sm">
					{t('team.page.see_pharmacy_plans')}
				</Button>
			</div>
		);
	}
	return (
		<p className="pharmacy-space__plan">
			<span className="pharmacy-space__muted">{t('team.page.plan_label')}: </span>
			{plan.trial ? t('team.page.plan_trial', { plan: plan.planName }) : plan.planName}
		</p>
	);
}

function NameForm({
	pharmacy,
	onRenamed,
}: {
	pharmacy: ManagedPharmacyView;
	onRenamed: (name: string) => void;
}) {
	const [name, setName] = useState(pharmacy.name);
	const [error, setError] = useState<string | null>(null);
	const [saving, setSaving] = useState(false);

	const submit = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		const parsed = v.safeParse(NameField, { name });
		if (!parsed.success) {
			setError(fieldErrors(parsed.issues)['name'] ?? null);
			return;
		}
		setSaving(true);
		const result = await renamePharmacy(pharmacy.id, parsed.output.name);
		setSaving(false);
		if (!result.ok) {
			setError(result.msg);
			return;
		}
		setError(null);
		setName(result.data.name);
		onRenamed(result.data.name);
		showToast({ text: t('team.page.name_saved'), type: 'success' });
	};

	return (
		<form
			className="pharmacy-space__form"
			noValidate
			aria-label={t('team.page.name_title')}
			onSubmit={(event) => void submit(event)}
		>
			<Input
				label={t('team.page.name_label')}
				hint={t('team.page.name_hint')}
				value={name}
				maxLength={PHARMACY_NAME_MAX_LENGTH}
				autoComplete="organization"
				required
				error={error ?? undefined}
				onChange={(event) => {
					setName(event.target.value);
				}}
			/>
			<Button type="submit" loading={saving} loadingText={t('team.page.name_saving')}>
				{t('team.page.name_save')}
			</Button>
		</form>
	);
}

// ---- The team ------------------------------------------------------------------------------------

function TeamSection({
	pharmacy,
	load,
	onRetry,
	onChanged,
}: {
	pharmacy: ManagedPharmacyView;
	load: Load<PharmacyTeam>;
	onRetry: () => void;
	onChanged: () => Promise<void>;
}) {
	return (
		<section className="pharmacy-space__card" aria-labelledby="pharmacy-team">
			<h2 id="pharmacy-team" className="pharmacy-space__card-title">
				{t('team.page.team_title')}
			</h2>
			{load.state === 'loading' ? <Status text={t('team.page.loading')} /> : null}
			{load.state === 'failed' ? (
				<ErrorNotice
					action={
						<Button variant="secondary" onClick={onRetry}>
							{t('team.page.retry')}
						</Button>
					}
				>
					{t('team.page.load_error')} {load.msg}
				</ErrorNotice>
			) : null}
			{load.state === 'ready' ? (
				<>
					{load.data.plan ? <SeatsMeter used={load.data.used} seats={load.data.seats} /> : null}
					{pharmacy.plan ? (
						<InviteForm
							pharmacyId={pharmacy.id}
							full={load.data.used >= load.data.seats}
							onInvited={onChanged}
						/>
					) : null}
					<Invitations team={load.data} onChanged={onChanged} />
					<Members team={load.data} onChanged={onChanged} />
				</>
			) : null}
		</section>
	);
}

function SeatsMeter({ used, seats }: { used: number; seats: number }) {
	const labelId = useId();
	return (
		<div className="pharmacy-space__seats">
			<p id={labelId} className="pharmacy-space__seats-text">
				{t('team.page.seats', { used, seats })}
			</p>
			<meter
				className="pharmacy-space__meter"
				min={0}
				max={seats}
				value={Math.min(used, seats)}
				aria-labelledby={labelId}
			/>
			<p className="pharmacy-space__muted">{t('team.page.seats_note')}</p>
		</div>
	);
}

function InviteForm({
	pharmacyId,
	full,
	onInvited,
}: {
	pharmacyId: number;
	full: boolean;
	onInvited: () => Promise<void>;
}) {
	const [email, setEmail] = useState('');
	const [fieldError, setFieldError] = useState<string | null>(null);
	const [formError, setFormError] = useState<string | null>(null);
	const [sending, setSending] = useState(false);

	const submit = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		setFormError(null);
		const parsed = v.safeParse(EmailField, { email });
		if (!parsed.success) {
			setFieldError(fieldErrors(parsed.issues)['email'] ?? null);
			return;
		}
		setFieldError(null);
		setSending(true);
		const result = await inviteMember(pharmacyId, parsed.output.email);
		setSending(false);
		if (!result.ok) {
			// About this email (already invited, already in the team) on the field; the rest above the button.
			if (result.result === 'inv_dup' || result.result === 'mem_dup') setFieldError(result.msg);
			else setFormError(result.msg);
			return;
		}
		setEmail('');
		const sentTo = result.data.invitation.email;
		showToast(
			result.data.mailSent
				? { text: t('team.page.invite_sent', { email: sentTo }), type: 'success', icon: 'mail' }
				: { text: t('team.page.invite_not_mailed', { email: sentTo }), type: 'error' },
		);
		await onInvited();
	};

	return (
		<form
			className="pharmacy-space__form"
			noValidate
			aria-label={t('team.page.invite_title')}
			onSubmit={(event) => void submit(event)}
		>
			<h3 className="pharmacy-space__subtitle">{t('team.page.invite_title')}</h3>
			{full ? <p className="pharmacy-space__muted">{t('team.page.seats_full')}</p> : null}
			<Input
				type="email"
				label={t('team.page.invite_label')}
				hint={t('team.page.invite_hint')}
				value={email}
				autoComplete="off"
				autoCapitalize="none"
				spellCheck={false}
				required
				error={fieldError ?? undefined}
				onChange={(event) => {
					setEmail(event.target.value);
				}}
			/>
			{formError ? (
				<p className="pharmacy-space__form-error" role="alert">
					{formError}
				</p>
			) : null}
			<Button type="submit" loading={sending} loadingText={t('team.page.invite_sending')}>
				{t('team.page.invite_submit')}
			</Button>
		</form>
	);
}

function Invitations({
	team: current,
	onChanged,
}: {
	team: PharmacyTeam;
	onChanged: () => Promise<void>;
}) {
	const [busy, setBusy] = useState<number | null>(null);
	const [error, setError] = useState<string | null>(null);
	return (
		<div className="pharmacy-space__list-block">
			<h3 className="pharmacy-space__subtitle">{t('team.page.invitations_title')}</h3>
			{error ? (
				<p className="pharmacy-space__form-error" role="alert">
					{error}
				</p>
			) : null}
			{current.invitations.length === 0 ? (
				<p className="pharmacy-space__muted">{t('team.page.invitations_empty')}</p>
			) : (
				<ul className="pharmacy-space__people" role="list">
					{current.invitations.map((invitation) => (
						<li key={invitation.id} className="pharmacy-space__person">
							<div className="pharmacy-space__person-text">
								<p className="pharmacy-space__person-name">{invitation.email}</p>
								<p className="pharmacy-space__muted">
									{t('team.page.invitation_expires', {
										date: formatDate(invitation.expiresAt) ?? '',
									})}
								</p>
							</div>
							<Button
								variant="secondary"
								size="sm"
								loading={busy === invitation.id}
								aria-label={t('team.page.cancel_invitation_label', { email: invitation.email })}
								onClick={() => {
									void (async () => {
										setBusy(invitation.id);
										const result = await cancelInvitation(current.pharmacy.id, invitation.id);
										setBusy(null);
										setError(result.ok ? null : result.msg);
										if (!result.ok) return;
										showToast({
											text: t('team.page.invitation_cancelled', { email: invitation.email }),
											type: 'success',
										});
										await onChanged();
									})();
								}}
							>
								{t('team.page.cancel_invitation')}
							</Button>
						</li>
					))}
				</ul>
			)}
		</div>
	);
}

function Members({
	team: current,
	onChanged,
}: {
	team: PharmacyTeam;
	onChanged: () => Promise<void>;
}) {
	const [busy, setBusy] = useState<number | null>(null);
	const [error, setError] = useState<string | null>(null);

	const remove = async (member: TeamPerson) => {
		const confirmed = await askConfirmation({
			title: t('team.page.remove_title', { name: member.name }),
			description: t('team.page.remove_text'),
			confirmText: t('team.page.remove'),
			alignLeft: true,
		});
		if (!confirmed) return;
		setBusy(member.userId);
		const result = await removeMember(current.pharmacy.id, member.userId);
		setBusy(null);
		setError(result.ok ? null : result.msg);
		if (!result.ok) return;
		showToast({ text: t('team.page.removed', { name: member.name }), type: 'success' });
		await onChanged();
	};

	return (
		<div className="pharmacy-space__list-block">
			<h3 className="pharmacy-space__subtitle">{t('team.page.members_title')}</h3>
			{error ? (
				<p className="pharmacy-space__form-error" role="alert">
					{error}
				</p>
			) : null}
			<ul className="pharmacy-space__people" role="list">
				<li className="pharmacy-space__person">
					<div className="pharmacy-space__person-text">
						<p className="pharmacy-space__person-name">
							{current.owner.name}{' '}
							<span className="pharmacy-space__badge">{t('team.page.owner_badge')}</span>
						</p>
						<p className="pharmacy-space__muted">{current.owner.email}</p>
					</div>
				</li>
				{current.members.map((member) => (
					<li key={member.userId} className="pharmacy-space__person">
						<div className="pharmacy-space__person-text">
							<p className="pharmacy-space__person-name">{member.name}</p>
							<p className="pharmacy-space__muted">{member.email}</p>
							{member.joinedAt ? (
								<p className="pharmacy-space__muted">
									{t('team.page.member_since', { date: formatDate(member.joinedAt) ?? '' })}
								</p>
							) : null}
						</div>
						<Button
							variant="secondary"
							size="sm"
							loading={busy === member.userId}
							onClick={() => void remove(member)}
						>
							{/* The visible words start the name (WCAG 2.5.3); the person's name tells them apart. */}
							{t('team.page.remove')}
							<span className="visually-hidden">: {member.name}</span>
						</Button>
					</li>
				))}
			</ul>
			{current.members.length === 0 ? (
				<p className="pharmacy-space__muted">{t('team.page.members_empty')}</p>
			) : null}
		</div>
	);
}

// ---- A member's view -------------------------------------------------------------------------------

function MemberSpace({
	pharmacy,
	onLeft,
}: {
	pharmacy: NonNullable<MyPharmacies['memberOf']>;
	onLeft: () => void;
}) {
	const [leaving, setLeaving] = useState(false);
	const [error, setError] = useState<string | null>(null);

	const leave = async () => {
		const confirmed = await askConfirmation({
			title: t('team.page.leave_title', { name: pharmacy.name }),
			description: t('team.page.leave_text'),
			confirmText: t('team.page.leave'),
			alignLeft: true,
		});
		if (!confirmed) return;
		setLeaving(true);
		const result = await leavePharmacy();
		setLeaving(false);
		if (!result.ok) {
			setError(result.msg);
			return;
		}
		showToast({ text: t('team.page.left', { name: pharmacy.name }), type: 'success' });
		onLeft();
	};

	return (
		<section className="pharmacy-space__card" aria-labelledby="pharmacy-member">
			<h2 id="pharmacy-member" className="pharmacy-space__card-title">
				{t('team.page.member_title')}
			</h2>
			<div className="pharmacy-space__member">
				{pharmacy.logoUrl ? (
					<img
						className="pharmacy-space__member-logo"
						src={pharmacy.logoUrl}
						alt={t('team.page.logo_alt', { name: pharmacy.name })}
						width={120}
						height={60}
					/>
				) : null}
				<p>{t('team.page.member_text', { name: pharmacy.name })}</p>
			</div>
			{error ? (
				<p className="pharmacy-space__form-error" role="alert">
					{error}
				</p>
			) : null}
			<div>
				<Button variant="secondary" loading={leaving} onClick={() => void leave()}>
					{t('team.page.leave')}
				</Button>
			</div>
		</section>
	);
}
