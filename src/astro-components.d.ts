/**
 * Lets plain `tsc` accept `.astro` imports in TypeScript files (component tests render components
 * in the Astro container). `astro check` resolves the real components and their props instead, so
 * this fallback never hides a type there.
 */
declare module '*.astro' {
	import type { experimental_AstroContainer } from 'astro/container';

	const Component: Parameters<experimental_AstroContainer['renderToString']>[0];
	export default Component;
}
