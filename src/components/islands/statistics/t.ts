import statistics from 'i18n-section:statistics';
import { createTranslator } from '../../../i18n/translate';

/** The statistics views' one translator (one per module would repeat it in the page's script). */
export const t = createTranslator({ statistics });
