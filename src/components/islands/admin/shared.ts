/** What the back-office's islands share (issue #20): their translator and addresses. */
import actions from 'i18n-section:admin.actions';
import audit from 'i18n-section:admin.audit';
import coupons from 'i18n-section:admin.coupons';
import customer from 'i18n-section:admin.customer';
import customers from 'i18n-section:admin.customers';
import inbox from 'i18n-section:admin.inbox';
import page from 'i18n-section:admin.page';
import plans from 'i18n-section:admin.plans';
import roles from 'i18n-section:admin.roles';
import sales from 'i18n-section:admin.sales';
import settings from 'i18n-section:admin.settings';
import status from 'i18n-section:subscriptions.status';
import { createTranslator } from '../../../i18n/translate';
import type { AuditAction } from '../../../lib/contracts/audit';

export const t = createTranslator({
	admin: {
		actions,
		audit,
		coupons,
		customer,
		customers,
		inbox,
		page,
		plans,
		roles,
		sales,
		settings,
	},
	subscriptions: { status },
});

/** An action's name for people ("Archivar curso"); the catalogue's keys cannot hold its dot. */
export function actionLabel(action: AuditAction): string {
	return t(`admin.actions.${action.replace('.', '_')}`);
}

/** A person's page in the back-office. */
export function customerHref(userId: number): string {
	return `/admin/cliente/?id=${String(userId)}`;
}

/** A thread of the support inbox. */
export function threadHref(threadId: number): string {
	return `/admin/consulta/?id=${String(threadId)}`;
}
