/** Previous and next between the pages of a studio list, with where the reader is. */
import { Button } from '../../ui/Button';
import { t } from './shared';

export function StudioPager({
	list: { page, total, pageSize },
	label,
	onPage,
}: {
	list: { page: number; total: number; pageSize: number };
	/** Names the navigation for screen readers: "Páginas de resultados". */
	label: string;
	onPage: (page: number) => void;
}) {
	const pages = Math.max(1, Math.ceil(total / pageSize));
	if (pages <= 1) return null;
	return (
		<nav className="studio__pages" aria-label={label}>
			<Button
				variant="secondary"
				disabled={page <= 1}
				onClick={() => {
					onPage(page - 1);
				}}
			>
				{t('studio.list.previous')}
			</Button>
			<span>{t('studio.list.page_of', { page, pages })}</span>
			<Button
				variant="secondary"
				disabled={page >= pages}
				onClick={() => {
					onPage(page + 1);
				}}
			>
				{t('studio.list.next')}
			</Button>
		</nav>
	);
}
