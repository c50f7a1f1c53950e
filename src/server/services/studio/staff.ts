/**
 * Who runs the campus (issue #19): the staff role of an account, and `npm run admin:create`, the
 * only way to make the first admin (every later one can be named from the back-office).
 */
import { randomBytes } from 'node:crypto';
import type { StaffRole } from '../../../lib/contracts/studio';
import type { Database } from '../../db/client';
import {
	findStaffRole,
	findUserByEmail,
	insertUser,
	setStaffRoleByEmail,
} from '../../db/queries/users';
import { hashPassword } from '../auth/passwords';

/** The account's staff role now (null: not staff), read on each studio call. */
export function staffRoleOf(db: Database, userId: number): Promise<StaffRole | null> {
	return findStaffRole(db, userId);
}

export type StaffGrant =
	| { kind: 'granted'; email: string; staffRole: StaffRole }
	/** A new account: its one-time password must be changed at the first login (ADR 004). */
	| { kind: 'created'; email: string; staffRole: StaffRole; temporaryPassword: string };

/** Letters and digits only: a nick must be `[a-z0-9_]`; the suffix keeps it unique enough. */
function staffNick(email: string): string {
	const local =
		email
			.split('@')[0]
			?.toLowerCase()
			.replace(/[^a-z0-9_]/g, '') ?? '';
	return `${local.slice(0, 20) || 'staff'}_${randomBytes(3).toString('hex')}`;
}

/**
 * Makes `email`'s account staff with `staffRole`, creating the account when there is none (with
 * a random password the command prints once and the first login must replace).
 */
export async function grantStaffRole(
	db: Database,
	email: string,
	staffRole: StaffRole,
	now: Date,
): Promise<StaffGrant> {
	const address = email.trim().toLowerCase();
	if (await findUserByEmail(db, address)) {
		await setStaffRoleByEmail(db, address, staffRole);
		return { kind: 'granted', email: address, staffRole };
	}
	const temporaryPassword = `${randomBytes(12).toString('base64url')}#9a`;
	await insertUser(db, {
		email: address,
		nick: staffNick(address),
		name: 'Equipo',
		lastName: 'Liceo',
		userType: 2,
		passwordHash: await hashPassword(temporaryPassword),
		mustChangePwd: true,
		staffRole,
		createdAt: now,
		updatedAt: now,
	});
	return { kind: 'created', email: address, staffRole, temporaryPassword };
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USAGE = 'usage: npm run admin:create -- <email> [--editor]';

/** `npm run admin:create -- email [--editor]`: answers the process's exit code. */
export async function runAdminCreateCommand(
	args: readonly string[],
	db: Database,
	now: Date,
	print: (line: string) => void,
): Promise<number> {
	const emails = args.filter((arg) => !arg.startsWith('--'));
	const flags = args.filter((arg) => arg.startsWith('--'));
	const [email] = emails;
	if (
		emails.length !== 1 ||
		email === undefined ||
		!EMAIL_SHAPE.test(email) ||
		flags.some((flag) => flag !== '--editor')
	) {
		print(USAGE);
		return 2;
	}
	const grant = await grantStaffRole(
		db,
		email,
		flags.includes('--editor') ? 'editor' : 'admin',
		now,
	);
	if (grant.kind === 'granted') {
		print(`${grant.email} is now ${grant.staffRole}`);
	} else {
		print(`created ${grant.email} as ${grant.staffRole}`);
		print(
			`temporary password (shown once, must be changed at the first login): ${grant.temporaryPassword}`,
		);
	}
	return 0;
}
