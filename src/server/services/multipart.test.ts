/**
 * The streaming multipart reader: the same parts whatever way the body is cut into chunks (a
 * boundary split across two chunks is the classic bug), fields and files as browsers send them,
 * the broken bodies it must refuse, and the limits it enforces while reading.
 */
import { describe, expect, it } from 'vitest';
import {
	MultipartError,
	MultipartLimitError,
	readMultipart,
	type FormPart,
	type MultipartLimits,
} from './multipart';

const BOUNDARY = '----WebKitFormBoundaryX3nG7qP1';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

const LIMITS: MultipartLimits = {
	maxBodyBytes: 1024 * 1024,
	maxFileBytes: 512 * 1024,
	maxFieldBytes: 16 * 1024,
	maxFields: 20,
	maxFiles: 1,
	maxParts: 21,
	maxHeaderBytes: 8 * 1024,
};

function chunked(bytes: Uint8Array, size: number): ReadableStream<Uint8Array> {
	let at = 0;
	return new ReadableStream({
		pull(controller) {
			if (at >= bytes.length) {
				controller.close();
				return;
			}
			controller.enqueue(bytes.slice(at, at + size));
			at += size;
		},
	});
}

interface ReadPart {
	name: string;
	filename: string | null;
	data: string;
}

/** Every part of `body`, a file's bytes joined, read `chunkSize` bytes at a time. */
async function parts(
	body: Uint8Array,
	chunkSize: number,
	{ contentType = CONTENT_TYPE, limits = LIMITS } = {},
): Promise<ReadPart[]> {
	const form = readMultipart(chunked(body, chunkSize), contentType, { limits, fileField: 'file' });
	if (!form) throw new MultipartError('not multipart');
	const out: ReadPart[] = [];
	try {
		for (let part = await form.next(); part; part = await form.next()) out.push(await read(part));
	} finally {
		form.close();
	}
	return out;
}

async function read(part: FormPart): Promise<ReadPart> {
	if (part.kind === 'field') return { name: part.name, filename: null, data: part.value };
	const chunks: Uint8Array[] = [];
	for await (const chunk of part.bytes) chunks.push(chunk);
	return { name: part.name, filename: part.filename, data: Buffer.concat(chunks).toString('utf8') };
}

async function browserBody(form: FormData): Promise<{ bytes: Uint8Array; contentType: string }> {
	const request = new Request('http://x/', { method: 'POST', body: form });
	const contentType = request.headers.get('content-type') ?? '';
	return { bytes: new Uint8Array(await request.arrayBuffer()), contentType };
}

const encode = (text: string) => new TextEncoder().encode(text);

const SAMPLE = encode(
	[
		'preamble to ignore',
		`--${BOUNDARY}`,
		'Content-Disposition: form-data; name="pharmacyId"',
		'',
		'12',
		`--${BOUNDARY}`,
		'Content-Disposition: form-data; name="file"; filename="Logotipo Núñez.png"',
		'Content-Type: image/png',
		'',
		`bytes with a fake --${BOUNDARY.slice(0, 10)} and \r\n-- inside`,
		`--${BOUNDARY}--`,
		'epilogue',
	].join('\r\n'),
);

describe('readMultipart', () => {
	it.each([1, 2, 7, 41, 4096])('reads the same parts in chunks of %i bytes', async (size) => {
		expect(await parts(SAMPLE, size)).toEqual([
			{ name: 'pharmacyId', filename: null, data: '12' },
			{
				name: 'file',
				filename: 'Logotipo Núñez.png',
				data: `bytes with a fake --${BOUNDARY.slice(0, 10)} and \r\n-- inside`,
			},
		]);
	});

	it('reads a FormData body as the browser (undici) encodes it, binary bytes intact', async () => {
		const binary = new Uint8Array(70_000).map((_, i) => (i * 31) % 256);
		const form = new FormData();
		form.append('title', 'Acogida en el mostrador');
		form.append('file', new Blob([binary], { type: 'video/mp4' }), 'acogida.mp4');
		const { bytes, contentType } = await browserBody(form);
		const reader = readMultipart(chunked(bytes, 1000), contentType, {
			limits: LIMITS,
			fileField: 'file',
		});
		const title = await reader?.next();
		expect(title).toEqual({ kind: 'field', name: 'title', value: 'Acogida en el mostrador' });
		const file = await reader?.next();
		expect(file).toMatchObject({ kind: 'file', name: 'file', filename: 'acogida.mp4' });
		const chunks: Uint8Array[] = [];
		if (file?.kind === 'file') for await (const chunk of file.bytes) chunks.push(chunk);
		expect(Buffer.concat(chunks).equals(Buffer.from(binary))).toBe(true);
		expect(await reader?.next()).toBeNull();
		reader?.close();
	});

	it('decodes an RFC 5987 filename*', async () => {
		const body = encode(
			`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''Farmacia%20Pe%C3%B1a.svg\r\n\r\n<svg/>\r\n--${BOUNDARY}--`,
		);
		expect((await parts(body, 5))[0]?.filename).toBe('Farmacia Peña.svg');
	});

	it('takes a part named like the file field as the file even without a filename', async () => {
		const body = encode(
			`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"\r\n\r\n<svg/>\r\n--${BOUNDARY}--`,
		);
		expect(await parts(body, 5)).toEqual([{ name: 'file', filename: '', data: '<svg/>' }]);
	});

	it.each([
		[
			'a body cut before the closing boundary',
			`--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nhalf`,
		],
		[
			'a body cut inside the file',
			`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nhalf a fi`,
		],
		[
			'a part without a name',
			`--${BOUNDARY}\r\nContent-Disposition: form-data; filename="a"\r\n\r\nx\r\n--${BOUNDARY}--`,
		],
		['no boundary at all', 'just some text'],
	])('refuses %s', async (_, text) => {
		await expect(parts(encode(text), 3)).rejects.toBeInstanceOf(MultipartError);
	});

	it.each([
		['a part without Content-Disposition', `Content-Type: text/plain\r\n\r\nx`],
		['junk after a boundary', `junk\r\nContent-Disposition: form-data; name="a"\r\n\r\nx`],
		['a header block larger than 8 KB', `X-Long: ${'a'.repeat(20_000)}\r\n\r\nx`],
	])('skips %s, keeping the parts around it', async (_, badPart) => {
		const body = encode(
			`--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--${BOUNDARY}${badPart.startsWith('junk') ? '' : '\r\n'}${badPart}\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="b"\r\n\r\n2\r\n--${BOUNDARY}--`,
		);
		expect(await parts(body, 1024)).toEqual([
			{ name: 'a', filename: null, data: '1' },
			{ name: 'b', filename: null, data: '2' },
		]);
	});

	it.each([
		['multipart/form-data', 'no boundary'],
		['multipart/mixed; boundary=abc', 'another multipart'],
		['application/json', 'not multipart'],
		[undefined, 'no content type'],
	])('is no reader for %s (%s)', (contentType: string | undefined, _why: string) => {
		expect(
			readMultipart(chunked(SAMPLE, 10), contentType, { limits: LIMITS, fileField: 'file' }),
		).toBeNull();
	});

	it('reads a quoted boundary and a charset before it', async () => {
		const body = encode(
			`--a b:c\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--a b:c--`,
		);
		expect(
			await parts(body, 4, { contentType: 'Multipart/Form-Data; charset=utf-8; boundary="a b:c"' }),
		).toEqual([{ name: 'a', filename: null, data: '1' }]);
	});
});

describe('readMultipart limits', () => {
	const field = (name: string, value: string) =>
		`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
	const file = (bytes: number) =>
		`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\n\r\n${'x'.repeat(bytes)}\r\n`;
	const end = `--${BOUNDARY}--`;
	const limitOf = async (text: string, chunkSize = 4096, limits = LIMITS) => {
		try {
			await parts(encode(text), chunkSize, { limits });
			return null;
		} catch (error) {
			if (error instanceof MultipartLimitError) return error.limit;
			throw error;
		}
	};

	it('takes a file of exactly its limit and refuses one byte more', async () => {
		const limits = { ...LIMITS, maxFileBytes: 10_000 };
		expect(await limitOf(file(10_000) + end, 4096, limits)).toBeNull();
		expect(await limitOf(file(10_001) + end, 4096, limits)).toBe('file');
	});

	it('refuses a field over its limit', async () => {
		expect(await limitOf(field('a', 'x'.repeat(16 * 1024)) + end)).toBeNull();
		expect(await limitOf(field('a', 'x'.repeat(16 * 1024 + 1)) + end)).toBe('field');
	});

	it('refuses more fields, files or parts than allowed', async () => {
		const fields = (n: number) => Array.from({ length: n }, (_, i) => field(`f${i}`, 'v')).join('');
		expect(await limitOf(fields(20) + end)).toBeNull();
		expect(await limitOf(fields(21) + end)).toBe('fields');
		expect(await limitOf(file(10) + file(10) + end)).toBe('files');
		const skipped = `--${BOUNDARY}\r\nContent-Type: text/plain\r\n\r\nx\r\n`.repeat(30);
		expect(await limitOf(skipped + end)).toBe('parts');
	});

	it('refuses a body over its limit while reading it, a chunk past the limit', async () => {
		const limits = { ...LIMITS, maxBodyBytes: 50_000, maxFileBytes: 100_000 };
		expect(await limitOf(file(60_000) + end, 1000, limits)).toBe('body');
	});
});
