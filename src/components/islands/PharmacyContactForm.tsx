/**
 * The pharmacy plans' "te llamamos" form (spec §2 `compra/contacto`, `prueba-gratis/contacto`,
 * spec §7 `POST /buy/pharmacyPlanRequest`): name, phone and email required; last name, pharmacy
 * and coupon optional; the newsletter optional and the terms required (spec §5). The plan comes
 * from the page's route, or, on the pages without one, from a choice of team size (M, L, XL).
 * Checked by the API's own schema; once stored, the visitor goes to the matching `fin-contacto`.
 */
import purchaseContact from 'i18n-section:purchase_contact';
import validation from 'i18n-section:validation';
import * as v from 'valibot';
import { createTranslator } from '../../i18n/translate';
import { pharmacyPlanRequest } from '../../lib/api/purchase';
import { PharmacyPlanRequestBody } from '../../lib/contracts/purchase';
import { setContactName } from '../../stores/contact-name';
import { Checkbox } from '../ui/Checkbox';
import { Input } from '../ui/Input';
import { EmailField, NameFields, PhoneField } from './forms/ContactFields';
import { FormErrorSummary, SubmitError } from './forms/FormMessages';
import { RadioChoice } from './forms/RadioChoice';
import { SchemaForm, SubmitButton } from './forms/SchemaForm';
import { TermsCheckbox } from './forms/TermsLabel';
import { useSchemaForm } from './forms/use-schema-form';
import { usePlanPeriod, type PlanPeriod } from './pharmacy-plan-period';
import './pharmacy-contact.css';

const t = createTranslator({ purchase_contact: purchaseContact, validation });

/** `ftyp`: 1 from the purchase pages, 2 from the free-trial pages. */
export type PharmacyRequestFormType = 1 | 2;

/** One pharmacy plan offer the visitor may ask about, with its price already written out. */
export interface PharmacyPlanChoice {
	lid: number;
	/** "Plan Farmacia M". */
	name: string;
	seats: number;
	/** "575 € al año": formatted by the page, so the island carries no money formatting. */
	price: string;
	/** Monthly or annual, when the page offers both (issue #17). */
	period?: PlanPeriod | undefined;
}

export type PharmacyContactFormProps = {
	formType: PharmacyRequestFormType;
	/** Where to go once the request is stored (`/compra/fin-contacto`…). */
	donePath: string;
} & (
	| {
			/** The plan offer of the route (`/compra/contacto/{lid}`). */
			lid: number;
			choices?: undefined;
			period?: undefined;
	  }
	| {
			/** The plan chosen at first (the route's, when its other period is offered too). */
			lid?: number | undefined;
			/** The plans to choose from: sizes, periods or both. */
			choices: readonly PharmacyPlanChoice[];
			/** The period shown first (before `?periodo=` is read); annual unless said. */
			period?: PlanPeriod | undefined;
	  }
);

/**
 * The API's payload plus the terms, which the form requires but the call does not carry. An empty
 * phone reads "Este campo es obligatorio" like the other required fields; a wrong one keeps the
 * API's "9 dígitos".
 */
const PharmacyContactSchema = v.object({
	...PharmacyPlanRequestBody.entries,
	ph: v.pipe(
		v.string(() => t('validation.required')),
		v.check(
			(text) => text.trim() !== '',
			() => t('validation.required'),
		),
		PharmacyPlanRequestBody.entries.ph,
	),
	terms: v.literal(true, () => t('validation.terms')),
});

export default function PharmacyContactForm(props: PharmacyContactFormProps) {
	const { formType, donePath, choices } = props;
	const form = useSchemaForm({
		schema: PharmacyContactSchema,
		// In the order of the fields on screen: a failed submit focuses the first invalid one.
		initialValues: {
			ftyp: formType,
			lid: props.lid ?? '',
			fnm: '',
			lnm: '',
			pnm: '',
			ph: '',
			email: '',
			cpn: '',
			terms: false,
			wn: false,
		},
		send: ({ terms: _accepted, ...payload }) => pharmacyPlanRequest(payload),
		onSent: (payload) => {
			// The success page greets the person by name (spec §3 "Contact name").
			setContactName(payload.fnm);
			window.location.assign(donePath);
		},
	});
	const optional = t('purchase_contact.optional');
	const billing = usePlanPeriod(choices ?? [], props.period ?? 'anual', form.values.lid, (lid) => {
		form.setValue('lid', lid ?? '');
	});
	const shown = choices?.filter((choice) => choice.period === billing.period);

	return (
		<SchemaForm
			form={form}
			className="landing-form pharmacy-contact"
			label={t('purchase_contact.form_label')}
		>
			<FormErrorSummary count={form.errorCount} />
			{billing.periods.length > 1 && billing.period ? (
				<RadioChoice
					name="periodo"
					legend={t('purchase_contact.period_legend')}
					options={billing.periods.map((period) => ({
						value: period,
						content: <PeriodText period={period} only={onlyPlanIn(choices, period)} />,
					}))}
					value={billing.period}
					classNames={PERIOD_CLASSES}
					error={undefined}
					onChange={billing.choose}
				/>
			) : null}
			{choices && (shown === undefined || shown.length !== 1) ? (
				<RadioChoice
					name="lid"
					legend={t('purchase_contact.plan_legend')}
					// The team size as radio buttons: three options fit on a phone without a picker, and
					// every option shows its seats and price before choosing.
					hint={billing.period ? undefined : t('purchase_contact.plan_hint')}
					options={(billing.period ? (shown ?? []) : choices).map((choice) => ({
						value: choice.lid,
						content: <PlanText choice={choice} />,
					}))}
					value={form.values.lid}
					classNames={PLAN_CLASSES}
					// The schema's message names the wire field; people choose a plan, not a licence id.
					error={form.errors['lid'] === undefined ? undefined : t('purchase_contact.plan_required')}
					onChange={(lid) => {
						form.setValue('lid', lid);
					}}
				/>
			) : null}
			<NameFields
				given={{ ...form.text('fnm'), label: t('purchase_contact.first_name') }}
				family={{ ...form.text('lnm'), label: `${t('purchase_contact.last_name')} ${optional}` }}
			/>
			<Input
				{...form.text('pnm')}
				label={`${t('purchase_contact.pharmacy')} ${optional}`}
				// No maxLength: its "0/120" counter is noise for a name; the schema caps the length.
				autoComplete="organization"
			/>
			<div className="landing-form__row">
				<PhoneField
					{...form.text('ph')}
					label={t('purchase_contact.phone')}
					hint={t('purchase_contact.phone_hint')}
					required
				/>
				<EmailField
					{...form.text('email')}
					label={t('purchase_contact.email')}
					hint={t('purchase_contact.email_hint')}
				/>
			</div>
			<Input
				{...form.text('cpn')}
				label={`${t('purchase_contact.coupon')} ${optional}`}
				hint={t('purchase_contact.coupon_hint')}
				autoComplete="off"
				autoCapitalize="characters"
				spellCheck={false}
			/>
			<TermsCheckbox {...form.checkbox('terms')} />
			<Checkbox {...form.checkbox('wn')} label={t('purchase_contact.newsletter')} />
			<SubmitError message={form.submitError} />
			<SubmitButton
				ready={form.ready}
				loading={form.status !== 'idle'}
				loadingText={t('purchase_contact.sending')}
			>
				{t('purchase_contact.submit')}
			</SubmitButton>
		</SchemaForm>
	);
}

const PERIOD_CLASSES = {
	group: 'pharmacy-contact__plans',
	options: 'pharmacy-contact__plan-options pharmacy-contact__period-options',
	option: 'pharmacy-contact__plan',
};

/** The plan of `period` when it is the only one (a page about one plan): its price goes with it. */
function onlyPlanIn(
	choices: readonly PharmacyPlanChoice[] | undefined,
	period: PlanPeriod,
): PharmacyPlanChoice | undefined {
	const inPeriod = choices?.filter((choice) => choice.period === period) ?? [];
	return inPeriod.length === 1 ? inPeriod[0] : undefined;
}

function PeriodText({
	period,
	only,
}: {
	period: PlanPeriod;
	only: PharmacyPlanChoice | undefined;
}) {
	return (
		<span className="pharmacy-contact__plan-text">
			<span className="pharmacy-contact__plan-name">
				{t(period === 'mensual' ? 'purchase_contact.monthly' : 'purchase_contact.annual')}
			</span>
			{only ? <span className="pharmacy-contact__plan-price">{only.price}</span> : null}
		</span>
	);
}

const PLAN_CLASSES = {
	group: 'pharmacy-contact__plans',
	options: 'pharmacy-contact__plan-options',
	option: 'pharmacy-contact__plan',
};

function PlanText({ choice }: { choice: PharmacyPlanChoice }) {
	return (
		<span className="pharmacy-contact__plan-text">
			<span className="pharmacy-contact__plan-name">{choice.name}</span>
			<span>{t('purchase_contact.plan_seats', { count: choice.seats })}</span>
			<span className="pharmacy-contact__plan-price">{choice.price}</span>
		</span>
	);
}
