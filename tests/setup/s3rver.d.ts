/** The part of @20minutes/s3rver (plain JavaScript, no types) that tests/setup/storage-servers.ts uses. */
declare module '@20minutes/s3rver' {
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
	}
}
