import type { SeedGroup } from './types';

/**
 * Group C of the demo catalogue: veterinaria, fitoterapia, gestión de la farmacia e
 * inteligencia artificial. Fictional experts (slugs prefixed `c-`), courses 3001–3022.
 */
export const groupC: SeedGroup = {
	categories: [
		{
			id: 9,
			slug: 'veterinaria',
			name: 'Veterinaria',
			position: 9,
			description:
				'Consejo sanitario sobre perros, gatos y otros animales de compañía desde la farmacia: antiparasitarios, higiene, medicamento veterinario y criterios para derivar al veterinario.',
		},
		{
			id: 10,
			slug: 'fitoterapia',
			name: 'Fitoterapia',
			position: 10,
			description:
				'Uso racional de las plantas medicinales en el mostrador: indicaciones con respaldo, calidad de los preparados, interacciones con medicamentos y poblaciones en las que hay que extremar la precaución.',
		},
		{
			id: 11,
			slug: 'gestion-de-la-farmacia',
			name: 'Gestión de la farmacia',
			position: 11,
			description:
				'Herramientas para dirigir la oficina de farmacia con rigor: compras y stock, espacio de venta, indicadores económicos, atención al cliente y cumplimiento normativo.',
		},
		{
			id: 12,
			slug: 'inteligencia-artificial-farmacia',
			name: 'Inteligencia artificial en farmacia',
			position: 12,
			description:
				'Aplicaciones prácticas y seguras de la inteligencia artificial en el día a día de la farmacia, desde la redacción de materiales para pacientes hasta la previsión de la demanda, siempre con supervisión profesional.',
		},
	],

	experts: [
		{
			slug: 'c-javier-montero-lozano',
			name: 'Javier Montero Lozano',
			title: 'Veterinario clínico de pequeños animales y formador en consejo veterinario',
			bio: 'Javier Montero lleva más de quince años atendiendo perros y gatos en una clínica veterinaria de barrio. Colabora con farmacias comunitarias en la formación de sus equipos sobre antiparasitarios, medicamento veterinario y signos de alarma. Defiende una relación fluida entre la farmacia y la clínica en beneficio del animal y de su familia.',
		},
		{
			slug: 'c-marta-iglesias-soto',
			name: 'Marta Iglesias Soto',
			title: 'Farmacéutica comunitaria y experta en fitoterapia',
			bio: 'Marta Iglesias es farmacéutica titular en una localidad de interior y tiene formación de posgrado en fitoterapia. Imparte talleres para equipos de farmacia sobre el uso racional de las plantas medicinales y sus interacciones con los medicamentos. Insiste en que lo natural no es sinónimo de inocuo.',
		},
		{
			slug: 'c-ricardo-alonso-pena',
			name: 'Ricardo Alonso Peña',
			title: 'Farmacéutico y consultor en gestión de oficinas de farmacia',
			bio: 'Ricardo Alonso combinó durante años el trabajo en el mostrador con la dirección de una farmacia de alta rotación. Hoy asesora a titulares en compras, gestión de stock, análisis de indicadores y organización de equipos. Su enfoque une rentabilidad y servicio sanitario sin renunciar a ninguno de los dos.',
		},
		{
			slug: 'c-lucia-ferrer-domingo',
			name: 'Lucía Ferrer Domingo',
			title: 'Farmacéutica especializada en salud digital e inteligencia artificial',
			bio: 'Lucía Ferrer es farmacéutica y tiene formación en ciencia de datos aplicada a la salud. Asesora a farmacias y equipos asistenciales en la adopción responsable de herramientas digitales y de inteligencia artificial. Sus cursos combinan casos prácticos con criterios claros de seguridad y verificación.',
		},
		{
			slug: 'c-pablo-herrero-vidal',
			name: 'Pablo Herrero Vidal',
			title: 'Farmacéutico y responsable de cumplimiento normativo y protección de datos',
			bio: 'Pablo Herrero es farmacéutico y se ha especializado en protección de datos y cumplimiento normativo en el ámbito sanitario. Ha acompañado a decenas de farmacias en la adaptación de sus procedimientos, desde la custodia de recetas hasta la videovigilancia. Explica la normativa con ejemplos del mostrador y sin tecnicismos innecesarios.',
		},
		{
			slug: 'c-ana-belen-quintana-ruiz',
			name: 'Ana Belén Quintana Ruiz',
			title:
				'Técnica en farmacia y parafarmacia, responsable de mostrador y de la sección de veterinaria',
			bio: 'Ana Belén Quintana trabaja desde hace doce años como técnica en una farmacia urbana, donde coordina la sección de veterinaria y el espacio de venta. Participa como formadora en escenas de mostrador y en talleres de atención al cliente. Conoce de primera mano las dudas más habituales de quienes conviven con mascotas.',
		},
	],

	courses: [
		// ── Veterinaria ────────────────────────────────────────────────────────────
		{
			id: 3001,
			path: 'antiparasitarios-externos-en-perros-y-gatos-pipetas-collares-y-comprimidos',
			name: 'Antiparasitarios externos en perros y gatos: pipetas, collares y comprimidos',
			categorySlug: 'veterinaria',
			description:
				'Repasa las formas de protección frente a pulgas, garrapatas y mosquitos en perros y gatos, y cómo elegir la más adecuada según la especie, el peso y el estilo de vida del animal. Incluye las precauciones clave para evitar intoxicaciones, como el uso de productos para perros en gatos. Termina con una escena de mostrador para practicar la recomendación.',
			target: 'both',
			goals: [
				'Diferenciar pipetas, collares, sprays y comprimidos antiparasitarios según su espectro y duración de acción.',
				'Ajustar la recomendación a la especie, el peso, la edad y los hábitos del animal.',
				'Explicar por qué nunca debe aplicarse a un gato un antiparasitario formulado para perros.',
				'Informar sobre la prevención de la leishmaniosis canina y cuándo remitir al veterinario para valorar la vacunación.',
			],
			program: [
				{
					topic: 'Parásitos externos y formas de protección',
					items: [
						{
							name: 'Pulgas, garrapatas y flebotomos: ciclo de vida y riesgos para el animal y la familia',
							type: 'video',
							durationSeconds: 240,
						},
						{
							name: 'Pipetas, collares y comprimidos: ventajas, duración y forma correcta de aplicación',
							type: 'video',
							durationSeconds: 300,
						},
					],
				},
				{
					topic: 'Recomendación segura en el mostrador',
					items: [
						{
							name: 'Escena de mostrador: un cliente quiere usar la pipeta de su perro en su gato',
							type: 'counter_scene',
							durationSeconds: 180,
						},
						{
							name: 'Ficha de consejo: calendario de protección antiparasitaria externa',
							type: 'pdf',
						},
						{ name: 'Test final: antiparasitarios externos en perros y gatos', type: 'quiz' },
					],
				},
			],
			createdBy: 'c-javier-montero-lozano',
			impartedBy: 'c-javier-montero-lozano',
			createdAt: '2023-03-14',
			updatedAt: '2025-04-02',
			demoExcluded: false,
		},
		{
			id: 3002,
			path: 'fundamentos-del-medicamento-veterinario-en-la-oficina-de-farmacia',
			name: 'Fundamentos del medicamento veterinario en la oficina de farmacia',
			categorySlug: 'veterinaria',
			description:
				'Curso introductorio sobre qué es un medicamento veterinario, en qué se diferencia de uno de uso humano y qué requisitos tiene su dispensación. Explica de forma sencilla la receta veterinaria y los productos que pueden recomendarse sin ella. Pensado para estudiantes que se incorporan a la farmacia.',
			target: 'student',
			goals: [
				'Distinguir medicamentos veterinarios sujetos a receta, medicamentos sin receta y productos de cuidado animal.',
				'Reconocer los datos básicos que debe contener una receta veterinaria.',
				'Comprender por qué no se sustituye un medicamento veterinario por uno de uso humano sin indicación del veterinario.',
				'Conservar y dispensar correctamente los medicamentos veterinarios que exigen frío.',
			],
			program: [
				{
					topic: 'Qué es un medicamento veterinario',
					items: [
						{
							name: 'Medicamento veterinario, producto zoosanitario y cosmética animal: diferencias prácticas',
							type: 'video',
							durationSeconds: 270,
						},
						{
							name: 'La receta veterinaria paso a paso: datos obligatorios y validez',
							type: 'video',
							durationSeconds: 240,
						},
						{ name: 'Esquema: tipos de producto veterinario en la farmacia', type: 'pdf' },
						{ name: 'Test final: fundamentos del medicamento veterinario', type: 'quiz' },
					],
				},
			],
			createdBy: 'c-javier-montero-lozano',
			impartedBy: 'c-ana-belen-quintana-ruiz',
			createdAt: '2023-09-20',
			updatedAt: '2024-02-11',
			demoExcluded: false,
		},
		{
			id: 3003,
			path: 'desparasitacion-interna-de-perros-y-gatos-pautas-segun-la-edad',
			name: 'Desparasitación interna de perros y gatos: pautas según la edad',
			categorySlug: 'veterinaria',
			description:
				'Explica por qué la desparasitación interna protege tanto al animal como a las personas que conviven con él. Revisa las pautas orientativas en cachorros, adultos y animales mayores, y la importancia de ajustarlas al riesgo de cada hogar. Incluye recomendaciones de higiene para prevenir zoonosis.',
			target: 'both',
			goals: [
				'Identificar los parásitos internos más frecuentes en perros y gatos y sus vías de contagio.',
				'Orientar sobre la frecuencia de desparasitación según la edad y el estilo de vida del animal.',
				'Explicar medidas de higiene que reducen el riesgo de zoonosis en niños y personas inmunodeprimidas.',
				'Derivar al veterinario ante diarrea persistente, pérdida de peso o parásitos visibles en las heces.',
			],
			program: [
				{
					topic: 'Parásitos internos y zoonosis',
					items: [
						{
							name: 'Gusanos redondos, tenias y protozoos: qué son y cómo se transmiten',
							type: 'video',
							durationSeconds: 210,
						},
						{
							name: 'Pautas de desparasitación en cachorros, adultos y animales sénior',
							type: 'video',
							durationSeconds: 270,
						},
					],
				},
				{
					topic: 'Consejo en la farmacia',
					items: [
						{
							name: 'Escena de mostrador: una familia con un cachorro recién adoptado',
							type: 'counter_scene',
							durationSeconds: 200,
						},
						{ name: 'Test final: desparasitación interna de perros y gatos', type: 'quiz' },
					],
				},
			],
			createdBy: 'c-javier-montero-lozano',
			impartedBy: 'c-javier-montero-lozano',
			createdAt: '2024-01-22',
			updatedAt: '2024-01-22',
			demoExcluded: true,
		},
		{
			id: 3004,
			path: 'consejo-veterinario-en-la-farmacia-signos-de-alarma-y-cuando-derivar',
			name: 'Consejo veterinario en la farmacia: signos de alarma y cuándo derivar',
			categorySlug: 'veterinaria',
			description:
				'Enseña a reconocer las situaciones en las que un perro o un gato necesita atención veterinaria sin demora y a transmitirlo con claridad al propietario. Dedica un apartado a los medicamentos de uso humano y alimentos que resultan tóxicos para las mascotas. Incluye una escena de mostrador con un caso de posible intoxicación.',
			target: 'both',
			goals: [
				'Reconocer los signos de alarma que requieren derivación urgente a una clínica veterinaria.',
				'Identificar medicamentos de uso humano peligrosos para perros y gatos, como el paracetamol en gatos o los antiinflamatorios en perros.',
				'Advertir sobre alimentos tóxicos habituales en casa, como el chocolate, las uvas o el xilitol.',
				'Comunicar la derivación de forma tranquila y con la información útil para el veterinario.',
			],
			program: [
				{
					topic: 'Cuándo no esperar',
					items: [
						{
							name: 'Signos de alarma en perros y gatos: de los vómitos repetidos a la dificultad respiratoria',
							type: 'video',
							durationSeconds: 300,
						},
						{
							name: 'Medicamentos de uso humano y alimentos que nunca deben darse a una mascota',
							type: 'video',
							durationSeconds: 240,
						},
					],
				},
				{
					topic: 'Derivación desde el mostrador',
					items: [
						{
							name: 'Escena de mostrador: una clienta cuenta que su gato ha lamido un comprimido de paracetamol',
							type: 'counter_scene',
							durationSeconds: 210,
						},
						{ name: 'Ficha de consejo: tóxicos domésticos para perros y gatos', type: 'pdf' },
						{ name: 'Test final: signos de alarma y derivación veterinaria', type: 'quiz' },
					],
				},
			],
			createdBy: 'c-javier-montero-lozano',
			impartedBy: 'c-javier-montero-lozano',
			createdAt: '2024-10-07',
			updatedAt: '2025-11-18',
			demoExcluded: false,
		},
		{
			id: 3005,
			path: 'higiene-de-oidos-ojos-y-boca-en-perros-y-gatos',
			name: 'Higiene de oídos, ojos y boca en perros y gatos',
			categorySlug: 'veterinaria',
			description:
				'Curso práctico sobre la higiene rutinaria de oídos, ojos y dientes de los animales de compañía y los productos que pueden recomendarse desde la farmacia. Explica la técnica correcta de limpieza y los errores más habituales. Señala los síntomas que indican una otitis, una conjuntivitis o un problema dental que debe valorar el veterinario.',
			target: 'both',
			goals: [
				'Explicar la técnica de limpieza de oídos y ojos en perros y gatos.',
				'Recomendar rutinas de higiene dental adaptadas a la especie y a la tolerancia del animal.',
				'Desaconsejar el uso de bastoncillos y de productos de higiene humana en las mascotas.',
				'Derivar al veterinario ante dolor, mal olor intenso, secreción purulenta o enrojecimiento ocular.',
			],
			program: [
				{
					topic: 'Rutinas de higiene',
					items: [
						{
							name: 'Limpieza de oídos y ojos: técnica, frecuencia y productos adecuados',
							type: 'video',
							durationSeconds: 260,
						},
						{
							name: 'Higiene dental en perros y gatos: cepillado y alternativas',
							type: 'video',
							durationSeconds: 200,
						},
						{
							name: 'Escena de mostrador: un cliente pregunta por el mal olor de las orejas de su perro',
							type: 'counter_scene',
							durationSeconds: 170,
						},
						{ name: 'Test final: higiene de oídos, ojos y boca en mascotas', type: 'quiz' },
					],
				},
			],
			createdBy: 'c-ana-belen-quintana-ruiz',
			impartedBy: 'c-ana-belen-quintana-ruiz',
			createdAt: '2025-06-03',
			updatedAt: '2026-03-09',
			demoExcluded: false,
		},

		// ── Fitoterapia ────────────────────────────────────────────────────────────
		{
			id: 3006,
			path: 'fundamentos-de-fitoterapia-de-la-planta-al-medicamento-tradicional',
			name: 'Fundamentos de fitoterapia: de la planta al medicamento tradicional',
			categorySlug: 'fitoterapia',
			description:
				'Introducción a los conceptos básicos de la fitoterapia: droga vegetal, principio activo, extracto y estandarización. Aclara la diferencia entre medicamento a base de plantas, medicamento tradicional y complemento alimenticio. Ideal para estudiantes que empiezan a trabajar con productos de plantas medicinales.',
			target: 'student',
			goals: [
				'Definir droga vegetal, preparado vegetal y extracto estandarizado.',
				'Diferenciar medicamento a base de plantas, medicamento tradicional a base de plantas y complemento alimenticio.',
				'Interpretar la información de calidad y dosificación del etiquetado.',
				'Comprender por qué una planta medicinal puede tener efectos adversos e interacciones.',
			],
			program: [
				{
					topic: 'Conceptos básicos',
					items: [
						{
							name: 'Droga vegetal, extracto y estandarización explicados con ejemplos',
							type: 'video',
							durationSeconds: 280,
						},
						{
							name: 'Medicamento a base de plantas o complemento alimenticio: cómo distinguirlos en el lineal',
							type: 'video',
							durationSeconds: 230,
						},
					],
				},
				{
					topic: 'Comprobación',
					items: [
						{ name: 'Glosario básico de fitoterapia', type: 'pdf' },
						{ name: 'Test final: fundamentos de fitoterapia', type: 'quiz' },
					],
				},
			],
			createdBy: 'c-marta-iglesias-soto',
			impartedBy: 'c-marta-iglesias-soto',
			createdAt: '2023-02-06',
			updatedAt: '2023-11-27',
			demoExcluded: false,
		},
		{
			id: 3007,
			path: 'valeriana-pasiflora-y-melisa-plantas-para-el-sueno-y-la-ansiedad-leve',
			name: 'Valeriana, pasiflora y melisa: plantas para el sueño y la ansiedad leve',
			categorySlug: 'fitoterapia',
			description:
				'Revisa las plantas medicinales más utilizadas para el insomnio ocasional y el nerviosismo leve, su evidencia y su forma correcta de uso. Combina la recomendación fitoterápica con medidas de higiene del sueño. Explica cuándo el problema de sueño requiere valoración médica.',
			target: 'both',
			goals: [
				'Recomendar valeriana, pasiflora o melisa según el tipo de dificultad para dormir.',
				'Explicar el tiempo que tardan en notarse los efectos y la duración razonable del tratamiento.',
				'Advertir sobre la somnolencia y la precaución al conducir o al combinarlas con alcohol y sedantes.',
				'Acompañar el consejo con pautas de higiene del sueño.',
				'Derivar al médico ante insomnio de más de tres semanas, síntomas depresivos o ronquidos con pausas respiratorias.',
			],
			program: [
				{
					topic: 'Plantas para el descanso',
					items: [
						{
							name: 'Valeriana, pasiflora, melisa y espino blanco: indicaciones y posología',
							type: 'video',
							durationSeconds: 300,
						},
						{
							name: 'Higiene del sueño: el consejo que acompaña a cualquier recomendación',
							type: 'video',
							durationSeconds: 150,
						},
					],
				},
				{
					topic: 'En el mostrador',
					items: [
						{
							name: 'Escena de mostrador: un cliente que duerme mal desde que cambió de turno',
							type: 'counter_scene',
							durationSeconds: 190,
						},
						{ name: 'Ficha de consejo: plantas para el sueño y precauciones', type: 'pdf' },
						{ name: 'Test final: plantas para el sueño y la ansiedad leve', type: 'quiz' },
					],
				},
			],
			createdBy: 'c-marta-iglesias-soto',
			impartedBy: 'c-marta-iglesias-soto',
			createdAt: '2023-06-19',
			updatedAt: '2024-09-30',
			demoExcluded: false,
		},
		{
			id: 3008,
			path: 'interacciones-de-plantas-medicinales-con-farmacos-hiperico-ginkgo-y-regaliz',
			name: 'Interacciones de plantas medicinales con fármacos: hipérico, ginkgo y regaliz',
			categorySlug: 'fitoterapia',
			description:
				'Analiza las interacciones más relevantes entre plantas medicinales y medicamentos, con especial atención a la hierba de San Juan, el ginkgo y el regaliz. Explica los mecanismos de forma práctica y cómo detectarlas en el mostrador preguntando por la medicación habitual. Incluye una escena en la que la interacción se detecta a tiempo.',
			target: 'professional',
			goals: [
				'Explicar cómo el hipérico reduce la eficacia de anticonceptivos orales, anticoagulantes y otros fármacos por inducción enzimática.',
				'Identificar el riesgo de sangrado al asociar ginkgo con anticoagulantes o antiagregantes.',
				'Reconocer los efectos del regaliz sobre la tensión arterial y el potasio.',
				'Incorporar la pregunta sobre plantas y complementos a la revisión de la medicación habitual.',
			],
			program: [
				{
					topic: 'Mecanismos e interacciones clave',
					items: [
						{
							name: 'Inducción e inhibición enzimática: por qué una planta cambia el efecto de un fármaco',
							type: 'video',
							durationSeconds: 260,
						},
						{
							name: 'Hipérico, ginkgo y regaliz: las interacciones que no se pueden pasar por alto',
							type: 'video',
							durationSeconds: 330,
						},
					],
				},
				{
					topic: 'Detección en el mostrador',
					items: [
						{
							name: 'Escena de mostrador: una clienta pregunta por la hierba de San Juan y toma anticonceptivos',
							type: 'counter_scene',
							durationSeconds: 200,
						},
						{ name: 'Tabla de interacciones planta-medicamento más frecuentes', type: 'pdf' },
						{ name: 'Test final: interacciones de plantas medicinales con fármacos', type: 'quiz' },
					],
				},
			],
			createdBy: 'c-marta-iglesias-soto',
			impartedBy: 'c-marta-iglesias-soto',
			createdAt: '2024-03-11',
			updatedAt: '2025-07-14',
			demoExcluded: false,
		},
		{
			id: 3009,
			path: 'equinacea-y-otras-plantas-para-las-defensas-evidencia-y-limites',
			name: 'Equinácea y otras plantas para las defensas: evidencia y límites',
			categorySlug: 'fitoterapia',
			description:
				'Repasa qué dice la evidencia sobre la equinácea, el saúco y otras plantas que se asocian a las defensas, y cómo trasladarlo al consejo sin generar falsas expectativas. Detalla contraindicaciones y duraciones máximas de uso. Ayuda a identificar cuándo un resfriado necesita consulta médica.',
			target: 'both',
			goals: [
				'Resumir la evidencia disponible sobre la equinácea en el resfriado común.',
				'Identificar contraindicaciones como las enfermedades autoinmunes, los tratamientos inmunosupresores o la alergia a las compuestas.',
				'Respetar la duración máxima de uso y las restricciones de edad de cada preparado.',
				'Derivar al médico ante fiebre alta persistente, dificultad respiratoria o empeoramiento tras unos días.',
			],
			program: [
				{
					topic: 'Plantas e inmunidad',
					items: [
						{
							name: 'Equinácea, saúco y própolis: lo que sabemos y lo que no',
							type: 'video',
							durationSeconds: 280,
						},
						{
							name: 'Escena de mostrador: un padre pide algo para las defensas de su hija de cuatro años',
							type: 'counter_scene',
							durationSeconds: 180,
						},
						{ name: 'Test final: equinácea y plantas para las defensas', type: 'quiz' },
					],
				},
			],
			createdBy: 'c-marta-iglesias-soto',
			impartedBy: 'c-marta-iglesias-soto',
			createdAt: '2024-11-04',
			updatedAt: '2025-10-20',
			demoExcluded: false,
		},
		{
			id: 3010,
			path: 'fitoterapia-digestiva-alcachofa-boldo-menta-y-jengibre',
			name: 'Fitoterapia digestiva: alcachofa, boldo, menta y jengibre',
			categorySlug: 'fitoterapia',
			description:
				'Curso centrado en las plantas más demandadas para las digestiones pesadas, los gases y las náuseas leves. Explica sus indicaciones, sus contraindicaciones y las situaciones en las que no deben recomendarse. Incluye los signos de alarma digestivos que obligan a remitir al médico.',
			target: 'both',
			goals: [
				'Recomendar alcachofa, boldo, menta, hinojo o jengibre según el síntoma digestivo.',
				'Reconocer contraindicaciones como la obstrucción de las vías biliares en el caso del boldo o el reflujo en el de la menta.',
				'Limitar la duración de uso de las plantas que no deben tomarse de forma prolongada.',
				'Derivar al médico ante pérdida de peso, sangre en heces, dolor intenso o cambios persistentes del ritmo intestinal.',
			],
			program: [
				{
					topic: 'Plantas para el aparato digestivo',
					items: [
						{
							name: 'Digestiones pesadas y gases: alcachofa, boldo, hinojo y menta',
							type: 'video',
							durationSeconds: 270,
						},
						{
							name: 'Jengibre para las náuseas: cuándo sí y cuándo no',
							type: 'video',
							durationSeconds: 160,
						},
					],
				},
				{
					topic: 'Consejo y derivación',
					items: [
						{
							name: 'Escena de mostrador: un cliente con ardor que pide una infusión de menta',
							type: 'counter_scene',
							durationSeconds: 170,
						},
						{ name: 'Test final: fitoterapia digestiva en el mostrador', type: 'quiz' },
					],
				},
			],
			createdBy: 'c-marta-iglesias-soto',
			impartedBy: 'c-marta-iglesias-soto',
			createdAt: '2025-02-17',
			updatedAt: '2025-09-08',
			demoExcluded: true,
		},
		{
			id: 3011,
			path: 'plantas-medicinales-en-embarazo-lactancia-e-infancia-que-evitar',
			name: 'Plantas medicinales en embarazo, lactancia e infancia: qué evitar',
			categorySlug: 'fitoterapia',
			description:
				'Aborda la recomendación de plantas medicinales en las poblaciones más vulnerables, donde la falta de datos de seguridad obliga a ser especialmente prudente. Revisa las plantas y los aceites esenciales que deben evitarse y los casos en los que conviene consultar al médico o a la matrona. Un curso imprescindible para no caer en el error de que lo natural es siempre seguro.',
			target: 'professional',
			goals: [
				'Identificar las plantas medicinales desaconsejadas durante el embarazo y la lactancia.',
				'Explicar los riesgos de los aceites esenciales con alcanfor o mentol en lactantes y niños pequeños.',
				'Advertir sobre la toxicidad de las infusiones de anís estrellado en lactantes.',
				'Consultar la ficha técnica o la monografía antes de recomendar una planta a menores de doce años.',
				'Remitir al médico, al pediatra o a la matrona cuando no haya datos de seguridad suficientes.',
			],
			program: [
				{
					topic: 'Embarazo y lactancia',
					items: [
						{
							name: 'Plantas a evitar durante el embarazo y la lactancia y por qué',
							type: 'video',
							durationSeconds: 290,
						},
						{
							name: 'Escena de mostrador: una embarazada pide una infusión para el estreñimiento',
							type: 'counter_scene',
							durationSeconds: 180,
						},
					],
				},
				{
					topic: 'Infancia',
					items: [
						{
							name: 'Aceites esenciales, anís estrellado y otras trampas en la infancia',
							type: 'video',
							durationSeconds: 230,
						},
						{ name: 'Ficha de consejo: plantas y poblaciones vulnerables', type: 'pdf' },
						{
							name: 'Test final: plantas medicinales en embarazo, lactancia e infancia',
							type: 'quiz',
						},
					],
				},
			],
			createdBy: 'c-marta-iglesias-soto',
			impartedBy: 'c-marta-iglesias-soto',
			createdAt: '2026-01-12',
			updatedAt: '2026-06-22',
			demoExcluded: false,
		},

		// ── Gestión de la farmacia ─────────────────────────────────────────────────
		{
			id: 3012,
			path: 'gestion-de-stock-y-control-de-caducidades-en-la-farmacia',
			name: 'Gestión de stock y control de caducidades en la farmacia',
			categorySlug: 'gestion-de-la-farmacia',
			description:
				'Muestra cómo dimensionar el stock para evitar tanto las faltas como el producto inmovilizado. Explica el análisis ABC, el punto de pedido y el stock de seguridad con ejemplos de una farmacia real. Propone un procedimiento sencillo de control de caducidades que reduce mermas y errores de dispensación.',
			target: 'professional',
			goals: [
				'Clasificar las referencias de la farmacia mediante un análisis ABC de ventas y margen.',
				'Calcular el punto de pedido y el stock de seguridad de un producto de rotación habitual.',
				'Organizar el almacén aplicando el criterio de primero en caducar, primero en salir.',
				'Implantar una revisión periódica de caducidades con responsables y registro.',
			],
			program: [
				{
					topic: 'Dimensionar el stock',
					items: [
						{
							name: 'Análisis ABC: dónde está el dinero inmovilizado de la farmacia',
							type: 'video',
							durationSeconds: 300,
						},
						{
							name: 'Punto de pedido y stock de seguridad con un ejemplo práctico',
							type: 'video',
							durationSeconds: 260,
						},
					],
				},
				{
					topic: 'Caducidades y mermas',
					items: [
						{
							name: 'Procedimiento de control de caducidades paso a paso',
							type: 'video',
							durationSeconds: 200,
						},
						{ name: 'Plantilla: registro mensual de caducidades', type: 'pdf' },
						{ name: 'Test final: gestión de stock y caducidades', type: 'quiz' },
					],
				},
			],
			createdBy: 'c-ricardo-alonso-pena',
			impartedBy: 'c-ricardo-alonso-pena',
			createdAt: '2023-04-24',
			updatedAt: '2024-05-06',
			demoExcluded: false,
		},
		{
			id: 3013,
			path: 'circuito-del-medicamento-en-la-farmacia-pedido-recepcion-y-devolucion',
			name: 'Circuito del medicamento en la farmacia: pedido, recepción y devolución',
			categorySlug: 'gestion-de-la-farmacia',
			description:
				'Explica de principio a fin el recorrido de un medicamento desde que se pide al almacén de distribución hasta que se dispensa o se devuelve. Detalla la recepción del pedido, la verificación del identificador único, la cadena de frío y la gestión de devoluciones. Pensado para estudiantes en prácticas.',
			target: 'student',
			goals: [
				'Describir las fases del circuito de compra de la farmacia.',
				'Recepcionar un pedido comprobando cantidades, lotes, caducidades e incidencias.',
				'Aplicar el procedimiento de verificación y desactivación del identificador único de los medicamentos.',
				'Almacenar de inmediato los medicamentos termolábiles respetando la cadena de frío.',
			],
			program: [
				{
					topic: 'Del pedido a la estantería',
					items: [
						{
							name: 'Cómo se genera y se envía un pedido a la distribución',
							type: 'video',
							durationSeconds: 180,
						},
						{
							name: 'Recepción del pedido: cotejo, identificador único y termolábiles',
							type: 'video',
							durationSeconds: 270,
						},
						{
							name: 'Devoluciones e incidencias: cuándo y cómo tramitarlas',
							type: 'video',
							durationSeconds: 150,
						},
						{ name: 'Test final: circuito de pedido, recepción y devolución', type: 'quiz' },
					],
				},
			],
			createdBy: 'c-ricardo-alonso-pena',
			impartedBy: 'c-ana-belen-quintana-ruiz',
			createdAt: '2023-10-16',
			updatedAt: '2025-01-13',
			demoExcluded: false,
		},
		{
			id: 3014,
			path: 'escaparatismo-y-gestion-por-categorias-en-la-farmacia',
			name: 'Escaparatismo y gestión por categorías en la farmacia',
			categorySlug: 'gestion-de-la-farmacia',
			description:
				'Enseña a organizar el espacio de venta por categorías de necesidad del paciente y a planificar escaparates estacionales coherentes con la imagen sanitaria de la farmacia. Explica zonas calientes y frías, planogramas y rotación de lineales. Todo ello respetando la normativa sobre exposición y publicidad de medicamentos.',
			target: 'professional',
			goals: [
				'Definir las categorías de la farmacia a partir de las necesidades de salud de sus clientes.',
				'Distribuir las categorías aprovechando las zonas calientes y frías del espacio de venta.',
				'Diseñar un calendario anual de escaparates ligado a campañas sanitarias.',
				'Respetar las limitaciones normativas de exposición y promoción de medicamentos.',
			],
			program: [
				{
					topic: 'Espacio de venta',
					items: [
						{
							name: 'Gestión por categorías: del surtido a las necesidades del paciente',
							type: 'video',
							durationSeconds: 250,
						},
						{
							name: 'Zonas calientes, planogramas y lineales que se entienden de un vistazo',
							type: 'video',
							durationSeconds: 220,
						},
					],
				},
				{
					topic: 'Escaparate',
					items: [
						{
							name: 'Escaparates estacionales con mensaje sanitario',
							type: 'video',
							durationSeconds: 180,
						},
						{ name: 'Plantilla: calendario anual de escaparates y campañas', type: 'pdf' },
						{ name: 'Test final: escaparatismo y gestión por categorías', type: 'quiz' },
					],
				},
			],
			createdBy: 'c-ricardo-alonso-pena',
			impartedBy: 'c-ana-belen-quintana-ruiz',
			createdAt: '2024-05-27',
			updatedAt: '2025-03-17',
			demoExcluded: false,
		},
		{
			id: 3015,
			path: 'indicadores-de-negocio-de-la-farmacia-ticket-medio-rotacion-y-margen',
			name: 'Indicadores de negocio de la farmacia: ticket medio, rotación y margen',
			categorySlug: 'gestion-de-la-farmacia',
			description:
				'Selecciona los indicadores que de verdad ayudan a dirigir una farmacia y explica cómo obtenerlos del programa de gestión. Enseña a interpretar el ticket medio, las unidades por ticket, la rotación, los días de stock y el margen bruto por categoría. Propone un cuadro de mando mensual sencillo para compartir con el equipo.',
			target: 'professional',
			goals: [
				'Calcular el ticket medio, las unidades por ticket y el margen bruto por categoría.',
				'Interpretar la rotación y los días de stock para detectar exceso de inventario.',
				'Comparar la evolución mensual de los indicadores y detectar desviaciones.',
				'Construir un cuadro de mando sencillo y compartirlo con el equipo.',
			],
			program: [
				{
					topic: 'Indicadores esenciales',
					items: [
						{
							name: 'Ticket medio y unidades por ticket: qué cuentan y qué no',
							type: 'video',
							durationSeconds: 230,
						},
						{
							name: 'Rotación, días de stock y margen bruto por categoría',
							type: 'video',
							durationSeconds: 290,
						},
					],
				},
				{
					topic: 'Cuadro de mando',
					items: [
						{ name: 'Plantilla: cuadro de mando mensual de la farmacia', type: 'pdf' },
						{ name: 'Test final: indicadores de negocio de la farmacia', type: 'quiz' },
					],
				},
			],
			createdBy: 'c-ricardo-alonso-pena',
			impartedBy: 'c-ricardo-alonso-pena',
			createdAt: '2025-01-20',
			updatedAt: '2026-02-02',
			demoExcluded: true,
		},
		{
			id: 3016,
			path: 'atencion-al-cliente-y-venta-cruzada-etica-en-el-mostrador',
			name: 'Atención al cliente y venta cruzada ética en el mostrador',
			categorySlug: 'gestion-de-la-farmacia',
			description:
				'Trabaja las habilidades de comunicación que convierten una consulta en una atención completa: escucha activa, preguntas abiertas y cierre con consejo. Explica cómo recomendar un producto complementario solo cuando aporta un beneficio real a la salud del paciente. Incluye dos escenas de mostrador con enfoques bien y mal resueltos.',
			target: 'both',
			goals: [
				'Aplicar la escucha activa y las preguntas abiertas para entender la necesidad real del cliente.',
				'Proponer un producto complementario únicamente cuando mejora el resultado en salud.',
				'Evitar prácticas de venta agresiva que dañen la confianza en la farmacia.',
				'Gestionar con calma a un cliente insatisfecho.',
			],
			program: [
				{
					topic: 'Comunicación en el mostrador',
					items: [
						{
							name: 'Escucha activa y preguntas abiertas en menos de un minuto',
							type: 'video',
							durationSeconds: 210,
						},
						{
							name: 'Venta cruzada con criterio sanitario: cuándo aporta y cuándo sobra',
							type: 'video',
							durationSeconds: 240,
						},
					],
				},
				{
					topic: 'Práctica',
					items: [
						{
							name: 'Escena de mostrador: una clienta con un antibiótico y molestias digestivas',
							type: 'counter_scene',
							durationSeconds: 190,
						},
						{
							name: 'Escena de mostrador: un cliente molesto porque falta su medicamento habitual',
							type: 'counter_scene',
							durationSeconds: 170,
						},
						{ name: 'Test final: atención al cliente y venta cruzada ética', type: 'quiz' },
					],
				},
			],
			createdBy: 'c-ricardo-alonso-pena',
			impartedBy: 'c-ana-belen-quintana-ruiz',
			createdAt: '2025-08-25',
			updatedAt: '2026-05-11',
			demoExcluded: false,
		},
		{
			id: 3017,
			path: 'proteccion-de-datos-en-la-farmacia-recetas-fichas-de-clientes-y-videovigilancia',
			name: 'Protección de datos en la farmacia: recetas, fichas de clientes y videovigilancia',
			categorySlug: 'gestion-de-la-farmacia',
			description:
				'Explica las obligaciones de protección de datos en la farmacia, donde se tratan a diario datos de salud de categoría especial. Repasa la confidencialidad en el mostrador, la custodia de recetas y fichas de clientes, la videovigilancia y la gestión de una brecha de seguridad. Con ejemplos prácticos y una plantilla de registro.',
			target: 'professional',
			goals: [
				'Identificar los datos de salud que trata la farmacia y la base legal de cada tratamiento.',
				'Garantizar la confidencialidad de las conversaciones y documentos en el mostrador.',
				'Atender los derechos de acceso, rectificación y supresión que ejercen los clientes.',
				'Cumplir los requisitos de información en la videovigilancia del establecimiento.',
				'Actuar ante una brecha de seguridad y notificarla a la autoridad de control en un máximo de 72 horas cuando proceda.',
			],
			program: [
				{
					topic: 'Datos de salud en la farmacia',
					items: [
						{
							name: 'Qué datos trata la farmacia y con qué base legal',
							type: 'video',
							durationSeconds: 240,
						},
						{
							name: 'Confidencialidad en el mostrador, recetas y fichas de clientes',
							type: 'video',
							durationSeconds: 220,
						},
					],
				},
				{
					topic: 'Situaciones concretas',
					items: [
						{
							name: 'Videovigilancia y brechas de seguridad: qué hacer y en qué plazos',
							type: 'video',
							durationSeconds: 200,
						},
						{
							name: 'Escena de mostrador: un vecino pregunta qué medicación recoge otra clienta',
							type: 'counter_scene',
							durationSeconds: 150,
						},
						{ name: 'Plantilla: registro de incidencias de protección de datos', type: 'pdf' },
						{ name: 'Test final: protección de datos en la farmacia', type: 'quiz' },
					],
				},
			],
			createdBy: 'c-pablo-herrero-vidal',
			impartedBy: 'c-pablo-herrero-vidal',
			createdAt: '2024-02-26',
			updatedAt: '2026-01-19',
			demoExcluded: false,
		},

		// ── Inteligencia artificial en farmacia ────────────────────────────────────
		{
			id: 3018,
			path: 'inteligencia-artificial-para-redactar-consejos-y-fichas-para-pacientes',
			name: 'Inteligencia artificial para redactar consejos y fichas para pacientes',
			categorySlug: 'inteligencia-artificial-farmacia',
			description:
				'Enseña a usar asistentes de inteligencia artificial para preparar borradores de fichas de consejo, carteles y mensajes para pacientes en lenguaje claro. Explica cómo formular las instrucciones, cómo adaptar el texto a distintos públicos y cómo revisarlo antes de entregarlo. La responsabilidad del contenido final sigue siendo del farmacéutico.',
			target: 'professional',
			goals: [
				'Redactar instrucciones precisas para obtener borradores útiles de fichas de consejo.',
				'Adaptar un texto generado a personas mayores, a cuidadores o a pacientes con baja alfabetización en salud.',
				'Contrastar cada dato clínico del borrador con la ficha técnica y otras fuentes fiables.',
				'Asumir la revisión final y la firma profesional de cualquier material entregado al paciente.',
			],
			program: [
				{
					topic: 'Del borrador al material revisado',
					items: [
						{
							name: 'Cómo pedir a un asistente de IA una ficha de consejo clara y bien estructurada',
							type: 'video',
							durationSeconds: 280,
						},
						{
							name: 'Revisión farmacéutica del borrador: datos, tono y advertencias',
							type: 'video',
							durationSeconds: 240,
						},
						{ name: 'Plantilla: instrucciones base para fichas de consejo', type: 'pdf' },
						{ name: 'Test final: IA para redactar consejos a pacientes', type: 'quiz' },
					],
				},
			],
			createdBy: 'c-lucia-ferrer-domingo',
			impartedBy: 'c-lucia-ferrer-domingo',
			createdAt: '2025-03-31',
			updatedAt: '2026-04-13',
			demoExcluded: false,
		},
		{
			id: 3019,
			path: 'uso-seguro-de-asistentes-de-ia-con-datos-de-pacientes',
			name: 'Uso seguro de asistentes de IA con datos de pacientes',
			categorySlug: 'inteligencia-artificial-farmacia',
			description:
				'Establece las reglas para utilizar herramientas de inteligencia artificial en la farmacia sin poner en riesgo los datos de salud de los pacientes. Explica qué información no debe introducirse nunca, cómo anonimizar un caso y qué condiciones debe cumplir una herramienta profesional. Incluye una escena en la que se corrige una mala práctica del equipo.',
			target: 'professional',
			goals: [
				'Identificar qué datos personales y de salud no deben introducirse en asistentes de uso general.',
				'Anonimizar o seudonimizar un caso clínico antes de consultarlo con una herramienta de IA.',
				'Evaluar las condiciones de privacidad y el lugar de tratamiento de los datos de una herramienta antes de adoptarla.',
				'Definir una política interna de uso de la IA para todo el equipo de la farmacia.',
			],
			program: [
				{
					topic: 'Privacidad y herramientas de IA',
					items: [
						{
							name: 'Qué ocurre con lo que escribes en un asistente de IA',
							type: 'video',
							durationSeconds: 230,
						},
						{
							name: 'Anonimizar un caso antes de consultarlo: ejemplos prácticos',
							type: 'video',
							durationSeconds: 250,
						},
					],
				},
				{
					topic: 'Política de la farmacia',
					items: [
						{
							name: 'Escena de mostrador: un compañero va a pegar la receta de un paciente en un chat de IA',
							type: 'counter_scene',
							durationSeconds: 160,
						},
						{
							name: 'Plantilla: política interna de uso de la inteligencia artificial',
							type: 'pdf',
						},
						{ name: 'Test final: uso seguro de la IA con datos de pacientes', type: 'quiz' },
					],
				},
			],
			createdBy: 'c-pablo-herrero-vidal',
			impartedBy: 'c-lucia-ferrer-domingo',
			createdAt: '2025-05-19',
			updatedAt: '2026-08-24',
			demoExcluded: false,
		},
		{
			id: 3020,
			path: 'que-es-la-inteligencia-artificial-generativa-conceptos-basicos-para-la-farmacia',
			name: 'Qué es la inteligencia artificial generativa: conceptos básicos para la farmacia',
			categorySlug: 'inteligencia-artificial-farmacia',
			description:
				'Introducción sin tecnicismos a la inteligencia artificial generativa y a los modelos de lenguaje. Explica cómo generan texto, por qué pueden equivocarse con total seguridad y en qué tareas de la farmacia pueden ser útiles. Pensado para estudiantes que quieren entender la herramienta antes de usarla.',
			target: 'student',
			goals: [
				'Explicar de forma sencilla cómo un modelo de lenguaje genera una respuesta.',
				'Reconocer las alucinaciones y los sesgos como limitaciones propias de estas herramientas.',
				'Identificar tareas de la farmacia en las que la IA puede ayudar y tareas que no debe asumir.',
				'Conocer los principios básicos de la regulación europea sobre inteligencia artificial.',
			],
			program: [
				{
					topic: 'Conceptos básicos',
					items: [
						{
							name: 'Modelos de lenguaje explicados sin fórmulas',
							type: 'video',
							durationSeconds: 260,
						},
						{
							name: 'Alucinaciones, sesgos y fecha de corte: las limitaciones que hay que conocer',
							type: 'video',
							durationSeconds: 220,
						},
						{ name: 'Glosario de inteligencia artificial para farmacia', type: 'pdf' },
						{ name: 'Test final: conceptos básicos de IA generativa', type: 'quiz' },
					],
				},
			],
			createdBy: 'c-lucia-ferrer-domingo',
			impartedBy: 'c-lucia-ferrer-domingo',
			createdAt: '2024-07-08',
			updatedAt: '2025-06-16',
			demoExcluded: false,
		},
		{
			id: 3021,
			path: 'automatizar-pedidos-y-prever-la-demanda-con-herramientas-inteligentes',
			name: 'Automatizar pedidos y prever la demanda con herramientas inteligentes',
			categorySlug: 'inteligencia-artificial-farmacia',
			description:
				'Muestra cómo aprovechar la previsión de demanda y las reglas de pedido automático para reducir faltas y exceso de stock. Explica cómo influyen la estacionalidad, las campañas y los episodios epidémicos en las previsiones. Insiste en la supervisión humana de cada propuesta de pedido, especialmente en medicamentos con problemas de suministro.',
			target: 'professional',
			goals: [
				'Configurar reglas de pedido automático a partir del histórico de ventas y los plazos de entrega.',
				'Ajustar las previsiones a la estacionalidad, las campañas y los picos epidémicos.',
				'Revisar las propuestas automáticas antes de enviarlas, con atención a los medicamentos con problemas de suministro.',
				'Medir el efecto de la automatización en faltas, stock y tiempo dedicado a compras.',
			],
			program: [
				{
					topic: 'Previsión y automatización',
					items: [
						{
							name: 'Cómo funciona una previsión de demanda: histórico, tendencia y estacionalidad',
							type: 'video',
							durationSeconds: 260,
						},
						{
							name: 'Reglas de pedido automático y supervisión del equipo de compras',
							type: 'video',
							durationSeconds: 280,
						},
						{ name: 'Plantilla: revisión semanal de propuestas de pedido', type: 'pdf' },
						{ name: 'Test final: automatización de pedidos y previsión de demanda', type: 'quiz' },
					],
				},
			],
			createdBy: 'c-lucia-ferrer-domingo',
			impartedBy: 'c-ricardo-alonso-pena',
			createdAt: '2026-03-02',
			updatedAt: '2026-09-28',
			demoExcluded: true,
		},
		{
			id: 3022,
			path: 'verificar-las-respuestas-de-la-ia-antes-de-aconsejar-en-el-mostrador',
			name: 'Verificar las respuestas de la IA antes de aconsejar en el mostrador',
			categorySlug: 'inteligencia-artificial-farmacia',
			description:
				'Ofrece un método práctico para comprobar la información que proporciona un asistente de inteligencia artificial antes de trasladarla a un paciente. Enseña a detectar referencias inventadas, dosis incorrectas o contraindicaciones omitidas. Incluye una escena con un cliente que llega con una recomendación obtenida de un chat.',
			target: 'both',
			goals: [
				'Aplicar una lista de comprobación a cualquier respuesta generada por IA sobre medicamentos.',
				'Detectar referencias bibliográficas inventadas y datos de posología erróneos.',
				'Contrastar la información con la ficha técnica y fuentes profesionales reconocidas.',
				'Reconducir con respeto a un cliente que trae una recomendación obtenida de un chat de IA.',
			],
			program: [
				{
					topic: 'Método de verificación',
					items: [
						{
							name: 'Lista de comprobación para respuestas de IA sobre medicamentos',
							type: 'video',
							durationSeconds: 240,
						},
						{
							name: 'Escena de mostrador: un cliente quiere doblar la dosis porque se lo ha dicho un chat',
							type: 'counter_scene',
							durationSeconds: 190,
						},
						{ name: 'Test final: verificación de respuestas de IA', type: 'quiz' },
					],
				},
			],
			createdBy: 'c-lucia-ferrer-domingo',
			impartedBy: 'c-lucia-ferrer-domingo',
			createdAt: '2026-07-06',
			updatedAt: '2026-10-26',
			demoExcluded: false,
		},
	],
};
