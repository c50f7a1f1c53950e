/** The own training's Spanish copy: the `training` section of es.json, shared by its views. */
import training from 'i18n-section:training';
import { createTranslator } from '../../../../i18n/translate';

export const t = createTranslator({ training });
