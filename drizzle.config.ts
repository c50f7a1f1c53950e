import { defineConfig } from 'drizzle-kit';

// Used only by `npm run db:generate` to write migrations; the app applies them itself at start.
export default defineConfig({
	dialect: 'postgresql',
	schema: './src/server/db/schema.ts',
	out: './src/server/db/migrations',
});
