/**
 * Router of the certificates (issue #6), mounted at `/api/certificates`. Listing and issuing are
 * for the holder; verifying a code and its PDF are public (the code is what opens them).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { noStore } from '../../middleware/no-store';
import { requireUser } from '../../middleware/require-user';
import * as handlers from './handlers';

export const certificatesRouter = new Hono<AppEnv>()
	.post('/getCertificates', noStore, requireUser, handlers.getCertificates)
	.post('/issueCertificate', noStore, requireUser, handlers.issueCertificate)
	.post('/verifyCertificate', noStore, handlers.verifyCertificate)
	.get('/pdf/:code', handlers.certificatePdf);
