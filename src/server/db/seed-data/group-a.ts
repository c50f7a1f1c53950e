/**
 * Demo catalogue, group A: dermofarmacia, salud capilar, nutrición y pediatría.
 * Course ids 1001–1022; expert slugs start with `a-`.
 */
import type { SeedCategory, SeedCourse, SeedExpert, SeedGroup } from './types';

const categories: SeedCategory[] = [
	{
		id: 1,
		slug: 'dermofarmacia',
		name: 'Dermofarmacia',
		position: 1,
		description:
			'Cuidado de la piel sana y con problemas: rutinas, fotoprotección y consejo dermocosmético en el mostrador, con criterios claros de derivación.',
	},
	{
		id: 2,
		slug: 'salud-capilar',
		name: 'Salud capilar',
		position: 2,
		description:
			'Caída del cabello, caspa y cuero cabelludo sensible: cómo valorar cada caso y recomendar tratamientos y complementos con rigor.',
	},
	{
		id: 3,
		slug: 'nutricion',
		name: 'Nutrición',
		position: 3,
		description:
			'Alimentación, complementos alimenticios y control de peso desde la farmacia, adaptados a cada etapa de la vida.',
	},
	{
		id: 4,
		slug: 'pediatria',
		name: 'Pediatría',
		position: 4,
		description:
			'Consejo farmacéutico para bebés y niños: fiebre, piel, alimentación infantil y los problemas frecuentes que llegan al mostrador.',
	},
];

const experts: SeedExpert[] = [
	{
		slug: 'a-laura-martin-ortega',
		name: 'Laura Martín Ortega',
		title: 'Farmacéutica comunitaria y experta en dermofarmacia',
		bio: 'Laura Martín Ortega es farmacéutica titular en Valladolid y lleva más de quince años dedicada al consejo dermocosmético. Tiene un máster en Dermofarmacia y Cosmetología y colabora como formadora con varios colegios de farmacéuticos. Su especialidad es convertir la evidencia en rutinas sencillas que el paciente pueda seguir.',
	},
	{
		slug: 'a-javier-ruiz-calvo',
		name: 'Javier Ruiz Calvo',
		title: 'Médico especialista en Dermatología',
		bio: 'Javier Ruiz Calvo es dermatólogo en un hospital universitario de Madrid, con especial dedicación a la dermatitis atópica y a la dermatología oncológica. Participa en programas de coordinación entre atención primaria, dermatología y farmacia comunitaria. Defiende que el mostrador es un punto clave para detectar a tiempo los casos que necesitan consulta.',
	},
	{
		slug: 'a-marta-iglesias-pardo',
		name: 'Marta Iglesias Pardo',
		title: 'Farmacéutica especializada en tricología',
		bio: 'Marta Iglesias Pardo es farmacéutica adjunta en Bilbao y se ha formado en tricología clínica. Desde hace diez años atiende en su farmacia una consulta de salud capilar con análisis del cuero cabelludo. Imparte formación a equipos de farmacia sobre caída del cabello y alteraciones del cuero cabelludo.',
	},
	{
		slug: 'a-sergio-dominguez-vidal',
		name: 'Sergio Domínguez Vidal',
		title: 'Farmacéutico y dietista-nutricionista',
		bio: 'Sergio Domínguez Vidal es farmacéutico y dietista-nutricionista, y coordina el servicio de nutrición de una farmacia de Valencia. Ha trabajado con deportistas de resistencia y con pacientes en programas de control de peso. Le interesa especialmente el uso responsable de los complementos alimenticios.',
	},
	{
		slug: 'a-elena-navarro-soler',
		name: 'Elena Navarro Soler',
		title: 'Pediatra de atención primaria',
		bio: 'Elena Navarro Soler es pediatra en un centro de salud de Zaragoza desde hace más de doce años. Colabora con las farmacias de su zona en talleres para familias sobre fiebre, alimentación del lactante y cuidados de la piel del bebé. Insiste en que un buen consejo tranquiliza a los padres sin retrasar la consulta cuando hace falta.',
	},
	{
		slug: 'a-pablo-herrera-campos',
		name: 'Pablo Herrera Campos',
		title: 'Farmacéutico titular y consultor en gestión de farmacia',
		bio: 'Pablo Herrera Campos es farmacéutico titular en Sevilla y asesora a farmacias independientes en gestión por categorías y organización de equipos. Es profesor asociado en un máster de atención farmacéutica. Sus cursos combinan criterios clínicos con la realidad económica de la oficina de farmacia.',
	},
];

const courses: SeedCourse[] = [
	// Dermofarmacia
	{
		id: 1001,
		path: 'dermofarmacia-basica-tipos-de-piel-y-rutinas',
		name: 'Dermofarmacia básica: tipos de piel y rutinas de cuidado',
		categorySlug: 'dermofarmacia',
		description:
			'Un primer recorrido por la estructura de la piel y los tipos cutáneos más habituales en la farmacia. Aprenderás a distinguir piel seca, grasa, mixta y sensible y a proponer una rutina básica de limpieza, hidratación y fotoprotección. Es el punto de partida recomendado para el resto de cursos de Dermofarmacia.',
		target: 'student',
		goals: [
			'Describir las capas de la piel y la función de la barrera cutánea.',
			'Diferenciar piel seca, grasa, mixta y sensible mediante preguntas sencillas.',
			'Proponer una rutina básica de mañana y noche adaptada a cada tipo de piel.',
			'Explicar al cliente la diferencia entre piel seca y piel deshidratada.',
		],
		program: [
			{
				topic: 'La piel y sus tipos',
				items: [
					{ name: 'Estructura de la piel y barrera cutánea', type: 'video', durationSeconds: 240 },
					{
						name: 'Cómo identificar el tipo de piel con cinco preguntas',
						type: 'video',
						durationSeconds: 210,
					},
				],
			},
			{
				topic: 'Rutinas de cuidado',
				items: [
					{
						name: 'Escena de mostrador: una estudiante pide una crema facial sin saber qué tipo de piel tiene',
						type: 'counter_scene',
						durationSeconds: 180,
					},
					{ name: 'Ficha de consejo: rutina básica según el tipo de piel', type: 'pdf' },
					{ name: 'Test final: tipos de piel y rutinas de cuidado', type: 'quiz' },
				],
			},
		],
		createdBy: 'a-laura-martin-ortega',
		impartedBy: 'a-laura-martin-ortega',
		createdAt: '2023-02-14',
		updatedAt: '2024-05-20',
		demoExcluded: false,
	},
	{
		id: 1002,
		path: 'fotoproteccion-segun-el-fototipo',
		name: 'Fotoprotección según el fototipo: cómo elegir y aplicar el filtro solar',
		categorySlug: 'dermofarmacia',
		description:
			'Repasa los fototipos de Fitzpatrick y cómo influyen en la elección del factor de protección, la textura y el formato del fotoprotector. Incluye pautas de aplicación y reaplicación, consejos para niños, embarazadas y pieles con manchas, y las situaciones en las que conviene recomendar una revisión de lunares.',
		target: 'both',
		goals: [
			'Clasificar al cliente según su fototipo con preguntas rápidas en el mostrador.',
			'Elegir el factor de protección y el formato adecuados para cada persona y actividad.',
			'Explicar la cantidad correcta de producto y la necesidad de reaplicarlo.',
			'Reconocer lesiones pigmentadas que deben derivarse al dermatólogo.',
		],
		program: [
			{
				topic: 'Fototipos y filtros',
				items: [
					{ name: 'Los seis fototipos y su respuesta al sol', type: 'video', durationSeconds: 220 },
					{
						name: 'Filtros, factor de protección solar y protección UVA',
						type: 'video',
						durationSeconds: 260,
					},
				],
			},
			{
				topic: 'Consejo en el mostrador',
				items: [
					{
						name: 'Escena de mostrador: una familia prepara sus vacaciones en la playa',
						type: 'counter_scene',
						durationSeconds: 200,
					},
					{ name: 'Ficha de consejo: cuánto fotoprotector aplicar y cada cuánto', type: 'pdf' },
					{ name: 'Test final: fotoprotección según el fototipo', type: 'quiz' },
				],
			},
		],
		createdBy: 'a-laura-martin-ortega',
		impartedBy: 'a-javier-ruiz-calvo',
		createdAt: '2023-05-08',
		updatedAt: '2025-04-22',
		demoExcluded: false,
	},
	{
		id: 1003,
		path: 'dermatitis-atopica-en-el-mostrador',
		name: 'Dermatitis atópica en el mostrador: emolientes, brotes y corticofobia',
		categorySlug: 'dermofarmacia',
		description:
			'La dermatitis atópica es una de las consultas más frecuentes de padres y de adultos con piel muy seca. Este curso explica cómo reforzar la barrera cutánea con emolientes, cómo acompañar el tratamiento prescrito durante los brotes y cómo abordar el miedo a los corticoides tópicos. También repasa los signos de sobreinfección que obligan a derivar.',
		target: 'both',
		goals: [
			'Explicar el papel de los emolientes en el mantenimiento de la piel atópica.',
			'Dar pautas de higiene: baños cortos, agua templada y limpiadores syndet sin perfume.',
			'Reforzar la adherencia al tratamiento tópico prescrito y desmontar mitos sobre los corticoides.',
			'Identificar los signos de sobreinfección o mala evolución que requieren consulta médica.',
		],
		program: [
			{
				topic: 'Entender la piel atópica',
				items: [
					{
						name: 'Barrera cutánea, picor y ciclo de los brotes',
						type: 'video',
						durationSeconds: 240,
					},
				],
			},
			{
				topic: 'Acompañar al paciente',
				items: [
					{
						name: 'Emolientes: textura, cantidad y frecuencia',
						type: 'video',
						durationSeconds: 200,
					},
					{
						name: 'Escena de mostrador: un padre desconfía de la crema con corticoide que le han recetado a su hija',
						type: 'counter_scene',
						durationSeconds: 230,
					},
					{ name: 'Ficha de consejo: cuidado diario de la piel atópica', type: 'pdf' },
					{ name: 'Test final: dermatitis atópica', type: 'quiz' },
				],
			},
		],
		createdBy: 'a-javier-ruiz-calvo',
		impartedBy: 'a-javier-ruiz-calvo',
		createdAt: '2023-09-19',
		updatedAt: '2024-11-04',
		demoExcluded: false,
	},
	{
		id: 1004,
		path: 'acne-adolescente-consejo-dermocosmetico',
		name: 'Acné adolescente: consejo dermocosmético y criterios de derivación',
		categorySlug: 'dermofarmacia',
		description:
			'Un enfoque práctico del acné leve en adolescentes: limpieza, hidratación no comedogénica, activos dermocosméticos y el papel del peróxido de benzoilo. Aprenderás a valorar la gravedad, a resolver las dudas más habituales y a detectar cuándo el acné debe tratarse en consulta para evitar cicatrices.',
		target: 'both',
		goals: [
			'Distinguir el acné comedoniano y el inflamatorio leve de las formas moderadas o graves.',
			'Recomendar una rutina sencilla con productos no comedogénicos.',
			'Explicar el uso correcto y los efectos irritantes del peróxido de benzoilo.',
			'Desmontar mitos frecuentes, como que el sol mejora el acné.',
			'Derivar al médico los casos con nódulos, cicatrices o gran impacto emocional.',
		],
		program: [
			{
				topic: 'Valorar el acné',
				items: [
					{ name: 'Tipos de lesiones y grados de acné', type: 'video', durationSeconds: 210 },
				],
			},
			{
				topic: 'Rutina y tratamiento',
				items: [
					{
						name: 'Limpieza, hidratación y activos para la piel con tendencia acneica',
						type: 'video',
						durationSeconds: 230,
					},
					{
						name: 'Escena de mostrador: un chico de 15 años pide algo para los granos antes de una fiesta',
						type: 'counter_scene',
						durationSeconds: 190,
					},
					{ name: 'Test final: acné adolescente', type: 'quiz' },
				],
			},
		],
		createdBy: 'a-laura-martin-ortega',
		impartedBy: 'a-laura-martin-ortega',
		createdAt: '2024-02-27',
		updatedAt: '2024-02-27',
		demoExcluded: false,
	},
	{
		id: 1005,
		path: 'cuidado-de-la-piel-con-tratamiento-oncologico',
		name: 'Cuidado de la piel del paciente con tratamiento oncológico',
		categorySlug: 'dermofarmacia',
		description:
			'La quimioterapia, la radioterapia y las terapias dirigidas causan con frecuencia xerosis, erupciones acneiformes, síndrome mano-pie y radiodermitis. El curso ofrece pautas de cuidado dermocosmético seguras y coordinadas con el equipo oncológico, con especial atención a la fotoprotección y a los productos que conviene evitar.',
		target: 'professional',
		goals: [
			'Reconocer los efectos cutáneos más frecuentes de los tratamientos oncológicos.',
			'Recomendar higiene, hidratación y fotoprotección adaptadas a una piel muy frágil.',
			'Evitar productos con perfume, alcohol o activos irritantes durante el tratamiento.',
			'Coordinar el consejo con el equipo oncológico y derivar ante lesiones dolorosas, ulceradas o con signos de infección.',
		],
		program: [
			{
				topic: 'Efectos cutáneos del tratamiento',
				items: [
					{
						name: 'Xerosis, erupción acneiforme y síndrome mano-pie',
						type: 'video',
						durationSeconds: 280,
					},
					{
						name: 'Radiodermitis: qué aplicar y qué evitar en la zona irradiada',
						type: 'video',
						durationSeconds: 240,
					},
				],
			},
			{
				topic: 'Acompañamiento desde la farmacia',
				items: [
					{
						name: 'Escena de mostrador: una paciente en quimioterapia busca una crema para las manos agrietadas',
						type: 'counter_scene',
						durationSeconds: 260,
					},
					{
						name: 'Ficha de consejo: cuidados de la piel durante el tratamiento oncológico',
						type: 'pdf',
					},
					{ name: 'Test final: piel y tratamiento oncológico', type: 'quiz' },
				],
			},
		],
		createdBy: 'a-javier-ruiz-calvo',
		impartedBy: 'a-laura-martin-ortega',
		createdAt: '2024-06-11',
		updatedAt: '2025-09-30',
		demoExcluded: true,
	},
	{
		id: 1006,
		path: 'dermofarmacia-rentable-lineal-y-consejo-activo',
		name: 'Dermofarmacia rentable: cómo organizar el lineal y el consejo activo',
		categorySlug: 'dermofarmacia',
		description:
			'Un curso de gestión para titulares y responsables de categoría que quieren que la Dermofarmacia aporte valor al paciente y a la cuenta de resultados. Verás cómo ordenar el lineal por necesidades, cómo medir la rotación y el margen de cada familia y cómo formar al equipo para hacer un consejo activo sin presionar al cliente.',
		target: 'professional',
		goals: [
			'Organizar el lineal de dermocosmética por necesidades de la piel y no por marcas.',
			'Analizar la rotación, el margen y el stock de cada familia de productos.',
			'Definir un protocolo de consejo activo y ético para todo el equipo.',
			'Planificar acciones de temporada, como la campaña de fotoprotección.',
		],
		program: [
			{
				topic: 'El lineal',
				items: [
					{
						name: 'Gestión por categorías aplicada a la dermocosmética',
						type: 'video',
						durationSeconds: 300,
					},
					{
						name: 'Indicadores clave: rotación, margen y cobertura de stock',
						type: 'video',
						durationSeconds: 240,
					},
				],
			},
			{
				topic: 'El equipo',
				items: [
					{
						name: 'Escena de mostrador: un cliente pide un gel de baño y comenta que tiene la piel tirante',
						type: 'counter_scene',
						durationSeconds: 180,
					},
					{ name: 'Test final: gestión de la dermofarmacia', type: 'quiz' },
				],
			},
		],
		createdBy: 'a-pablo-herrera-campos',
		impartedBy: 'a-pablo-herrera-campos',
		createdAt: '2025-01-20',
		updatedAt: '2026-03-02',
		demoExcluded: false,
	},

	// Salud capilar
	{
		id: 1007,
		path: 'alopecia-androgenetica-tratamiento-topico',
		name: 'Alopecia androgenética: tratamiento tópico y seguimiento en la farmacia',
		categorySlug: 'salud-capilar',
		description:
			'Repasa la fisiopatología de la alopecia androgenética en hombres y mujeres, las escalas de valoración y el lugar del minoxidil tópico como medicamento sin receta. Incluye cómo explicar los plazos de respuesta y la caída inicial, cómo hacer el seguimiento y cuándo derivar al dermatólogo para valorar tratamientos con receta.',
		target: 'professional',
		goals: [
			'Reconocer los patrones de alopecia androgenética masculina y femenina.',
			'Explicar la pauta, los plazos de respuesta y los efectos adversos del minoxidil tópico.',
			'Prevenir el abandono del tratamiento por la caída transitoria de las primeras semanas.',
			'Derivar al dermatólogo cuando la caída es brusca, en placas o con síntomas asociados.',
		],
		program: [
			{
				topic: 'Diagnóstico y valoración',
				items: [
					{
						name: 'Fisiopatología y escalas de Hamilton-Norwood y Ludwig',
						type: 'video',
						durationSeconds: 270,
					},
				],
			},
			{
				topic: 'Tratamiento y seguimiento',
				items: [
					{
						name: 'Minoxidil tópico: pauta, expectativas y efectos adversos',
						type: 'video',
						durationSeconds: 250,
					},
					{
						name: 'Escena de mostrador: un hombre de 28 años nota unas entradas cada vez más marcadas',
						type: 'counter_scene',
						durationSeconds: 200,
					},
					{ name: 'Ficha de consejo: seguimiento del tratamiento con minoxidil', type: 'pdf' },
					{ name: 'Test final: alopecia androgenética', type: 'quiz' },
				],
			},
		],
		createdBy: 'a-marta-iglesias-pardo',
		impartedBy: 'a-marta-iglesias-pardo',
		createdAt: '2023-03-30',
		updatedAt: '2025-06-16',
		demoExcluded: false,
	},
	{
		id: 1008,
		path: 'caida-estacional-del-cabello',
		name: 'Caída estacional del cabello: efluvio telógeno y complementos capilares',
		categorySlug: 'salud-capilar',
		description:
			'En otoño y después del verano aumentan las consultas por caída del cabello. Aprenderás a diferenciar la caída estacional y el efluvio telógeno de otras alopecias, a recomendar complementos con criterio y a detectar las causas que requieren analítica o visita médica, como la ferropenia, las alteraciones tiroideas o el posparto.',
		target: 'both',
		goals: [
			'Explicar el ciclo capilar y por qué la caída aumenta en ciertas épocas del año.',
			'Diferenciar el efluvio telógeno de la alopecia androgenética y de la alopecia areata.',
			'Recomendar complementos capilares con criterio y durante un tiempo razonable.',
			'Derivar al médico cuando la caída se prolonga durante meses o se acompaña de otros síntomas.',
		],
		program: [
			{
				topic: 'Entender la caída',
				items: [
					{
						name: 'Caída estacional y efluvio telógeno: causas y evolución',
						type: 'video',
						durationSeconds: 230,
					},
				],
			},
			{
				topic: 'Consejo y complementos',
				items: [
					{
						name: 'Complementos capilares: qué aporta cada nutriente',
						type: 'video',
						durationSeconds: 210,
					},
					{
						name: 'Escena de mostrador: una mujer se alarma por el pelo que encuentra en el cepillo tras el verano',
						type: 'counter_scene',
						durationSeconds: 200,
					},
					{ name: 'Test final: caída estacional del cabello', type: 'quiz' },
				],
			},
		],
		createdBy: 'a-marta-iglesias-pardo',
		impartedBy: 'a-marta-iglesias-pardo',
		createdAt: '2023-10-09',
		updatedAt: '2024-09-23',
		demoExcluded: false,
	},
	{
		id: 1009,
		path: 'champus-y-tratamientos-anticaspa',
		name: 'Champús y tratamientos anticaspa: de la caspa simple a la dermatitis seborreica',
		categorySlug: 'salud-capilar',
		description:
			'Cómo diferenciar la caspa seca, la caspa grasa y la dermatitis seborreica del cuero cabelludo, y qué activos elegir en cada caso: piritiona de zinc, ciclopiroxolamina, ketoconazol o ácido salicílico. El curso explica también la forma correcta de aplicar el champú tratante y cómo alternarlo con uno suave para mantener los resultados.',
		target: 'both',
		goals: [
			'Diferenciar la caspa seca, la caspa grasa y la dermatitis seborreica.',
			'Elegir el activo anticaspa adecuado según el tipo de descamación.',
			'Explicar el tiempo de exposición y la frecuencia de uso del champú tratante.',
			'Derivar los casos con placas gruesas, lesiones fuera del cuero cabelludo o sin respuesta al tratamiento, que pueden corresponder a psoriasis u otra patología.',
		],
		program: [
			{
				topic: 'Tipos de descamación',
				items: [
					{
						name: 'Caspa seca, caspa grasa y dermatitis seborreica',
						type: 'video',
						durationSeconds: 220,
					},
				],
			},
			{
				topic: 'Elegir y usar el champú',
				items: [
					{
						name: 'Activos anticaspa: cómo actúan y cuándo usarlos',
						type: 'video',
						durationSeconds: 240,
					},
					{
						name: 'Escena de mostrador: un joven con escamas en los hombros de la chaqueta',
						type: 'counter_scene',
						durationSeconds: 170,
					},
					{ name: 'Ficha de consejo: cómo usar un champú tratante', type: 'pdf' },
					{ name: 'Test final: champús y tratamientos anticaspa', type: 'quiz' },
				],
			},
		],
		createdBy: 'a-marta-iglesias-pardo',
		impartedBy: 'a-javier-ruiz-calvo',
		createdAt: '2024-04-15',
		updatedAt: '2025-02-10',
		demoExcluded: false,
	},
	{
		id: 1010,
		path: 'foliculo-piloso-y-ciclo-del-cabello',
		name: 'Anatomía del folículo piloso y ciclo de crecimiento del cabello',
		categorySlug: 'salud-capilar',
		description:
			'Curso de fundamentos pensado para estudiantes de Farmacia y de FP. Explica la estructura del folículo y del tallo piloso, las fases anágena, catágena y telógena, y los factores que influyen en el crecimiento del cabello. Es la base para entender los cursos sobre caída del cabello y cuidado del cuero cabelludo.',
		target: 'student',
		goals: [
			'Describir las partes del folículo piloso y del tallo capilar.',
			'Explicar las fases del ciclo capilar y su duración aproximada.',
			'Relacionar las hormonas, la nutrición y el estrés con los cambios en el crecimiento del cabello.',
			'Utilizar correctamente la terminología básica de tricología.',
		],
		program: [
			{
				topic: 'El folículo y el tallo',
				items: [
					{ name: 'Estructura del folículo piloso', type: 'video', durationSeconds: 200 },
					{
						name: 'Composición del tallo: cutícula, corteza y médula',
						type: 'video',
						durationSeconds: 160,
					},
				],
			},
			{
				topic: 'El ciclo capilar',
				items: [
					{ name: 'Fases anágena, catágena y telógena', type: 'video', durationSeconds: 220 },
					{ name: 'Test final: anatomía y ciclo del cabello', type: 'quiz' },
				],
			},
		],
		createdBy: 'a-marta-iglesias-pardo',
		impartedBy: 'a-marta-iglesias-pardo',
		createdAt: '2025-03-05',
		updatedAt: '2025-03-05',
		demoExcluded: false,
	},
	{
		id: 1011,
		path: 'cuero-cabelludo-sensible-y-con-picor',
		name: 'Cuero cabelludo sensible y con picor: higiene capilar suave',
		categorySlug: 'salud-capilar',
		description:
			'La tirantez, el picor y el escozor del cuero cabelludo son motivos de consulta cada vez más frecuentes. Este curso ayuda a identificar los desencadenantes, como los tintes, el agua muy caliente o los champús agresivos, y a proponer una rutina de higiene suave. También repasa cuándo sospechar una dermatitis de contacto, una pediculosis o una psoriasis.',
		target: 'both',
		goals: [
			'Identificar los desencadenantes habituales del cuero cabelludo sensible.',
			'Recomendar champús suaves y pautas de lavado que respeten la barrera cutánea.',
			'Orientar sobre el uso de tintes y tratamientos cosméticos en cueros cabelludos reactivos.',
			'Derivar los casos con lesiones visibles, supuración o picor intenso y persistente.',
		],
		program: [
			{
				topic: 'Cuero cabelludo reactivo',
				items: [
					{
						name: 'Causas del picor y la sensibilidad del cuero cabelludo',
						type: 'video',
						durationSeconds: 210,
					},
					{
						name: 'Escena de mostrador: una clienta nota escozor desde que se tiñe el pelo en casa',
						type: 'counter_scene',
						durationSeconds: 190,
					},
					{ name: 'Ficha de consejo: rutina de lavado para cuero cabelludo sensible', type: 'pdf' },
					{ name: 'Test final: cuero cabelludo sensible', type: 'quiz' },
				],
			},
		],
		createdBy: 'a-marta-iglesias-pardo',
		impartedBy: 'a-marta-iglesias-pardo',
		createdAt: '2026-01-12',
		updatedAt: '2026-06-08',
		demoExcluded: true,
	},

	// Nutrición
	{
		id: 1012,
		path: 'suplementacion-con-hierro',
		name: 'Suplementación con hierro: ferropenia, toma correcta y adherencia',
		categorySlug: 'nutricion',
		description:
			'La ferropenia es muy frecuente en mujeres en edad fértil, embarazadas y deportistas. Aprenderás a explicar cómo tomar el hierro oral para mejorar su absorción y su tolerancia, qué interacciones vigilar y por qué una anemia debe diagnosticarse antes de iniciar un tratamiento.',
		target: 'both',
		goals: [
			'Diferenciar la ferropenia de la anemia ferropénica e identificar los grupos de mayor riesgo.',
			'Explicar la toma del hierro oral: momento del día, vitamina C y alimentos que interfieren.',
			'Anticipar los efectos adversos digestivos y proponer medidas para mejorar la tolerancia.',
			'Vigilar las interacciones con levotiroxina, antiácidos, quinolonas y tetraciclinas.',
			'Derivar al médico ante un cansancio sin causa conocida o la sospecha de sangrado.',
		],
		program: [
			{
				topic: 'Hierro y ferropenia',
				items: [
					{
						name: 'Metabolismo del hierro y grupos de riesgo',
						type: 'video',
						durationSeconds: 230,
					},
				],
			},
			{
				topic: 'Consejo en la dispensación',
				items: [
					{
						name: 'Cómo tomar el hierro: absorción, tolerancia e interacciones',
						type: 'video',
						durationSeconds: 260,
					},
					{
						name: 'Escena de mostrador: una joven con reglas abundantes empieza el tratamiento con hierro que le ha pautado su médica',
						type: 'counter_scene',
						durationSeconds: 200,
					},
					{ name: 'Ficha de consejo: toma correcta del hierro oral', type: 'pdf' },
					{ name: 'Test final: suplementación con hierro', type: 'quiz' },
				],
			},
		],
		createdBy: 'a-sergio-dominguez-vidal',
		impartedBy: 'a-sergio-dominguez-vidal',
		createdAt: '2023-01-24',
		updatedAt: '2023-11-13',
		demoExcluded: false,
	},
	{
		id: 1013,
		path: 'nutricion-en-el-embarazo-y-la-lactancia',
		name: 'Nutrición en el embarazo y la lactancia: ácido fólico, yodo y seguridad alimentaria',
		categorySlug: 'nutricion',
		description:
			'Repasa las necesidades nutricionales antes de la concepción, durante el embarazo y en la lactancia. Incluye la suplementación recomendada con ácido fólico y yodo, el papel de la vitamina D, el hierro y los omega-3, y las precauciones alimentarias frente a la listeriosis, la toxoplasmosis y el mercurio.',
		target: 'both',
		goals: [
			'Explicar por qué el ácido fólico debe iniciarse antes de la concepción.',
			'Conocer las recomendaciones habituales de yodo, hierro y vitamina D en el embarazo y la lactancia.',
			'Dar pautas de seguridad alimentaria frente a la listeria, el toxoplasma y los pescados con mucho mercurio.',
			'Advertir del riesgo del exceso de vitamina A y de los complementos de plantas sin datos de seguridad.',
			'Remitir a la matrona o al médico ante vómitos intensos, pérdida de peso o dudas sobre la medicación.',
		],
		program: [
			{
				topic: 'Antes y durante el embarazo',
				items: [
					{
						name: 'Ácido fólico, yodo y otros micronutrientes clave',
						type: 'video',
						durationSeconds: 250,
					},
					{
						name: 'Seguridad alimentaria durante el embarazo',
						type: 'video',
						durationSeconds: 210,
					},
				],
			},
			{
				topic: 'Lactancia',
				items: [
					{
						name: 'Escena de mostrador: una madre lactante pregunta qué vitaminas debe tomar',
						type: 'counter_scene',
						durationSeconds: 180,
					},
					{ name: 'Ficha de consejo: alimentación segura en el embarazo', type: 'pdf' },
					{ name: 'Test final: nutrición en el embarazo y la lactancia', type: 'quiz' },
				],
			},
		],
		createdBy: 'a-sergio-dominguez-vidal',
		impartedBy: 'a-sergio-dominguez-vidal',
		createdAt: '2024-03-18',
		updatedAt: '2025-07-07',
		demoExcluded: false,
	},
	{
		id: 1014,
		path: 'dietas-de-control-de-peso-en-la-farmacia',
		name: 'Dietas de control de peso en la farmacia: valoración, plan y seguimiento',
		categorySlug: 'nutricion',
		description:
			'Un curso para poner en marcha un servicio serio de control de peso en la farmacia. Aborda la valoración inicial con IMC y perímetro de cintura, el diseño de un plan alimentario realista, el lugar de los sustitutivos de comidas y las visitas de seguimiento. Se insiste en los criterios de exclusión y en la coordinación con atención primaria.',
		target: 'professional',
		goals: [
			'Realizar una valoración inicial con IMC, perímetro de cintura y hábitos de vida.',
			'Fijar objetivos de pérdida de peso realistas y sostenibles en el tiempo.',
			'Situar los sustitutivos de comidas y los complementos dentro de un plan supervisado.',
			'Aplicar criterios de exclusión y derivación, como el embarazo, los trastornos de la conducta alimentaria o las enfermedades crónicas descompensadas.',
			'Organizar el servicio: agenda de visitas, registros y tarifas.',
		],
		program: [
			{
				topic: 'Valoración y plan',
				items: [
					{
						name: 'Entrevista inicial y medidas antropométricas',
						type: 'video',
						durationSeconds: 260,
					},
					{
						name: 'Plan alimentario y expectativas realistas',
						type: 'video',
						durationSeconds: 240,
					},
				],
			},
			{
				topic: 'Seguimiento del servicio',
				items: [
					{
						name: 'Escena de mostrador: una clienta quiere perder ocho kilos en un mes antes de una boda',
						type: 'counter_scene',
						durationSeconds: 220,
					},
					{ name: 'Ficha de consejo: registro de seguimiento semanal', type: 'pdf' },
					{ name: 'Test final: control de peso en la farmacia', type: 'quiz' },
				],
			},
		],
		createdBy: 'a-pablo-herrera-campos',
		impartedBy: 'a-sergio-dominguez-vidal',
		createdAt: '2025-05-26',
		updatedAt: '2026-02-16',
		demoExcluded: true,
	},
	{
		id: 1015,
		path: 'probioticos-como-elegir-la-cepa',
		name: 'Probióticos: cuándo recomendarlos y cómo elegir la cepa',
		categorySlug: 'nutricion',
		description:
			'Los efectos de los probióticos dependen de la cepa: no todos sirven para lo mismo. El curso repasa la evidencia en la diarrea asociada a antibióticos, la gastroenteritis aguda infantil y el cólico del lactante, cómo leer la etiqueta y cómo explicar la conservación y la pauta de toma. También señala las situaciones en las que deben usarse con precaución.',
		target: 'both',
		goals: [
			'Explicar qué es un probiótico y por qué su efecto depende de la cepa y de la dosis.',
			'Identificar las indicaciones con mejor evidencia, como la diarrea asociada a antibióticos.',
			'Interpretar la etiqueta: cepa, unidades formadoras de colonias y conservación.',
			'Reconocer a los pacientes que deben consultar antes de tomarlos, como los inmunodeprimidos o los portadores de un catéter venoso central.',
		],
		program: [
			{
				topic: 'Bases de los probióticos',
				items: [
					{ name: 'Microbiota, probióticos y prebióticos', type: 'video', durationSeconds: 220 },
				],
			},
			{
				topic: 'Recomendación en el mostrador',
				items: [
					{
						name: 'Indicaciones con evidencia y cómo leer la etiqueta',
						type: 'video',
						durationSeconds: 250,
					},
					{
						name: 'Escena de mostrador: un cliente empieza un antibiótico y pregunta si debe tomar algo para la tripa',
						type: 'counter_scene',
						durationSeconds: 180,
					},
					{ name: 'Test final: probióticos', type: 'quiz' },
				],
			},
		],
		createdBy: 'a-sergio-dominguez-vidal',
		impartedBy: 'a-sergio-dominguez-vidal',
		createdAt: '2024-09-02',
		updatedAt: '2026-04-20',
		demoExcluded: false,
	},
	{
		id: 1016,
		path: 'nutricion-deportiva-desde-el-mostrador',
		name: 'Nutrición deportiva: consejos desde el mostrador',
		categorySlug: 'nutricion',
		description:
			'Corredores populares, ciclistas y usuarios de gimnasio piden cada vez más consejo en la farmacia. Aprenderás a orientar sobre la hidratación, los hidratos de carbono y la proteína alrededor del entrenamiento, y a valorar con sentido crítico los complementos más demandados, como la creatina, la cafeína o los batidos de proteína.',
		target: 'both',
		goals: [
			'Explicar las necesidades de hidratación y electrolitos según la duración del ejercicio.',
			'Orientar sobre el reparto de hidratos de carbono y proteína antes y después del entrenamiento.',
			'Valorar la evidencia disponible sobre la creatina, la cafeína y la proteína en polvo.',
			'Advertir del riesgo de complementos contaminados con sustancias dopantes y de los productos «quemagrasas».',
			'Derivar al médico ante dolor torácico, mareos durante el ejercicio o pérdida de la menstruación.',
		],
		program: [
			{
				topic: 'Alimentación y entrenamiento',
				items: [
					{ name: 'Hidratación y electrolitos en el deporte', type: 'video', durationSeconds: 200 },
					{
						name: 'Hidratos de carbono y proteína: cuánto y cuándo',
						type: 'video',
						durationSeconds: 230,
					},
				],
			},
			{
				topic: 'Complementos deportivos',
				items: [
					{
						name: 'Escena de mostrador: un corredor prepara su primera media maratón',
						type: 'counter_scene',
						durationSeconds: 210,
					},
					{ name: 'Ficha de consejo: complementos deportivos con evidencia', type: 'pdf' },
					{ name: 'Test final: nutrición deportiva', type: 'quiz' },
				],
			},
		],
		createdBy: 'a-sergio-dominguez-vidal',
		impartedBy: 'a-sergio-dominguez-vidal',
		createdAt: '2025-08-04',
		updatedAt: '2025-10-27',
		demoExcluded: false,
	},
	{
		id: 1017,
		path: 'nutricion-basica-nutrientes-y-etiquetado',
		name: 'Nutrición básica: macronutrientes, micronutrientes y etiquetado',
		categorySlug: 'nutricion',
		description:
			'Curso de fundamentos para estudiantes que repasa la función de los hidratos de carbono, las proteínas, las grasas, las vitaminas y los minerales. Incluye cómo leer el etiquetado nutricional de un alimento y de un complemento alimenticio, una habilidad básica para aconsejar en la farmacia.',
		target: 'student',
		goals: [
			'Describir la función de cada macronutriente y su aporte energético.',
			'Identificar las vitaminas y los minerales cuyo déficit es más frecuente en la población.',
			'Interpretar la tabla nutricional y la lista de ingredientes de un alimento.',
			'Distinguir entre alimento, complemento alimenticio y medicamento.',
		],
		program: [
			{
				topic: 'Los nutrientes',
				items: [
					{ name: 'Hidratos de carbono, proteínas y grasas', type: 'video', durationSeconds: 240 },
					{ name: 'Vitaminas y minerales esenciales', type: 'video', durationSeconds: 220 },
				],
			},
			{
				topic: 'El etiquetado',
				items: [
					{ name: 'Cómo leer una etiqueta nutricional', type: 'video', durationSeconds: 180 },
					{ name: 'Guía rápida: términos del etiquetado nutricional', type: 'pdf' },
					{ name: 'Test final: fundamentos de nutrición', type: 'quiz' },
				],
			},
		],
		createdBy: 'a-sergio-dominguez-vidal',
		impartedBy: 'a-sergio-dominguez-vidal',
		createdAt: '2023-07-03',
		updatedAt: '2024-01-15',
		demoExcluded: false,
	},

	// Pediatría
	{
		id: 1018,
		path: 'fiebre-en-el-nino',
		name: 'Fiebre en el niño: antitérmicos, dosis por peso y signos de alarma',
		categorySlug: 'pediatria',
		description:
			'La fiebre es la consulta pediátrica más habitual en la farmacia. El curso explica cuándo tratarla, cómo calcular la dosis de paracetamol e ibuprofeno según el peso y cómo usar la jeringa dosificadora. Sobre todo, enseña a reconocer los signos de alarma que obligan a acudir a urgencias sin demora.',
		target: 'both',
		goals: [
			'Explicar que la fiebre es un mecanismo de defensa y que el objetivo del tratamiento es el bienestar del niño.',
			'Calcular la dosis de paracetamol e ibuprofeno según el peso y la concentración del jarabe.',
			'Desaconsejar la alternancia sistemática de antitérmicos y los métodos físicos agresivos.',
			'Reconocer los signos de alarma: edad menor de tres meses, manchas que no desaparecen al presionar, decaimiento, dificultad respiratoria o convulsiones.',
		],
		program: [
			{
				topic: 'Entender la fiebre',
				items: [
					{ name: 'Qué es la fiebre y cómo medirla bien', type: 'video', durationSeconds: 180 },
				],
			},
			{
				topic: 'Antitérmicos y signos de alarma',
				items: [
					{
						name: 'Paracetamol e ibuprofeno: dosis según el peso',
						type: 'video',
						durationSeconds: 260,
					},
					{
						name: 'Escena de mostrador: una madre pide algo para la fiebre de su hijo',
						type: 'counter_scene',
						durationSeconds: 220,
					},
					{ name: 'Ficha de consejo: signos de alarma en el niño con fiebre', type: 'pdf' },
					{ name: 'Test final: fiebre en el niño', type: 'quiz' },
				],
			},
		],
		createdBy: 'a-elena-navarro-soler',
		impartedBy: 'a-elena-navarro-soler',
		createdAt: '2023-11-20',
		updatedAt: '2025-11-03',
		demoExcluded: false,
	},
	{
		id: 1019,
		path: 'dermatitis-del-panal',
		name: 'Dermatitis del pañal: prevención, pastas al agua y cuándo derivar',
		categorySlug: 'pediatria',
		description:
			'Aprende a explicar a las familias cómo prevenir y tratar la dermatitis irritativa del pañal con cambios frecuentes, una higiene suave y cremas barrera con óxido de zinc. El curso ayuda a distinguir la candidiasis del área del pañal y otros cuadros que necesitan valoración pediátrica.',
		target: 'both',
		goals: [
			'Explicar las causas de la dermatitis irritativa del pañal.',
			'Recomendar una rutina de cambio e higiene que proteja la piel del bebé.',
			'Elegir entre pasta al agua, pomada barrera o crema según el estado de la piel.',
			'Derivar al pediatra ante lesiones satélite, afectación de los pliegues, fiebre o falta de mejoría en pocos días.',
		],
		program: [
			{
				topic: 'Cuidado del área del pañal',
				items: [
					{ name: 'Por qué se irrita la piel bajo el pañal', type: 'video', durationSeconds: 170 },
					{
						name: 'Escena de mostrador: un padre primerizo con un bebé muy irritado tras una diarrea',
						type: 'counter_scene',
						durationSeconds: 200,
					},
					{ name: 'Ficha de consejo: rutina de cambio de pañal', type: 'pdf' },
					{ name: 'Test final: dermatitis del pañal', type: 'quiz' },
				],
			},
		],
		createdBy: 'a-elena-navarro-soler',
		impartedBy: 'a-laura-martin-ortega',
		createdAt: '2024-07-15',
		updatedAt: '2024-10-21',
		demoExcluded: false,
	},
	{
		id: 1020,
		path: 'leches-infantiles-inicio-continuacion-y-especiales',
		name: 'Leches infantiles: fórmulas de inicio, continuación y especiales',
		categorySlug: 'pediatria',
		description:
			'Cuando la lactancia materna no es posible o no es exclusiva, la familia necesita un consejo preciso sobre la fórmula. El curso repasa la composición de las fórmulas de inicio y de continuación, las fórmulas antirregurgitación, sin lactosa e hidrolizadas, y la preparación segura del biberón. Incluye cuándo una fórmula especial debe indicarla el pediatra.',
		target: 'professional',
		goals: [
			'Diferenciar las fórmulas de inicio, de continuación y de crecimiento.',
			'Conocer las indicaciones de las fórmulas antirregurgitación, sin lactosa e hidrolizadas.',
			'Explicar la preparación segura del biberón: agua, proporciones e higiene.',
			'Apoyar la lactancia materna y respetar la decisión informada de cada familia.',
			'Derivar al pediatra ante estancamiento del peso, vómitos persistentes o sospecha de alergia a la proteína de leche de vaca.',
		],
		program: [
			{
				topic: 'Tipos de fórmula',
				items: [
					{
						name: 'Composición de las fórmulas de inicio y de continuación',
						type: 'video',
						durationSeconds: 250,
					},
					{
						name: 'Fórmulas especiales: antirregurgitación, sin lactosa e hidrolizadas',
						type: 'video',
						durationSeconds: 280,
					},
				],
			},
			{
				topic: 'Consejo a la familia',
				items: [
					{
						name: 'Escena de mostrador: una madre quiere cambiar de leche porque su bebé regurgita',
						type: 'counter_scene',
						durationSeconds: 210,
					},
					{ name: 'Ficha de consejo: preparación segura del biberón', type: 'pdf' },
					{ name: 'Test final: leches infantiles', type: 'quiz' },
				],
			},
		],
		createdBy: 'a-elena-navarro-soler',
		impartedBy: 'a-sergio-dominguez-vidal',
		createdAt: '2025-10-06',
		updatedAt: '2026-09-14',
		demoExcluded: true,
	},
	{
		id: 1021,
		path: 'piojos-en-la-infancia',
		name: 'Piojos en la infancia: pediculicidas, lendrera y mitos frecuentes',
		categorySlug: 'pediatria',
		description:
			'Cada inicio de curso escolar llegan al mostrador familias con dudas sobre los piojos. Este curso explica cómo confirmar la infestación, cómo elegir entre los pediculicidas de acción física, como la dimeticona, y otros tratamientos, y cómo usar correctamente la lendrera. También desmonta mitos como la utilidad de aplicar pediculicidas de forma preventiva.',
		target: 'both',
		goals: [
			'Confirmar la pediculosis mediante la detección de piojos vivos con la lendrera.',
			'Recomendar un pediculicida adecuado a la edad y explicar por qué hay que repetir la aplicación.',
			'Enseñar la técnica de peinado con lendrera sobre el cabello húmedo.',
			'Desaconsejar el uso preventivo de pediculicidas y las medidas de limpieza excesivas en el hogar.',
			'Derivar a los lactantes, a los niños con lesiones en el cuero cabelludo y los casos que no responden a dos tratamientos bien hechos.',
		],
		program: [
			{
				topic: 'Detección',
				items: [
					{
						name: 'Ciclo del piojo y cómo confirmar la infestación',
						type: 'video',
						durationSeconds: 190,
					},
				],
			},
			{
				topic: 'Tratamiento',
				items: [
					{ name: 'Pediculicidas y técnica de la lendrera', type: 'video', durationSeconds: 230 },
					{
						name: 'Escena de mostrador: una abuela recibe una nota del colegio por piojos en la clase',
						type: 'counter_scene',
						durationSeconds: 180,
					},
					{ name: 'Test final: piojos en la infancia', type: 'quiz' },
				],
			},
		],
		createdBy: 'a-elena-navarro-soler',
		impartedBy: 'a-elena-navarro-soler',
		createdAt: '2026-09-07',
		updatedAt: '2026-11-02',
		demoExcluded: false,
	},
	{
		id: 1022,
		path: 'fundamentos-de-pediatria-en-la-farmacia',
		name: 'Fundamentos de Pediatría en la farmacia: edades, dosificación y formas farmacéuticas',
		categorySlug: 'pediatria',
		description:
			'Curso introductorio para estudiantes sobre las particularidades del paciente pediátrico. Explica las etapas de la infancia, por qué la dosis se calcula según el peso, qué formas farmacéuticas son más adecuadas en cada edad y cómo enseñar a los padres a administrar un medicamento de forma segura.',
		target: 'student',
		goals: [
			'Nombrar las etapas pediátricas: neonato, lactante, preescolar, escolar y adolescente.',
			'Explicar por qué la dosificación infantil se basa en el peso.',
			'Elegir la forma farmacéutica más adecuada según la edad del niño.',
			'Enseñar a usar la jeringa dosificadora y evitar errores con las cucharas de cocina.',
		],
		program: [
			{
				topic: 'El paciente pediátrico',
				items: [
					{
						name: 'Etapas de la infancia y cambios en el organismo',
						type: 'video',
						durationSeconds: 200,
					},
					{
						name: 'Dosificación según el peso: ejemplos prácticos',
						type: 'video',
						durationSeconds: 240,
					},
				],
			},
			{
				topic: 'Administración segura',
				items: [
					{
						name: 'Escena de mostrador: un padre no sabe cómo medir el jarabe con la jeringa',
						type: 'counter_scene',
						durationSeconds: 150,
					},
					{ name: 'Test final: fundamentos de pediatría en la farmacia', type: 'quiz' },
				],
			},
		],
		createdBy: 'a-elena-navarro-soler',
		impartedBy: 'a-elena-navarro-soler',
		createdAt: '2026-05-11',
		updatedAt: '2026-07-20',
		demoExcluded: false,
	},
];

export const groupA: SeedGroup = { categories, experts, courses };
