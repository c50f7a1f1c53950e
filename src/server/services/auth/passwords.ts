/**
 * Password hashing with argon2id (ADR 004): 19 MiB of memory, 2 passes, 1 lane, OWASP's minimum.
 * The hash is a PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`) that carries its own parameters,
 * so raising them later still verifies old hashes.
 */
import { hash, verify } from '@node-rs/argon2';

const ARGON2_OPTIONS = {
	/** `Algorithm.Argon2id`; the package's const enum cannot be imported under isolatedModules. */
	algorithm: 2,
	memoryCost: 19_456,
	timeCost: 2,
	parallelism: 1,
} as const;

/** The argon2id hash of `password`, with a fresh random salt. */
export function hashPassword(password: string): Promise<string> {
	return hash(password, ARGON2_OPTIONS);
}

/** Whether `password` matches `passwordHash`; false (never a throw) for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
	try {
		return await verify(passwordHash, password);
	} catch {
		return false;
	}
}
