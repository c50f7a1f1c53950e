/**
 * The demo teams' learning and the demo pharmacy's logo (issue #7), as `npm start` seeds them:
 * what the titular's report, the group's dashboard, a member's dashboard, statistics and
 * certificates read from them, the logo served like an upload, nothing on the itinerary's
 * locked course, nothing without the demo accounts, and nothing more on a second seeding.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../../tests/setup/auth-calls';
import { call, createApp, createTestDeps } from '../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../tests/setup/test-db';
import type { LearnerDashboard } from '../../lib/contracts/progress';
import type { Report } from '../../lib/contracts/reports';
import type { App } from '../app';
import type { AppDeps } from '../context';
import { diskStorage, type FileStorage } from './file-storage';
import { sanitizeSvg } from './svg-sanitize';
import { sniffUploadType } from './upload-types';
import type { DatabaseHandle } from '../db/client';
import {
	certificates,
	courseProgress,
	courses,
	itemProgress,
	learningDays,
	pharmacies,
	programItems,
	programTopics,
	quizAttempts,
	resourceDownloads,
	uploadedFiles,
	users,
} from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed-data/accounts';
import { demoPharmacyItinerary } from '../db/seed-data/itineraries';
import { DEMO_LOGO_SVG } from '../db/seed-data/pharmacy-logo';
import { seedDemoCampus, seedDemoTeamLearning } from './demo-team-learning';

const DAY_MS = 86_400_000;

describe.each(databaseKinds)('demo team learning and logo on %s', (kind) => {
	let handle: DatabaseHandle;
	let storageDir: string;
	let storage: FileStorage;
	let deps: AppDeps;
	let app: App;
	const seed = (demoAccounts = true) =>
		seedDemoCampus(handle.db, { demoAccounts, files: storage, config: deps.config });

	async function tokenOf(email: string): Promise<string> {
		const res = await login(app, email, DEMO_PASSWORD);
		expect(res.status, res.text).toBe(200);
		return (res.body.data.token as { access_token: string }).access_token;
	}

	async function post<T>(token: string, route: string, body: Record<string, unknown> = {}) {
		const res = await call(app, 'POST', `/api/${route}`, { token, body });
		expect(res.status, res.text).toBe(200);
		const [answer] = Object.values(res.body.data as Record<string, unknown>);
		return answer as T;
	}

	async function demoPharmacy() {
		const [row] = await handle.db
			.select({ id: pharmacies.id, logoFileId: pharmacies.logoFileId, groupId: pharmacies.groupId })
			.from(pharmacies)
			.where(eq(pharmacies.name, 'Farmacia Demo Liceo'));
		return row!;
	}

	/** Every row the seed may write, counted. */
	async function snapshot() {
		const tables = {
			itemProgress,
			learningDays,
			courseProgress,
			certificates,
			resourceDownloads,
			quizAttempts,
			uploadedFiles,
			courses,
		};
		const counts: Record<string, number> = {};
		for (const [name, table] of Object.entries(tables)) {
			const [row] = await handle.db.select({ n: count() }).from(table);
			counts[name] = row?.n ?? 0;
		}
		return { counts, logo: (await demoPharmacy()).logoFileId };
	}

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		storageDir = await mkdtemp(path.join(os.tmpdir(), 'demo-learning-'));
		storage = diskStorage(storageDir);
		// The seed dates the learning back from the real clock; the calls read it with the same.
		deps = createTestDeps(handle.db, { files: storage, now: () => new Date() });
		app = createApp(deps);
	});
	afterAll(async () => {
		await handle.close();
		await rm(storageDir, { recursive: true, force: true });
	});

	it('adds no learning and no logo without the demo accounts (production)', async () => {
		const before = await snapshot();
		await seed(false);
		expect(await snapshot()).toEqual(before);
		expect(before.counts.itemProgress).toBe(0);
		expect(before.logo).toBeNull();
	});

	it("shows the members' courses, certificates and downloads in the titular's report", async () => {
		// Two processes starting together: the figures below are those of one seeding.
		await Promise.all([seed(), seed()]);
		const pharmacy = await demoPharmacy();
		const report = await post<Report>(await tokenOf('titular@liceo.local'), 'reports/getReport', {
			pharmacyId: pharmacy.id,
		});
		const member = (email: string) => report.members.find((row) => row.email === email)!;
		// Atención al cliente and Resfriado común (certificates), the welcome video (own training);
		// Dermofarmacia básica started. 810 + 150 + 420 + 240 seconds watched.
		expect(member('equipo1@liceo.local')).toMatchObject({
			coursesStarted: 4,
			coursesCompleted: 3,
			certificates: 2,
			downloads: 3,
			minutes: 27,
			active: true,
		});
		expect(member('equipo2@liceo.local')).toMatchObject({
			coursesStarted: 1,
			coursesCompleted: 0,
			certificates: 0,
			downloads: 0,
			averageProgress: 50,
			minutes: 7,
			active: true,
		});
		expect(member('equipo3@liceo.local')).toMatchObject({
			coursesStarted: 0,
			minutes: 0,
			active: false,
		});
		expect(report.summary).toEqual({
			people: 4,
			active: 2,
			minutes: 34,
			coursesCompleted: 3,
			certificates: 2,
			downloads: 3,
		});
		const resfriado = report.courses.find((course) => course.courseId === 2002);
		expect(resfriado).toMatchObject({
			started: 2,
			completed: 1,
			averageProgress: 75,
			downloads: 2,
		});
		expect(report.ranking.map((row) => row.name)).toEqual([
			'Marta López Gil',
			'Javier Moreno Ruiz',
		]);
		// Spread over days: the last activity is yesterday's, within the default 30 days.
		expect(member('equipo1@liceo.local').lastActivity! >= report.filters.from).toBe(true);
	});

	it('records nothing on the course the itinerary keeps locked', async () => {
		const locked = demoPharmacyItinerary.courses.find((course) => course.opensAfterDays !== null);
		expect(locked).toBeDefined();
		const rows = await handle.db
			.select({ n: count() })
			.from(itemProgress)
			.innerJoin(programItems, eq(programItems.id, itemProgress.itemId))
			.innerJoin(programTopics, eq(programTopics.id, programItems.topicId))
			.where(eq(programTopics.courseId, locked!.id));
		expect(rows[0]?.n).toBe(0);
	});

	it('leaves someone alone whose course the itinerary has not opened yet', async () => {
		const locked = demoPharmacyItinerary.courses.find((course) => course.opensAfterDays !== null)!;
		const before = await snapshot();
		const taught = await seedDemoTeamLearning(handle.db, {
			config: deps.config,
			plan: {
				'equipo3@liceo.local': [
					{ daysAgo: 1, hour: 10, course: locked.id, items: [{ position: 1 }, { position: 2 }] },
				],
			},
		});
		expect(taught).toBe(0);
		expect(await snapshot()).toEqual(before);
	});

	it("gives the group's dashboard something from each pharmacy", async () => {
		const pharmacy = await demoPharmacy();
		const report = await post<Report>(await tokenOf('grupo@liceo.local'), 'reports/getReport', {
			groupId: pharmacy.groupId,
		});
		const byName = Object.fromEntries(report.pharmacies.map((row) => [row.name, row]));
		expect(byName['Farmacia Demo Liceo']).toMatchObject({ active: 2, certificates: 2 });
		// Gases y digestiones pesadas, finished by norte1; norte2 half-way through a video.
		expect(byName['Farmacia Demo Norte']).toMatchObject({ active: 2, certificates: 1 });
		expect(byName['Farmacia Demo Sur']).toMatchObject({ active: 1, certificates: 0 });
		expect(report.summary.certificates).toBe(3);
	});

	it("shows equipo1 the pharmacy's logo, the courses done and certificates that verify", async () => {
		const token = await tokenOf('equipo1@liceo.local');
		const dashboard = await post<LearnerDashboard>(token, 'progress/getDashboard');
		expect(dashboard.summary).toMatchObject({ minutesWatched: 27, certificates: 2 });
		expect(dashboard.completed.filter((course) => course.certificate !== null)).toHaveLength(2);
		expect(dashboard.continueWatching.map((course) => course.cid)).toEqual([1001]);

		const statistics = await post<{ certificates: number; itemsCompleted: number }>(
			token,
			'statistics/getStatistics',
		);
		// 5 + 4 + 1 items completed, the video and the PDF of the third course.
		expect(statistics).toMatchObject({ certificates: 2, itemsCompleted: 12 });

		const { certificates: mine } = await post<{
			certificates: { code: string; issuedAt: string }[];
		}>(token, 'certificates/getCertificates');
		expect(mine).toHaveLength(2);
		for (const certificate of mine) {
			expect(Date.now() - Date.parse(certificate.issuedAt)).toBeLessThan(30 * DAY_MS);
			const verified = await call(app, 'POST', '/api/certificates/verifyCertificate', {
				body: { code: certificate.code },
			});
			expect(verified.body.data.verifyCertificate.status).toBe('valid');
		}

		const mineAll = await post<{ memberOf: { logoUrl: string | null } | null }>(
			token,
			'pharmacy/getMyPharmacies',
		);
		const logoUrl = mineAll.memberOf?.logoUrl;
		expect(logoUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
		const served = await app.request(logoUrl!);
		expect(served.status).toBe(200);
		expect(served.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
		const body = await served.text();
		expect(body).toBe(sanitizeSvg(DEMO_LOGO_SVG));
	});

	it('stores a logo the upload would accept and keep as it is', async () => {
		const clean = sanitizeSvg(DEMO_LOGO_SVG);
		expect(clean).toBe(`<?xml version="1.0" encoding="UTF-8"?>\n${DEMO_LOGO_SVG}`);
		expect(sniffUploadType(Buffer.from(DEMO_LOGO_SVG))).toBe('image/svg+xml');
		const [file] = await handle.db
			.select()
			.from(uploadedFiles)
			.where(
				and(
					eq(uploadedFiles.kind, 'logo'),
					eq(uploadedFiles.id, (await demoPharmacy()).logoFileId!),
				),
			);
		expect(file).toMatchObject({ contentType: 'image/svg+xml', bytes: Buffer.byteLength(clean) });
	});

	it('adds nothing when seeded again', async () => {
		const before = await snapshot();
		await seed();
		expect(await snapshot()).toEqual(before);
		const demoPeople = await handle.db
			.select({ n: count() })
			.from(itemProgress)
			.innerJoin(users, eq(users.id, itemProgress.userId))
			.where(
				inArray(sql`lower(${users.email})`, [
					'equipo1@liceo.local',
					'equipo2@liceo.local',
					'norte1@liceo.local',
					'norte2@liceo.local',
					'sur1@liceo.local',
				]),
			);
		expect(demoPeople[0]?.n).toBe(before.counts.itemProgress);
	});
});
