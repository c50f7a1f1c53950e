/**
 * "Itinerarios" (`/aula/itinerarios`, issue #7): the itineraries of the pharmacies and groups the
 * person manages, filtered by status and searched by name, with their actions (edit, publish,
 * move to draft typing CONFIRMAR, duplicate, save as template, delete typing ELIMINAR), and the
 * templates to start from. A pharmacy whose plan lacks itineraries sees what plan XL includes.
 *
 * A static shell like the other campus pages: nothing is asked before the session check answers.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { formatDate } from '../../../lib/dates';
import {
	deleteItinerary,
	duplicateItinerary,
	listItineraries,
	moveToDraft,
	publishItinerary,
	saveAsTemplate,
} from '../../../lib/api/itineraries';
import { CONFIRM_WORD, DELETE_WORD, ITINERARY_STATUSES } from '../../../lib/itinerary-rules';
import type {
	ItineraryList,
	ItineraryStatus,
	ItinerarySummary,
} from '../../../lib/contracts/itineraries';
import type { ApiResult } from '../../../lib/api/client';
import { reportManagement } from '../../../stores/management';
import { askConfirmation } from '../../../stores/overlays-confirm';
import { showToast } from '../../../stores/toasts';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Input';
import { ErrorNotice } from '../../ui/Notice';
import { Select } from '../../ui/Select';
import { useCampusSession } from '../use-campus-session';
import { PageRefusal, editorHref, managesFrom, t } from './shared';
import './itineraries.css';

/** Typing pauses this long before the search is sent. */
const SEARCH_DELAY_MS = 300;

type Load =
	| { state: 'loading' }
	| { state: 'refused'; result: string; msg: string }
	| { state: 'failed'; msg: string }
	| { state: 'ready'; list: ItineraryList };

type StatusFilter = ItineraryStatus | '';

export default function ItineraryManager() {
	const { phase } = useCampusSession();
	const [load, setLoad] = useState<Load>({ state: 'loading' });
	const [query, setQuery] = useState('');
	const [status, setStatus] = useState<StatusFilter>('');
	const [busy, setBusy] = useState<number | null>(null);
	const latest = useRef(0);

	const fetchList = useCallback(async (filter: { query: string; status: StatusFilter }) => {
		// Only the newest request may set the list: answers can arrive out of order.
		const request = ++latest.current;
		const result = await listItineraries({
			query: filter.query,
			status: filter.status === '' ? undefined : filter.status,
		});
		if (request !== latest.current) return;
		if (result.ok) setLoad({ state: 'ready', list: result.data });
		else if (result.status === 403 || result.status === 404) {
			setLoad({ state: 'refused', result: result.result, msg: result.msg });
		} else setLoad({ state: 'failed', msg: result.msg });
		reportManagement(managesFrom(result));
	}, []);

	useEffect(() => {
		if (phase !== 'ready') return;
		const timer = setTimeout(
			() => {
				void fetchList({ query, status });
			},
			query === '' ? 0 : SEARCH_DELAY_MS,
		);
		return () => {
			clearTimeout(timer);
		};
	}, [phase, query, status, fetchList]);

	const reload = () => fetchList({ query, status });

	/** Runs an action on one itinerary; the toast says what happened, the list is read again. */
	async function act<T>(
		itinerary: ItinerarySummary,
		run: () => Promise<ApiResult<T>>,
		success: (data: T) => string,
	) {
		setBusy(itinerary.id);
		const result = await run();
		setBusy(null);
		if (result.ok) {
			showToast({ text: success(result.data), type: 'success' });
			await reload();
		} else {
			showToast({ text: result.msg, type: 'error', timeout: 6000 });
		}
	}

	async function onPublish(itinerary: ItinerarySummary) {
		await act(
			itinerary,
			() => publishItinerary(itinerary.id),
			() => t('itineraries.list.published_toast', { name: itinerary.name }),
		);
	}

	async function onMoveToDraft(itinerary: ItinerarySummary) {
		const confirmed = await askConfirmation({
			title: t('itineraries.list.to_draft_title', { name: itinerary.name }),
			description: t('itineraries.list.to_draft_text'),
			showConfirmInput: true,
			placeholder: CONFIRM_WORD,
			confirmText: t('itineraries.list.to_draft'),
		});
		if (!confirmed) return;
		// The dialog only lets the word through; the server checks it again.
		await act(
			itinerary,
			() => moveToDraft(itinerary.id, CONFIRM_WORD),
			() => t('itineraries.list.draft_toast', { name: itinerary.name }),
		);
	}

	async function onDelete(itinerary: ItinerarySummary) {
		const confirmed = await askConfirmation({
			title: t('itineraries.list.delete_title', { name: itinerary.name }),
			description: t('itineraries.list.delete_text'),
			showConfirmInput: true,
			placeholder: DELETE_WORD,
			confirmText: t('itineraries.list.delete'),
		});
		if (!confirmed) return;
		await act(
			itinerary,
			() => deleteItinerary(itinerary.id, DELETE_WORD),
			() => t('itineraries.list.deleted_toast', { name: itinerary.name }),
		);
	}

	async function onDuplicate(itinerary: ItinerarySummary) {
		await act(
			itinerary,
			() => duplicateItinerary(itinerary.id),
			(copy) => t('itineraries.list.duplicated_toast', { name: copy.name }),
		);
	}

	async function onSaveAsTemplate(itinerary: ItinerarySummary) {
		await act(
			itinerary,
			() => saveAsTemplate(itinerary.id),
			(template) => t('itineraries.list.template_toast', { name: template.name }),
		);
	}

	if (phase === 'checking' || load.state === 'loading') {
		return (
			<p className="itineraries__status" role="status">
				{t('itineraries.list.loading')}
			</p>
		);
	}
	if (load.state === 'refused') return <PageRefusal result={load.result} msg={load.msg} />;
	if (load.state === 'failed') {
		return (
			<ErrorNotice
				action={
					<Button variant="secondary" onClick={() => void reload()}>
						{t('itineraries.list.retry')}
					</Button>
				}
			>
				{t('itineraries.list.failed')} {load.msg}
			</ErrorNotice>
		);
	}

	const { list } = load;
	const filtering = query.trim() !== '' || status !== '';
	return (
		<div className="itineraries">
			<div className="itineraries__toolbar">
				<Button href={editorHref({})}>{t('itineraries.list.new')}</Button>
				<Button href="#plantillas" variant="secondary">
					{t('itineraries.list.from_template')}
				</Button>
			</div>

			<form
				className="itineraries__filters"
				role="search"
				aria-label={t('itineraries.list.filters_label')}
				onSubmit={(event) => {
					event.preventDefault();
					void reload();
				}}
			>
				<Input
					type="search"
					label={t('itineraries.list.search_label')}
					placeholder={t('itineraries.list.search_placeholder')}
					value={query}
					onChange={(event) => {
						setQuery(event.target.value);
					}}
					autoComplete="off"
				/>
				<Select
					label={t('itineraries.list.status_label')}
					value={status}
					onChange={(event) => {
						setStatus(event.target.value as StatusFilter);
					}}
					options={[
						{ value: '', label: t('itineraries.list.status_all') },
						...ITINERARY_STATUSES.map((value) => ({
							value,
							label: t(`itineraries.status.${value}`),
						})),
					]}
				/>
			</form>

			<p className="itineraries__count" role="status">
				{t('itineraries.list.results', { count: list.itineraries.length })}
			</p>

			{list.itineraries.length === 0 ? (
				<p className="itineraries__empty">
					{filtering ? t('itineraries.list.no_results') : t('itineraries.list.empty')}
				</p>
			) : (
				<ul className="itineraries__list">
					{list.itineraries.map((itinerary) => (
						<li key={itinerary.id}>
							<ItineraryCard
								itinerary={itinerary}
								busy={busy === itinerary.id}
								onPublish={() => void onPublish(itinerary)}
								onMoveToDraft={() => void onMoveToDraft(itinerary)}
								onDuplicate={() => void onDuplicate(itinerary)}
								onSaveAsTemplate={() => void onSaveAsTemplate(itinerary)}
								onDelete={() => void onDelete(itinerary)}
							/>
						</li>
					))}
				</ul>
			)}

			<Templates templates={list.templates} />
		</div>
	);
}

interface CardProps {
	itinerary: ItinerarySummary;
	busy: boolean;
	onPublish: () => void;
	onMoveToDraft: () => void;
	onDuplicate: () => void;
	onSaveAsTemplate: () => void;
	onDelete: () => void;
}

/** One itinerary: its status, owner, counts and the actions its status allows. */
export function ItineraryCard({
	itinerary,
	busy,
	onPublish,
	onMoveToDraft,
	onDuplicate,
	onSaveAsTemplate,
	onDelete,
}: CardProps) {
	const titleId = useId();
	const updated = formatDate(itinerary.updatedAt);
	return (
		<article className="itinerary-card" aria-labelledby={titleId}>
			<div className="itinerary-card__head">
				<h3 id={titleId} className="itinerary-card__title">
					{itinerary.name}
				</h3>
				<span className={`itinerary-card__status itinerary-card__status--${itinerary.status}`}>
					{t(`itineraries.status.${itinerary.status}`)}
				</span>
			</div>
			<p className="itinerary-card__meta">
				{itinerary.readOnly
					? t('itineraries.list.campus_template')
					: t('itineraries.list.owner', { name: itinerary.owner.name })}
				{' · '}
				{t('itineraries.list.courses', { count: itinerary.courses })}
				{itinerary.status === 'template' ? null : (
					<>
						{' · '}
						{t('itineraries.list.people', { count: itinerary.assignees })}
					</>
				)}
			</p>
			{updated && !itinerary.readOnly ? (
				<p className="itinerary-card__meta">{t('itineraries.list.updated', { date: updated })}</p>
			) : null}
			<div
				className="itinerary-card__actions"
				role="group"
				aria-label={t('itineraries.list.actions_label', { name: itinerary.name })}
			>
				{itinerary.readOnly ? (
					<Button href={editorHref({ template: itinerary.id })} size="sm">
						{t('itineraries.list.use_template')}
					</Button>
				) : (
					<>
						{itinerary.status === 'published' ? null : (
							<Button href={editorHref({ id: itinerary.id })} size="sm" variant="secondary">
								{t('itineraries.list.edit')}
							</Button>
						)}
						{itinerary.status === 'draft' ? (
							<Button size="sm" onClick={onPublish} loading={busy}>
								{t('itineraries.list.publish')}
							</Button>
						) : null}
						{itinerary.status === 'published' ? (
							<Button size="sm" variant="secondary" onClick={onMoveToDraft} loading={busy}>
								{t('itineraries.list.to_draft')}
							</Button>
						) : null}
						{itinerary.status === 'template' ? (
							<Button href={editorHref({ template: itinerary.id })} size="sm">
								{t('itineraries.list.use_template')}
							</Button>
						) : null}
						<Button size="sm" variant="secondary" onClick={onDuplicate} disabled={busy}>
							{t('itineraries.list.duplicate')}
						</Button>
						{itinerary.status === 'template' ? null : (
							<Button size="sm" variant="ghost" onClick={onSaveAsTemplate} disabled={busy}>
								{t('itineraries.list.save_as_template')}
							</Button>
						)}
						<Button size="sm" variant="ghost" onClick={onDelete} disabled={busy}>
							{t('itineraries.list.delete')}
						</Button>
					</>
				)}
			</div>
		</article>
	);
}

/** The templates to start from: the campus's and the caller's own. */
function Templates({ templates }: { templates: ItinerarySummary[] }) {
	return (
		<section id="plantillas" className="itineraries__templates" aria-labelledby="itn-templates">
			<h2 id="itn-templates">{t('itineraries.list.templates_title')}</h2>
			<p>{t('itineraries.list.templates_lead')}</p>
			{templates.length === 0 ? (
				<p className="itineraries__empty">{t('itineraries.list.templates_empty')}</p>
			) : (
				<ul className="itineraries__template-list">
					{templates.map((template) => (
						<li key={template.id} className="template-card">
							<h3 className="template-card__title">{template.name}</h3>
							<p className="itinerary-card__meta">
								{template.readOnly
									? t('itineraries.list.campus_template')
									: t('itineraries.list.owner', { name: template.owner.name })}
								{' · '}
								{t('itineraries.list.courses', { count: template.courses })}
							</p>
							{template.description ? (
								<p className="template-card__description">{template.description}</p>
							) : null}
							<Button
								href={editorHref({ template: template.id })}
								size="sm"
								aria-label={`${t('itineraries.list.use_template')}: ${template.name}`}
							>
								{t('itineraries.list.use_template')}
							</Button>
						</li>
					))}
				</ul>
			)}
		</section>
	);
}
