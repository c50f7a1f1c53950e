/**
 * `npm run admin:create` (issue #19): the first admin of a campus, made from the command line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../tests/factories/users';
import { login } from '../../../../tests/setup/auth-calls';
import { createApp, createTestDeps } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import type { DatabaseHandle } from '../../db/client';
import { findStaffRole, findUserByEmail } from '../../db/queries/users';
import { runAdminCreateCommand } from './staff';

const NOW = new Date('2026-11-26T10:00:00Z');

describe.each(databaseKinds)('npm run admin:create on %s', (kind) => {
	let handle: DatabaseHandle;
	const lines: string[] = [];
	const print = (line: string) => {
		lines.push(line);
	};

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
	});
	afterAll(async () => {
		await handle.close();
	});

	it('makes an existing account admin, whatever the case of the address typed', async () => {
		const user = await createUser(handle.db, { email: 'farmaceutica.jefa@ejemplo.es' });
		lines.length = 0;
		expect(
			await runAdminCreateCommand(['Farmaceutica.Jefa@Ejemplo.es'], handle.db, NOW, print),
		).toBe(0);
		expect(await findStaffRole(handle.db, user.id)).toBe('admin');
		expect(lines).toEqual(['farmaceutica.jefa@ejemplo.es is now admin']);

		expect(await runAdminCreateCommand([user.email, '--editor'], handle.db, NOW, print)).toBe(0);
		expect(await findStaffRole(handle.db, user.id)).toBe('editor');
	});

	it('creates the account with a one-time password that must be changed at the first login', async () => {
		lines.length = 0;
		expect(await runAdminCreateCommand(['nueva.admin@ejemplo.es'], handle.db, NOW, print)).toBe(0);
		const created = await findUserByEmail(handle.db, 'nueva.admin@ejemplo.es');
		expect(created?.staffRole).toBe('admin');
		expect(created?.mustChangePwd).toBe(true);
		const password = /must be changed at the first login\): (\S+)$/.exec(lines.at(-1) ?? '')?.[1];
		expect(password).toBeDefined();

		const app = createApp(createTestDeps(handle.db));
		const answer = await login(app, 'nueva.admin@ejemplo.es', password ?? '');
		// A change token instead of a session: the password printed on a terminal cannot stay.
		expect(answer.body).toMatchObject({ ok: true, data: { token: { must_change_pwd: true } } });
	});

	it('refuses a missing or malformed address and unknown flags without touching anything', async () => {
		for (const args of [[], ['no-es-un-correo'], ['a@b.es', 'c@d.es'], ['a@b.es', '--root']]) {
			lines.length = 0;
			expect(await runAdminCreateCommand(args, handle.db, NOW, print)).toBe(2);
			expect(lines[0]).toMatch(/^usage: npm run admin:create/);
		}
		expect(await findUserByEmail(handle.db, 'a@b.es')).toBeUndefined();
	});
});
