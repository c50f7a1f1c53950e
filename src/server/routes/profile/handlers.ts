/**
 * The logged-in person's own account: `POST /profile/updatePassword` (ADR 004) and the billing
 * details of their invoices (`getBilling`, `updateBilling`, issue #18) and which non-essential
 * mails they receive (`getMailPreferences`, `updateMailPreferences`, issue #18).
 *
 * `POST /profile/updatePassword` (ADR 004): `{ current_password, password, repeat_password }`,
 * checked with the schema the /mi-perfil form uses (src/lib/contracts/auth.ts); answers
 * `data.updatePassword: "ok"`.
 */
import type { Context } from 'hono';
import { BillingDetailsBody, UpdatePasswordBody } from '../../../lib/contracts/auth';
import { MailPreferencesBody } from '../../../lib/contracts/mail-preferences';
import type { AppEnv } from '../../context';
import { ok, readJsonObject } from '../../http';
import { clientAddress } from '../../middleware/client-address';
import { currentUser } from '../../middleware/require-user';
import { fieldLabels, readPayload } from '../../payload';
import { updateOwnPassword } from '../../services/auth/own-password';
import { getBillingDetails, updateBillingDetails } from '../../services/billing-details';
import * as mailPreferences from '../../services/mail-preferences';

export async function updatePassword(c: Context<AppEnv>) {
	const payload = await readPayload(
		c,
		UpdatePasswordBody,
		fieldLabels('auth_api.fields', ['current_password', 'password', 'repeat_password']),
	);
	const updated = await updateOwnPassword(c.var.deps, {
		user: currentUser(c),
		currentPassword: payload.current_password,
		newPassword: payload.password,
		clientAddress: clientAddress(c),
	});
	return ok(c, 'updatePassword', updated);
}

/** `POST /profile/getBilling`: who the caller's next invoices are made out to. */
export async function getBilling(c: Context<AppEnv>) {
	await readJsonObject(c);
	return ok(c, 'getBilling', await getBillingDetails(c.var.deps, currentUser(c).id));
}

/** `POST /profile/updateBilling`: `{ billing_name?, tax_id?, billing_address? }`. */
export async function updateBilling(c: Context<AppEnv>) {
	const payload = await readPayload(
		c,
		BillingDetailsBody,
		fieldLabels('auth_api.fields', ['billing_name', 'tax_id', 'billing_address']),
	);
	return ok(c, 'updateBilling', await updateBillingDetails(c.var.deps, currentUser(c).id, payload));
}

/** `POST /profile/getMailPreferences`: which non-essential mails the caller receives. */
export async function getMailPreferences(c: Context<AppEnv>) {
	await readJsonObject(c);
	return ok(
		c,
		'getMailPreferences',
		await mailPreferences.getMailPreferences(c.var.deps, currentUser(c).id),
	);
}

/** `POST /profile/updateMailPreferences`: `{ learning_reminders, team_digest }`, true to receive. */
export async function updateMailPreferences(c: Context<AppEnv>) {
	const payload = await readPayload(
		c,
		MailPreferencesBody,
		fieldLabels('mail_preferences.fields', ['learning_reminders', 'team_digest']),
	);
	return ok(
		c,
		'updateMailPreferences',
		await mailPreferences.updateMailPreferences(c.var.deps, currentUser(c).id, payload),
	);
}
