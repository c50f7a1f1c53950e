/** A page's subject named in its address (`?cid=12`, `?id=7`), as the API's ids are. */
import { MAX_ID } from './contracts/fields';

/**
 * The positive id in parameter `name` of `search`, or null when it is missing or is not one.
 *
 * @example
 * idParam('?cid=12', 'cid'); // 12
 * idParam('?id=012', 'id'); // null
 */
export function idParam(search: string, name: string): number | null {
	const raw = new URLSearchParams(search).get(name) ?? '';
	return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= MAX_ID ? Number(raw) : null;
}
