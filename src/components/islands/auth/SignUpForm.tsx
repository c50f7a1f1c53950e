/**
 * The sign-up form (spec §2, §4, §5): who the person is (pharmacy owner, professional, student),
 * the pharmacy's name for owners only, name, last name, email, nick (suggested from the name until
 * the person writes one), password with its rule and a "show" toggle, an optional 9-digit phone,
 * the optional newsletter, and the terms, accepted by creating the account (issue #17: the fewest
 * fields between a visitor and a first lesson).
 * Checked by the same `SignUpBody` schema as `POST /auth/signUp`; a 409 (email, nick or pharmacy
 * already taken) is shown on its field.
 *
 * `/registro` mounts the default export, which goes to the dashboard once the account exists. The
 * free trial (step 1/2) renders `SignUpForm` itself and passes `onSignedUp` to continue to payment.
 */
import { useEffect, useState } from 'react';
import { t } from '../../../i18n';
import { USER_TYPE } from '../../../lib/contracts/courses';
import { SignUpBody } from '../../../lib/contracts/auth';
import { enterCampus, signUp } from '../../../stores/session';
import { Checkbox } from '../../ui/Checkbox';
import { Input } from '../../ui/Input';
import { EmailField, NameFields, PhoneField } from '../forms/ContactFields';
import { FormErrorSummary, SubmitError } from '../forms/FormMessages';
import { NewPasswordField } from '../forms/PasswordFields';
import { RadioChoice } from '../forms/RadioChoice';
import { SchemaForm, SubmitButton } from '../forms/SchemaForm';
import { TermsNotice } from '../forms/TermsLabel';
import { useSchemaForm } from '../forms/use-schema-form';
import { signUpFailureField } from './auth-failures';
import { nickSuffix, suggestNick } from './nick-suggestion';
import { afterLoginPath, useHrefKeepingReturn, useLeaveIfLoggedIn } from './use-return-path';

export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];

/** The login page, linked under the form. */
export const LOGIN_PAGE_PATH = '/login';

const USER_TYPES: ReadonlyArray<{ type: UserType; key: string }> = [
	{ type: USER_TYPE.TITULAR, key: 'auth.signup.user_type_titular' },
	{ type: USER_TYPE.PROFESSIONAL, key: 'auth.signup.user_type_professional' },
	{ type: USER_TYPE.STUDENT, key: 'auth.signup.user_type_student' },
];

const USER_TYPE_CLASSES = {
	group: 'auth-choice',
	options: 'auth-choice__options',
	option: 'auth-choice__option',
};

export interface SignUpFormProps {
	/**
	 * The person's type when the page already knows it (the trial of a plan for one audience): it
	 * is then chosen and not asked.
	 */
	userType?: UserType | undefined;
	/** Text of the submit button ("Crear cuenta" unless given, e.g. "Continuar" in the trial). */
	submitLabel?: string | undefined;
	/** Whether a licence gives access right away; runs once the account and its session exist. */
	onSignedUp?: ((result: { hasLicence: boolean }) => void) | undefined;
	/** The "¿Ya tienes cuenta? Inicia sesión" line under the button. */
	showLoginLink?: boolean | undefined;
	/** The email to start with (the join page knows the invited one). */
	initialEmail?: string | undefined;
	/**
	 * The types offered when the type is asked, all three unless given, with the "choose" message
	 * that names them (the schema's names all three). The join page of a team leaves out the
	 * pharmacy owner: an owner's account comes with a pharmacy, and someone who holds a pharmacy
	 * cannot join another's team (the server refuses with `inv_owner`).
	 */
	userTypes?: { offered: readonly UserType[]; requiredText: string } | undefined;
}

/**
 * `/registro`: signs up, then goes back to the page that sent the person here (`?volver=`) or to
 * the dashboard, where the welcome popup greets them; someone already logged in goes there at once.
 */
export default function SignUpPage() {
	useLeaveIfLoggedIn(true);
	return (
		<SignUpForm
			onSignedUp={() => {
				enterCampus(afterLoginPath());
			}}
		/>
	);
}

export function SignUpForm({
	userType,
	submitLabel,
	onSignedUp,
	showLoginLink = true,
	initialEmail = '',
	userTypes,
}: SignUpFormProps) {
	const loginHref = useHrefKeepingReturn(LOGIN_PAGE_PATH);
	const form = useSchemaForm({
		schema: SignUpBody,
		initialValues: {
			// No choice yet: the schema answers with the "choose who you are" message.
			user_type: (userType ?? undefined) as unknown as number,
			pharmacy_name: '',
			name: '',
			last_name: '',
			email: initialEmail,
			nick: '',
			password: '',
			phone: '',
			newsletter: false,
			// Accepted by the button the notice stands next to: nothing is sent without it.
			terms: true,
		},
		send: async (payload) => {
			const outcome = await signUp({
				...payload,
				// Only owners name a pharmacy; a name typed before switching type is not sent.
				pharmacy_name: payload.user_type === USER_TYPE.TITULAR ? payload.pharmacy_name : null,
			});
			return outcome.ok ? { ok: true as const, data: outcome } : outcome;
		},
		onSent: (_payload, outcome) => {
			onSignedUp?.({ hasLicence: outcome.hasLicence });
		},
		failureField: signUpFailureField,
	});
	const nickControl = useSuggestedNick(form);
	const optional = t('landings.form.optional');
	const chosenType = form.values.user_type;
	const offered = userTypes
		? USER_TYPES.filter(({ type }) => userTypes.offered.includes(type))
		: USER_TYPES;
	const typeError =
		form.errors['user_type'] !== undefined && userTypes
			? userTypes.requiredText
			: form.errors['user_type'];

	return (
		<SchemaForm form={form} className="landing-form auth-form" label={t('auth.signup.form_label')}>
			<FormErrorSummary count={form.errorCount} />
			{userType === undefined ? (
				<RadioChoice
					name="user_type"
					legend={t('auth.signup.user_type_legend')}
					options={offered.map(({ type, key }) => ({
						value: type,
						content: <span>{t(key)}</span>,
					}))}
					value={chosenType}
					error={typeError}
					classNames={USER_TYPE_CLASSES}
					onChange={(type) => {
						form.setValue('user_type', type);
						if (type !== USER_TYPE.TITULAR) form.setValue('pharmacy_name', '');
					}}
				/>
			) : null}
			{chosenType === USER_TYPE.TITULAR ? (
				<Input
					{...form.text('pharmacy_name')}
					label={t('auth.signup.pharmacy_name')}
					autoComplete="organization"
					required
				/>
			) : null}
			<NameFields
				given={{ ...form.text('name'), label: t('auth.signup.name') }}
				family={{ ...form.text('last_name'), label: t('auth.signup.last_name'), required: true }}
			/>
			<EmailField {...form.text('email')} label={t('auth.signup.email')} />
			<Input
				{...nickControl}
				label={t('auth.signup.nick')}
				hint={t('auth.signup.nick_hint')}
				autoComplete="username"
				autoCapitalize="none"
				spellCheck={false}
				maxLength={35}
				required
			/>
			<NewPasswordField {...form.text('password')} label={t('auth.signup.password')} />
			<PhoneField
				{...form.text('phone')}
				label={`${t('auth.signup.phone')} ${optional}`}
				hint={t('auth.signup.phone_hint')}
			/>
			<Checkbox {...form.checkbox('newsletter')} label={t('auth.signup.newsletter')} />
			<TermsNotice />
			<SubmitError message={form.submitError} />
			<SubmitButton
				ready={form.ready}
				loading={form.status !== 'idle'}
				loadingText={t('auth.signup.sending')}
			>
				{submitLabel ?? t('auth.signup.submit')}
			</SubmitButton>
			{showLoginLink ? (
				<p className="auth-form__switch">
					{t('auth.signup.has_account')} <a href={loginHref}>{t('auth.signup.login_link')}</a>
				</p>
			) : null}
		</SchemaForm>
	);
}

type SignUpSchemaForm = ReturnType<typeof useSchemaForm<typeof SignUpBody>>;

/**
 * The nick control: it follows the name and last name with a suggestion until the person writes
 * in it; emptied by hand, it goes back to following.
 */
function useSuggestedNick(form: SignUpSchemaForm) {
	const [suffix] = useState(() => nickSuffix());
	const [written, setWritten] = useState(false);
	const control = form.text('nick');
	const suggestion = suggestNick(form.values.name, form.values.last_name, suffix);
	// Kept in the form's values so what is sent is what is shown; equal values end the loop.
	useEffect(() => {
		if (!written && form.values.nick !== suggestion) form.setValue('nick', suggestion);
	});
	return {
		...control,
		value: written ? control.value : suggestion,
		onChange: (event: { currentTarget: { value: string } }) => {
			setWritten(event.currentTarget.value !== '');
			control.onChange(event);
		},
	};
}
