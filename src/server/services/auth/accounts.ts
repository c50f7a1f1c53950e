/**
 * Sign-up (`POST /auth/signUp`, ADR 004): the account, the pharmacy of a titular, and the first
 * session, in one transaction. Email, nick and pharmacy name must be new whatever their case; the
 * unique indexes decide when two sign-ups race, and their violation maps to the same 409.
 */
import { t } from '../../../i18n';
import { USER_TYPE } from '../../../lib/contracts/courses';
import type { SignUpPayload } from '../../../lib/contracts/auth';
import type { AppDeps } from '../../context';
import { violatedUniqueConstraint } from '../../db/errors';
import * as userQueries from '../../db/queries/users';
import { AppError } from '../../errors';
import type { MailContent } from '../../mail/layout';
import { hashPassword } from './passwords';
import { addressSubject, consume, RATE_LIMITS, refund, tooMany, waitText } from './rate-limit';
import { issueTokens, type TokenData } from './sessions';

/** `user_data.role` (ADR 004): what the account may manage. */
export const ROLE = {
	/** A student or professional: their own training. */
	USER: 1,
	/** A titular: their pharmacy's team (issue #7). */
	PHARMACY_ADMIN: 2,
	/** Campus staff. */
	STAFF: 3,
} as const;

type AccountDeps = Pick<AppDeps, 'db' | 'config' | 'now' | 'jobs'>;

const conflicts = {
	email: () => new AppError('email_used', 409, t('errors.email_in_use')),
	nick: () => new AppError('nick_used', 409, t('errors.nick_in_use')),
	pharmacy: () => new AppError('pharmacy_used', 409, t('errors.pharmacy_name_in_use')),
};

/** Which conflict a violated unique index means. */
const CONFLICT_BY_CONSTRAINT: Record<string, keyof typeof conflicts> = {
	users_email_lower_uq: 'email',
	users_nick_lower_uq: 'nick',
	pharmacies_name_lower_uq: 'pharmacy',
};

/** A pharmacy name as stored: trimmed, runs of spaces made one. */
export function normalisePharmacyName(name: string): string {
	return name.trim().replace(/\s+/g, ' ');
}

/**
 * `POST /auth/signUp` from `clientAddress`: at most `RATE_LIMITS.signUpIp` accounts an hour per
 * address (checked before any password is hashed); a sign-up that fails gives its count back.
 */
export async function signUp(
	deps: AccountDeps,
	payload: SignUpPayload,
	clientAddress: string,
): Promise<TokenData> {
	const attempt = await consume(
		deps,
		RATE_LIMITS.signUpIp,
		addressSubject(clientAddress),
		(seconds) => tooMany(seconds, t('rate_limits.sign_up', { when: waitText(seconds) })),
	);
	try {
		return await createAccount(deps, payload);
	} catch (error) {
		await refund(deps, attempt);
		throw error;
	}
}

async function createAccount(deps: AccountDeps, payload: SignUpPayload): Promise<TokenData> {
	const pharmacyName =
		payload.user_type === USER_TYPE.TITULAR && payload.pharmacy_name
			? normalisePharmacyName(payload.pharmacy_name)
			: undefined;
	const taken = await userQueries.findTakenSignUpValues(deps.db, {
		email: payload.email,
		nick: payload.nick,
		pharmacyName,
	});
	if (taken.email) throw conflicts.email();
	if (taken.nick) throw conflicts.nick();
	if (taken.pharmacy) throw conflicts.pharmacy();

	const passwordHash = await hashPassword(payload.password);
	const now = deps.now();
	try {
		return await deps.db.transaction(async (tx) => {
			const user = await userQueries.insertUser(tx, {
				email: payload.email,
				nick: payload.nick,
				name: payload.name,
				lastName: payload.last_name,
				phone: payload.phone ?? null,
				userType: payload.user_type,
				role: pharmacyName === undefined ? ROLE.USER : ROLE.PHARMACY_ADMIN,
				passwordHash,
				newsletter: payload.newsletter,
				termsAcceptedAt: now,
				createdAt: now,
				updatedAt: now,
				lastLoginAt: now,
			});
			if (pharmacyName !== undefined) {
				await userQueries.insertPharmacy(tx, {
					name: pharmacyName,
					ownerUserId: user.id,
					createdAt: now,
				});
			}
			await deps.jobs.enqueue(
				tx,
				{
					queue: 'mail',
					key: `mail:welcome:${String(user.id)}`,
					work: { template: 'welcome', userId: user.id },
				},
				now,
			);
			return issueTokens(deps, tx, user);
		});
	} catch (error) {
		// Another sign-up with the same values committed between the check and the insert.
		const constraint = violatedUniqueConstraint(error);
		const conflict = constraint === undefined ? undefined : CONFLICT_BY_CONSTRAINT[constraint];
		if (conflict) throw conflicts[conflict]();
		throw error;
	}
}

/** The welcome mail after sign-up (issue #18); undefined when the account is gone. */
export async function welcomeMailContent(
	deps: Pick<AppDeps, 'db' | 'config'>,
	userId: number,
): Promise<MailContent | undefined> {
	const user = await userQueries.findUserById(deps.db, userId);
	if (!user) return undefined;
	return {
		to: user.email,
		subject: t('mail.welcome_subject'),
		preview: t('mail.welcome_preview'),
		greeting: t('mail.welcome_greeting', { name: user.name }),
		paragraphs: [t('mail.welcome_intro', { email: user.email }), t('mail.welcome_next')],
		action: { label: t('mail.welcome_button'), url: `${deps.config.siteUrl}/dashboard` },
		closing: [t('mail.welcome_not_you')],
	};
}
