import type { ProtocolCategory } from '../../../lib/contracts/protocols';
import { t } from './t';

interface CategoryChipsProps {
	categories: readonly ProtocolCategory[];
	/** The chosen area's slug, null for all. */
	chosen: string | null;
	onChoose: (slug: string | null) => void;
}

/** The area filter: "Todas" and one toggle button per area (pressing the chosen one again clears it). */
export function CategoryChips({ categories, chosen, onChoose }: CategoryChipsProps) {
	return (
		<fieldset className="protocols__categories">
			<legend className="protocols__categories-legend">{t('protocols.categories_label')}</legend>
			<div className="protocols__chips">
				<button
					type="button"
					className="protocols__chip"
					aria-pressed={chosen === null}
					onClick={() => {
						onChoose(null);
					}}
				>
					{t('protocols.all_categories')}
				</button>
				{categories.map((area) => (
					<button
						key={area.slug}
						type="button"
						className="protocols__chip"
						aria-pressed={chosen === area.slug}
						onClick={() => {
							onChoose(chosen === area.slug ? null : area.slug);
						}}
					>
						{area.name}
					</button>
				))}
			</div>
		</fieldset>
	);
}
