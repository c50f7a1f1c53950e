/**
 * What the pharmacy space shows instead of a pharmacy: the wait, the way back to log in, a failed
 * load with its retry, the offer of the pharmacy plans; and the line that words a refusal.
 */
import { GENERAL_LOGIN_PATH } from '../../../../stores/session';
import { Button } from '../../../ui/Button';
import { Notice, RetryNotice } from '../../../ui/Notice';
import { t } from './i18n';
import { PHARMACY_PLANS_PATH } from '../../../../lib/navigation';

export function Status({ text }: { text: string }) {
	return (
		<p className="pharmacy-space__status" role="status">
			{text}
		</p>
	);
}

export function SessionGone() {
	return (
		<p className="pharmacy-space__status">
			{t('team.page.session_gone')} <a href={GENERAL_LOGIN_PATH}>{t('team.page.log_in')}</a>
		</p>
	);
}

/** A load that failed, with the server's Spanish reason and a retry. */
export function LoadError({ msg, onRetry }: { msg: string; onRetry: () => void }) {
	return (
		<RetryNotice retryLabel={t('team.page.retry')} onRetry={onRetry}>
			{t('team.page.load_error')} {msg}
		</RetryNotice>
	);
}

export function NoPharmacy() {
	return (
		<Notice
			title={t('team.page.none_title')}
			action={<Button href={PHARMACY_PLANS_PATH}>{t('team.page.none_cta')}</Button>}
		>
			<p>{t('team.page.none_text')}</p>
		</Notice>
	);
}

/** The server's refusal of a change, where it happened; nothing while there is none. */
export function FormError({ text }: { text: string | null }) {
	return text ? (
		<p className="pharmacy-space__form-error" role="alert">
			{text}
		</p>
	) : null;
}
