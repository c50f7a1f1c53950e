/**
 * "Quiero más información" on the commercial landings (spec §7 `POST /crm/addToLeadList`): name,
 * email and who the person is. The funnel (`fnl`) names the landing, so a sponsor's page counts its
 * own leads, and the licence (`lid`) follows the profile chosen.
 */
import { PUBLIC_APP_ID } from 'astro:env/client';
import { addToLeadList } from '../../lib/api/crm';
import { USER_TYPE } from '../../lib/contracts/courses';
import { AddToLeadListBody } from '../../lib/contracts/crm';
import { t } from '../../i18n';
import { Select } from '../ui/Select';
import { EmailField, GivenNameField } from './forms/ContactFields';
import { FormErrorSummary, SubmitError, focusOnMount } from './forms/FormMessages';
import { PrivacyNote } from './forms/PrivacyNote';
import { SchemaForm, SubmitButton } from './forms/SchemaForm';
import { useSchemaForm } from './forms/use-schema-form';

type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];

export interface LeadFormProps {
	/** `fnl`: the landing the lead comes from (`que-es-liceo`, a sponsor's slug…). */
	funnel: string;
	/** The licence each profile is interested in: the plan the landing offers to them. */
	licenceByUserType: Readonly<Record<UserType, number>>;
}

const PROFILES: ReadonlyArray<{ type: UserType; key: string }> = [
	{ type: USER_TYPE.TITULAR, key: 'landings.lead.profile_titular' },
	{ type: USER_TYPE.PROFESSIONAL, key: 'landings.lead.profile_professional' },
	{ type: USER_TYPE.STUDENT, key: 'landings.lead.profile_student' },
];

export default function LeadForm({ funnel, licenceByUserType }: LeadFormProps) {
	const form = useSchemaForm({
		schema: AddToLeadListBody,
		initialValues: {
			app: PUBLIC_APP_ID,
			fnl: funnel,
			// Until a profile is chosen the professional plan stands in; `typ` is still required.
			lid: licenceByUserType[USER_TYPE.PROFESSIONAL],
			typ: '',
			f_name: '',
			email: '',
		},
		send: (payload) => addToLeadList(payload),
	});
	const sent = form.status === 'sent';

	if (sent) {
		return (
			<p ref={focusOnMount} className="landing-form__sent" tabIndex={-1} role="status">
				{t('landings.lead.sent')}
			</p>
		);
	}

	const profile = form.text('typ');
	return (
		<SchemaForm form={form} className="landing-form" label={t('landings.lead.form_label')}>
			<FormErrorSummary count={form.errorCount} />
			<GivenNameField {...form.text('f_name')} label={t('landings.lead.name')} />
			<EmailField {...form.text('email')} label={t('landings.lead.email')} />
			<Select
				{...profile}
				onChange={(event) => {
					profile.onChange(event);
					const type = Number(event.currentTarget.value) as UserType;
					form.setValue('lid', licenceByUserType[type]);
				}}
				label={t('landings.lead.profile')}
				placeholder={t('landings.lead.profile_placeholder')}
				options={PROFILES.map(({ type, key }) => ({ value: String(type), label: t(key) }))}
				required
			/>
			<SubmitError message={form.submitError} />
			<SubmitButton
				ready={form.ready}
				loading={form.status === 'sending'}
				loadingText={t('landings.form.sending')}
			>
				{t('landings.lead.submit')}
			</SubmitButton>
			<PrivacyNote
				className="landing-form__legal"
				before={t('landings.lead.privacy_before')}
				link={t('landings.lead.privacy_link')}
				after={t('landings.lead.privacy_after')}
			/>
		</SchemaForm>
	);
}
