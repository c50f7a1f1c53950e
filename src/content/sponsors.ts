/**
 * Sponsors of the commercial landing (spec §2 `que-es-liceo/{sponsor}`): companies that offer
 * Liceo Campus to the pharmacies they work with. Each gets its own page, with its name, and its own
 * funnel in the lead list, so the leads it brings are counted apart. The two below are demo
 * sponsors; a real one is a new entry here.
 */

export interface Sponsor {
	/** URL segment: `/que-es-liceo/{slug}`; also the lead funnel (`fnl`). */
	slug: string;
	name: string;
	/** Why this sponsor offers the campus, in its own words. */
	message: string;
	/** What the sponsor's pharmacies get. */
	offer: string;
}

export const SPONSORS: readonly Sponsor[] = [
	{
		slug: 'cooperativa-atlantica',
		name: 'Cooperativa Farmacéutica Atlántica',
		message:
			'En la Cooperativa Farmacéutica Atlántica creemos que una farmacia bien formada atiende mejor. Por eso ponemos Liceo Campus al alcance de todas las farmacias socias.',
		offer:
			'Las farmacias socias de la cooperativa disfrutan de la prueba gratuita de 5 días y de condiciones especiales en los planes para farmacia.',
	},
	{
		slug: 'laboratorios-brisa',
		name: 'Laboratorios Brisa',
		message:
			'Laboratorios Brisa acompaña a los equipos de farmacia con formación práctica en dermofarmacia y salud capilar, de la mano de Liceo Campus.',
		offer:
			'Si tu farmacia trabaja con Laboratorios Brisa, empieza con 5 días gratis y accede a los cursos expertos de dermofarmacia y salud capilar.',
	},
];

/** The funnel (`fnl`) of the landing without a sponsor. */
export const DEFAULT_FUNNEL = 'que-es-liceo';

/**
 * The licence each profile of the lead form is interested in (`lid`): the monthly plan of its
 * family in the demo catalogue (src/server/db/seed-data/plans.ts): 1 titular → Farmacia M,
 * 2 professional → Profesional, 3 student → Estudiante.
 */
export const LEAD_LICENCE_BY_USER_TYPE = { 1: 301, 2: 201, 3: 101 } as const;
