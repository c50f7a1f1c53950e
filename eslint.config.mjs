// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { serverLayers } from './eslint.layers.mjs';

/** Anything that is not the server must not reach into it (ARCHITECTURE "Boundaries"). */
const noServerImports = {
	patterns: [
		{
			group: ['**/server', '**/server/**'],
			message: 'src/server runs only on the server: call the API through src/lib/api instead.',
		},
	],
};

export default tseslint.config(
	{
		ignores: [
			'dist/**',
			'dist-*/**',
			'.astro/**',
			'.netlify/**',
			'.data/**',
			'node_modules/**',
			'src/server/db/migrations/**',
			'public/**',
			'playwright-report/**',
			'test-results/**',
		],
	},
	js.configs.recommended,
	...tseslint.configs.strictTypeChecked,
	{
		languageOptions: {
			globals: { ...globals.browser, ...globals.node },
			parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
		},
		rules: {
			// Builder APIs (Hono's basePath, route) return clones of their class: not a hazard here.
			'@typescript-eslint/no-unsafe-class-instance-assignment': 'off',
			'@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
			'@typescript-eslint/no-unused-vars': [
				'error',
				{ argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
			],
			// Settings come from astro:env (astro.config.mjs), never from process.env (STYLE §2 rule 2).
			'no-restricted-syntax': [
				'error',
				{
					selector: "MemberExpression[object.name='process'][property.name='env']",
					message: 'Read settings from astro:env/server or astro:env/client.',
				},
			],
		},
	},
	...astro.configs.recommended,
	{
		files: ['**/*.astro', '**/*.mjs', '**/*.js'],
		...tseslint.configs.disableTypeChecked,
	},
	{
		files: ['src/**'],
		// Tests may take fixtures from the server's seed data.
		ignores: ['src/server/**', 'src/pages/**', '**/*.test.{ts,tsx}'],
		rules: { 'no-restricted-imports': ['error', noServerImports] },
	},
	{
		// Pages may use the server only through the runtime, for build-time data.
		files: ['src/pages/**'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{
							group: ['**/server/**', '!**/server/runtime'],
							message: 'Pages reach the API through server/runtime (in-process fetch) only.',
						},
					],
				},
			],
		},
	},
	{
		// A file or function a reader cannot hold in their head is split along its seams (issue #16).
		// Every line counts, comments and blank lines too: they are read as well. Data and schema
		// files are long by nature (the demo catalogue, the one table definition).
		files: ['src/**'],
		ignores: [
			'**/*.test.{ts,tsx}',
			'src/server/db/seed-data/**',
			'src/server/db/schema.ts',
			'src/server/db/migrations/**',
			'src/content/**',
			'src/i18n/**/*.json',
		],
		rules: {
			'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }],
			'max-lines-per-function': [
				'error',
				{ max: 120, skipBlankLines: false, skipComments: false, IIFEs: true },
			],
		},
	},
	{
		// Tests, scripts, tool configs and Netlify's own functions (built apart from Astro) run in
		// Node directly and may read the environment.
		files: [
			'tests/**',
			'scripts/**',
			'netlify/functions/**',
			'*.config.*',
			'astro.config.mjs',
			'**/*.test.{ts,tsx}',
		],
		rules: {
			'no-restricted-syntax': 'off',
			'@typescript-eslint/no-non-null-assertion': 'off',
			'@typescript-eslint/no-unsafe-member-access': 'off',
			'@typescript-eslint/no-unsafe-assignment': 'off',
			'@typescript-eslint/no-unsafe-argument': 'off',
			'@typescript-eslint/no-unsafe-call': 'off',
			'@typescript-eslint/no-unsafe-return': 'off',
		},
	},
	// routes → services → db inside src/server (eslint.layers.mjs).
	...serverLayers,
);
