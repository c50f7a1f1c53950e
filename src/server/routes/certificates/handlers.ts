/**
 * Certificate calls (issue #6): the person's certificates, issuing one for a completed course,
 * and the public verification of a code, as data and as the PDF.
 */
import type { Context } from 'hono';
import { IssueCertificateBody, VerifyCertificateBody } from '../../../lib/contracts/certificates';
import type { AppEnv } from '../../context';
import { ok } from '../../http';
import { currentUser } from '../../middleware/require-user';
import { fieldLabels, readPayload } from '../../payload';
import * as certificates from '../../services/certificates';

const labels = (...fields: string[]) => fieldLabels('certificates.fields', fields);

/** `POST /certificates/getCertificates {}`. */
export async function getCertificates(c: Context<AppEnv>) {
	return ok(
		c,
		'getCertificates',
		await certificates.getCertificates(c.var.deps, currentUser(c).id),
	);
}

/** `POST /certificates/issueCertificate {cid}`. */
export async function issueCertificate(c: Context<AppEnv>) {
	const { cid } = await readPayload(c, IssueCertificateBody, labels('cid'));
	return ok(
		c,
		'issueCertificate',
		await certificates.issueCertificate(c.var.deps, currentUser(c).id, cid),
	);
}

/** `POST /certificates/verifyCertificate {code}`: public. */
export async function verifyCertificate(c: Context<AppEnv>) {
	const { code } = await readPayload(c, VerifyCertificateBody, labels('code'));
	return ok(c, 'verifyCertificate', await certificates.verifyCertificate(c.var.deps, code));
}

/** `GET /certificates/pdf/{code}`: public, opened by a plain link. */
export async function certificatePdf(c: Context<AppEnv>) {
	const { code, pdf } = await certificates.certificatePdf(c.var.deps, c.req.param('code') ?? '');
	// A copy backed by a plain ArrayBuffer, the only kind a Response body takes.
	return c.body(new Uint8Array(pdf), 200, {
		'Content-Type': 'application/pdf',
		'Content-Disposition': `inline; filename="certificado-${code}.pdf"`,
		// The certificate can be revoked: keep it fresh rather than cached for long.
		'Cache-Control': 'private, max-age=300',
	});
}
