/** The messages every landing form shows: the count of invalid fields and a failed send. */
import { t } from '../../../i18n';

/**
 * Announced at once (role="alert") when a submit finds invalid fields; the fields' own messages
 * are read when focus reaches them, and focus moves to the first.
 */
export function FormErrorSummary({ count }: { count: number }) {
	if (count === 0) return null;
	return (
		<p className="landing-form__summary" role="alert">
			{t('landings.form.errors_summary', { count })}
		</p>
	);
}

/** The server's Spanish message when sending failed (network, 400 with what to fix, 500…). */
export function SubmitError({ message }: { message: string }) {
	if (!message) return null;
	return (
		<p className="landing-form__submit-error" role="alert">
			{message}
		</p>
	);
}

/**
 * Ref for a form's confirmation: it only renders once the form is sent, so focusing it as it
 * mounts moves screen readers and keyboards from the vanished form to the news.
 */
export function focusOnMount(element: HTMLElement | null): void {
	element?.focus();
}
