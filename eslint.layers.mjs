// @ts-check
/**
 * The server's layers (ARCHITECTURE "Boundaries", STYLE §2, issue #16): routes → services → db.
 * The HTTP layer (app, middleware, routes and their helpers) parses and answers and never touches
 * the database; services and gateways hold the rules and never see HTTP; only src/server/db speaks
 * SQL, and it imports nothing else of the server. tests/tooling/boundaries.test.ts proves each rule
 * fails on a violation. Tests are left out: they drive the layers from outside.
 *
 * Flat config replaces a rule's options per file rather than merging them, so each layer's block
 * lists every pattern that applies to it.
 */

const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

/** Only src/server/db speaks SQL. */
const sqlOutsideDb = {
	group: ['drizzle-orm', 'drizzle-orm/**', 'pg', '@electric-sql/pglite', '@electric-sql/pglite/**'],
	message: 'Only src/server/db speaks SQL: add a function to src/server/db/queries and call it.',
};

/** Routes reach the database through a service. */
const dbFromHttp = {
	group: ['**/db', '**/db/**'],
	message: 'Routes call a service; the service calls src/server/db.',
};

/** Services take plain values and return results or throw AppError (STYLE rule 6). */
const httpFromServices = {
	group: [
		'hono',
		'hono/**',
		'**/routes',
		'**/routes/**',
		'**/middleware/**',
		'**/server/http',
		'../http',
		'**/server/app',
		'../app',
	],
	message:
		'Services never see HTTP: take plain values, return a result or throw AppError; the route shapes the answer.',
};

/** db → nothing else in the server (STYLE §2). */
const upperLayersFromDb = {
	group: [
		'hono',
		'hono/**',
		'**/services',
		'**/services/**',
		'**/routes',
		'**/routes/**',
		'**/middleware/**',
		'**/payments',
		'**/payments/**',
	],
	message:
		'src/server/db imports nothing else of the server: a service may call the database, never the other way.',
};

/** @type {import('eslint').Linter.Config[]} */
export const serverLayers = [
	{
		files: [
			'src/server/app.ts',
			'src/server/http.ts',
			'src/server/payload.ts',
			'src/server/middleware/**',
			'src/server/routes/**',
		],
		ignores: TESTS,
		rules: { 'no-restricted-imports': ['error', { patterns: [dbFromHttp, sqlOutsideDb] }] },
	},
	{
		files: ['src/server/services/**', 'src/server/payments/**'],
		ignores: TESTS,
		rules: {
			'no-restricted-imports': ['error', { patterns: [httpFromServices, sqlOutsideDb] }],
		},
	},
	{
		files: ['src/server/db/**'],
		ignores: TESTS,
		rules: { 'no-restricted-imports': ['error', { patterns: [upperLayersFromDb] }] },
	},
	{
		// The rest of the server (runtime, config, context, logger, errors): no SQL either.
		files: ['src/server/*.ts'],
		ignores: [...TESTS, 'src/server/app.ts', 'src/server/http.ts', 'src/server/payload.ts'],
		rules: { 'no-restricted-imports': ['error', { patterns: [sqlOutsideDb] }] },
	},
];
