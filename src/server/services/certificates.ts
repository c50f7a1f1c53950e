/**
 * Certificates (issue #6). A course is completed when every item of its program is: each video
 * and counter scene watched (90 % of its seconds really played), each PDF downloaded and the quiz
 * passed. Then the person gets exactly one certificate for it, whatever the race between two
 * completions (a unique index), with a random, unguessable code that anyone can verify at
 * `certificados/{code}` and a PDF drawn on the server.
 */
import { randomInt } from 'node:crypto';
import { t } from '../../i18n';
import { madridDay } from '../../lib/dates';
import type {
	AreaHours,
	CertificateList,
	CertificateVerification,
	CertificateView,
	LinkedInLinks,
} from '../../lib/contracts/certificates';
import type { AppDeps } from '../context';
import * as certificateQueries from '../db/queries/certificates';
import * as courseProgressQueries from '../db/queries/course-progress';
import type { CertificateRow } from '../db/queries/certificates';
import * as progressQueries from '../db/queries/progress';
import { findUserById } from '../db/queries/users';
import { AppError } from '../errors';
import { requireCourseAccess } from './access';
import { renderCertificatePdf } from './certificate-pdf';

type CertificateDeps = Pick<AppDeps, 'db' | 'now' | 'config'>;

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed is not misread. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_GROUPS = 3;
const CODE_GROUP_LENGTH = 4;

/** A new code like `7KQ2-M9XD-4TRA`: 60 random bits. */
export function newCertificateCode(): string {
	const groups = Array.from({ length: CODE_GROUPS }, () =>
		Array.from(
			{ length: CODE_GROUP_LENGTH },
			() => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)],
		).join(''),
	);
	return groups.join('-');
}

/** A code as someone typed it (lower case, spaces, no dashes) in its canonical form, or null. */
export function normalizeCertificateCode(input: string): string | null {
	const compact = input
		.toUpperCase()
		.replace(/[\s-]/g, '')
		.replace(/[IL]/g, '1')
		.replace(/O/g, '0');
	const pattern = new RegExp(`^[${CODE_ALPHABET}]{${CODE_GROUPS * CODE_GROUP_LENGTH}}$`);
	if (!pattern.test(compact)) return null;
	return compact.match(new RegExp(`.{${CODE_GROUP_LENGTH}}`, 'g'))?.join('-') ?? null;
}

/** Where anyone checks a certificate: the public page of the site. */
export function verifyUrl(config: CertificateDeps['config'], code: string): string {
	return `${config.siteUrl}/certificados/${code}`;
}

/** The LinkedIn links and the fields they carry, also shown for copying (LinkedIn may not pre-fill). */
export function linkedInLinks(
	config: CertificateDeps['config'],
	certificate: Pick<CertificateRow, 'code' | 'courseName' | 'issuedAt'>,
): LinkedInLinks {
	const url = verifyUrl(config, certificate.code);
	const issued = madridYearMonth(certificate.issuedAt);
	const add = new URL('https://www.linkedin.com/profile/add');
	add.search = new URLSearchParams({
		startTask: 'CERTIFICATION_NAME',
		name: certificate.courseName,
		organizationName: ORGANIZATION_NAME,
		issueYear: String(issued.year),
		issueMonth: String(issued.month),
		certUrl: url,
		certId: certificate.code,
	}).toString();
	const share = new URL('https://www.linkedin.com/sharing/share-offsite/');
	share.search = new URLSearchParams({ url }).toString();
	return {
		addUrl: add.toString(),
		shareUrl: share.toString(),
		fields: {
			name: certificate.courseName,
			organization: ORGANIZATION_NAME,
			issueYear: issued.year,
			issueMonth: issued.month,
			certId: certificate.code,
			certUrl: url,
		},
	};
}

const ORGANIZATION_NAME = 'Liceo Campus';

function madridYearMonth(date: Date): { year: number; month: number } {
	const [year = 0, month = 0] = madridDay(date).split('-').map(Number);
	return { year, month };
}

function view(
	config: CertificateDeps['config'],
	row: CertificateRow,
	coursePath: string,
): CertificateView {
	return {
		code: row.code,
		course: { id: row.courseId, name: row.courseName, path: coursePath },
		area: row.categoryName,
		minutes: row.minutes,
		issuedAt: row.issuedAt.toISOString(),
		revoked: row.revokedAt !== null,
		verifyUrl: verifyUrl(config, row.code),
		linkedIn: linkedInLinks(config, row),
	};
}

/**
 * Issues the person's certificate for the course if every item is completed; answers it (new or
 * already there), or null while something is left. Safe to call from concurrent completions.
 */
export async function issueIfCompleted(
	deps: CertificateDeps,
	userId: number,
	courseId: number,
): Promise<CertificateRow | null> {
	// Every item completion ends here, so the count is also stored for the reports (issue #7).
	const { total, completed } = await courseProgressQueries.recordCourseProgress(
		deps.db,
		userId,
		courseId,
		deps.now(),
	);
	if (total === 0 || completed < total) return null;
	const existing = await certificateQueries.findForUserCourse(deps.db, userId, courseId);
	if (existing) return existing;
	const [user, course] = await Promise.all([
		findUserById(deps.db, userId),
		progressQueries.findCourseForPlayer(deps.db, courseId),
	]);
	// A pharmacy's own training is the pharmacy's, not the campus's: it issues no certificate.
	if (!user || !course || course.pharmacyId !== null) return null;
	const { row } = await certificateQueries.insertOrFindCertificate(deps.db, {
		code: newCertificateCode(),
		userId,
		courseId,
		holderName: `${user.name} ${user.lastName}`.trim(),
		courseName: course.name,
		categoryName: course.categoryName,
		minutes: course.durationMinutes,
		issuedAt: deps.now(),
	});
	return row;
}

/** `POST /certificates/issueCertificate {cid}`: the certificate of a completed course. */
export async function issueCertificate(
	deps: CertificateDeps,
	userId: number,
	courseId: number,
): Promise<CertificateView> {
	const course = await progressQueries.findCourseForPlayer(deps.db, courseId);
	if (!course) throw new AppError('co_nf', 404, t('errors.course_not_found'));
	await requireCourseAccess(deps, userId, course);
	if (course.pharmacyId !== null) {
		throw new AppError('no_cert', 409, t('training.api.no_certificate'));
	}
	const row = await issueIfCompleted(deps, userId, courseId);
	if (!row) throw new AppError('course_incomplete', 409, t('certificates.api.incomplete'));
	return view(deps.config, row, course.path);
}

/** `POST /certificates/getCertificates`: the person's certificates and hours by area. */
export async function getCertificates(
	deps: CertificateDeps,
	userId: number,
): Promise<CertificateList> {
	const rows = await certificateQueries.listForUser(deps.db, userId);
	const certificates = rows.map((row) => view(deps.config, row.certificate, row.coursePath));
	const byArea = new Map<string, AreaHours>();
	for (const certificate of certificates) {
		if (certificate.revoked) continue;
		const entry = byArea.get(certificate.area) ?? {
			area: certificate.area,
			minutes: 0,
			certificates: 0,
		};
		entry.minutes += certificate.minutes;
		entry.certificates += 1;
		byArea.set(certificate.area, entry);
	}
	return {
		certificates,
		hoursByArea: [...byArea.values()].sort(
			(a, b) => b.minutes - a.minutes || a.area.localeCompare(b.area, 'es'),
		),
	};
}

/** `POST /certificates/verifyCertificate {code}` (public): valid, revoked, or 404 `cert_nf`. */
export async function verifyCertificate(
	deps: Pick<AppDeps, 'db'>,
	input: string,
): Promise<CertificateVerification> {
	const code = normalizeCertificateCode(input);
	const found = code ? await certificateQueries.findByCode(deps.db, code) : undefined;
	if (!found) throw new AppError('cert_nf', 404, t('certificates.api.not_found'));
	const { certificate } = found;
	return {
		code: certificate.code,
		status: certificate.revokedAt ? 'revoked' : 'valid',
		holderName: certificate.holderName,
		courseName: certificate.courseName,
		coursePath: found.coursePath,
		area: certificate.categoryName,
		minutes: certificate.minutes,
		issuedAt: certificate.issuedAt.toISOString(),
		revokedAt: certificate.revokedAt?.toISOString() ?? null,
	};
}

/** `GET /certificates/pdf/{code}`: the certificate drawn as a PDF, for anyone with the code. */
export async function certificatePdf(
	deps: CertificateDeps,
	input: string,
): Promise<{ code: string; pdf: Uint8Array }> {
	const code = normalizeCertificateCode(input);
	const found = code ? await certificateQueries.findByCode(deps.db, code) : undefined;
	if (!found) throw new AppError('cert_nf', 404, t('certificates.api.not_found'));
	const { certificate } = found;
	const pdf = await renderCertificatePdf({
		holderName: certificate.holderName,
		courseName: certificate.courseName,
		categoryName: certificate.categoryName,
		minutes: certificate.minutes,
		issuedAt: certificate.issuedAt,
		code: certificate.code,
		verifyUrl: verifyUrl(deps.config, certificate.code),
	});
	return { code: certificate.code, pdf };
}
