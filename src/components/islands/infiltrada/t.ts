import game from 'i18n-section:game';
import nav from 'i18n-section:nav';
import { createTranslator } from '../../../i18n/translate';

/** The game's one translator (one per module would repeat it in the page's script). */
export const t = createTranslator({ game, nav });

const numbers = new Intl.NumberFormat('es-ES');

/** A score as Spanish digits ("1330", "12.400"). */
export const formatPoints = (value: number): string => numbers.format(value);
