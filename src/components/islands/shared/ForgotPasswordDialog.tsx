/**
 * The forgot-password dialog (spec §4, §5), without the request itself: the accounts code passes
 * `onSend`, which asks the API for the recovery email and resolves whether it worked. The email
 * must match a simple pattern ("Email no valido" otherwise) and send stays disabled until it does.
 * After the attempt the dialog shows the outcome, confirms it with a toast (which outlives the
 * dialog) and closes about 500 ms later.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { t } from '../../../i18n';
import { showToast } from '../../../stores/toasts';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Input';
import { Modal } from '../../ui/Modal';
import './shared.css';

/** Spec §5: non-space text, @, domain, dot, suffix. */
export const FORGOT_PASSWORD_EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

/** How long after the attempt the dialog closes (spec §9, "about 500 ms"). */
export const FORGOT_PASSWORD_CLOSE_MS = 500;

export interface ForgotPasswordDialogProps {
	open: boolean;
	onClose: () => void;
	/** Sends the recovery email; resolves true when the server accepted it. */
	onSend: (email: string) => Promise<boolean>;
	/** Email already typed elsewhere (the login form), to start from. */
	initialEmail?: string | undefined;
}

export function isForgotPasswordEmail(email: string): boolean {
	return FORGOT_PASSWORD_EMAIL_PATTERN.test(email.trim());
}

type Status = 'idle' | 'sending' | 'sent' | 'failed';

export function ForgotPasswordDialog({
	open,
	onClose,
	onSend,
	initialEmail = '',
}: ForgotPasswordDialogProps) {
	return (
		<Modal
			open={open}
			onClose={onClose}
			title={t('shared.forgot.title')}
			closeLabel={t('shared.forgot.close')}
			size="sm"
		>
			{/* Keyed by opening, so every opening starts with a fresh form. */}
			{open ? (
				<ForgotPasswordForm onClose={onClose} onSend={onSend} initialEmail={initialEmail} />
			) : null}
		</Modal>
	);
}

function ForgotPasswordForm({
	onClose,
	onSend,
	initialEmail,
}: Omit<ForgotPasswordDialogProps, 'open' | 'initialEmail'> & { initialEmail: string }) {
	const formId = useId();
	const [email, setEmail] = useState(initialEmail);
	const [touched, setTouched] = useState(false);
	const [status, setStatus] = useState<Status>('idle');
	const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
	const mounted = useRef(true);

	useEffect(() => {
		mounted.current = true;
		return () => {
			mounted.current = false;
			if (closeTimer.current) clearTimeout(closeTimer.current);
		};
	}, []);

	const valid = isForgotPasswordEmail(email);
	const showError = touched && email.trim() !== '' && !valid;
	const done = status === 'sent' || status === 'failed';

	const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		if (!valid || status !== 'idle') return;
		setStatus('sending');
		// A throwing onSend (network down) is a failed attempt like any other.
		const sent = await onSend(email.trim()).catch(() => false);
		if (!mounted.current) return;
		setStatus(sent ? 'sent' : 'failed');
		showToast(
			sent
				? { text: t('shared.forgot.sent_toast'), type: 'success', icon: 'mail' }
				: { text: t('shared.forgot.failed'), type: 'error' },
		);
		closeTimer.current = setTimeout(() => {
			if (mounted.current) onClose();
		}, FORGOT_PASSWORD_CLOSE_MS);
	};

	return (
		<form
			id={formId}
			className="forgot-password"
			noValidate
			onSubmit={(event) => {
				void handleSubmit(event);
			}}
		>
			<p>{t('shared.forgot.intro')}</p>
			<Input
				data-autofocus
				label={t('shared.forgot.email_label')}
				type="email"
				inputMode="email"
				autoComplete="email"
				placeholder={t('shared.forgot.email_placeholder')}
				value={email}
				readOnly={status !== 'idle'}
				error={showError ? t('shared.forgot.email_invalid') : undefined}
				onChange={(event) => {
					setEmail(event.target.value);
				}}
				onBlur={() => {
					setTouched(true);
				}}
			/>
			<p
				className={
					status === 'failed'
						? 'forgot-password__status forgot-password__status--failed'
						: 'forgot-password__status'
				}
				role="status"
			>
				{status === 'sent' ? t('shared.forgot.sent') : null}
				{status === 'failed' ? t('shared.forgot.failed') : null}
			</p>
			<Button
				type="submit"
				fullWidth
				disabled={!valid || done}
				loading={status === 'sending'}
				loadingText={t('shared.forgot.sending')}
			>
				{t('shared.forgot.send')}
			</Button>
		</form>
	);
}
