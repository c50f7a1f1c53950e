/** The pharmacy space's Spanish copy: the `team` section of es.json, shared by its views. */
import team from 'i18n-section:team';
import { createTranslator } from '../../../../i18n/translate';

export const t = createTranslator({ team });
