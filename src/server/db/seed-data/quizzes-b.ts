/** Final quizzes of the demo catalogue's group B (issue #6): 3–5 questions per course, pass mark 80 %. */
import type { SeedCourseQuiz } from './types';

export const quizzesB: SeedCourseQuiz[] = [
	// Respiratorio
	{
		courseId: 2001,
		questions: [
			{
				prompt: '¿Qué dato de la entrevista orienta más hacia una tos productiva?',
				options: [
					'Que la tos empeore por la noche, sea irritativa y deje la garganta seca',
					'Que note mucosidad al toser y la expulse o la trague',
					'Que aparezca sobre todo al hablar, al reír o al respirar aire frío',
					'Que se acompañe de picor de garganta y de un cosquilleo constante',
				],
				answer: 1,
				explanation:
					'La tos productiva se caracteriza por la presencia de secreciones que se movilizan al toser, a diferencia de la tos seca irritativa.',
			},
			{
				prompt: '¿Por qué no se debe asociar un antitusivo con un mucolítico o un expectorante?',
				options: [
					'Porque ambos grupos producen somnolencia y su efecto sedante se suma',
					'Porque el mucolítico inactiva químicamente al antitusivo en el estómago',
					'Porque juntos irritan la mucosa gástrica y provocan úlceras',
					'Porque se fluidifica el moco pero se suprime la tos que ayuda a expulsarlo',
				],
				answer: 3,
				explanation:
					'Al inhibir la tos se impide eliminar las secreciones que el mucolítico o el expectorante han fluidificado, que pueden acumularse en las vías respiratorias.',
			},
			{
				prompt:
					'Un paciente hipertenso tiene tos seca persistente desde que empezó un tratamiento nuevo hace unas semanas. ¿Qué medicamento debe hacernos sospechar?',
				options: [
					'Un IECA, como el enalapril',
					'Un diurético tiazídico, como la hidroclorotiazida',
					'Un antagonista del calcio, como el amlodipino',
					'Una estatina, como la atorvastatina',
				],
				answer: 0,
				explanation:
					'Los IECA pueden producir una tos seca persistente por acumulación de bradicinina, y en ese caso hay que derivar al médico sin suspender el tratamiento por cuenta propia.',
			},
			{
				prompt:
					'¿Cuál de estas situaciones exige derivar al médico en lugar de indicar un tratamiento sin receta?',
				options: [
					'Tos seca de tres días tras un resfriado, sin fiebre ni dificultad para respirar',
					'Tos productiva leve con mocos claros en un adulto sano no fumador',
					'Tos de más de tres semanas con expectoración con sangre',
					'Tos nocturna que mejora al humidificar el ambiente',
				],
				answer: 2,
				explanation:
					'La tos que dura más de tres semanas y la sangre en el esputo son signos de alarma que requieren valoración médica.',
			},
		],
	},
	{
		courseId: 2002,
		questions: [
			{
				prompt: '¿Qué cuadro es más propio de la gripe que del resfriado común?',
				options: [
					'Estornudos y rinorrea acuosa, con febrícula o sin fiebre',
					'Congestión nasal que aumenta poco a poco durante varios días',
					'Inicio brusco con fiebre alta, dolores musculares y gran malestar general',
					'Dolor de garganta leve que precede a la mucosidad',
				],
				answer: 2,
				explanation:
					'La gripe suele comenzar de forma súbita con fiebre alta, mialgias y postración, mientras que el resfriado empieza de forma gradual y con síntomas sobre todo nasales.',
			},
			{
				prompt:
					'Un cliente con resfriado pide un antibiótico «para cortarlo antes». ¿Qué le explicamos?',
				options: [
					'Que el resfriado es vírico y el antibiótico no sirve frente a los virus',
					'Que el antibiótico solo es útil si se empieza en las primeras 24 horas de síntomas',
					'Que puede tomarlo si la mucosidad se vuelve amarilla o verde',
					'Que conviene tomarlo a dosis bajas y durante menos días para evitar resistencias',
				],
				answer: 0,
				explanation:
					'El resfriado y la gripe son infecciones víricas, por lo que los antibióticos no aportan beneficio y sí efectos adversos y resistencias bacterianas.',
			},
			{
				prompt:
					'¿Cuál de estas personas pertenece a un grupo al que se recomienda la vacunación antigripal?',
				options: [
					'Un adulto sano de 30 años sin enfermedades crónicas',
					'Un adolescente sano que hace deporte a diario',
					'Una persona que pasó la gripe la temporada anterior y ya se considera inmunizada',
					'Una mujer embarazada, en cualquier trimestre de la gestación',
				],
				answer: 3,
				explanation:
					'Las embarazadas tienen más riesgo de complicaciones por gripe y figuran entre los grupos a los que se recomienda la vacuna en cualquier trimestre durante la temporada.',
			},
			{
				prompt: '¿Cuánto suele durar un resfriado común sin complicaciones en un adulto?',
				options: [
					'Uno o dos días como máximo',
					'Alrededor de una semana, hasta unos diez días',
					'Entre tres y cuatro semanas en la mayoría de los casos',
					'Más de un mes si no se trata con un antigripal',
				],
				answer: 1,
				explanation:
					'El resfriado común es una infección autolimitada que suele resolverse en siete a diez días, aunque la tos puede prolongarse algo más.',
			},
		],
	},
	{
		courseId: 2003,
		questions: [
			{
				prompt:
					'Al usar un inhalador de cartucho presurizado sin cámara, ¿cómo debe ser la inspiración?',
				options: [
					'Lenta y profunda, coordinada con la pulsación del cartucho',
					'Rápida y enérgica, pulsando el cartucho cuando ya se ha terminado de inspirar',
					'Corta y repetida varias veces seguidas',
					'Por la nariz, con la boquilla apoyada en los labios',
				],
				answer: 0,
				explanation:
					'El cartucho presurizado libera el fármaco a gran velocidad, por lo que se necesita una inspiración lenta y profunda que empiece a la vez que la pulsación para que llegue a los bronquios.',
			},
			{
				prompt: '¿Cómo debe ser la inspiración con un inhalador de polvo seco?',
				options: [
					'Muy lenta, para que el polvo no se pegue a la garganta',
					'Da igual, porque el dispositivo impulsa el polvo',
					'Rápida y enérgica desde el principio, para arrastrar el polvo',
					'Precedida de una espiración dentro del dispositivo',
				],
				answer: 2,
				explanation:
					'En los dispositivos de polvo seco es la fuerza de la inspiración del paciente la que dispersa el polvo, por lo que debe ser rápida y enérgica.',
			},
			{
				prompt: '¿Qué se recomienda después de inhalar un corticoide?',
				options: [
					'Beber un vaso de leche para proteger el estómago',
					'Enjuagarse la boca con agua y escupirla',
					'Repetir la dosis si no se nota un efecto inmediato',
					'Tumbarse unos minutos para favorecer la absorción',
				],
				answer: 1,
				explanation:
					'El enjuague elimina el corticoide depositado en la boca y la garganta y reduce el riesgo de candidiasis oral y de ronquera.',
			},
			{
				prompt:
					'Un paciente con asma cuenta que últimamente usa su broncodilatador de rescate casi a diario. ¿Qué hacemos?',
				options: [
					'Recomendarle que duplique por su cuenta la dosis del corticoide inhalado',
					'Indicarle que cambie a un dispositivo de polvo seco',
					'Tranquilizarle, porque el inhalador de rescate puede usarse sin límite',
					'Revisar su técnica y derivarlo al médico por posible mal control',
				],
				answer: 3,
				explanation:
					'El aumento del uso del broncodilatador de rescate es un signo de mal control del asma que debe valorar el médico, y revisar la técnica ayuda a detectar una causa frecuente.',
			},
		],
	},
	{
		courseId: 2004,
		questions: [
			{
				prompt:
					'¿Qué combinación de síntomas orienta a una rinitis alérgica estacional más que a un resfriado?',
				options: [
					'Fiebre, dolor de garganta y malestar general que duran alrededor de una semana',
					'Mucosidad espesa y amarillenta por un solo lado de la nariz',
					'Tos con expectoración y dolores musculares',
					'Estornudos en salvas, moqueo acuoso y picor de nariz y ojos cada primavera',
				],
				answer: 3,
				explanation:
					'Los estornudos en salvas, la rinorrea acuosa y el picor nasal y ocular, sin fiebre y con un patrón estacional, son característicos de la rinitis alérgica.',
			},
			{
				prompt: 'Para un conductor con rinitis alérgica, ¿qué antihistamínico oral es preferible?',
				options: [
					'La dexclorfeniramina, por su acción más rápida',
					'Uno de segunda generación, como la loratadina o la cetirizina',
					'La difenhidramina, tomada por la mañana',
					'Cualquiera de ellos, porque todos producen el mismo grado de sedación',
				],
				answer: 1,
				explanation:
					'Los antihistamínicos de segunda generación atraviesan poco la barrera hematoencefálica y producen mucha menos sedación que los de primera generación.',
			},
			{
				prompt: '¿Qué medida de evitación es adecuada para una persona alérgica al polen?',
				options: [
					'Dejar las ventanas abiertas durante horas los días de viento',
					'Tender la ropa al aire libre en plena época de polinización',
					'Cerrar las ventanas en las horas de más polen y usar gafas de sol en la calle',
					'Hacer deporte en el campo en los días de máxima polinización',
				],
				answer: 2,
				explanation:
					'Cerrar las ventanas en las horas de más polen y proteger los ojos con gafas reduce el contacto con el alérgeno.',
			},
			{
				prompt: '¿Qué paciente con síntomas nasales debe derivarse al médico?',
				options: [
					'Uno que, además de la rinitis, tiene tos con pitos al respirar',
					'Una joven con estornudos y picor de ojos en primavera',
					'Un adulto que mejora con un antihistamínico oral y lavados nasales con suero',
					'Una persona con rinorrea acuosa los días de mucho polen',
				],
				answer: 0,
				explanation:
					'La tos con pitos puede indicar un asma asociada a la rinitis, que debe diagnosticar y tratar el médico.',
			},
		],
	},
	{
		courseId: 2005,
		questions: [
			{
				prompt:
					'¿Qué herramienta se utiliza habitualmente para valorar el grado de dependencia a la nicotina?',
				options: [
					'El test de Richmond',
					'El test de Fagerström',
					'La escala visual analógica',
					'El test de Morisky-Green',
				],
				answer: 1,
				explanation:
					'El test de Fagerström mide la dependencia física a la nicotina, mientras que el de Richmond valora la motivación para dejar de fumar.',
			},
			{
				prompt: '¿Qué dato sugiere una dependencia alta a la nicotina?',
				options: [
					'Fumar el primer cigarrillo en los cinco minutos tras despertarse',
					'Fumar solo los fines de semana y cuando sale con amigos',
					'Fumar menos de cinco cigarrillos al día',
					'Fumar únicamente en reuniones sociales',
				],
				answer: 0,
				explanation:
					'El tiempo hasta el primer cigarrillo del día es uno de los mejores indicadores de dependencia: cuanto antes se fuma, mayor es.',
			},
			{
				prompt: '¿Por qué se combina el parche de nicotina con chicles o comprimidos?',
				options: [
					'Porque el parche deja de liberar nicotina a partir de la primera semana de tratamiento',
					'Porque así el paciente puede fumar algún cigarrillo suelto sin ningún riesgo',
					'Porque los chicles evitan la irritación de la piel que produce el parche',
					'Porque el parche da un nivel estable y la forma rápida cubre los picos de deseo',
				],
				answer: 3,
				explanation:
					'El parche mantiene una concentración basal de nicotina y las formas de liberación rápida controlan los deseos intensos puntuales, lo que mejora la eficacia del tratamiento.',
			},
			{
				prompt: '¿Cómo debe usarse el chicle de nicotina?',
				options: [
					'Masticándolo de forma continua y enérgica durante al menos media hora seguida',
					'Tragándolo después de masticarlo unos minutos',
					'Masticándolo despacio y dejándolo reposar entre la encía y la mejilla',
					'Tomándolo con café o con un refresco para mejorar el sabor',
				],
				answer: 2,
				explanation:
					'La nicotina se absorbe por la mucosa de la boca, por lo que masticar despacio y dejar reposar el chicle mejora la absorción y reduce el hipo y las molestias gástricas.',
			},
			{
				prompt:
					'¿Qué fumador debe derivarse al médico antes de empezar la terapia sustitutiva con nicotina?',
				options: [
					'Un hombre que tuvo un infarto de miocardio hace dos semanas',
					'Una mujer sana de 40 años que fuma un paquete al día',
					'Un joven que ya intentó dejarlo una vez y recayó',
					'Un fumador al que le preocupa engordar al dejar de fumar',
				],
				answer: 0,
				explanation:
					'La enfermedad cardiovascular reciente, como un infarto en las últimas semanas, requiere valoración médica antes de usar nicotina.',
			},
		],
	},
	{
		courseId: 2006,
		questions: [
			{
				prompt: '¿Cuál es la causa más frecuente del dolor de garganta agudo en adultos?',
				options: [
					'Una infección bacteriana por estreptococo que requiere antibiótico',
					'Una reacción alérgica a un alimento',
					'Una infección vírica, a menudo en el contexto de un resfriado',
					'El reflujo gastroesofágico',
				],
				answer: 2,
				explanation:
					'La mayoría de las faringitis agudas del adulto son víricas y se resuelven solas, por lo que el tratamiento es sintomático.',
			},
			{
				prompt:
					'¿Qué riesgo tiene usar un descongestionante nasal tópico como la oximetazolina durante semanas?',
				options: [
					'La pérdida permanente del olfato desde el primer día de uso',
					'Una infección por hongos en la mucosa nasal por la falta de riego',
					'Un sangrado nasal inmediato en todos los casos, aunque se use poco',
					'La congestión de rebote por rinitis medicamentosa',
				],
				answer: 3,
				explanation:
					'El uso prolongado de vasoconstrictores tópicos produce una rinitis medicamentosa con congestión de rebote, por lo que no deben usarse más de unos pocos días.',
			},
			{
				prompt: 'Un cliente hipertenso pide un antigripal con pseudoefedrina. ¿Qué le aconsejamos?',
				options: [
					'Evitarlo, porque la pseudoefedrina puede subir la tensión arterial',
					'Tomarlo sin problema si lo hace por la mañana',
					'Tomarlo a doble dosis durante menos días',
					'Asociarlo a un descongestionante nasal tópico',
				],
				answer: 0,
				explanation:
					'La pseudoefedrina es un vasoconstrictor sistémico que puede aumentar la tensión arterial y la frecuencia cardiaca, por lo que debe evitarse en pacientes hipertensos salvo indicación médica.',
			},
			{
				prompt:
					'¿Qué cuadro de dolor de garganta sugiere una faringoamigdalitis bacteriana y requiere derivación?',
				options: [
					'Dolor leve con tos, mucosidad y afonía',
					'Fiebre alta, pus en las amígdalas y ganglios dolorosos en el cuello, sin tos',
					'Picor de garganta al despertarse, con la boca seca, que mejora al beber agua y al cabo de un rato',
					'Molestias leves después de hablar mucho durante el día',
				],
				answer: 1,
				explanation:
					'La fiebre, el exudado amigdalar, las adenopatías cervicales dolorosas y la ausencia de tos son los criterios que hacen sospechar una infección estreptocócica.',
			},
		],
	},

	// Digestivo
	{
		courseId: 2007,
		questions: [
			{
				prompt: '¿Cuál de estas medidas ayuda a reducir los síntomas de reflujo?',
				options: [
					'Elevar la cabecera de la cama y no acostarse justo después de cenar',
					'Tumbarse un rato después de comer para facilitar la digestión',
					'Hacer una sola comida abundante al día en lugar de varias pequeñas',
					'Tomar un vaso de leche entera antes de dormir',
				],
				answer: 0,
				explanation:
					'Elevar la cabecera y esperar antes de acostarse reduce, por efecto de la gravedad, el paso del contenido gástrico al esófago.',
			},
			{
				prompt: '¿Cómo actúan los alginatos en el tratamiento del reflujo?',
				options: [
					'Bloquean la bomba de protones de la célula parietal del estómago',
					'Aceleran el vaciamiento del estómago',
					'Neutralizan el ácido de forma sostenida durante 24 horas con una sola toma',
					'Forman un gel que flota sobre el contenido gástrico y hace de barrera',
				],
				answer: 3,
				explanation:
					'En contacto con el ácido, los alginatos forman una balsa de gel que flota sobre el contenido gástrico y actúa como barrera mecánica frente al reflujo.',
			},
			{
				prompt:
					'Una paciente toma levotiroxina y quiere un antiácido de sales de aluminio y magnesio. ¿Qué le indicamos?',
				options: [
					'Que los tome juntos, porque el antiácido protege el estómago de la levotiroxina',
					'Que el antiácido no interacciona con ningún medicamento por vía oral',
					'Que separe las tomas varias horas para no reducir su absorción',
					'Que deje la levotiroxina mientras tome el antiácido',
				],
				answer: 2,
				explanation:
					'Los antiácidos forman complejos con muchos fármacos y disminuyen su absorción, por lo que deben tomarse separados de ellos.',
			},
			{
				prompt:
					'Un hombre de 58 años con un ardor que ya no cede con antiácidos cuenta que le cuesta tragar y ha perdido peso. ¿Qué hacemos?',
				options: [
					'Recomendarle omeprazol de venta libre durante un mes',
					'Derivarle al médico, porque presenta signos de alarma',
					'Cambiar el antiácido por un alginato',
					'Aconsejarle una dieta blanda y que vuelva en dos semanas',
				],
				answer: 1,
				explanation:
					'La dificultad para tragar y la pérdida de peso, más aún a partir de los 55 años, son signos de alarma que requieren valoración médica sin demora.',
			},
		],
	},
	{
		courseId: 2008,
		questions: [
			{
				prompt: '¿A qué grupo de laxantes pertenece el plantago ovata?',
				options: [
					'Estimulantes de contacto',
					'Osmóticos salinos',
					'Emolientes o lubricantes',
					'Formadores de masa',
				],
				answer: 3,
				explanation:
					'El plantago ovata es una fibra soluble que absorbe agua y aumenta el volumen de las heces, por lo que es un laxante formador de masa.',
			},
			{
				prompt:
					'¿Qué debe acompañar siempre a un aumento de la fibra de la dieta o a un laxante formador de masa?',
				options: [
					'Una ingesta suficiente de agua y un aumento progresivo de la dosis',
					'Un laxante estimulante diario para asegurar el efecto desde el principio',
					'Beber menos líquidos para que las heces sean más consistentes',
					'Reposo después de cada comida',
				],
				answer: 0,
				explanation:
					'Sin agua suficiente la fibra puede empeorar el estreñimiento e incluso causar una obstrucción, y aumentarla poco a poco reduce los gases y la hinchazón.',
			},
			{
				prompt:
					'Una clienta toma un laxante estimulante a diario desde hace meses. ¿Qué le explicamos?',
				options: [
					'Que con el tiempo necesitará dosis cada vez menores',
					'Que el uso crónico puede causar pérdida de potasio y debe valorarlo el médico',
					'Que solo deja de ser eficaz si lo toma por la mañana',
					'Que puede producir estreñimiento por exceso de fibra',
				],
				answer: 1,
				explanation:
					'El uso continuado de laxantes estimulantes puede provocar pérdida de electrolitos, sobre todo de potasio, y enmascarar un problema que debe valorar el médico.',
			},
			{
				prompt: '¿Cuál de estos medicamentos favorece el estreñimiento?',
				options: [
					'La lactulosa en jarabe',
					'El macrogol con electrolitos',
					'Los suplementos de hierro',
					'Los senósidos de la hoja de sen',
				],
				answer: 2,
				explanation:
					'Los suplementos de hierro, igual que los opioides y los anticolinérgicos, son una causa frecuente de estreñimiento inducido por medicamentos.',
			},
		],
	},
	{
		courseId: 2009,
		questions: [
			{
				prompt: '¿Qué consejo reduce el riesgo de diarrea del viajero en destinos de riesgo?',
				options: [
					'Tomar las bebidas con mucho hielo para evitar la deshidratación por el calor',
					'Beber agua embotellada precintada y comer alimentos bien cocinados y calientes',
					'Preferir las ensaladas crudas y la fruta ya pelada que se vende en los puestos callejeros',
					'Lavar la fruta con agua del grifo y comerla sin pelar',
				],
				answer: 1,
				explanation:
					'El agua embotellada y los alimentos bien cocinados y calientes reducen la exposición a los microorganismos que causan la diarrea del viajero.',
			},
			{
				prompt: '¿Cómo se prepara un sobre de sales de rehidratación oral?',
				options: [
					'Se disuelve en la cantidad de agua que se prefiera, según el gusto del paciente',
					'Se añade a un zumo o a un refresco para mejorar el sabor',
					'Se disuelve en el volumen exacto de agua potable que indica el envase',
					'Se toma el polvo directamente y después se bebe agua',
				],
				answer: 2,
				explanation:
					'Respetar el volumen de agua indicado garantiza la concentración correcta de sales y glucosa para que la rehidratación sea eficaz y segura.',
			},
			{
				prompt: '¿En qué situación no debe usarse loperamida?',
				options: [
					'En un adulto con diarrea acuosa leve y sin fiebre',
					'En un adulto con diarrea leve que debe hacer un trayecto largo en autobús',
					'En un adulto que además toma sales de rehidratación oral',
					'Cuando hay fiebre o sangre en las heces',
				],
				answer: 3,
				explanation:
					'La fiebre o la sangre en las heces sugieren una diarrea invasiva en la que frenar el tránsito intestinal puede empeorar el cuadro.',
			},
			{
				prompt:
					'Una pareja viaja al sudeste asiático dentro de dos meses. Además de preparar el botiquín, ¿qué les recomendamos?',
				options: [
					'Consultar con antelación en un centro de vacunación internacional',
					'Vacunarse el mismo día antes de salir para que la protección sea máxima durante el viaje',
					'Llevar un antibiótico y tomarlo a diario de forma preventiva',
					'Confiar en el botiquín, que sustituye a la consulta previa al viaje',
				],
				answer: 0,
				explanation:
					'El centro de vacunación internacional valora el destino y al viajero y aconseja vacunas y profilaxis, que conviene iniciar con semanas de antelación.',
			},
		],
	},
	{
		courseId: 2010,
		questions: [
			{
				prompt:
					'¿Qué hábitos favorecen la entrada de aire en el tubo digestivo y la sensación de hinchazón?',
				options: [
					'Comer despacio y masticar bien cada bocado antes de tragarlo',
					'Beber agua sin gas a lo largo del día',
					'Comer deprisa, mascar chicle y tomar bebidas con gas',
					'Caminar un rato después de comer',
				],
				answer: 2,
				explanation:
					'Comer deprisa, mascar chicle y las bebidas con gas aumentan el aire tragado (aerofagia), que produce hinchazón y eructos.',
			},
			{
				prompt: '¿Cómo actúa la simeticona?',
				options: [
					'Adsorbe los gases y los medicamentos del intestino',
					'Disminuye la tensión superficial de las burbujas y facilita su eliminación',
					'Acelera el vaciamiento del estómago',
					'Neutraliza el ácido del estómago',
				],
				answer: 1,
				explanation:
					'La simeticona es un antiespumante que no se absorbe y facilita que las pequeñas burbujas se agrupen y se expulsen.',
			},
			{
				prompt:
					'Un cliente que toma varios medicamentos pide carbón activado para los gases. ¿Qué le advertimos?',
				options: [
					'Que lo separe de los demás medicamentos, porque puede reducir su absorción',
					'Que lo tome a la vez que sus medicamentos',
					'Que solo interacciona con los antibióticos',
					'Que debe tomarlo de forma continuada durante meses',
				],
				answer: 0,
				explanation:
					'El carbón activado adsorbe otros fármacos en el intestino y puede disminuir su eficacia, por lo que hay que separar las tomas al menos dos horas.',
			},
			{
				prompt:
					'¿Cuál de estos síntomas obliga a derivar al médico a una persona que consulta por gases?',
				options: [
					'Hinchazón después de comer legumbres',
					'Eructos después de tomar refrescos',
					'Sensación de pesadez y somnolencia tras una comida copiosa de celebración',
					'Pérdida de peso sin causa aparente y cambios en el ritmo intestinal',
				],
				answer: 3,
				explanation:
					'La pérdida de peso inexplicada y los cambios en el ritmo intestinal son síntomas de alarma que pueden indicar una enfermedad orgánica.',
			},
		],
	},
	{
		courseId: 2011,
		questions: [
			{
				prompt: '¿Qué signos que pueden observar los padres indican deshidratación en un lactante?',
				options: [
					'Moja muchos menos pañales, tiene la boca seca y llora sin lágrimas',
					'Tiene hambre y pide el pecho con frecuencia',
					'Hace deposiciones blandas pero sigue jugando con normalidad',
					'Suda al dormir cuando está muy abrigado',
				],
				answer: 0,
				explanation:
					'La disminución de la orina, la sequedad de boca y el llanto sin lágrimas son signos de deshidratación que los padres pueden reconocer.',
			},
			{
				prompt:
					'¿Cómo se debe administrar la solución de rehidratación oral a un niño pequeño con diarrea?',
				options: [
					'En un biberón grande, de una sola vez',
					'En tomas pequeñas y frecuentes, con cuchara o jeringa',
					'Solo cuando el niño pida agua',
					'Mezclada con la leche de fórmula para que la acepte mejor',
				],
				answer: 1,
				explanation:
					'Dar pequeñas cantidades con frecuencia mejora la tolerancia y reduce los vómitos, lo que permite reponer los líquidos perdidos.',
			},
			{
				prompt:
					'¿Por qué no se deben usar refrescos ni bebidas para deportistas para rehidratar a un niño con diarrea?',
				options: [
					'Porque contienen demasiado sodio y pueden subir peligrosamente su nivel en sangre',
					'Porque producen estreñimiento',
					'Porque su sabor hace que el niño beba demasiado',
					'Porque tienen mucho azúcar y poco sodio, y pueden empeorar la diarrea',
				],
				answer: 3,
				explanation:
					'Su alta concentración de azúcar y su bajo contenido en sales no reponen las pérdidas y pueden aumentar la diarrea por efecto osmótico.',
			},
			{
				prompt:
					'Una madre consulta por su bebé de diez meses con diarrea. ¿Qué dato obliga a derivarlo al pediatra sin demora?',
				options: [
					'Hace cinco deposiciones blandas al día y come con normalidad',
					'Acepta bien la solución de rehidratación oral',
					'Está decaído, tiene fiebre alta y sangre en las heces',
					'Sigue tomando el pecho como siempre',
				],
				answer: 2,
				explanation:
					'El decaimiento, la fiebre alta y la sangre en las heces son criterios de valoración pediátrica inmediata en la diarrea infantil.',
			},
		],
	},

	// Dolor e inflamación
	{
		courseId: 2012,
		questions: [
			{
				prompt: '¿Qué características son propias de la migraña?',
				options: [
					'Dolor opresivo en ambos lados, como una banda, sin empeorar al moverse',
					'Dolor leve que mejora con la actividad física',
					'Dolor continuo en la nuca tras muchas horas ante el ordenador',
					'Dolor pulsátil, a menudo en un lado, con náuseas y molestia con la luz y el ruido',
				],
				answer: 3,
				explanation:
					'La migraña suele ser pulsátil y unilateral, de intensidad moderada o intensa, empeora con la actividad y se acompaña de náuseas, fotofobia o fonofobia.',
			},
			{
				prompt:
					'Para una embarazada con cefalea tensional, ¿qué analgésico de venta libre es de elección?',
				options: ['Ibuprofeno', 'Ácido acetilsalicílico', 'Paracetamol', 'Naproxeno'],
				answer: 2,
				explanation:
					'El paracetamol, a la dosis mínima eficaz y durante el menor tiempo posible, es el analgésico de elección en el embarazo, mientras que los AINE deben evitarse.',
			},
			{
				prompt:
					'Una clienta toma analgésicos casi a diario por dolor de cabeza. ¿Qué riesgo debemos explicarle?',
				options: [
					'Que el abuso de analgésicos puede cronificar la cefalea',
					'Que el analgésico solo pierde eficacia si cambia de presentación',
					'Que tomarlos a diario previene la aparición de nuevas crisis de migraña',
					'Que debe aumentar la dosis para que vuelvan a hacerle efecto',
				],
				answer: 0,
				explanation:
					'Tomar analgésicos muchos días al mes puede causar una cefalea por uso excesivo de medicación, que requiere valoración médica.',
			},
			{
				prompt: '¿Qué dolor de cabeza requiere atención médica urgente?',
				options: [
					'Una cefalea opresiva al final de una jornada de estrés',
					'Un dolor súbito y muy intenso, o con fiebre y rigidez de nuca',
					'Una migraña con las características de siempre que cede con su tratamiento habitual',
					'Un dolor leve después de dormir poco',
				],
				answer: 1,
				explanation:
					'Una cefalea súbita e intensa, o con fiebre y rigidez de nuca, puede deberse a una hemorragia cerebral o a una meningitis y exige atención urgente.',
			},
		],
	},
	{
		courseId: 2013,
		questions: [
			{
				prompt:
					'En una lesión muscular aguda de las últimas horas, con inflamación, ¿qué es preferible aplicar?',
				options: [
					'Calor intenso durante una hora',
					'Frío local envuelto en un paño, durante unos 15 o 20 minutos',
					'Un masaje enérgico sobre la zona',
					'Una pomada de efecto calor cubierta con un vendaje apretado toda la noche',
				],
				answer: 1,
				explanation:
					'En la fase aguda el frío reduce la inflamación y el dolor, y envolverlo en un paño protege la piel de quemaduras por frío.',
			},
			{
				prompt: '¿En qué situación está más indicado el calor local?',
				options: [
					'En una torcedura de tobillo reciente con hinchazón y dolor al apoyar',
					'Sobre un hematoma de pocas horas',
					'Sobre una herida abierta',
					'En una contractura o sobrecarga muscular sin inflamación aguda',
				],
				answer: 3,
				explanation:
					'El calor relaja la musculatura y aumenta el riego sanguíneo, por lo que alivia las contracturas y el dolor muscular no inflamatorio.',
			},
			{
				prompt: '¿Qué precaución hay que explicar a quien usa un gel de ketoprofeno?',
				options: [
					'Aplicarlo justo antes de tomar el sol para potenciar su efecto',
					'Cubrirlo con un vendaje oclusivo para que se absorba mejor',
					'No exponer la zona al sol durante el tratamiento y las dos semanas siguientes',
					'Aplicarlo también sobre la piel con heridas',
				],
				answer: 2,
				explanation:
					'El ketoprofeno tópico puede producir reacciones de fotosensibilidad graves, por lo que la zona tratada no debe exponerse al sol durante el tratamiento ni las dos semanas siguientes.',
			},
			{
				prompt:
					'¿Cuándo hay que derivar al médico a una persona con dolor muscular tras hacer deporte?',
				options: [
					'Si no puede apoyar, tiene un hematoma importante o no mejora en una semana',
					'Si nota agujetas el día después de entrenar',
					'Si el dolor mejora con calor y estiramientos suaves',
					'Si quiere usar un antiinflamatorio tópico',
				],
				answer: 0,
				explanation:
					'La imposibilidad de apoyar, un hematoma importante o la falta de mejoría en una semana sugieren una lesión que requiere valoración médica.',
			},
		],
	},
	{
		courseId: 2014,
		questions: [
			{
				prompt: '¿A partir de cuánto tiempo se considera crónico un dolor?',
				options: [
					'A partir de 48 horas',
					'A partir de una semana',
					'Cuando persiste más de tres meses',
					'Cuando no responde al primer analgésico',
				],
				answer: 2,
				explanation:
					'Se habla de dolor crónico cuando persiste más de tres meses o más allá del tiempo normal de curación, y ya no cumple una función de alarma.',
			},
			{
				prompt: '¿Qué descripción corresponde a un dolor neuropático?',
				options: [
					'Quemazón, descargas u hormigueo por una lesión del sistema nervioso',
					'Dolor localizado tras un golpe, que empeora al presionar la zona lesionada',
					'Dolor e hinchazón de una articulación con calor local',
					'Dolor abdominal cólico que va y viene',
				],
				answer: 0,
				explanation:
					'El dolor neuropático se debe a una lesión o enfermedad del sistema nervioso y suele describirse como quemazón, descargas u hormigueo.',
			},
			{
				prompt: '¿Cómo se usa la escala numérica de intensidad del dolor?',
				options: [
					'El profesional lo estima observando la cara del paciente',
					'El paciente puntúa su dolor de 0, sin dolor, a 10, el peor dolor imaginable',
					'Se mide la tensión arterial y el pulso durante el dolor',
					'El paciente elige entre «poco» y «mucho»',
				],
				answer: 1,
				explanation:
					'En la escala numérica el propio paciente valora su dolor de 0 a 10, lo que permite comparar la intensidad antes y después del tratamiento.',
			},
			{
				prompt:
					'¿Qué fármacos corresponden al segundo escalón de la escalera analgésica de la OMS?',
				options: [
					'Paracetamol y AINE solos',
					'Opioides potentes, como la morfina',
					'Exclusivamente antidepresivos y antiepilépticos',
					'Opioides débiles, como la codeína o el tramadol',
				],
				answer: 3,
				explanation:
					'El segundo escalón añade opioides débiles como la codeína o el tramadol, que pueden asociarse a analgésicos no opioides y a coadyuvantes.',
			},
		],
	},
	{
		courseId: 2015,
		questions: [
			{
				prompt: '¿Qué descripción del dolor orienta a una dismenorrea primaria?',
				options: [
					'Aparece por primera vez a los 35 años, tras años de reglas indoloras',
					'Empeora cada año y se acompaña de dolor en las relaciones sexuales',
					'Es un dolor pélvico continuo que se mantiene durante todo el ciclo',
					'Empieza poco después de la menarquia y dura uno a tres días',
				],
				answer: 3,
				explanation:
					'La dismenorrea primaria aparece en los primeros años tras la menarquia, al establecerse los ciclos ovulatorios, y el dolor acompaña a la regla durante pocos días.',
			},
			{
				prompt: '¿Cuándo conviene empezar a tomar el antiinflamatorio para el dolor menstrual?',
				options: [
					'Solo cuando el dolor ya sea insoportable',
					'Al comienzo del dolor o del sangrado, de forma pautada',
					'Una semana después de la regla, para prevenir el dolor de la siguiente',
					'En días alternos durante todo el mes',
				],
				answer: 1,
				explanation:
					'Los AINE inhiben la síntesis de prostaglandinas, que es máxima al inicio de la menstruación, por lo que son más eficaces tomados desde el comienzo y de forma pautada.',
			},
			{
				prompt: '¿Qué medida no farmacológica ayuda a aliviar el dolor menstrual?',
				options: [
					'Aplicar calor local en la parte baja del abdomen',
					'Guardar reposo absoluto en cama durante los días de regla',
					'Aplicar hielo directamente sobre el abdomen',
					'Suprimir toda actividad física durante el mes',
				],
				answer: 0,
				explanation:
					'El calor local relaja la musculatura del útero y alivia el dolor, y el ejercicio regular también ayuda, mientras que el reposo no aporta beneficio.',
			},
			{
				prompt: '¿Qué situación obliga a derivar a consulta médica?',
				options: [
					'Una joven de 16 años con dolor el primer día de regla que cede con ibuprofeno',
					'Un dolor que mejora con calor local y ejercicio',
					'Un dolor que empeora con los años o aparece fuera de la regla',
					'Molestias leves en el bajo vientre el día antes de la regla',
				],
				answer: 2,
				explanation:
					'Un dolor que progresa con los años o aparece fuera de la menstruación sugiere una dismenorrea secundaria, como la endometriosis, que debe estudiarse.',
			},
		],
	},
	{
		courseId: 2016,
		questions: [
			{
				prompt: '¿Qué paciente tiene mayor riesgo de efectos adversos graves con un AINE?',
				options: [
					'Un hombre de 80 años con insuficiencia renal y antecedentes de úlcera',
					'Un joven sano que lo toma unos días por un esguince de tobillo jugando al fútbol',
					'Una mujer de 30 años con dolor menstrual',
					'Un adulto sano que lo toma dos días por fiebre',
				],
				answer: 0,
				explanation:
					'La edad avanzada, la insuficiencia renal y el antecedente de úlcera aumentan el riesgo de hemorragia digestiva y de daño renal por AINE.',
			},
			{
				prompt:
					'¿Qué asociación con un AINE aumenta especialmente el riesgo de fracaso renal agudo?',
				options: [
					'Un antihistamínico y un protector gástrico',
					'Paracetamol y vitamina D',
					'Un diurético y un IECA o un ARA II',
					'Una estatina y un colirio lubricante',
				],
				answer: 2,
				explanation:
					'La combinación de AINE, diurético e inhibidor del sistema renina-angiotensina reduce el flujo sanguíneo renal y puede provocar un fracaso renal agudo, sobre todo en mayores.',
			},
			{
				prompt:
					'Un paciente anticoagulado pide algo para el dolor de rodilla. ¿Qué analgésico oral es la opción más segura?',
				options: [
					'Ibuprofeno a dosis altas durante unos días',
					'Ácido acetilsalicílico',
					'Naproxeno, porque su efecto dura más',
					'Paracetamol a dosis adecuadas',
				],
				answer: 3,
				explanation:
					'Los AINE aumentan el riesgo de sangrado en pacientes anticoagulados, por lo que el paracetamol a dosis correctas es la alternativa oral preferible.',
			},
			{
				prompt:
					'¿Cuál es la dosis máxima diaria de paracetamol en un adulto sin factores de riesgo?',
				options: ['1 g', '4 g', '6 g', '8 g'],
				answer: 1,
				explanation:
					'En adultos sin factores de riesgo no deben superarse 4 g al día, y en la hepatopatía o el consumo habitual de alcohol la dosis máxima es menor.',
			},
			{
				prompt:
					'¿Cómo se debe comunicar al médico una incidencia relacionada con la medicación detectada en la farmacia?',
				options: [
					'Pidiendo al paciente que cambie la dosis por su cuenta y se lo cuente al médico',
					'Con una llamada informal, sin dejar constancia',
					'Retirando el medicamento sin avisar a nadie',
					'Por escrito, de forma clara y documentada, dejando registro',
				],
				answer: 3,
				explanation:
					'Una comunicación escrita, clara y documentada facilita que el médico valore el problema y deja constancia de la intervención farmacéutica.',
			},
		],
	},

	// Ortopedia
	{
		courseId: 2017,
		questions: [
			{
				prompt:
					'¿Qué caracteriza a un producto de ortopedia que requiere adaptación individualizada?',
				options: [
					'Que solo puede venderse con receta médica y visado de inspección',
					'Que debe ajustarlo al usuario un profesional cualificado',
					'Que se dispensa siempre en su envase sin abrir',
					'Que puede elegirlo el usuario solo por su talla de ropa',
				],
				answer: 1,
				explanation:
					'Los productos que necesitan adaptación individual deben ser ajustados al paciente por un profesional cualificado, a diferencia de los estándar, que se dispensan sin adaptación.',
			},
			{
				prompt: '¿A qué altura debe quedar la empuñadura de un bastón?',
				options: [
					'A la altura de la muñeca, con el brazo relajado junto al cuerpo',
					'A la altura de la cintura, con el codo totalmente extendido al apoyarse',
					'A la altura del codo, con el brazo doblado en ángulo recto',
					'A la altura del hombro, para poder apoyar más peso',
				],
				answer: 0,
				explanation:
					'Con la empuñadura a la altura de la muñeca el codo queda ligeramente flexionado, lo que permite descargar peso sin forzar el hombro.',
			},
			{
				prompt:
					'Una persona con dolor en la rodilla derecha va a usar un bastón. ¿En qué mano debe llevarlo?',
				options: [
					'En la derecha, del mismo lado que el dolor',
					'En la mano dominante, sea cual sea el lado de la rodilla afectada',
					'En la izquierda, avanzándolo a la vez que la pierna derecha',
					'Cambiándolo de mano cada día',
				],
				answer: 2,
				explanation:
					'Llevar el bastón en el lado sano y avanzarlo a la vez que la pierna afectada reparte la carga y reproduce el patrón natural de la marcha.',
			},
			{
				prompt:
					'¿Cuándo conviene recomendar una valoración más completa de la movilidad en lugar de dispensar solo un bastón?',
				options: [
					'Cuando la persona camina con seguridad y solo quiere apoyo en paseos largos',
					'Cuando prefiere un bastón plegable',
					'Cuando pide un bastón con empuñadura anatómica',
					'Cuando ha sufrido caídas repetidas o se nota inestable',
				],
				answer: 3,
				explanation:
					'Las caídas repetidas o una inestabilidad marcada indican que puede necesitar otra ayuda, como un andador, y una valoración profesional de su marcha.',
			},
		],
	},
	{
		courseId: 2018,
		questions: [
			{
				prompt: '¿Cómo se distribuye la presión en una media de compresión graduada?',
				options: [
					'Es igual en toda la pierna',
					'Es máxima en el muslo y va disminuyendo progresivamente hacia el tobillo',
					'Es máxima en el tobillo y disminuye progresivamente hacia arriba',
					'Es máxima en la rodilla',
				],
				answer: 2,
				explanation:
					'La compresión decreciente desde el tobillo favorece el retorno de la sangre venosa hacia el corazón.',
			},
			{
				prompt: '¿En qué paciente están contraindicadas las medias de compresión?',
				options: [
					'En una embarazada con piernas cansadas',
					'En una persona sana que va a hacer un vuelo transoceánico largo',
					'En un paciente con varices leves',
					'En un paciente con arteriopatía periférica avanzada',
				],
				answer: 3,
				explanation:
					'En la arteriopatía periférica avanzada la compresión puede reducir todavía más el riego arterial de la pierna y provocar isquemia.',
			},
			{
				prompt: '¿Cuándo es mejor tomar las medidas de la pierna para unas medias de compresión?',
				options: [
					'Por la noche, con la pierna hinchada',
					'Por la mañana, antes de que aparezca el edema',
					'Después de una caminata larga',
					'A cualquier hora, porque la medida no cambia',
				],
				answer: 1,
				explanation:
					'Medir por la mañana, con la pierna sin edema, evita elegir una talla demasiado grande que no comprimiría lo necesario.',
			},
			{
				prompt:
					'¿Qué signo de mala tolerancia debe hacer que el paciente se quite la media y consulte?',
				options: [
					'Hormigueo, dolor o dedos fríos y de color azulado',
					'Sensación de piernas más ligeras al final de la jornada',
					'Notar la presión al ponérsela por la mañana',
					'Menos hinchazón en los tobillos por la tarde',
				],
				answer: 0,
				explanation:
					'El hormigueo, el dolor y los cambios de color o de temperatura de los dedos indican una compresión excesiva o un problema circulatorio.',
			},
		],
	},
	{
		courseId: 2019,
		questions: [
			{
				prompt: '¿Qué síntoma es típico de la fascitis plantar?',
				options: [
					'Dolor en los dedos al llevar zapatos estrechos',
					'Dolor en la parte delantera de la planta al final del día',
					'Hormigueo en toda la planta durante la noche',
					'Dolor en el talón al dar los primeros pasos tras levantarse',
				],
				answer: 3,
				explanation:
					'La fascitis plantar produce un dolor característico en la parte interna del talón con los primeros pasos de la mañana o después del reposo.',
			},
			{
				prompt: '¿Qué características debe tener un calzado adecuado para caminar a diario?',
				options: [
					'Puntera amplia, tacón de 2 a 4 cm y contrafuerte firme',
					'Suela completamente plana y muy fina',
					'Tacón alto y puntera estrecha',
					'Una talla algo pequeña para que el pie no se mueva dentro',
				],
				answer: 0,
				explanation:
					'Una puntera amplia, un tacón moderado y un contrafuerte firme reparten la carga y sujetan el pie sin comprimirlo.',
			},
			{
				prompt: 'Ante una metatarsalgia, ¿qué producto prefabricado se suele orientar?',
				options: [
					'Una talonera de silicona con descarga central para el talón',
					'Una tobillera elástica',
					'Una almohadilla metatarsal por detrás de las cabezas de los metatarsianos',
					'Una plantilla con realce bajo los dedos para levantar la parte delantera del pie',
				],
				answer: 2,
				explanation:
					'La almohadilla metatarsal, situada por detrás de las cabezas de los metatarsianos, redistribuye la presión y descarga la zona dolorosa.',
			},
			{
				prompt:
					'Una persona con diabetes pide unas plantillas porque tiene una zona enrojecida en la planta del pie. ¿Qué hacemos?',
				options: [
					'Le damos la plantilla más blanda que tengamos para que no roce',
					'La derivamos al podólogo o al médico sin demora',
					'Le recomendamos un callicida',
					'Le aconsejamos caminar descalza para que la zona respire',
				],
				answer: 1,
				explanation:
					'En el pie diabético una lesión aparentemente leve puede complicarse con rapidez, por lo que hay que derivar y no tratarla por cuenta propia.',
			},
		],
	},
	{
		courseId: 2020,
		questions: [
			{
				prompt: '¿En qué situación puede aportar alivio una faja lumbar?',
				options: [
					'En una lumbalgia aguda inespecífica o en esfuerzos laborales puntuales',
					'En un dolor lumbar acompañado de fiebre',
					'En un dolor de espalda tras una caída grave',
					'En un dolor lumbar intenso que se acompaña de pérdida de fuerza en una pierna',
				],
				answer: 0,
				explanation:
					'La faja puede dar sujeción y alivio temporal en la lumbalgia aguda inespecífica, mientras que las demás situaciones son señales de alarma que requieren derivación.',
			},
			{
				prompt:
					'Un repartidor quiere llevar la faja durante toda la jornada, todos los días. ¿Qué le explicamos?',
				options: [
					'Que cuanto más tiempo la lleve, más se fortalecerá la musculatura de su espalda',
					'Que debe apretarla al máximo para que sea eficaz',
					'Que puede sustituir al ejercicio físico',
					'Que la use solo en los esfuerzos y de forma temporal, con ejercicio',
				],
				answer: 3,
				explanation:
					'El uso continuado de la faja puede debilitar la musculatura del tronco, por lo que debe ser temporal y combinarse con actividad física.',
			},
			{
				prompt: '¿Cómo se elige la talla de una faja lumbar?',
				options: [
					'Según la talla de pantalón que usa habitualmente el paciente',
					'Según el perímetro y la tabla de tallas del fabricante',
					'Eligiendo siempre una talla menor para que sujete más',
					'A ojo, según la complexión del paciente',
				],
				answer: 1,
				explanation:
					'Cada fabricante indica en qué punto medir y a qué talla corresponde cada perímetro, por lo que hay que seguir su tabla.',
			},
			{
				prompt: '¿Cuál de estos síntomas es una señal de alarma del dolor lumbar?',
				options: [
					'Dolor que mejora al moverse',
					'Rigidez por la mañana que cede en pocos minutos',
					'Alteraciones al orinar o pérdida de sensibilidad en la zona genital',
					'Dolor tras cargar peso que mejora en unos días',
				],
				answer: 2,
				explanation:
					'Las alteraciones urinarias y la pérdida de sensibilidad en la zona genital y perineal pueden indicar una compresión de la cola de caballo, que requiere atención urgente.',
			},
		],
	},
	{
		courseId: 2021,
		questions: [
			{
				prompt: '¿Cómo se debe usar la cinta métrica al tomar las medidas para una ortesis?',
				options: [
					'Apretándola bien alrededor del segmento para obtener la medida más pequeña',
					'Sin apretar, sobre la piel y en el punto que indica el fabricante',
					'Por encima de la ropa, para mayor comodidad',
					'Midiendo solo la mitad del perímetro y multiplicando por dos',
				],
				answer: 1,
				explanation:
					'La cinta debe ajustarse sin comprimir y en los puntos de referencia del fabricante para que la medida corresponda a la talla correcta.',
			},
			{
				prompt: 'En la mayoría de las rodilleras, ¿qué medida se toma como referencia?',
				options: [
					'El perímetro del muslo en su parte más alta, junto a la ingle, con la pierna flexionada',
					'El perímetro del tobillo por encima de los maléolos',
					'El perímetro a la altura de la rótula o a la distancia que fije el fabricante',
					'El número de calzado del paciente',
				],
				answer: 2,
				explanation:
					'Las tablas de tallas de las rodilleras se basan en perímetros tomados en la rótula o a una distancia fija de ella, según el fabricante.',
			},
			{
				prompt: '¿Cómo se comprueba el ajuste de una rodillera?',
				options: [
					'En reposo y en movimiento, flexionando la rodilla y caminando',
					'Solo con el paciente sentado y sin moverse',
					'Pidiendo al paciente que la lleve puesta una semana y vuelva a contarlo',
					'Comprobando que la talla coincide con la de su ropa',
				],
				answer: 0,
				explanation:
					'Una ortesis que encaja en reposo puede desplazarse o comprimir al moverse, por lo que el ajuste debe comprobarse en las dos situaciones.',
			},
			{
				prompt: '¿Qué signo indica que una ortesis comprime en exceso?',
				options: [
					'Una sujeción firme pero cómoda',
					'Que no se desplace al caminar',
					'Que permita flexionar la articulación con normalidad al caminar y al sentarse',
					'Hormigueo, cambios de color o hinchazón por debajo de la ortesis',
				],
				answer: 3,
				explanation:
					'El hormigueo, los cambios de color y el aumento de la hinchazón por debajo de la ortesis indican que dificulta la circulación y hay que revisar la talla o el ajuste.',
			},
		],
	},
];
