/**
 * Inviting someone by email, checked here first. A refusal about that email (already invited,
 * already in the team) is shown on the field, any other (a full team) above the button; the email
 * stays until the invitation is sent.
 */
import { useState, type SubmitEvent } from 'react';
import * as v from 'valibot';
import { email as emailSchema, fieldErrors } from '../../../../lib/contracts/fields';
import { showToast } from '../../../../stores/toasts';
import { Button } from '../../../ui/Button';
import { Input } from '../../../ui/Input';
import { t } from './i18n';
import { inviteRefusalPlace } from './space';
import { FormError } from './SpaceNotices';
import type { TeamActions } from './use-pharmacy-space';

const EmailField = v.object({ email: emailSchema() });

export function InviteForm({ full, invite }: { full: boolean; invite: TeamActions['invite'] }) {
	const [email, setEmail] = useState('');
	const [fieldError, setFieldError] = useState<string | null>(null);
	const [formError, setFormError] = useState<string | null>(null);
	const [sending, setSending] = useState(false);

	const submit = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		setFormError(null);
		const parsed = v.safeParse(EmailField, { email });
		if (!parsed.success) {
			setFieldError(fieldErrors(parsed.issues)['email'] ?? null);
			return;
		}
		setFieldError(null);
		setSending(true);
		const result = await invite(parsed.output.email);
		setSending(false);
		if (!result.ok) {
			if (inviteRefusalPlace(result.result) === 'field') setFieldError(result.msg);
			else setFormError(result.msg);
			return;
		}
		setEmail('');
		const sentTo = result.data.invitation.email;
		showToast({
			text: t('team.page.invite_sent', { email: sentTo }),
			type: 'success',
			icon: 'mail',
		});
	};

	return (
		<form
			className="pharmacy-space__form"
			noValidate
			aria-label={t('team.page.invite_title')}
			onSubmit={(event) => void submit(event)}
		>
			<h3 className="pharmacy-space__subtitle">{t('team.page.invite_title')}</h3>
			{full ? <p className="pharmacy-space__muted">{t('team.page.seats_full')}</p> : null}
			<Input
				type="email"
				label={t('team.page.invite_label')}
				hint={t('team.page.invite_hint')}
				value={email}
				autoComplete="off"
				autoCapitalize="none"
				spellCheck={false}
				required
				error={fieldError ?? undefined}
				onChange={(event) => {
					setEmail(event.target.value);
				}}
			/>
			<FormError text={formError} />
			<Button type="submit" loading={sending} loadingText={t('team.page.invite_sending')}>
				{t('team.page.invite_submit')}
			</Button>
		</form>
	);
}
