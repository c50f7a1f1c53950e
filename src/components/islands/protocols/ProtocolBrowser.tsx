import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { PROTOCOL_SEARCH_MAX_LENGTH } from '../../../lib/protocol-search';
import { showSidePopup } from '../../../stores/overlays-side';
import type { AdviceProtocol } from '../../../lib/contracts/protocols';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/class-names';
import { CategoryChips } from './CategoryChips';
import { ProtocolSheet } from './ProtocolSheet';
import { distinctCategories, foundByKeywordOnly, toggled, visibleProtocols } from './state';
import type { ProtocolSearch } from './use-advice-protocols';
import { t } from './t';

interface ProtocolBrowserProps {
	protocols: AdviceProtocol[];
	search: ProtocolSearch;
}

/** The search, the area filter, the count and the sheets, over the loaded protocols. */
export function ProtocolBrowser({ protocols: all, search }: ProtocolBrowserProps) {
	const { query, setQuery, words, found } = search;
	const [category, setCategory] = useState<string | null>(null);
	const [openSlugs, setOpenSlugs] = useState<ReadonlySet<string>>(new Set());
	const searchInput = useRef<HTMLInputElement>(null);
	const searchId = useId();
	const hintId = useId();

	const categories = useMemo(() => distinctCategories(all), [all]);
	const visible = visibleProtocols(all, words, found, category);

	// The server's keywords found sheets the typed words are not in: say why they are listed.
	useEffect(() => {
		const extra = foundByKeywordOnly(all, words, found);
		if (extra > 0) showSidePopup({ text: t('protocols.keyword_matches', { count: extra }) });
		// Once per answer of the server (`found`), not on every keystroke.
	}, [found]);

	function clearSearch() {
		setQuery('');
		setCategory(null);
		searchInput.current?.focus();
	}

	return (
		<div className="protocols__browser">
			<form
				className="protocols__search"
				role="search"
				onSubmit={(event) => {
					// Results follow the typing; Enter (the phone's "search" key) only closes the keyboard.
					event.preventDefault();
					searchInput.current?.blur();
				}}
			>
				<label htmlFor={searchId} className="protocols__search-label">
					{t('protocols.search_label')}
				</label>
				<input
					ref={searchInput}
					id={searchId}
					className="protocols__search-input"
					type="search"
					name="q"
					enterKeyHint="search"
					autoComplete="off"
					spellCheck={false}
					maxLength={PROTOCOL_SEARCH_MAX_LENGTH}
					placeholder={t('protocols.search_placeholder')}
					aria-describedby={hintId}
					value={query}
					onChange={(event) => {
						setQuery(event.target.value);
					}}
				/>
				<p id={hintId} className="protocols__search-hint">
					{t('protocols.search_hint')}
				</p>
			</form>

			{categories.length > 1 ? (
				<CategoryChips categories={categories} chosen={category} onChoose={setCategory} />
			) : null}

			<p
				className={cx('protocols__count', visible.length === 0 && 'protocols__count--none')}
				role="status"
			>
				{visible.length === 0
					? t('protocols.no_results')
					: t('protocols.count', { count: visible.length })}
			</p>

			{found?.slugs === null ? (
				<p className="protocols__note">{t('protocols.search_partial')}</p>
			) : null}

			{visible.length === 0 ? (
				<div className="protocols__empty">
					<p>
						{words.length > 0
							? t('protocols.no_results_text', { query: query.trim() })
							: t('protocols.no_results_area')}
					</p>
					<Button variant="secondary" onClick={clearSearch}>
						{t('protocols.clear_search')}
					</Button>
				</div>
			) : (
				<ul className="protocols__list" role="list">
					{visible.map((protocol) => (
						<li key={protocol.slug}>
							<ProtocolSheet
								protocol={protocol}
								open={openSlugs.has(protocol.slug)}
								onToggle={() => {
									setOpenSlugs((open) => toggled(open, protocol.slug));
								}}
							/>
						</li>
					))}
				</ul>
			)}
		</div>
	);
}
