/**
 * Smoke journey on the deploy target (issue #15): the Netlify build (static pages on the CDN,
 * `/*` on demand as one function) under netlify-cli's emulation, against PostgreSQL. Run by
 * `npm run test:netlify` (scripts/test-netlify.ts); the full journeys run on the Node build.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CLIENT_KEY } from '../e2e/learners';
import { waitForHydration } from '../e2e/support';

/** A demo account (src/server/db/seed-data/accounts.ts), present outside production. */
const DEMO = { email: 'demo@liceo.local', password: 'Campus#2026', name: 'Lucía' };

test('inicio, catálogo, acceso con una cuenta de demostración y una llamada autenticada', async ({
	page,
	request,
}) => {
	await page.goto('/');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(
		'Formación en vídeo para el equipo de la farmacia',
	);

	await page.goto('/cursos/');
	await expect(
		page.getByRole('heading', { level: 1, name: 'Cursos para el equipo de la farmacia' }),
	).toBeVisible();
	// The catalogue was prerendered from the PostgreSQL database the function reads too.
	await expect(page.locator('a[href^="/cursos/"][href$="/"]').first()).toBeVisible();

	await page.goto('/login/');
	await waitForHydration(page);
	const form = page.getByRole('form', { name: 'Iniciar sesión' });
	await form.getByLabel('Email o nombre de usuario').fill(DEMO.email);
	await form.getByLabel('Contraseña', { exact: true }).fill(DEMO.password);
	await form.getByRole('button', { name: 'Entrar' }).click();
	await expect(page).toHaveURL(/\/dashboard\/?$/);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hola, ${DEMO.name}`);

	// The access token the login left in the browser opens an authenticated call of the function.
	const cookies = await page.context().cookies();
	const accessToken = cookies.find((cookie) => /^at(_dev|_pre)?$/.test(cookie.name))?.value;
	expect(accessToken, 'the login sets the access-token cookie').toBeTruthy();
	const session = await request.get('/api/oauth/token', {
		headers: { pcek: CLIENT_KEY, authorization: `Bearer ${accessToken}` },
	});
	expect(session.status()).toBe(200);
	expect(await session.json()).toMatchObject({ ok: true });
	const anonymous = await request.get('/api/oauth/token', { headers: { pcek: CLIENT_KEY } });
	expect(anonymous.status()).toBe(401);
	expect(await anonymous.json()).toMatchObject({ ok: false });
});

test('una ruta desconocida lleva al inicio y las direcciones antiguas a su página (ADR 003)', async ({
	page,
	request,
}) => {
	const answer = await request.get('/esta-ruta-no-existe', { maxRedirects: 0 });
	expect(answer.status()).toBe(302);
	expect(answer.headers()['location']).toBe('/');

	// The fixed redirects of spec §2 keep their 301 although Netlify routes them to the function.
	const moves = [
		['/home', '/'],
		['/salud_capilar', '/expert/salud-capilar'],
		// Campaign tags survive the move (issue #17).
		['/salud_capilar?utm_source=boletin', '/expert/salud-capilar?utm_source=boletin'],
	] as const;
	for (const [from, to] of moves) {
		const moved = await request.get(from, { maxRedirects: 0 });
		expect(moved.status(), from).toBe(301);
		expect(moved.headers()['location'], from).toBe(to);
	}

	await page.goto('/esta-ruta-no-existe');
	await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(
		'Formación en vídeo para el equipo de la farmacia',
	);
});

test.describe('cabeceras de seguridad', () => {
	test('una página del CDN y una respuesta de la API llevan nosniff y una CSP', async ({
		request,
	}) => {
		const answers = {
			'/ (CDN)': await request.get('/'),
			'/api/health (función)': await request.get('/api/health', { headers: { pcek: CLIENT_KEY } }),
		};
		for (const [what, answer] of Object.entries(answers)) {
			const headers = answer.headers();
			expect(headers['x-content-type-options'], what).toBe('nosniff');
			expect(headers['content-security-policy'], what).toBeTruthy();
		}
	});
});

test('la ronda programada de tareas envía el correo pendiente, y solo con su secreto (ADR 015)', async ({
	request,
}) => {
	const secret = process.env.NETLIFY_JOBS_RUN_SECRET ?? '';
	const outbox = path.resolve(process.env.NETLIFY_DATA_DIR ?? '', 'outbox');
	const asked = await request.post('/api/auth/recovery-password', {
		headers: { pcek: CLIENT_KEY },
		data: { email: DEMO.email },
	});
	expect(asked.status()).toBe(200);
	// No worker runs in a function: the mail waits for the round.
	const refused = await request.post('/api/jobs/run', {
		headers: { authorization: 'Bearer otra-cosa' },
	});
	expect(refused.status()).toBe(401);
	const round = await request.post('/api/jobs/run', {
		headers: { authorization: `Bearer ${secret}` },
	});
	expect(round.status()).toBe(200);
	const answer = (await round.json()) as { data: { runJobs: { completed: number } } };
	expect(answer.data.runJobs.completed).toBeGreaterThanOrEqual(1);
	const mails = await Promise.all(
		(await readdir(outbox)).map(async (file) => readFile(path.join(outbox, file), 'utf8')),
	);
	expect(
		mails.some((mail) => mail.includes(DEMO.email) && mail.includes('recovery-password?tk=')),
	).toBe(true);
});
