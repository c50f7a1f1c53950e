/**
 * A form of the thread page that sends one text (a reply, a note): the text, why the last attempt
 * failed (announced), and the button. Its request key is made when the form starts and again
 * after each success, so a resend after a failure or a lost answer is the same request (ADR 019)
 * and the next text is a new one.
 */
import { useState, type ReactNode } from 'react';
import type { ActionOutcome } from '../use-customer';
import { Button } from '../../../ui/Button';
import { Textarea } from '../../../ui/Input';
import { t } from '../shared';

export function MessageForm<T>({
	label,
	hint,
	maxLength,
	submitLabel,
	sendingLabel,
	onSend,
	children,
}: {
	label: string;
	hint: ReactNode;
	maxLength: number;
	submitLabel: string;
	sendingLabel: string;
	onSend: (body: string, requestKey: string) => Promise<ActionOutcome<T>>;
	children?: ReactNode;
}) {
	const [body, setBody] = useState('');
	const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
	const [sending, setSending] = useState(false);
	const [error, setError] = useState<string | null>(null);

	async function send() {
		if (sending || body.trim() === '') return;
		setSending(true);
		setError(null);
		const outcome = await onSend(body.trim(), requestKey);
		setSending(false);
		if (typeof outcome === 'object' && outcome !== null && 'error' in outcome) {
			setError(outcome.error);
			return;
		}
		setBody('');
		setRequestKey(crypto.randomUUID());
	}

	return (
		<form
			className="inbox-form"
			noValidate
			onSubmit={(event) => {
				event.preventDefault();
				void send();
			}}
		>
			{children}
			<Textarea
				label={label}
				hint={hint}
				value={body}
				maxLength={maxLength}
				rows={5}
				counterLabel={(count, max) => t('admin.inbox.counter', { count, max })}
				onChange={(event) => {
					setBody(event.target.value);
				}}
			/>
			<p className="studio__flag" role="alert">
				{error}
			</p>
			<div className="admin-actions">
				<Button
					type="submit"
					disabled={body.trim() === ''}
					loading={sending}
					loadingText={sendingLabel}
				>
					{submitLabel}
				</Button>
			</div>
		</form>
	);
}
