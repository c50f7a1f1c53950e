/**
 * The support chat button and its modal (spec §2, §4, §5, §7): the floating button toggles the
 * form; send is enabled only when subject and description (at most 500 characters) are filled.
 * Without an access token sending leads to /login; otherwise POST /supportRequest {sub, des},
 * then a toast with the outcome, and after success the form empties and the modal closes.
 */
import { useId, useState, type SubmitEvent } from 'react';
import { t } from '../../../i18n';
import { api, type ApiClient } from '../../../lib/api/client';
import { $accessToken } from '../../../lib/session-cookies';
import { showToast } from '../../../stores/toasts';
import { Button } from '../../ui/Button';
import { Input, Textarea } from '../../ui/Input';
import { Modal } from '../../ui/Modal';
import { Icon } from './icons';
import { goTo } from './overlay-hooks';
import './shared.css';

/** Spec §5, §9. */
export const SUPPORT_DESCRIPTION_MAX_LENGTH = 500;

export interface SupportChatProps {
	/** The API client; tests pass a fake. */
	client?: Pick<ApiClient, 'post'> | undefined;
	/** Leaves the page (to /login); tests pass a spy. */
	navigate?: ((url: string) => void) | undefined;
}

/**
 * Whether `data.supportRequest` says the request was stored (spec §7: "success when the response
 * data reports ok"): "ok", true, or an object whose `ok`/`result` says so.
 */
export function supportRequestSucceeded(value: unknown): boolean {
	if (value === true || value === 'ok') return true;
	if (typeof value !== 'object' || value === null) return false;
	const record = value as Record<string, unknown>;
	return record.ok === true || record.ok === 'ok' || record.result === 'ok';
}

export function SupportChat({ client = api, navigate = goTo }: SupportChatProps) {
	const [open, setOpen] = useState(false);
	const [subject, setSubject] = useState('');
	const [description, setDescription] = useState('');
	const [sending, setSending] = useState(false);
	const formId = useId();

	const canSend = subject.trim() !== '' && description.trim() !== '';

	const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		if (!canSend || sending) return;
		// Only a logged-in user may send (spec §6); the token is read now, not at render.
		if (!$accessToken.get()) {
			navigate('/login');
			return;
		}
		setSending(true);
		const result = await client.post(
			'/supportRequest',
			{ sub: subject.trim(), des: description.trim() },
			{ select: (data) => (data as Record<string, unknown> | null)?.supportRequest },
		);
		setSending(false);
		if (result.ok && supportRequestSucceeded(result.data)) {
			showToast({ text: t('shared.support.success'), type: 'success' });
			setSubject('');
			setDescription('');
			setOpen(false);
		} else {
			showToast({ text: t('shared.support.failure'), type: 'error' });
		}
	};

	return (
		<>
			<button
				type="button"
				className="support-chat__button"
				aria-label={t('shared.support.open')}
				aria-expanded={open}
				aria-haspopup="dialog"
				onClick={() => {
					setOpen((current) => !current);
				}}
			>
				<Icon name="chat" size={28} />
			</button>
			<Modal
				open={open}
				onClose={() => {
					setOpen(false);
				}}
				title={t('shared.support.title')}
				closeLabel={t('shared.support.close')}
				closeOnBackdrop={false}
				footer={
					<Button
						type="submit"
						form={formId}
						fullWidth
						disabled={!canSend}
						loading={sending}
						loadingText={t('shared.support.sending')}
					>
						{t('shared.support.send')}
					</Button>
				}
			>
				<form
					id={formId}
					className="support-chat__form"
					noValidate
					onSubmit={(event) => {
						void handleSubmit(event);
					}}
				>
					<p>{t('shared.support.intro')}</p>
					<Input
						data-autofocus
						label={t('shared.support.subject_label')}
						placeholder={t('shared.support.subject_placeholder')}
						value={subject}
						autoComplete="off"
						onChange={(event) => {
							setSubject(event.target.value);
						}}
					/>
					<Textarea
						label={t('shared.support.description_label')}
						placeholder={t('shared.support.description_placeholder')}
						value={description}
						maxLength={SUPPORT_DESCRIPTION_MAX_LENGTH}
						rows={5}
						counterLabel={(count, max) => t('shared.support.counter', { count, max })}
						onChange={(event) => {
							setDescription(event.target.value.slice(0, SUPPORT_DESCRIPTION_MAX_LENGTH));
						}}
					/>
				</form>
			</Modal>
		</>
	);
}
