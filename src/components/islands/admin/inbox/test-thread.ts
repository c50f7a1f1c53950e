/** A thread of the support inbox as the API answers it, for the inbox's island tests. */
import type { InboxThread, InboxThreadRow } from '../../../../lib/contracts/support-inbox';

export function threadRow(overrides: Partial<InboxThreadRow> = {}): InboxThreadRow {
	return {
		id: 12,
		kind: 'support',
		status: 'new',
		person: { name: 'Lucía Navarro Gil', email: 'lucia@farmacia.es', userId: 7 },
		summary: 'Certificados',
		assignee: null,
		createdAt: '2026-11-20T10:00:00Z',
		updatedAt: '2026-11-20T10:00:00Z',
		...overrides,
	};
}

export const THREAD: InboxThread = {
	...threadRow(),
	request: {
		subject: 'Certificados',
		message: 'No encuentro mi certificado.\nLo terminé ayer.',
		course: null,
		planName: null,
		pharmacyName: null,
		couponCode: null,
		phone: null,
	},
	messages: [
		{
			id: 1,
			kind: 'note',
			body: 'Revisar si terminó el curso.',
			author: { id: 3, name: 'Ana Admin' },
			createdAt: '2026-11-20T11:00:00Z',
		},
	],
	staff: [
		{ id: 3, name: 'Ana Admin' },
		{ id: 4, name: 'Bruno Admin' },
	],
};
