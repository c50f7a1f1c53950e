/**
 * Newsletter sign-up (spec §7 `POST /crm/addToNewsletter`), for the home page and the landings.
 * Name and email, checked by the API's own schema; signing up twice is fine (the API keeps one
 * record), so the confirmation never says "already subscribed" and leaks nothing.
 */
import { PUBLIC_APP_ID } from 'astro:env/client';
import { useId } from 'react';
import { addToNewsletter } from '../../lib/api/crm';
import { AddToNewsletterBody } from '../../lib/contracts/crm';
import { t } from '../../i18n';
import { EmailField, GivenNameField } from './forms/ContactFields';
import { FormErrorSummary, SubmitError, focusOnMount } from './forms/FormMessages';
import { PrivacyNote } from './forms/PrivacyNote';
import { SchemaForm, SubmitButton } from './forms/SchemaForm';
import { useSchemaForm } from './forms/use-schema-form';
import './newsletter.css';

export interface NewsletterFormProps {
	/** User type (`typ`) when the page knows its audience: 1 titular, 2 professional, 3 student. */
	userType?: 1 | 2 | 3 | undefined;
	/** Heading level of the block, to fit the page's outline. */
	headingLevel?: 2 | 3 | undefined;
}

export default function NewsletterForm({ userType, headingLevel = 2 }: NewsletterFormProps) {
	const form = useSchemaForm({
		schema: AddToNewsletterBody,
		initialValues: { app: PUBLIC_APP_ID, typ: userType ?? null, f_name: '', email: '' },
		send: (payload) => addToNewsletter(payload),
	});
	const sent = form.status === 'sent';
	const Heading = `h${headingLevel}` as const;
	const titleId = useId();

	return (
		<section className="newsletter" aria-labelledby={titleId}>
			<Heading id={titleId} className="newsletter__title">
				{t('landings.newsletter.title')}
			</Heading>
			<p className="newsletter__lead">{t('landings.newsletter.lead')}</p>
			{sent ? (
				<p ref={focusOnMount} className="newsletter__sent" tabIndex={-1} role="status">
					{t('landings.newsletter.sent')}
				</p>
			) : (
				<SchemaForm form={form} className="newsletter__form" labelledBy={titleId}>
					<FormErrorSummary count={form.errorCount} />
					<div className="newsletter__fields">
						<GivenNameField {...form.text('f_name')} label={t('landings.newsletter.name')} />
						<EmailField {...form.text('email')} label={t('landings.newsletter.email')} />
						<SubmitButton
							className="newsletter__submit"
							size="md"
							fullWidth={false}
							ready={form.ready}
							loading={form.status === 'sending'}
							loadingText={t('landings.form.sending')}
						>
							{t('landings.newsletter.submit')}
						</SubmitButton>
					</div>
					<SubmitError message={form.submitError} />
					<PrivacyNote
						className="newsletter__legal"
						before={t('landings.newsletter.privacy_before')}
						link={t('landings.newsletter.privacy_link')}
						after={t('landings.newsletter.privacy_after')}
					/>
				</SchemaForm>
			)}
		</section>
	);
}
