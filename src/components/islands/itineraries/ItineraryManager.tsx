/**
 * "Itinerarios" (`/aula/itinerarios`, issue #7): the itineraries of the pharmacies and groups the
 * person manages, filtered by status and searched by name, with their actions (edit, publish,
 * move to draft typing CONFIRMAR, duplicate, save as template, delete typing ELIMINAR), and the
 * templates to start from. A pharmacy whose plan lacks itineraries sees what plan XL includes.
 *
 * A static shell like the other campus pages: nothing is asked before the session check answers.
 * The calls live in `use-itinerary-list.ts`; this file and its views only render.
 */
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/Notice';
import { ItineraryCard, editorHref } from './ItineraryCard';
import { ItineraryFilters } from './ItineraryFilters';
import { Loading, PageRefusal, t } from './shared';
import { TemplateList } from './TemplateList';
import { useItineraryList } from './use-itinerary-list';
import './itineraries.css';

export default function ItineraryManager() {
	const state = useItineraryList();
	const { load } = state;

	if (load.state === 'loading') return <Loading text={t('itineraries.list.loading')} />;
	if (load.state === 'refused') return <PageRefusal result={load.result} msg={load.msg} />;
	if (load.state === 'failed') {
		return (
			<ErrorNotice
				action={
					<Button variant="secondary" onClick={() => void state.reload()}>
						{t('itineraries.list.retry')}
					</Button>
				}
			>
				{t('itineraries.list.failed')} {load.msg}
			</ErrorNotice>
		);
	}

	const { list } = load;
	const filtering = state.query.trim() !== '' || state.status !== '';
	return (
		<div className="itineraries">
			<div className="itineraries__toolbar">
				<Button href={editorHref({})}>{t('itineraries.list.new')}</Button>
				<Button href="#plantillas" variant="secondary">
					{t('itineraries.list.from_template')}
				</Button>
			</div>

			<ItineraryFilters list={state} />

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
								busy={state.busy === itinerary.id}
								onPublish={() => void state.publish(itinerary)}
								onMoveToDraft={() => void state.moveToDraft(itinerary)}
								onDuplicate={() => void state.duplicate(itinerary)}
								onSaveAsTemplate={() => void state.saveAsTemplate(itinerary)}
								onDelete={() => void state.remove(itinerary)}
							/>
						</li>
					))}
				</ul>
			)}

			<TemplateList templates={list.templates} />
		</div>
	);
}
