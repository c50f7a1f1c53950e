/**
 * The form of a back-office action's dialog (issue #20): what the dialog asks, then why the last
 * attempt failed (announced), cancel, and the button that confirms. The form makes its request
 * key when it opens, so a resend after a failure or a lost answer is the same request (ADR 019);
 * it closes the dialog when the action worked.
 */
import { useState, type ReactNode } from 'react';
import { Button } from '../../../ui/Button';
import { t } from '../shared';
import type { ActionOutcome } from '../use-customer';

export function ActionForm<T>({
	onClose,
	onSubmit,
	submitLabel,
	sendingLabel,
	disabled = false,
	children,
}: {
	onClose: () => void;
	/** Sends the action with this opening's key. */
	onSubmit: (requestKey: string) => Promise<ActionOutcome<T>>;
	submitLabel: string;
	sendingLabel: string;
	/** What is asked is not complete or not valid yet. */
	disabled?: boolean;
	children: ReactNode;
}) {
	const [requestKey] = useState(() => crypto.randomUUID());
	const [sending, setSending] = useState(false);
	const [error, setError] = useState<string | null>(null);

	async function submit() {
		if (disabled || sending) return;
		setSending(true);
		setError(null);
		const outcome = await onSubmit(requestKey);
		setSending(false);
		if (typeof outcome === 'object' && outcome !== null && 'error' in outcome) {
			setError(outcome.error);
		} else {
			onClose();
		}
	}

	return (
		<form
			className="admin-dialog"
			noValidate
			onSubmit={(event) => {
				event.preventDefault();
				void submit();
			}}
		>
			{children}
			<p className="studio__flag" role="alert">
				{error}
			</p>
			<div className="admin-dialog__actions">
				<Button variant="secondary" onClick={onClose}>
					{t('admin.customer.cancel')}
				</Button>
				<Button type="submit" disabled={disabled} loading={sending} loadingText={sendingLabel}>
					{submitLabel}
				</Button>
			</div>
		</form>
	);
}
