/** Payloads of the certificate calls (issue #6). Shared by src/server/routes/certificates and the campus. */
import type { AreaResult, LicenceRefusal } from './common';
import * as v from 'valibot';
import { t } from '../../i18n/index';
import { payloadObject, positiveId, text } from './fields';

/** `POST /certificates/issueCertificate {cid}`. */
export const IssueCertificateBody = payloadObject({
	cid: positiveId(() => t('progress.validation.cid')),
});

/** `POST /certificates/verifyCertificate {code}`: as typed; the service normalises it. */
export const VerifyCertificateBody = payloadObject({
	code: v.pipe(
		text(() => t('certificates.validation.code')),
		v.trim(),
		v.minLength(1, () => t('certificates.validation.code')),
		v.maxLength(40, () => t('certificates.validation.code')),
	),
});

// ---- Answers -------------------------------------------------------------------------------

/** LinkedIn's "add to profile" and share links, and the fields, shown for copying too. */
export interface LinkedInLinks {
	addUrl: string;
	shareUrl: string;
	fields: {
		name: string;
		organization: string;
		issueYear: number;
		issueMonth: number;
		certId: string;
		certUrl: string;
	};
}

/** One certificate as the campus lists it. */
export interface CertificateView {
	code: string;
	course: { id: number; name: string; path: string };
	area: string;
	minutes: number;
	issuedAt: string;
	revoked: boolean;
	verifyUrl: string;
	linkedIn: LinkedInLinks;
}

/** Minutes of certified training in one subject area. */
export interface AreaHours {
	area: string;
	minutes: number;
	certificates: number;
}

/** `data.getCertificates`. */
export interface CertificateList {
	certificates: CertificateView[];
	hoursByArea: AreaHours[];
}

/** `data.verifyCertificate`: nothing but what the certificate itself says. */
export interface CertificateVerification {
	code: string;
	status: 'valid' | 'revoked';
	holderName: string;
	courseName: string;
	coursePath: string;
	area: string;
	minutes: number;
	issuedAt: string;
	revokedAt: string | null;
}

// ---- Result codes ----------------------------------------------------------------------------

/** What the certificate calls answer when they fail (ADR 007). */
export type CertificatesResult = AreaResult<
	LicenceRefusal | 'itn_lock' | 'co_nf' | 'cert_nf' | 'no_cert' | 'course_incomplete'
>;
