/**
 * The streaming multipart reader: the same events whatever way the body is cut into chunks (a
 * boundary split across two chunks is the classic bug), fields and files as browsers send them,
 * and the broken bodies it must refuse.
 */
import { describe, expect, it } from 'vitest';
import { MultipartError, multipartBoundary, readMultipart, type MultipartEvent } from './multipart';

const BOUNDARY = '----WebKitFormBoundaryX3nG7qP1';

async function* chunked(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
	for (let at = 0; at < bytes.length; at += size)
		yield await Promise.resolve(bytes.subarray(at, at + size));
}

/** Parts as [name, filename, text] from the events, the data of each part joined. */
async function parts(body: Uint8Array, chunkSize: number) {
	const out: { name: string; filename: string | null; type: string | null; data: string }[] = [];
	let current: (typeof out)[number] | null = null;
	const chunks: Buffer[] = [];
	for await (const event of readMultipart(chunked(body, chunkSize), BOUNDARY)) {
		if (event.type === 'part') {
			current = { name: event.name, filename: event.filename, type: event.contentType, data: '' };
			chunks.length = 0;
		} else if (event.type === 'data') {
			chunks.push(Buffer.from(event.chunk));
		} else if (current) {
			current.data = Buffer.concat(chunks).toString('utf8');
			out.push(current);
			current = null;
		}
	}
	return out;
}

async function browserBody(form: FormData): Promise<{ bytes: Uint8Array; boundary: string }> {
	const request = new Request('http://x/', { method: 'POST', body: form });
	const boundary = multipartBoundary(request.headers.get('content-type'));
	if (!boundary) throw new Error('no boundary');
	return { bytes: new Uint8Array(await request.arrayBuffer()), boundary };
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
			{ name: 'pharmacyId', filename: null, type: null, data: '12' },
			{
				name: 'file',
				filename: 'Logotipo Núñez.png',
				type: 'image/png',
				data: `bytes with a fake --${BOUNDARY.slice(0, 10)} and \r\n-- inside`,
			},
		]);
	});

	it('reads a FormData body as the browser (undici) encodes it, binary bytes intact', async () => {
		const binary = new Uint8Array(70_000).map((_, i) => (i * 31) % 256);
		const form = new FormData();
		form.append('title', 'Acogida en el mostrador');
		form.append('file', new Blob([binary], { type: 'video/mp4' }), 'acogida.mp4');
		const { bytes, boundary } = await browserBody(form);
		const events: MultipartEvent[] = [];
		for await (const event of readMultipart(chunked(bytes, 1000), boundary)) events.push(event);
		const fileData = Buffer.concat(
			events
				.slice(events.findIndex((e) => e.type === 'part' && e.name === 'file'))
				.flatMap((e) => (e.type === 'data' ? [e.chunk] : [])),
		);
		expect(fileData.equals(Buffer.from(binary))).toBe(true);
		expect(events.filter((e) => e.type === 'part')).toEqual([
			{ type: 'part', name: 'title', filename: null, contentType: null },
			{ type: 'part', name: 'file', filename: 'acogida.mp4', contentType: 'video/mp4' },
		]);
	});

	it('decodes an RFC 5987 filename*', async () => {
		const body = encode(
			`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="x"; filename*=UTF-8''Farmacia%20Pe%C3%B1a.svg\r\n\r\n<svg/>\r\n--${BOUNDARY}--`,
		);
		expect((await parts(body, 5))[0]?.filename).toBe('Farmacia Peña.svg');
	});

	it.each([
		[
			'a body cut before the closing boundary',
			`--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nhalf`,
		],
		[
			'a part without Content-Disposition',
			`--${BOUNDARY}\r\nContent-Type: text/plain\r\n\r\nx\r\n--${BOUNDARY}--`,
		],
		[
			'a part without a name',
			`--${BOUNDARY}\r\nContent-Disposition: form-data; filename="a"\r\n\r\nx\r\n--${BOUNDARY}--`,
		],
		[
			'junk after a boundary',
			`--${BOUNDARY}junk\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n--${BOUNDARY}--`,
		],
		['no boundary at all', 'just some text'],
	])('refuses %s', async (_, text) => {
		await expect(parts(encode(text), 3)).rejects.toBeInstanceOf(MultipartError);
	});

	it('refuses a header block larger than 8 KB without holding more', async () => {
		const body = encode(
			`--${BOUNDARY}\r\nX-Long: ${'a'.repeat(20_000)}\r\n\r\nx\r\n--${BOUNDARY}--`,
		);
		await expect(parts(body, 1024)).rejects.toThrow('part headers too long');
	});
});

describe('multipartBoundary', () => {
	it.each([
		['multipart/form-data; boundary=abc', 'abc'],
		['Multipart/Form-Data; charset=utf-8; boundary="a b:c"', 'a b:c'],
		['multipart/form-data', null],
		['multipart/mixed; boundary=abc', null],
		['application/json', null],
		[undefined, null],
		[`multipart/form-data; boundary=${'x'.repeat(71)}`, null],
	])('%s → %s', (header, expected) => {
		expect(multipartBoundary(header)).toBe(expected);
	});
});
