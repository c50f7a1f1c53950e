import subscriptions from 'i18n-section:subscriptions';
import { createTranslator } from '../../../i18n/translate';

/** "Mis suscripciones"' one translator, shared by its views. */
export const t = createTranslator({ subscriptions });
