/** What the back-office's islands share (issue #20): their translator. */
import actions from 'i18n-section:admin.actions';
import audit from 'i18n-section:admin.audit';
import page from 'i18n-section:admin.page';
import roles from 'i18n-section:admin.roles';
import { createTranslator } from '../../../i18n/translate';
import type { AuditAction } from '../../../lib/contracts/audit';

export const t = createTranslator({ admin: { actions, audit, page, roles } });

/** An action's name for people ("Archivar curso"); the catalogue's keys cannot hold its dot. */
export function actionLabel(action: AuditAction): string {
	return t(`admin.actions.${action.replace('.', '_')}`);
}
