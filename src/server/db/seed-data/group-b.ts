/**
 * Demo catalogue, group B: respiratory, digestive, pain and inflammation, and orthopaedics.
 * Fictional experts and courses; no real brands or people.
 */
import type { SeedCategory, SeedCourse, SeedExpert, SeedGroup } from './types';

const categories: SeedCategory[] = [
	{
		id: 5,
		slug: 'respiratorio',
		name: 'Respiratorio',
		position: 5,
		description:
			'Consejo farmacéutico en tos, resfriado, gripe, alergias respiratorias y uso de inhaladores, con criterios claros de derivación al médico.',
	},
	{
		id: 6,
		slug: 'digestivo',
		name: 'Digestivo',
		position: 6,
		description:
			'Atención en el mostrador a las consultas digestivas más frecuentes: acidez, estreñimiento, diarrea y molestias después de las comidas.',
	},
	{
		id: 7,
		slug: 'dolor-e-inflamacion',
		name: 'Dolor e inflamación',
		position: 7,
		description:
			'Uso seguro de analgésicos y antiinflamatorios, medidas no farmacológicas y señales de alarma en los dolores que más se consultan en la farmacia.',
	},
	{
		id: 8,
		slug: 'ortopedia',
		name: 'Ortopedia',
		position: 8,
		description:
			'Selección, toma de medidas y adaptación de los productos de ortopedia y de apoyo que se dispensan en la farmacia.',
	},
];

const experts: SeedExpert[] = [
	{
		slug: 'b-javier-ruiz-campos',
		name: 'Javier Ruiz Campos',
		title: 'Farmacéutico comunitario y especialista en atención respiratoria',
		bio: 'Javier Ruiz Campos es farmacéutico titular de una farmacia en Valladolid desde hace más de quince años. Coordina un servicio de revisión de la técnica de inhalación y de ayuda para dejar de fumar, y colabora con los centros de salud de su zona en programas de educación para pacientes con asma y EPOC.',
	},
	{
		slug: 'b-elena-soto-marquez',
		name: 'Elena Soto Márquez',
		title: 'Médica especialista en neumología',
		bio: 'Elena Soto Márquez es neumóloga en un hospital universitario de Andalucía, donde atiende una consulta monográfica de asma. Participa desde hace años en la formación de farmacéuticos y enfermeras sobre dispositivos de inhalación y adherencia al tratamiento.',
	},
	{
		slug: 'b-marta-iglesias-peral',
		name: 'Marta Iglesias Peral',
		title: 'Médica especialista en aparato digestivo',
		bio: 'Marta Iglesias Peral trabaja como especialista en aparato digestivo en un hospital de Zaragoza, con especial dedicación a la enfermedad por reflujo y a los trastornos funcionales intestinales. Ha impartido numerosos talleres para farmacéuticos comunitarios sobre los signos de alarma digestivos.',
	},
	{
		slug: 'b-carmen-vidal-arroyo',
		name: 'Carmen Vidal Arroyo',
		title: 'Farmacéutica comunitaria y experta en indicación farmacéutica',
		bio: 'Carmen Vidal Arroyo es farmacéutica adjunta en una farmacia de barrio de Valencia y máster en atención farmacéutica. Su trabajo se centra en los protocolos de indicación para síntomas menores y en la seguridad de los analgésicos en pacientes polimedicados.',
	},
	{
		slug: 'b-pablo-navarro-lozano',
		name: 'Pablo Navarro Lozano',
		title: 'Fisioterapeuta especializado en lesiones musculoesqueléticas',
		bio: 'Pablo Navarro Lozano es fisioterapeuta y dirige un centro de fisioterapia deportiva en Murcia. Combina la práctica clínica con la docencia en programas de prevención de lesiones y de educación sobre el dolor lumbar.',
	},
	{
		slug: 'b-lucia-herrero-gil',
		name: 'Lucía Herrero Gil',
		title: 'Técnica superior en ortoprótesis y productos de apoyo',
		bio: 'Lucía Herrero Gil es técnica ortopédica y responsable de la sección de ortopedia de una farmacia en Santander. Lleva más de diez años adaptando ortesis, medias de compresión y ayudas para la marcha, y forma a equipos de farmacia en la toma de medidas.',
	},
];

const courses: SeedCourse[] = [
	// Respiratorio
	{
		id: 2001,
		path: 'tos-seca-y-tos-productiva-como-orientar-el-consejo',
		name: 'Tos seca y tos productiva: cómo orientar el consejo',
		categorySlug: 'respiratorio',
		description:
			'Aprende a distinguir en pocas preguntas una tos seca de una tos productiva y a elegir entre antitusivos, mucolíticos o simples medidas de hidratación. El curso repasa los signos de alarma que obligan a derivar al médico y cómo explicarlos al paciente sin alarmarle.',
		target: 'both',
		goals: [
			'Diferenciar la tos seca irritativa de la tos productiva mediante una entrevista breve en el mostrador.',
			'Explicar por qué no se deben asociar antitusivos con mucolíticos o expectorantes.',
			'Sospechar una tos asociada a medicamentos, como los inhibidores de la enzima convertidora de angiotensina.',
			'Reconocer los signos de alarma (fiebre alta, dificultad respiratoria, sangre en el esputo, tos de más de tres semanas) que requieren derivación.',
			'Adaptar el consejo en niños, embarazadas y pacientes con enfermedades respiratorias crónicas.',
		],
		program: [
			{
				topic: 'Valoración de la tos',
				items: [
					{
						name: 'Preguntas clave para clasificar la tos',
						type: 'video',
						durationSeconds: 240,
					},
					{
						name: 'Antitusivos, mucolíticos y expectorantes: indicaciones y precauciones',
						type: 'video',
						durationSeconds: 300,
					},
				],
			},
			{
				topic: 'Práctica en el mostrador',
				items: [
					{
						name: 'Escena de mostrador: un cliente con tos desde hace tres semanas',
						type: 'counter_scene',
						durationSeconds: 210,
					},
					{ name: 'Test final: tos seca y tos productiva', type: 'quiz' },
				],
			},
		],
		createdBy: 'b-javier-ruiz-campos',
		impartedBy: 'b-javier-ruiz-campos',
		createdAt: '2023-02-14',
		updatedAt: '2024-01-22',
		demoExcluded: false,
	},
	{
		id: 2002,
		path: 'resfriado-comun-frente-a-gripe-claves-para-diferenciarlos',
		name: 'Resfriado común frente a gripe: claves para diferenciarlos',
		categorySlug: 'respiratorio',
		description:
			'Curso de fundamentos que explica cómo se presentan el resfriado común y la gripe y por qué los antibióticos no sirven en ninguno de los dos casos. Incluye el papel de la farmacia en la vacunación antigripal y en la identificación de los pacientes de riesgo.',
		target: 'student',
		goals: [
			'Describir el curso clínico típico del resfriado común y de la gripe.',
			'Distinguir el inicio brusco, la fiebre alta y el malestar general propios de la gripe.',
			'Identificar los grupos de riesgo a los que se recomienda la vacunación antigripal.',
			'Explicar al paciente por qué los antibióticos no están indicados en las infecciones víricas.',
		],
		program: [
			{
				topic: 'Dos infecciones víricas distintas',
				items: [
					{
						name: 'Síntomas y evolución del resfriado común',
						type: 'video',
						durationSeconds: 180,
					},
					{
						name: 'La gripe: inicio, complicaciones y grupos de riesgo',
						type: 'video',
						durationSeconds: 240,
					},
					{
						name: 'Ficha de consejo: tabla comparativa de resfriado y gripe',
						type: 'pdf',
					},
					{ name: 'Test final: resfriado o gripe', type: 'quiz' },
				],
			},
		],
		createdBy: 'b-javier-ruiz-campos',
		impartedBy: 'b-javier-ruiz-campos',
		createdAt: '2023-04-03',
		updatedAt: '2023-04-03',
		demoExcluded: false,
	},
	{
		id: 2003,
		path: 'tecnica-de-inhalacion-paso-a-paso-cartucho-presurizado-y-polvo-seco',
		name: 'Técnica de inhalación paso a paso: cartucho presurizado y polvo seco',
		categorySlug: 'respiratorio',
		description:
			'Una mala técnica de inhalación es una de las causas más frecuentes de mal control del asma y de la EPOC. Este curso muestra, dispositivo a dispositivo, los pasos correctos y los errores más habituales, y enseña a revisar la técnica del paciente en el mostrador en menos de dos minutos.',
		target: 'both',
		goals: [
			'Enumerar los pasos correctos de uso del inhalador de cartucho presurizado con y sin cámara espaciadora.',
			'Explicar la diferencia de inspiración que requieren los dispositivos de polvo seco frente a los de cartucho presurizado.',
			'Detectar los errores de técnica más frecuentes y corregirlos con el propio paciente.',
			'Recordar la importancia de enjuagarse la boca después de inhalar corticoides.',
			'Derivar al médico cuando el paciente refiere un aumento del uso del broncodilatador de rescate.',
		],
		program: [
			{
				topic: 'Dispositivos de inhalación',
				items: [
					{
						name: 'Cartucho presurizado con cámara espaciadora',
						type: 'video',
						durationSeconds: 270,
					},
					{
						name: 'Inhaladores de polvo seco unidosis y multidosis',
						type: 'video',
						durationSeconds: 240,
					},
				],
			},
			{
				topic: 'Revisión de la técnica',
				items: [
					{
						name: 'Escena de mostrador: un paciente que no nota el efecto de su inhalador',
						type: 'counter_scene',
						durationSeconds: 240,
					},
					{
						name: 'Ficha de consejo: pasos para usar el inhalador con cámara',
						type: 'pdf',
					},
					{ name: 'Test final: técnica de inhalación', type: 'quiz' },
				],
			},
		],
		createdBy: 'b-javier-ruiz-campos',
		impartedBy: 'b-elena-soto-marquez',
		createdAt: '2023-06-19',
		updatedAt: '2025-03-10',
		demoExcluded: false,
	},
	{
		id: 2004,
		path: 'rinitis-alergica-estacional-antihistaminicos-y-medidas-de-evitacion',
		name: 'Rinitis alérgica estacional: antihistamínicos y medidas de evitación',
		categorySlug: 'respiratorio',
		description:
			'Repasa cómo reconocer una rinitis alérgica frente a un resfriado, qué antihistamínicos orales de venta libre son preferibles por su menor sedación y qué papel tienen los lavados nasales con solución salina. También aborda cuándo sospechar un asma asociada y derivar al médico o al alergólogo.',
		target: 'both',
		goals: [
			'Diferenciar la rinitis alérgica de la rinitis infecciosa por sus síntomas y su evolución.',
			'Seleccionar un antihistamínico oral teniendo en cuenta la sedación, la edad y la actividad del paciente.',
			'Recomendar medidas de evitación de pólenes y ácaros adaptadas a cada caso.',
			'Identificar la tos con pitos, la conjuntivitis intensa o los síntomas de un solo lado, que requieren derivación.',
		],
		program: [
			{
				topic: 'Reconocer y tratar la rinitis alérgica',
				items: [
					{
						name: 'Síntomas de la rinitis alérgica y diagnóstico diferencial',
						type: 'video',
						durationSeconds: 210,
					},
					{
						name: 'Antihistamínicos orales, colirios y lavados nasales',
						type: 'video',
						durationSeconds: 270,
					},
					{
						name: 'Escena de mostrador: una estudiante con estornudos y picor de ojos en primavera',
						type: 'counter_scene',
						durationSeconds: 180,
					},
					{ name: 'Test final: rinitis alérgica estacional', type: 'quiz' },
				],
			},
		],
		createdBy: 'b-javier-ruiz-campos',
		impartedBy: 'b-elena-soto-marquez',
		createdAt: '2024-03-05',
		updatedAt: '2026-03-02',
		demoExcluded: false,
	},
	{
		id: 2005,
		path: 'deshabituacion-tabaquica-en-la-farmacia-terapia-sustitutiva-con-nicotina-y-seguimiento',
		name: 'Deshabituación tabáquica en la farmacia: terapia sustitutiva con nicotina y seguimiento',
		categorySlug: 'respiratorio',
		description:
			'Dirigido a farmacéuticos y técnicos que quieren ofrecer un servicio estructurado de ayuda para dejar de fumar. Explica cómo valorar la dependencia y la motivación, cómo combinar las formas de terapia sustitutiva con nicotina y cómo organizar las visitas de seguimiento, con criterios claros para derivar a la unidad de tabaquismo o al médico.',
		target: 'professional',
		goals: [
			'Valorar el grado de dependencia a la nicotina y la fase de motivación del fumador.',
			'Aplicar técnicas básicas de entrevista motivacional en una conversación breve.',
			'Ajustar la dosis de terapia sustitutiva con nicotina y combinar parches con formas de liberación rápida.',
			'Prevenir y manejar los síntomas de abstinencia y el aumento de peso.',
			'Derivar al médico a embarazadas, pacientes con enfermedad cardiovascular reciente y candidatos a tratamientos que requieren receta.',
		],
		program: [
			{
				topic: 'Valoración del fumador',
				items: [
					{
						name: 'Dependencia, motivación y elección del día D',
						type: 'video',
						durationSeconds: 240,
					},
				],
			},
			{
				topic: 'Tratamiento y seguimiento',
				items: [
					{
						name: 'Parches, chicles y comprimidos de nicotina: cómo combinarlos',
						type: 'video',
						durationSeconds: 300,
					},
					{
						name: 'Escena de mostrador: un fumador que ha recaído a las dos semanas',
						type: 'counter_scene',
						durationSeconds: 240,
					},
					{
						name: 'Ficha de consejo: calendario de seguimiento del primer trimestre',
						type: 'pdf',
					},
					{ name: 'Test final: deshabituación tabáquica', type: 'quiz' },
				],
			},
		],
		createdBy: 'b-javier-ruiz-campos',
		impartedBy: 'b-javier-ruiz-campos',
		createdAt: '2024-09-23',
		updatedAt: '2025-11-04',
		demoExcluded: true,
	},
	{
		id: 2006,
		path: 'dolor-de-garganta-y-congestion-nasal-alivio-sintomatico-y-cuando-derivar',
		name: 'Dolor de garganta y congestión nasal: alivio sintomático y cuándo derivar',
		categorySlug: 'respiratorio',
		description:
			'Curso introductorio sobre dos de las consultas más frecuentes del invierno. Explica qué productos alivian el dolor de garganta y la congestión, por qué los descongestionantes nasales tópicos no deben usarse más de unos pocos días y qué síntomas indican que el paciente necesita ver al médico.',
		target: 'student',
		goals: [
			'Describir las causas más habituales del dolor de garganta y de la congestión nasal.',
			'Explicar el riesgo de congestión de rebote con el uso prolongado de descongestionantes nasales tópicos.',
			'Reconocer las precauciones de los descongestionantes orales en pacientes con hipertensión.',
			'Identificar los signos que sugieren una faringoamigdalitis bacteriana u otra complicación y requieren derivación.',
		],
		program: [
			{
				topic: 'Alivio de los síntomas',
				items: [
					{
						name: 'Comprimidos para chupar, colutorios y analgésicos en el dolor de garganta',
						type: 'video',
						durationSeconds: 210,
					},
					{
						name: 'Descongestionantes nasales: tópicos, orales y efecto rebote',
						type: 'video',
						durationSeconds: 210,
					},
					{
						name: 'Test final: dolor de garganta y congestión nasal',
						type: 'quiz',
					},
				],
			},
		],
		createdBy: 'b-javier-ruiz-campos',
		impartedBy: 'b-javier-ruiz-campos',
		createdAt: '2025-10-13',
		updatedAt: '2025-12-01',
		demoExcluded: false,
	},

	// Digestivo
	{
		id: 2007,
		path: 'acidez-y-reflujo-antiacidos-alginatos-y-signos-de-alarma',
		name: 'Acidez y reflujo: antiácidos, alginatos y signos de alarma',
		categorySlug: 'digestivo',
		description:
			'Aprende a valorar al paciente que pide algo para el ardor de estómago: frecuencia de los síntomas, relación con las comidas y con otros medicamentos, y signos de alarma. El curso compara antiácidos, alginatos y omeprazol de venta libre e incluye las medidas higiénico-dietéticas que más ayudan.',
		target: 'both',
		goals: [
			'Identificar los síntomas típicos del reflujo gastroesofágico y los factores que lo agravan.',
			'Elegir entre antiácidos, alginatos e inhibidores de la bomba de protones de venta libre según la frecuencia de los síntomas.',
			'Recordar las interacciones de los antiácidos con otros medicamentos y la separación horaria necesaria.',
			'Derivar al médico ante dificultad para tragar, pérdida de peso, vómitos, sangrado o síntomas que persisten pese al tratamiento.',
		],
		program: [
			{
				topic: 'Valoración y tratamiento',
				items: [
					{
						name: 'Ardor, regurgitación y factores desencadenantes',
						type: 'video',
						durationSeconds: 210,
					},
					{
						name: 'Antiácidos, alginatos y omeprazol de venta libre',
						type: 'video',
						durationSeconds: 270,
					},
				],
			},
			{
				topic: 'Consejo en el mostrador',
				items: [
					{
						name: 'Escena de mostrador: un hombre de 58 años con un ardor que ya no cede',
						type: 'counter_scene',
						durationSeconds: 240,
					},
					{
						name: 'Ficha de consejo: medidas higiénico-dietéticas frente al reflujo',
						type: 'pdf',
					},
					{ name: 'Test final: acidez y reflujo', type: 'quiz' },
				],
			},
		],
		createdBy: 'b-marta-iglesias-peral',
		impartedBy: 'b-marta-iglesias-peral',
		createdAt: '2023-03-27',
		updatedAt: '2024-06-17',
		demoExcluded: false,
	},
	{
		id: 2008,
		path: 'estrenimiento-en-adultos-fibra-laxantes-y-habitos',
		name: 'Estreñimiento en adultos: fibra, laxantes y hábitos',
		categorySlug: 'digestivo',
		description:
			'Repasa los tipos de laxantes disponibles en la farmacia, cómo actúan y en qué situaciones es preferible cada uno. Insiste en la base del tratamiento, que son la fibra, el agua y la actividad física, y en los cambios del ritmo intestinal que debe valorar un médico.',
		target: 'both',
		goals: [
			'Clasificar los laxantes en formadores de masa, osmóticos, estimulantes y emolientes.',
			'Recomendar un aumento progresivo de la fibra acompañado de una ingesta suficiente de líquidos.',
			'Advertir de los riesgos del uso crónico de laxantes estimulantes sin control médico.',
			'Identificar el estreñimiento causado por medicamentos como los opioides, los suplementos de hierro o los anticolinérgicos.',
			'Derivar ante sangre en las heces, pérdida de peso o un cambio reciente del ritmo intestinal en mayores de 50 años.',
		],
		program: [
			{
				topic: 'Causas y tratamiento',
				items: [
					{
						name: 'Por qué aparece el estreñimiento y qué fármacos lo favorecen',
						type: 'video',
						durationSeconds: 180,
					},
					{
						name: 'Tipos de laxantes y cómo elegirlos',
						type: 'video',
						durationSeconds: 270,
					},
					{
						name: 'Escena de mostrador: una clienta que toma laxantes a diario desde hace meses',
						type: 'counter_scene',
						durationSeconds: 210,
					},
					{ name: 'Test final: estreñimiento en adultos', type: 'quiz' },
				],
			},
		],
		createdBy: 'b-carmen-vidal-arroyo',
		impartedBy: 'b-carmen-vidal-arroyo',
		createdAt: '2023-09-11',
		updatedAt: '2024-02-05',
		demoExcluded: false,
	},
	{
		id: 2009,
		path: 'diarrea-del-viajero-prevencion-rehidratacion-y-botiquin',
		name: 'Diarrea del viajero: prevención, rehidratación y botiquín',
		categorySlug: 'digestivo',
		description:
			'Prepara al equipo para aconsejar a quien viaja a destinos con riesgo de diarrea: higiene del agua y de los alimentos, sales de rehidratación oral y uso prudente de antidiarreicos. Incluye cómo montar un botiquín de viaje y cuándo remitir a un centro de vacunación internacional.',
		target: 'both',
		goals: [
			'Explicar las medidas de higiene del agua y de los alimentos que reducen el riesgo de diarrea del viajero.',
			'Recomendar soluciones de rehidratación oral y explicar cómo prepararlas y tomarlas.',
			'Indicar cuándo no debe usarse loperamida, por ejemplo en presencia de fiebre o de sangre en las heces.',
			'Orientar la preparación de un botiquín de viaje adaptado al destino y al viajero.',
			'Remitir al centro de vacunación internacional o al médico cuando el viaje o el paciente lo requieran.',
		],
		program: [
			{
				topic: 'Antes del viaje',
				items: [
					{
						name: 'Agua, alimentos y medidas de prevención en destino',
						type: 'video',
						durationSeconds: 210,
					},
					{
						name: 'Ficha de consejo: botiquín básico para viajes de riesgo',
						type: 'pdf',
					},
				],
			},
			{
				topic: 'Durante el viaje',
				items: [
					{
						name: 'Rehidratación oral y uso prudente de antidiarreicos',
						type: 'video',
						durationSeconds: 240,
					},
					{
						name: 'Escena de mostrador: una pareja que viaja al sudeste asiático',
						type: 'counter_scene',
						durationSeconds: 180,
					},
					{ name: 'Test final: diarrea del viajero', type: 'quiz' },
				],
			},
		],
		createdBy: 'b-marta-iglesias-peral',
		impartedBy: 'b-carmen-vidal-arroyo',
		createdAt: '2024-05-20',
		updatedAt: '2026-06-08',
		demoExcluded: true,
	},
	{
		id: 2010,
		path: 'gases-y-digestiones-pesadas-fundamentos-del-consejo-en-el-mostrador',
		name: 'Gases y digestiones pesadas: fundamentos del consejo en el mostrador',
		categorySlug: 'digestivo',
		description:
			'Curso básico que explica por qué aparecen la flatulencia, la hinchazón abdominal y la sensación de digestión pesada, y qué hábitos las mejoran. Presenta los productos de uso habitual, como la simeticona o el carbón activado, con sus precauciones, y los síntomas que nunca deben tratarse sin consultar.',
		target: 'student',
		goals: [
			'Describir los mecanismos que producen gases e hinchazón abdominal.',
			'Recomendar hábitos como comer despacio, evitar las bebidas con gas y moderar los alimentos flatulentos.',
			'Conocer las precauciones del carbón activado por su interferencia con la absorción de otros medicamentos.',
			'Reconocer síntomas de alarma como el dolor intenso, la pérdida de peso o los cambios en el ritmo intestinal.',
		],
		program: [
			{
				topic: 'Molestias digestivas leves',
				items: [
					{
						name: 'Flatulencia, hinchazón y dispepsia: qué son',
						type: 'video',
						durationSeconds: 180,
					},
					{
						name: 'Hábitos y productos para aliviar los gases',
						type: 'video',
						durationSeconds: 210,
					},
					{
						name: 'Escena de mostrador: un cliente hinchado después de cada comida',
						type: 'counter_scene',
						durationSeconds: 150,
					},
					{ name: 'Test final: gases y digestiones pesadas', type: 'quiz' },
				],
			},
		],
		createdBy: 'b-carmen-vidal-arroyo',
		impartedBy: 'b-carmen-vidal-arroyo',
		createdAt: '2025-02-17',
		updatedAt: '2025-02-17',
		demoExcluded: false,
	},
	{
		id: 2011,
		path: 'diarrea-aguda-infantil-rehidratacion-oral-y-criterios-de-derivacion',
		name: 'Diarrea aguda infantil: rehidratación oral y criterios de derivación',
		categorySlug: 'digestivo',
		description:
			'Actualiza el manejo de la diarrea aguda en niños desde la farmacia: valoración de la deshidratación, uso correcto de las soluciones de rehidratación oral y mantenimiento de la alimentación. Deja claro qué no se debe recomendar y qué situaciones exigen una valoración pediátrica sin demora.',
		target: 'professional',
		goals: [
			'Valorar los signos de deshidratación en lactantes y niños pequeños a partir de las preguntas a los padres.',
			'Explicar la administración de las soluciones de rehidratación oral en tomas pequeñas y frecuentes.',
			'Desaconsejar los refrescos, las bebidas para deportistas y los remedios caseros como sustitutos de la rehidratación oral.',
			'Recordar que los antidiarreicos no deben darse a niños sin indicación médica.',
			'Derivar al pediatra a los lactantes pequeños y a los niños con sangre en las heces, fiebre alta, vómitos persistentes o decaimiento.',
		],
		program: [
			{
				topic: 'Valoración del niño',
				items: [
					{
						name: 'Signos de deshidratación que los padres pueden observar',
						type: 'video',
						durationSeconds: 240,
					},
				],
			},
			{
				topic: 'Tratamiento y derivación',
				items: [
					{
						name: 'Rehidratación oral y realimentación precoz',
						type: 'video',
						durationSeconds: 240,
					},
					{
						name: 'Escena de mostrador: una madre con un bebé de diez meses con diarrea',
						type: 'counter_scene',
						durationSeconds: 210,
					},
					{ name: 'Test final: diarrea aguda infantil', type: 'quiz' },
				],
			},
		],
		createdBy: 'b-marta-iglesias-peral',
		impartedBy: 'b-marta-iglesias-peral',
		createdAt: '2026-01-19',
		updatedAt: '2026-04-13',
		demoExcluded: false,
	},

	// Dolor e inflamación
	{
		id: 2012,
		path: 'dolor-de-cabeza-analgesicos-de-venta-libre-y-cuando-derivar',
		name: 'Dolor de cabeza: analgésicos de venta libre y cuándo derivar',
		categorySlug: 'dolor-e-inflamacion',
		description:
			'Enseña a distinguir la cefalea tensional de la migraña con unas pocas preguntas y a elegir el analgésico adecuado para cada paciente. Presta especial atención a la cefalea por uso excesivo de analgésicos y a las señales de alarma que obligan a derivar con urgencia.',
		target: 'both',
		goals: [
			'Diferenciar por sus características la cefalea tensional y la migraña.',
			'Seleccionar paracetamol, ibuprofeno u otro analgésico según la edad, el embarazo y las enfermedades del paciente.',
			'Advertir del riesgo de cefalea por uso excesivo de medicación cuando se toman analgésicos muchos días al mes.',
			'Reconocer las señales de alarma (dolor súbito e intenso, fiebre con rigidez de nuca, alteraciones neurológicas, traumatismo previo) que requieren atención urgente.',
		],
		program: [
			{
				topic: 'Tipos de cefalea',
				items: [
					{
						name: 'Cefalea tensional y migraña: cómo distinguirlas',
						type: 'video',
						durationSeconds: 240,
					},
					{
						name: 'Señales de alarma en el dolor de cabeza',
						type: 'video',
						durationSeconds: 180,
					},
				],
			},
			{
				topic: 'Consejo analgésico',
				items: [
					{
						name: 'Escena de mostrador: una clienta que toma analgésicos casi a diario',
						type: 'counter_scene',
						durationSeconds: 240,
					},
					{
						name: 'Ficha de consejo: diario de cefaleas para el paciente',
						type: 'pdf',
					},
					{ name: 'Test final: dolor de cabeza', type: 'quiz' },
				],
			},
		],
		createdBy: 'b-carmen-vidal-arroyo',
		impartedBy: 'b-carmen-vidal-arroyo',
		createdAt: '2023-05-08',
		updatedAt: '2025-01-20',
		demoExcluded: false,
	},
	{
		id: 2013,
		path: 'dolor-muscular-y-contracturas-antiinflamatorios-topicos-frio-y-calor',
		name: 'Dolor muscular y contracturas: antiinflamatorios tópicos, frío y calor',
		categorySlug: 'dolor-e-inflamacion',
		description:
			'Explica cuándo aplicar frío y cuándo calor, cómo usar correctamente los antiinflamatorios tópicos y qué pautas sencillas de actividad pueden recomendarse. Incluye las precauciones de fotosensibilidad de algunos geles y los casos en los que hay que derivar al médico o al fisioterapeuta.',
		target: 'both',
		goals: [
			'Distinguir una contractura o sobrecarga de una lesión que requiere valoración médica.',
			'Indicar cuándo es preferible aplicar frío y cuándo calor local.',
			'Explicar la aplicación correcta de los antiinflamatorios tópicos y sus precauciones, como la fotosensibilidad del ketoprofeno.',
			'Recomendar pautas sencillas de actividad y estiramientos suaves adaptados al paciente.',
			'Derivar ante deformidad, hematoma importante, imposibilidad de apoyar o dolor que no mejora en una semana.',
		],
		program: [
			{
				topic: 'Del mecanismo de la lesión al consejo',
				items: [
					{
						name: 'Contracturas, sobrecargas y lesiones agudas',
						type: 'video',
						durationSeconds: 210,
					},
					{
						name: 'Frío, calor y antiinflamatorios tópicos: cómo usarlos',
						type: 'video',
						durationSeconds: 270,
					},
					{
						name: 'Escena de mostrador: un corredor con dolor en el gemelo tras una carrera',
						type: 'counter_scene',
						durationSeconds: 180,
					},
					{ name: 'Test final: dolor muscular y contracturas', type: 'quiz' },
				],
			},
		],
		createdBy: 'b-carmen-vidal-arroyo',
		impartedBy: 'b-pablo-navarro-lozano',
		createdAt: '2023-11-06',
		updatedAt: '2024-10-07',
		demoExcluded: false,
	},
	{
		id: 2014,
		path: 'fundamentos-del-dolor-tipos-escalas-y-escalera-analgesica',
		name: 'Fundamentos del dolor: tipos, escalas y escalera analgésica',
		categorySlug: 'dolor-e-inflamacion',
		description:
			'Curso de base para estudiantes que explica qué es el dolor, cómo se clasifica y cómo se mide con escalas sencillas. Presenta la escalera analgésica de la OMS y el lugar que ocupan los analgésicos sin receta y los que requieren prescripción.',
		target: 'student',
		goals: [
			'Definir el dolor agudo y el dolor crónico y explicar sus diferencias.',
			'Distinguir el dolor nociceptivo, el neuropático y el inflamatorio.',
			'Utilizar escalas sencillas de intensidad, como la escala visual analógica o la numérica.',
			'Describir los escalones de la escalera analgésica de la OMS y los grupos de fármacos de cada uno.',
		],
		program: [
			{
				topic: 'Qué es el dolor',
				items: [
					{
						name: 'Dolor agudo, crónico, nociceptivo y neuropático',
						type: 'video',
						durationSeconds: 240,
					},
					{
						name: 'Cómo medir la intensidad del dolor',
						type: 'video',
						durationSeconds: 150,
					},
				],
			},
			{
				topic: 'Tratamiento escalonado',
				items: [
					{
						name: 'La escalera analgésica de la OMS',
						type: 'video',
						durationSeconds: 210,
					},
					{ name: 'Test final: fundamentos del dolor', type: 'quiz' },
				],
			},
		],
		createdBy: 'b-carmen-vidal-arroyo',
		impartedBy: 'b-carmen-vidal-arroyo',
		createdAt: '2024-07-15',
		updatedAt: '2024-07-15',
		demoExcluded: false,
	},
	{
		id: 2015,
		path: 'dolor-menstrual-analgesia-calor-local-y-cuando-consultar-al-ginecologo',
		name: 'Dolor menstrual: analgesia, calor local y cuándo consultar al ginecólogo',
		categorySlug: 'dolor-e-inflamacion',
		description:
			'Aborda la dismenorrea primaria desde el mostrador: cómo y cuándo tomar los antiinflamatorios para que sean eficaces, qué medidas no farmacológicas ayudan y cómo hablar del tema con naturalidad. También señala los síntomas que hacen sospechar una causa secundaria, como la endometriosis.',
		target: 'both',
		goals: [
			'Diferenciar la dismenorrea primaria de la secundaria a partir de la edad de inicio y las características del dolor.',
			'Explicar la pauta de antiinflamatorios iniciada al comienzo del dolor o del sangrado.',
			'Recomendar medidas complementarias como el calor local y el ejercicio físico regular.',
			'Derivar a consulta médica ante un dolor que empeora con los años, sangrado muy abundante, dolor fuera de la menstruación o dolor en las relaciones sexuales.',
		],
		program: [
			{
				topic: 'Dismenorrea en la farmacia',
				items: [
					{
						name: 'Dismenorrea primaria y secundaria',
						type: 'video',
						durationSeconds: 210,
					},
					{
						name: 'Escena de mostrador: una joven que falta a clase cada mes por el dolor de regla',
						type: 'counter_scene',
						durationSeconds: 210,
					},
					{
						name: 'Ficha de consejo: pautas para aliviar el dolor menstrual',
						type: 'pdf',
					},
					{ name: 'Test final: dolor menstrual', type: 'quiz' },
				],
			},
		],
		createdBy: 'b-carmen-vidal-arroyo',
		impartedBy: 'b-carmen-vidal-arroyo',
		createdAt: '2025-05-26',
		updatedAt: '2026-02-09',
		demoExcluded: false,
	},
	{
		id: 2016,
		path: 'analgesicos-y-antiinflamatorios-en-pacientes-polimedicados-interacciones-y-precauciones',
		name: 'Analgésicos y antiinflamatorios en pacientes polimedicados: interacciones y precauciones',
		categorySlug: 'dolor-e-inflamacion',
		description:
			'Curso avanzado para el farmacéutico y el técnico que atienden a pacientes mayores o con varias enfermedades crónicas. Revisa las interacciones de los AINE con anticoagulantes, antihipertensivos y diuréticos, los límites de dosis del paracetamol y cómo documentar y comunicar una intervención al médico.',
		target: 'professional',
		goals: [
			'Identificar a los pacientes con mayor riesgo de efectos adversos por AINE: mayores y personas con insuficiencia renal, cardiopatía o antecedentes de úlcera.',
			'Reconocer el riesgo para la función renal de asociar AINE con diuréticos e inhibidores del sistema renina-angiotensina.',
			'Valorar el riesgo de sangrado de los AINE junto con anticoagulantes, antiagregantes o inhibidores selectivos de la recaptación de serotonina.',
			'Recordar la dosis máxima diaria de paracetamol y sus precauciones en hepatopatía y consumo de alcohol.',
			'Comunicar al médico una incidencia relacionada con la medicación de forma clara y documentada.',
		],
		program: [
			{
				topic: 'Interacciones de riesgo',
				items: [
					{
						name: 'AINE, riñón y tensión arterial',
						type: 'video',
						durationSeconds: 270,
					},
					{
						name: 'AINE y riesgo hemorrágico',
						type: 'video',
						durationSeconds: 240,
					},
				],
			},
			{
				topic: 'Intervención farmacéutica',
				items: [
					{
						name: 'Escena de mostrador: un paciente anticoagulado que pide algo para la rodilla',
						type: 'counter_scene',
						durationSeconds: 240,
					},
					{
						name: 'Ficha de consejo: comprobaciones antes de dispensar un AINE',
						type: 'pdf',
					},
					{
						name: 'Test final: analgesia en el paciente polimedicado',
						type: 'quiz',
					},
				],
			},
		],
		createdBy: 'b-carmen-vidal-arroyo',
		impartedBy: 'b-carmen-vidal-arroyo',
		createdAt: '2026-06-22',
		updatedAt: '2026-11-09',
		demoExcluded: true,
	},

	// Ortopedia
	{
		id: 2017,
		path: 'introduccion-a-la-ortopedia-en-la-farmacia-productos-de-apoyo-y-ayudas-para-la-marcha',
		name: 'Introducción a la ortopedia en la farmacia: productos de apoyo y ayudas para la marcha',
		categorySlug: 'ortopedia',
		description:
			'Curso de iniciación que presenta los productos de ortopedia más habituales en la farmacia. Explica la diferencia entre los productos estándar y los que necesitan adaptación individual por un profesional cualificado, y cómo ajustar correctamente un bastón o un andador.',
		target: 'student',
		goals: [
			'Clasificar los productos de ortopedia más frecuentes en la farmacia: ayudas para la marcha, ortesis, medias de compresión y productos para el baño.',
			'Distinguir los productos que se dispensan sin adaptación de los que requieren adaptación individualizada por un profesional cualificado.',
			'Ajustar la altura de un bastón y enseñar al paciente en qué mano debe llevarlo.',
			'Reconocer cuándo un usuario necesita una valoración más completa de su movilidad.',
		],
		program: [
			{
				topic: 'El área de ortopedia',
				items: [
					{
						name: 'Qué productos de ortopedia se encuentran en una farmacia',
						type: 'video',
						durationSeconds: 210,
					},
				],
			},
			{
				topic: 'Ayudas para la marcha',
				items: [
					{
						name: 'Bastones, muletas y andadores: elección y ajuste',
						type: 'video',
						durationSeconds: 270,
					},
					{
						name: 'Escena de mostrador: una hija que busca un andador para su madre',
						type: 'counter_scene',
						durationSeconds: 180,
					},
					{ name: 'Test final: introducción a la ortopedia', type: 'quiz' },
				],
			},
		],
		createdBy: 'b-lucia-herrero-gil',
		impartedBy: 'b-lucia-herrero-gil',
		createdAt: '2023-08-28',
		updatedAt: '2024-04-15',
		demoExcluded: false,
	},
	{
		id: 2018,
		path: 'medias-de-compresion-grados-indicaciones-y-toma-de-medidas',
		name: 'Medias de compresión: grados, indicaciones y toma de medidas',
		categorySlug: 'ortopedia',
		description:
			'Explica los distintos grados de compresión, en qué situaciones se recomiendan y cuándo están contraindicados. Enseña a tomar las medidas del tobillo, la pantorrilla y el muslo en el momento adecuado del día y a explicar al paciente cómo ponerse y cuidar las medias.',
		target: 'both',
		goals: [
			'Diferenciar las medias de compresión preventiva de las terapéuticas y sus grados de compresión.',
			'Identificar indicaciones habituales como la insuficiencia venosa, los viajes largos o el embarazo.',
			'Reconocer contraindicaciones como la arteriopatía periférica avanzada o la insuficiencia cardiaca descompensada.',
			'Tomar correctamente las medidas de la pierna, preferiblemente por la mañana y sin edema.',
			'Enseñar al paciente a colocarse las medias y a detectar signos de mala tolerancia.',
		],
		program: [
			{
				topic: 'Indicación',
				items: [
					{
						name: 'Grados de compresión, indicaciones y contraindicaciones',
						type: 'video',
						durationSeconds: 240,
					},
				],
			},
			{
				topic: 'Toma de medidas y adaptación',
				items: [
					{
						name: 'Cómo medir tobillo, pantorrilla y muslo',
						type: 'video',
						durationSeconds: 240,
					},
					{
						name: 'Escena de mostrador: una clienta con piernas cansadas que viaja en avión',
						type: 'counter_scene',
						durationSeconds: 180,
					},
					{
						name: 'Ficha de consejo: cómo ponerse y cuidar las medias de compresión',
						type: 'pdf',
					},
					{ name: 'Test final: medias de compresión', type: 'quiz' },
				],
			},
		],
		createdBy: 'b-lucia-herrero-gil',
		impartedBy: 'b-lucia-herrero-gil',
		createdAt: '2024-01-15',
		updatedAt: '2025-06-30',
		demoExcluded: false,
	},
	{
		id: 2019,
		path: 'plantillas-y-calzado-consejo-ante-el-dolor-de-pies',
		name: 'Plantillas y calzado: consejo ante el dolor de pies',
		categorySlug: 'ortopedia',
		description:
			'Repasa las causas más comunes del dolor de pies que llegan a la farmacia, como la fascitis plantar o la metatarsalgia, y cómo orientar la elección de calzado y de plantillas prefabricadas. Aclara cuándo una plantilla estándar no basta y el paciente debe acudir al podólogo o al médico, con especial atención al pie diabético.',
		target: 'both',
		goals: [
			'Reconocer los síntomas típicos de la fascitis plantar, la metatarsalgia y el pie plano flexible.',
			'Describir las características de un calzado adecuado para el uso diario y para caminar.',
			'Orientar la elección entre taloneras, almohadillas metatarsales y plantillas prefabricadas.',
			'Derivar al podólogo o al médico a las personas con diabetes, deformidades importantes o dolor persistente.',
		],
		program: [
			{
				topic: 'El pie que duele',
				items: [
					{
						name: 'Dolor en el talón y en la planta del pie',
						type: 'video',
						durationSeconds: 210,
					},
					{
						name: 'Calzado, taloneras y plantillas prefabricadas',
						type: 'video',
						durationSeconds: 240,
					},
					{
						name: 'Escena de mostrador: un camarero con dolor en el talón al levantarse',
						type: 'counter_scene',
						durationSeconds: 180,
					},
					{ name: 'Test final: plantillas y calzado', type: 'quiz' },
				],
			},
		],
		createdBy: 'b-lucia-herrero-gil',
		impartedBy: 'b-lucia-herrero-gil',
		createdAt: '2025-03-31',
		updatedAt: '2026-05-18',
		demoExcluded: true,
	},
	{
		id: 2020,
		path: 'fajas-lumbares-indicacion-adaptacion-y-uso-temporal',
		name: 'Fajas lumbares: indicación, adaptación y uso temporal',
		categorySlug: 'ortopedia',
		description:
			'Curso para profesionales que dispensan fajas y ortesis lumbares en la farmacia. Explica en qué casos pueden ayudar, por qué su uso debe ser temporal y combinado con actividad física, y cómo elegir la talla y comprobar el ajuste. Incluye las señales de alarma del dolor lumbar que exigen derivación médica.',
		target: 'professional',
		goals: [
			'Identificar las situaciones en que una faja lumbar puede aportar alivio, como la lumbalgia aguda inespecífica o determinados esfuerzos laborales.',
			'Explicar al paciente que la faja debe usarse de forma temporal y acompañada de ejercicio para no debilitar la musculatura.',
			'Elegir la talla según las tablas del fabricante y comprobar la colocación y el ajuste.',
			'Reconocer las señales de alarma del dolor lumbar: pérdida de fuerza, alteraciones urinarias, fiebre, traumatismo o dolor nocturno persistente.',
		],
		program: [
			{
				topic: 'Lumbalgia y ortesis',
				items: [
					{
						name: 'Lumbalgia inespecífica y señales de alarma',
						type: 'video',
						durationSeconds: 240,
					},
					{
						name: 'Tipos de fajas y ortesis lumbares',
						type: 'video',
						durationSeconds: 180,
					},
				],
			},
			{
				topic: 'Adaptación',
				items: [
					{
						name: 'Escena de mostrador: un repartidor que quiere una faja para toda la jornada',
						type: 'counter_scene',
						durationSeconds: 210,
					},
					{ name: 'Test final: fajas lumbares', type: 'quiz' },
				],
			},
		],
		createdBy: 'b-pablo-navarro-lozano',
		impartedBy: 'b-pablo-navarro-lozano',
		createdAt: '2025-11-24',
		updatedAt: '2026-07-06',
		demoExcluded: false,
	},
	{
		id: 2021,
		path: 'toma-de-medidas-en-ortopedia-munequeras-rodilleras-y-tobilleras',
		name: 'Toma de medidas en ortopedia: muñequeras, rodilleras y tobilleras',
		categorySlug: 'ortopedia',
		description:
			'Guía práctica para medir y adaptar las ortesis de articulaciones que se dispensan con más frecuencia. Muestra los puntos de referencia de cada medida, cómo evitar los errores que llevan a elegir una talla incorrecta y cómo comprobar que la ortesis no comprime en exceso.',
		target: 'professional',
		goals: [
			'Localizar los puntos anatómicos de referencia para medir la muñeca, la rodilla y el tobillo.',
			'Utilizar la cinta métrica sin apretar y trasladar la medida a la tabla de tallas del fabricante.',
			'Comprobar el ajuste de la ortesis con el paciente en reposo y en movimiento.',
			'Explicar los signos de compresión excesiva, como hormigueo, cambios de coloración o aumento de la hinchazón.',
		],
		program: [
			{
				topic: 'Medir y ajustar',
				items: [
					{
						name: 'Medidas de muñeca y tobillo',
						type: 'video',
						durationSeconds: 210,
					},
					{
						name: 'Medidas de rodilla y comprobación del ajuste',
						type: 'video',
						durationSeconds: 240,
					},
					{
						name: 'Escena de mostrador: una jugadora de pádel que pide una rodillera',
						type: 'counter_scene',
						durationSeconds: 180,
					},
					{
						name: 'Ficha de consejo: puntos de medida de las ortesis más habituales',
						type: 'pdf',
					},
					{ name: 'Test final: toma de medidas en ortopedia', type: 'quiz' },
				],
			},
		],
		createdBy: 'b-lucia-herrero-gil',
		impartedBy: 'b-lucia-herrero-gil',
		createdAt: '2026-10-05',
		updatedAt: '2026-10-26',
		demoExcluded: false,
	},
];

export const groupB: SeedGroup = { categories, experts, courses };
