/**
 * `/estudio/publicaciones` (issue #19, ADR 017): how each change made in the studio reached the
 * public pages: queued, building, live, or failed with its log; and the way to build them again.
 * The page refreshes itself while a publication is under way, and says so.
 */
import publications from 'i18n-section:studio.publications';
import { createTranslator } from '../../../../i18n/translate';
import type { SitePublicationRow } from '../../../../lib/contracts/studio';
import { formatDateTime } from '../../../../lib/dates';
import { Button } from '../../../ui/Button';
import { StudioLoading } from '../StudioLoading';
import { StudioPager } from '../StudioPager';
import { useSitePublications } from './use-site-publications';

const t = createTranslator({ studio: { publications } });
const p = (key: string, values?: Record<string, string | number>) =>
	t(`studio.publications.${key}`, values);

function Publication({ row }: { row: SitePublicationRow }) {
	const requestedAt = formatDateTime(row.requestedAt) ?? '';
	const finishedAt = formatDateTime(row.finishedAt);
	return (
		<li className={`studio-publication studio-publication--${row.status}`}>
			<p className="studio-publication__reason">{row.reason}</p>
			<p>
				<span className={`studio__status studio-publication__status--${row.status}`}>
					{p(`status_${row.status}`)}
				</span>
			</p>
			<p className="studio__note">
				{row.requestedBy
					? p('requested_by', { name: row.requestedBy, date: requestedAt })
					: p('requested', { date: requestedAt })}
				{finishedAt ? (
					<>
						<br />
						{p('finished', { date: finishedAt })}
					</>
				) : null}
			</p>
			{row.log ? (
				// A failure shows its log open: it says why, and the next step depends on it.
				<details className="studio-publication__log" open={row.status === 'failed'}>
					<summary>{p('log')}</summary>
					<pre tabIndex={0}>{row.log}</pre>
				</details>
			) : null}
		</li>
	);
}

export default function SitePublications() {
	const state = useSitePublications();
	const { load } = state;

	if (load.state !== 'ready') {
		return (
			<StudioLoading
				load={load}
				texts={{ loading: p('loading'), failed: p('failed') }}
				onRetry={() => void state.reload()}
			/>
		);
	}

	const { list } = load;
	return (
		<div className="studio">
			<div className="studio__new">
				<p>{p(`publisher_${list.publisher}`)}</p>
				<div>
					<Button
						variant="secondary"
						loading={state.republishing}
						loadingText={p('republishing')}
						onClick={() => void state.republish(p('republished'))}
					>
						{p('republish')}
					</Button>
				</div>
				<p className="studio__note" role="status">
					{state.notice?.kind === 'ok' ? state.notice.text : ''}
				</p>
				{state.notice?.kind === 'error' ? (
					<p className="studio__flag" role="alert">
						{state.notice.text}
					</p>
				) : null}
			</div>
			{state.refreshing ? <p className="studio__note">{p('refreshing')}</p> : null}
			{list.publications.length === 0 ? (
				<p className="studio__empty">{p('empty')}</p>
			) : (
				<ol className="studio-publications" aria-label={p('list_label')}>
					{list.publications.map((row) => (
						<Publication key={row.id} row={row} />
					))}
				</ol>
			)}
			<StudioPager list={list} label={p('pagination_label')} onPage={state.goToPage} />
		</div>
	);
}
