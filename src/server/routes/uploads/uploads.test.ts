/**
 * A pharmacy's logo (issue #7, `/api/uploads`): the authorisation matrix on both calls (owner and
 * group holder may; member, another owner, an outsider get 404, a pharmacy without plan 403,
 * anonymous 401, and every refusal leaves rows and stored files as they were), the type taken
 * from the bytes (a PNG called .pdf is a PNG; HTML or a PDF called .png is refused), the limits
 * enforced while reading (exactly the limit passes, one byte more stores nothing), SVG sanitised
 * on the way in, and a new logo replacing the old one's row and bytes.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	createOutsider,
	createPharmacyGroup,
	createPharmacyTeam,
	type Person,
} from '../../../../tests/factories/pharmacies';
import { call, createApp, createTestDeps, TEST_CLIENT_KEY } from '../../../../tests/setup/test-app';
import { runJobs } from '../../../../tests/setup/test-jobs';
import { databaseKinds, openTestDatabase } from '../../../../tests/setup/test-db';
import type { App } from '../../app';
import type { AppDeps } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { pharmacies, uploadedFiles } from '../../db/schema';
import { diskStorage } from '../../services/file-storage';

const MB = 1024 * 1024;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** `size` bytes that open with `signature` (the sniffer reads only the opening bytes). */
function bytesStartingWith(signature: number[] | string, size: number): Uint8Array<ArrayBuffer> {
	const head =
		typeof signature === 'string'
			? new TextEncoder().encode(signature)
			: Uint8Array.from(signature);
	const bytes = new Uint8Array(size);
	bytes.set(head);
	for (let i = head.length; i < size; i++) bytes[i] = i % 251;
	return bytes;
}

const png = (size = 2048) => bytesStartingWith(PNG_SIGNATURE, size);
const jpeg = (size = 2048) => bytesStartingWith([0xff, 0xd8, 0xff, 0xe0], size);
const encode = (text: string) => new TextEncoder().encode(text);

const SVG_WITH_SCRIPT = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">
<script>alert(document.cookie)</script>
<rect width="10" height="10" fill="#0a7"/>
</svg>`;

interface UploadFile {
	bytes: Uint8Array<ArrayBuffer>;
	name: string;
	type: string;
}

describe.each(databaseKinds)('logo uploads on %s', (kind) => {
	let handle: DatabaseHandle;
	let app: App;
	let deps: AppDeps;
	let storageDir: string;
	/** Plan Farmacia M (includes the space) with one member. */
	let team: Awaited<ReturnType<typeof createPharmacyTeam>>;
	/** A group of one pharmacy; the holder manages it. */
	let group: Awaited<ReturnType<typeof createPharmacyGroup>>;
	let other: Awaited<ReturnType<typeof createPharmacyTeam>>;
	/** A titular whose plan has not been bought. */
	let noPlan: Awaited<ReturnType<typeof createPharmacyTeam>>;
	let outsider: Person;

	beforeAll(async () => {
		handle = await openTestDatabase(kind);
		storageDir = await mkdtemp(path.join(os.tmpdir(), 'logo-uploads-'));
		deps = createTestDeps(handle.db, { files: diskStorage(storageDir) });
		app = createApp(deps);
		team = await createPharmacyTeam(handle.db, app, { size: 'M', members: 1 });
		group = await createPharmacyGroup(handle.db, app, { pharmacies: 1, membersEach: 0 });
		other = await createPharmacyTeam(handle.db, app, { size: 'XL' });
		noPlan = await createPharmacyTeam(handle.db, app, { size: null });
		outsider = await createOutsider(handle.db, app);
	});
	afterAll(async () => {
		await handle.close();
		await rm(storageDir, { recursive: true, force: true });
	});

	/** The form as the logo form sends it: `pharmacyId`, then `file`. */
	async function upload(
		token: string | undefined,
		fields: Record<string, string | number>,
		file: UploadFile | null,
		headers: Record<string, string> = {},
	) {
		const form = new FormData();
		for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
		if (file) form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
		const response = await app.request('/api/uploads/uploadLogo', {
			method: 'POST',
			headers: {
				pcek: TEST_CLIENT_KEY,
				...(token ? { authorization: `Bearer ${token}` } : {}),
				...headers,
			},
			body: form,
		});
		return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
	}

	const removeLogo = (token: string | undefined, pharmacyId: number) =>
		call(app, 'POST', '/api/uploads/removeLogo', {
			body: { pharmacyId },
			...(token ? { token } : {}),
		});

	async function storedFiles(): Promise<string[]> {
		const entries = await readdir(storageDir, { recursive: true, withFileTypes: true });
		return entries
			.filter((entry) => entry.isFile())
			.map((entry) => path.relative(storageDir, path.join(entry.parentPath, entry.name)))
			.sort();
	}

	async function logoOf(pharmacyId: number) {
		const [row] = await handle.db
			.select({ logoFileId: pharmacies.logoFileId })
			.from(pharmacies)
			.where(eq(pharmacies.id, pharmacyId));
		return row?.logoFileId ?? null;
	}

	/** What a refused call must leave as it was. */
	async function snapshot() {
		const ids = [team, other, noPlan, ...group.teams].map((t) => t.pharmacy.id);
		const logos = await handle.db
			.select({ id: pharmacies.id, logoFileId: pharmacies.logoFileId })
			.from(pharmacies)
			.where(inArray(pharmacies.id, ids))
			.orderBy(pharmacies.id);
		const [files] = await handle.db.select({ n: count() }).from(uploadedFiles);
		return { logos, files: files?.n ?? 0, stored: await storedFiles() };
	}

	const fileIdOf = (logoUrl: string) => logoUrl.replace('/api/files/', '');

	it('stores the owner’s PNG, sets it as the logo and answers its address', async () => {
		const bytes = png(5000);
		const res = await upload(
			team.owner.token,
			{ pharmacyId: team.pharmacy.id },
			{
				bytes,
				name: 'Logotipo Farmacia.png',
				type: 'image/png',
			},
		);
		expect(res.status).toBe(200);
		const logoUrl = res.body.data.uploadLogo.logoUrl as string;
		expect(logoUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
		expect(await logoOf(team.pharmacy.id)).toBe(fileIdOf(logoUrl));
		const [row] = await handle.db
			.select()
			.from(uploadedFiles)
			.where(eq(uploadedFiles.id, fileIdOf(logoUrl)));
		expect(row).toMatchObject({
			pharmacyId: team.pharmacy.id,
			kind: 'logo',
			contentType: 'image/png',
			bytes: 5000,
			originalName: 'Logotipo Farmacia.png',
			uploadedByUserId: team.owner.user.id,
		});
		// Stored under <pharmacyId>/<uuid>: the name the user gave is in no path.
		expect(row?.storageKey).toMatch(new RegExp(`^${team.pharmacy.id}/[0-9a-f-]{36}$`));
		const stored = await readFile(path.join(storageDir, row?.storageKey ?? ''));
		expect(Buffer.compare(stored, Buffer.from(bytes))).toBe(0);
	});

	it('replaces the previous logo: its row and its bytes are deleted', async () => {
		const first = await upload(
			team.owner.token,
			{ pharmacyId: team.pharmacy.id },
			{
				bytes: png(),
				name: 'a.png',
				type: 'image/png',
			},
		);
		// Whatever earlier uploads left for the worker is done first.
		await runJobs(deps);
		const before = await storedFiles();
		const second = await upload(
			team.owner.token,
			{ pharmacyId: team.pharmacy.id },
			{
				bytes: jpeg(),
				name: 'b.jpg',
				type: 'image/jpeg',
			},
		);
		expect(second.status).toBe(200);
		const oldId = fileIdOf(first.body.data.uploadLogo.logoUrl);
		const newId = fileIdOf(second.body.data.uploadLogo.logoUrl);
		expect(await logoOf(team.pharmacy.id)).toBe(newId);
		expect(await handle.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, oldId))).toEqual(
			[],
		);
		// The old bytes go by a job, once the row is gone: the worker's next round.
		expect(await storedFiles()).toHaveLength(before.length + 1);
		await runJobs(deps);
		const after = await storedFiles();
		expect(after).toHaveLength(before.length);
		expect(after.filter((file) => file.startsWith(`${team.pharmacy.id}/`))).toHaveLength(1);
	});

	it('lets the group holder upload the logo of a pharmacy of the group', async () => {
		const pharmacy = group.teams[0]!.pharmacy;
		const res = await upload(
			group.holder.token,
			{ pharmacyId: pharmacy.id },
			{
				bytes: png(),
				name: 'grupo.png',
				type: 'image/png',
			},
		);
		expect(res.status).toBe(200);
		expect(await logoOf(pharmacy.id)).toBe(fileIdOf(res.body.data.uploadLogo.logoUrl));
	});

	describe('refusals change nothing and store no file', () => {
		const file = (): UploadFile => ({ bytes: png(), name: 'x.png', type: 'image/png' });
		it.each([
			['a member of the team', () => team.members[0]!.token, () => team.pharmacy.id, 404, 'ph_nf'],
			['another pharmacy’s owner', () => other.owner.token, () => team.pharmacy.id, 404, 'ph_nf'],
			[
				'the holder of another group',
				() => group.holder.token,
				() => team.pharmacy.id,
				404,
				'ph_nf',
			],
			['an outsider', () => outsider.token, () => team.pharmacy.id, 404, 'ph_nf'],
			[
				'an owner without a pharmacy plan',
				() => noPlan.owner.token,
				() => noPlan.pharmacy.id,
				403,
				'plan_req',
			],
			['a pharmacy that does not exist', () => team.owner.token, () => 999_999, 404, 'ph_nf'],
			['anonymous', () => undefined, () => team.pharmacy.id, 401, 'token_inv'],
		])('uploadLogo by %s', async (_, token, pharmacyId, status, result) => {
			const before = await snapshot();
			const res = await upload(token(), { pharmacyId: pharmacyId() }, file());
			expect(res.status).toBe(status);
			expect(res.body).toMatchObject({ ok: false, result });
			expect(await snapshot()).toEqual(before);
		});

		it.each([
			['a member of the team', () => team.members[0]!.token, 404, 'ph_nf'],
			['another pharmacy’s owner', () => other.owner.token, 404, 'ph_nf'],
			['the holder of another group', () => group.holder.token, 404, 'ph_nf'],
			['an outsider', () => outsider.token, 404, 'ph_nf'],
			['anonymous', () => undefined, 401, 'token_inv'],
		])('removeLogo by %s', async (_, token, status, result) => {
			expect(await logoOf(team.pharmacy.id)).not.toBeNull();
			const before = await snapshot();
			const res = await removeLogo(token(), team.pharmacy.id);
			expect(res.status).toBe(status);
			expect(res.body).toMatchObject({ ok: false, result });
			expect(await snapshot()).toEqual(before);
		});
	});

	describe('the type comes from the bytes', () => {
		it('takes a PNG called informe.pdf, sent as application/pdf, as a PNG', async () => {
			const res = await upload(
				other.owner.token,
				{ pharmacyId: other.pharmacy.id },
				{
					bytes: png(),
					name: 'informe.pdf',
					type: 'application/pdf',
				},
			);
			expect(res.status).toBe(200);
			const [row] = await handle.db
				.select({ contentType: uploadedFiles.contentType })
				.from(uploadedFiles)
				.where(eq(uploadedFiles.id, fileIdOf(res.body.data.uploadLogo.logoUrl)));
			expect(row?.contentType).toBe('image/png');
		});

		it.each([
			[
				'HTML sent as image/png',
				encode('<!doctype html><script>alert(1)</script>'),
				'logo.png',
				'image/png',
			],
			[
				'HTML with whitespace before it',
				encode('\n\n  <html><body onload="alert(1)">'),
				'logo.svg',
				'image/svg+xml',
			],
			['a PDF called logo.png', bytesStartingWith('%PDF-1.7\n', 3000), 'logo.png', 'image/png'],
			// Larger than what the parser holds at once: the rest must be read past, not waited for.
			['a PDF of 900 KB', bytesStartingWith('%PDF-1.7\n', 900 * 1024), 'ficha.pdf', 'image/png'],
			[
				'a GIF/JavaScript polyglot',
				encode('GIF89a/*<svg onload=alert(1)>*/=1;alert(1)'),
				'logo.gif',
				'image/gif',
			],
			[
				'an MP4 video',
				bytesStartingWith([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d], 4000),
				'logo.png',
				'image/png',
			],
			[
				'a WebP image',
				bytesStartingWith('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 2000),
				'logo.webp',
				'image/webp',
			],
		])('refuses %s with 415 file_type naming the allowed types', async (_, bytes, name, type) => {
			const before = await snapshot();
			const res = await upload(
				other.owner.token,
				{ pharmacyId: other.pharmacy.id },
				{
					bytes,
					name,
					type,
				},
			);
			expect(res.status).toBe(415);
			expect(res.body.result).toBe('file_type');
			expect(res.body.msg).toContain('PNG o JPEG de hasta 1 MB');
			expect(res.body.msg).toContain('SVG de hasta 256 KB');
			expect(await snapshot()).toEqual(before);
		});

		it('sanitises an SVG on the way in: the script and the handler are gone', async () => {
			const res = await upload(
				other.owner.token,
				{ pharmacyId: other.pharmacy.id },
				{
					bytes: encode(SVG_WITH_SCRIPT),
					name: 'logo.svg',
					type: 'image/svg+xml',
				},
			);
			expect(res.status).toBe(200);
			const [row] = await handle.db
				.select()
				.from(uploadedFiles)
				.where(eq(uploadedFiles.id, fileIdOf(res.body.data.uploadLogo.logoUrl)));
			expect(row?.contentType).toBe('image/svg+xml');
			const stored = await readFile(path.join(storageDir, row?.storageKey ?? ''), 'utf8');
			expect(stored).toContain('<rect width="10" height="10" fill="#0a7"/>');
			expect(stored).not.toMatch(/script|onload|alert/i);
			expect(row?.bytes).toBe(Buffer.byteLength(stored));
		});

		it('refuses an SVG that declares entities (415 svg_inv), storing nothing', async () => {
			const before = await snapshot();
			const res = await upload(
				other.owner.token,
				{ pharmacyId: other.pharmacy.id },
				{
					bytes: encode(
						'<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>',
					),
					name: 'logo.svg',
					type: 'image/svg+xml',
				},
			);
			expect(res.status).toBe(415);
			expect(res.body.result).toBe('svg_inv');
			expect(await snapshot()).toEqual(before);
		});
	});

	describe('size limits, enforced while reading', () => {
		it('accepts a PNG of exactly 1 MB (far above the API’s 64 KB body limit)', async () => {
			const res = await upload(
				other.owner.token,
				{ pharmacyId: other.pharmacy.id },
				{
					bytes: png(MB),
					name: 'grande.png',
					type: 'image/png',
				},
			);
			expect(res.status).toBe(200);
		});

		it.each([
			['a PNG one byte over 1 MB', () => png(MB + 1), 'image/png', '1 MB'],
			['a JPEG of 3 MB', () => jpeg(3 * MB), 'image/jpeg', '1 MB'],
			[
				'an SVG one byte over 256 KB',
				() => {
					const open = '<svg xmlns="http://www.w3.org/2000/svg"><desc>';
					const close = '</desc></svg>';
					return encode(open + 'a'.repeat(256 * 1024 + 1 - open.length - close.length) + close);
				},
				'image/svg+xml',
				'256 KB',
			],
		])('refuses %s with 413 file_big naming the limit', async (_, bytes, type, limit) => {
			const before = await snapshot();
			const res = await upload(
				other.owner.token,
				{ pharmacyId: other.pharmacy.id },
				{
					bytes: bytes(),
					name: 'logo',
					type,
				},
			);
			expect(res.status).toBe(413);
			expect(res.body.result).toBe('file_big');
			expect(res.body.msg).toContain(`límite de ${limit}`);
			expect(await snapshot()).toEqual(before);
		});

		it('refuses from the declared Content-Length before reading the body', async () => {
			const before = await snapshot();
			const res = await upload(
				other.owner.token,
				{ pharmacyId: other.pharmacy.id },
				{ bytes: png(), name: 'x.png', type: 'image/png' },
				{ 'content-length': String(50 * MB) },
			);
			expect(res.status).toBe(413);
			expect(res.body.result).toBe('file_big');
			expect(await snapshot()).toEqual(before);
		});

		it('keeps the 64 KB limit on every other call', async () => {
			const res = await call(app, 'POST', '/api/uploads/removeLogo', {
				token: other.owner.token,
				rawBody: JSON.stringify({ pharmacyId: other.pharmacy.id, pad: 'x'.repeat(70_000) }),
			});
			expect(res.status).toBe(413);
			expect(res.body.result).toBe('body_too_large');
		});
	});

	describe('bad forms', () => {
		it('refuses a JSON body (400 upl_inv)', async () => {
			const res = await call(app, 'POST', '/api/uploads/uploadLogo', {
				token: other.owner.token,
				body: { pharmacyId: other.pharmacy.id },
			});
			expect(res.status).toBe(400);
			expect(res.body.result).toBe('upl_inv');
		});

		it('refuses a form without a file (400 file_ms)', async () => {
			const res = await upload(other.owner.token, { pharmacyId: other.pharmacy.id }, null);
			expect(res.status).toBe(400);
			expect(res.body.result).toBe('file_ms');
		});

		it('refuses an empty file (400 file_ms)', async () => {
			const res = await upload(
				other.owner.token,
				{ pharmacyId: other.pharmacy.id },
				{
					bytes: new Uint8Array(0),
					name: '',
					type: 'application/octet-stream',
				},
			);
			expect(res.status).toBe(400);
			expect(res.body.result).toBe('file_ms');
		});

		it('refuses the file before pharmacyId: the guards could not run first', async () => {
			const before = await snapshot();
			const form = new FormData();
			form.append('file', new Blob([png()], { type: 'image/png' }), 'x.png');
			form.append('pharmacyId', String(other.pharmacy.id));
			const response = await app.request('/api/uploads/uploadLogo', {
				method: 'POST',
				headers: { pcek: TEST_CLIENT_KEY, authorization: `Bearer ${other.owner.token}` },
				body: form,
			});
			expect(response.status).toBe(400);
			expect(((await response.json()) as { result: string }).result).toBe('inv_data');
			expect(await snapshot()).toEqual(before);
		});

		it('refuses fields after the file, removing what it stored', async () => {
			const before = await snapshot();
			const form = new FormData();
			form.append('pharmacyId', String(other.pharmacy.id));
			form.append('file', new Blob([png()], { type: 'image/png' }), 'x.png');
			form.append('extra', 'late');
			const response = await app.request('/api/uploads/uploadLogo', {
				method: 'POST',
				headers: { pcek: TEST_CLIENT_KEY, authorization: `Bearer ${other.owner.token}` },
				body: form,
			});
			expect(response.status).toBe(400);
			expect(((await response.json()) as { result: string }).result).toBe('upl_inv');
			expect(await snapshot()).toEqual(before);
		});

		describe('bodies the multipart parser refuses answer 400 upl_inv and store nothing', () => {
			const BOUNDARY = 'campus-boundary-51';
			const field = (name: string, value: string) =>
				`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
			const filePart = (text: string, name = 'file') =>
				`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="logo.svg"\r\nContent-Type: image/svg+xml\r\n\r\n${text}\r\n`;
			const SVG =
				'<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
			const pharmacy = () => field('pharmacyId', String(other.pharmacy.id));
			const end = `--${BOUNDARY}--\r\n`;

			async function sendRaw(
				body: string,
				contentType = `multipart/form-data; boundary=${BOUNDARY}`,
			) {
				const response = await app.request('/api/uploads/uploadLogo', {
					method: 'POST',
					headers: {
						pcek: TEST_CLIENT_KEY,
						authorization: `Bearer ${other.owner.token}`,
						'content-type': contentType,
					},
					body,
				});
				return {
					status: response.status,
					body: (await response.json()) as Record<string, unknown>,
				};
			}

			it.each([
				['a body cut inside the file', () => pharmacy() + filePart(SVG).slice(0, -40), 'inválido'],
				['a body without its closing boundary', () => pharmacy() + filePart(SVG), 'inválido'],
				[
					'a field over 16 KB',
					() => pharmacy() + field('title', 'x'.repeat(16 * 1024 + 1)) + filePart(SVG) + end,
					'inválido',
				],
				[
					'21 fields before the file',
					() =>
						pharmacy() +
						Array.from({ length: 20 }, (_, i) => field(`f${i}`, 'v')).join('') +
						filePart(SVG) +
						end,
					'inválido',
				],
				[
					'thousands of tiny parts the parser skips',
					() => pharmacy() + `--${BOUNDARY}\r\nX: y\r\n\r\n\r\n`.repeat(5000) + filePart(SVG) + end,
					'inválido',
				],
				['a second file', () => pharmacy() + filePart(SVG) + filePart(SVG) + end, 'después'],
				['a file under another name', () => pharmacy() + filePart(SVG, 'logo') + end, 'inválido'],
			])('%s', async (_, body, message) => {
				const before = await snapshot();
				const res = await sendRaw(body());
				expect(res.status).toBe(400);
				expect(res.body).toMatchObject({ ok: false, result: 'upl_inv' });
				expect(res.body.msg).toContain(message === 'inválido' ? 'no es válido' : 'después');
				expect(await snapshot()).toEqual(before);
			});

			it.each([
				['multipart/form-data', 'without a boundary'],
				['multipart/mixed; boundary=campus-boundary-51', 'another multipart'],
				['text/plain', 'not multipart'],
			])('%s (%s) is not a form: 400 upl_inv', async (contentType) => {
				const before = await snapshot();
				const res = await sendRaw(pharmacy() + filePart(SVG) + end, contentType);
				expect(res.status).toBe(400);
				expect(res.body).toMatchObject({ ok: false, result: 'upl_inv' });
				expect(res.body.msg).toContain('multipart/form-data');
				expect(await snapshot()).toEqual(before);
			});

			it('a body past the limit without Content-Length: 413 file_big, nothing stored', async () => {
				const before = await snapshot();
				const open = `${pharmacy()}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`;
				const chunks = [encode(open), png(64 * 1024)];
				for (let i = 0; i < 20; i++) chunks.push(new Uint8Array(64 * 1024).fill(7));
				const body = new ReadableStream<Uint8Array>({
					pull(controller) {
						const next = chunks.shift();
						if (next) controller.enqueue(next);
						else controller.close();
					},
				});
				const response = await app.request('/api/uploads/uploadLogo', {
					method: 'POST',
					headers: {
						pcek: TEST_CLIENT_KEY,
						authorization: `Bearer ${other.owner.token}`,
						'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
					},
					body,
					duplex: 'half',
				} as RequestInit);
				expect(response.status).toBe(413);
				const answer = (await response.json()) as { result: string; msg: string };
				expect(answer.result).toBe('file_big');
				expect(answer.msg).toContain('límite de 1 MB');
				expect(await snapshot()).toEqual(before);
				// The reader stopped before the end: the rest of the body was never asked for.
				expect(chunks.length).toBeGreaterThan(0);
			});
		});
	});

	describe('removeLogo', () => {
		it('lets the owner remove the logo: row and bytes deleted', async () => {
			const fileId = await logoOf(team.pharmacy.id);
			expect(fileId).not.toBeNull();
			await runJobs(deps);
			const storedBefore = await storedFiles();
			const res = await removeLogo(team.owner.token, team.pharmacy.id);
			expect(res.status).toBe(200);
			expect(res.body.data.removeLogo).toEqual({ logoUrl: null });
			expect(await logoOf(team.pharmacy.id)).toBeNull();
			expect(
				await handle.db
					.select()
					.from(uploadedFiles)
					.where(eq(uploadedFiles.id, fileId ?? '')),
			).toEqual([]);
			await runJobs(deps);
			expect(await storedFiles()).toHaveLength(storedBefore.length - 1);
			// Removing again is not an error.
			expect((await removeLogo(team.owner.token, team.pharmacy.id)).status).toBe(200);
		});

		it('lets the group holder remove the logo of a group pharmacy', async () => {
			const pharmacy = group.teams[0]!.pharmacy;
			expect(await logoOf(pharmacy.id)).not.toBeNull();
			const res = await removeLogo(group.holder.token, pharmacy.id);
			expect(res.status).toBe(200);
			expect(await logoOf(pharmacy.id)).toBeNull();
		});

		it('refuses a bad pharmacyId with 400 inv_data', async () => {
			const res = await call(app, 'POST', '/api/uploads/removeLogo', {
				token: team.owner.token,
				body: { pharmacyId: 'doce' },
			});
			expect(res.status).toBe(400);
			expect(res.body.result).toBe('inv_data');
		});
	});
});
