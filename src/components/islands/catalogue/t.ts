import campusCourses from 'i18n-section:campus_courses';
import { createTranslator } from '../../../i18n/translate';

/** The campus catalogue's one translator (one per module would repeat it in the page's script). */
export const t = createTranslator({ campus_courses: campusCourses });
