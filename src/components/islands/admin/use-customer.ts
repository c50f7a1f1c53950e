/**
 * The person page's one data hook (issue #20): the person named by `?id=` in the address, once the
 * session check answered. A 404 is either "not an admin" or, with its own code, "nobody has that
 * number"; the page says which.
 */
import { useCallback, useEffect, useState } from 'react';
import { getCustomer, grantLicence } from '../../../lib/api/admin';
import { formatDate } from '../../../lib/dates';
import { showToast } from '../../../stores/toasts';
import type { GrantRequest } from './customer/GrantLicenceDialog';
import { t } from './shared';
import type { CustomerDetail, GrantedLicence } from '../../../lib/contracts/customers';
import { idParam } from '../../../lib/id-param';
import { useCampusSession } from '../use-campus-session';

export type CustomerLoad =
	| { state: 'loading' }
	| { state: 'not_staff' }
	| { state: 'missing'; msg: string | null }
	| { state: 'failed'; msg: string }
	| { state: 'ready'; customer: CustomerDetail };

export function useCustomer() {
	const { phase } = useCampusSession();
	const [load, setLoad] = useState<CustomerLoad>({ state: 'loading' });

	const fetchCustomer = useCallback(async () => {
		const userId = idParam(window.location.search, 'id');
		if (userId === null) {
			setLoad({ state: 'missing', msg: null });
			return;
		}
		const result = await getCustomer(userId);
		if (result.ok) setLoad({ state: 'ready', customer: result.data });
		else if (result.result === 'customer_nf') setLoad({ state: 'missing', msg: result.msg });
		else if (result.status === 404) setLoad({ state: 'not_staff' });
		else setLoad({ state: 'failed', msg: result.msg });
	}, []);

	useEffect(() => {
		if (phase === 'ready') void fetchCustomer();
	}, [phase, fetchCustomer]);

	/** Gives the person a complimentary licence, says so, and shows their page again with it. */
	async function grant(request: GrantRequest): Promise<GrantedLicence | { error: string }> {
		if (load.state !== 'ready') return { error: t('admin.customer.failed') };
		const result = await grantLicence({ userId: load.customer.account.id, ...request });
		if (!result.ok) return { error: result.msg };
		showToast({
			text: t('admin.customer.grant_done', { date: formatDate(result.data.endAt) ?? '' }),
			type: 'success',
		});
		await fetchCustomer();
		return result.data;
	}

	return { load, reload: fetchCustomer, grant };
}
