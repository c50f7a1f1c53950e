/**
 * Accounts for API tests, inserted straight into the database (STYLE rule 18). Hashes are
 * computed once per password per test file, since argon2 is slow on purpose.
 */
import { randomUUID } from 'node:crypto';
import { fakerES as faker } from '@faker-js/faker';
import type { Database } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/services/auth/passwords';

/** Meets the password rule of spec §5. */
export const FACTORY_PASSWORD = 'Mostrador#2026';

const hashes = new Map<string, Promise<string>>();

function hashOnce(password: string): Promise<string> {
	let hash = hashes.get(password);
	if (!hash) {
		hash = hashPassword(password);
		hashes.set(password, hash);
	}
	return hash;
}

export type UserOverrides = Partial<typeof users.$inferInsert> & { password?: string };

/** Inserts an account (a professional unless told otherwise); gives its row and its password. */
export async function createUser(db: Database, overrides: UserOverrides = {}) {
	const { password = FACTORY_PASSWORD, ...columns } = overrides;
	const suffix = randomUUID().slice(0, 8);
	const [user] = await db
		.insert(users)
		.values({
			email: `usuario.${suffix}@ejemplo.es`,
			nick: `usuario_${suffix}`,
			name: faker.person.firstName(),
			lastName: faker.person.lastName(),
			userType: 2,
			role: 1,
			passwordHash: await hashOnce(password),
			termsAcceptedAt: new Date('2026-01-15T09:00:00Z'),
			...columns,
		})
		.returning();
	if (!user) throw new Error('createUser inserted nothing');
	return { ...user, password };
}
