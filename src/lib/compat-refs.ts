/**
 * React 19 hands `ref` to a function component as an ordinary prop (`<Button ref={…}>` reaches the
 * <button> through `...rest`); Preact 10 keeps it aside and points it at the component instance,
 * so `ref.current.focus()` would fail. The islands are written against React's API and run on
 * Preact's compat layer (docs/decisions/013): this puts the ref back among the props of every
 * function component, as React 19 does. Class components keep theirs, as in React.
 *
 * Loaded before any island hydrates (astro.config.mjs) and before every unit test
 * (tests/setup/vitest-setup.ts). Preact 11 does this itself; drop the file when the Preact
 * integration supports it.
 */
import { options, type VNode } from 'preact';

type Props = Record<string, unknown>;

const previousHook = options.vnode?.bind(options);

options.vnode = (vnode: VNode) => {
	const { type } = vnode;
	const isClass =
		typeof type === 'function' &&
		typeof (type.prototype as { render?: unknown } | undefined)?.render === 'function';
	if (typeof type === 'function' && !isClass && vnode.ref) {
		(vnode.props as Props)['ref'] = vnode.ref;
		vnode.ref = null;
	}
	previousHook?.(vnode);
};
