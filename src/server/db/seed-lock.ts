/**
 * Arbitrary constant naming the seed's transaction-scoped advisory lock: two processes starting
 * together against one PostgreSQL seed one after the other (db/seed.ts, db/seed-learning.ts).
 */
export const SEED_LOCK_KEY = 7_240_001;
