/**
 * What "Protocolos de consejo" shows, without React: the first load as a value, the screen that
 * follows from it and the session, and which sheets a search and an area leave on the list.
 */
import type { ApiFailure } from '../../../lib/api/client';
import { relevanceLocally } from '../../../lib/protocol-search';
import type { AdviceProtocol, ProtocolCategory } from '../../../lib/contracts/protocols';

export type LoadState =
	| { kind: 'idle' }
	| { kind: 'loading' }
	| { kind: 'loaded'; protocols: AdviceProtocol[] }
	| { kind: 'failed'; failure: ApiFailure };

/**
 * What the server found for one search (its normalised words), best first, or null when it
 * failed.
 */
export interface ServerMatches {
	key: string;
	slugs: readonly string[] | null;
}

export type Screen =
	'checking' | 'no_licence' | 'session_gone' | 'loading_licence' | 'failed' | 'loaded' | 'loading';

export interface ScreenInput {
	phase: 'checking' | 'ready';
	isLoggedIn: boolean;
	licencesLoaded: boolean;
	hasLicence: boolean;
	load: LoadState;
	/** The result code of a refused licence (`lic_req`). */
	licenceRequired: string;
}

export function screenOf(input: ScreenInput): Screen {
	const { phase, isLoggedIn, licencesLoaded, hasLicence, load } = input;
	if (phase === 'checking') return 'checking';
	// The API client may have closed the session on that 403: the plans are still the answer.
	if (load.kind === 'failed' && load.failure.result === input.licenceRequired) return 'no_licence';
	// The session ended while on the page (logged out in another tab, expired).
	if (!isLoggedIn) return 'session_gone';
	if (!licencesLoaded) return 'loading_licence';
	if (!hasLicence) return 'no_licence';
	if (load.kind === 'failed') return 'failed';
	return load.kind === 'loaded' ? 'loaded' : 'loading';
}

/** Each area once, by name. */
export function distinctCategories(list: readonly AdviceProtocol[]): ProtocolCategory[] {
	const bySlug = new Map<string, ProtocolCategory>();
	for (const { category } of list) bySlug.set(category.slug, category);
	return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

/**
 * The sheets to list: those the words match here or the server found for these words, best first
 * (the server's order once it answered, which also knows the keywords; until then the same score
 * computed here), then those of the chosen area (null: every area). Without words, all, in order.
 */
export function visibleProtocols(
	all: readonly AdviceProtocol[],
	words: readonly string[],
	found: ServerMatches | null,
	category: string | null,
): AdviceProtocol[] {
	const inArea = category === null ? all : all.filter((p) => p.category.slug === category);
	if (words.length === 0) return [...inArea];
	const serverRank = new Map((found?.slugs ?? []).map((slug, index) => [slug, index]));
	const ranked = inArea
		.map((protocol) => ({ protocol, score: relevanceLocally(protocol, words) }))
		.filter(({ protocol, score }) => score > 0 || serverRank.has(protocol.slug));
	const rankOf = (slug: string) => serverRank.get(slug) ?? Number.MAX_SAFE_INTEGER;
	// Array.prototype.sort is stable: equal scores keep the list's order (by symptom).
	ranked.sort((a, b) =>
		serverRank.size > 0
			? rankOf(a.protocol.slug) - rankOf(b.protocol.slug) || b.score - a.score
			: b.score - a.score,
	);
	return ranked.map(({ protocol }) => protocol);
}

/**
 * How many sheets the server found for these words that none of the words is in here (only the
 * sheets' keywords matched): 0 before it answered or when it failed.
 */
export function foundByKeywordOnly(
	all: readonly AdviceProtocol[],
	words: readonly string[],
	found: ServerMatches | null,
): number {
	const slugs = new Set(found?.slugs ?? []);
	return all.filter((p) => slugs.has(p.slug) && relevanceLocally(p, words) === 0).length;
}

/** The open sheets with `slug` opened or closed. */
export function toggled(open: ReadonlySet<string>, slug: string): ReadonlySet<string> {
	const next = new Set(open);
	if (next.has(slug)) next.delete(slug);
	else next.add(slug);
	return next;
}
