/**
 * The 20-hour expert courses (spec §1, §2 `expert/{courseId}`). Each landing is built from this
 * record plus, at build time, the catalogue category of the same slug: its courses are the ones
 * the expert course includes and their authors are who teaches it, so the landing never lists a
 * course or a teacher the campus does not have.
 */

/** Every expert course is 20 hours long (spec §1). */
export const EXPERT_COURSE_HOURS = 20;

export const EXPERT_COURSE_IDS = [
	'salud-capilar',
	'dermofarmacia',
	'inteligencia-artificial-farmacia',
] as const;

export type ExpertCourseId = (typeof EXPERT_COURSE_IDS)[number];

export interface ExpertModule {
	title: string;
	hours: number;
	summary: string;
}

export interface ExpertCourse {
	/** URL segment: `/expert/{id}`. */
	id: ExpertCourseId;
	/** Slug of the catalogue category whose courses make up the expert course. */
	categorySlug: string;
	title: string;
	/** One sentence under the title: what the course changes at the counter. */
	lead: string;
	/** Meta description (about 155 characters). */
	description: string;
	/** Who it is for. */
	audience: string;
	/** "Qué aprenderás": what the person can do after the course. */
	outcomes: readonly string[];
	/** The modules; their hours add up to {@link EXPERT_COURSE_HOURS}. */
	modules: readonly ExpertModule[];
	/** What the certificate says and how it is earned. */
	certificate: string;
	/** A campaign landing asks for the bare navigation bar (spec §2). */
	hideNavbar: boolean;
}

export const EXPERT_COURSES: readonly ExpertCourse[] = [
	{
		id: 'salud-capilar',
		categorySlug: 'salud-capilar',
		title: 'Experto en Salud Capilar',
		lead: 'Valora la caída del cabello, la caspa y el cuero cabelludo sensible en el mostrador, recomienda con criterio y sabe cuándo derivar al dermatólogo.',
		description:
			'Curso experto de 20 horas en salud capilar para el equipo de la farmacia: caída, caspa, cuero cabelludo sensible y consejo en el mostrador.',
		audience:
			'Farmacéuticos, técnicos en farmacia y estudiantes que atienden consultas sobre el cabello y quieren ofrecer un consejo capilar con rigor.',
		outcomes: [
			'Explicar el ciclo de crecimiento del cabello y por qué se cae más en otoño o tras un estrés.',
			'Distinguir un efluvio telógeno de una alopecia androgénica con cinco preguntas en el mostrador.',
			'Recomendar minoxidil tópico, complementos y champús tratantes con la pauta y las expectativas correctas.',
			'Tratar la caspa y la dermatitis seborreica leve y reconocer cuándo no es un problema cosmético.',
			'Reconocer los signos de alarma que piden consulta con el dermatólogo.',
		],
		modules: [
			{
				title: 'El cabello y el cuero cabelludo',
				hours: 4,
				summary:
					'Estructura del folículo, fases anágena, catágena y telógena, tipos de cabello y microbiota del cuero cabelludo.',
			},
			{
				title: 'Caída del cabello',
				hours: 5,
				summary:
					'Efluvio telógeno, alopecia androgénica en hombres y mujeres, minoxidil, complementos y seguimiento del tratamiento.',
			},
			{
				title: 'Caspa y cuero cabelludo sensible',
				hours: 4,
				summary:
					'Caspa seca y grasa, dermatitis seborreica, picor y descamación: activos, champús tratantes y pautas de lavado.',
			},
			{
				title: 'Cabello dañado y cosmética capilar',
				hours: 3,
				summary:
					'Tintes, alisados y calor: cómo reparar la fibra capilar y qué productos recomendar según el tipo de cabello.',
			},
			{
				title: 'Consejo capilar en el mostrador',
				hours: 4,
				summary:
					'Protocolo de consulta, escenas de mostrador, venta cruzada responsable y criterios de derivación.',
			},
		],
		certificate:
			'Al aprobar el test final de cada módulo obtienes el certificado de Experto en Salud Capilar (20 horas), descargable en PDF y listo para compartir en LinkedIn.',
		hideNavbar: true,
	},
	{
		id: 'dermofarmacia',
		categorySlug: 'dermofarmacia',
		title: 'Experto en Dermofarmacia',
		lead: 'Identifica el tipo de piel, monta rutinas que el paciente cumpla y resuelve en el mostrador las consultas de acné, fotoprotección y piel atópica.',
		description:
			'Curso experto de 20 horas en dermofarmacia: tipos de piel, rutinas, fotoprotección, acné y piel atópica, con escenas reales de mostrador.',
		audience:
			'Equipos de farmacia que quieren dar un consejo dermocosmético seguro y ordenado, desde la primera rutina hasta los casos que hay que derivar.',
		outcomes: [
			'Identificar el tipo y el estado de la piel con preguntas sencillas y sin aparatos.',
			'Construir rutinas de limpieza, hidratación y tratamiento de tres pasos que el paciente pueda seguir.',
			'Elegir el fotoprotector según el fototipo, la actividad y la edad, y explicar cómo aplicarlo.',
			'Acompañar el tratamiento del acné y de la piel atópica junto al médico.',
			'Reconocer lesiones que deben valorarse en consulta médica.',
		],
		modules: [
			{
				title: 'La piel y sus tipos',
				hours: 4,
				summary:
					'Barrera cutánea, tipos y estados de la piel y las cinco preguntas para identificarlos en el mostrador.',
			},
			{
				title: 'Limpieza, hidratación y rutinas',
				hours: 4,
				summary:
					'Limpiadores, hidratantes y activos frecuentes; cómo ordenar una rutina de mañana y noche.',
			},
			{
				title: 'Fotoprotección',
				hours: 4,
				summary:
					'Fototipos, filtros, factor de protección y protección UVA; niños, deporte y pieles con manchas.',
			},
			{
				title: 'Piel con acné',
				hours: 4,
				summary:
					'Grados de acné, cosmética de apoyo a los tratamientos médicos y errores frecuentes que lo empeoran.',
			},
			{
				title: 'Piel atópica y sensible',
				hours: 4,
				summary:
					'Emolientes, brotes, cuidado del bebé con dermatitis atópica y cuándo derivar al pediatra o al dermatólogo.',
			},
		],
		certificate:
			'Superados los tests de los cinco módulos, descargas el certificado de Experto en Dermofarmacia (20 horas) con tu nombre y la fecha de finalización.',
		hideNavbar: false,
	},
	{
		id: 'inteligencia-artificial-farmacia',
		categorySlug: 'inteligencia-artificial-farmacia',
		title: 'Experto en Inteligencia Artificial para la Farmacia',
		lead: 'Usa la inteligencia artificial para ganar tiempo en la farmacia —materiales para pacientes, previsión de la demanda, comunicación— sin poner en riesgo los datos ni la seguridad del paciente.',
		description:
			'Curso experto de 20 horas sobre inteligencia artificial en la farmacia: usos prácticos, instrucciones eficaces, protección de datos y supervisión.',
		audience:
			'Titulares, farmacéuticos y técnicos que quieren aprovechar la inteligencia artificial en el día a día con criterios claros de seguridad.',
		outcomes: [
			'Explicar qué hace y qué no hace una herramienta de inteligencia artificial generativa.',
			'Escribir instrucciones claras para redactar materiales para pacientes y revisarlos antes de usarlos.',
			'Aplicar la inteligencia artificial a la gestión: previsión de la demanda, compras y comunicación.',
			'Proteger los datos de salud y cumplir el RGPD al usar herramientas externas.',
			'Decidir cuándo una respuesta necesita verificación profesional y cómo hacerla.',
		],
		modules: [
			{
				title: 'Qué es la inteligencia artificial',
				hours: 3,
				summary:
					'Modelos de lenguaje, sus límites, las «alucinaciones» y por qué la supervisión profesional no es opcional.',
			},
			{
				title: 'Instrucciones que funcionan',
				hours: 4,
				summary:
					'Cómo pedir, dar contexto y revisar: fichas de consejo, mensajes y carteles redactados con ayuda y revisados por ti.',
			},
			{
				title: 'Inteligencia artificial en la gestión',
				hours: 5,
				summary:
					'Previsión de la demanda, pedidos, análisis de ventas y organización de turnos con herramientas al alcance de la farmacia.',
			},
			{
				title: 'Datos de salud y uso responsable',
				hours: 4,
				summary:
					'RGPD, secreto profesional, qué datos no deben salir nunca de la farmacia y cómo elegir herramientas seguras.',
			},
			{
				title: 'Casos prácticos',
				hours: 4,
				summary:
					'Proyectos completos en una farmacia real: de la idea a un uso diario medido y supervisado.',
			},
		],
		certificate:
			'Al terminar los cinco módulos y sus tests obtienes el certificado de Experto en Inteligencia Artificial para la Farmacia (20 horas).',
		hideNavbar: false,
	},
];
