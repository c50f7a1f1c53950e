import checkout from 'i18n-section:checkout';
import errors from 'i18n-section:errors';
import { createTranslator } from '../../../i18n/translate';
import { formatMoney } from '../../../lib/money';

/** The checkout views' one translator (one per module would repeat it in the page's script). */
export const t = createTranslator({ checkout, errors });

/** An amount in minor units as the form shows it. */
export const price = (minor: number): string => formatMoney(minor, 'es-ES');

const LONG_DATE = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long' });

/** A day as the form writes it ("1 de diciembre de 2026"). */
export const longDate = (date: Date): string => LONG_DATE.format(date);
