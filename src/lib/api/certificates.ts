/** The certificate calls (issue #6) for the campus and the public verification page. */
import type {
	CertificateList,
	CertificateVerification,
	CertificatesResult,
} from '../contracts/certificates';
import { API_BASE_URL, api, dataAt, type ApiClient, type ApiResult } from './client';

/** The person's certificates and their hours by area. */
export function getCertificates(
	client: ApiClient = api,
): Promise<ApiResult<CertificateList, CertificatesResult>> {
	return client.post('/certificates/getCertificates', {}, { select: dataAt('getCertificates') });
}

/** Public: what a certificate code says, or 404 `cert_nf`. */
export function verifyCertificate(
	code: string,
	client: ApiClient = api,
): Promise<ApiResult<CertificateVerification, CertificatesResult>> {
	return client.post(
		'/certificates/verifyCertificate',
		{ code },
		{ select: dataAt('verifyCertificate') },
	);
}

/** The certificate's PDF: a plain link anyone with the code can open. */
export function certificatePdfUrl(code: string): string {
	return `${API_BASE_URL}/certificates/pdf/${encodeURIComponent(code)}`;
}
