/**
 * The one place that turns `STORAGE` into a `FileStorage` (ADR 017m): the runtime passes it as
 * `deps.files`, so uploads, media, the transcode job and the signed links all use the same one.
 */
import path from 'node:path';
import { getStore } from '@netlify/blobs';
import type { ServerConfig } from '../../config';
import { diskStorage, type FileStorage } from '../file-storage';
import { netlifyBlobsStorage } from './netlify-blobs';
import { s3Storage } from './s3';

export function createFileStorage(config: ServerConfig): FileStorage {
	const storage = config.storage;
	switch (storage.kind) {
		case 'local':
			return diskStorage(path.join(config.dataDir, 'uploads'), config);
		case 's3':
			return s3Storage(storage);
		case 'netlify-blobs': {
			// Inside a Netlify function the site and token come from its context; a worker on another
			// host names them. Strong consistency: a part just written must be readable at once.
			return netlifyBlobsStorage(
				() =>
					storage.siteId && storage.token
						? getStore({
								name: storage.store,
								siteID: storage.siteId,
								token: storage.token,
								consistency: 'strong',
							})
						: getStore({ name: storage.store, consistency: 'strong' }),
				config,
			);
		}
	}
}
