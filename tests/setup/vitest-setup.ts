/**
 * Runs before every test file. An unexpected `console.error` (a missing translation, a React
 * warning, an unhandled error somewhere) fails the test that caused it; a test that expects one
 * spies on console.error itself, which replaces this guard for that test.
 */
import { afterEach, beforeEach, vi } from 'vitest';
// Components render on Preact's compat layer, with React 19's refs, as on the site.
import '../../src/lib/compat-refs';

let unexpected: unknown[][] = [];

beforeEach(() => {
	unexpected = [];
	vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
		unexpected.push(args);
	});
});

afterEach(() => {
	vi.restoreAllMocks();
	if (unexpected.length > 0) {
		const messages = unexpected.map((args) => args.map(String).join(' ')).join('\n');
		unexpected = [];
		throw new Error(`Unexpected console.error during the test:\n${messages}`);
	}
});
