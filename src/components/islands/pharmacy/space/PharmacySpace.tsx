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
 *
 * This file picks what to show; the calls and the page's data live in use-pharmacy-space.ts, the
 * rules without React in space.ts, and each part of the page in its own view.
 */
import type { ManagedPharmacyView } from '../../../../lib/contracts/pharmacy-team';
import { Select } from '../../../ui/Select';
import { t } from './i18n';
import { ManagedSpace } from './ManagedSpace';
import { MemberSpace } from './MemberSpace';
import { hasNoPharmacy } from './space';
import { LoadError, NoPharmacy, SessionGone, Status } from './SpaceNotices';
import { usePharmacySpace } from './use-pharmacy-space';
import './pharmacy-space.css';

export default function PharmacySpace() {
	const space = usePharmacySpace();
	const { mine, shown } = space;

	if (space.phase === 'checking') return <Status text={t('team.page.checking')} />;
	if (!space.isLoggedIn) return <SessionGone />;
	if (mine.state === 'loading') return <Status text={t('team.page.loading')} />;
	if (mine.state === 'failed') return <LoadError msg={mine.msg} onRetry={space.retry} />;
	if (hasNoPharmacy(mine.data)) return <NoPharmacy />;

	const { managed, memberOf } = mine.data;
	return (
		<div className="pharmacy-space">
			{managed.length > 1 ? (
				<PharmacyPicker managed={managed} value={space.selectedId} onChange={space.select} />
			) : null}
			{shown ? (
				<ManagedSpace
					key={shown.pharmacy.id}
					pharmacy={shown.pharmacy}
					team={shown.team}
					actions={shown.actions}
				/>
			) : null}
			{memberOf ? <MemberSpace pharmacy={memberOf} onLeave={space.leave} /> : null}
		</div>
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
