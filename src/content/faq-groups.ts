/**
 * Sections of the FAQ page, in the order they are shown. The schema of the `faq` collection
 * accepts only these, so a typo in an entry's `group` fails the build instead of hiding a question.
 * Each group's heading is `content.faq_group_<group>` in es.json.
 */
export const FAQ_GROUPS = [
	'prueba-gratis',
	'suscripcion',
	'farmacias',
	'cursos',
	'acceso',
] as const;
