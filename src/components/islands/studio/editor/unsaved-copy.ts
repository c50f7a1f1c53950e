/**
 * The editor's unsaved document, kept in the tab's sessionStorage under the course and the
 * revision it was typed on (issue #19): a reload, a crash or a save refused because someone else
 * saved first loses nothing typed. A copy on the revision the editor opens comes back by itself;
 * one on an older revision is offered, since saving it would overwrite the newer one.
 */
import type { CourseDocument } from '../../../../lib/contracts/course-document';

const PREFIX = 'studio-editor:';

export interface UnsavedCopy {
	revision: number;
	document: CourseDocument;
	/** ISO time of the last change kept. */
	keptAt: string;
}

function key(cid: number, revision: number): string {
	return `${PREFIX}${String(cid)}:${String(revision)}`;
}

/** Keeps `document` as the unsaved copy of `cid` on `revision`. */
export function keepUnsaved(
	storage: Storage,
	cid: number,
	revision: number,
	document: CourseDocument,
	now: Date,
): void {
	const copy: UnsavedCopy = { revision, document, keptAt: now.toISOString() };
	try {
		storage.setItem(key(cid, revision), JSON.stringify(copy));
	} catch {
		// Storage full or refused (private mode): the unload warning still guards what is typed.
	}
}

export function dropUnsaved(storage: Storage, cid: number, revision: number): void {
	try {
		storage.removeItem(key(cid, revision));
	} catch {
		// Nothing kept, nothing to drop.
	}
}

/** Drops every copy of `cid` (the course was deleted, or its changes discarded). */
export function dropAllUnsaved(storage: Storage, cid: number): void {
	for (const copy of findUnsaved(storage, cid)) dropUnsaved(storage, cid, copy.revision);
}

function looksLikeDocument(value: unknown): value is CourseDocument {
	if (typeof value !== 'object' || value === null) return false;
	const document = value as Record<string, unknown>;
	return (
		typeof document.name === 'string' &&
		typeof document.path === 'string' &&
		Array.isArray(document.program) &&
		Array.isArray(document.sources) &&
		Array.isArray(document.goals) &&
		Array.isArray(document.related)
	);
}

function parse(raw: string | null): UnsavedCopy | null {
	if (raw === null) return null;
	try {
		const copy = JSON.parse(raw) as Partial<UnsavedCopy>;
		if (typeof copy.revision !== 'number' || typeof copy.keptAt !== 'string') return null;
		return looksLikeDocument(copy.document) ? (copy as UnsavedCopy) : null;
	} catch {
		return null;
	}
}

/** Every unsaved copy of `cid` in this tab, the newest first. */
export function findUnsaved(storage: Storage, cid: number): UnsavedCopy[] {
	const prefix = `${PREFIX}${String(cid)}:`;
	const copies: UnsavedCopy[] = [];
	try {
		for (let index = 0; index < storage.length; index += 1) {
			const name = storage.key(index);
			if (name?.startsWith(prefix)) {
				const copy = parse(storage.getItem(name));
				if (copy) copies.push(copy);
			}
		}
	} catch {
		return [];
	}
	return copies.sort((a, b) => b.keptAt.localeCompare(a.keptAt));
}
