/** A person as the back-office's page tests see them (issue #20), and where the page is. */
import type { CustomerDetail } from '../../../../lib/contracts/customers';

export const CUSTOMER: CustomerDetail = {
	account: {
		id: 7,
		name: 'Ramón',
		lastName: 'García Soler',
		email: 'titular@liceo.local',
		nick: 'demo_titular',
		phone: '600111222',
		userType: 1,
		staffRole: null,
		createdAt: '2026-01-15T09:00:00',
		lastLoginAt: '2026-11-25T08:30:00',
		termsAcceptedAt: null,
		newsletter: true,
		blockedAt: null,
	},
	licences: [
		{
			id: 40,
			planName: 'Plan Farmacia XL mensual',
			status: 'past_due',
			trial: false,
			periodicity: 2,
			priceMinor: 19990,
			startAt: '2026-10-22T10:00:00',
			endAt: '2026-11-22T10:00:00',
			cancelAtPeriodEnd: false,
			cancelAt: null,
			complimentary: false,
			failures: [
				{
					failedAt: '2026-11-22T10:05:00',
					periodStart: '2026-11-22T10:00:00',
					declineCode: 'insufficient_funds',
					amountMinor: 19990,
					recoveredAt: null,
				},
				{
					failedAt: '2026-10-22T10:05:00',
					periodStart: '2026-10-22T10:00:00',
					declineCode: 'weird_new_code',
					amountMinor: 19990,
					recoveredAt: '2026-10-24T09:00:00',
				},
			],
			gatewaySubscriptionId: 'sub_sbx_123',
			sizeMoves: [],
			createdAt: '2026-10-22T10:00:00',
		},
	],
	invoices: [
		{
			id: 5,
			series: 'F',
			refundedMinor: 0,
			number: 'F2026-00012',
			reason: 'first_period',
			issuedAt: '2026-10-22T10:00:00',
			description: 'Plan Farmacia XL mensual',
			totalMinor: 19990,
			currency: 'EUR',
		},
	],
	pharmacy: {
		id: 3,
		name: 'Farmacia Demo Liceo',
		role: 'owner',
		ownerName: 'Ramón García Soler',
		members: 6,
		seats: 20,
	},
	certificates: [
		{
			code: 'ABCD1234',
			courseName: 'Dermatitis del pañal',
			holderName: 'Ramón García Soler',
			issuedAt: '2026-11-02T10:00:00',
			revokedAt: '2026-11-10T10:00:00',
		},
	],
	grantablePlans: [
		{ id: 201, name: 'Plan Profesional mensual' },
		{ id: 321, name: 'Plan Farmacia XL mensual' },
	],
	sessions: { openSessions: 2, recentLogins: ['2026-11-25T08:30:00', '2026-11-20T18:00:00'] },
	learning: {
		coursesStarted: 3,
		coursesCompleted: 1,
		minutesWatched: 42,
		lastLearningDay: '2026-11-24',
	},
};

export function at(search: string) {
	window.history.replaceState(null, '', `/admin/cliente/${search}`);
}

/** A request key as the page makes them: a uuid. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
