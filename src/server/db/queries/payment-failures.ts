/**
 * SQL of refused renewals (issue #20, `payment_failures`): written as licences follow their
 * subscription into `past_due`, closed when they are paid again, read by the back-office.
 */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../client';
import { enrollments, paymentFailures } from '../schema';

/** One failure per licence and period: a replayed sync of the same refusal adds nothing. */
export async function recordPaymentFailures(
	db: Database,
	enrollmentIds: number[],
	failure: { periodStart: Date; failedAt: Date; declineCode: string | null },
): Promise<void> {
	if (enrollmentIds.length === 0) return;
	const licences = await db
		.select({ id: enrollments.id, priceMinor: enrollments.priceMinor })
		.from(enrollments)
		.where(inArray(enrollments.id, enrollmentIds));
	if (licences.length === 0) return;
	await db
		.insert(paymentFailures)
		.values(
			licences.map((licence) => ({
				enrollmentId: licence.id,
				periodStart: failure.periodStart,
				failedAt: failure.failedAt,
				declineCode: failure.declineCode,
				amountMinor: licence.priceMinor,
			})),
		)
		.onConflictDoNothing();
}

/** The licences' open failures are paid now. */
export async function closePaymentFailures(
	db: Database,
	enrollmentIds: number[],
	recoveredAt: Date,
): Promise<void> {
	if (enrollmentIds.length === 0) return;
	await db
		.update(paymentFailures)
		.set({ recoveredAt })
		.where(
			and(
				inArray(paymentFailures.enrollmentId, enrollmentIds),
				isNull(paymentFailures.recoveredAt),
			),
		);
}

/** Every refused renewal of a person's licences, newest first. */
export function listPaymentFailuresOf(db: Database, userId: number) {
	return db
		.select({
			enrollmentId: paymentFailures.enrollmentId,
			periodStart: paymentFailures.periodStart,
			failedAt: paymentFailures.failedAt,
			declineCode: paymentFailures.declineCode,
			amountMinor: paymentFailures.amountMinor,
			recoveredAt: paymentFailures.recoveredAt,
		})
		.from(paymentFailures)
		.innerJoin(enrollments, eq(enrollments.id, paymentFailures.enrollmentId))
		.where(eq(enrollments.userId, userId))
		.orderBy(desc(paymentFailures.failedAt), desc(paymentFailures.id));
}
