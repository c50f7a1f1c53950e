/** Final quizzes of the demo catalogue's group C (issue #6): 3–5 questions per course, pass mark 80 %. */
import type { SeedCourseQuiz } from './types';

export const quizzesC: SeedCourseQuiz[] = [
	// ── Veterinaria ────────────────────────────────────────────────────────────
	{
		courseId: 3001,
		questions: [
			{
				prompt: '¿Por qué no debe aplicarse a un gato una pipeta para perros a base de permetrina?',
				options: [
					'Porque la dosis pensada para un perro es demasiado baja y el gato quedaría sin protección',
					'Porque el gato elimina muy mal la permetrina y puede sufrir temblores y convulsiones',
					'Porque el pelo denso del gato impide que el producto llegue a la piel y se reparta',
					'Porque la permetrina solo actúa frente a mosquitos y el gato sufre sobre todo pulgas',
				],
				answer: 1,
				explanation:
					'El gato tiene una capacidad de glucuronidación muy limitada, por lo que la permetrina concentrada de muchas pipetas para perros le provoca una intoxicación neurológica grave.',
			},
			{
				prompt:
					'¿Qué dato es imprescindible para elegir la presentación de una pipeta o de un comprimido antiparasitario?',
				options: [
					'La raza del animal',
					'El color y la longitud del pelo',
					'El peso actual del animal',
					'El sexo del animal',
				],
				answer: 2,
				explanation:
					'Los antiparasitarios se presentan por tramos de peso, y una presentación equivocada puede resultar ineficaz o tóxica.',
			},
			{
				prompt: '¿Qué parásito externo transmite la leishmaniosis canina?',
				options: ['La pulga', 'La garrapata', 'El piojo', 'El flebotomo'],
				answer: 3,
				explanation:
					'La leishmaniosis se transmite por la picadura de flebotomos hembra, por lo que la prevención se basa en repelentes durante su época de actividad y en valorar la vacunación con el veterinario.',
			},
			{
				prompt:
					'¿Qué limitación tienen los comprimidos antiparasitarios de la familia de las isoxazolinas (como fluralaner o afoxolaner) frente a la leishmaniosis?',
				options: [
					'No repelen a los flebotomos, así que no evitan la picadura que transmite la enfermedad',
					'No actúan frente a pulgas ni garrapatas, solo frente a los parásitos internos',
					'Solo están autorizados en gatos y nunca pueden administrarse a perros',
					'Hay que darlos a diario durante toda la temporada de flebotomos para que sean eficaces',
				],
				answer: 0,
				explanation:
					'Estos comprimidos actúan cuando el parásito pica y se alimenta, pero no tienen efecto repelente, por lo que frente a los flebotomos hay que añadir un collar o una pipeta repelente.',
			},
		],
	},
	{
		courseId: 3002,
		questions: [
			{
				prompt:
					'¿Qué tipo de producto es un champú cosmético para perros sin ninguna indicación terapéutica?',
				options: [
					'Un medicamento veterinario sujeto a receta, porque se aplica sobre la piel',
					'Un medicamento veterinario sin receta, como los antiparasitarios externos',
					'Un producto de higiene o cosmética animal, no un medicamento',
					'Un medicamento de uso humano adaptado a la piel de los animales',
				],
				answer: 2,
				explanation:
					'Un producto que solo limpia o cuida el pelo, sin reivindicar prevenir ni tratar enfermedades, no es un medicamento veterinario sino un producto de cuidado animal.',
			},
			{
				prompt: '¿Qué datos deben figurar en una receta veterinaria?',
				options: [
					'La identificación del animal, los datos de su responsable y los del veterinario que prescribe',
					'Solo el nombre del medicamento y la firma del propietario que lo solicita en la farmacia',
					'El número de tarjeta sanitaria del propietario y el nombre de su médico de cabecera',
					'El nombre del animal, su fecha de nacimiento y el sello de la farmacia que dispensa',
				],
				answer: 0,
				explanation:
					'La receta veterinaria debe identificar al animal, a su responsable y al veterinario colegiado que prescribe, además del medicamento, la cantidad y la pauta.',
			},
			{
				prompt:
					'¿Puede la farmacia cambiar por su cuenta un medicamento veterinario recetado por otro de uso humano con el mismo principio activo?',
				options: [
					'Sí, siempre que tenga el mismo principio activo, la misma dosis y la misma forma farmacéutica',
					'Sí, si el propietario lo pide por escrito y asume la responsabilidad del cambio',
					'Sí, si el medicamento veterinario está en falta en el almacén de distribución',
					'No; solo el veterinario puede recetar, de forma excepcional, un medicamento humano a un animal',
				],
				answer: 3,
				explanation:
					'La prescripción excepcional de un medicamento de uso humano para un animal es una decisión del veterinario, que debe reflejarla en la receta.',
			},
			{
				prompt: '¿Cómo se conserva y se dispensa una insulina veterinaria que exige frío?',
				options: [
					'A temperatura ambiente hasta la dispensación y después en la nevera de casa',
					'En el frigorífico entre 2 y 8 °C, sin congelar, y entregada con un elemento refrigerante',
					'En el congelador de la farmacia, que alarga su caducidad y evita que se estropee',
					'En el frigorífico a cualquier temperatura bajo cero para asegurar que se mantiene fría',
				],
				answer: 1,
				explanation:
					'Los medicamentos termolábiles deben mantenerse entre 2 y 8 °C sin congelarse, y la cadena de frío continúa hasta que el propietario llega a casa.',
			},
		],
	},
	{
		courseId: 3003,
		questions: [
			{
				prompt:
					'Si no se ha valorado el riesgo individual, ¿qué pauta orientativa de desparasitación interna se recomienda en un perro adulto?',
				options: [
					'Una sola vez en la vida del animal',
					'Solo cuando aparecen gusanos en las heces',
					'Una vez cada dos años, coincidiendo con la vacuna',
					'Al menos cuatro veces al año',
				],
				answer: 3,
				explanation:
					'Las guías de referencia recomiendan desparasitar al menos cuatro veces al año cuando no se ha valorado el riesgo, y ajustar la frecuencia al estilo de vida del animal.',
			},
			{
				prompt:
					'¿Por qué los cachorros necesitan desparasitaciones más frecuentes que los adultos?',
				options: [
					'Porque sus heces son más abundantes y contaminan más el entorno del hogar',
					'Porque pueden recibir ascáridos de la madre durante la gestación o la lactancia',
					'Porque en animales jóvenes los antiparasitarios internos se eliminan mucho más rápido',
					'Porque la desparasitación frecuente refuerza la respuesta a las vacunas del cachorro',
				],
				answer: 1,
				explanation:
					'Los ascáridos como Toxocara se transmiten de la madre a las crías por la placenta o por la leche, y los cachorros pueden acumular cargas parasitarias altas en pocas semanas.',
			},
			{
				prompt:
					'¿Qué medida de higiene reduce el riesgo de zoonosis en una casa con niños pequeños y mascotas?',
				options: [
					'Recoger las heces cuanto antes, lavarse las manos tras tocar al animal y cubrir los areneros',
					'Bañar al perro a diario con un champú antiparasitario para eliminar los huevos del pelo',
					'Dar a los niños el mismo antiparasitario que al perro, ajustando la dosis por peso',
					'Prohibir que los niños toquen al animal',
				],
				answer: 0,
				explanation:
					'Los huevos de muchos parásitos se eliminan con las heces y contaminan el entorno, por lo que su retirada rápida y el lavado de manos cortan la vía de contagio.',
			},
			{
				prompt:
					'¿Qué situación obliga a derivar al veterinario en lugar de limitarse a recomendar un antiparasitario?',
				options: [
					'Un cachorro sano al que le toca la dosis de su calendario',
					'Un gato adulto de interior que se desparasita por rutina',
					'Un perro con diarrea persistente y pérdida de peso',
				],
				answer: 2,
				explanation:
					'La diarrea persistente con pérdida de peso puede deberse a parásitos u otras enfermedades que requieren diagnóstico y tratamiento veterinario.',
			},
		],
	},
	{
		courseId: 3004,
		questions: [
			{
				prompt: '¿Por qué el paracetamol es tan peligroso para los gatos?',
				options: [
					'Porque lo eliminan muy mal y, aun en dosis pequeñas, daña sus glóbulos rojos y su hígado',
					'Porque en el gato no tiene efecto analgésico y solo le produce somnolencia',
					'Porque solo le causa un leve malestar de estómago que desaparece en unas horas',
					'Porque su sabor amargo le provoca salivación abundante, aunque sin otras consecuencias',
				],
				answer: 0,
				explanation:
					'El gato carece de la capacidad de glucuronidación necesaria para eliminar el paracetamol, que oxida la hemoglobina y lesiona el hígado aunque la dosis sea pequeña.',
			},
			{
				prompt: '¿Cuál de estos alimentos o ingredientes resulta tóxico para los perros?',
				options: [
					'El arroz blanco hervido sin sal',
					'La manzana pelada y sin semillas, en trozos pequeños',
					'El xilitol de los chicles y caramelos sin azúcar',
					'La pechuga de pollo cocida, sin piel ni huesos',
				],
				answer: 2,
				explanation:
					'En el perro, el xilitol provoca una liberación brusca de insulina con hipoglucemia grave y puede causar insuficiencia hepática.',
			},
			{
				prompt: '¿Cuál de estos signos exige derivar a una clínica veterinaria sin demora?',
				options: [
					'Un episodio aislado de estornudos después del paseo',
					'Dificultad para respirar o encías pálidas o azuladas',
					'Comer algo menos durante un día pero seguir activo y jugando',
					'Rascarse de vez en cuando detrás de las orejas',
				],
				answer: 1,
				explanation:
					'La dificultad respiratoria y el cambio de color de las mucosas indican un compromiso de la oxigenación o de la circulación que pone en riesgo la vida del animal.',
			},
			{
				prompt:
					'Una clienta cuenta que su gato ha lamido un comprimido de paracetamol. ¿Qué debe aconsejarle?',
				options: [
					'Provocarle el vómito en casa con agua con sal y después darle mucha agua',
					'Darle leche o aceite para neutralizar el tóxico y vigilarlo durante la noche',
					'Esperar a ver si aparecen síntomas antes de llamar a la clínica veterinaria',
					'Acudir al veterinario de inmediato con el envase y la hora aproximada del contacto',
				],
				answer: 3,
				explanation:
					'La intoxicación por paracetamol en gatos es una urgencia, y los datos del producto, la cantidad y la hora ayudan al veterinario a decidir el tratamiento.',
			},
			{
				prompt: '¿Qué riesgo tiene que un propietario dé ibuprofeno a su perro por su cuenta?',
				options: [
					'Ninguno, si utiliza la dosis infantil ajustada al peso del perro',
					'Solo le produce una somnolencia pasajera que desaparece en unas horas',
					'Puede causarle úlceras gastrointestinales e insuficiencia renal',
				],
				answer: 2,
				explanation:
					'Los perros son muy sensibles a los antiinflamatorios de uso humano como el ibuprofeno, que pueden provocarles úlceras, hemorragias digestivas y daño renal.',
			},
		],
	},
	{
		courseId: 3005,
		questions: [
			{
				prompt: '¿Cuál es la técnica correcta para limpiar los oídos de un perro?',
				options: [
					'Introducir un bastoncillo hasta el fondo del conducto para retirar toda la cera acumulada',
					'Llenar el conducto con limpiador ótico veterinario, masajear la base y secar el exceso',
					'Aplicar agua oxigenada a diario para desinfectar el conducto y prevenir las otitis',
					'Secar el conducto con alcohol de 96° después de cada baño o paseo por el campo',
				],
				answer: 1,
				explanation:
					'El limpiador ótico ablanda la cera, el masaje la moviliza hacia fuera y la gasa la retira del pabellón sin empujarla ni dañar el conducto.',
			},
			{
				prompt:
					'¿Qué pasta de dientes debe usarse para cepillar los dientes de un perro o un gato?',
				options: [
					'La pasta con flúor de los adultos de la familia, en muy poca cantidad',
					'Una pasta infantil con xilitol, porque es más suave para sus encías',
					'Una mezcla casera de bicarbonato y sal',
					'Una pasta específica para animales, que pueden tragar sin riesgo',
				],
				answer: 3,
				explanation:
					'Las mascotas se tragan la pasta, y las de uso humano contienen flúor, espumantes y a veces xilitol, que no deben ingerir.',
			},
			{
				prompt: '¿Qué hallazgo en las orejas de un perro obliga a derivarlo al veterinario?',
				options: [
					'Una pequeña cantidad de cera clara y sin olor en el pabellón auricular',
					'Que el perro se deje limpiar sin molestias y sin apartar la cabeza',
					'Mal olor intenso, dolor al tocar la oreja y sacudidas de cabeza',
					'Algo de pelo en el interior del pabellón en una raza de orejas caídas',
				],
				answer: 2,
				explanation:
					'El mal olor, el dolor y las sacudidas de cabeza sugieren una otitis, que necesita diagnóstico y tratamiento veterinario.',
			},
			{
				prompt: '¿Cómo se limpian correctamente los ojos de un perro o un gato?',
				options: [
					'Con una gasa humedecida en suero fisiológico, una distinta para cada ojo',
					'Con el mismo algodón para los dos ojos, frotando con fuerza las legañas secas',
					'Con un colirio antibiótico de uso humano aplicado cada día como rutina',
					'Con jabón de manos diluido en agua templada y un aclarado abundante',
				],
				answer: 0,
				explanation:
					'El suero o un limpiador ocular específico retiran las legañas sin irritar, y cambiar de gasa evita pasar una posible infección de un ojo al otro.',
			},
		],
	},

	// ── Fitoterapia ────────────────────────────────────────────────────────────
	{
		courseId: 3006,
		questions: [
			{
				prompt: 'En fitoterapia, ¿qué es la droga vegetal?',
				options: [
					'Una sustancia sintética que reproduce la estructura química del principio activo de una planta',
					'Cualquier planta con efectos psicoactivos cuya venta está controlada',
					'El principio activo aislado y purificado a partir de la planta',
					'La parte de la planta que se utiliza con fines terapéuticos, generalmente desecada',
				],
				answer: 3,
				explanation:
					'La droga vegetal es la planta o parte de ella (hoja, raíz, flor, corteza…), entera o fragmentada y normalmente desecada, que se emplea como materia prima medicinal.',
			},
			{
				prompt: '¿Qué significa que un extracto vegetal esté estandarizado?',
				options: [
					'Que se ajusta a un contenido definido de constituyentes con actividad terapéutica conocida',
					'Que procede de cultivo ecológico certificado y no contiene residuos de pesticidas ni metales',
					'Que tiene siempre el mismo sabor, olor y color en todos los lotes fabricados',
					'Que se ha elaborado sin ningún excipiente ni disolvente de extracción',
				],
				answer: 0,
				explanation:
					'Un extracto estandarizado se ajusta a un contenido concreto de los constituyentes responsables de su actividad, lo que asegura una dosis homogénea entre lotes.',
			},
			{
				prompt: '¿En qué se basa el registro de un medicamento tradicional a base de plantas?',
				options: [
					'En ensayos clínicos controlados que demuestran una eficacia superior al placebo',
					'En al menos 30 años de uso tradicional, 15 de ellos en la UE, y una seguridad acreditada',
					'En una notificación a la autoridad sanitaria como cualquier complemento alimenticio',
					'En la recomendación de un herbolario autorizado por su comunidad autónoma',
				],
				answer: 1,
				explanation:
					'La normativa europea permite registrar estos medicamentos por su uso tradicional prolongado, que hace plausible su eficacia, siempre que su seguridad esté acreditada.',
			},
			{
				prompt:
					'¿Qué diferencia a un complemento alimenticio con plantas de un medicamento a base de plantas?',
				options: [
					'El complemento siempre contiene más cantidad de planta por dosis que el medicamento',
					'El complemento necesita receta médica y el medicamento a base de plantas no',
					'El complemento es un alimento y no puede atribuirse prevenir ni curar enfermedades',
					'El complemento está libre de efectos adversos e interacciones con medicamentos',
				],
				answer: 2,
				explanation:
					'Los complementos alimenticios se regulan como alimentos, no los autoriza la AEMPS como medicamentos y no pueden presentarse como tratamiento de una enfermedad.',
			},
		],
	},
	{
		courseId: 3007,
		questions: [
			{
				prompt: '¿Cuánto tiempo suele tardar la valeriana en mostrar su efecto sobre el sueño?',
				options: [
					'Actúa de inmediato y con la misma potencia que un hipnótico de receta',
					'No se nota ningún efecto hasta pasados al menos seis meses de tratamiento',
					'Puede necesitar de dos a cuatro semanas de uso continuado',
				],
				answer: 2,
				explanation:
					'Las monografías europeas indican que el efecto de la valeriana puede no ser inmediato y recomiendan tomarla de forma continuada durante dos a cuatro semanas.',
			},
			{
				prompt:
					'¿Qué precaución debe transmitirse a quien empieza a tomar valeriana, pasiflora o melisa?',
				options: [
					'Que deben tomarse en ayunas y acompañadas de un café para evitar la somnolencia',
					'Que pueden dar somnolencia: precaución al conducir y nada de alcohol ni otros sedantes',
					'Que están contraindicadas en cualquier persona mayor de 40 años por su efecto cardíaco',
					'Que aumentan la tensión arterial y obligan a controlarla cada semana',
				],
				answer: 1,
				explanation:
					'Estas plantas tienen efecto sedante y pueden sumarse al del alcohol o de otros depresores del sistema nervioso, afectando a la capacidad de conducir.',
			},
			{
				prompt: '¿Cuál de estos consejos de higiene del sueño es correcto?',
				options: [
					'Hacer ejercicio intenso justo antes de acostarse para llegar cansado a la cama',
					'Echar siestas largas por la tarde para compensar las horas perdidas de noche',
					'Quedarse en la cama despierto el tiempo que haga falta hasta dormirse',
					'Mantener horarios regulares y evitar pantallas y cafeína en las horas previas',
				],
				answer: 3,
				explanation:
					'Los horarios regulares refuerzan el ritmo circadiano, y la luz de las pantallas y la cafeína retrasan la conciliación del sueño.',
			},
			{
				prompt: '¿Qué situación de insomnio requiere derivar al médico?',
				options: [
					'Insomnio de más de tres semanas, síntomas depresivos o ronquidos con pausas',
					'Dormir mal una o dos noches antes de un examen o de una entrevista de trabajo',
					'Tardar algo más en dormirse después de una cena copiosa o muy tardía',
					'Despertarse una vez por la noche para ir al baño y volver a dormirse',
				],
				answer: 0,
				explanation:
					'Un insomnio persistente o acompañado de síntomas depresivos o de posibles apneas puede tener una causa que requiere diagnóstico médico.',
			},
		],
	},
	{
		courseId: 3008,
		questions: [
			{
				prompt: '¿Por qué el hipérico puede reducir la eficacia de los anticonceptivos orales?',
				options: [
					'Porque induce enzimas hepáticas como el CYP3A4 y acelera la eliminación de las hormonas',
					'Porque impide su absorción al formar complejos insolubles con las hormonas en el estómago',
					'Porque compite con ellas por los receptores hormonales del ovario y del endometrio',
					'Porque inhibe su metabolismo hepático y hace que se acumulen en el organismo',
				],
				answer: 0,
				explanation:
					'El hipérico es un inductor enzimático (CYP3A4 y glucoproteína P) que reduce los niveles de muchos fármacos, lo que puede causar sangrados intermenstruales y embarazos no deseados.',
			},
			{
				prompt: '¿Qué riesgo tiene asociar ginkgo a un tratamiento anticoagulante o antiagregante?',
				options: [
					'Una subida de la glucosa',
					'Una pérdida del efecto anticoagulante',
					'Una bajada brusca de la tensión arterial',
					'Un aumento del riesgo de sangrado',
				],
				answer: 3,
				explanation:
					'El ginkgo tiene efecto antiagregante y puede sumarse al de los anticoagulantes y antiagregantes, con más riesgo de hemorragia.',
			},
			{
				prompt: '¿Qué efecto puede producir el consumo prolongado de regaliz?',
				options: [
					'Bajada de la tensión arterial y aumento del potasio en sangre',
					'Hipoglucemia, sobre todo en personas con diabetes en tratamiento',
					'Subida de la tensión arterial y bajada del potasio en sangre',
					'Estreñimiento crónico por disminución del tránsito intestinal',
				],
				answer: 2,
				explanation:
					'La glicirricina del regaliz produce un efecto similar al de la aldosterona, con retención de sodio, hipertensión e hipopotasemia.',
			},
			{
				prompt:
					'¿Cómo se detectan mejor en el mostrador las interacciones entre plantas y medicamentos?',
				options: [
					'Esperando a que el cliente mencione por iniciativa propia las plantas que toma',
					'Preguntando expresamente por plantas, infusiones y complementos al revisar la medicación',
					'Preguntando solo a las personas mayores de 65 años o polimedicadas',
					'Revisando únicamente los medicamentos que el paciente trae con receta médica',
				],
				answer: 1,
				explanation:
					'Muchos pacientes no consideran medicamentos las plantas ni los complementos y no los mencionan si no se les pregunta directamente.',
			},
			{
				prompt:
					'¿Qué riesgo existe al combinar hipérico con un antidepresivo inhibidor selectivo de la recaptación de serotonina?',
				options: [
					'Ninguno, porque ambos son antidepresivos y se complementan',
					'Una hipoglucemia grave',
					'Una pérdida de audición',
					'Un síndrome serotoninérgico',
				],
				answer: 3,
				explanation:
					'El hipérico también aumenta la actividad serotoninérgica, y su suma a un ISRS puede provocar agitación, temblor, sudoración e hipertermia.',
			},
		],
	},
	{
		courseId: 3009,
		questions: [
			{
				prompt: '¿Qué dice la evidencia sobre la equinácea en el resfriado común?',
				options: [
					'Que previene por completo los resfriados si se toma durante todo el invierno',
					'Que podría aliviar algo los síntomas, con resultados poco consistentes',
					'Que sustituye a la vacuna de la gripe en personas sanas menores de 65 años',
					'Que cura el resfriado en 24 horas si se toma desde el primer estornudo',
				],
				answer: 1,
				explanation:
					'Los estudios muestran, como mucho, un beneficio modesto e inconsistente, por lo que conviene no generar falsas expectativas.',
			},
			{
				prompt: '¿En cuál de estas personas está contraindicada la equinácea?',
				options: [
					'En una persona con una enfermedad autoinmune o en tratamiento inmunosupresor',
					'En un adulto sano con un resfriado que empezó ayer por la tarde',
					'En una persona que practica deporte con regularidad y duerme poco',
					'En un adulto que toma paracetamol de forma puntual para el dolor de cabeza',
				],
				answer: 0,
				explanation:
					'Por su posible efecto sobre el sistema inmunitario, la equinácea está contraindicada en enfermedades autoinmunes, inmunodeficiencias y tratamientos inmunosupresores, y también en la alergia a las compuestas.',
			},
			{
				prompt:
					'Un padre pide equinácea para las defensas de su hija de cuatro años. ¿Qué es lo adecuado?',
				options: [
					'Darle la dosis de adulto repartida en dos tomas a lo largo del día',
					'Recomendarla de forma continuada durante todo el invierno para prevenir resfriados',
					'Explicar que no se recomienda en menores de 12 años y reforzar las medidas generales',
				],
				answer: 2,
				explanation:
					'Las monografías europeas no recomiendan la equinácea en menores de 12 años por falta de datos suficientes y por el riesgo de reacciones alérgicas.',
			},
			{
				prompt: '¿Qué situación durante un resfriado obliga a derivar al médico?',
				options: [
					'Congestión nasal y algo de mucosidad durante los primeros dos o tres días',
					'Dolor de garganta leve al despertar que mejora después de desayunar',
					'Estornudos frecuentes y mucosidad transparente con febrícula el primer día',
					'Fiebre alta persistente, dificultad para respirar o empeoramiento tras unos días',
				],
				answer: 3,
				explanation:
					'Estos signos pueden indicar una complicación, como una sobreinfección bacteriana o una neumonía, que requiere valoración médica.',
			},
		],
	},
	{
		courseId: 3010,
		questions: [
			{
				prompt: '¿En qué situación está contraindicado el boldo?',
				options: [
					'En las digestiones pesadas ocasionales tras una comida copiosa',
					'En un adulto sano con sensación de plenitud después de comer',
					'En la obstrucción de las vías biliares o la enfermedad hepática',
					'En una persona con tendencia a los gases y la hinchazón abdominal',
				],
				answer: 2,
				explanation:
					'El boldo estimula la secreción biliar, por lo que está contraindicado si hay obstrucción de las vías biliares, colangitis o enfermedad del hígado.',
			},
			{
				prompt: '¿Por qué no conviene recomendar menta a un cliente con ardor o reflujo?',
				options: [
					'Porque aumenta el apetito y favorece que se coma en exceso por la noche',
					'Porque provoca estreñimiento si se toma más de una vez al día',
					'Porque es muy ácida y quema directamente la mucosa del esófago',
					'Porque relaja el esfínter esofágico inferior y puede empeorar el ardor',
				],
				answer: 3,
				explanation:
					'La menta relaja el esfínter entre el esófago y el estómago, lo que facilita el paso del ácido y agrava la pirosis.',
			},
			{
				prompt: '¿Para qué síntoma digestivo está indicado el jengibre?',
				options: [
					'Las náuseas leves, como las del mareo por movimiento',
					'La diarrea con fiebre alta y malestar general',
					'El dolor abdominal intenso y localizado en un costado',
					'El estreñimiento crónico de larga evolución en personas mayores',
				],
				answer: 0,
				explanation:
					'El jengibre tiene respaldo en la prevención de las náuseas y los vómitos del mareo por movimiento.',
			},
			{
				prompt: '¿Qué síntoma digestivo exige derivar al médico en lugar de recomendar una planta?',
				options: [
					'Sensación de pesadez tras una comida copiosa de celebración',
					'Pérdida de peso sin causa aparente o sangre en las heces',
					'Gases ocasionales después de comer legumbres o verduras',
					'Náuseas leves durante un viaje largo en coche por una carretera de curvas',
				],
				answer: 1,
				explanation:
					'La pérdida de peso inexplicada y la sangre en las heces son signos de alarma que pueden indicar una enfermedad orgánica.',
			},
		],
	},
	{
		courseId: 3011,
		questions: [
			{
				prompt: 'Una embarazada pide una infusión para el estreñimiento. ¿Qué es lo más adecuado?',
				options: [
					'Una infusión de sen por la noche, porque es natural y actúa en pocas horas',
					'Cáscara sagrada a diario hasta el parto, que es más suave que los laxantes de síntesis química',
					'Una cucharada de aceite de ricino en ayunas durante una semana',
					'Fibra, líquidos y actividad física y, si no basta, un laxante de fibra como el plantago ovata',
				],
				answer: 3,
				explanation:
					'Los laxantes estimulantes antraquinónicos como el sen o la cáscara sagrada no se recomiendan en el embarazo, mientras que las medidas dietéticas y la fibra son la primera opción.',
			},
			{
				prompt: '¿Por qué no deben darse infusiones de anís estrellado a los lactantes?',
				options: [
					'Porque les quitan el apetito y dificultan que ganen peso en las primeras semanas',
					'Porque les producen estreñimiento y empeoran los cólicos del lactante',
					'Porque pueden causarles toxicidad neurológica, con irritabilidad y convulsiones',
					'Porque les manchan los dientes',
				],
				answer: 2,
				explanation:
					'Se han descrito intoxicaciones neurológicas en lactantes, agravadas por la posible adulteración con anís estrellado japonés, que es tóxico.',
			},
			{
				prompt:
					'¿Qué riesgo tienen los bálsamos y aceites esenciales con alcanfor o mentol en lactantes y niños pequeños?',
				options: [
					'Solo pueden manchar la ropa o la almohada si se aplican en exceso',
					'Pueden provocar espasmo de laringe, dificultad respiratoria y convulsiones',
					'Provocan únicamente un ligero enrojecimiento de la piel en la zona de aplicación',
					'Producen una somnolencia leve que no tiene más consecuencias',
				],
				answer: 1,
				explanation:
					'El mentol puede desencadenar un laringoespasmo en lactantes y el alcanfor es neurotóxico y puede causar convulsiones en niños pequeños.',
			},
			{
				prompt:
					'¿Qué debe hacerse antes de recomendar una planta medicinal a un niño menor de doce años?',
				options: [
					'Consultar la ficha técnica o la monografía y, si faltan datos de seguridad, remitir al pediatra',
					'Calcular la mitad de la dosis de adulto y recomendarla durante un máximo de una semana',
					'Elegir cualquier infusión, porque las plantas son seguras en niños a dosis bajas',
					'Recomendar la misma planta que toman sus padres, ajustando la dosis por peso',
				],
				answer: 0,
				explanation:
					'Muchas plantas no tienen datos de seguridad en niños, y la ficha técnica o la monografía indica si su uso está autorizado a esa edad.',
			},
		],
	},

	// ── Gestión de la farmacia ─────────────────────────────────────────────────
	{
		courseId: 3012,
		questions: [
			{
				prompt: '¿Qué permite el análisis ABC del surtido de la farmacia?',
				options: [
					'Clasificar las referencias según su peso en las ventas o en el margen de la farmacia',
					'Ordenar alfabéticamente los productos del almacén para localizarlos antes',
					'Saber qué productos caducan antes y priorizar su salida del lineal',
					'Clasificar los productos según el laboratorio fabricante y sus condiciones comerciales',
				],
				answer: 0,
				explanation:
					'El análisis ABC identifica las pocas referencias que generan la mayor parte de la facturación o del margen, para priorizar su control.',
			},
			{
				prompt:
					'Un producto se vende a razón de 10 unidades al día, el proveedor tarda 2 días en servirlo y el stock de seguridad es de 5 unidades. ¿Cuál es su punto de pedido?',
				options: ['20 unidades', '25 unidades', '15 unidades', '30 unidades'],
				answer: 1,
				explanation:
					'El punto de pedido es el consumo durante el plazo de entrega más el stock de seguridad: 10 × 2 + 5 = 25 unidades.',
			},
			{
				prompt: '¿Qué significa el criterio de primero en caducar, primero en salir?',
				options: [
					'Dispensar primero las unidades que llegaron antes a la farmacia, sin mirar la fecha',
					'Colocar delante las unidades más nuevas para que el lineal tenga mejor aspecto',
					'Devolver al distribuidor todo lo que caduque en menos de un año',
					'Colocar delante y dispensar primero las unidades con la caducidad más próxima',
				],
				answer: 3,
				explanation:
					'Ordenar por fecha de caducidad y no por fecha de llegada reduce las mermas y el riesgo de dispensar un producto caducado.',
			},
			{
				prompt: '¿Qué hace eficaz un procedimiento de control de caducidades?',
				options: [
					'Revisar las caducidades solo cuando un cliente detecta un producto caducado en el lineal',
					'Confiar en que el programa de gestión retire automáticamente los productos caducados',
					'Una revisión periódica con responsables asignados y un registro de lo revisado',
					'Revisar todo el stock una vez cada cinco años',
				],
				answer: 2,
				explanation:
					'La revisión periódica con responsables y registro garantiza que ningún lineal quede sin revisar y permite analizar las mermas.',
			},
		],
	},
	{
		courseId: 3013,
		questions: [
			{
				prompt: '¿Qué debe comprobarse al recepcionar un pedido del almacén de distribución?',
				options: [
					'Solo el importe total de la factura y la forma de pago acordada con el almacén',
					'Que lo recibido coincide con el albarán en unidades, lotes, caducidades y estado',
					'Únicamente que las cajas lleguen cerradas y con el precinto del transportista',
					'Solo el número de bultos que entrega el transportista',
				],
				answer: 1,
				explanation:
					'El cotejo detallado con el albarán permite detectar faltas, errores y envases dañados y comunicar la incidencia a tiempo.',
			},
			{
				prompt:
					'¿Qué permite comprobar el identificador único (código Datamatrix) de un envase de medicamento?',
				options: [
					'El precio de venta al público actualizado y la aportación que corresponde al paciente',
					'La temperatura a la que se ha transportado el envase desde el laboratorio',
					'Que el envase es auténtico y no ha sido ya dispensado, retirado ni robado',
					'El historial de dispensaciones del paciente',
				],
				answer: 2,
				explanation:
					'El identificador único se verifica contra el sistema español de verificación de medicamentos (SEVeM) para impedir la entrada de medicamentos falsificados.',
			},
			{
				prompt: '¿Qué hay que hacer con los medicamentos termolábiles de un pedido?',
				options: [
					'Guardarlos entre 2 y 8 °C nada más recibirlos, antes que el resto del pedido',
					'Dejarlos en su caja isotérmica hasta terminar de colocar el resto del pedido',
					'Guardarlos en el congelador para alargar su conservación',
					'Colocarlos en el lineal a temperatura ambiente si se van a dispensar ese mismo día',
				],
				answer: 0,
				explanation:
					'Los termolábiles deben entrar en el frigorífico de inmediato para no romper la cadena de frío, que compromete su eficacia.',
			},
			{
				prompt:
					'¿Qué hay que hacer con un medicamento que un paciente devuelve a la farmacia porque ya no lo necesita?',
				options: [
					'Devolverlo al almacén de distribución como si fuera un error de pedido',
					'Volver a colocarlo en el stock si la caja está cerrada y la caducidad es lejana',
					'Venderlo con descuento a otro paciente que lo necesite',
					'No reincorporarlo al stock y depositarlo en el punto SIGRE',
				],
				answer: 3,
				explanation:
					'Un medicamento ya dispensado no puede volver al circuito porque no se garantiza su conservación, y debe eliminarse a través del punto SIGRE.',
			},
		],
	},
	{
		courseId: 3014,
		questions: [
			{
				prompt: '¿En qué consiste la gestión por categorías en la farmacia?',
				options: [
					'En agrupar los productos por laboratorio fabricante para facilitar la reposición',
					'En ordenar cada lineal de mayor a menor precio para destacar los productos premium',
					'En agrupar los productos según la necesidad de salud del cliente, como la digestiva',
					'En colocar juntos los productos con mejor margen',
				],
				answer: 2,
				explanation:
					'Organizar el surtido por necesidades facilita que el cliente encuentre lo que busca y que el equipo dé un consejo completo.',
			},
			{
				prompt: '¿Qué estrategia ayuda a dinamizar una zona fría del espacio de venta?',
				options: [
					'Situar en ella una categoría de destino que el cliente busca expresamente',
					'Dejarla vacía para que la farmacia parezca más amplia y despejada',
					'Usarla para acumular las cajas del pedido hasta que se coloquen',
					'Colocar en ella los productos de compra por impulso y las ofertas de temporada',
				],
				answer: 0,
				explanation:
					'Una categoría que el cliente busca expresamente atrae tráfico hacia la zona fría, mientras que los productos de impulso rinden más en las zonas calientes.',
			},
			{
				prompt: '¿Qué productos no pueden anunciarse al público en el escaparate de la farmacia?',
				options: [
					'Los fotoprotectores con factor de protección alto',
					'Los productos de cosmética facial y corporal',
					'Los productos de higiene bucal e interdental',
					'Los medicamentos sujetos a prescripción médica',
				],
				answer: 3,
				explanation:
					'La legislación española prohíbe la publicidad dirigida al público de los medicamentos que requieren receta.',
			},
			{
				prompt: '¿Cómo conviene planificar el calendario anual de escaparates?',
				options: [
					'Cambiando el escaparate solo cuando un laboratorio ofrece material promocional',
					'Con antelación, según la estacionalidad y las campañas sanitarias del año',
					'Manteniendo el mismo escaparate todo el año para reforzar la imagen de la farmacia',
					'Decidiéndolo cada semana en función del stock sobrante del almacén',
				],
				answer: 1,
				explanation:
					'Planificar según la temporada y las campañas sanitarias, como la fotoprotección en verano, transmite un mensaje de salud coherente y permite preparar el stock a tiempo.',
			},
		],
	},
	{
		courseId: 3015,
		questions: [
			{
				prompt:
					'Una farmacia factura 30.000 € en un mes con 1.500 tickets. ¿Cuál es su ticket medio?',
				options: ['15 €', '2 €', '45 €', '20 €'],
				answer: 3,
				explanation:
					'El ticket medio es la facturación dividida entre el número de tickets: 30.000 € / 1.500 = 20 €.',
			},
			{
				prompt: '¿Cómo se calcula el margen bruto de una categoría en porcentaje?',
				options: [
					'Dividiendo las ventas de la categoría entre el número de tickets del periodo',
					'Restando a las ventas el coste de lo vendido y dividiendo el resultado entre las ventas',
					'Dividiendo el stock medio de la categoría entre sus ventas diarias',
					'Restando a las ventas de la categoría los gastos de personal y de alquiler del local',
				],
				answer: 1,
				explanation:
					'El margen bruto es la diferencia entre las ventas y el coste de la mercancía vendida, expresada como porcentaje de las ventas.',
			},
			{
				prompt:
					'Una categoría tiene muchos días de stock y una rotación baja. ¿Qué indica este resultado?',
				options: [
					'Que se agota con frecuencia y hay que aumentar la cantidad de cada pedido',
					'Que su margen bruto es necesariamente más alto que el del resto',
					'Que hay exceso de inventario y dinero inmovilizado que conviene ajustar',
					'Que es la categoría más vendida de la farmacia en unidades',
				],
				answer: 2,
				explanation:
					'Muchos días de stock y poca rotación significan que la mercancía tarda en venderse, con capital inmovilizado y riesgo de caducidades.',
			},
			{
				prompt:
					'¿Con qué conviene comparar los indicadores de un mes para detectar desviaciones reales?',
				options: [
					'Con el mismo mes del año anterior y con la tendencia de los meses previos',
					'Solo con el mes inmediatamente anterior, que es el dato más reciente',
					'Con los datos de cualquier farmacia de otra ciudad y de otro tamaño',
					'Con el objetivo anual dividido entre doce, sin ningún otro ajuste',
				],
				answer: 0,
				explanation:
					'La venta en farmacia es muy estacional, por lo que comparar con el mismo mes del año anterior y con la tendencia evita confundir la temporada con una desviación.',
			},
		],
	},
	{
		courseId: 3016,
		questions: [
			{
				prompt: '¿Cuál de estas es una pregunta abierta?',
				options: [
					'¿Qué síntomas tiene y desde cuándo?',
					'¿Tiene tos?',
					'¿Es para usted?',
					'¿Le ha pasado esto otras veces antes?',
				],
				answer: 0,
				explanation:
					'Una pregunta abierta no se responde con un sí o un no, e invita al cliente a dar la información que necesitamos para aconsejar.',
			},
			{
				prompt: '¿Cuándo está justificado recomendar un producto complementario?',
				options: [
					'Siempre que haya una promoción del laboratorio con un buen descuento',
					'En todas las ventas, para subir el ticket medio de la farmacia',
					'Cuando mejora su salud, como un probiótico ante la diarrea por antibióticos',
					'Cuando el cliente tiene prisa y no hace preguntas sobre su tratamiento',
				],
				answer: 2,
				explanation:
					'La venta cruzada ética solo propone lo que aporta un beneficio real al paciente, lo que refuerza su confianza en la farmacia.',
			},
			{
				prompt: '¿Qué conducta corresponde a la escucha activa?',
				options: [
					'Preparar la recomendación mientras el cliente sigue hablando para ganar tiempo',
					'Dejar hablar sin interrumpir y resumir lo que ha dicho para confirmarlo',
					'Completar las frases del cliente para demostrar que se le ha entendido',
					'Atender el teléfono mientras se escucha al cliente',
				],
				answer: 1,
				explanation:
					'Escuchar sin interrumpir y resumir lo entendido demuestra atención y permite confirmar que se ha comprendido la necesidad real.',
			},
			{
				prompt:
					'Un cliente está molesto porque falta su medicamento habitual. ¿Cuál es la mejor respuesta?',
				options: [
					'Explicarle que no es culpa de la farmacia y atender al siguiente cliente',
					'Discutir con él hasta demostrarle que la falta no depende de la farmacia',
					'Pedirle que vuelva otro día, sin darle más información',
					'Escucharle, reconocer su molestia y ofrecerle una solución concreta',
				],
				answer: 3,
				explanation:
					'Reconocer el malestar y ofrecer una solución, como encargarlo, avisarle cuando llegue o valorar alternativas, calma al cliente y mantiene su confianza.',
			},
		],
	},
	{
		courseId: 3017,
		questions: [
			{
				prompt:
					'¿Qué consideración tienen los datos de salud según el Reglamento General de Protección de Datos?',
				options: [
					'Son datos públicos si el paciente los comenta en voz alta en el mostrador',
					'Son una categoría especial de datos que exige medidas de protección reforzadas',
					'Son datos comerciales como cualquier otro dato de cliente de la farmacia',
					'Solo están protegidos si figuran en una receta en papel firmada por el médico',
				],
				answer: 1,
				explanation:
					'El RGPD considera los datos de salud una categoría especial, cuyo tratamiento solo se permite en supuestos concretos, como la asistencia sanitaria, y con garantías reforzadas.',
			},
			{
				prompt:
					'Un vecino pregunta qué medicación recoge otra clienta de la farmacia. ¿Qué debe hacerse?',
				options: [
					'Contestarle si demuestra que es un familiar directo de la clienta',
					'Decirle solo el nombre del medicamento, sin indicar la dosis ni la pauta',
					'Contestarle si promete no contarlo',
					'No dar ningún dato y explicarle con amabilidad que es confidencial',
				],
				answer: 3,
				explanation:
					'La medicación de una persona es un dato de salud protegido por el deber de confidencialidad y no puede revelarse a terceros sin su autorización.',
			},
			{
				prompt:
					'¿En qué plazo debe notificarse a la Agencia Española de Protección de Datos una brecha de seguridad que suponga un riesgo para las personas?',
				options: [
					'En un máximo de 72 horas desde que se tiene constancia de ella',
					'En un máximo de 30 días naturales desde que se produce',
					'Solo si algún afectado presenta una denuncia ante la Agencia',
					'Al cierre del ejercicio, en el informe anual de protección de datos',
				],
				answer: 0,
				explanation:
					'El RGPD obliga a notificar la brecha a la autoridad de control sin dilación y, a más tardar, en 72 horas, salvo que sea improbable que suponga un riesgo.',
			},
			{
				prompt: '¿Qué exige la normativa si la farmacia tiene cámaras de videovigilancia?',
				options: [
					'Nada, si las cámaras solo graban el interior del establecimiento',
					'Avisar de palabra a cada cliente cuando entra en la farmacia',
					'Carteles visibles que informen de las cámaras, del responsable y de los derechos',
					'Pedir a cada cliente que firme un consentimiento por escrito antes de ser grabado',
				],
				answer: 2,
				explanation:
					'La videovigilancia debe anunciarse con un distintivo informativo visible que identifique al responsable y la forma de ejercer los derechos.',
			},
			{
				prompt:
					'Como regla general, ¿durante cuánto tiempo pueden conservarse las imágenes de videovigilancia?',
				options: [
					'Un máximo de un mes, salvo que deban conservarse para acreditar un hecho',
					'Cinco años, por si las solicita la inspección sanitaria',
					'Indefinidamente, mientras la farmacia siga abierta',
					'Hasta que se llene el disco de la grabadora y empiece a sobrescribir',
				],
				answer: 0,
				explanation:
					'La ley española de protección de datos obliga a suprimir las imágenes en el plazo máximo de un mes, salvo que sean necesarias para acreditar hechos que atenten contra personas o bienes.',
			},
		],
	},

	// ── Inteligencia artificial en farmacia ────────────────────────────────────
	{
		courseId: 3018,
		questions: [
			{
				prompt:
					'¿Qué instrucción dará a un asistente de IA un borrador más útil de ficha de consejo?',
				options: [
					'Escribir solo «haz una ficha sobre el estreñimiento» y dejar que decida el resto',
					'Pedirle que añada referencias bibliográficas aunque tenga que inventarlas',
					'Indicar el tema, el público destinatario, el tono, la extensión y la estructura',
					'Pegar los datos de un paciente concreto para que personalice la ficha',
				],
				answer: 2,
				explanation:
					'Cuanto más precisas son las instrucciones sobre contenido, público y formato, más útil es el borrador y menos hay que corregir.',
			},
			{
				prompt: '¿Con qué debe contrastarse cada dato clínico de un borrador generado por IA?',
				options: [
					'Con la ficha técnica, el prospecto y otras fuentes profesionales fiables',
					'Con otra respuesta del mismo asistente de IA formulada de otra manera',
					'Con lo que recuerde el equipo de memoria de casos anteriores',
					'Con la web comercial del fabricante del producto',
				],
				answer: 0,
				explanation:
					'La ficha técnica es la información autorizada del medicamento y la referencia para comprobar dosis, contraindicaciones y advertencias.',
			},
			{
				prompt:
					'¿Quién es responsable del contenido de una ficha para pacientes redactada con ayuda de IA?',
				options: [
					'La empresa que ha desarrollado el asistente de IA utilizado',
					'El paciente que la lee',
					'Nadie, porque la ha escrito una máquina',
					'El farmacéutico que la revisa y la entrega',
				],
				answer: 3,
				explanation:
					'La IA solo prepara un borrador, y la revisión y la responsabilidad profesional del material entregado siguen siendo del farmacéutico.',
			},
			{
				prompt: '¿Cómo se adapta un texto para pacientes con baja alfabetización en salud?',
				options: [
					'Añadiendo más términos técnicos para que resulte más riguroso',
					'Con frases cortas, palabras cotidianas y pasos numerados',
					'Reduciendo el tamaño de la letra para que quepa todo en una página',
					'Eliminando las advertencias para no asustar al paciente',
				],
				answer: 1,
				explanation:
					'El lenguaje claro y una estructura sencilla facilitan que el paciente entienda y recuerde lo que tiene que hacer.',
			},
		],
	},
	{
		courseId: 3019,
		questions: [
			{
				prompt: '¿Qué información no debe introducirse nunca en un asistente de IA de uso general?',
				options: [
					'Una pregunta general sobre el mecanismo de acción de un principio activo conocido',
					'Un texto genérico sobre hidratación en verano que se quiere simplificar para mayores',
					'La estructura de una ficha de consejo sin datos de ningún paciente',
					'Datos que identifiquen al paciente, como su nombre o su DNI, junto a su información de salud',
				],
				answer: 3,
				explanation:
					'Los datos identificativos unidos a información de salud son datos de categoría especial y no deben enviarse a herramientas sin las garantías de protección adecuadas.',
			},
			{
				prompt:
					'¿Cuál de estas descripciones de un caso está correctamente anonimizada para consultarla?',
				options: [
					'María López, de la calle Mayor, en tratamiento con acenocumarol, pregunta por un antiinflamatorio para la rodilla',
					'Mujer de unos 70 años en tratamiento con acenocumarol que pregunta por un antiinflamatorio para la rodilla',
					'La madre del alcalde del pueblo, en tratamiento con acenocumarol, pregunta por un antiinflamatorio para la rodilla',
					'La paciente de la receta adjunta, con su número de tarjeta sanitaria, pregunta por un antiinflamatorio para la rodilla',
				],
				answer: 1,
				explanation:
					'Solo esta versión elimina los identificadores directos e indirectos y conserva únicamente los datos clínicos necesarios para la consulta.',
			},
			{
				prompt: '¿Qué diferencia hay entre seudonimizar y anonimizar un dato?',
				options: [
					'Son lo mismo: en ambos casos se sustituye el nombre por un código',
					'La seudonimización elimina todos los datos clínicos y deja solo los personales',
					'Lo seudonimizado puede volver a vincularse a la persona, así que sigue siendo dato personal',
					'Los datos anonimizados pueden recuperarse más tarde con una clave que guarda el responsable',
				],
				answer: 2,
				explanation:
					'En la seudonimización existe una forma de reidentificar a la persona, mientras que en la anonimización esa vinculación ya no es posible.',
			},
			{
				prompt:
					'¿Qué hay que comprobar de una herramienta de IA antes de adoptarla en la farmacia?',
				options: [
					'Dónde trata los datos, si los usa para entrenar y si firma un contrato de encargado',
					'Que sea la herramienta más conocida del mercado y la que más usan otras farmacias',
					'Que sea gratuita o tenga un coste mensual bajo para toda la plantilla de la farmacia',
					'Que tenga una interfaz atractiva y disponible en español',
				],
				answer: 0,
				explanation:
					'Las condiciones de privacidad, el lugar de tratamiento y el contrato de encargado del tratamiento determinan si la herramienta cumple la normativa de protección de datos.',
			},
		],
	},
	{
		courseId: 3020,
		questions: [
			{
				prompt: '¿Cómo genera una respuesta un modelo de lenguaje?',
				options: [
					'Predice, fragmento a fragmento, la continuación más probable según lo aprendido',
					'Consulta en tiempo real una base de datos oficial de medicamentos y la resume',
					'Copia literalmente la respuesta de una página web verificada por expertos',
					'Razona como un farmacéutico con acceso a la historia clínica',
				],
				answer: 0,
				explanation:
					'Un modelo de lenguaje genera texto calculando qué fragmento es más probable a continuación, sin comprobar si lo que escribe es cierto.',
			},
			{
				prompt: '¿Qué es una alucinación de un modelo de IA?',
				options: [
					'Un fallo de conexión a internet que interrumpe la respuesta a medias',
					'Una respuesta que tarda mucho en generarse por exceso de usuarios',
					'Una respuesta inventada o incorrecta presentada con total seguridad',
					'Una imagen generada a partir de una descripción de texto',
				],
				answer: 2,
				explanation:
					'El modelo puede producir datos, dosis o referencias falsas con apariencia convincente, por lo que toda respuesta debe verificarse.',
			},
			{
				prompt: '¿Qué implica la fecha de corte de un modelo de lenguaje?',
				options: [
					'Que deja de funcionar a partir de esa fecha y hay que sustituirlo por una versión nueva',
					'Que puede desconocer lo publicado después, como alertas o cambios en fichas técnicas',
					'Que sus respuestas caducan en esa fecha y deben borrarse del historial',
				],
				answer: 1,
				explanation:
					'El modelo aprende de datos recogidos hasta una fecha y no conoce lo ocurrido después, salvo que se le proporcione esa información.',
			},
			{
				prompt:
					'¿Cuál de estas tareas de la farmacia puede apoyarse en la IA con revisión profesional?',
				options: [
					'Decidir si un paciente puede tomar un medicamento junto con su tratamiento',
					'Validar la dispensación de una receta',
					'Diagnosticar la causa de los síntomas de un cliente',
					'Redactar el borrador de un cartel sobre fotoprotección',
				],
				answer: 3,
				explanation:
					'Preparar borradores de materiales informativos es una tarea de apoyo adecuada, mientras que las decisiones clínicas y la dispensación corresponden al profesional.',
			},
			{
				prompt: '¿Cuál es el principio básico del reglamento europeo de inteligencia artificial?',
				options: [
					'Prohibir cualquier uso de la IA en el ámbito sanitario, incluidas las farmacias comunitarias',
					'Clasificar los sistemas por nivel de riesgo, con más obligaciones a mayor riesgo',
					'Regular únicamente la IA de uso militar y de seguridad nacional',
					'Permitir cualquier uso siempre que la herramienta sea gratuita',
				],
				answer: 1,
				explanation:
					'El reglamento europeo sigue un enfoque basado en el riesgo: prohíbe algunos usos, impone requisitos estrictos a los de alto riesgo y obligaciones de transparencia a otros.',
			},
		],
	},
	{
		courseId: 3021,
		questions: [
			{
				prompt: '¿En qué se basa una previsión de demanda?',
				options: [
					'En las existencias actuales del almacén y en el último pedido recibido',
					'En el histórico de ventas, su tendencia y su estacionalidad',
					'En el precio de coste de cada producto y en su margen',
					'En las preferencias personales del responsable de compras',
				],
				answer: 1,
				explanation:
					'El histórico de ventas, la tendencia y la estacionalidad permiten estimar cuánto se venderá en los próximos días o semanas.',
			},
			{
				prompt:
					'Se adelanta la epidemia de gripe respecto a otros años. ¿Qué hay que hacer con la previsión automática?',
				options: [
					'Nada, porque el sistema corrige solo cualquier cambio de la demanda',
					'Desactivar todos los pedidos automáticos hasta que pase la epidemia',
					'Reducir el stock de productos respiratorios para evitar caducidades',
					'Revisarla a mano, porque el histórico no anticipa un pico adelantado',
				],
				answer: 3,
				explanation:
					'El histórico refleja lo ocurrido en años anteriores, por lo que un brote adelantado o más intenso exige ajustar la previsión a mano.',
			},
			{
				prompt:
					'¿Cómo deben tratarse en el pedido automático los medicamentos con problemas de suministro?',
				options: [
					'Revisando la propuesta a mano y pidiendo solo lo necesario, sin acaparar',
					'Multiplicando la cantidad pedida para asegurar existencias durante meses',
					'Eliminándolos del pedido para siempre y esperando a que el proveedor avise',
					'Dejando que el sistema los pida sin supervisión en cuanto haya unidades',
				],
				answer: 0,
				explanation:
					'La supervisión humana evita pedidos desproporcionados que agravan el desabastecimiento y perjudican a otras farmacias y pacientes.',
			},
			{
				prompt: '¿Cómo se mide el efecto de automatizar los pedidos?',
				options: [
					'Por el número de pedidos que el sistema envía cada día al distribuidor',
					'Por la valoración que hace el proveedor del software en su informe',
					'Comparando faltas, días de stock y tiempo de compras antes y después',
					'Por el número de referencias nuevas dadas de alta en el programa',
				],
				answer: 2,
				explanation:
					'Los indicadores de faltas, stock y tiempo muestran si la automatización mejora realmente el servicio y la eficiencia.',
			},
		],
	},
	{
		courseId: 3022,
		questions: [
			{
				prompt: '¿Cómo se comprueba una referencia bibliográfica citada por un asistente de IA?',
				options: [
					'Preguntando al mismo asistente si la referencia que ha dado es real',
					'Dándola por buena si incluye autores, revista, año y número de páginas',
					'Buscándola en la fuente original y comprobando que dice lo que se le atribuye',
					'Comprobando que el título suena verosímil y está en inglés',
				],
				answer: 2,
				explanation:
					'Los modelos de lenguaje pueden inventar referencias con formato impecable, por lo que solo la consulta de la fuente original confirma que existen.',
			},
			{
				prompt:
					'¿Cuál es la fuente de referencia para comprobar la posología de un medicamento autorizado en España?',
				options: [
					'La ficha técnica autorizada, que puede consultarse en CIMA de la AEMPS',
					'Otra respuesta del mismo chat de IA, formulada de otra manera',
					'Un foro de pacientes con experiencia en ese medicamento',
					'La web de un vendedor en línea del producto',
				],
				answer: 0,
				explanation:
					'La ficha técnica es el documento oficial aprobado por la AEMPS con la posología, las contraindicaciones y las advertencias del medicamento.',
			},
			{
				prompt:
					'Un cliente quiere doblar la dosis de su medicamento porque se lo ha dicho un chat de IA. ¿Cómo actuar?',
				options: [
					'Aceptarlo, porque los chats de IA se actualizan a diario con la información oficial de la AEMPS',
					'Escucharle sin juzgar, mostrarle la dosis de la ficha técnica o de su médico y desaconsejarlo',
					'Decirle que la IA siempre se equivoca y no darle más explicaciones',
					'Venderle un segundo envase para que tenga suficiente con la nueva dosis',
				],
				answer: 1,
				explanation:
					'Reconducir con respeto y con la fuente oficial en la mano protege la seguridad del paciente sin dañar la relación de confianza.',
			},
			{
				prompt:
					'¿Qué debe revisar una lista de comprobación de una respuesta de IA sobre un medicamento?',
				options: [
					'Solo que la respuesta esté bien redactada y sin faltas de ortografía',
					'Que cite muchas referencias bibliográficas, aunque no haya tiempo de comprobarlas una a una',
					'Que coincida con lo que el cliente espera oír para no contradecirle',
					'Dosis, pauta, contraindicaciones e interacciones, contrastadas con fuentes fiables',
				],
				answer: 3,
				explanation:
					'Estos son los puntos en los que un error de la IA puede causar daño, por lo que deben verificarse uno a uno antes de aconsejar.',
			},
		],
	},
];
