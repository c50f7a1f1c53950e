/**
 * The pharmacy on `/dashboard` (issue #7): a member sees the logo and name of the team they learn
 * with; an owner or a group holder gets the way to "Mi farmacia y equipo".
 */
import dashboard from 'i18n-section:dashboard';
import { createTranslator } from '../../../i18n/translate';
import type { MyPharmacies } from '../../../lib/contracts/pharmacy-team';
import { Button } from '../../ui/Button';
import './pharmacy-banner.css';

const t = createTranslator({ dashboard });

/** The pharmacy space and team page. */
export const PHARMACY_SPACE_PATH = '/aula/mi-farmacia';

export function PharmacyBanner({ mine }: { mine: MyPharmacies }) {
	const { memberOf, managed } = mine;
	const [first] = managed;
	return (
		<>
			{memberOf ? (
				<section className="pharmacy-banner" aria-labelledby="pharmacy-banner-team">
					{memberOf.logoUrl ? (
						<img
							className="pharmacy-banner__logo"
							src={memberOf.logoUrl}
							alt={t('dashboard.team_logo_alt', { name: memberOf.name })}
							width={120}
							height={60}
						/>
					) : null}
					<div className="pharmacy-banner__text">
						<h2 id="pharmacy-banner-team" className="pharmacy-banner__title">
							{t('dashboard.team_member_of', { name: memberOf.name })}
						</h2>
						<p>{t('dashboard.team_member_text')}</p>
					</div>
				</section>
			) : null}
			{first ? (
				<section className="pharmacy-banner" aria-labelledby="pharmacy-banner-manage">
					{managed.length === 1 && first.logoUrl ? (
						<img
							className="pharmacy-banner__logo"
							src={first.logoUrl}
							alt={t('dashboard.team_logo_alt', { name: first.name })}
							width={120}
							height={60}
						/>
					) : null}
					<div className="pharmacy-banner__text">
						<h2 id="pharmacy-banner-manage" className="pharmacy-banner__title">
							{t('dashboard.team_manage_title')}
						</h2>
						<p>
							{managed.length === 1
								? t('dashboard.team_manage_text', { name: first.name })
								: t('dashboard.team_manage_text_many')}
						</p>
						<Button href={PHARMACY_SPACE_PATH} size="sm">
							{t('dashboard.team_manage')}
						</Button>
					</div>
				</section>
			) : null}
		</>
	);
}
