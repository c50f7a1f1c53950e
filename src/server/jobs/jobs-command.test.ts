/**
 * `npm run jobs` (issue #18): an operator lists the dead-lettered jobs and sends them back; a
 * redriven mail goes once the transport accepts it again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../tests/factories/users';
import { createTestDeps } from '../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../tests/setup/test-db';
import { runJobs } from '../../../tests/setup/test-jobs';
import type { DatabaseHandle } from '../db/client';
import type { MailMessage } from '../services/mail';
import { runJobsCommand } from './jobs-command';

describe.each(databaseKinds)('npm run jobs on %s', (kind) => {
	let handle: DatabaseHandle;

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
	});
	afterAll(async () => {
		await handle.close();
	});

	it('lists the dead-lettered jobs, sends them back, and refuses what it does not know', async () => {
		const transport = { down: true, sent: [] as MailMessage[] };
		const deps = createTestDeps(handle.db, {
			mailer: {
				send(message) {
					if (transport.down) return Promise.resolve({ ok: false, error: 'ECONNREFUSED' });
					transport.sent.push(message);
					return Promise.resolve({ ok: true, id: '1' });
				},
			},
		});
		const boss = await deps.jobs.start();
		await boss.updateQueue('mail', { retryLimit: 0, retryDelay: 0, retryBackoff: false });
		try {
			const lines: string[] = [];
			const print = (line: string) => {
				lines.push(line);
			};
			expect(await runJobsCommand([], boss, print)).toBe(0);
			expect(lines).toEqual(['no dead-lettered jobs']);

			const user = await createUser(handle.db);
			const key = `mail:welcome:${String(user.id)}`;
			await deps.jobs.enqueue(
				handle.db,
				{ queue: 'mail', key, work: { template: 'welcome', userId: user.id } },
				deps.now(),
			);
			expect(await runJobs(deps)).toEqual({ completed: 0, failed: 1 });

			lines.length = 0;
			expect(await runJobsCommand(['dead'], boss, print)).toBe(0);
			expect(lines).toEqual([
				expect.stringMatching(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT.+Z  mail  ${key}  [\\w-]+$`)),
				'1 dead-lettered job(s); npm run jobs -- redrive [id ...] sends them back',
			]);

			lines.length = 0;
			expect(await runJobsCommand(['redrive'], boss, print)).toBe(0);
			expect(lines).toEqual(['sent back 1 job(s)']);
			transport.down = false;
			expect(await runJobs(deps)).toEqual({ completed: 1, failed: 0 });
			expect(transport.sent.map((mail) => mail.to)).toEqual([user.email]);

			lines.length = 0;
			expect(await runJobsCommand(['borrar'], boss, print)).toBe(2);
			expect(lines).toEqual(['usage: npm run jobs [-- dead | -- redrive [id ...]]']);
		} finally {
			await boss.updateQueue('mail', { retryLimit: 6, retryDelay: 60, retryBackoff: true });
		}
	});
});
