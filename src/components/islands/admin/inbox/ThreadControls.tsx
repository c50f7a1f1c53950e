/**
 * A thread's status and assignee (issue #20). Each is a select with its own button: a keyboard
 * moving through the options changes nothing until the button is pressed (WCAG 3.2.2).
 */
import { useState } from 'react';
import {
	INBOX_STATUSES,
	type InboxStatus,
	type InboxThread,
} from '../../../../lib/contracts/support-inbox';
import { Button } from '../../../ui/Button';
import { Select } from '../../../ui/Select';
import { t } from '../shared';
import type { ActionOutcome } from '../use-customer';

/** One select and the button that applies it, with a request key per change. */
function ChangeForm<T>({
	label,
	options,
	initial,
	submitLabel,
	sendingLabel,
	onApply,
}: {
	label: string;
	options: { value: string; label: string }[];
	initial: string;
	submitLabel: string;
	sendingLabel: string;
	onApply: (value: string, requestKey: string) => Promise<ActionOutcome<T>>;
}) {
	const [value, setValue] = useState(initial);
	const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
	const [sending, setSending] = useState(false);
	const [error, setError] = useState<string | null>(null);

	async function apply() {
		if (sending || value === initial) return;
		setSending(true);
		setError(null);
		const outcome = await onApply(value, requestKey);
		setSending(false);
		if (typeof outcome === 'object' && outcome !== null && 'error' in outcome) {
			setError(outcome.error);
		} else {
			setRequestKey(crypto.randomUUID());
		}
	}

	return (
		<form
			className="inbox-change"
			onSubmit={(event) => {
				event.preventDefault();
				void apply();
			}}
		>
			<Select
				label={label}
				value={value}
				options={options}
				onChange={(event) => {
					setValue(event.target.value);
				}}
			/>
			<Button
				type="submit"
				variant="secondary"
				disabled={value === initial}
				loading={sending}
				loadingText={sendingLabel}
			>
				{submitLabel}
			</Button>
			<p className="studio__flag" role="alert">
				{error}
			</p>
		</form>
	);
}

export function ThreadControls({
	thread,
	onStatus,
	onAssign,
}: {
	thread: InboxThread;
	onStatus: (status: InboxStatus, requestKey: string) => Promise<ActionOutcome<unknown>>;
	onAssign: (assigneeId: number | null, requestKey: string) => Promise<ActionOutcome<unknown>>;
}) {
	return (
		<div className="inbox-controls">
			{/* Keyed by the value: after a change the form starts again from the thread as it is. */}
			<ChangeForm
				key={`status-${thread.status}`}
				label={t('admin.inbox.status_label')}
				options={INBOX_STATUSES.map((value) => ({
					value,
					label: t(`admin.inbox.status_${value}`),
				}))}
				initial={thread.status}
				submitLabel={t('admin.inbox.status_submit')}
				sendingLabel={t('admin.inbox.status_sending')}
				onApply={(value, requestKey) => onStatus(value as InboxStatus, requestKey)}
			/>
			<ChangeForm
				key={`assignee-${String(thread.assignee?.id ?? 'none')}`}
				label={t('admin.inbox.assignee_label')}
				options={[
					{ value: '', label: t('admin.inbox.nobody') },
					...thread.staff.map((member) => ({ value: String(member.id), label: member.name })),
				]}
				initial={thread.assignee ? String(thread.assignee.id) : ''}
				submitLabel={t('admin.inbox.assign_submit')}
				sendingLabel={t('admin.inbox.assign_sending')}
				onApply={(value, requestKey) => onAssign(value === '' ? null : Number(value), requestKey)}
			/>
		</div>
	);
}
