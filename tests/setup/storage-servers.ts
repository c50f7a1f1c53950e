/**
 * Local twins of the object stores (ADR 017m), started by the tests on 127.0.0.1 with their data
 * in a temporary folder: an S3-compatible server (@20minutes/s3rver, the maintained fork of
 * s3rver) and Netlify's own Blobs server (`@netlify/blobs/server`, the one its CLI runs).
 *
 * s3rver keeps multipart uploads (their parts and each part's MD5) but answers neither ListParts
 * nor AbortMultipartUpload, and refuses the signature of DeleteObjects (a bucket path signed with
 * a trailing slash): the three calls @tus/s3-store needs to resume and cancel an upload. The twin
 * answers those itself, as S3 documents them, from s3rver's own folder and store (without checking
 * their signature), and hands every other request to s3rver, which checks it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from '@20minutes/s3rver';
import { getStore, type Store } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import type { StorageConfig } from '../../src/server/config';

export interface S3Twin {
	settings: Extract<StorageConfig, { kind: 's3' }>;
	close: () => Promise<void>;
}

/** s3rver's fixed credentials; it checks signatures made with them. */
const S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3Server(bucket = 'campus-media'): Promise<S3Twin> {
	const directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
	const s3rver = new S3rver({ silent: true, directory, configureBuckets: [{ name: bucket }] });
	await s3rver.configureBuckets();
	const s3rverHandler = s3rver.callback();
	const server = createServer((request, response) => {
		const url = new URL(request.url ?? '/', 'http://127.0.0.1');
		const uploadId = url.searchParams.get('uploadId');
		const multipart = uploadId !== null && /^[\w-]+$/.test(uploadId);
		if (multipart && request.method === 'GET') {
			void listParts(directory, url, uploadId, response);
		} else if (multipart && request.method === 'DELETE') {
			void abortUpload(directory, url, uploadId, response);
		} else if (request.method === 'POST' && url.searchParams.has('delete')) {
			void deleteObjects(s3rver, url, request, response);
		} else {
			s3rverHandler(request, response);
		}
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		settings: {
			kind: 's3',
			bucket,
			endpoint: `http://127.0.0.1:${port}`,
			region: 'us-east-1',
			credentials: S3_KEYS,
			forcePathStyle: true,
		},
		async close() {
			server.closeAllConnections();
			await new Promise((resolve) => server.close(resolve));
			await rm(directory, { recursive: true, force: true });
		},
	};
}

/** Where s3rver keeps the parts of a multipart upload of `bucket` (stores/filesystem.js). */
function uploadFolder(directory: string, url: URL, uploadId: string): string {
	const bucket = decodeURIComponent(url.pathname.split('/')[1] ?? '');
	return path.join(directory, bucket, '._S3rver_uploads', uploadId);
}

function noSuchUpload(response: ServerResponse) {
	response.writeHead(404, { 'content-type': 'application/xml' });
	response.end(
		'<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>',
	);
}

/** ListParts: every part stored so far, by number, with its ETag (its MD5) and size. */
async function listParts(directory: string, url: URL, uploadId: string, response: ServerResponse) {
	const folder = uploadFolder(directory, url, uploadId);
	const names = await readdir(folder).catch(() => null);
	if (!names) {
		noSuchUpload(response);
		return;
	}
	const numbers = names
		.filter((name) => /^\d+$/.test(name))
		.map(Number)
		.sort((a, b) => a - b);
	const parts = await Promise.all(
		numbers.map(async (n) => {
			const [md5, info] = await Promise.all([
				readFile(path.join(folder, `${String(n)}.md5`), 'utf8'),
				stat(path.join(folder, String(n))),
			]);
			return `<Part><PartNumber>${String(n)}</PartNumber><LastModified>${info.mtime.toISOString()}</LastModified><ETag>"${md5.trim()}"</ETag><Size>${String(info.size)}</Size></Part>`;
		}),
	);
	response.writeHead(200, { 'content-type': 'application/xml' });
	response.end(
		`<?xml version="1.0" encoding="UTF-8"?><ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><UploadId>${uploadId}</UploadId><PartNumberMarker>0</PartNumberMarker><NextPartNumberMarker>${String(numbers.at(-1) ?? 0)}</NextPartNumberMarker><MaxParts>1000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
	);
}

/** DeleteObjects: each key listed is deleted (a key not there counts as deleted, as on S3). */
async function deleteObjects(
	s3rver: S3rver,
	url: URL,
	request: IncomingMessage,
	response: ServerResponse,
) {
	const bucket = decodeURIComponent(url.pathname.split('/')[1] ?? '');
	const body = await new Response(Readable.toWeb(request) as ReadableStream).text();
	const keys = [...body.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => match[1] ?? '');
	for (const key of keys) await s3rver.store.deleteObject(bucket, key);
	response.writeHead(200, { 'content-type': 'application/xml' });
	response.end(
		`<?xml version="1.0" encoding="UTF-8"?><DeleteResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${keys.map((key) => `<Deleted><Key>${key}</Key></Deleted>`).join('')}</DeleteResult>`,
	);
}

/** AbortMultipartUpload: the parts are dropped; 204, or NoSuchUpload. */
async function abortUpload(
	directory: string,
	url: URL,
	uploadId: string,
	response: ServerResponse,
) {
	const folder = uploadFolder(directory, url, uploadId);
	if (!(await stat(folder).catch(() => null))) {
		noSuchUpload(response);
		return;
	}
	await rm(folder, { recursive: true, force: true });
	response.writeHead(204);
	response.end();
}

export interface BlobsTwin {
	store: Store;
	close: () => Promise<void>;
}

export async function startBlobsServer(name = 'campus-files'): Promise<BlobsTwin> {
	const directory = await mkdtemp(path.join(os.tmpdir(), 'blobs-'));
	const token = 'blobs-test-token';
	const server = new BlobsServer({ directory, token, port: 0 });
	const { port } = await server.start();
	const url = `http://127.0.0.1:${port}`;
	return {
		store: getStore({
			name,
			siteID: 'campus-test-site',
			token,
			edgeURL: url,
			uncachedEdgeURL: url,
			consistency: 'strong',
		}),
		async close() {
			await server.stop();
			await rm(directory, { recursive: true, force: true });
		},
	};
}
