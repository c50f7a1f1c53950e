/**
 * The name typed in a contact form, kept for the "we call you" success page (spec §3 "Contact
 * name"), persisted under `contactName`.
 */
import * as v from 'valibot';
import { persistentRecord } from './persistent-record';

export const ContactNameSchema = v.nullable(v.string());

export const $contactName = persistentRecord('contactName', ContactNameSchema, null);

/** Remembers the contact's name; a blank name is stored as null. */
export function setContactName(name: string | null): void {
	$contactName.set(name?.trim() || null);
}

/** Forgets the name (part of clearing the session). */
export function resetContactName(): void {
	$contactName.set(null);
}
