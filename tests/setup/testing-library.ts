/**
 * `@testing-library/react` as the unit tests import it: vitest.config.ts sends the name here. The
 * islands run on Preact's compat layer (docs/decisions/013), and so do their tests; Testing
 * Library's own code renders through the same layer. Two things React's test API does that
 * Preact's does not are added here, so a test written for React means the same on Preact:
 *
 * - `await act(async () => …)` returns the callback's value and, like React's, keeps flushing
 *   while the work it started goes on: a state set when an awaited call answers renders, its
 *   effects run, their calls answer… until a round renders nothing.
 * - `fireEvent.change` on a text field also fires `input`. A browser fires `input` while a field is
 *   typed in and `change` when it is left; React's onChange answers both, the compat layer's only
 *   `input`, as it does on the site. The test's change stands for typing.
 */
import { options } from 'preact';
import { vi } from 'vitest';
import * as library from '@testing-library/react/dist/@testing-library/react.esm.js';

export * from '@testing-library/react/dist/@testing-library/react.esm.js';

// Preact runs effects a frame after a render; a test runs them once the current promises have
// settled, as React's test environment does, so an update between two act() calls is not left
// waiting for an animation frame that the next act() does not know about.
options.requestAnimationFrame = (flush) => {
	queueMicrotask(flush);
};

/** Renders seen so far: a flushing round that adds none ends `act`. */
let renders = 0;
const previousDiffed = options.diffed?.bind(options);
options.diffed = (vnode) => {
	renders += 1;
	previousDiffed?.(vnode);
};

/** More rounds than any chain of calls in a test; a loop that never settles fails instead. */
const MAX_ROUNDS = 50;

function isThenable(value: unknown): value is PromiseLike<unknown> {
	return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/** One turn of the event loop (a few microtasks under fake timers), with Preact's act around it. */
async function round(): Promise<void> {
	await library.act(
		() =>
			new Promise<void>((resolve) => {
				if (vi.isFakeTimers()) {
					let turns = 0;
					const turn = () => {
						turns += 1;
						if (turns < 20) queueMicrotask(turn);
						else resolve();
					};
					queueMicrotask(turn);
				} else {
					setTimeout(resolve, 0);
				}
			}),
	);
}

async function drain(): Promise<void> {
	for (let count = 0; count < MAX_ROUNDS; count += 1) {
		const before = renders;
		await round();
		if (renders === before) return;
	}
	throw new Error(`act(): still rendering after ${String(MAX_ROUNDS)} rounds`);
}

export const act = (<T>(callback: () => T | Promise<T>): Promise<T> => {
	const outcome: { value?: T; awaited: boolean } = { awaited: false };
	const acted = library.act(() => {
		const result = callback();
		if (!isThenable(result)) {
			outcome.value = result;
			return undefined;
		}
		outcome.awaited = true;
		return Promise.resolve(result).then((settled) => {
			outcome.value = settled;
		});
	});
	// Testing Library's act answers a bare thenable: made a promise to chain on.
	const done = outcome.awaited ? Promise.resolve(acted).then(drain) : Promise.resolve(acted);
	return done.then(() => outcome.value as T);
}) as typeof library.act;

const change = library.fireEvent.change;
library.fireEvent.change = (element, init) => {
	const answered = change(element, init);
	const typedIn =
		element instanceof HTMLTextAreaElement ||
		(element instanceof HTMLInputElement && !/^(checkbox|radio|file)$/.test(element.type));
	return typedIn ? library.fireEvent.input(element) && answered : answered;
};
