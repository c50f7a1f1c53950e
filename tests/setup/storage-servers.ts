/**
 * Local twins of the object stores (ADR 017m), started by the tests on 127.0.0.1 with their data
 * in a temporary folder: an S3-compatible server (@20minutes/s3rver, the maintained fork of
 * s3rver) and Netlify's own Blobs server (`@netlify/blobs/server`, the one its CLI runs).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
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
	const server = new S3rver({
		address: '127.0.0.1',
		port: 0,
		silent: true,
		directory,
		configureBuckets: [{ name: bucket }],
	});
	const { port } = (await server.run()) as AddressInfo;
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
			await server.close();
			await rm(directory, { recursive: true, force: true });
		},
	};
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
