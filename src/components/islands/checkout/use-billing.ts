/**
 * The checkout's "Datos de facturación" (issue #18): who the invoices are made out to. A pharmacy
 * plan needs a name, a NIF/CIF and a fiscal address; a person's plan may take them (a company
 * invoice). What the account already has fills the fields, and complete details show as a summary
 * with "Cambiar". Checked with the schema the server uses before the card is even read.
 */
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { getBillingDetails } from '../../../lib/api/auth';
import type { BillingDetails } from '../../../lib/contracts/auth';
import { fieldErrors } from '../../../lib/contracts/fields';
import { LICENCE_TYPE } from '../../../lib/contracts/plans';
import { CheckoutBillingBody, type CheckoutBilling } from '../../../lib/contracts/purchase';

export const BILLING_FIELDS = ['billing_name', 'tax_id', 'billing_address'] as const;
export type BillingField = (typeof BILLING_FIELDS)[number];
type BillingValues = Record<BillingField, string>;

/** The element id of each field, so a refusal can move the focus to it. */
export const billingFieldId = (field: BillingField): string => `checkout-${field}`;

/**
 * `summary`: complete details on the account, sent as they are; `fields`: typed here and sent;
 * `closed`: a person's plan with no company invoice asked for.
 */
export type BillingView = 'summary' | 'fields' | 'closed';

/** What the payment sends: nothing to add (the account's or none), details, or a refusal. */
export type BillingCheck = { ok: true; billing: CheckoutBilling | null } | { ok: false };

const EMPTY: BillingDetails = { billing_name: null, tax_id: null, billing_address: null };

function isComplete(details: BillingDetails): boolean {
	return BILLING_FIELDS.every((field) => details[field] !== null);
}

export interface BillingSection {
	/** A pharmacy plan: the details are required. */
	required: boolean;
	/** What the account has; null until read. */
	saved: BillingDetails | null;
	view: BillingView;
	values: BillingValues;
	errors: Partial<Record<BillingField, string>>;
	type: (field: BillingField, value: string) => void;
	/** "Cambiar" on the summary, or a person opening the company invoice. */
	open: () => void;
	/** A person's "no, thanks" to the company invoice. */
	close: () => void;
	/** Before paying: the details to send, or a refusal with the first wrong field focused. */
	check: () => BillingCheck;
	/** The server asked for them (the account's were incomplete): the fields, focused. */
	ask: () => void;
}

/** `active` once there is a session, so the account's details can be read. */
export function useBilling(licenceType: number, active: boolean): BillingSection {
	const required = licenceType === LICENCE_TYPE.PHARMACY;
	const [saved, setSaved] = useState<BillingDetails | null>(null);
	const [view, setView] = useState<BillingView>(required ? 'fields' : 'closed');
	const [values, setValues] = useState<BillingValues>({
		billing_name: '',
		tax_id: '',
		billing_address: '',
	});
	const [errors, setErrors] = useState<Partial<Record<BillingField, string>>>({});
	// The field to focus once rendered (the fields may only appear in this render); a new object
	// each time, so asking for the same field again focuses it again.
	const [focus, setFocus] = useState<{ field: BillingField } | null>(null);

	useEffect(() => {
		if (focus) document.getElementById(billingFieldId(focus.field))?.focus();
	}, [focus]);

	useEffect(() => {
		if (!active) return;
		let alive = true;
		void getBillingDetails().then((result) => {
			if (!alive) return;
			// Unread details are no details: a pharmacy is asked for them, the server checks anyway.
			const details = result.ok ? result.data : EMPTY;
			setSaved(details);
			setValues({
				billing_name: details.billing_name ?? '',
				tax_id: details.tax_id ?? '',
				billing_address: details.billing_address ?? '',
			});
			if (isComplete(details)) setView('summary');
		});
		return () => {
			alive = false;
		};
	}, [active]);

	function open() {
		setView('fields');
		setFocus({ field: 'billing_name' });
	}

	return {
		required,
		saved,
		view,
		values,
		errors,
		type: (field, value) => {
			setValues({ ...values, [field]: value });
			if (errors[field]) setErrors({ ...errors, [field]: undefined });
		},
		open,
		close: () => {
			setView('closed');
			setErrors({});
		},
		check: () => {
			if (view !== 'fields') return { ok: true, billing: null };
			const parsed = v.safeParse(CheckoutBillingBody, values);
			if (parsed.success) {
				setErrors({});
				return { ok: true, billing: parsed.output };
			}
			const found = fieldErrors(parsed.issues);
			setErrors(found);
			const first = BILLING_FIELDS.find((field) => found[field] !== undefined);
			if (first) setFocus({ field: first });
			return { ok: false };
		},
		ask: open,
	};
}
