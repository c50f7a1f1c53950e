/**
 * The label of the required "terms and privacy" checkbox of every form that asks for it (contact,
 * sign-up, pharmacy "te llamamos"; spec §5): both documents open in a new tab, so what was typed
 * is not lost, and screen readers are told so.
 */
import terms from 'i18n-section:terms';
import { createTranslator } from '../../../i18n/translate';
import { Checkbox } from '../../ui/Checkbox';
import type { CheckboxControl } from './use-schema-form';

const t = createTranslator({ terms });

export function TermsLabel({ before = t('terms.before') }: { before?: string }) {
	return (
		<>
			{before}
			<a href="/aviso-legal" target="_blank">
				{t('terms.legal')}
				<span className="visually-hidden"> {t('terms.new_tab')}</span>
			</a>
			{t('terms.between')}
			<a href="/politica-de-privacidad" target="_blank">
				{t('terms.privacy')}
				<span className="visually-hidden"> {t('terms.new_tab')}</span>
			</a>
		</>
	);
}

/** The required "I accept the terms and the privacy policy" checkbox (`form.checkbox('terms')`). */
export function TermsCheckbox(control: CheckboxControl) {
	return <Checkbox {...control} required label={<TermsLabel />} />;
}

/**
 * Sign-up's terms: accepted by creating the account, which this line says beside the button
 * (issue #17), rather than by one more box to tick.
 */
export function TermsNotice() {
	return (
		<p className="auth-form__terms">
			<TermsLabel before={t('terms.accepted_by_continuing')} />.
		</p>
	);
}
