/** Final quizzes of the demo catalogue's group A (issue #6): 3–5 questions per course, pass mark 80 %. */
import type { SeedCourseQuiz } from './types';

export const quizzesA: SeedCourseQuiz[] = [
	// Dermofarmacia
	{
		courseId: 1001,
		questions: [
			{
				prompt: '¿Qué estructura de la piel es la principal responsable de la función barrera?',
				options: [
					'La hipodermis, con su tejido adiposo',
					'El estrato córneo de la epidermis',
					'La dermis papilar y sus capilares',
					'Las glándulas sudoríparas ecrinas',
				],
				answer: 1,
				explanation:
					'El estrato córneo, formado por corneocitos y lípidos intercelulares, limita la pérdida de agua y la entrada de sustancias externas.',
			},
			{
				prompt:
					'Un cliente tiene brillos en la frente, la nariz y la barbilla, pero las mejillas normales o algo secas. ¿Qué tipo de piel tiene?',
				options: ['Piel seca', 'Piel sensible', 'Piel grasa en toda la cara', 'Piel mixta'],
				answer: 3,
				explanation:
					'La piel mixta combina una zona T con más sebo y brillo con unas mejillas normales o secas.',
			},
			{
				prompt: '¿Qué diferencia la piel seca de la piel deshidratada?',
				options: [
					'La seca es un tipo de piel con pocos lípidos; la deshidratada, un estado pasajero de falta de agua en cualquier piel',
					'Son dos nombres para la misma situación, que se trata igual con cualquier crema hidratante',
					'La piel deshidratada solo aparece en personas con piel seca y nunca en pieles grasas',
					'La piel seca se debe a beber poca agua y se corrige aumentando la ingesta de líquidos',
				],
				answer: 0,
				explanation:
					'La sequedad depende de la producción de lípidos y es una característica de la piel, mientras que la deshidratación es un estado pasajero que también puede darse en una piel grasa.',
			},
			{
				prompt: '¿Qué paso no debe faltar en la rutina de mañana de cualquier tipo de piel?',
				options: [
					'Un exfoliante de gránulos todos los días',
					'Un sérum con retinol',
					'El fotoprotector de amplio espectro',
					'Una mascarilla purificante',
				],
				answer: 2,
				explanation:
					'La fotoprotección diaria es común a todas las rutinas de mañana, mientras que exfoliantes y retinoides se usan de forma puntual o por la noche según el tipo de piel.',
			},
		],
	},
	{
		courseId: 1002,
		questions: [
			{
				prompt:
					'Una clienta de piel muy clara y pelo pelirrojo cuenta que siempre se quema y nunca llega a broncearse. ¿Qué fototipo de Fitzpatrick tiene?',
				options: ['Fototipo III', 'Fototipo IV', 'Fototipo I', 'Fototipo VI'],
				answer: 2,
				explanation:
					'El fototipo I corresponde a pieles muy claras, a menudo pelirrojas, que siempre se queman y no se broncean.',
			},
			{
				prompt:
					'¿Qué cantidad de fotoprotector se aplica en el laboratorio para determinar el factor de protección solar (FPS)?',
				options: ['2 mg/cm²', '0,5 mg/cm²', '1 mg/cm²', '5 mg/cm²'],
				answer: 0,
				explanation:
					'El FPS se mide con 2 mg/cm², una cantidad muy superior a la que suele aplicarse en la práctica, por lo que aplicar poco producto reduce mucho la protección real.',
			},
			{
				prompt: '¿Cada cuánto conviene reaplicar el fotoprotector durante la exposición al sol?',
				options: [
					'Una sola vez por la mañana es suficiente si el producto es de FPS 50+ y resistente al agua',
					'Solo cuando la piel empieza a enrojecer, porque indica que el filtro se ha agotado',
					'Cada cuatro o cinco horas, aunque haya habido baño, si el producto es resistente al agua',
					'Cada dos horas y siempre después de bañarse, sudar mucho o secarse con la toalla',
				],
				answer: 3,
				explanation:
					'El agua, el sudor y el roce eliminan parte del producto, por lo que hay que reaplicarlo con frecuencia, aproximadamente cada dos horas y tras cada baño.',
			},
			{
				prompt: '¿Qué lesión pigmentada conviene derivar al dermatólogo?',
				options: [
					'Un lunar redondo, de color marrón uniforme y sin cambios desde la infancia',
					'Un lunar que en los últimos meses ha crecido, tiene bordes irregulares y varios colores',
					'Unas pecas que se oscurecen en verano y se aclaran en invierno',
				],
				answer: 1,
				explanation:
					'La asimetría, los bordes irregulares, los varios colores y sobre todo la evolución reciente son signos de alarma de la regla ABCDE que obligan a una valoración dermatológica.',
			},
		],
	},
	{
		courseId: 1003,
		questions: [
			{
				prompt: '¿Cómo se deben usar los emolientes en la dermatitis atópica?',
				options: [
					'Solo durante los brotes, en capa gruesa sobre las lesiones enrojecidas',
					'Una vez a la semana, en capa muy fina, para no obstruir los poros',
					'Solo en invierno, cuando la piel está más seca, y nunca inmediatamente después del baño',
					'A diario, también fuera de los brotes, y preferentemente justo después del baño',
				],
				answer: 3,
				explanation:
					'El emoliente diario mantiene la barrera cutánea, reduce el picor y espacia los brotes, y aplicado tras el baño retiene mejor el agua de la piel.',
			},
			{
				prompt: '¿Qué pauta de higiene es adecuada para un niño con piel atópica?',
				options: [
					'Baños largos con agua bien caliente, que calman el picor y ayudan a arrastrar las escamas',
					'Baños cortos con agua templada, un limpiador syndet sin perfume y secado a toques',
					'Gel de baño perfumado y esponja de fibra para retirar bien las escamas',
					'Evitar por completo el baño durante los brotes y limpiar con toallitas',
				],
				answer: 1,
				explanation:
					'El agua caliente, los baños largos, el perfume y la fricción alteran la barrera cutánea, mientras que un baño corto y suave la respeta.',
			},
			{
				prompt:
					'Un padre teme que la crema con corticoide que han recetado a su hija le adelgace la piel. ¿Qué le explicas?',
				options: [
					'Que la use solo cuando el picor sea insoportable y la cambie por el emoliente en cuanto mejore',
					'Que la mezcle a partes iguales con el emoliente para que sea más suave y pueda usarla más tiempo',
					'Que, usada como la ha pautado el médico, es segura y eficaz, y que dejarla antes de tiempo alarga el brote',
					'Que es mejor sustituirla por un aceite vegetal, que no tiene efectos adversos',
				],
				answer: 2,
				explanation:
					'Los efectos adversos de los corticoides tópicos aparecen sobre todo con un uso incorrecto y prolongado, y la corticofobia lleva a infratratar los brotes.',
			},
			{
				prompt: '¿Qué signo en un niño con dermatitis atópica obliga a derivarlo al médico?',
				options: [
					'Costras amarillentas, supuración o vesículas agrupadas y dolorosas',
					'Piel seca y áspera en las mejillas durante el invierno, sin otras lesiones',
					'Un picor leve por la noche que mejora al aplicar el emoliente',
					'Una zona algo enrojecida que va mejorando con el tratamiento pautado',
				],
				answer: 0,
				explanation:
					'Las costras amarillentas y la supuración sugieren una sobreinfección bacteriana, y las vesículas agrupadas dolorosas, una infección por herpes, que requieren tratamiento médico.',
			},
		],
	},
	{
		courseId: 1004,
		questions: [
			{
				prompt: '¿Qué lesiones indican un acné que debe valorarse en la consulta médica?',
				options: [
					'Nódulos profundos y dolorosos o cicatrices',
					'Comedones abiertos (puntos negros) en la nariz',
					'Algunas pápulas y pústulas aisladas en la frente',
					'Brillo en la zona T a media mañana',
				],
				answer: 0,
				explanation:
					'Los nódulos y las cicatrices indican un acné moderado o grave que necesita tratamiento médico para evitar secuelas permanentes.',
			},
			{
				prompt: '¿Qué rutina básica es adecuada para una piel con acné leve?',
				options: [
					'Lavar la cara cinco o seis veces al día con un jabón fuerte para eliminar toda la grasa',
					'No usar ninguna crema hidratante, porque la piel grasa no la necesita',
					'Limpiador suave dos veces al día, hidratante no comedogénica y fotoprotector ligero',
					'Un exfoliante de gránulos gruesos a diario para destapar los poros',
				],
				answer: 2,
				explanation:
					'Una limpieza suave y productos no comedogénicos controlan el sebo sin irritar, mientras que el lavado excesivo y la exfoliación agresiva empeoran la inflamación.',
			},
			{
				prompt: '¿Qué advertencia hay que dar al recomendar peróxido de benzoilo?',
				options: [
					'Que actúa en pocas horas y basta con aplicarlo la víspera de un evento',
					'Que puede irritar y resecar al principio y decolorar la ropa, las toallas y el pelo',
					'Que debe combinarse con un exfoliante mecánico diario para potenciar su efecto secante',
					'Que obliga a dejar de usar el fotoprotector durante el tratamiento',
				],
				answer: 1,
				explanation:
					'El peróxido de benzoilo es un oxidante que reseca e irrita al inicio y decolora los tejidos, por lo que conviene empezar con poca frecuencia o baja concentración.',
			},
			{
				prompt: 'Un adolescente cree que tomar el sol le curará los granos. ¿Qué le explicas?',
				options: [
					'Que tiene razón y que en verano puede prescindir del fotoprotector para secar los granos',
					'Que el sol solo empeora el acné si se toma en la playa, por la sal del agua del mar',
					'Que la mejoría es definitiva si se broncea poco a poco, sin llegar a quemarse',
					'Que la mejoría es pasajera: el sol engrosa la capa córnea, favorece un rebote y puede dejar manchas',
				],
				answer: 3,
				explanation:
					'El sol disimula las lesiones temporalmente, pero el engrosamiento de la capa córnea favorece nuevos comedones en otoño y aumenta el riesgo de manchas postinflamatorias.',
			},
		],
	},
	{
		courseId: 1005,
		questions: [
			{
				prompt:
					'Un paciente tratado con un inhibidor del receptor del factor de crecimiento epidérmico (EGFR) presenta una erupción de pápulas y pústulas en la cara. ¿Qué es lo correcto?',
				options: [
					'Recomendarle peróxido de benzoilo y un limpiador secante, como en el acné juvenil',
					'Aconsejarle que suspenda el tratamiento oncológico hasta que mejore la piel',
					'Comunicarlo al equipo oncológico y no recomendar por cuenta propia productos antiacné secantes',
					'Aplicar una loción con alcohol para desinfectar las lesiones',
				],
				answer: 2,
				explanation:
					'La erupción acneiforme por terapias dirigidas no es un acné y su tratamiento lo pauta el equipo oncológico, mientras que los productos secantes la irritan aún más.',
			},
			{
				prompt: '¿Qué consejo es adecuado para la piel de la zona que recibe radioterapia?',
				options: [
					'Aplicar colonia o geles con alcohol varias veces al día para refrescarla y calmar el escozor',
					'Depilarla con cera antes de cada sesión para que la crema penetre mejor en la piel',
					'Tomar el sol con moderación y con fotoprotector para acelerar la recuperación de la piel',
					'Lavarla con agua templada y un limpiador suave, secar sin frotar y usar la crema pautada por su equipo',
				],
				answer: 3,
				explanation:
					'La piel irradiada es muy frágil, por lo que debe tratarse con suavidad, evitando el alcohol, el perfume, la depilación agresiva y el sol.',
			},
			{
				prompt:
					'Una paciente en tratamiento con capecitabina refiere enrojecimiento y dolor en las palmas y las plantas. ¿Qué le aconsejas?',
				options: [
					'Hidratar con una crema de urea, evitar el calor, la fricción y el calzado apretado, e informar al oncólogo',
					'Sumergir las manos y los pies en agua caliente varias veces al día para aliviar el dolor',
					'Limar a diario la piel engrosada con una piedra pómez para reducir la presión al caminar',
					'Esperar a terminar el tratamiento para consultar, porque es un efecto sin importancia',
				],
				answer: 0,
				explanation:
					'El síndrome mano-pie mejora con hidratación y evitando el calor y la presión, pero el oncólogo debe conocerlo porque puede requerir ajustar la dosis.',
			},
			{
				prompt: '¿Qué limpiador es más adecuado para un paciente en quimioterapia?',
				options: [
					'Un gel con ácido glicólico para renovar la piel',
					'Un syndet o un aceite de ducha sin perfume ni alcohol',
					'Un jabón antiséptico con alcohol para prevenir infecciones',
					'Un gel exfoliante para eliminar la descamación',
				],
				answer: 1,
				explanation:
					'La quimioterapia deja la piel seca y frágil, y un limpiador suave sin perfume ni alcohol limpia sin dañar la barrera cutánea.',
			},
		],
	},
	{
		courseId: 1006,
		questions: [
			{
				prompt:
					'¿Qué criterio de organización del lineal de dermocosmética propone la gestión por categorías?',
				options: [
					'Por laboratorio, con cada marca en su propio módulo del lineal',
					'Por necesidades de la piel, como piel atópica, acneica o fotoprotección',
					'Por precio, de mayor a menor, con los productos más caros a la altura de los ojos',
					'Por orden alfabético del nombre comercial del producto',
				],
				answer: 1,
				explanation:
					'Ordenar por necesidades permite que el cliente encuentre la solución a su problema y facilita el consejo del equipo.',
			},
			{
				prompt: '¿Qué mide el índice de rotación de una familia de productos?',
				options: [
					'Cuántas veces se vende y se repone su stock medio en un periodo',
					'El porcentaje de beneficio sobre el precio de venta',
					'El número de días de venta que cubre el stock actual',
					'El número de referencias distintas que tiene la familia en el lineal',
				],
				answer: 0,
				explanation:
					'La rotación relaciona las ventas a coste con el stock medio e indica cuántas veces se renueva ese stock en el periodo analizado.',
			},
			{
				prompt:
					'Una familia de productos tiene un stock de 3.000 € a precio de coste y vende 1.000 € a coste al mes. ¿Cuál es su cobertura de stock aproximada?',
				options: ['Unos diez días', 'Un mes', 'Tres meses', 'Un año'],
				answer: 2,
				explanation:
					'La cobertura es el stock dividido entre las ventas del periodo: 3.000 € entre 1.000 € al mes equivalen a unos tres meses de venta.',
			},
			{
				prompt:
					'Un cliente pide un gel de baño y comenta que tiene la piel tirante. ¿Qué sería un consejo activo y ético?',
				options: [
					'Darle el gel que pide sin hacerle preguntas, para no presionarlo ni incomodarlo',
					'Ofrecerle el producto con más margen aunque no tenga relación con su problema',
					'Venderle un lote de cinco productos de la misma marca para que obtenga un buen descuento',
					'Preguntar por sus hábitos y proponer un limpiador suave y un emoliente si los necesita',
				],
				answer: 3,
				explanation:
					'El consejo activo parte de una necesidad detectada y ofrece una solución justificada, sin forzar la venta de productos innecesarios.',
			},
		],
	},

	// Salud capilar
	{
		courseId: 1007,
		questions: [
			{
				prompt: '¿Cuál es el patrón típico de la alopecia androgenética femenina?',
				options: [
					'Placas redondas sin pelo, bien delimitadas, que aparecen en pocas semanas',
					'Entradas frontotemporales profundas y calvicie progresiva en la coronilla',
					'Caída brusca y generalizada dos o tres meses después de un parto',
					'Aclaramiento difuso de la zona central, conservando la línea frontal',
				],
				answer: 3,
				explanation:
					'En la mujer la alopecia androgenética suele causar un aclaramiento difuso de la zona central, que se gradúa con la escala de Ludwig, y respeta la línea de implantación frontal.',
			},
			{
				prompt:
					'Un paciente que lleva tres semanas con minoxidil tópico nota que se le cae más pelo. ¿Qué le dices?',
				options: [
					'Que suspenda el tratamiento, porque no le está funcionando',
					'Que duplique la dosis para compensar la caída',
					'Que es una caída transitoria y esperable, y que debe continuar con el tratamiento',
					'Que cambie a un champú anticaspa, porque la caída se debe a la caspa',
				],
				answer: 2,
				explanation:
					'El minoxidil adelanta la salida de los cabellos en fase telógena para dar paso a otros nuevos, por lo que la caída inicial es transitoria y no indica fracaso.',
			},
			{
				prompt: '¿Cuándo se puede valorar la eficacia del minoxidil tópico?',
				options: [
					'A las dos semanas, cuando deja de caerse el pelo',
					'Tras unos cuatro a seis meses de uso continuado',
					'Al mes de empezar, si se aplica dos veces al día',
					'Solo después de tres años de uso ininterrumpido',
				],
				answer: 1,
				explanation:
					'Por la duración del ciclo capilar, los primeros resultados del minoxidil no se aprecian antes de unos meses, y hay que mantenerlo para conservarlos.',
			},
			{
				prompt: '¿Qué caso debe derivarse al dermatólogo en lugar de recomendar minoxidil sin más?',
				options: [
					'Un hombre con placas redondas sin pelo que han aparecido en pocas semanas',
					'Un hombre de 28 años con entradas que avanzan lentamente desde hace años',
					'Un hombre de 35 años con un aclaramiento progresivo de la coronilla sin otros síntomas',
					'Un hombre de 40 años que quiere mantener los resultados del minoxidil que ya usa',
				],
				answer: 0,
				explanation:
					'La caída brusca en placas no corresponde a una alopecia androgenética y sugiere una alopecia areata u otra patología que debe valorar el dermatólogo.',
			},
		],
	},
	{
		courseId: 1008,
		questions: [
			{
				prompt:
					'¿Cuánto tiempo suele pasar entre el desencadenante, como una fiebre alta o un parto, y el inicio de un efluvio telógeno?',
				options: ['Dos o tres meses', 'Unas horas', 'Una semana', 'Más de dos años después'],
				answer: 0,
				explanation:
					'El desencadenante hace que muchos cabellos pasen a la vez a la fase telógena, que dura unos tres meses, y por eso la caída se nota dos o tres meses después.',
			},
			{
				prompt: '¿Qué rasgo orienta a un efluvio telógeno frente a otras alopecias?',
				options: [
					'Placas redondas sin pelo y bien delimitadas',
					'Caída difusa de cabellos enteros, sin placas ni un patrón de entradas o de coronilla',
					'Afinamiento progresivo del pelo en las entradas a lo largo de años',
					'Cabellos rotos a pocos milímetros del cuero cabelludo con descamación',
				],
				answer: 1,
				explanation:
					'El efluvio telógeno produce una caída difusa de cabellos completos, sin las placas de la alopecia areata ni el patrón progresivo de la androgenética.',
			},
			{
				prompt:
					'¿Qué debe advertirse a quien toma un complemento capilar con dosis altas de biotina?',
				options: [
					'Que la biotina tiñe la orina de color oscuro y eso indica que debe dejarla',
					'Que debe tomarlo siempre con leche para que la biotina se absorba mejor',
					'Que no puede teñirse el pelo mientras dure el tratamiento con el complemento capilar',
					'Que lo comunique antes de un análisis, porque puede alterar algunos resultados',
				],
				answer: 3,
				explanation:
					'La biotina en dosis altas interfiere en los inmunoensayos de laboratorio y puede falsear, entre otros, los resultados de las hormonas tiroideas y de la troponina.',
			},
			{
				prompt:
					'Una mujer tiene caída de pelo desde hace ocho meses, cansancio y reglas abundantes. ¿Qué haces?',
				options: [
					'Le recomiendas un complemento capilar más concentrado durante seis meses',
					'Le explicas que es una caída estacional y que se resolverá sola en otoño',
					'La derivas al médico para descartar una ferropenia u otras causas',
				],
				answer: 2,
				explanation:
					'Una caída prolongada con cansancio y reglas abundantes sugiere una ferropenia, que debe confirmarse y tratarse tras la valoración médica.',
			},
		],
	},
	{
		courseId: 1009,
		questions: [
			{
				prompt: '¿Qué dato orienta a una dermatitis seborreica y no a una caspa simple?',
				options: [
					'Escamas blancas y finas que caen sobre los hombros, sin enrojecimiento',
					'Sensación de tirantez y escozor después de lavar el pelo con agua muy caliente',
					'Enrojecimiento con escamas grasas amarillentas, también en cejas y junto a la nariz',
					'Pequeños puntos blancos muy pegados al pelo cerca de la nuca y por detrás de las orejas',
				],
				answer: 2,
				explanation:
					'La dermatitis seborreica combina eritema y escamas grasas en zonas ricas en glándulas sebáceas, como las cejas y los surcos nasogenianos, además del cuero cabelludo.',
			},
			{
				prompt:
					'¿Qué activo anticaspa actúa sobre todo como queratolítico, ayudando a desprender las escamas gruesas y adheridas?',
				options: ['Ketoconazol', 'Ciclopiroxolamina', 'Piritiona de zinc', 'Ácido salicílico'],
				answer: 3,
				explanation:
					'El ácido salicílico es un queratolítico, mientras que el ketoconazol, la ciclopiroxolamina y la piritiona de zinc actúan principalmente frente a la levadura Malassezia.',
			},
			{
				prompt: '¿Cómo se usa correctamente un champú tratante anticaspa?',
				options: [
					'Se aplica sobre el cabello seco y se deja sin aclarar hasta el siguiente lavado',
					'Se masajea en el cuero cabelludo, se deja actuar unos minutos y se aclara',
					'Se aplica solo en el cabello, evitando el cuero cabelludo, y se aclara enseguida',
					'Se usa a diario y de forma indefinida, aunque la descamación haya desaparecido',
				],
				answer: 1,
				explanation:
					'El activo necesita unos minutos de contacto con el cuero cabelludo para actuar, y aclararlo enseguida o aplicarlo solo en el pelo le resta eficacia.',
			},
			{
				prompt: '¿Qué caso de descamación del cuero cabelludo conviene derivar al médico?',
				options: [
					'Placas gruesas que sobrepasan la línea del pelo, con lesiones en codos y rodillas',
					'Escamas finas que mejoran tras dos semanas con un champú de piritiona de zinc',
					'Caspa que reaparece de forma leve en invierno',
					'Escamas grasas que se controlan con un champú de ketoconazol y mantenimiento semanal',
				],
				answer: 0,
				explanation:
					'Las placas gruesas que sobrepasan el cuero cabelludo y las lesiones en codos y rodillas sugieren una psoriasis, que requiere diagnóstico y tratamiento médico.',
			},
		],
	},
	{
		courseId: 1010,
		questions: [
			{
				prompt:
					'¿En qué fase del ciclo capilar se encuentra la mayoría de los cabellos de un cuero cabelludo sano?',
				options: ['Telógena', 'Anágena', 'Catágena'],
				answer: 1,
				explanation:
					'Alrededor del 85-90 % de los cabellos está en fase anágena, de crecimiento, que dura varios años.',
			},
			{
				prompt:
					'¿Qué capa del tallo piloso contiene la mayor parte de la queratina y de la melanina, que dan al cabello su resistencia y su color?',
				options: ['La corteza', 'La cutícula', 'La médula', 'La vaina radicular externa'],
				answer: 0,
				explanation:
					'La corteza es la capa más gruesa del tallo y concentra las fibras de queratina y los pigmentos de melanina.',
			},
			{
				prompt:
					'¿Qué estructura, situada en la base del folículo y muy vascularizada, regula el crecimiento del cabello?',
				options: [
					'El músculo erector del pelo',
					'La glándula sebácea',
					'La cutícula',
					'La papila dérmica',
				],
				answer: 3,
				explanation:
					'La papila dérmica aporta los nutrientes y las señales que controlan la actividad de las células de la matriz del folículo.',
			},
			{
				prompt:
					'¿Qué hormona se relaciona con la miniaturización progresiva del folículo en las personas con predisposición genética?',
				options: [
					'La hormona del crecimiento (GH)',
					'La oxitocina',
					'La dihidrotestosterona (DHT)',
					'La hormona antidiurética (ADH)',
				],
				answer: 2,
				explanation:
					'La dihidrotestosterona, que se forma a partir de la testosterona por la acción de la 5-alfa-reductasa, acorta la fase anágena y miniaturiza los folículos sensibles.',
			},
		],
	},
	{
		courseId: 1011,
		questions: [
			{
				prompt:
					'¿Qué ingrediente de los tintes capilares es una causa frecuente de dermatitis alérgica de contacto?',
				options: [
					'El pantenol (provitamina B5)',
					'La glicerina vegetal',
					'El ácido hialurónico',
					'La parafenilendiamina (PPD)',
				],
				answer: 3,
				explanation:
					'La parafenilendiamina, presente en muchos tintes de oxidación oscuros, es uno de los alérgenos de contacto más frecuentes.',
			},
			{
				prompt: '¿Qué pauta de lavado es adecuada para un cuero cabelludo sensible?',
				options: [
					'Agua muy caliente y frotar con las uñas para desprender bien todas las escamas',
					'Agua templada, champú suave sin perfume y masaje con las yemas de los dedos',
					'Un champú con alcohol a diario, que refresca y calma el picor',
					'Jabón de manos, que es más neutro que cualquier champú',
				],
				answer: 1,
				explanation:
					'El calor, la fricción y los tensioactivos agresivos alteran la barrera del cuero cabelludo, mientras que un lavado suave la respeta.',
			},
			{
				prompt:
					'Una clienta nota escozor en el cuero cabelludo cada vez que se tiñe el pelo en casa. ¿Qué le aconsejas?',
				options: [
					'Dejar ese tinte, consultar si aparece eccema y hacer la prueba de tolerancia 48 horas antes de otro tinte',
					'Dejar actuar el tinte más tiempo para que el cuero cabelludo se vaya acostumbrando',
					'Cambiar a una henna negra para el pelo, que al ser natural nunca produce alergia',
					'Aplicar el tinte justo después de lavar el pelo con agua caliente y un champú fuerte',
				],
				answer: 0,
				explanation:
					'El escozor repetido puede indicar una irritación o una alergia de contacto, que empeora con cada exposición y puede agravarse con productos que también contienen PPD, como la henna negra.',
			},
			{
				prompt: '¿Qué caso de picor en el cuero cabelludo debe derivarse al médico?',
				options: [
					'Tirantez leve después de lavar el pelo con agua muy caliente',
					'Picor ocasional en épocas de estrés, sin ninguna lesión visible en la piel',
					'Picor intenso de semanas, con placas descamativas y zonas que supuran',
					'Sequedad tras el verano que mejora con un champú suave',
				],
				answer: 2,
				explanation:
					'Las lesiones visibles, la supuración y el picor intenso y persistente pueden corresponder a una infección, una dermatitis de contacto o una psoriasis que necesitan valoración médica.',
			},
		],
	},

	// Nutrición
	{
		courseId: 1012,
		questions: [
			{
				prompt: '¿Qué diferencia la ferropenia de la anemia ferropénica?',
				options: [
					'En la ferropenia hay depósitos bajos con hemoglobina normal; en la anemia la hemoglobina ya ha bajado',
					'La ferropenia es una fase más grave que la anemia y siempre obliga a usar hierro intravenoso',
					'La anemia ferropénica se debe a la falta de vitamina B12, no de hierro',
					'Son dos nombres para la misma situación y se tratan exactamente igual',
				],
				answer: 0,
				explanation:
					'La ferropenia es la fase inicial, con ferritina baja, y solo cuando el déficit progresa cae la hemoglobina y aparece la anemia.',
			},
			{
				prompt: '¿Qué bebida reduce la absorción del hierro oral y conviene separar de la toma?',
				options: ['Un zumo de naranja natural', 'Un vaso de agua', 'El té, el café o la leche'],
				answer: 2,
				explanation:
					'Los taninos del té y del café y el calcio de la leche reducen la absorción del hierro, mientras que la vitamina C del zumo la favorece.',
			},
			{
				prompt:
					'¿Qué medida puede mejorar la tolerancia digestiva del hierro oral sin abandonar el tratamiento?',
				options: [
					'Tomarlo junto con un antiácido para proteger el estómago',
					'Tomarlo con un vaso de leche',
					'Tomar el doble de dosis una sola vez a la semana',
					'Tomarlo con algo de comida o, si el médico lo valida, en días alternos',
				],
				answer: 3,
				explanation:
					'Tomarlo con alimentos reduce las molestias aunque se absorba algo menos, y la pauta en días alternos mejora la tolerancia sin perder eficacia, mientras que los antiácidos y la leche impiden su absorción.',
			},
			{
				prompt:
					'Un paciente toma levotiroxina en ayunas y empieza un tratamiento con hierro oral. ¿Qué le aconsejas?',
				options: [
					'Tomar los dos juntos para no olvidar ninguno',
					'Separar ambas tomas al menos cuatro horas',
					'Separarlos solo diez minutos',
					'Suspender la levotiroxina mientras dure el tratamiento con hierro',
				],
				answer: 1,
				explanation:
					'El hierro forma complejos con la levotiroxina en el intestino y reduce su absorción, por lo que las tomas deben separarse al menos cuatro horas.',
			},
			{
				prompt:
					'¿Por qué no se debe iniciar un tratamiento con hierro por cuenta propia ante un cansancio sin causa conocida?',
				options: [
					'Porque el hierro oral nunca mejora el cansancio, ni siquiera si hay ferropenia',
					'Porque el hierro oral produce intoxicación aunque se tome exactamente a la dosis indicada',
					'Porque antes hay que diagnosticar la anemia y buscar su causa, como un sangrado digestivo',
				],
				answer: 2,
				explanation:
					'Tratar sin diagnóstico puede enmascarar una causa grave, como un sangrado digestivo, y el cansancio puede deberse a otros problemas que el hierro no corrige.',
			},
		],
	},
	{
		courseId: 1013,
		questions: [
			{
				prompt: '¿Por qué el ácido fólico debe empezar a tomarse antes de la concepción?',
				options: [
					'Porque mejora la fertilidad y aumenta las probabilidades de concebir',
					'Porque el tubo neural se cierra en las primeras semanas, a menudo antes de saber que hay embarazo',
					'Porque necesita meses para acumularse y prevenir las náuseas del primer trimestre',
					'Porque así se evita por completo la anemia del tercer trimestre',
				],
				answer: 1,
				explanation:
					'El tubo neural se cierra hacia el día 28 de gestación, por lo que el ácido fólico solo previene sus defectos si ya se está tomando en ese momento.',
			},
			{
				prompt:
					'Además del ácido fólico, ¿qué suplemento se recomienda habitualmente en España durante el embarazo y la lactancia?',
				options: [
					'Vitamina A en dosis altas como retinol',
					'Cromo en forma de picolinato',
					'Vitamina K en gotas orales',
					'Yodo, en forma de yoduro potásico',
				],
				answer: 3,
				explanation:
					'Las necesidades de yodo aumentan en el embarazo y la lactancia y son esenciales para el desarrollo neurológico del feto y del lactante.',
			},
			{
				prompt: '¿Qué pescados debe evitar una embarazada por su alto contenido en mercurio?',
				options: [
					'Pez espada, tiburón, atún rojo y lucio',
					'Sardina, boquerón, salmón y trucha de piscifactoría',
					'Merluza, bacalao, lenguado y gallo',
					'Caballa, jurel, dorada y lubina',
				],
				answer: 0,
				explanation:
					'Los grandes peces depredadores acumulan más mercurio, mientras que los pescados azules pequeños y los blancos son seguros y recomendables.',
			},
			{
				prompt: '¿Qué alimento conviene evitar en el embarazo por el riesgo de listeriosis?',
				options: [
					'El yogur elaborado con leche pasteurizada',
					'La leche UHT',
					'El queso fresco o blando elaborado con leche cruda',
					'La carne bien cocinada',
				],
				answer: 2,
				explanation:
					'La Listeria puede estar presente en los quesos frescos o blandos de leche sin pasteurizar y causar infecciones graves en el feto.',
			},
			{
				prompt: '¿Por qué hay que revisar los complementos que toma o quiere tomar una embarazada?',
				options: [
					'Porque el exceso de retinol es teratógeno y muchas plantas carecen de datos de seguridad',
					'Porque todos los complementos están contraindicados durante todo el embarazo y la lactancia',
					'Porque los complementos sustituyen a las revisiones con la matrona si se toman a diario',
					'Porque las vitaminas pierden su efecto durante la gestación y hay que duplicar la dosis',
				],
				answer: 0,
				explanation:
					'Dosis altas de retinol pueden causar malformaciones y muchas plantas no se han estudiado en el embarazo, por lo que no deben tomarse sin valorar su seguridad.',
			},
		],
	},
	{
		courseId: 1014,
		questions: [
			{
				prompt:
					'Un cliente pesa 80 kg y mide 1,70 m. ¿Cómo se clasifica su índice de masa corporal (IMC)?',
				options: ['Normopeso', 'Bajo peso', 'Sobrepeso', 'Obesidad de grado II'],
				answer: 2,
				explanation:
					'El IMC es 80 ÷ (1,70 × 1,70) ≈ 27,7 kg/m², un valor entre 25 y 29,9 que corresponde a sobrepeso.',
			},
			{
				prompt: '¿Por qué se mide el perímetro de cintura además del IMC?',
				options: [
					'Porque refleja la grasa abdominal, ligada a un mayor riesgo cardiometabólico',
					'Porque permite calcular la masa muscular y el porcentaje de agua corporal',
					'Porque sustituye a la talla en la fórmula del IMC en las personas con sobrepeso',
					'Porque indica la cantidad de líquido que retiene la persona cada día',
				],
				answer: 0,
				explanation:
					'La grasa abdominal se relaciona con la diabetes tipo 2 y las enfermedades cardiovasculares, y el IMC por sí solo no informa de cómo se distribuye la grasa.',
			},
			{
				prompt:
					'Una clienta quiere perder ocho kilos en un mes antes de una boda. ¿Qué le respondes?',
				options: [
					'Le propones una dieta de 600 kcal al día durante el mes para llegar a tiempo',
					'Le explicas que lo realista es perder de 0,5 a 1 kg por semana y acordáis un objetivo alcanzable',
					'Le recomiendas un diurético para perder líquido rápidamente antes de la boda',
					'Le ofreces un quemagrasas que acelere la pérdida sin necesidad de cambiar la dieta',
				],
				answer: 1,
				explanation:
					'Una pérdida de 0,5 a 1 kg por semana preserva la masa muscular y se mantiene en el tiempo, mientras que las pérdidas rápidas favorecen el efecto rebote.',
			},
			{
				prompt: '¿Cuál es el lugar de los sustitutivos de comidas en un plan de control de peso?',
				options: [
					'Deben sustituir todas las comidas de forma indefinida para no recuperar peso',
					'Son la única forma eficaz de perder peso a largo plazo',
					'Pueden usarse sin seguimiento, porque ya están equilibrados',
					'Pueden sustituir una o dos comidas al día dentro de un plan supervisado',
				],
				answer: 3,
				explanation:
					'Los sustitutivos son una herramienta puntual dentro de un plan supervisado, y el objetivo final es adquirir hábitos de alimentación sostenibles.',
			},
			{
				prompt: '¿Qué persona debería excluirse del servicio y derivarse al médico?',
				options: [
					'Un hombre de 45 años con sobrepeso y sin enfermedades conocidas',
					'Una joven con IMC normal que se ve gorda, se salta comidas y se provoca el vómito',
					'Una mujer con un IMC de 28 que quiere mejorar su alimentación',
					'Un jubilado con sobrepeso que camina a diario, no toma medicación y tiene buena salud',
				],
				answer: 1,
				explanation:
					'La sospecha de un trastorno de la conducta alimentaria es un criterio de exclusión y requiere una valoración médica especializada.',
			},
		],
	},
	{
		courseId: 1015,
		questions: [
			{
				prompt: '¿Por qué es importante fijarse en la cepa al recomendar un probiótico?',
				options: [
					'Porque las distintas cepas solo cambian el sabor, el color y la conservación del producto',
					'Porque la cepa indica si el producto necesita conservarse en la nevera',
					'Porque cuantas más cepas distintas contenga, más eficaz será siempre',
					'Porque el efecto demostrado depende de la cepa concreta y de la dosis estudiada',
				],
				answer: 3,
				explanation:
					'Los beneficios de un probiótico se demuestran en ensayos con una cepa y una dosis concretas y no se pueden extrapolar a otras cepas.',
			},
			{
				prompt:
					'¿Qué probiótico cuenta con buena evidencia en la prevención de la diarrea asociada a antibióticos?',
				options: [
					'Saccharomyces boulardii',
					'La inulina de raíz de achicoria',
					'La lactulosa en jarabe',
					'El carbón activado',
				],
				answer: 0,
				explanation:
					'Saccharomyces boulardii, igual que Lacticaseibacillus rhamnosus GG, reduce el riesgo de diarrea asociada a antibióticos, mientras que las demás opciones no son probióticos.',
			},
			{
				prompt:
					'Un cliente empieza un antibiótico y va a tomar un probiótico bacteriano. ¿Qué le aconsejas?',
				options: [
					'Tomarlos juntos en el mismo vaso de agua para no olvidar ninguno de los dos',
					'Suspender el antibiótico si aparece una diarrea leve y seguir solo con el probiótico',
					'Separarlo unas dos horas del antibiótico y mantenerlo todo el tratamiento y unos días más',
					'Esperar a terminar el antibiótico para empezar el probiótico, porque antes quedaría inactivado',
				],
				answer: 2,
				explanation:
					'Separar las tomas evita que el antibiótico inactive las bacterias del probiótico, y mantenerlo durante todo el tratamiento cubre el periodo de riesgo de diarrea.',
			},
			{
				prompt: '¿Qué indican las UFC que figuran en la etiqueta de un probiótico?',
				options: [
					'Las calorías que aporta cada dosis del producto',
					'Los microorganismos viables que aporta cada dosis',
					'El número de cepas distintas que contiene la fórmula',
					'La fecha hasta la que el producto conserva su eficacia',
				],
				answer: 1,
				explanation:
					'Las unidades formadoras de colonias expresan cuántos microorganismos vivos aporta la dosis, que debe coincidir con la estudiada para esa cepa.',
			},
			{
				prompt: '¿Qué paciente debe consultar al médico antes de tomar un probiótico?',
				options: [
					'Un paciente inmunodeprimido o portador de un catéter venoso central',
					'Un adulto sano que empieza un tratamiento con amoxicilina',
					'Una mujer sana que prepara un viaje al extranjero',
					'Un estudiante sano con digestiones pesadas',
				],
				answer: 0,
				explanation:
					'En personas inmunodeprimidas o con un catéter venoso central se han descrito infecciones graves por los microorganismos del probiótico, como fungemias por Saccharomyces.',
			},
		],
	},
	{
		courseId: 1016,
		questions: [
			{
				prompt:
					'¿A partir de qué duración del ejercicio conviene tomar una bebida con hidratos de carbono y electrolitos en lugar de solo agua?',
				options: [
					'A partir de diez minutos',
					'A partir de aproximadamente una hora',
					'Solo en pruebas de más de seis horas seguidas',
					'Nunca, porque el agua basta siempre',
				],
				answer: 1,
				explanation:
					'En esfuerzos de menos de una hora el agua es suficiente, y a partir de ahí los hidratos de carbono y el sodio ayudan a mantener el rendimiento y la hidratación.',
			},
			{
				prompt: '¿Qué afirmación sobre la creatina monohidrato es correcta?',
				options: [
					'Es un esteroide anabolizante incluido en la lista de sustancias prohibidas en competición',
					'Mejora sobre todo el rendimiento en el maratón porque ayuda a quemar grasa',
					'Debe tomarse en dosis de 50 g al día de forma continuada para ser eficaz',
					'Tiene buena evidencia en esfuerzos de fuerza e intensos repetidos, a 3-5 g al día',
				],
				answer: 3,
				explanation:
					'La creatina aumenta las reservas de fosfocreatina del músculo y mejora el rendimiento en esfuerzos cortos e intensos, y no es una sustancia dopante.',
			},
			{
				prompt: '¿Qué consejo darías a un deportista federado que quiere tomar complementos?',
				options: [
					'Que los productos naturales no pueden dar positivo en un control antidopaje',
					'Que compre por internet los más baratos, porque todos llevan lo mismo',
					'Que elija productos con certificación antidopaje, porque hay complementos contaminados',
					'Que los productos «quemagrasas» son seguros siempre que se vendan sin receta en una tienda',
				],
				answer: 2,
				explanation:
					'Se han encontrado complementos contaminados con estimulantes o anabolizantes no declarados, y el deportista es responsable de cualquier positivo.',
			},
			{
				prompt:
					'Una corredora que entrena mucho comenta que hace meses que no tiene la regla y que se nota muy cansada. ¿Qué haces?',
				options: [
					'La derivas al médico, porque puede indicar un déficit energético relativo en el deporte',
					'Le recomiendas un complemento de hierro y que siga entrenando con la misma carga de siempre',
					'Le dices que es normal en las deportistas de fondo y que no tiene importancia',
					'Le aconsejas un quemagrasas y un complemento de cafeína para rendir más',
				],
				answer: 0,
				explanation:
					'La amenorrea en deportistas suele deberse a una ingesta insuficiente para el gasto energético y tiene consecuencias para la salud ósea y hormonal que debe valorar el médico.',
			},
		],
	},
	{
		courseId: 1017,
		questions: [
			{
				prompt: '¿Cuántas kilocalorías aporta aproximadamente un gramo de grasa?',
				options: ['4 kcal', '7 kcal', '9 kcal', '12 kcal'],
				answer: 2,
				explanation:
					'Las grasas aportan unas 9 kcal por gramo, más del doble que los hidratos de carbono y las proteínas, que aportan unas 4 kcal por gramo.',
			},
			{
				prompt:
					'¿Qué vitamina presenta con más frecuencia niveles insuficientes en la población española, pese a las muchas horas de sol?',
				options: ['Vitamina C', 'Vitamina D', 'Vitamina K', 'Vitamina E'],
				answer: 1,
				explanation:
					'La vitamina D se obtiene sobre todo por la exposición de la piel al sol y pocos alimentos la contienen, por lo que su déficit es frecuente, especialmente en personas mayores y en invierno.',
			},
			{
				prompt: '¿En qué orden aparecen los ingredientes en la etiqueta de un alimento?',
				options: [
					'En orden decreciente de peso',
					'En orden alfabético',
					'De menor a mayor cantidad',
					'Según las calorías que aporta cada uno',
				],
				answer: 0,
				explanation:
					'La normativa europea obliga a enumerar los ingredientes de mayor a menor peso, por lo que los primeros son los más abundantes.',
			},
			{
				prompt: '¿Qué diferencia a un medicamento de un complemento alimenticio?',
				options: [
					'El complemento alimenticio necesita siempre receta médica para poder dispensarse',
					'El complemento alimenticio no puede contener vitaminas ni minerales',
					'Ambos se autorizan tras los mismos ensayos clínicos',
					'Solo el medicamento puede atribuirse prevenir, tratar o curar una enfermedad',
				],
				answer: 3,
				explanation:
					'Los complementos alimenticios son alimentos que complementan la dieta y la normativa les prohíbe atribuirse propiedades de prevenir, tratar o curar enfermedades.',
			},
		],
	},

	// Pediatría
	{
		courseId: 1018,
		questions: [
			{
				prompt:
					'Un niño de 12 kg necesita paracetamol a 15 mg/kg por dosis. Con una solución oral de 100 mg/ml, ¿qué volumen corresponde a cada dosis?',
				options: ['0,18 ml', '1,2 ml', '1,8 ml', '18 ml'],
				answer: 2,
				explanation: 'La dosis es 12 kg × 15 mg/kg = 180 mg, y 180 mg ÷ 100 mg/ml = 1,8 ml.',
			},
			{
				prompt: '¿Por qué es clave fijarse en la concentración del jarabe de ibuprofeno?',
				options: [
					'Porque hay presentaciones de 20 mg/ml y de 40 mg/ml, y el volumen de la dosis cambia',
					'Porque la concentración solo cambia el sabor y el color del jarabe',
					'Porque la concentración más alta actúa más rápido aunque se administre el mismo volumen',
					'Porque la concentración indica la edad mínima a partir de la que se puede usar',
				],
				answer: 0,
				explanation:
					'Con la presentación de 40 mg/ml el volumen de cada dosis es la mitad que con la de 20 mg/ml, y confundirlas puede causar una sobredosis o una dosis insuficiente.',
			},
			{
				prompt: '¿Cuál es el objetivo principal de dar un antitérmico a un niño con fiebre?',
				options: [
					'Bajar la temperatura hasta 36 °C a toda costa',
					'Mejorar su bienestar y aliviar el malestar',
					'Prevenir siempre las convulsiones febriles',
					'Acortar la duración de la infección',
				],
				answer: 1,
				explanation:
					'La fiebre es un mecanismo de defensa, y el antitérmico se da para que el niño esté más cómodo, no para normalizar la temperatura ni para prevenir las convulsiones febriles.',
			},
			{
				prompt: '¿Qué se recomienda sobre alternar paracetamol e ibuprofeno?',
				options: [
					'Alternarlos siempre cada dos horas para bajar más la fiebre y durante más tiempo',
					'Mezclarlos en la misma jeringa para dar una sola toma',
					'Combinarlos con baños de agua fría o friegas de alcohol para potenciar su efecto antitérmico',
					'No alternarlos de forma sistemática, porque aumenta el riesgo de errores de dosis',
				],
				answer: 3,
				explanation:
					'La alternancia sistemática no ha demostrado mejorar el bienestar del niño y multiplica el riesgo de confundir dosis e intervalos.',
			},
			{
				prompt: '¿Cuál de estas situaciones obliga a acudir a urgencias sin demora?',
				options: [
					'Un niño de 3 años con 38,5 °C que juega con normalidad tras el antitérmico',
					'Un lactante de dos meses con 38,2 °C',
					'Un niño de 5 años con fiebre desde ayer, mocos y buen estado general',
					'Un niño de 2 años con 38 °C que come algo menos de lo habitual',
				],
				answer: 1,
				explanation:
					'En un lactante menor de tres meses cualquier fiebre debe valorarse en urgencias, porque el riesgo de infección bacteriana grave es mayor.',
			},
		],
	},
	{
		courseId: 1019,
		questions: [
			{
				prompt: '¿Cuál es la causa principal de la dermatitis irritativa del pañal?',
				options: [
					'El contacto prolongado con la humedad, la orina y las heces, junto con el roce',
					'Una alergia al plástico y a los materiales absorbentes del pañal',
					'Un déficit de vitaminas en la alimentación del bebé o en la de la madre que lacta',
					'La falta de baños diarios con un gel perfumado y antiséptico',
				],
				answer: 0,
				explanation:
					'La humedad y las enzimas de las heces, sobre todo con diarrea, y el roce del pañal dañan la barrera cutánea del bebé.',
			},
			{
				prompt: '¿Qué rutina de cambio de pañal protege mejor la piel del bebé?',
				options: [
					'Espaciar los cambios para no manipular la zona y aplicar polvos de talco en cada uno',
					'Limpiar con toallitas con alcohol y perfume para desinfectar bien la zona',
					'Frotar con energía para retirar todos los restos de crema en cada cambio',
					'Cambios frecuentes, limpieza con agua templada, secado a toques y crema barrera en cada cambio',
				],
				answer: 3,
				explanation:
					'Los cambios frecuentes reducen el tiempo de contacto con la orina y las heces, y la crema barrera aísla la piel sin necesidad de frotar.',
			},
			{
				prompt:
					'Un bebé tiene la zona del pañal muy enrojecida y húmeda tras una diarrea. ¿Qué producto es más adecuado?',
				options: [
					'Polvos de talco en abundancia para absorber la humedad',
					'Un aceite corporal perfumado que calme, nutra y suavice la piel irritada',
					'Una pasta al agua con óxido de zinc, que protege y ayuda a secar',
					'Una crema hidratante facial de adulto, rica en activos',
				],
				answer: 2,
				explanation:
					'La pasta al agua con óxido de zinc forma una barrera frente a la humedad y tiene un efecto secante adecuado para una piel irritada y exudativa.',
			},
			{
				prompt:
					'¿Qué signo hace sospechar una candidiasis del área del pañal y obliga a derivar al pediatra?',
				options: [
					'Un enrojecimiento leve en las zonas de roce que respeta los pliegues',
					'Rojez intensa que afecta a los pliegues, con pequeñas lesiones satélite alrededor',
					'Una rojez que desaparece tras un día con pasta al agua y cambios frecuentes',
				],
				answer: 1,
				explanation:
					'La afectación de los pliegues y las lesiones satélite son típicas de la infección por Candida, que necesita un tratamiento antifúngico indicado por el pediatra.',
			},
		],
	},
	{
		courseId: 1020,
		questions: [
			{
				prompt: '¿Desde qué edad se puede usar una fórmula de continuación?',
				options: [
					'Desde el nacimiento',
					'Desde el primer mes',
					'Solo a partir de los 3 años',
					'Desde los 6 meses',
				],
				answer: 3,
				explanation:
					'Las fórmulas de continuación están diseñadas para lactantes a partir de los 6 meses, cuando ya reciben alimentación complementaria.',
			},
			{
				prompt:
					'Una madre quiere cambiar de leche porque su bebé de 2 meses regurgita, aunque gana bien de peso y está contento. ¿Qué le dices?',
				options: [
					'Que si crece bien, regurgitar es normal y no hace falta cambiar sin hablarlo con el pediatra',
					'Que pase directamente a una fórmula hidrolizada, que se digiere mejor',
					'Que cambie a leche de vaca entera, que es más espesa y se regurgita menos',
					'Que prepare el biberón más diluido para que lo tolere mejor y regurgite menos',
				],
				answer: 0,
				explanation:
					'La regurgitación es habitual en los primeros meses y, si el bebé crece bien y no hay otros síntomas, no necesita una fórmula especial.',
			},
			{
				prompt: '¿Cómo se prepara correctamente un biberón con fórmula en polvo?',
				options: [
					'Primero el polvo y después se completa con agua templada hasta la marca del biberón',
					'Primero el agua y luego los cacitos rasos que indica el envase, sin apretar',
					'Se añade un cacito extra de polvo para que el bebé quede más saciado',
					'Se calienta en el microondas y se da sin agitar, para no formar burbujas',
				],
				answer: 1,
				explanation:
					'Medir primero el agua y usar cacitos rasos garantiza la concentración correcta, mientras que concentrar o diluir la fórmula puede deshidratar o desnutrir al bebé.',
			},
			{
				prompt:
					'Ante la sospecha de alergia a la proteína de leche de vaca en un lactante, ¿qué es lo correcto?',
				options: [
					'Cambiar a una fórmula sin lactosa',
					'Sustituir la fórmula por una bebida de soja del supermercado',
					'Derivar al pediatra, que valorará una fórmula extensamente hidrolizada',
					'Pasar a leche de cabra',
				],
				answer: 2,
				explanation:
					'La alergia a la proteína de leche de vaca debe diagnosticarla el pediatra y se trata con fórmulas extensamente hidrolizadas, no con fórmulas sin lactosa, bebidas vegetales ni leche de otros mamíferos.',
			},
		],
	},
	{
		courseId: 1021,
		questions: [
			{
				prompt: '¿Qué confirma una pediculosis activa?',
				options: [
					'Tener picor en la cabeza, sobre todo detrás de las orejas',
					'Encontrar un piojo vivo al peinar el cabello con la lendrera',
					'Ver liendres a más de un centímetro del cuero cabelludo en la nuca',
					'Que haya casos de piojos confirmados en la misma clase',
				],
				answer: 1,
				explanation:
					'Solo el hallazgo de piojos vivos confirma la infestación activa, porque las liendres alejadas del cuero cabelludo suelen estar vacías o no ser viables.',
			},
			{
				prompt:
					'¿Qué ventaja tiene la dimeticona frente a los pediculicidas neurotóxicos como la permetrina?',
				options: [
					'Mata todas las liendres en una sola aplicación, así que no hace falta repetirla',
					'Se puede usar de forma preventiva todas las semanas',
					'Actúa por un mecanismo físico, por lo que no se han descrito resistencias',
					'Actúa sobre el sistema nervioso del piojo',
				],
				answer: 2,
				explanation:
					'La dimeticona recubre al piojo y bloquea su funcionamiento de forma física, así que no genera las resistencias descritas con la permetrina.',
			},
			{
				prompt: '¿Por qué hay que repetir la aplicación del pediculicida a los 7-10 días?',
				options: [
					'Para eliminar los piojos que nacen de las liendres que sobrevivieron a la primera aplicación',
					'Para perfumar el pelo y evitar nuevos contagios',
					'Porque el producto pierde eficacia si no se aplica dos veces seguidas el mismo día',
					'Para prevenir infestaciones durante el resto del curso',
				],
				answer: 0,
				explanation:
					'Ningún pediculicida es totalmente eficaz sobre las liendres, y la segunda aplicación elimina los piojos recién nacidos antes de que lleguen a poner huevos.',
			},
			{
				prompt:
					'Una abuela recibe una nota del colegio por piojos en la clase, pero su nieto no los tiene. ¿Qué le aconsejas?',
				options: [
					'Aplicar un pediculicida cada semana de forma preventiva',
					'Lavar a alta temperatura toda la ropa de la casa y fumigar los sofás y los colchones',
					'Cortarle el pelo al niño muy corto',
					'Revisarle la cabeza con la lendrera a menudo y tratar solo si hay piojos vivos',
				],
				answer: 3,
				explanation:
					'Los pediculicidas no previenen el contagio y su uso innecesario favorece las resistencias y la irritación, por lo que solo se tratan las infestaciones confirmadas.',
			},
		],
	},
	{
		courseId: 1022,
		questions: [
			{
				prompt: '¿Qué periodo comprende la etapa neonatal?',
				options: [
					'Los primeros 28 días de vida',
					'Los primeros tres meses de vida',
					'El primer año de vida',
					'Hasta los 2 años',
				],
				answer: 0,
				explanation:
					'El periodo neonatal abarca los primeros 28 días de vida, y a partir de ahí el niño se considera lactante.',
			},
			{
				prompt:
					'¿Por qué se prefiere calcular la dosis pediátrica según el peso y no solo según la edad?',
				options: [
					'Porque los niños metabolizan todos los fármacos igual que un adulto',
					'Porque la edad del niño no figura en la receta ni en el prospecto',
					'Porque así se puede usar siempre la mitad de la dosis del adulto',
					'Porque a igual edad el peso varía mucho, y se ajusta mejor a lo que necesita el niño',
				],
				answer: 3,
				explanation:
					'El peso refleja mejor el tamaño y la composición corporal del niño, por lo que la dosis por kilo es más precisa que una dosis fija por edad.',
			},
			{
				prompt:
					'¿Qué forma farmacéutica oral es, en general, la más adecuada para un niño de 18 meses?',
				options: [
					'Un comprimido entero tragado con agua',
					'Una cápsula dura, entera, con un vaso de agua',
					'Una solución o suspensión oral con jeringa',
					'Un comprimido para chupar lentamente',
				],
				answer: 2,
				explanation:
					'A esa edad el niño no puede tragar comprimidos ni cápsulas con seguridad, y las formas líquidas permiten ajustar la dosis al peso.',
			},
			{
				prompt: '¿Cómo se debe administrar un jarabe con la jeringa dosificadora?',
				options: [
					'Con cualquier jeringa o cuchara de casa, dirigiendo el chorro hacia la garganta',
					'Con la jeringa del envase, despacio y hacia la cara interna de la mejilla',
					'Mezclado en un biberón entero de leche para que no note el sabor',
					'Con una cuchara sopera, que es más rápida y el niño la acepta mejor',
				],
				answer: 1,
				explanation:
					'La jeringa del envase está graduada para ese medicamento, y administrar despacio hacia la mejilla evita atragantamientos, mientras que las cucharas de cocina tienen volúmenes muy variables.',
			},
		],
	},
];
