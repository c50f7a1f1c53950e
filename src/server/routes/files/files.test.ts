/**
 * Serving uploaded files (issue #7, `GET /api/files/:id`): a logo is public and long-cached, sent
 * with its detected type, nosniff, an inline safe name and same-origin resource policy; an SVG
 * with a CSP that blocks scripts; a PDF as a download under the same CSP (issue #15); a video or
 * PDF only through a signed link made for one person (missing, forged, moved to another file or
 * person or tampered → 404, expired → 403), and only while that person may still see it (issue
 * #15: someone who leaves the team loses it within the access cache's 30 s); Range requests for
 * seeking (206, 416). No `pcek`: `<img>` and `<video>` cannot send it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPharmacyTeam, type Person } from '../../../../tests/factories/pharmacies';
import { call, createApp, createTestDeps, TEST_CLIENT_KEY } from '../../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import type { App } from '../../app';
import type { AppDeps } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import * as queries from '../../db/queries/uploads';
import { diskStorage, newStorageKey, type FileStorage } from '../../services/file-storage';
import { signedFileUrl } from '../../services/file-urls';
import { createTtlCache } from '../../services/ttl-cache';

const NOW = new Date('2026-11-22T10:00:00Z');
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array(92).fill(7)]);
/** The sniffer's MP4: a box size, then `ftyp`; 1000 bytes, each telling its position mod 256. */
const MP4 = Uint8Array.from({ length: 1000 }, (_, i) =>
	i < 8 ? [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70][i]! : i % 256,
);

describe.each(databaseKinds)('GET /api/files on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	let deps: AppDeps;
	let storageDir: string;
	let storage: FileStorage;
	let clock = NOW;
	let logoId: string;
	let svgId: string;
	let videoId: string;
	let pdfId: string;
	let htmlId: string;
	let team: Awaited<ReturnType<typeof createPharmacyTeam>>;

	async function storeFile(
		pharmacyId: number,
		values: { kind: 'logo' | 'video' | 'pdf'; contentType: string; name: string },
		bytes: Uint8Array,
	): Promise<string> {
		const storageKey = newStorageKey(pharmacyId);
		await storage.save(storageKey, bytes, { maxBytes: bytes.length });
		const row = await queries.insertUploadedFile(handle.db, {
			pharmacyId,
			kind: values.kind,
			contentType: values.contentType,
			bytes: bytes.length,
			originalName: values.name,
			storageKey,
		});
		return row.id;
	}

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		storageDir = await mkdtemp(path.join(os.tmpdir(), 'files-'));
		storage = diskStorage(storageDir);
		deps = createTestDeps(handle.db, { files: storage, now: () => clock });
		app = createApp(deps);
		team = await createPharmacyTeam(handle.db, app, { size: 'L', members: 2 });
		const { pharmacy } = team;
		logoId = await storeFile(
			pharmacy.id,
			{ kind: 'logo', contentType: 'image/png', name: 'Logo "Peña"\r\n.pdf' },
			PNG,
		);
		svgId = await storeFile(
			pharmacy.id,
			{ kind: 'logo', contentType: 'image/svg+xml', name: 'logo.svg' },
			new TextEncoder().encode(
				'<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>',
			),
		);
		videoId = await storeFile(
			pharmacy.id,
			{ kind: 'video', contentType: 'video/mp4', name: 'acogida.mp4' },
			MP4,
		);
		pdfId = await storeFile(
			pharmacy.id,
			{ kind: 'pdf', contentType: 'application/pdf', name: 'protocolo.pdf' },
			new TextEncoder().encode('%PDF-1.4\n%%EOF\n'),
		);
		// A row no upload would write: the server must still never send a runnable type.
		htmlId = await storeFile(
			pharmacy.id,
			{ kind: 'logo', contentType: 'text/html', name: 'x.html' },
			new TextEncoder().encode('<script>alert(1)</script>'),
		);
	});
	afterAll(async () => {
		await handle.close();
		await rm(storageDir, { recursive: true, force: true });
	});
	beforeEach(() => {
		clock = NOW;
	});

	/** As `<img>` and `<video>` ask: no pcek, no bearer token. */
	const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
		app.request(url, { method, headers });

	/** A link as the player's getCourse makes it, for the pharmacy's owner unless said otherwise. */
	const signed = (id: string, ttl = 3600, viewer: Person = team.owner) =>
		signedFileUrl(deps.config, id, { viewerId: viewer.user.id, ttlSeconds: ttl, now: clock });

	describe('a logo', () => {
		it('is public, with its detected type and the headers that keep it inert', async () => {
			const res = await get(`/api/files/${logoId}`);
			expect(res.status).toBe(200);
			expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
			expect(Object.fromEntries(res.headers)).toMatchObject({
				'content-type': 'image/png',
				'content-length': String(PNG.length),
				'x-content-type-options': 'nosniff',
				'cross-origin-resource-policy': 'same-origin',
				'cache-control': 'public, max-age=31536000, immutable',
				'accept-ranges': 'bytes',
				etag: `"${logoId}"`,
			});
			// The name without quotes or line breaks, and with the extension of what it is.
			expect(res.headers.get('content-disposition')).toBe(
				`inline; filename="Logo Pe_a.png"; filename*=UTF-8''Logo%20Pe%C3%B1a.png`,
			);
			expect(res.headers.get('content-security-policy')).toBeNull();
		});

		it('answers 304 to a browser that already has it', async () => {
			const res = await get(`/api/files/${logoId}`, { 'if-none-match': `"${logoId}"` });
			expect(res.status).toBe(304);
			expect(await res.text()).toBe('');
		});

		it('sends an SVG with a CSP that blocks scripts and sandboxes it', async () => {
			const res = await get(`/api/files/${svgId}`);
			expect(res.status).toBe(200);
			expect(res.headers.get('content-type')).toBe('image/svg+xml');
			expect(res.headers.get('content-security-policy')).toBe(
				"default-src 'none'; style-src 'unsafe-inline'; sandbox",
			);
			expect(res.headers.get('x-content-type-options')).toBe('nosniff');
		});

		it('never sends a stored type a browser would run, and makes it a download', async () => {
			const res = await get(`/api/files/${htmlId}`);
			expect(res.headers.get('content-type')).toBe('application/octet-stream');
			expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="x\.bin"/);
		});

		it('answers HEAD with the size and no body', async () => {
			const res = await get(`/api/files/${logoId}`, {}, 'HEAD');
			expect(res.status).toBe(200);
			expect(res.headers.get('content-length')).toBe(String(PNG.length));
			expect(await res.text()).toBe('');
		});

		it('needs no client key, and a client key changes nothing', async () => {
			const res = await get(`/api/files/${logoId}`, { pcek: TEST_CLIENT_KEY });
			expect(res.status).toBe(200);
		});
	});

	it.each([
		['an unknown id', () => '/api/files/3b241101-e2bb-4255-8caf-4136c566a962'],
		['an id that is not a uuid', () => '/api/files/..%2F..%2Fetc%2Fpasswd'],
		['a storage key as id', () => '/api/files/1'],
	])('answers 404 file_nf for %s', async (_, url) => {
		const res = await get(url());
		expect(res.status).toBe(404);
		expect(await res.json()).toMatchObject({ ok: false, result: 'file_nf' });
	});

	describe('a video or PDF', () => {
		it('opens with a valid signed link, cached privately for 5 minutes at most', async () => {
			const res = await get(signed(pdfId, 600));
			expect(res.status).toBe(200);
			expect(res.headers.get('content-type')).toBe('application/pdf');
			expect(res.headers.get('cache-control')).toBe('private, max-age=300');
			const soon = await get(signed(pdfId, 60));
			expect(soon.headers.get('cache-control')).toBe('private, max-age=60');
			expect(await res.text()).toBe('%PDF-1.4\n%%EOF\n');
		});

		it('sends a PDF as a download, sandboxed like an SVG should a browser open it anyway', async () => {
			const res = await get(signed(pdfId, 600));
			expect(res.status).toBe(200);
			expect(res.headers.get('content-disposition')).toBe(
				`attachment; filename="protocolo.pdf"; filename*=UTF-8''protocolo.pdf`,
			);
			expect(res.headers.get('content-security-policy')).toBe(
				"default-src 'none'; style-src 'unsafe-inline'; sandbox",
			);
			expect(res.headers.get('x-content-type-options')).toBe('nosniff');
		});

		it('plays a video inline', async () => {
			const res = await get(signed(videoId));
			expect(res.status).toBe(200);
			expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="acogida\.mp4"/);
		});

		it.each([
			['no signature', () => `/api/files/${videoId}`],
			[
				'a forged signature',
				() =>
					signed(videoId).replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
			],
			[
				'a later expiry than signed',
				() =>
					signed(videoId).replace(/exp=(\d+)/, (_, exp: string) => `exp=${Number(exp) + 86400}`),
			],
			['the signature of another file', () => signed(pdfId).replace(pdfId, videoId)],
			['a signature without expiry', () => signed(videoId).replace(/exp=\d+&/, '')],
			['a signature without its user', () => signed(videoId).replace(/uid=\d+&/, '')],
			[
				'the link of one member with another member’s id',
				() =>
					signed(videoId, 3600, team.members[0]).replace(
						/uid=\d+/,
						`uid=${team.members[1]!.user.id}`,
					),
			],
		])('is refused with %s (404, as if it did not exist)', async (_, url) => {
			const res = await get(url());
			expect(res.status).toBe(404);
			expect(await res.json()).toMatchObject({ ok: false, result: 'file_nf' });
		});

		it('opens for a member of the team with their own link', async () => {
			const res = await get(signed(videoId, 3600, team.members[0]), { range: 'bytes=0-9' });
			expect(res.status).toBe(206);
		});

		it('is refused for someone outside the team, even with a link made for them', async () => {
			const stranger = await createPharmacyTeam(handle.db, app, { size: 'L', members: 1 });
			const res = await get(signed(videoId, 3600, stranger.members[0]));
			expect(res.status).toBe(404);
			expect(await res.json()).toMatchObject({ ok: false, result: 'file_nf' });
		});

		it('is refused once the link has expired (403 link_exp)', async () => {
			const url = signed(videoId, 60);
			clock = new Date(NOW.getTime() + 61_000);
			const res = await get(url);
			expect(res.status).toBe(403);
			expect(await res.json()).toMatchObject({ ok: false, result: 'link_exp' });
		});

		it('serves a byte range for seeking (206 with Content-Range)', async () => {
			const res = await get(signed(videoId), { range: 'bytes=100-199' });
			expect(res.status).toBe(206);
			expect(res.headers.get('content-range')).toBe('bytes 100-199/1000');
			expect(res.headers.get('content-length')).toBe('100');
			expect(res.headers.get('content-type')).toBe('video/mp4');
			expect(new Uint8Array(await res.arrayBuffer())).toEqual(MP4.subarray(100, 200));
		});

		it.each([
			['an open range', 'bytes=990-', 'bytes 990-999/1000', 10],
			['a suffix range', 'bytes=-5', 'bytes 995-999/1000', 5],
			['a range past the end, cut to the size', 'bytes=900-5000', 'bytes 900-999/1000', 100],
		])('serves %s', async (_, range, contentRange, length) => {
			const res = await get(signed(videoId), { range });
			expect(res.status).toBe(206);
			expect(res.headers.get('content-range')).toBe(contentRange);
			expect((await res.arrayBuffer()).byteLength).toBe(length);
		});

		it('answers 416 to a range that starts after the end', async () => {
			const res = await get(signed(videoId), { range: 'bytes=1000-' });
			expect(res.status).toBe(416);
			expect(res.headers.get('content-range')).toBe('bytes */1000');
		});

		it('sends the whole file for several ranges or another unit', async () => {
			for (const range of ['bytes=0-1,5-6', 'items=0-1']) {
				const res = await get(signed(videoId), { range });
				expect(res.status).toBe(200);
				expect((await res.arrayBuffer()).byteLength).toBe(1000);
			}
		});
	});

	describe('a member who leaves the team', () => {
		/** Leaves (or is removed) through the API, as the campus does it. */
		const removeMember = (member: Person) =>
			call(app, 'POST', '/api/pharmacy/removeMember', {
				token: team.owner.token,
				body: { pharmacyId: team.pharmacy.id, userId: member.user.id },
			});

		it('loses their links within the access cache’s 30 s, long before the links expire', async () => {
			// The production set-up: who may see a file is kept 30 s, on the injected clock.
			const cached = createApp({
				...deps,
				accessCache: createTtlCache({
					ttlMs: 30_000,
					maxEntries: 100,
					now: () => clock.getTime(),
				}),
			});
			const member = team.members[0]!;
			const link = signed(videoId, 6 * 3600, member);
			const fetch = () => cached.request(link, { headers: { range: 'bytes=0-9' } });
			expect((await fetch()).status).toBe(206);

			const res = await removeMember(member);
			expect(res.status, res.text).toBe(200);
			clock = new Date(NOW.getTime() + 20_000);
			// Still inside the window: what was checked 20 s ago is trusted.
			expect((await fetch()).status).toBe(206);

			clock = new Date(NOW.getTime() + 31_000);
			const gone = await fetch();
			expect(gone.status).toBe(404);
			expect(await gone.json()).toMatchObject({ ok: false, result: 'file_nf' });
			// The file is still there for those who may see it.
			expect((await get(signed(videoId))).status).toBe(200);
		});

		it('loses them at once where nothing is cached, and the file row is untouched', async () => {
			const member = team.members[1]!;
			const link = signed(pdfId, 6 * 3600, member);
			expect((await get(link)).status).toBe(200);
			const res = await call(app, 'POST', '/api/pharmacy/leavePharmacy', {
				token: member.token,
				body: {},
			});
			expect(res.status, res.text).toBe(200);
			const before = await queries.findUploadedFile(handle.db, pdfId);
			const gone = await get(link);
			expect(gone.status).toBe(404);
			expect(await gone.json()).toMatchObject({ ok: false, result: 'file_nf' });
			expect(await queries.findUploadedFile(handle.db, pdfId)).toEqual(before);
		});
	});
});
