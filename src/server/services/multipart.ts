/**
 * A `multipart/form-data` body read as a stream (RFC 7578). `Request.formData()` would hold the
 * whole body in memory before anyone could look at its size, and a video is 200 MB. The parsing
 * (boundaries, part headers, RFC 5987 names) and the limits are @fastify/busboy's (ADR 009); this
 * module only turns its push events into parts the caller pulls one at a time, so the caller
 * decides, part by part, what to keep and when to stop reading. Used by services/uploads.ts.
 */
import { Busboy, type BusboyFileStream, type BusboyInstance } from '@fastify/busboy';

/** What one form may hold. Every limit is enforced while reading, never after. */
export interface MultipartLimits {
	/** The whole body, framing included (for a body sent without Content-Length). */
	maxBodyBytes: number;
	/** One file's bytes: one more and its part fails with `MultipartLimitError('file')`. */
	maxFileBytes: number;
	/** One text field's value. */
	maxFieldBytes: number;
	maxFields: number;
	maxFiles: number;
	/** Every part, including those the parser skips (no `form-data` disposition). */
	maxParts: number;
	/** One part's header block; a longer one is cut there (browsers send ~200 bytes). */
	maxHeaderBytes: number;
}

/** A part of the form, in body order. */
export type FormPart =
	| { kind: 'field'; name: string; value: string }
	| {
			kind: 'file';
			name: string;
			/** The name the browser sent, without folders; '' when it sent none. */
			filename: string;
			/** Its bytes as they arrive. Read them to the end (or close the reader) before `next()`. */
			bytes: AsyncIterable<Uint8Array>;
	  };

/** Pulls the parts of one form; `close()` once done, whatever happened. */
export interface MultipartReader {
	/** The next part, or null after the closing boundary. Throws the errors below. */
	next(): Promise<FormPart | null>;
	/** Stops reading without cancelling the body (the server drains it after the answer). */
	close(): void;
}

/** A body that is not the multipart it says it is (truncated, a part without a name…). */
export class MultipartError extends Error {
	constructor(message: string) {
		super(message);
		this.name = 'MultipartError';
	}
}

/** A form past one of its `MultipartLimits`. */
export class MultipartLimitError extends Error {
	constructor(readonly limit: 'body' | 'file' | 'field' | 'fields' | 'files' | 'parts') {
		super(`multipart ${limit} limit reached`);
		this.name = 'MultipartLimitError';
	}
}

export interface ReadMultipartOptions {
	limits: MultipartLimits;
	/** A part of this name is the file even without a filename (FormData sends one anyway). */
	fileField: string;
}

type QueueItem =
	| { kind: 'part'; part: FormPart; stream: BusboyFileStream | null }
	| { kind: 'error'; error: Error }
	| { kind: 'end' };

/**
 * A reader of `body` as the multipart form `contentType` names, or null when the type is not
 * `multipart/form-data` with a boundary.
 *
 * @example
 * const form = readMultipart(request.body, request.headers.get('content-type'), { limits, fileField: 'file' });
 * for (let part = await form.next(); part; part = await form.next()) …
 * form.close();
 */
export function readMultipart(
	body: ReadableStream<Uint8Array>,
	contentType: string | null | undefined,
	options: ReadMultipartOptions,
): MultipartReader | null {
	const busboy = createParser(contentType, options);
	return busboy ? new BusboyReader(busboy, body.getReader(), options.limits.maxBodyBytes) : null;
}

/** Busboy's events, queued in body order for a caller that pulls them. */
class BusboyReader implements MultipartReader {
	private readonly queue: QueueItem[] = [];
	/** Resolves a `next()` waiting for the parser. */
	private wakeReader: (() => void) | null = null;
	/** Resolves the pump waiting for the parser to take a chunk (so `close()` can stop it). */
	private wakePump: (() => void) | null = null;
	private started = false;
	private closed = false;
	/** The file part the parser is in, until its stream closes. */
	private currentFile: BusboyFileStream | null = null;
	/** The file part last handed to the caller. */
	private handedFile: BusboyFileStream | null = null;

	constructor(
		private readonly busboy: BusboyInstance,
		private readonly body: ReadableStreamDefaultReader<Uint8Array>,
		private readonly maxBodyBytes: number,
	) {
		// Busboy's types say `string`, but a part without a name gives undefined (and a file part
		// without a filename, which this reader takes as the file only under `fileField`).
		busboy.on('field', (name: string | undefined, value, _nameTruncated, valueTruncated) => {
			if (name === undefined) this.fail(new MultipartError('part without a name'));
			else if (valueTruncated) this.fail(new MultipartLimitError('field'));
			else this.push({ kind: 'part', part: { kind: 'field', name, value }, stream: null });
		});
		busboy.on('file', (name: string | undefined, stream, filename: string | undefined) => {
			this.onFile(name, stream, filename);
		});
		busboy.on('fieldsLimit', () => {
			this.fail(new MultipartLimitError('fields'));
		});
		busboy.on('filesLimit', () => {
			this.fail(new MultipartLimitError('files'));
		});
		busboy.on('partsLimit', () => {
			this.fail(new MultipartLimitError('parts'));
		});
		busboy.on('error', (error) => {
			this.fail(new MultipartError(String(error)));
		});
		busboy.on('finish', () => {
			this.push({ kind: 'end' });
		});
	}

	async next(): Promise<FormPart | null> {
		if (!this.started) {
			this.started = true;
			void this.pump();
		}
		// A file part handed out but not read to its end is skipped, so the parser can go on.
		this.handedFile?.resume();
		this.handedFile = null;
		for (;;) {
			if (this.closed) throw new MultipartError('reader closed');
			const item = this.queue[0];
			if (item) {
				if (item.kind === 'error') throw item.error;
				if (item.kind === 'end') return null;
				this.queue.shift();
				this.handedFile = item.stream;
				return item.part;
			}
			await new Promise<void>((resolve) => {
				this.wakeReader = resolve;
			});
		}
	}

	close(): void {
		if (this.closed) return;
		this.closed = true;
		this.wakeReader?.();
		this.wakePump?.();
		this.release();
		this.currentFile?.destroy();
		this.busboy.destroy();
	}

	private push(item: QueueItem): void {
		if (this.closed) return;
		this.queue.push(item);
		this.wakeReader?.();
	}

	/**
	 * An error takes its place in body order: a limit met by a later part does not spoil the file
	 * before it, which the caller may still be reading (the parser runs ahead of it by a chunk).
	 */
	private fail(error: Error): void {
		this.push({ kind: 'error', error });
	}

	private onFile(
		name: string | undefined,
		stream: BusboyFileStream,
		filename: string | undefined,
	): void {
		// A file part emits 'error' when the body ends inside it; without a listener that would
		// bring the process down. Reading it (fileBytes) sees the error all the same.
		stream.on('error', () => undefined);
		if (name === undefined) {
			stream.resume();
			this.fail(new MultipartError('part without a name'));
			return;
		}
		this.currentFile = stream;
		stream.on('limit', () => stream.destroy(new MultipartLimitError('file')));
		stream.on('close', () => {
			if (this.currentFile === stream) this.currentFile = null;
		});
		const part: FormPart = {
			kind: 'file',
			name,
			filename: filename ?? '',
			bytes: fileBytes(stream),
		};
		this.push({ kind: 'part', part, stream });
	}

	/** Feeds the body to the parser, from the first `next()` on: nothing is read before. */
	private async pump(): Promise<void> {
		let received = 0;
		try {
			for (;;) {
				const { done, value } = await this.body.read();
				if (this.closed) return;
				if (done) {
					this.busboy.end();
					return;
				}
				received += value.byteLength;
				if (received > this.maxBodyBytes) throw new MultipartLimitError('body');
				// The callback waits while a file part is not being read: that is the backpressure
				// that keeps a 200 MB video out of memory.
				await new Promise<void>((resolve, reject) => {
					this.wakePump = resolve;
					this.busboy.write(value, (error) => {
						if (error) reject(error);
						else resolve();
					});
				});
			}
		} catch (error) {
			if (this.closed) return;
			const failure =
				error instanceof MultipartLimitError ? error : new MultipartError(String(error));
			this.fail(failure);
			// The parser will not end the file part it is in: whoever reads it must hear why.
			this.currentFile?.destroy(failure);
		} finally {
			this.release();
		}
	}

	/** Lets go of the body without cancelling it (the server drains it after the answer). */
	private release(): void {
		try {
			this.body.releaseLock();
		} catch {
			// Already released.
		}
	}
}

function createParser(
	contentType: string | null | undefined,
	{ limits, fileField }: ReadMultipartOptions,
): BusboyInstance | null {
	if (!contentType || !/^\s*multipart\/form-data\s*(;|$)/i.test(contentType)) return null;
	try {
		return Busboy({
			headers: { 'content-type': contentType },
			defCharset: 'utf8',
			isPartAFile: (name, _type, filename) => filename !== undefined || name === fileField,
			limits: {
				fieldSize: limits.maxFieldBytes,
				fields: limits.maxFields,
				fileSize: limits.maxFileBytes,
				files: limits.maxFiles,
				parts: limits.maxParts,
				headerSize: limits.maxHeaderBytes,
			},
		});
	} catch {
		// "Multipart: Boundary not found" and the like.
		return null;
	}
}

/** A file part's bytes; throws what ended it early (a limit, a body cut inside it). */
async function* fileBytes(stream: BusboyFileStream): AsyncGenerator<Uint8Array> {
	try {
		for await (const chunk of stream) yield chunk as Uint8Array;
	} catch (error) {
		throw error instanceof MultipartLimitError ? error : new MultipartError(String(error));
	}
	if (stream.truncated) throw new MultipartLimitError('file');
}
