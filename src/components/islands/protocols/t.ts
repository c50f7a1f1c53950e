import protocols from 'i18n-section:protocols';
import { createTranslator } from '../../../i18n/translate';

/** The protocol views' one translator (one per module would repeat it in the page's script). */
export const t = createTranslator({ protocols });
