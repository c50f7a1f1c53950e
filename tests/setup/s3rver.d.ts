/** The part of @20minutes/s3rver (plain JavaScript, no types) that tests/setup/storage-servers.ts uses. */
declare module '@20minutes/s3rver' {
	import type { IncomingMessage, ServerResponse } from 'node:http';
	import type { AddressInfo } from 'node:net';

	interface S3rverOptions {
		address?: string;
		port?: number;
		silent?: boolean;
		directory: string;
		configureBuckets?: { name: string }[];
	}

	export default class S3rver {
		constructor(options: S3rverOptions);
		run(): Promise<AddressInfo | string>;
		close(): Promise<void>;
		/** Creates the configured buckets without listening (what `run` does first). */
		configureBuckets(): Promise<unknown>;
		/** Where it keeps buckets and objects (its folder). */
		readonly store: { deleteObject(bucket: string, key: string): Promise<void> };
		/** Koa's request handler, for a server of the caller's own. */
		callback(): (request: IncomingMessage, response: ServerResponse) => void;
	}
}
