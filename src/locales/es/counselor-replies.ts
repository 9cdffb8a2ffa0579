import type { counselorReplies as english } from '@locales/en/counselor-replies';

export const counselorReplies: Record<keyof typeof english, string> = {
  'counselor-replies.crisisTitle': 'Buscar ayuda',
  'counselor-replies.failure.somethingWrong': 'Algo salió mal al responder. Tu pregunta está guardada: vuelve a intentarlo.',
  'counselor-replies.failure.timeout':
    'El servicio de IA tardó demasiado en responder, así que Waypoint dejó de esperar. Tu pregunta está guardada: vuelve a intentarlo.',
  'counselor-replies.failure.busy':
    'El servicio de IA está ocupado en este momento. Tu pregunta está guardada: vuelve a intentarlo en un minuto.',
  'counselor-replies.failure.key':
    'El servicio de IA rechazó la clave de acceso de Waypoint. Avísale al administrador de Waypoint. Tu pregunta está guardada.',
  'counselor-replies.failure.server':
    'El servicio de IA tuvo un problema (error {status}). Tu pregunta está guardada: vuelve a intentarlo en un momento.',
  'counselor-replies.failure.refused':
    'El servicio de IA no pudo responder esta pregunta (error {status}). Tu pregunta está guardada: intenta preguntarla de otra forma.',
  'counselor-replies.failure.unreachable':
    'Waypoint no pudo conectarse con el servicio de IA. Tu pregunta está guardada: vuelve a intentarlo en un momento.',
  'counselor-replies.failure.unreadable':
    'El servicio de IA envió una respuesta que Waypoint no pudo leer. Tu pregunta está guardada: vuelve a intentarlo.',
  'counselor-replies.failure.cutOff':
    'La respuesta se cortó porque falló la conexión con el servicio de IA. Tu pregunta está guardada: vuelve a intentarlo.',
  'counselor-replies.offline.notReported': 'no reportado',
  'counselor-replies.offline.educationNotReported': 'no reportada',
  'counselor-replies.offline.capability.fit':
    '- **Qué carreras me convienen** (según tu cuestionario de carreras, o una carrera que nombres)',
  'counselor-replies.offline.capability.pay': '- **Cuánto paga una carrera**, o cuánto ganan y deben los graduados de una especialidad',
  'counselor-replies.offline.capability.compare': '- **Comparar dos especialidades o dos universidades** por costo, deuda e ingresos',
  'counselor-replies.offline.capability.borrow': '- **Cuánto puedo pedir prestado** según el salario que esperas',
  'counselor-replies.offline.capability.payment': '- **Cuánto pagaría al mes** por un préstamo',
  'counselor-replies.offline.capability.grade': '- **Qué significa mi calificación financiera**',
  'counselor-replies.offline.capability.scholarships': '- **Cómo encontrar becas**',
  'counselor-replies.offline.tool.loanCalculator':
    '- La [calculadora de préstamos](/calculator): tu pago mensual en cada plan de pago, y el mejor plan en una frase',
  'counselor-replies.offline.tool.debtCalculator':
    '- La [calculadora de deuda](/debt-calculator): cuánto podrías pedir prestado sin riesgo según un salario o una carrera',
  'counselor-replies.offline.tool.financialExpectations':
    '- [Expectativas financieras](/financial-expectations): tu propia calificación financiera',
  'counselor-replies.offline.tool.collegeQuiz':
    '- El [cuestionario de universidades](/college-quiz): universidades que te convienen, con su precio neto y la deuda de sus graduados',
  'counselor-replies.offline.tool.careerExploration':
    '- [Explorar carreras](/premium/career-exploration): salario, formación y perspectivas de cada carrera (inicia sesión, gratis)',
  'counselor-replies.offline.tool.outcomes':
    '- [Resultados por especialidad](/outcomes): ingresos al inicio de la carrera, deuda típica y calificación de deuda de cada especialidad',
  'counselor-replies.offline.pay.annual': 'salario mediano {pay} al año (mediana de todos los trabajadores)',
  'counselor-replies.offline.pay.inWords': 'salario mediano {pay}',
  'counselor-replies.offline.pay.orMore': '{amount} o más',
  'counselor-replies.offline.pay.hourly': '{amount} la hora (no se publica el salario anual)',
  'counselor-replies.offline.entryEducation': 'educación típica para empezar: {education}',
  'counselor-replies.offline.education.bachelor': 'licenciatura (bachelor’s degree)',
  'counselor-replies.offline.education.associate': 'título de dos años (associate degree)',
  'counselor-replies.offline.education.master': 'maestría',
  'counselor-replies.offline.education.doctoral': 'doctorado o título profesional',
  'counselor-replies.offline.education.highSchool': 'diploma de high school o equivalente',
  'counselor-replies.offline.education.nondegree': 'certificado postsecundario (sin título universitario)',
  'counselor-replies.offline.education.someCollege': 'algunos estudios universitarios, sin título',
  'counselor-replies.offline.education.none': 'no se requiere un título formal',
  'counselor-replies.offline.training.none': 'ninguna',
  'counselor-replies.offline.training.shortTerm': 'capacitación en el trabajo de corto plazo',
  'counselor-replies.offline.training.moderateTerm': 'capacitación en el trabajo de mediano plazo',
  'counselor-replies.offline.training.longTerm': 'capacitación en el trabajo de largo plazo',
  'counselor-replies.offline.training.apprenticeship': 'programa de aprendiz pagado (apprenticeship)',
  'counselor-replies.offline.training.internship': 'internado o residencia',
  'counselor-replies.offline.jobGrowth': 'crecimiento de empleo proyectado {percent}%',
  'counselor-replies.offline.majorLine':
    '- **{name}**: ingresos medianos de sus graduados {earnings} al año (primer año después de graduarse), deuda federal mediana {debt}{gradePart}.',
  'counselor-replies.offline.majorLineNoEarnings':
    '- **{name}**: ingresos medianos de sus graduados no reportados, deuda federal mediana {debt}{gradePart}.',
  'counselor-replies.offline.debtGrade': '; calificación de deuda {grade} (riesgo {risk}){costly, select, yes {, costosa} other {}}',
  'counselor-replies.offline.risk.veryLow': 'muy bajo',
  'counselor-replies.offline.risk.low': 'bajo',
  'counselor-replies.offline.risk.moderate': 'moderado',
  'counselor-replies.offline.risk.higher': 'algo alto',
  'counselor-replies.offline.risk.high': 'alto',
  'counselor-replies.offline.risk.veryHigh': 'muy alto',
  'counselor-replies.offline.risk.extreme': 'extremo',
  'counselor-replies.offline.college.netPrice': 'precio neto promedio {price} al año',
  'counselor-replies.offline.college.netPriceNotReported': 'precio neto promedio no reportado',
  'counselor-replies.offline.college.completion': 'tasa de graduación {rate}',
  'counselor-replies.offline.college.debt': 'deuda mediana {debt}',
  'counselor-replies.offline.college.earnings': 'ingresos medianos {earnings}',
  'counselor-replies.offline.college.earningsYear': '{amount} al año (primer año después de graduarse)',
  'counselor-replies.offline.college.admission': 'tasa de admisión {rate}',
  'counselor-replies.offline.control.public': 'pública',
  'counselor-replies.offline.control.privateNonprofit': 'privada sin fines de lucro',
  'counselor-replies.offline.control.privateForProfit': 'privada con fines de lucro',
  'counselor-replies.offline.basis.graduates': 'Ingresos medianos de los graduados de {name}',
  'counselor-replies.offline.basis.career': 'El salario mediano de {name}',
  'counselor-replies.offline.basis.salary': 'El salario que diste',
  'counselor-replies.offline.basis.expected': 'Tu ingreso esperado',
  'counselor-replies.offline.horizon.early': 'primer año después de graduarse',
  'counselor-replies.offline.horizon.allWorkers': 'mediana de todos los trabajadores',
  'counselor-replies.offline.horizon.allWorkersNotStarting': 'mediana de todos los trabajadores: el salario inicial suele ser menor',
  'counselor-replies.offline.horizon.salary': 'el salario que diste',
  'counselor-replies.offline.horizon.expected': 'el ingreso que anotaste en tus expectativas financieras',
  'counselor-replies.offline.fitBasisQuiz': 'Estas son las carreras que mejor te quedan según tu cuestionario de carreras',
  'counselor-replies.offline.fitBasisProfile': 'Estas carreras son las más cercanas a tu perfil de intereses',
  'counselor-replies.offline.fitBasisProfileCode': 'Estas carreras son las más cercanas a tu perfil de intereses ({code})',
  'counselor-replies.offline.strengthLine':
    'Tus áreas más fuertes en los juegos de razonamiento fueron {list}. Vale la pena mirar de cerca las carreras que las usan.',
  'counselor-replies.offline.noQuiz':
    'Todavía no tengo los resultados de tu cuestionario de carreras, así que no puedo decirte qué carreras te convienen.',
  'counselor-replies.offline.takeQuiz':
    'Haz el [cuestionario de carreras](/career-quiz) (unos 10 minutos): mide tus intereses en seis áreas y los compara con más de 200 carreras. Luego pregúntame otra vez y comparamos juntos su salario, su formación y su deuda.',
  'counselor-replies.offline.fitIntro': '{basis}, con lo que paga cada una:',
  'counselor-replies.offline.fitAskMore':
    'Pregúntame por cualquiera de ellas (“¿Cuánto ganan los enfermeros?”), o cuánto podrías pedir prestado con uno de estos salarios.',
  'counselor-replies.offline.payNote':
    'El salario es la mediana nacional: la mitad de los trabajadores gana más y la otra mitad menos, y cambia según el estado y la experiencia.',
  'counselor-replies.offline.majorNote':
    'Los ingresos son cifras típicas de los primeros años después de graduarse, para graduados de licenciatura; la deuda es la deuda mediana de préstamos federales al graduarse. La calificación de deuda usa la misma tabla que tu calificación financiera, con los ingresos como un año de ingreso.',
  'counselor-replies.offline.costlyRule':
    'Una especialidad se marca como costosa cuando la deuda típica de la familia (los préstamos federales del graduado, más los préstamos Parent PLUS y privados que una familia sumaría) es más de {ratio} veces los ingresos del primer año después de graduarse: por debajo de la calificación {grade} en la tabla de calificación financiera.',
  'counselor-replies.offline.familyLoansNotInData':
    'Los préstamos Parent PLUS y los privados no están en los datos: las cifras del College Scorecard solo cuentan los préstamos federales del estudiante.',
  'counselor-replies.offline.collegeNetPriceNote':
    'El precio neto es lo que pagan los estudiantes, en promedio, después de subvenciones y becas; tu precio depende del ingreso de tu familia, así que prueba la calculadora de precio neto de cada universidad.',
  'counselor-replies.offline.collegeEstimateNote':
    'La deuda y los ingresos marcados como estimados en las fuentes los calculó Waypoint con datos por campo de estudio.',
  'counselor-replies.offline.compareIntro': 'Así se comparan:',
  'counselor-replies.offline.compareMajorsIntro': 'Así se comparan para los graduados de licenciatura:',
  'counselor-replies.offline.cheaperCollege': '{name} cuesta {gap} menos al año en promedio, unos {four} en cuatro años.',
  'counselor-replies.offline.noPriceCompare': 'Uno de los precios netos no está reportado, así que no puedo decir cuál cuesta menos.',
  'counselor-replies.offline.higherCompletion':
    '{name} tiene la tasa de graduación más alta; terminar a tiempo importa, porque cada año extra cuesta más y pedir prestado sin llegar a graduarse es la deuda más riesgosa.',
  'counselor-replies.offline.majorEarnsMore': 'Los graduados de {name} ganan {gap} más al año, en la mediana.',
  'counselor-replies.offline.majorOwesLess': 'Los graduados de {name} deben {gap} menos, en la mediana.',
  'counselor-replies.offline.notReportedNote':
    'Cuando una cifra no está reportada, muy pocas universidades la publicaron para dar una mediana justa.',
  'counselor-replies.offline.careerEarnsMore': '{title}: {gap} más al año en la mediana. Compáralo con la formación que pide cada una.',
  'counselor-replies.offline.compareNotFound':
    'Puedo comparar dos especialidades, dos universidades o dos carreras, pero no encontré dos del mismo tipo en tu pregunta.',
  'counselor-replies.offline.compareTryNames':
    'Escribe los nombres como los muestra Waypoint, por ejemplo “Compara Nursing y Psychology” o “Compara Auburn University y University of Alabama”. Estas herramientas también los comparan:',
  'counselor-replies.offline.salaryGiven': 'el salario que diste',
  'counselor-replies.offline.medianPayOf': 'el salario mediano de {title}',
  'counselor-replies.offline.expectedIncomeBasis': 'tu ingreso esperado de {monthly} al mes',
  'counselor-replies.offline.topCareerBasis': 'el salario mediano de {title}, la carrera que mejor te queda',
  'counselor-replies.offline.federalLimits':
    'Límites federales para {years, plural, one {# año} other {# años}} de estudios universitarios: {dependent} para un estudiante dependiente, {independent} para un estudiante independiente; los padres pueden sumar hasta {parentPlus} en préstamos Parent PLUS, para préstamos hechos desde el 1 de julio de 2026.',
  'counselor-replies.offline.borrowUnknownSalary':
    'Cuánto es seguro pedir prestado depende de lo que esperas ganar después de la universidad, y eso todavía no lo sé.',
  'counselor-replies.offline.borrowTellMe':
    'Dime una carrera (“¿Cuánto puedo pedir prestado para ser electricista?”) o un salario (“…si gano $50,000?”), o llena tus [expectativas financieras](/financial-expectations), y calculo una cantidad segura.',
  'counselor-replies.offline.borrowCeiling':
    '- Para mantener una calificación de **{grade}**, pide prestado como máximo **{max}** en total en {years} años de estudios: unos {monthly} al mes al empezar a pagar (plan Standard escalonado, con los intereses que se acumulan durante los estudios).',
  'counselor-replies.offline.borrowBeyondFederal': '{amount} de esto tendría que ser préstamos Parent PLUS o privados.',
  'counselor-replies.offline.borrowBasis': 'Según {basis} ({salary} al año):',
  'counselor-replies.offline.borrowLess':
    'Pedir prestado menos que el límite federal suele ser el plan más inteligente: las subvenciones, las becas y una universidad más barata reducen el préstamo.',
  'counselor-replies.offline.paymentAsk':
    'Dime cuánto piensas pedir prestado, por ejemplo “¿Cuánto pagaría al mes por $30,000?”, y calculo el pago mensual con la tasa federal actual.',
  'counselor-replies.offline.paymentIntro':
    'Con **{principal}** en préstamos federales para estudios universitarios al {rate}% (la tasa de {awardYear}), pagados en {years} años:',
  'counselor-replies.offline.paymentMonthly': '- Pago mensual: **{amount}**',
  'counselor-replies.offline.paymentTotal': '- Total pagado: {total}, de los cuales {interest} son intereses',
  'counselor-replies.offline.paymentTerm':
    '{years} años es el plazo del plan de pago estándar para ese saldo, en préstamos hechos desde el 1 de julio de 2026.',
  'counselor-replies.offline.paymentShare': 'Eso es el {share} de los {income} al mes que esperas ganar.',
  'counselor-replies.offline.paymentWhetherSafe':
    'Si es seguro o no depende de lo que vas a ganar: dime la especialidad, la carrera o el salario (“¿Está bien $35,000 para enfermería?”) y te doy la calificación.',
  'counselor-replies.offline.paymentCalculator':
    'La [calculadora de deuda](/calculator) muestra el calendario completo y otros planes de pago.',
  'counselor-replies.offline.gradeExplain':
    'Tu calificación financiera compara la deuda que piensas tomar con un año del ingreso que esperas: deuda ÷ (ingreso mensual × 12). Hasta 0.39 es una **A+**; más de 3.14 es una **F**.',
  'counselor-replies.offline.gradeNoFinances':
    'Todavía no tengo tus expectativas financieras. [Llénalas](/financial-expectations) y pregúntame otra vez para ver tu calificación.',
  'counselor-replies.offline.gradeYours':
    'Tu calificación es **{grade}** (riesgo {risk}): piensas pedir prestado {debt} y esperas ganar {monthly} al mes, {yearly} al año, así que tu deuda es {ratio} veces un año de ingreso.',
  'counselor-replies.offline.gradeExplanation.aPlus': 'Tu deuda planeada es menos del 40% del ingreso de un año: muy manejable.',
  'counselor-replies.offline.gradeExplanation.a': 'Tu deuda planeada es menos del 60% del ingreso de un año: puedes pagarla con comodidad.',
  'counselor-replies.offline.gradeExplanation.aMinus':
    'Tu deuda planeada es menos del 80% del ingreso de un año: manejable con un presupuesto estable.',
  'counselor-replies.offline.gradeExplanation.bPlus':
    'Tu deuda planeada es más o menos el ingreso de un año: se puede, pero necesitas un plan.',
  'counselor-replies.offline.gradeExplanation.b':
    'Tu deuda planeada llega a cerca de 1.3 años de ingreso: cuenta con un presupuesto cuidadoso por varios años.',
  'counselor-replies.offline.gradeExplanation.bMinus':
    'Tu deuda planeada llega a cerca de 1.6 años de ingreso: los pagos del préstamo van a apretar tu presupuesto.',
  'counselor-replies.offline.gradeExplanation.cPlus':
    'Tu deuda planeada llega a cerca de 1.8 años de ingreso: pagarla será difícil, así que busca cómo pedir menos prestado.',
  'counselor-replies.offline.gradeExplanation.c':
    'Tu deuda planeada llega a cerca de 2 años de ingreso: es una carga pesada, así que piensa en becas o en una escuela más barata.',
  'counselor-replies.offline.gradeExplanation.d':
    'Tu deuda planeada llega a cerca de 3 años de ingreso: podrías tardar décadas en pagarla, así que replantea el plan.',
  'counselor-replies.offline.gradeExplanation.f':
    'Tu deuda planeada es más de 3 veces el ingreso de un año: muy probablemente es más de lo que podrás pagar.',
  'counselor-replies.offline.gradeBetter': 'Si pides prestado {amount} o menos, llegarías a una **A-** (riesgo bajo).',
  'counselor-replies.offline.scholarshipsIntro': 'Aquí es donde puedes buscar:',
  'counselor-replies.offline.scholarship.counselor':
    '- **Empieza con el consejero de tu escuela**: conoce premios locales de negocios, clubes y fundaciones de la comunidad. Los premios locales tienen muchos menos solicitantes que los nacionales.',
  'counselor-replies.offline.scholarship.colleges':
    '- **Pregunta a las universidades donde vas a aplicar**: la mayor parte del dinero de becas viene de las propias universidades. Revisa sus páginas de ayuda financiera y becas.',
  'counselor-replies.offline.scholarship.searchTools':
    '- **Usa buscadores gratuitos**: el Scholarship Finder del Departamento de Trabajo y la página de becas de Federal Student Aid son gratis. Nunca tienes que pagarle a nadie para buscar becas por ti. ([CareerOneStop Scholarship Finder](https://www.careeronestop.org/toolkit/training/find-scholarships.aspx))',
  'counselor-replies.offline.scholarship.closeToHome':
    '- **Busca cerca de casa**: pregunta en tu trabajo, en el trabajo de tus padres o tutores, en sindicatos, en tu iglesia y en los grupos a los que perteneces.',
  'counselor-replies.offline.scholarship.fafsa':
    '- **Llena la FAFSA**: muchas becas (y todas las subvenciones federales y la mayoría de las estatales) usan la FAFSA para medir tu necesidad. Llénala cada año lo antes posible. ([FAFSA en StudentAid.gov](https://studentaid.gov/h/apply-for-aid/fafsa))',
  'counselor-replies.offline.scholarshipScamRule':
    'Nunca pagues por una beca ni por buscarla: si te piden dinero para darte una beca, es una estafa.',
  'counselor-replies.offline.scholarshipDirectory':
    'El [directorio de becas](/resources/scholarships) de Waypoint muestra becas nacionales que se repiten cada año, con sus fechas límite.',
  'counselor-replies.offline.whichCollege': 'Varias universidades tienen ese nombre. ¿Cuál quieres decir?',
  'counselor-replies.offline.whichCollegeAsk':
    'Pregúntame otra vez con el nombre completo, por ejemplo “¿Está bien $30,000 para {name}?”. El [cuestionario de universidades](/college-quiz) compara universidades por precio neto y deuda de sus graduados.',
  'counselor-replies.offline.redirect':
    'No encontré las cifras para eso en los datos de Waypoint. Dime la cantidad y una especialidad, carrera o universidad, por ejemplo “¿Está bien $40,000 de préstamos para enfermería?” o “¿Cuánto ganan los electricistas?”, y te respondo con nuestras cifras. También puedo responder:',
  'counselor-replies.offline.toolsAnswer': 'Estas herramientas de Waypoint lo responden directamente:',
  'counselor-replies.offline.cannotAnswer':
    'Esa pregunta no la puedo responder. Soy el consejero sin conexión de Waypoint: respondo con los datos de carreras, universidades y préstamos de Waypoint, y solo preguntas como estas:',
  'counselor-replies.offline.askSchoolCounselor': 'Para todo lo demás, el consejero de tu escuela es una gran persona a quien preguntar.',
  'counselor-replies.offline.savedSignIn': 'Inicia sesión y guarda carreras y universidades, y podré comparar las que guardaste.',
  'counselor-replies.offline.savedNone':
    'Todavía no has guardado {what, select, careers {carreras} colleges {universidades} other {carreras ni universidades}}. Usa **Guardar carrera** en la página de una carrera o **Guardar universidad** en tus universidades recomendadas, y aparecerán en tu [perfil](/profile).',
  'counselor-replies.offline.savedCollegesIntro': 'Tus universidades guardadas, de menor a mayor precio neto promedio:',
  'counselor-replies.offline.savedCheapest':
    '**{name}** tiene el precio neto promedio más bajo de tus universidades guardadas: {price} al año. El precio neto es lo que pagan los estudiantes, en promedio, después de subvenciones y becas; tu precio depende del ingreso de tu familia, así que prueba la calculadora de precio neto de cada universidad.',
  'counselor-replies.offline.savedCareersIntro':
    'Tus carreras guardadas, de mayor a menor salario mediano (todos los trabajadores, no el salario inicial):',
  'counselor-replies.offline.greeting':
    '¡Hola! Soy el consejero de Waypoint. Pregúntame sobre carreras, especialidades, universidades, costos y deudas. Por ejemplo:',
  'counselor-replies.offline.lookupNotFound':
    'No encontré eso en los datos de Waypoint. Escribe el nombre como lo muestra Waypoint, por ejemplo “¿Cuánto ganan los electricistas?”, “Háblame de la especialidad de enfermería” o “¿Cuánto cuesta Auburn University?”. Puedo responder:',
  'counselor-replies.plan.pathFor': 'para **{name}**',
  'counselor-replies.plan.pathExpectedIncome': 'con tu ingreso esperado',
  'counselor-replies.plan.debtPerYear': '**{debt}** ({perYear} al año durante {years} años)',
  'counselor-replies.plan.keepAMinus': 'como máximo **{amount}** para mantener una **A-** (riesgo bajo)',
  'counselor-replies.plan.stayBPlus': '**{amount}** para quedarte en **B+** (riesgo moderado)',
  'counselor-replies.plan.safe': '- **Cantidad segura para este camino:** {parts}.',
  'counselor-replies.plan.typicalDebt': '- El graduado típico de {major} termina con {debt} de deuda federal (mediana).',
  'counselor-replies.plan.careerPay':
    '- **{title}**: salario mediano de {pay} al año ({horizon}, no es el salario inicial); educación típica para empezar: {education}.',
  'counselor-replies.plan.college': '- **{name}**: precio neto promedio {price}; deuda federal mediana de sus graduados {debt}.',
  'counselor-replies.plan.perYear': '{amount} al año',
  'counselor-replies.plan.severalColleges':
    '- Varias universidades tienen el nombre que usaste ({names}): dime cuál quieres decir para ver su precio y la deuda de sus graduados.',
  'counselor-replies.plan.estimate': ', estimado',
  'counselor-replies.plan.headline': '{debt} {path} recibe una calificación financiera de **{grade}** (riesgo {risk}).',
  'counselor-replies.plan.earnings':
    '- **Ingresos usados:** {label}, **{annual}** al año ({horizon}). La deuda es **{ratio} veces** esa cantidad.',
  'counselor-replies.plan.payment':
    '- **Pago mensual, todos los préstamos juntos:** **{monthly}** al empezar a pagar. Prestado a lo largo de {years} años de estudios con las tasas de {awardYear}, los intereses que se acumulan durante los estudios llevan la deuda a {atRepayment}; los préstamos federales se pagan con el plan de pago estándar por niveles. La página de la calificación, las calculadoras y el plan de dinero muestran la misma cifra.',
  'counselor-replies.plan.part':
    '  - {kind, select, student {Préstamos Direct del estudiante} parent-plus {Parent PLUS (el préstamo de los padres)} other {Préstamo privado (un supuesto: cerca de la tasa promedio que TICAS encontró en las carteras de los prestamistas)}}: {principal} prestados al {rate} %, {monthly} al mes durante {years} años.',
  'counselor-replies.plan.beyond':
    '- **{amount} de esto tendría que ser préstamos Parent PLUS o privados:** un estudiante dependiente puede pedir como máximo {limit} en préstamos federales Direct en {years} años.',
  'counselor-replies.plan.rap':
    '- **Plan de Asistencia de Reembolso (RAP):** **{monthly}** al mes el primer año, con {annual} de ingreso y sin dependientes. El RAP depende de tu ingreso, no de la deuda, así que un préstamo más grande tarda más en pagarse.',
  'counselor-replies.plan.gradeRule':
    'La calificación es la deuda ÷ un año de ingreso: hasta 0.79 es una A-, hasta 1.05 una B+, más de 2.1 una D y más de 3.14 una F.',
  'counselor-replies.plan.whereFrom': 'De dónde vienen las cifras:',
  'counselor-replies.plan.tryOther':
    'Prueba otras cantidades en la [calculadora de deuda](/debt-calculator), o compara especialidades en la [página de resultados](/outcomes).',
  // Answers to price, program and real-choice questions, and the labels of their sources.
  'counselor-replies.answer.notReported': 'no reportado',
  'counselor-replies.answer.bracket': '{min} a {max}',
  'counselor-replies.answer.bracketTop': '{min} o más',
  'counselor-replies.answer.priceBracket':
    'En **{college}**, los estudiantes de familias con ingresos de {bracket} al año pagaron un precio neto promedio de **{amount}** al año{negative, select, yes { (las becas y subvenciones superaron el costo, así que aparece como $0)} other {}}.',
  'counselor-replies.answer.priceSuppressed':
    '**{college}** no reporta un precio neto para familias con ingresos de {bracket} al año (muy pocos estudiantes con ayuda en ese rango). Su promedio para todos los ingresos es {average} al año, que no es el precio de tu familia.',
  'counselor-replies.answer.priceNone':
    '**{college}** no reporta precios netos por ingreso familiar; su promedio para todos los ingresos es {average} al año.',
  'counselor-replies.answer.priceRange':
    'En **{college}**, el precio neto promedio va de **{min}** a **{max}** al año según el ingreso familiar (promedio para todos los ingresos: {average}).',
  'counselor-replies.answer.priceAskIncome':
    'Dime el ingreso anual de tu familia (por ejemplo “mi familia gana $45,000”) y te doy el precio de tu rango.',
  'counselor-replies.answer.priceWhose':
    'De quién es este precio: el precio neto promedio (costo de asistencia menos becas y subvenciones) que pagaron los estudiantes de primer año a tiempo completo con ayuda federal, según lo reportó la universidad al College Scorecard. Es un promedio, no una cotización.',
  'counselor-replies.answer.priceCalculator':
    'La calculadora de precio neto de cada universidad, en su sitio web, da un estimado para tu familia.',
  'counselor-replies.answer.collegeLink': 'Mira los precios y programas de **{college}** en [su página](/colleges/{unitId}).',
  'counselor-replies.answer.majorLink': 'Compara universidades para **{major}** en [la página de la especialidad](/majors/{cip}).',
  'counselor-replies.answer.programEarnings':
    'Los graduados de **{major}** de **{college}** ganaron una mediana de **{earnings}** al año en el primer año después de terminar ({cohort} graduados que trabajaban y no estudiaban; terminaron en {years}).',
  'counselor-replies.answer.programEarningsSuppressed':
    'Los ingresos de los graduados de **{major}** de **{college}** no se reportan (muy pocos graduados para publicar una cifra).',
  'counselor-replies.answer.programDebt': 'Su deuda federal mediana al graduarse: **{debt}** ({cohort} graduados que pidieron préstamos).',
  'counselor-replies.answer.programDebtSuppressed': 'Su deuda federal mediana no se reporta (muy pocos prestatarios).',
  'counselor-replies.answer.programLevel':
    'Estas cifras son de {level, select, undergraduate-certificate {un certificado de pregrado} associate {un título de asociado} post-baccalaureate-certificate {un certificado posterior a la licenciatura} master {una maestría} doctoral {un doctorado} first-professional {un título profesional} graduate-certificate {un certificado de posgrado} other {otro título}}: la universidad no reporta una licenciatura en este campo.',
  'counselor-replies.answer.programGrade':
    'Esa deuda mediana frente a esos ingresos recibe una **{grade}** (la deuda es {ratio} veces un año de ingresos).',
  'counselor-replies.answer.programHorizon':
    'Los ingresos se miden en el primer año después de terminar, en dólares de ese año (sin ajustar por inflación); el salario suele crecer más adelante.',
  'counselor-replies.answer.noProgram':
    '**{college}** no reporta un programa de **{major}** en los datos por campo de estudio del College Scorecard, así que no tengo sus ingresos ni su deuda.',
  'counselor-replies.answer.programLoan':
    'Un préstamo de **{debt}** para **{major}** en **{college}** recibe una **{grade}** (riesgo {risk}) frente a los ingresos medianos de sus graduados en el primer año, **{earnings}** al año: la deuda es **{ratio} veces** un año de ingresos.',
  'counselor-replies.answer.trueCostPayment':
    'Pago mensual, todos los préstamos juntos: **{monthly}** al empezar a pagar ({atRepayment} con los intereses que se acumulan durante {years} años de estudios, con las tasas de {awardYear}; los préstamos federales con el plan de pago estándar por niveles{hasBeyond, select, yes {; {beyond} de eso por encima de los límites de los préstamos federales Direct, como préstamos Parent PLUS o privados} other {}}). El plan de dinero y las calculadoras muestran la misma cifra.',
  'counselor-replies.answer.gradeRule':
    'La calificación es la deuda ÷ un año de ingresos: hasta 0.79 es una A-, hasta 1.05 una B+, más de 2.1 una D y más de 3.14 una F.',
  'counselor-replies.answer.risk.veryLow': 'muy bajo',
  'counselor-replies.answer.risk.low': 'bajo',
  'counselor-replies.answer.risk.moderate': 'moderado',
  'counselor-replies.answer.risk.higher': 'elevado',
  'counselor-replies.answer.risk.high': 'alto',
  'counselor-replies.answer.risk.veryHigh': 'muy alto',
  'counselor-replies.answer.risk.extreme': 'extremo',
  'counselor-replies.source.programOutcomes': 'Resultados por programa',
  'counselor-replies.source.prices': 'Precio neto según el ingreso familiar: {college}',
  'counselor-replies.source.college': 'Universidad: {name}',
  'counselor-replies.source.major': 'Especialidad: {name}',
  'counselor-replies.source.career': 'Carrera: {name}',
  'counselor-replies.source.training': 'Formación: {name}',
  'counselor-replies.source.cohorts': '{first} y {second}',
  'counselor-replies.source.financialGrade': 'Calificación financiera',
  'counselor-replies.source.loanRate': 'Tasa de los préstamos para estudiantes de pregrado {year}',
  'counselor-replies.source.loanLimits': 'Límites de los préstamos federales',
  'counselor-replies.source.repaymentPlans': 'Planes federales de pago (Estándar escalonado, RAP)',
  'counselor-replies.source.privateRate': 'Tasa de un préstamo privado (un supuesto)',
  'counselor-replies.source.scholarshipGuide': 'Guía de becas',
  'counselor-replies.source.scholarshipScams': 'Estafas de becas',
  'counselor-replies.answer.sourcesHeading': 'De dónde vienen las cifras:',
  'counselor-replies.answer.sourceLine':
    '- {label}: {name}{hasYear, select, yes { ({year})} other {}}{estimate, select, yes {, estimado} other {}}',
  'counselor-replies.answer.ccNeedCollege':
    'Para comparar empezar en un college comunitario con cuatro años en una universidad, dime qué universidad de cuatro años tienes en mente (por ejemplo “¿college comunitario primero u Ohio State?”) y el ingreso de tu familia si quieres tus propios precios.',
  'counselor-replies.answer.ccToolLink': 'El [cuestionario de universidades](/college-quiz) también compara universidades por precio neto.',
  'counselor-replies.answer.ccNoneInState':
    'No tengo un college comunitario público de {state} con precios en la lista de Waypoint para comparar con **{college}**. Dime en cuál estás pensando.',
  'counselor-replies.answer.ccNoPrice': 'No puedo comparar **{cc}** y **{college}**: una de las dos no reporta precio neto.',
  'counselor-replies.answer.ccAssumption':
    'Supuesto: dos años en **{cc}**{picked, select, largest { (el college comunitario público más grande de {state} en la lista de Waypoint; dime el tuyo para ver sus precios)} other {}} y luego dos años en **{college}**, con los precios de hoy y transfiriendo todos los créditos.',
  'counselor-replies.answer.ccPriceBasis':
    '{basis, select, bracket {Los precios son los precios netos promedio del rango de ingreso de tu familia ({income} al año).} other {Los precios son los precios netos promedio para todos los ingresos; dime el ingreso de tu familia para ver los de tu rango.}}',
  'counselor-replies.answer.ccPlanIntro':
    'Según el plan de dinero de tu familia: dos años en **{cc}**{picked, select, kept { (la ruta guardada en tu plan)} saved { (un college de dos años de tu lista)} other { (el college público de dos años más barato en {state} con el precio de tu familia en los datos de Waypoint; guarda el tuyo para ver sus cifras)}} y luego dos años en **{college}**, frente a cuatro años en **{college}**, con todos los créditos transferidos.',
  'counselor-replies.answer.ccPlanBasis':
    '{basis, select, bracket {Los precios son los precios netos para el rango de ingresos de tu familia ({income} al año).} other {Los precios son los precios netos promedio de todos los ingresos: agrega el ingreso de tu familia a tu plan de dinero para ver los precios de tu rango.}} Primero pagan el aporte anual, los ahorros y las becas de tu plan; lo que falta cada año se pide prestado dentro de los límites federales de ese año de estudios. {hasPay, select, yes {Las calificaciones usan tu salario esperado de {pay} al año.} other {Agrega tu ingreso esperado en tus expectativas financieras para ver las calificaciones.}}',
  'counselor-replies.answer.ccPlanRow':
    '- **{route, select, transfer {2 + 2} other {4 años en la universidad}}:** precio neto {price}; prestado {borrowed} ({direct} en préstamos Direct, {plus} Parent PLUS, {private} privados); toda la deuda al empezar a pagar {debt}; **{monthly}** al mes, todos los préstamos juntos; calificación del estudiante {grade}, calificación de la familia {familyGrade}.',
  'counselor-replies.answer.ccPlanSaves':
    'Empezar en el college comunitario ahorraría cerca de **{netPrice}** en precio neto y **{debt}** de deuda al empezar a pagar: **{monthly}** menos al mes.',
  'counselor-replies.answer.ccPlanLink':
    'Míralo año por año y guárdalo en tu plan: [tu plan de dinero](/money-plan?first={first}&second={second}).',
  'counselor-replies.answer.ccYearly': '- **{college}**: {amount} al año',
  'counselor-replies.answer.ccTotals':
    'Los cuatro años en total: **{route}** empezando en el college comunitario, **{direct}** con los cuatro años en la universidad.',
  'counselor-replies.answer.ccSaves': 'Empezar en el college comunitario ahorraría unos **{saving}** de precio neto en los cuatro años.',
  'counselor-replies.answer.ccNoSaving': 'En este caso, empezar en el college comunitario no ahorraría dinero en precio neto.',
  'counselor-replies.answer.ccCompletion':
    'El {rate} de los estudiantes de **{cc}** termina dentro del 150% del tiempo normal: planea la transferencia desde el primer trimestre para estar entre ellos.',
  'counselor-replies.answer.ccTransferCheck':
    'Antes de decidir, pregunta a la universidad qué créditos del college comunitario se transfieren a tu especialidad (un acuerdo de transferencia ayuda).',
  'counselor-replies.answer.tradeNeedTrade':
    '¿En qué oficio estás pensando? Dímelo (por ejemplo “aprendiz de electricista” o “plomería”) y lo comparo con tu plan de estudios.',
  'counselor-replies.answer.tradeLine':
    '- **{career}**: salario mediano **{pay}** al año (mediana de todos los trabajadores, no el salario inicial); educación típica para empezar: {education}; capacitación típica: {training}.',
  'counselor-replies.answer.tradePaysWhileTraining':
    'Un programa de aprendiz es trabajo pagado: ganas mientras aprendes, en vez de pedir préstamos para estudiar.',
  'counselor-replies.answer.tradeNeedPlan':
    'Dime cuánto piensas pedir prestado para tu título (o anótalo en tus expectativas financieras) y califico tu plan junto a este.',
  'counselor-replies.answer.tradeNeedEarnings':
    'Para calificar tu plan de {debt}, dime la especialidad que estudiarías o anota tu ingreso esperado en tus expectativas financieras.',
  'counselor-replies.answer.tradePlan':
    '- **Tu plan de estudios:** {debt}{hasMajor, select, yes { para **{major}**} other {}} recibe una **{grade}** (riesgo {risk}) y cuesta **{monthly}** al mes al empezar a pagar, todos los préstamos juntos (la cifra del plan de dinero), con {basis, select, major {los ingresos medianos al inicio de la carrera de esa especialidad} other {tu ingreso esperado}} de {earnings} al año.',
  'counselor-replies.answer.tradeHorizons':
    'El salario del oficio es la mediana de todos sus trabajadores; el de la especialidad es al inicio de la carrera, así que no se miden en el mismo momento.',
  'counselor-replies.answer.tradeYourCall':
    'Los dos pueden ser buenos caminos: piensa también en lo que te gustaría hacer, y mira la [página de carreras](/careers) para más oficios.',
  'counselor-replies.answer.majorNational':
    '**{major}** a nivel nacional: ingresos medianos de sus graduados al inicio de la carrera {earnings} al año y deuda federal mediana {debt}.',
  'counselor-replies.answer.collegeOutcomes':
    'Graduados de **{college}**: ingresos medianos {earnings} al año, deuda federal mediana {debt}.',
  'counselor-replies.answer.worthVerdict':
    '{verdict, select, manageable {**Probablemente vale la pena en lo económico:** la deuda típica recibe una {grade}, {ratio} veces un año de ingresos.} caution {**Vale la pena solo con cuidado:** la deuda típica recibe una {grade}, {ratio} veces un año de ingresos; pide menos prestado que el graduado típico si puedes.} costly {**Es costoso:** la deuda típica recibe una {grade}, {ratio} veces un año de ingresos; una universidad más barata o menos préstamos lo cambiarían.} other {**No puedo calificarlo:** los ingresos o la deuda no se reportan.}}',
  'counselor-replies.answer.worthNotOnlyMoney':
    'El dinero no es la única medida: la [página de resultados](/outcomes) compara especialidades, y la calculadora de precio neto de la universidad da el precio de tu familia.',
};
