import type { ItinerarySummary } from '../../../lib/contracts/itineraries';
import { Button } from '../../ui/Button';
import { editorHref } from './ItineraryCard';
import { t } from './shared';

/** The templates to start from: the campus's and the caller's own. */
export function TemplateList({ templates }: { templates: ItinerarySummary[] }) {
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
