/**
 * The sign-up form (spec §2, §4, §5): who the person is (pharmacy owner, professional, student),
 * the pharmacy's name for owners only, name, last name, email, nick, password with its rule,
 * the password again, an optional 9-digit phone, the optional newsletter and the required terms.
 * Checked by the same `SignUpBody` schema as `POST /auth/signUp`; a 409 (email, nick or pharmacy
 * already taken) is shown on its field.
 *
 * `/registro` mounts the default export, which goes to the dashboard once the account exists. The
 * free trial (step 1/2) renders `SignUpForm` itself and passes `onSignedUp` to continue to payment.
 */
import { useId } from 'react';
import { t } from '../../../i18n';
import { USER_TYPE } from '../../../lib/contracts/courses';
import { SignUpBody, isStrongPassword } from '../../../lib/contracts/auth';
import { enterCampus, signUp } from '../../../stores/session';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { FieldError, describedBy } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { FormErrorSummary, SubmitError } from '../forms/FormMessages';
import { useSchemaForm } from '../forms/use-schema-form';
import { signUpFailureField } from './auth-failures';
import { PasswordInput } from './PasswordInput';
import { TermsLabel } from '../forms/TermsLabel';

export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];

/** The login page, linked under the form. */
export const LOGIN_PAGE_PATH = '/login';

const USER_TYPES: ReadonlyArray<{ type: UserType; key: string }> = [
	{ type: USER_TYPE.TITULAR, key: 'auth.signup.user_type_titular' },
	{ type: USER_TYPE.PROFESSIONAL, key: 'auth.signup.user_type_professional' },
	{ type: USER_TYPE.STUDENT, key: 'auth.signup.user_type_student' },
];

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

/** `/registro`: signs up, then goes to the dashboard where the welcome popup greets the person. */
export default function SignUpPage() {
	return (
		<SignUpForm
			onSignedUp={() => {
				enterCampus();
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
			repeat_password: '',
			phone: '',
			newsletter: false,
			terms: false,
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
	const optional = t('landings.form.optional');
	const chosenType = form.values.user_type;
	const offered = userTypes
		? USER_TYPES.filter(({ type }) => userTypes.offered.includes(type))
		: USER_TYPES;
	const typeError =
		form.errors['user_type'] !== undefined && userTypes
			? userTypes.requiredText
			: form.errors['user_type'];
	const password = typeof form.values.password === 'string' ? form.values.password : '';
	const strong = isStrongPassword(password);

	return (
		<form
			ref={form.formRef}
			className="landing-form auth-form"
			noValidate
			onSubmit={(event) => void form.handleSubmit(event)}
			aria-label={t('auth.signup.form_label')}
		>
			<FormErrorSummary count={form.errorCount} />
			{userType === undefined ? (
				<UserTypeChoice
					options={offered}
					value={chosenType}
					error={typeError}
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
			<div className="landing-form__row">
				<Input
					{...form.text('name')}
					label={t('auth.signup.name')}
					autoComplete="given-name"
					required
				/>
				<Input
					{...form.text('last_name')}
					label={t('auth.signup.last_name')}
					autoComplete="family-name"
					required
				/>
			</div>
			<Input
				{...form.text('email')}
				type="email"
				label={t('auth.signup.email')}
				autoComplete="email"
				inputMode="email"
				spellCheck={false}
				required
			/>
			<Input
				{...form.text('nick')}
				label={t('auth.signup.nick')}
				hint={t('auth.signup.nick_hint')}
				autoComplete="username"
				autoCapitalize="none"
				spellCheck={false}
				maxLength={35}
				required
			/>
			<PasswordInput
				{...form.text('password')}
				label={t('auth.signup.password')}
				hint={
					<span className={strong ? 'auth-rule auth-rule--met' : 'auth-rule'}>
						{t('validation.password')}
					</span>
				}
				showLabel={t('auth.password.show')}
				autoComplete="new-password"
				required
			/>
			<PasswordInput
				{...form.text('repeat_password')}
				label={t('auth.signup.repeat_password')}
				showLabel={t('auth.password.show')}
				autoComplete="new-password"
				required
			/>
			<Input
				{...form.text('phone')}
				type="tel"
				label={`${t('auth.signup.phone')} ${optional}`}
				hint={t('auth.signup.phone_hint')}
				autoComplete="tel-national"
				inputMode="tel"
			/>
			<Checkbox {...form.checkbox('terms')} required label={<TermsLabel />} />
			<Checkbox {...form.checkbox('newsletter')} label={t('auth.signup.newsletter')} />
			<SubmitError message={form.submitError} />
			<Button
				type="submit"
				size="lg"
				fullWidth
				disabled={!form.ready}
				loading={form.status !== 'idle'}
				loadingText={t('auth.signup.sending')}
			>
				{submitLabel ?? t('auth.signup.submit')}
			</Button>
			{showLoginLink ? (
				<p className="auth-form__switch">
					{t('auth.signup.has_account')} <a href={LOGIN_PAGE_PATH}>{t('auth.signup.login_link')}</a>
				</p>
			) : null}
		</form>
	);
}

interface UserTypeChoiceProps {
	options: typeof USER_TYPES;
	value: unknown;
	error: string | undefined;
	onChange: (type: UserType) => void;
}

/** A radio button per type in a fieldset, so the question is read with each option. */
function UserTypeChoice({ options, value, error, onChange }: UserTypeChoiceProps) {
	const errorId = `${useId()}-error`;
	return (
		<fieldset className="auth-choice">
			<legend className="ui-field__label">{t('auth.signup.user_type_legend')}</legend>
			<div className="auth-choice__options">
				{options.map(({ type, key }) => (
					<label key={type} className="auth-choice__option">
						<input
							type="radio"
							name="user_type"
							value={type}
							checked={value === type}
							required
							aria-invalid={error ? true : undefined}
							aria-describedby={describedBy(error !== undefined && errorId)}
							onChange={() => {
								onChange(type);
							}}
						/>
						<span>{t(key)}</span>
					</label>
				))}
			</div>
			{error === undefined ? null : <FieldError id={errorId}>{error}</FieldError>}
		</fieldset>
	);
}
