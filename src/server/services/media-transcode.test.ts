/**
 * The transcode job's work with the machine's real ffmpeg (issue #19, ADR 017m), on both
 * databases: tiny clips made by ffmpeg itself become HLS renditions no taller than the master
 * (checked by probing the segments), a poster and the real duration; a file ffmpeg cannot read
 * fails the asset with ffmpeg's reason and ends the job; a missing ffmpeg or an aborted job throws,
 * leaving the asset for the queue's retry; and an asset not being processed is left alone.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps } from '../../../tests/setup/test-app';
import { databaseKinds, openTestDatabase } from '../../../tests/setup/test-db';
import type { AppDeps } from '../context';
import type { DatabaseHandle } from '../db/client';
import { insertMediaAsset, findMediaAsset } from '../db/queries/media';
import { mediaAssets } from '../db/schema';
import { diskStorage, mediaKey } from './file-storage';
import { renditionsFor, transcodeAsset } from './media-transcode';
import { ProcessStartError } from './processes';

const NOW = new Date('2026-11-22T10:00:00Z');

let clipDir: string;
/** 1280×720 with a tone, 2.2 s: all three renditions, one segment each. */
let hd: Uint8Array;
/** 320×240 without sound, 1.5 s: only the smallest rendition. */
let small: Uint8Array;

function makeClip(file: string, size: string, seconds: number, withAudio: boolean): void {
	const audio = withAudio
		? ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, '-c:a', 'aac']
		: [];
	execFileSync('ffmpeg', [
		'-hide_banner',
		'-loglevel',
		'error',
		'-f',
		'lavfi',
		'-i',
		`testsrc=size=${size}:rate=25:duration=${seconds}`,
		...audio,
		'-c:v',
		'libx264',
		'-preset',
		'ultrafast',
		'-pix_fmt',
		'yuv420p',
		'-shortest',
		file,
	]);
}

/** Width, height and whether there is sound in a stored file, from ffprobe. */
function probe(file: string): { width: number; height: number; audio: boolean } {
	const out = execFileSync(
		'ffprobe',
		['-v', 'error', '-print_format', 'json', '-show_streams', file],
		{
			encoding: 'utf8',
		},
	);
	const streams = (
		JSON.parse(out) as { streams: { codec_type: string; width?: number; height?: number }[] }
	).streams;
	const video = streams.find((stream) => stream.codec_type === 'video');
	return {
		width: video?.width ?? 0,
		height: video?.height ?? 0,
		audio: streams.some((stream) => stream.codec_type === 'audio'),
	};
}

beforeAll(async () => {
	clipDir = await mkdtemp(path.join(os.tmpdir(), 'transcode-clips-'));
	makeClip(path.join(clipDir, 'hd.mp4'), '1280x720', 2.2, true);
	makeClip(path.join(clipDir, 'small.mp4'), '320x240', 1.5, false);
	hd = new Uint8Array(await readFile(path.join(clipDir, 'hd.mp4')));
	small = new Uint8Array(await readFile(path.join(clipDir, 'small.mp4')));
}, 60_000);
afterAll(async () => {
	await rm(clipDir, { recursive: true, force: true });
});

describe('renditionsFor', () => {
	it('makes none taller than the master, and at least the smallest', () => {
		const names = (height: number) => renditionsFor(height).map((rendition) => rendition.name);
		expect(names(1080)).toEqual(['360p', '540p', '720p']);
		expect(names(720)).toEqual(['360p', '540p', '720p']);
		expect(names(600)).toEqual(['360p', '540p']);
		expect(names(360)).toEqual(['360p']);
		expect(names(144)).toEqual(['360p']);
	});
});

describe.each(databaseKinds)('transcoding a master on %s', (kind) => {
	let handle: DatabaseHandle;
	let deps: AppDeps;
	let storageDir: string;

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		storageDir = await mkdtemp(path.join(os.tmpdir(), 'transcode-files-'));
		const base = createTestDeps(handle.db, { now: () => NOW });
		deps = { ...base, files: diskStorage(storageDir, base.config) };
	});
	afterAll(async () => {
		await handle.close();
		await rm(storageDir, { recursive: true, force: true });
	});

	/** A master whose bytes are stored and whose upload is complete: `processing`. */
	async function processingAsset(bytes: Uint8Array): Promise<string> {
		const id = randomUUID();
		const masterKey = mediaKey(id, 'master');
		await deps.files!.save(masterKey, bytes, { maxBytes: bytes.byteLength });
		await insertMediaAsset(handle.db, {
			id,
			originalName: 'clip.mp4',
			bytes: bytes.byteLength,
			masterKey,
			createdBy: null,
			createdAt: NOW,
			updatedAt: NOW,
		});
		await handle.db.update(mediaAssets).set({ status: 'processing' }).where(eq(mediaAssets.id, id));
		return id;
	}

	const stored = async (key: string) => new Response(await deps.files!.open(key)).text();

	it(
		'makes 360p, 540p and 720p of a 720p master, with sound, a poster and the real duration',
		{ timeout: 120_000 },
		async () => {
			const id = await processingAsset(hd);
			await transcodeAsset(deps, id);
			const asset = (await findMediaAsset(handle.db, id))!;
			expect(asset).toMatchObject({
				status: 'ready',
				width: 1280,
				height: 720,
				renditions: ['360p', '540p', '720p'],
				playlistKey: mediaKey(id, 'hls/master.m3u8'),
				posterKey: mediaKey(id, 'poster.jpg'),
				error: null,
			});
			expect(Math.abs(asset.durationSeconds! - 2.2)).toBeLessThanOrEqual(0.2);

			const master = await stored(mediaKey(id, 'hls/master.m3u8'));
			expect(master.match(/^\d+p\/index\.m3u8$/gm)).toEqual([
				'360p/index.m3u8',
				'540p/index.m3u8',
				'720p/index.m3u8',
			]);
			for (const [name, height] of [
				['360p', 360],
				['540p', 540],
				['720p', 720],
			] as const) {
				const playlist = await stored(mediaKey(id, `hls/${name}/index.m3u8`));
				expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
				expect(playlist).toContain('#EXT-X-ENDLIST');
				const segments = playlist.split('\n').filter((line) => /^seg-\d{5}\.ts$/.test(line));
				expect(segments.length).toBeGreaterThanOrEqual(1);
				const segment = probe(deps.files!.localPath(mediaKey(id, `hls/${name}/${segments[0]!}`))!);
				expect(segment.height).toBe(height);
				expect(segment.audio).toBe(true);
			}
			const poster = await readFile(deps.files!.localPath(mediaKey(id, 'poster.jpg'))!);
			expect([...poster.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
			expect(probe(deps.files!.localPath(mediaKey(id, 'poster.jpg'))!).height).toBe(720);
		},
	);

	it(
		'makes only the smallest rendition of a small master without sound',
		{ timeout: 60_000 },
		async () => {
			const id = await processingAsset(small);
			await transcodeAsset(deps, id);
			const asset = (await findMediaAsset(handle.db, id))!;
			expect(asset).toMatchObject({
				status: 'ready',
				width: 320,
				height: 240,
				renditions: ['360p'],
			});
			expect(Math.abs(asset.durationSeconds! - 1.5)).toBeLessThanOrEqual(0.2);
			const playlist = await stored(mediaKey(id, 'hls/360p/index.m3u8'));
			const segment = playlist.split('\n').find((line) => line.endsWith('.ts'))!;
			expect(probe(deps.files!.localPath(mediaKey(id, `hls/360p/${segment}`))!)).toMatchObject({
				height: 360,
				audio: false,
			});
		},
	);

	it('fails a master ffmpeg cannot read with its reason, and ends the job', async () => {
		const broken = new Uint8Array(4096).fill(7);
		broken.set([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32]);
		const id = await processingAsset(broken);
		await expect(transcodeAsset(deps, id)).resolves.toBeUndefined();
		const asset = (await findMediaAsset(handle.db, id))!;
		expect(asset.status).toBe('failed');
		expect(asset.error).toBeTruthy();
		expect(asset.playlistKey).toBeNull();
		expect(await deps.files!.size(mediaKey(id, 'hls/master.m3u8'))).toBeNull();
	});

	it('throws, for the queue to retry, when ffmpeg is missing or the job is aborted', async () => {
		const id = await processingAsset(small);
		const missing = { ...deps, config: { ...deps.config, ffprobePath: '/nonexistent/ffprobe' } };
		await expect(transcodeAsset(missing, id)).rejects.toBeInstanceOf(ProcessStartError);
		expect((await findMediaAsset(handle.db, id))!.status).toBe('processing');

		const aborted = new AbortController();
		aborted.abort();
		await expect(transcodeAsset(deps, id, aborted.signal)).rejects.toThrow(/aborted/);
		expect((await findMediaAsset(handle.db, id))!.status).toBe('processing');
	});

	it('leaves alone an asset that is not being processed, or is gone', async () => {
		const id = await processingAsset(small);
		await handle.db.update(mediaAssets).set({ status: 'uploading' }).where(eq(mediaAssets.id, id));
		await transcodeAsset(deps, id);
		await transcodeAsset(deps, randomUUID());
		expect((await findMediaAsset(handle.db, id))!.status).toBe('uploading');
		expect(await deps.files!.size(mediaKey(id, 'hls/master.m3u8'))).toBeNull();
	});
});
