/**
 * What a studio page shows until its list is there: loading, the notice for someone outside the
 * studio (the API answers them 404), or a failure with a retry.
 */
import list from 'i18n-section:studio.list';
import { createTranslator } from '../../../i18n/translate';
import { Button } from '../../ui/Button';
import { ErrorNotice, Notice } from '../../ui/Notice';

const t = createTranslator({ studio: { list } });

export type StudioLoad<T> =
	| { state: 'loading' }
	| { state: 'not_staff' }
	| { state: 'failed'; msg: string }
	| { state: 'ready'; list: T };

export function StudioLoading({
	load,
	texts,
	onRetry,
}: {
	load: Exclude<StudioLoad<unknown>, { state: 'ready' }>;
	/** The page's own: "Cargando los cursos…", "No hemos podido…", and who the page is for. */
	texts: { loading: string; failed: string; notStaff?: string | undefined };
	onRetry: () => void;
}) {
	if (load.state === 'loading') {
		return (
			<p className="studio__loading" role="status">
				{texts.loading}
			</p>
		);
	}
	if (load.state === 'not_staff') {
		return (
			<Notice title={t('studio.list.not_staff_title')}>
				<p>{texts.notStaff ?? t('studio.list.not_staff')}</p>
			</Notice>
		);
	}
	return (
		<ErrorNotice
			action={
				<Button variant="secondary" onClick={onRetry}>
					{t('studio.list.retry')}
				</Button>
			}
		>
			{texts.failed} {load.msg}
		</ErrorNotice>
	);
}
