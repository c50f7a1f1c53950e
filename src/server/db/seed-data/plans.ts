/**
 * Demo plans (spec §1, §3, §9): student, professional and pharmacy M/L/XL, monthly and annual
 * (annual 20 % cheaper than twelve months), each also offered as a 5-day free trial. Prices are
 * minor units (cents of euro) per billing period.
 */
import {
	ANNUAL_SAVING_PERCENT,
	BILLING_PERIOD,
	LICENCE_TYPE,
	PHARMACY_SEATS,
	type LicenceType,
	type PharmacySize,
} from '../../../lib/contracts/plans';

export interface SeedPlan {
	id: number;
	slug: string;
	name: string;
	description: string;
	licenceType: LicenceType;
	period: 1 | 2;
	trial: boolean;
	priceMinor: number;
	discountPercent: number;
	size: PharmacySize | null;
	seats: number;
	position: number;
}

interface PlanFamily {
	idBase: number;
	slug: string;
	name: string;
	description: string;
	licenceType: LicenceType;
	monthlyMinor: number;
	size: PharmacySize | null;
}

const families: PlanFamily[] = [
	{
		idBase: 100,
		slug: 'estudiante',
		name: 'Plan Estudiante',
		description: 'Para estudiantes de Farmacia y del ciclo de Técnico en Farmacia y Parafarmacia.',
		licenceType: LICENCE_TYPE.STUDENT,
		monthlyMinor: 990,
		size: null,
	},
	{
		idBase: 200,
		slug: 'profesional',
		name: 'Plan Profesional',
		description:
			'Para farmacéuticos y técnicos que quieren formarse a su ritmo, entre cliente y cliente.',
		licenceType: LICENCE_TYPE.PROFESSIONAL,
		monthlyMinor: 1990,
		size: null,
	},
	{
		idBase: 300,
		slug: 'farmacia-m',
		name: 'Plan Farmacia M',
		description: `Para equipos de hasta ${PHARMACY_SEATS.M} personas, con el espacio y el logo de tu farmacia.`,
		licenceType: LICENCE_TYPE.PHARMACY,
		monthlyMinor: 5990,
		size: 'M',
	},
	{
		idBase: 310,
		slug: 'farmacia-l',
		name: 'Plan Farmacia L',
		description: `Para equipos de hasta ${PHARMACY_SEATS.L} personas que además suben su propia formación.`,
		licenceType: LICENCE_TYPE.PHARMACY,
		monthlyMinor: 11990,
		size: 'L',
	},
	{
		idBase: 320,
		slug: 'farmacia-xl',
		name: 'Plan Farmacia XL',
		description: `Para equipos de hasta ${PHARMACY_SEATS.XL} personas, con itinerarios de formación personalizados.`,
		licenceType: LICENCE_TYPE.PHARMACY,
		monthlyMinor: 19990,
		size: 'XL',
	},
];

/** Twelve monthly payments less the annual saving, in whole cents. */
export function annualPrice(monthlyMinor: number): number {
	return Math.round((monthlyMinor * 12 * (100 - ANNUAL_SAVING_PERCENT)) / 100);
}

export const demoPlans: SeedPlan[] = families.flatMap((family, familyIndex) =>
	[BILLING_PERIOD.MONTHLY, BILLING_PERIOD.ANNUAL].flatMap((period) =>
		[false, true].map((trial) => {
			const annual = period === BILLING_PERIOD.ANNUAL;
			return {
				id: family.idBase + (annual ? 2 : 1) + (trial ? 4 : 0),
				slug: `${family.slug}-${annual ? 'anual' : 'mensual'}${trial ? '-prueba' : ''}`,
				name: `${family.name} ${annual ? 'anual' : 'mensual'}`,
				description: family.description,
				licenceType: family.licenceType,
				period,
				trial,
				priceMinor: annual ? annualPrice(family.monthlyMinor) : family.monthlyMinor,
				discountPercent: annual ? ANNUAL_SAVING_PERCENT : 0,
				size: family.size,
				seats: family.size ? PHARMACY_SEATS[family.size] : 1,
				position: familyIndex * 10 + (annual ? 2 : 1),
			};
		}),
	),
);
