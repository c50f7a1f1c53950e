/**
 * The companion apps the campus advertises (spec §1): the quiz that matches brands to active
 * ingredients, the advice protocols and the play app. `/descargar/{id}` presents each one and
 * `/descargar-app/{id}` (the address printed on QR codes) sends a phone to its store.
 */

export const COMPANION_APP_IDS = ['infiltrada', 'protocolos', 'liceoplay'] as const;

export type CompanionAppId = (typeof COMPANION_APP_IDS)[number];

/** The stores a phone can install from; the order is the order of the buttons. */
export const STORES = ['ios', 'android'] as const;
export type Store = (typeof STORES)[number];

export interface CompanionApp {
	id: CompanionAppId;
	name: string;
	/** One line: what the app is. */
	tagline: string;
	/** Meta description (about 155 characters). */
	description: string;
	/** What people do with it, one short sentence each. */
	features: readonly string[];
	/** Store page of each platform. */
	stores: Readonly<Record<Store, string>>;
	/** The same content inside the campus, for people without the app (spec §2 "aula" links). */
	campusPath?: string | undefined;
}

export const COMPANION_APPS: readonly CompanionApp[] = [
	{
		id: 'infiltrada',
		name: 'La Infiltrada',
		tagline: 'El juego de preguntas para relacionar marcas con sus principios activos.',
		description:
			'Descarga La Infiltrada, el juego de Liceo Campus para aprender a relacionar cada marca con su principio activo jugando en ratos libres.',
		features: [
			'Partidas de dos minutos: una marca, cuatro principios activos y una infiltrada.',
			'Niveles por categoría: dolor, respiratorio, digestivo, dermofarmacia y más.',
			'Ranking con tu equipo de farmacia para repasar compitiendo.',
		],
		stores: {
			ios: 'https://apps.apple.com/es/app/la-infiltrada-liceo/id6450000001',
			android: 'https://play.google.com/store/apps/details?id=es.liceocampus.infiltrada',
		},
		campusPath: '/aula/la-infiltrada',
	},
	{
		id: 'protocolos',
		name: 'Protocolos de consejo',
		tagline: 'Los protocolos de consejo en el mostrador, siempre a mano.',
		description:
			'Descarga Protocolos de consejo de Liceo Campus: preguntas clave, recomendaciones y criterios de derivación para el mostrador, en tu móvil.',
		features: [
			'Más de 60 protocolos: tos, diarrea, quemaduras solares, caída del cabello…',
			'Preguntas clave, recomendación y criterios de derivación en una sola pantalla.',
			'Funciona sin conexión, también en la rebotica.',
		],
		stores: {
			ios: 'https://apps.apple.com/es/app/protocolos-de-consejo-liceo/id6450000002',
			android: 'https://play.google.com/store/apps/details?id=es.liceocampus.protocolos',
		},
		campusPath: '/aula/protocolos-de-consejo',
	},
	{
		id: 'liceoplay',
		name: 'Liceo Play',
		tagline: 'La aplicación para jugar y repasar lo aprendido en los cursos.',
		description:
			'Descarga Liceo Play y repasa los cursos de Liceo Campus con retos diarios, escenas de mostrador y preguntas rápidas desde el móvil.',
		features: [
			'Un reto diario de cinco preguntas sobre los cursos que estás haciendo.',
			'Escenas de mostrador en vídeo: elige qué responderías tú.',
			'Rachas y medallas para mantener el hábito de formarte.',
		],
		stores: {
			ios: 'https://apps.apple.com/es/app/liceo-play/id6450000003',
			android: 'https://play.google.com/store/apps/details?id=es.liceocampus.play',
		},
	},
];

/**
 * The store for a user agent: iPhone, iPad and iPod go to the App Store, Android to Google Play,
 * anything else (a desktop) to neither. iPadOS 13+ says "Macintosh"; the caller passes
 * `touchPoints` (`navigator.maxTouchPoints`) to tell an iPad from a Mac.
 */
export function storeForUserAgent(userAgent: string, touchPoints = 0): Store | undefined {
	if (/android/i.test(userAgent)) return 'android';
	if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
	if (/macintosh/i.test(userAgent) && touchPoints > 1) return 'ios';
	return undefined;
}
