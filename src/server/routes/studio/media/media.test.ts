/**
 * The studio's media on both databases (issue #19, ADR 017m): a master video uploaded by tus in
 * two chunks with a resume in between, sniffed (a non-video is refused and its bytes dropped),
 * held to MEDIA_MAX_BYTES; the transcode job on the queue turns it into HLS with a poster and the
 * real duration; the studio polls its state and lists it; captions are uploaded (SRT converted),
 * read and saved (WebVTT checked); and the playback link serves playlists whose segments are
 * signed, while an unsigned, tampered, moved or expired link is refused. A lesson's PDF sheet is
 * one multipart request, ready at once (anything else refused, nothing kept). On an S3-compatible
 * bucket too, the master goes up by tus, is transcoded from the bucket and plays from it through
 * presigned segment links. Every call answers only
 * editors and admins: a learner, a pharmacy owner and an anonymous caller get 404 and change no
 * row and no stored file.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearner } from '../../../../../tests/factories/learners';
import { createPharmacyTeam } from '../../../../../tests/factories/pharmacies';
import {
	call,
	createApp,
	createTestDeps,
	TEST_CLIENT_KEY,
} from '../../../../../tests/setup/test-app';
import { runJobs } from '../../../../../tests/setup/test-jobs';
import { databaseKinds, openTestDatabase } from '../../../../../tests/setup/test-db';
import type { App } from '../../../app';
import type { AppDeps } from '../../../context';
import type { DatabaseHandle } from '../../../db/client';
import { mediaAssets } from '../../../db/schema';
import { diskStorage } from '../../../services/file-storage';
import { s3Storage } from '../../../services/storage/s3';
import { startS3Server } from '../../../../../tests/setup/storage-servers';

/** A 2.5 s clip, 960×540 with a tone: two renditions (360p, 540p), three segments each. */
const CLIP_SECONDS = 2.5;

let clipDir: string;
let clip: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
	clipDir = await mkdtemp(path.join(os.tmpdir(), 'media-clip-'));
	const file = path.join(clipDir, 'clip.mp4');
	execFileSync('ffmpeg', [
		'-hide_banner',
		'-loglevel',
		'error',
		'-f',
		'lavfi',
		'-i',
		`testsrc=size=960x540:rate=25:duration=${CLIP_SECONDS}`,
		'-f',
		'lavfi',
		'-i',
		`sine=frequency=440:duration=${CLIP_SECONDS}`,
		'-c:v',
		'libx264',
		'-preset',
		'ultrafast',
		'-pix_fmt',
		'yuv420p',
		'-c:a',
		'aac',
		'-shortest',
		file,
	]);
	clip = new Uint8Array(await readFile(file));
});
afterAll(async () => {
	await rm(clipDir, { recursive: true, force: true });
});

describe.each(databaseKinds)('studio media on %s', (kind) => {
	let handle: DatabaseHandle;
	let deps: AppDeps;
	let app: App;
	let storageDir: string;
	let editor: string;
	let admin: string;
	let learner: string;
	let owner: string;
	let clock = new Date('2026-11-22T10:00:00Z');

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		storageDir = await mkdtemp(path.join(os.tmpdir(), 'media-files-'));
		const base = createTestDeps(handle.db, { now: () => clock });
		deps = { ...base, files: diskStorage(storageDir, base.config) };
		app = createApp(deps);
		editor = (await createLearner(handle.db, app, null, { staffRole: 'editor' })).token;
		admin = (await createLearner(handle.db, app, null, { staffRole: 'admin' })).token;
		learner = (await createLearner(handle.db, app)).token;
		owner = (await createPharmacyTeam(handle.db, app, { members: 1 })).owner.token;
	});
	afterAll(async () => {
		await handle.close();
		await rm(storageDir, { recursive: true, force: true });
	});

	/** Every asset row, whole, and every stored file: what a refused call must leave as it was. */
	const assetRows = async () => handle.db.select().from(mediaAssets).orderBy(mediaAssets.id);
	const storedFiles = async () =>
		(await readdir(storageDir, { recursive: true, withFileTypes: true }))
			.filter((entry) => entry.isFile())
			.map((entry) => path.relative(storageDir, path.join(entry.parentPath, entry.name)))
			.sort();

	function tus(
		method: 'POST' | 'PATCH' | 'HEAD' | 'DELETE',
		url: string,
		token: string | undefined,
		headers: Record<string, string> = {},
		body?: Uint8Array<ArrayBuffer>,
	) {
		return app.request(url, {
			method,
			headers: {
				pcek: TEST_CLIENT_KEY,
				'tus-resumable': '1.0.0',
				...(token ? { authorization: `Bearer ${token}` } : {}),
				...(body ? { 'content-type': 'application/offset+octet-stream' } : {}),
				...headers,
			},
			...(body ? { body } : {}),
		});
	}

	async function createUpload(token: string, length: number, name = 'Lección 1: el mostrador.mp4') {
		return tus('POST', '/api/studio/media/uploads', token, {
			'upload-length': String(length),
			'upload-metadata': `filename ${Buffer.from(name).toString('base64')}`,
		});
	}

	/** Uploads `bytes` in two PATCHes with a HEAD between, as a resumed browser upload does. */
	async function upload(token: string, bytes: Uint8Array<ArrayBuffer>): Promise<string> {
		const created = await createUpload(token, bytes.length);
		expect(created.status).toBe(201);
		const location = created.headers.get('location')!;
		const { data } = (await created.json()) as { data: { createMediaUpload: { id: string } } };
		expect(location).toBe(`/api/studio/media/uploads/${data.createMediaUpload.id}`);
		const half = Math.floor(bytes.length / 2);
		const first = await tus(
			'PATCH',
			location,
			token,
			{ 'upload-offset': '0' },
			bytes.subarray(0, half),
		);
		expect(first.status).toBe(204);
		const head = await tus('HEAD', location, token);
		expect(head.headers.get('upload-offset')).toBe(String(half));
		const rest = await tus(
			'PATCH',
			location,
			token,
			{ 'upload-offset': String(half) },
			bytes.subarray(half),
		);
		expect(rest.status).toBe(204);
		expect(rest.headers.get('upload-offset')).toBe(String(bytes.length));
		return data.createMediaUpload.id;
	}

	const getAsset = (token: string, id: string) =>
		call(app, 'POST', '/api/studio/media/getMediaAsset', { token, body: { id } });

	let readyId: string;

	it(
		'uploads a master by tus, transcodes it on the queue and shows it ready with its duration',
		{ timeout: 120_000 },
		async () => {
			const id = await upload(editor, clip);
			const processing = await getAsset(editor, id);
			expect(processing.body.data.getMediaAsset).toMatchObject({
				id,
				status: 'processing',
				originalName: 'Lección 1 el mostrador.mp4',
				bytes: clip.length,
				durationSeconds: null,
				posterUrl: null,
			});
			expect(await runJobs(deps)).toEqual({ completed: 1, failed: 0 });
			const ready = (await getAsset(admin, id)).body.data.getMediaAsset;
			expect(ready).toMatchObject({ status: 'ready', renditions: ['360p', '540p'], error: null });
			expect(Math.abs(ready.durationSeconds - CLIP_SECONDS)).toBeLessThanOrEqual(0.2);
			const poster = await app.request(ready.posterUrl);
			expect(poster.headers.get('content-type')).toBe('image/jpeg');
			expect([...new Uint8Array(await poster.arrayBuffer()).subarray(0, 3)]).toEqual([
				0xff, 0xd8, 0xff,
			]);
			// A job delivered again finds the asset ready and does nothing.
			expect(await runJobs(deps)).toEqual({ completed: 0, failed: 0 });
			const list = await call(app, 'POST', '/api/studio/media/listMediaAssets', {
				token: editor,
				body: {},
			});
			expect(list.body.data.listMediaAssets.assets.map((a: { id: string }) => a.id)).toContain(id);
			readyId = id;
		},
	);

	it('plays through a signed master playlist whose renditions and segments are signed', async () => {
		const playback = await call(app, 'POST', '/api/studio/media/getPlayback', {
			token: editor,
			body: { id: readyId },
		});
		expect(playback.status).toBe(200);
		const { url } = playback.body.data.getPlayback as { url: string };
		const master = await app.request(url);
		expect(master.status).toBe(200);
		expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
		expect(master.headers.get('cache-control')).toBe('private, no-store');
		const masterText = await master.text();
		expect(masterText).toMatch(/^#EXTM3U/);
		const variants = masterText.split('\n').filter((line) => line.startsWith('/api/'));
		expect(variants).toHaveLength(2);
		expect(variants[0]).toMatch(
			/^\/api\/media\/hls\/[0-9a-f-]+\/360p\/index\.m3u8\?exp=\d+&uid=\d+&sig=/,
		);
		const variant = await app.request(variants[1]!);
		expect(variant.status).toBe(200);
		const variantText = await variant.text();
		expect(variantText).toContain('#EXT-X-ENDLIST');
		expect(variantText).toContain('#EXT-X-TARGETDURATION:');
		const segments = variantText.split('\n').filter((line) => line.startsWith('/api/'));
		expect(segments.length).toBeGreaterThanOrEqual(1);
		const segment = await app.request(segments[0]!);
		expect(segment.status).toBe(200);
		expect(segment.headers.get('content-type')).toBe('video/mp2t');
		expect(new Uint8Array(await segment.arrayBuffer())[0]).toBe(0x47);
		// A segment link without its signature, or with another, opens nothing.
		expect((await app.request(segments[0]!.split('?')[0]!)).status).toBe(404);
	});

	it('refuses an unsigned, tampered, moved, other-person or expired playlist link', async () => {
		const playback = await call(app, 'POST', '/api/studio/media/getPlayback', {
			token: editor,
			body: { id: readyId },
		});
		const url: string = playback.body.data.getPlayback.url;
		const expectRefused = async (link: string, status: number) => {
			const res = await app.request(link);
			expect(res.status).toBe(status);
			expect(res.headers.get('content-type')).toMatch(/^application\/json/);
		};
		await expectRefused(url.split('?')[0]!, 404);
		await expectRefused(
			url.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`),
			404,
		);
		await expectRefused(url.replace(/uid=\d+/, 'uid=999999'), 404);
		await expectRefused(
			url.replace(/\/hls\/[0-9a-f-]+\//, '/hls/00000000-0000-4000-8000-000000000000/'),
			404,
		);
		await expectRefused(url.replace('master.m3u8', '1080p/index.m3u8'), 404);
		const saved = clock;
		clock = new Date(saved.getTime() + 7 * 60 * 60 * 1000);
		try {
			await expectRefused(url, 403);
		} finally {
			clock = saved;
		}
	});

	it('takes captions as SRT (converted) or WebVTT, and refuses text that is not WebVTT', async () => {
		const srt =
			'1\r\n00:00:00,000 --> 00:00:01,200\r\nBuenos días\r\n\r\n2\r\n00:00:01,500 --> 00:00:02,400\r\n¿En qué puedo ayudarle?\r\n';
		const uploaded = await call(app, 'POST', '/api/studio/media/uploadCaptions', {
			token: editor,
			body: { id: readyId, format: 'srt', text: srt },
		});
		expect(uploaded.status).toBe(200);
		expect(uploaded.body.data.uploadCaptions.text).toBe(
			'WEBVTT\n\n00:00:00.000 --> 00:00:01.200\nBuenos días\n\n00:00:01.500 --> 00:00:02.400\n¿En qué puedo ayudarle?\n',
		);
		const bad = await call(app, 'POST', '/api/studio/media/saveCaptions', {
			token: admin,
			body: { id: readyId, text: 'WEBVTT\n\n00:00:02.000 --> 00:00:01.000\nAl revés' },
		});
		expect(bad.status).toBe(422);
		expect(bad.body).toMatchObject({ ok: false, result: 'vtt_inv' });
		expect(bad.body.msg).toContain('línea 3');
		const edited = 'WEBVTT\n\n00:00.000 --> 00:02.000\nBuenos días, ¿qué tal?\n';
		expect(
			(
				await call(app, 'POST', '/api/studio/media/saveCaptions', {
					token: admin,
					body: { id: readyId, text: edited },
				})
			).status,
		).toBe(200);
		const read = await call(app, 'POST', '/api/studio/media/getCaptions', {
			token: editor,
			body: { id: readyId },
		});
		expect(read.body.data.getCaptions).toEqual({ id: readyId, text: edited });
		expect((await getAsset(editor, readyId)).body.data.getMediaAsset.hasCaptions).toBe(true);
		const playback = await call(app, 'POST', '/api/studio/media/getPlayback', {
			token: editor,
			body: { id: readyId },
		});
		const track = await app.request(playback.body.data.getPlayback.captionsUrl);
		expect(track.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
		expect(await track.text()).toBe(edited);
	});

	it('refuses a file that is not a video at its first bytes, and drops what it received', async () => {
		const png = Uint8Array.from([
			0x89,
			0x50,
			0x4e,
			0x47,
			0x0d,
			0x0a,
			0x1a,
			0x0a,
			...Array(40).fill(1),
		]);
		const created = await createUpload(editor, png.length, 'foto.mp4');
		const location = created.headers.get('location')!;
		const refused = await tus('PATCH', location, editor, { 'upload-offset': '0' }, png);
		expect(refused.status).toBe(415);
		expect(await refused.json()).toMatchObject({ ok: false, result: 'vid_type' });
		const id = location.split('/').pop()!;
		expect((await getAsset(editor, id)).body.data.getMediaAsset).toMatchObject({
			status: 'failed',
		});
		expect(deps.files!.localPath(`media/${id}/master`)).toBeTruthy();
		expect(await deps.files!.size(`media/${id}/master`)).toBeNull();
	});

	it('refuses a master over MEDIA_MAX_BYTES before any row or byte', async () => {
		const before = await assetRows();
		const files = await storedFiles();
		const res = await createUpload(editor, deps.config.mediaMaxBytes + 1);
		expect(res.status).toBe(413);
		expect(await res.json()).toMatchObject({ ok: false, result: 'file_big' });
		expect(await assetRows()).toEqual(before);
		expect(await storedFiles()).toEqual(files);
	});

	/** A tus refusal: below 500, in the API's JSON envelope. */
	async function expectRefusal(res: Response, what: string) {
		expect(res.status, what).toBeGreaterThanOrEqual(400);
		expect(res.status, what).toBeLessThan(500);
		expect(res.headers.get('content-type'), what).toMatch(/^application\/json/);
		expect(await res.json(), what).toMatchObject({ ok: false, result: expect.any(String) });
	}

	it('refuses hostile tus headers in the envelope, below 500, writing nothing', async () => {
		const before = await assetRows();
		const files = await storedFiles();
		const metadata = (value: string) => `filename ${Buffer.from(value).toString('base64')}`;
		for (const headers of [
			{},
			{ 'upload-length': '-1' },
			{ 'upload-length': 'abc' },
			{ 'upload-length': '1e3' },
			{ 'upload-length': '99999999999999999999999' },
			{ 'upload-length': '' },
			{ 'upload-defer-length': '1' },
			{ 'upload-length': '100', 'tus-resumable': '0.2.2' },
			{ 'upload-length': '100', 'upload-metadata': 'filename %%%' },
			{ 'upload-length': '100', 'upload-metadata': `${metadata('a')},${metadata('b')}` },
			{ 'upload-length': '100', 'upload-concat': 'final;/api/studio/media/uploads/x' },
		]) {
			await expectRefusal(
				await tus('POST', '/api/studio/media/uploads', editor, headers),
				JSON.stringify(headers),
			);
		}
		const created = await createUpload(editor, 1000);
		const location = created.headers.get('location')!;
		const id = location.split('/').pop()!;
		const row = await assetRows();
		for (const [headers, body] of [
			[{ 'upload-offset': '-1' }, clip.subarray(0, 10)],
			[{ 'upload-offset': 'x' }, clip.subarray(0, 10)],
			[{ 'upload-offset': '5' }, clip.subarray(0, 10)],
			[{ 'upload-offset': '0', 'content-type': 'application/json' }, clip.subarray(0, 10)],
			[{}, clip.subarray(0, 10)],
			[{ 'upload-offset': '0' }, clip.subarray(0, 2000)],
		] as const) {
			await expectRefusal(
				await tus('PATCH', location, editor, headers, body),
				JSON.stringify(headers),
			);
		}
		for (const bad of ['%00', 'x'.repeat(300), '..%2F..%2Fetc%2Fpasswd', randomUUID()]) {
			for (const method of ['PATCH', 'DELETE'] as const) {
				await expectRefusal(
					await tus(method, `/api/studio/media/uploads/${bad}`, editor, { 'upload-offset': '0' }),
					`${method} ${bad}`,
				);
			}
		}
		// The upload refused above is still there as it was, and cancelling it leaves no row.
		expect(await assetRows()).toEqual(row);
		expect((await tus('HEAD', location, editor)).headers.get('upload-offset')).toBe('0');
		expect((await tus('DELETE', location, editor)).status).toBe(204);
		expect((await assetRows()).map((asset) => asset.id)).not.toContain(id);
		expect(await assetRows()).toEqual(before);
		expect(await storedFiles()).toEqual(files);
	});

	it('keeps a name sent as upload metadata only as a clean display name', async () => {
		const hostile = `../../etc/passwd\u0000\u001b[2J<script>${'x'.repeat(400)}.mp4`;
		const created = await createUpload(editor, 1000, hostile);
		expect(created.status).toBe(201);
		const { data } = (await created.json()) as { data: { createMediaUpload: { id: string } } };
		const asset = (await getAsset(editor, data.createMediaUpload.id)).body.data.getMediaAsset;
		// No folder, no control character, cut to the display length.
		expect(asset.originalName).not.toMatch(/[/\\\p{Cc}]/u);
		expect(asset.originalName).toMatch(/^passwd/);
		expect(asset.originalName.length).toBeLessThanOrEqual(200);
		expect(
			(await tus('DELETE', `/api/studio/media/uploads/${data.createMediaUpload.id}`, editor))
				.status,
		).toBe(204);
	});

	/** A lesson's sheet as the editor's file input sends it: one multipart `file`. */
	async function uploadSheet(token: string | undefined, bytes: Uint8Array, name: string) {
		const form = new FormData();
		form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
		const res = await app.request('/api/studio/media/uploadSheet', {
			method: 'POST',
			headers: { pcek: TEST_CLIENT_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) },
			body: form,
		});
		return { status: res.status, body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
	}
	const SHEET = new TextEncoder().encode(
		'%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
	);

	it('keeps a PDF sheet as uploaded, ready at once, with no captions or playback', async () => {
		const res = await uploadSheet(editor, SHEET, '../Ficha de la tos.pdf');
		expect(res.status).toBe(200);
		const sheet = res.body.data.uploadSheet as Record<string, unknown>;
		expect(sheet).toMatchObject({
			kind: 'pdf',
			status: 'ready',
			bytes: SHEET.byteLength,
			durationSeconds: null,
			renditions: [],
			posterUrl: null,
			hasCaptions: false,
		});
		expect(sheet.originalName).not.toContain('/');
		const id = sheet.id as string;
		const stored = await readFile(path.join(storageDir, 'media', id, 'sheet.pdf'));
		expect(new Uint8Array(stored)).toEqual(SHEET);
		const polled = await call(app, 'POST', '/api/studio/media/getMediaAsset', {
			token: admin,
			body: { id },
		});
		expect(polled.body.data.getMediaAsset).toMatchObject({ id, kind: 'pdf', status: 'ready' });
		// Captions and playback are a video's.
		for (const [name, body] of [
			['uploadCaptions', { id, format: 'vtt', text: 'WEBVTT\n\n00:00.000 --> 00:01.000\nX' }],
			['getPlayback', { id }],
		] as const) {
			const refused = await call(app, 'POST', `/api/studio/media/${name}`, { token: editor, body });
			expect(refused.status, name).toBe(409);
			expect(refused.body).toMatchObject({ ok: false, result: 'media_state' });
		}
		const [row] = (await assetRows()).filter((asset) => asset.id === id);
		expect(row).toMatchObject({ kind: 'pdf', status: 'ready', captionsKey: null });
	});

	it('refuses a sheet that is not a PDF, an empty one or one over 20 MB, keeping nothing', async () => {
		const before = await assetRows();
		const files = await storedFiles();
		const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
		const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
		for (const [bytes, name, status, result] of [
			[png, 'ficha.pdf', 415, 'file_type'],
			[html, 'ficha.pdf', 415, 'file_type'],
			[clip, 'ficha.mp4', 415, 'file_type'],
			[new Uint8Array(0), 'ficha.pdf', 400, 'file_ms'],
		] as const) {
			const res = await uploadSheet(editor, bytes, name);
			expect(res.status, name).toBe(status);
			expect(res.body).toMatchObject({ ok: false, result });
		}
		const big = new Uint8Array(20 * 1024 * 1024 + 1);
		big.set(SHEET);
		const tooBig = await uploadSheet(editor, big, 'enorme.pdf');
		expect(tooBig.status).toBe(413);
		expect(tooBig.body).toMatchObject({ ok: false, result: 'file_big' });
		expect(tooBig.body.msg).toContain('20 MB');
		expect(await assetRows()).toEqual(before);
		expect(await storedFiles()).toEqual(files);
	});

	it('answers 404 to a learner, a pharmacy owner and anyone anonymous on every studio media call, changing nothing', async () => {
		const before = await assetRows();
		const files = await storedFiles();
		for (const token of [learner, owner, undefined]) {
			const created = await createUpload(token as string, 100);
			expect(created.status).toBe(404);
			// Creation with the first bytes in the same request (tus creation-with-upload).
			const withBytes = await tus(
				'POST',
				'/api/studio/media/uploads',
				token,
				{ 'upload-length': String(clip.length) },
				clip.subarray(0, 4096),
			);
			expect(withBytes.status).toBe(404);
			const sheet = await uploadSheet(token, SHEET, 'ficha.pdf');
			expect(sheet.status).toBe(404);
			expect(sheet.body).toMatchObject({ ok: false, result: 'not_found' });
			for (const method of ['HEAD', 'PATCH', 'DELETE'] as const) {
				const res = await tus(
					method,
					`/api/studio/media/uploads/${readyId}`,
					token,
					{ 'upload-offset': '0' },
					method === 'PATCH' ? clip.subarray(0, 100) : undefined,
				);
				expect(res.status).toBe(404);
			}
			for (const [name, body] of [
				['getMediaAsset', { id: readyId }],
				['listMediaAssets', {}],
				['getCaptions', { id: readyId }],
				['getPlayback', { id: readyId }],
				[
					'uploadCaptions',
					{ id: readyId, format: 'vtt', text: 'WEBVTT\n\n00:00.000 --> 00:01.000\nX' },
				],
				['saveCaptions', { id: readyId, text: 'WEBVTT\n\n00:00.000 --> 00:01.000\nX' }],
			] as const) {
				const res = await call(app, 'POST', `/api/studio/media/${name}`, {
					...(token ? { token } : {}),
					body,
				});
				expect(res.status, name).toBe(404);
				expect(res.body).toMatchObject({ ok: false, result: 'not_found' });
			}
		}
		expect(await assetRows()).toEqual(before);
		expect(await storedFiles()).toEqual(files);
		const captions = await call(app, 'POST', '/api/studio/media/getCaptions', {
			token: admin,
			body: { id: readyId },
		});
		expect(captions.body.data.getCaptions.text).toContain('Buenos días, ¿qué tal?');
	});
});

describe('studio media on an S3-compatible bucket (the s3rver twin)', () => {
	it(
		'takes a master by tus in two chunks with a resume, transcodes it from the bucket and plays it through presigned segments',
		{ timeout: 120_000 },
		async () => {
			const handle = await openTestDatabase('pglite');
			const twin = await startS3Server();
			try {
				// The bucket checks presigned links against the real clock.
				const base = createTestDeps(handle.db, { now: () => new Date() });
				const deps: AppDeps = { ...base, files: s3Storage(twin.settings) };
				const app = createApp(deps);
				const editor = (await createLearner(handle.db, app, null, { staffRole: 'editor' })).token;
				const tus = (
					method: 'POST' | 'PATCH' | 'HEAD',
					url: string,
					headers: Record<string, string>,
					body?: Uint8Array<ArrayBuffer>,
				) =>
					app.request(url, {
						method,
						headers: {
							pcek: TEST_CLIENT_KEY,
							'tus-resumable': '1.0.0',
							authorization: `Bearer ${editor}`,
							...(body ? { 'content-type': 'application/offset+octet-stream' } : {}),
							...headers,
						},
						...(body ? { body } : {}),
					});
				const created = await tus('POST', '/api/studio/media/uploads', {
					'upload-length': String(clip.length),
				});
				expect(created.status).toBe(201);
				const location = created.headers.get('location')!;
				const half = Math.floor(clip.length / 2);
				const first = await tus(
					'PATCH',
					location,
					{ 'upload-offset': '0' },
					clip.subarray(0, half),
				);
				expect(first.status).toBe(204);
				// Resumed: the offset is read back from the bucket (ListParts and the pending part).
				const head = await tus('HEAD', location, {});
				expect(head.headers.get('upload-offset')).toBe(String(half));
				const rest = await tus(
					'PATCH',
					location,
					{ 'upload-offset': String(half) },
					clip.subarray(half),
				);
				expect(rest.status).toBe(204);
				const id = location.split('/').pop()!;
				const storage = deps.files!;
				expect(await storage.size(`media/${id}/master`)).toBe(clip.length);

				expect(await runJobs(deps)).toEqual({ completed: 1, failed: 0 });
				const asset = await call(app, 'POST', '/api/studio/media/getMediaAsset', {
					token: editor,
					body: { id },
				});
				expect(asset.body.data.getMediaAsset).toMatchObject({
					status: 'ready',
					renditions: ['360p', '540p'],
				});
				const playback = await call(app, 'POST', '/api/studio/media/getPlayback', {
					token: editor,
					body: { id },
				});
				const master = await (await app.request(playback.body.data.getPlayback.url)).text();
				const variant = master.split('\n').find((line) => line.startsWith('/api/'))!;
				const variantText = await (await app.request(variant)).text();
				const segment = variantText.split('\n').find((line) => line.startsWith('http'))!;
				// Straight from the bucket, presigned: the segment's bytes never pass through the app.
				expect(segment).toMatch(
					new RegExp(
						`^${twin.settings.endpoint}/campus-media/media/${id}/hls/360p/seg-\\d{5}\\.ts\\?`,
					),
				);
				expect(segment).toContain('X-Amz-Signature=');
				const bytes = new Uint8Array(await (await fetch(segment)).arrayBuffer());
				expect(bytes[0]).toBe(0x47);
			} finally {
				await twin.close();
				await handle.close();
			}
		},
	);
});
