/**
 * The transcode job's work (issue #19, ADR 017m): a master video becomes HLS renditions (360p,
 * 540p, 720p, those not taller than the master, at least one), segments of HLS_SEGMENT_SECONDS
 * with keyframes forced on the same boundaries in every rendition (so a player switches cleanly),
 * a master playlist, a poster JPEG from about a tenth of the way in, and the real duration read
 * by ffprobe. Everything is made in a temporary folder and then stored under `media/<id>/`,
 * overwriting what an interrupted attempt left, so a retried job simply does it again.
 *
 * A master ffmpeg cannot read is the master's fault and will not heal: the asset is marked
 * `failed` with ffmpeg's last lines, and the job ends. Anything else (ffmpeg missing, storage or
 * database down, the worker stopping) throws, so the queue retries it.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { t } from '../../i18n';
import { HLS_SEGMENT_SECONDS, RENDITIONS, type RenditionName } from '../../lib/contracts/media';
import type { AppDeps } from '../context';
import * as queries from '../db/queries/media';
import { fileStorage, mediaKey, type FileStorage } from './file-storage';
import { runProcess, type ProcessResult } from './processes';

type TranscodeDeps = Pick<AppDeps, 'db' | 'config' | 'files' | 'now' | 'logger'>;

/** What ffprobe tells of a master. */
export interface ProbedVideo {
	durationSeconds: number;
	width: number;
	height: number;
	hasAudio: boolean;
}

/** A master ffmpeg cannot use: the asset fails with this reason. */
class UnusableMasterError extends Error {
	constructor(readonly reason: string) {
		super(reason);
		this.name = 'UnusableMasterError';
	}
}

/** Longest a probe may take; a transcode gets a few times the video's length on top. */
const PROBE_TIMEOUT_MS = 60_000;
const TRANSCODE_BASE_MS = 5 * 60_000;
const TRANSCODE_PER_SECOND_MS = 4_000;

/**
 * The queue's last attempt at `assetId` failed too (ffmpeg missing, storage down, …): the asset
 * leaves `processing` for `failed`, so the studio shows why and the editor can upload again.
 */
export async function giveUpTranscode(
	deps: Pick<AppDeps, 'db' | 'now' | 'logger'>,
	assetId: string,
	reason: string,
	attempts: number,
): Promise<void> {
	const moved = await queries.moveMediaAsset(deps.db, assetId, 'processing', 'failed', {
		error: t('media.transcode.gave_up', { attempts, reason: reason.slice(-2000) }),
		updatedAt: deps.now(),
	});
	if (moved) deps.logger.error({ assetId, attempts, reason }, 'transcode given up');
}

/** The renditions to make for a master `height` pixels tall: none taller, at least the smallest. */
export function renditionsFor(height: number): (typeof RENDITIONS)[number][] {
	const fitting = RENDITIONS.filter((rendition) => rendition.height <= height);
	return fitting.length > 0 ? fitting : [RENDITIONS[0]];
}

/**
 * Transcodes the asset `assetId` if it is `processing`; an asset already `ready` (a job delivered
 * twice) or gone is left alone.
 */
export async function transcodeAsset(
	deps: TranscodeDeps,
	assetId: string,
	signal?: AbortSignal,
): Promise<void> {
	const asset = await queries.findMediaAsset(deps.db, assetId);
	if (!asset || asset.status !== 'processing') {
		deps.logger.info({ assetId, status: asset?.status }, 'nothing to transcode');
		return;
	}
	const storage = fileStorage(deps);
	const work = await mkdtemp(path.join(os.tmpdir(), 'campus-transcode-'));
	try {
		const input =
			storage.localPath(asset.masterKey) ?? (await download(storage, asset.masterKey, work));
		let made: Awaited<ReturnType<typeof makeHls>>;
		try {
			made = await makeHls(deps, input, path.join(work, 'out'), signal);
		} catch (error) {
			if (!(error instanceof UnusableMasterError)) throw error;
			await queries.moveMediaAsset(deps.db, assetId, 'processing', 'failed', {
				error: error.reason,
				updatedAt: deps.now(),
			});
			deps.logger.warn({ assetId, reason: error.reason }, 'master video refused by ffmpeg');
			return;
		}
		const stored = await storeOutput(storage, assetId, path.join(work, 'out'));
		await queries.moveMediaAsset(deps.db, assetId, 'processing', 'ready', {
			durationSeconds: made.probe.durationSeconds,
			width: made.probe.width,
			height: made.probe.height,
			renditions: made.renditions,
			playlistKey: mediaKey(assetId, 'hls/master.m3u8'),
			posterKey: mediaKey(assetId, 'poster.jpg'),
			error: null,
			updatedAt: deps.now(),
		});
		deps.logger.info(
			{ assetId, renditions: made.renditions, files: stored, seconds: made.probe.durationSeconds },
			'video transcoded',
		);
	} finally {
		await rm(work, { recursive: true, force: true });
	}
}

/** Copies a remote master to the work folder: ffmpeg seeks in it, which a stream cannot. */
async function download(storage: FileStorage, key: string, work: string): Promise<string> {
	const file = path.join(work, 'master');
	const stream = await storage.open(key);
	await pipeline(stream as unknown as AsyncIterable<Uint8Array>, createWriteStream(file));
	return file;
}

function failedRun(what: string, run: ProcessResult): Error {
	if (run.killed === 'aborted') return new Error(`${what} stopped: the job was aborted`);
	const reason = run.killed === 'timeout' ? t('media.transcode.timeout', { what }) : run.stderrTail;
	return new UnusableMasterError(
		reason || t('media.transcode.exit_code', { what, code: String(run.code) }),
	);
}

/** Duration, size and audio of `input`, from ffprobe. */
export async function probeVideo(
	deps: Pick<AppDeps, 'config'>,
	input: string,
	signal?: AbortSignal,
): Promise<ProbedVideo> {
	const run = await runProcess(
		deps.config.ffprobePath,
		['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', input],
		{ timeoutMs: PROBE_TIMEOUT_MS, signal },
	);
	if (run.code !== 0) throw failedRun('ffprobe', run);
	const probe = JSON.parse(run.stdout) as {
		format?: { duration?: string };
		streams?: { codec_type?: string; width?: number; height?: number; duration?: string }[];
	};
	const video = probe.streams?.find((stream) => stream.codec_type === 'video');
	if (!video?.width || !video.height) {
		throw new UnusableMasterError(t('media.transcode.no_video'));
	}
	const durationSeconds = Number(probe.format?.duration ?? video.duration);
	if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) {
		throw new UnusableMasterError(t('media.transcode.no_duration'));
	}
	return {
		durationSeconds,
		width: video.width,
		height: video.height,
		hasAudio: probe.streams?.some((stream) => stream.codec_type === 'audio') ?? false,
	};
}

/** The ffmpeg arguments that make every rendition's playlist and segments and the master. */
export function hlsArguments(
	input: string,
	out: string,
	renditions: readonly (typeof RENDITIONS)[number][],
	hasAudio: boolean,
): string[] {
	const count = renditions.length;
	const split = `[0:v]split=${count}${renditions.map((_, i) => `[v${i}]`).join('')}`;
	const scales = renditions.map(
		(rendition, i) => `[v${i}]scale=-2:${rendition.height}:flags=bicubic[v${i}out]`,
	);
	const args = [
		'-hide_banner',
		'-nostdin',
		'-loglevel',
		'error',
		'-y',
		'-i',
		input,
		'-filter_complex',
		[split, ...scales].join(';'),
	];
	renditions.forEach((rendition, i) => {
		args.push('-map', `[v${i}out]`);
		args.push(`-b:v:${i}`, `${rendition.videoKbps}k`);
		args.push(`-maxrate:v:${i}`, `${Math.round(rendition.videoKbps * 1.1)}k`);
		args.push(`-bufsize:v:${i}`, `${rendition.videoKbps * 2}k`);
		if (hasAudio) {
			args.push('-map', 'a:0');
			args.push(`-b:a:${i}`, `${rendition.audioKbps}k`);
		}
	});
	args.push(
		'-c:v',
		'libx264',
		'-preset',
		'veryfast',
		'-profile:v',
		'main',
		'-pix_fmt',
		'yuv420p',
		// A keyframe on every segment boundary, in every rendition, and nowhere else forced.
		'-force_key_frames',
		`expr:gte(t,n_forced*${HLS_SEGMENT_SECONDS})`,
		'-sc_threshold',
		'0',
	);
	if (hasAudio) args.push('-c:a', 'aac', '-ac', '2', '-ar', '48000');
	const streams = renditions
		.map((rendition, i) => `v:${i}${hasAudio ? `,a:${i}` : ''},name:${rendition.name}`)
		.join(' ');
	args.push(
		'-f',
		'hls',
		'-hls_time',
		String(HLS_SEGMENT_SECONDS),
		'-hls_playlist_type',
		'vod',
		'-hls_flags',
		'independent_segments',
		'-hls_segment_filename',
		path.join(out, '%v', 'seg-%05d.ts'),
		'-master_pl_name',
		'master.m3u8',
		'-var_stream_map',
		streams,
		path.join(out, '%v', 'index.m3u8'),
	);
	return args;
}

async function makeHls(
	deps: TranscodeDeps,
	input: string,
	out: string,
	signal: AbortSignal | undefined,
): Promise<{ probe: ProbedVideo; renditions: RenditionName[] }> {
	const probe = await probeVideo(deps, input, signal);
	const renditions = renditionsFor(probe.height);
	const timeoutMs = TRANSCODE_BASE_MS + probe.durationSeconds * TRANSCODE_PER_SECOND_MS;
	const hls = await runProcess(
		deps.config.ffmpegPath,
		hlsArguments(input, out, renditions, probe.hasAudio),
		{ timeoutMs, signal },
	);
	if (hls.code !== 0) throw failedRun('ffmpeg', hls);
	const poster = await runProcess(
		deps.config.ffmpegPath,
		[
			'-hide_banner',
			'-nostdin',
			'-loglevel',
			'error',
			'-y',
			'-ss',
			(probe.durationSeconds * 0.1).toFixed(3),
			'-i',
			input,
			'-frames:v',
			'1',
			'-vf',
			`scale=-2:${Math.min(probe.height, 720)}`,
			'-q:v',
			'3',
			path.join(out, 'poster.jpg'),
		],
		{ timeoutMs: PROBE_TIMEOUT_MS, signal },
	);
	if (poster.code !== 0) throw failedRun(t('media.transcode.poster'), poster);
	return { probe, renditions: renditions.map((rendition) => rendition.name) };
}

/**
 * Stores what ffmpeg made: `out/poster.jpg` as `media/<id>/poster.jpg`, `out/master.m3u8` and each
 * `out/<rendition>/…` under `media/<id>/hls/`. Segments and rendition playlists first, the master
 * playlist last: a master is only ever stored with everything it names.
 */
async function storeOutput(storage: FileStorage, assetId: string, out: string): Promise<number> {
	const files = (await readdir(out, { recursive: true, withFileTypes: true }))
		.filter((entry) => entry.isFile())
		.map((entry) =>
			path.relative(out, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
		);
	const keyOf = (name: string) =>
		name === 'poster.jpg' ? mediaKey(assetId, name) : mediaKey(assetId, `hls/${name}`);
	const order = (name: string) => (name === 'master.m3u8' ? 2 : name.endsWith('.m3u8') ? 1 : 0);
	files.sort((a, b) => order(a) - order(b));
	for (const name of files) {
		const file = path.join(out, name);
		const { size } = await stat(file);
		await storage.save(keyOf(name), createReadStream(file), { maxBytes: size });
	}
	return files.length;
}
