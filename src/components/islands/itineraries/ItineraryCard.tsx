import { useId } from 'react';
import { formatDate } from '../../../lib/dates';
import type { ItinerarySummary } from '../../../lib/contracts/itineraries';
import { Button } from '../../ui/Button';
import { t } from './shared';

const EDITOR_PATH = '/aula/itinerarios/editar/';

/** The editor's address: an itinerary to edit, a template to start from, or a new one. */
export function editorHref(params: { id?: number; template?: number }): string {
	if (params.id !== undefined) return `${EDITOR_PATH}?id=${params.id}`;
	if (params.template !== undefined) return `${EDITOR_PATH}?plantilla=${params.template}`;
	return EDITOR_PATH;
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
