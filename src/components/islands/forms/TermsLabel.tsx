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

export function TermsLabel() {
	return (
		<>
			{t('terms.before')}
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
