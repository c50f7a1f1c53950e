/**
 * "Protocolos de consejo" (issue #6, `aula/protocolos-de-consejo`): the counter-advice sheets by
 * symptom, each a disclosure with the questions to ask, what to recommend and when to refer to
 * the doctor, with a search by symptom and an optional filter by area.
 *
 * Like the other private campus pages, the page is a static shell: nothing is shown until the
 * session check answers (useCampusSession sends a visitor without a session to /login), and the
 * protocols are asked for only once the licences are loaded and one opens the campus, since the
 * API client closes the session on any 403. The whole list is loaded once; typing filters it at
 * once (symptom, summary, area) and, after a pause, the server's search (which also knows each
 * sheet's keywords: "carraspera" finds "Tos seca") adds what it found.
 */
import { useStore } from '@nanostores/react';
import protocols from 'i18n-section:protocols';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { createTranslator } from '../../i18n/translate';
import type { ApiFailure } from '../../lib/api/client';
import { getProtocols, PROTOCOLS_RESULT } from '../../lib/api/protocols';
import { matchesLocally, PROTOCOL_SEARCH_MAX_LENGTH, searchWords } from '../../lib/protocol-search';
import type { AdviceProtocol, ProtocolCategory } from '../../lib/contracts/protocols';
import { $isLoggedIn } from '../../stores/auth';
import { GENERAL_LOGIN_PATH } from '../../stores/session';
import { $hasLicence } from '../../stores/subscription';
import { Button } from '../ui/Button';
import { cx } from '../ui/class-names';
import './advice-protocols.css';
import { useCampusSession } from './use-campus-session';

const t = createTranslator({ protocols });

/** Where a user without a licence is offered one. */
export const PLANS_PATH = '/planes';

/** Pause in typing before the server is asked (the local filter does not wait). */
export const SEARCH_DEBOUNCE_MS = 300;

type LoadState =
	| { kind: 'idle' }
	| { kind: 'loading' }
	| { kind: 'loaded'; protocols: AdviceProtocol[] }
	| { kind: 'failed'; failure: ApiFailure };

/** What the server found for one search (its normalised words), or null when it failed. */
interface ServerMatches {
	key: string;
	slugs: ReadonlySet<string> | null;
}

export default function AdviceProtocols() {
	const { phase, licencesLoaded } = useCampusSession();
	const isLoggedIn = useStore($isLoggedIn);
	const hasLicence = useStore($hasLicence);
	const [load, setLoad] = useState<LoadState>({ kind: 'idle' });
	/** Bumped by "Reintentar": a new attempt at the first load. */
	const [attempt, setAttempt] = useState(0);

	const canLoad = phase === 'ready' && isLoggedIn && licencesLoaded && hasLicence;

	useEffect(() => {
		if (!canLoad) return;
		let alive = true;
		setLoad({ kind: 'loading' });
		void getProtocols().then((result) => {
			if (!alive) return;
			setLoad(
				result.ok
					? { kind: 'loaded', protocols: result.data }
					: { kind: 'failed', failure: result },
			);
		});
		return () => {
			alive = false;
		};
	}, [canLoad, attempt]);

	const refuseLicence = useCallback((failure: ApiFailure) => {
		setLoad({ kind: 'failed', failure });
	}, []);

	const licenceRefused =
		load.kind === 'failed' && load.failure.result === PROTOCOLS_RESULT.licenceRequired;

	let body;
	if (phase === 'checking') {
		body = <StatusText text={t('protocols.checking')} />;
	} else if (licenceRefused) {
		// The API client may have closed the session on that 403: the plans are still the answer.
		body = <NoLicence />;
	} else if (!isLoggedIn) {
		// The session ended while on the page (logged out in another tab, expired).
		body = (
			<p className="protocols__status-text">
				{t('protocols.session_gone')} <a href={GENERAL_LOGIN_PATH}>{t('protocols.log_in')}</a>
			</p>
		);
	} else if (!licencesLoaded) {
		body = <StatusText text={t('protocols.loading_licence')} />;
	} else if (!hasLicence) {
		body = <NoLicence />;
	} else if (load.kind === 'failed') {
		body = (
			<div className="protocols__error" role="alert">
				<p>
					{load.failure.status === 403
						? t('protocols.error_forbidden')
						: t('protocols.error_generic')}
				</p>
				{load.failure.status === 403 ? null : (
					<Button
						variant="secondary"
						onClick={() => {
							setAttempt((count) => count + 1);
						}}
					>
						{t('protocols.retry')}
					</Button>
				)}
			</div>
		);
	} else if (load.kind === 'loaded') {
		body = <ProtocolBrowser protocols={load.protocols} onLicenceRefused={refuseLicence} />;
	} else {
		body = <StatusText text={t('protocols.loading')} />;
	}

	return (
		<div className="protocols">
			<header className="protocols__header">
				<h1 className="protocols__title">{t('protocols.title')}</h1>
				<p className="protocols__lead">{t('protocols.lead')}</p>
			</header>
			{body}
		</div>
	);
}

function StatusText({ text }: { text: string }) {
	return (
		<p className="protocols__status-text" role="status">
			{text}
		</p>
	);
}

function NoLicence() {
	const id = useId();
	return (
		<section className="protocols__offer" aria-labelledby={id}>
			<h2 id={id} className="protocols__offer-title">
				{t('protocols.no_licence_title')}
			</h2>
			<p>{t('protocols.no_licence_text')}</p>
			<Button href={PLANS_PATH}>{t('protocols.see_plans')}</Button>
		</section>
	);
}

interface ProtocolBrowserProps {
	protocols: AdviceProtocol[];
	/** A search answered 403 `lic_req`: the licence ended while on the page. */
	onLicenceRefused: (failure: ApiFailure) => void;
}

/** The search, the area filter, the count and the sheets, over the loaded protocols. */
function ProtocolBrowser({ protocols: all, onLicenceRefused }: ProtocolBrowserProps) {
	const [query, setQuery] = useState('');
	const [category, setCategory] = useState<string | null>(null);
	const [openSlugs, setOpenSlugs] = useState<ReadonlySet<string>>(new Set());
	const [serverMatches, setServerMatches] = useState<ServerMatches | null>(null);
	/** Only the newest search may change the list: older answers arriving late are dropped. */
	const latestSearch = useRef(0);
	const searchInput = useRef<HTMLInputElement>(null);
	const searchId = useId();
	const hintId = useId();

	const words = useMemo(() => searchWords(query), [query]);
	const key = words.join(' ');

	// The words decide a new search (spaces, case or accents alone do not), and they are what is
	// sent: the server normalises them the same way.
	useEffect(() => {
		if (key === '') return;
		const request = ++latestSearch.current;
		const timer = setTimeout(() => {
			void getProtocols(key).then((result) => {
				if (request !== latestSearch.current) return;
				if (result.ok) {
					setServerMatches({ key, slugs: new Set(result.data.map((p) => p.slug)) });
				} else if (result.result === PROTOCOLS_RESULT.licenceRequired) {
					onLicenceRefused(result);
				} else {
					setServerMatches({ key, slugs: null });
				}
			});
		}, SEARCH_DEBOUNCE_MS);
		return () => {
			clearTimeout(timer);
		};
	}, [key, onLicenceRefused]);

	const categories = useMemo(() => distinctCategories(all), [all]);
	const found = serverMatches?.key === key ? serverMatches : null;
	const matching = all.filter(
		(protocol) => matchesLocally(protocol, words) || found?.slugs?.has(protocol.slug) === true,
	);
	const visible =
		category === null ? matching : matching.filter((p) => p.category.slug === category);

	function clearSearch() {
		setQuery('');
		setCategory(null);
		searchInput.current?.focus();
	}

	function toggle(slug: string) {
		setOpenSlugs((open) => {
			const next = new Set(open);
			if (next.has(slug)) next.delete(slug);
			else next.add(slug);
			return next;
		});
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
				<fieldset className="protocols__categories">
					<legend className="protocols__categories-legend">
						{t('protocols.categories_label')}
					</legend>
					<div className="protocols__chips">
						<button
							type="button"
							className="protocols__chip"
							aria-pressed={category === null}
							onClick={() => {
								setCategory(null);
							}}
						>
							{t('protocols.all_categories')}
						</button>
						{categories.map((area) => (
							<button
								key={area.slug}
								type="button"
								className="protocols__chip"
								aria-pressed={category === area.slug}
								onClick={() => {
									setCategory((current) => (current === area.slug ? null : area.slug));
								}}
							>
								{area.name}
							</button>
						))}
					</div>
				</fieldset>
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
									toggle(protocol.slug);
								}}
							/>
						</li>
					))}
				</ul>
			)}
		</div>
	);
}

/** Each area once, by name. */
function distinctCategories(list: readonly AdviceProtocol[]): ProtocolCategory[] {
	const bySlug = new Map<string, ProtocolCategory>();
	for (const { category } of list) bySlug.set(category.slug, category);
	return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

interface ProtocolSheetProps {
	protocol: AdviceProtocol;
	open: boolean;
	onToggle: () => void;
}

/**
 * One sheet: a heading whose button shows and hides the three sections (the disclosure pattern,
 * so the button's name is the symptom and `aria-expanded` says whether it is open).
 */
function ProtocolSheet({ protocol, open, onToggle }: ProtocolSheetProps) {
	const id = useId();
	const panelId = `${id}panel`;
	return (
		<article className={cx('protocol', open && 'protocol--open')}>
			<h2 className="protocol__heading">
				<button
					type="button"
					className="protocol__toggle"
					aria-expanded={open}
					aria-controls={panelId}
					onClick={onToggle}
				>
					<span className="protocol__symptom">{protocol.symptom}</span>
					<svg
						className="protocol__chevron"
						viewBox="0 0 24 24"
						width="24"
						height="24"
						aria-hidden="true"
						focusable="false"
					>
						<path
							d="M6 9l6 6 6-6"
							fill="none"
							stroke="currentColor"
							strokeWidth="2"
							strokeLinecap="round"
							strokeLinejoin="round"
						/>
					</svg>
				</button>
			</h2>
			<p className="protocol__category">
				<span className="visually-hidden">{t('protocols.category_label')} </span>
				{protocol.category.name}
			</p>
			<p className="protocol__summary">{protocol.summary}</p>
			<div id={panelId} className="protocol__panel" hidden={!open}>
				<div className="protocol__section">
					<h3 className="protocol__section-title">{t('protocols.questions_title')}</h3>
					<ol className="protocol__points">
						{protocol.questions.map((question) => (
							<li key={question}>{question}</li>
						))}
					</ol>
				</div>
				<div className="protocol__section">
					<h3 className="protocol__section-title">{t('protocols.recommendation_title')}</h3>
					<ul className="protocol__points">
						{protocol.recommendation.map((advice) => (
							<li key={advice}>{advice}</li>
						))}
					</ul>
				</div>
				<div className="protocol__section protocol__section--referral">
					<h3 className="protocol__section-title">
						<svg
							className="protocol__warning-icon"
							viewBox="0 0 24 24"
							width="24"
							height="24"
							aria-hidden="true"
							focusable="false"
						>
							<path
								d="M12 9v4.5M12 17v.01M12 3l9.5 17h-19z"
								fill="none"
								stroke="currentColor"
								strokeWidth="2"
								strokeLinecap="round"
								strokeLinejoin="round"
							/>
						</svg>
						{t('protocols.referral_title')}
					</h3>
					<p className="protocol__referral-note">
						<strong>{t('protocols.referral_note')}</strong>
					</p>
					<ul className="protocol__points">
						{protocol.referral.map((sign) => (
							<li key={sign}>{sign}</li>
						))}
					</ul>
				</div>
			</div>
		</article>
	);
}
