import type { counselor as english } from '@locales/en/counselor';

export const counselor: Record<keyof typeof english, string> = {
  'counselor.pageTitle': 'Consejero con IA',
  'counselor.pageTitlePremium': 'Consejero con IA (premium)',
  'counselor.heading': 'Consejero con IA',
  'counselor.headingPremium': 'Tu consejero con IA',
  'counselor.intro':
    'Pregunta sobre carreras, especialidades, universidades, cuánto cuestan y cuánta deuda es segura. Las respuestas usan los resultados de tus cuestionarios y los datos de Waypoint, y muestran de dónde viene cada cifra.',
  'counselor.statusChecking': 'Revisando qué consejero está disponible…',
  'counselor.statusError': 'No pudimos revisar el estado del consejero. {error}',
  'counselor.aiTitle': 'Consejero con IA.',
  'counselor.aiBody':
    'Un modelo de IA escribe las respuestas y busca cada cifra en los datos de Waypoint; las fuentes aparecen debajo de cada respuesta. La IA todavía puede equivocarse, así que revisa las decisiones importantes con el consejero de tu escuela.',
  'counselor.offlineTitle': 'Consejero sin conexión.',
  'counselor.offlineBody':
    'No hay un modelo de IA conectado, así que el consejero integrado de Waypoint responde las preguntas comunes (carreras que te convienen, salarios, comparar especialidades o universidades, préstamos, pagos, tu calificación, becas) directamente con los datos de Waypoint, con sus fuentes. Te avisa cuando no puede responder.',
  'counselor.loadingConversation': 'Cargando la conversación…',
  'counselor.openError': 'No se pudo abrir esta conversación. {error}',
  'counselor.startNew': 'Empezar una conversación nueva',
  'counselor.loadingCounselor': 'Cargando el consejero…',
  'counselor.savedToAccount':
    'Tus conversaciones se guardan en tu cuenta para que puedas seguirlas después; puedes borrarlas cuando quieras.',
  'counselor.notSavedYet': 'Esta conversación todavía no se guarda. {link} para guardar tus conversaciones.',
  'counselor.completeProfile': 'Completa tu perfil',
  'counselor.visitorNotSaved':
    'No has iniciado sesión, así que esta conversación solo queda en esta página: no se guarda y desaparece cuando sales o recargas la página. {link} para guardar tus conversaciones.',
  'counselor.signIn': 'Inicia sesión',
  'counselor.privacy':
    'Los resultados de tus cuestionarios se envían con cada pregunta para que las respuestas te queden bien; tu nombre y tu correo nunca se envían. No escribas datos personales.',
  'counselor.gamesIncluded': 'Se incluyen los resultados de tus juegos de razonamiento.',
  'counselor.playGames': 'Juega los {link} para sumar tus fortalezas cognitivas a las respuestas.',
  'counselor.thinkingGames': 'juegos de razonamiento',
  'counselor.conversation': 'Conversación',
  'counselor.thinking': 'Pensando…',
  'counselor.answering': 'El consejero está respondiendo.',
  'counselor.answerComplete': 'La respuesta está completa.',
  'counselor.tryAgain': 'Intentar de nuevo',
  'counselor.checkQuestion': 'Revisa tu pregunta.',
  'counselor.error.question_empty': 'Primero escribe una pregunta.',
  'counselor.error.question_too_long': 'Tu pregunta debe tener menos de 1000 caracteres.',
  'counselor.errorUnreachable': 'No pudimos conectarnos con Waypoint. Revisa tu conexión y vuelve a intentarlo.',
  'counselor.errorGeneric': 'Algo salió mal. Vuelve a intentarlo.',
  'counselor.error.busy': 'Hiciste muchas preguntas en poco tiempo. Espera unos minutos y vuelve a intentarlo.',
  'counselor.yourQuestion': 'Tu pregunta',
  'counselor.placeholder': 'p. ej. ¿Cuánto puedo pedir prestado para ser enfermero?',
  'counselor.hint': 'Enter para enviar, Shift+Enter para una línea nueva. {count}/{max}',
  'counselor.stop': 'Detener',
  'counselor.send': 'Enviar',
  'counselor.startersHeading': 'Pregunta sobre carreras, especialidades, universidades, costos o deudas',
  'counselor.startersIntro': 'Prueba una de estas, hechas con tus resultados:',
  'counselor.youAsked': 'Preguntaste: ',
  'counselor.byHelp': 'Hay ayuda disponible',
  'counselor.byAi': 'Consejero con IA',
  'counselor.byOffline': 'Consejero de Waypoint',
  'counselor.stopped': 'Detuviste esta respuesta.',
  'counselor.cutOff': 'Un error cortó esta respuesta.',
  'counselor.unverified':
    '{figureCount, plural, one {Verifica esta cifra antes de confiar en ella: {figures}. No viene de los datos de Waypoint.} other {Verifica estas cifras antes de confiar en ellas: {figures}. No vienen de los datos de Waypoint.}}',
  'counselor.sources': '{count, plural, one {Datos usados ({count} fuente)} other {Datos usados ({count} fuentes)}}',
  'counselor.estimate': 'estimado',
  'counselor.savedHeading': 'Conversaciones guardadas',
  'counselor.newConversation': 'Conversación nueva',
  'counselor.loadingList': 'Cargando tus conversaciones…',
  'counselor.listError': 'No se pudieron cargar tus conversaciones guardadas. {error}',
  'counselor.listEmpty': 'Todavía no tienes conversaciones guardadas. Haz una pregunta para empezar una.',
  'counselor.deleteError': 'No se pudo borrar la conversación. {error}',
  'counselor.loading': 'Cargando…',
  'counselor.showOlder': 'Ver conversaciones anteriores',
  'counselor.delete': 'Borrar',
  'counselor.deleteLabel': 'Borrar “{title}”',
  'counselor.deleteTitle': '¿Borrar esta conversación?',
  'counselor.deleteDescription': '“{title}” y todas sus respuestas se borrarán de tu cuenta. No se puede deshacer.',
  'counselor.keepIt': 'Conservarla',
  'counselor.deleteConfirm': 'Borrar conversación',
  'counselor.starterFitStrengths': '¿Qué carreras van con mis fortalezas en {first} y {second}?',
  'counselor.starterFitProfile': '¿Qué carreras van con mi perfil de intereses?',
  'counselor.starterCompare': 'Compara {first} y {second}',
  'counselor.starterMajorEarnings': '¿Cuánto ganan los graduados de {major} y cuánto deben?',
  'counselor.starterCollegeCost': '¿Cuánto cuesta {college} al año?',
  'counselor.starterGradeMeaning': '¿Qué significa mi calificación financiera?',
  'counselor.starterPaymentOn': '¿Cuánto pagaría al mes por {amount} en préstamos?',
  'counselor.starterGeneralFit': '¿Qué carreras me convienen?',
  'counselor.starterGeneralBorrow': '¿Cuánto puedo pedir prestado sin riesgo para la universidad?',
  'counselor.starterGeneralPayment': '¿Cuánto pagaría al mes por {amount} en préstamos estudiantiles?',
  'counselor.starterGeneralScholarships': '¿Cómo encuentro becas?',
  'counselor.trait.vocabulary': 'vocabulario',
  'counselor.trait.workingMemory': 'memoria de trabajo',
  'counselor.trait.processingSpeed': 'velocidad de procesamiento',
  'counselor.trait.logicalReasoning': 'razonamiento lógico',
  'counselor.trait.patternRecognition': 'reconocimiento de patrones',
  'counselor.trait.problemSolving': 'resolución de problemas',
  'counselor.trait.attention': 'atención',
  'counselor.trait.creativity': 'creatividad',
  'counselor.trait.analyticalThinking': 'pensamiento analítico',
  // Respuestas sobre precios, programas y decisiones reales (las escribe el servidor; las cifras llegan como valores).
  'counselor.answer.notReported': 'no reportado',
  'counselor.answer.bracket': '{min} a {max}',
  'counselor.answer.bracketTop': '{min} o más',
  'counselor.answer.priceBracket':
    'En **{college}**, los estudiantes de familias con ingresos de {bracket} al año pagaron un precio neto promedio de **{amount}** al año{negative, select, yes { (las becas y subvenciones superaron el costo, así que aparece como $0)} other {}}.',
  'counselor.answer.priceSuppressed':
    '**{college}** no reporta un precio neto para familias con ingresos de {bracket} al año (muy pocos estudiantes con ayuda en ese rango). Su promedio para todos los ingresos es {average} al año, que no es el precio de tu familia.',
  'counselor.answer.priceNone':
    '**{college}** no reporta precios netos por ingreso familiar; su promedio para todos los ingresos es {average} al año.',
  'counselor.answer.priceRange':
    'En **{college}**, el precio neto promedio va de **{min}** a **{max}** al año según el ingreso familiar (promedio para todos los ingresos: {average}).',
  'counselor.answer.priceAskIncome':
    'Dime el ingreso anual de tu familia (por ejemplo “mi familia gana $45,000”) y te doy el precio de tu rango.',
  'counselor.answer.priceWhose':
    'De quién es este precio: el precio neto promedio (costo de asistencia menos becas y subvenciones) que pagaron los estudiantes de primer año a tiempo completo con ayuda federal, según lo reportó la universidad al College Scorecard. Es un promedio, no una cotización.',
  'counselor.answer.priceCalculator': 'La calculadora de precio neto de cada universidad, en su sitio web, da un estimado para tu familia.',
  'counselor.answer.collegeLink': 'Mira los precios y programas de **{college}** en [su página](/colleges/{unitId}).',
  'counselor.answer.majorLink': 'Compara universidades para **{major}** en [la página de la especialidad](/majors/{cip}).',
  'counselor.answer.programEarnings':
    'Los graduados de **{major}** de **{college}** ganaron una mediana de **{earnings}** al año en el primer año después de terminar ({cohort} graduados que trabajaban y no estudiaban; terminaron en {years}).',
  'counselor.answer.programEarningsSuppressed':
    'Los ingresos de los graduados de **{major}** de **{college}** no se reportan (muy pocos graduados para publicar una cifra).',
  'counselor.answer.programDebt': 'Su deuda federal mediana al graduarse: **{debt}** ({cohort} graduados que pidieron préstamos).',
  'counselor.answer.programDebtSuppressed': 'Su deuda federal mediana no se reporta (muy pocos prestatarios).',
  'counselor.answer.programLevel':
    'Estas cifras son de {level, select, undergraduate-certificate {un certificado de pregrado} associate {un título de asociado} post-baccalaureate-certificate {un certificado posterior a la licenciatura} master {una maestría} doctoral {un doctorado} first-professional {un título profesional} graduate-certificate {un certificado de posgrado} other {otro título}}: la universidad no reporta una licenciatura en este campo.',
  'counselor.answer.programGrade':
    'Esa deuda mediana frente a esos ingresos recibe una **{grade}** (la deuda es {ratio} veces un año de ingresos).',
  'counselor.answer.programHorizon':
    'Los ingresos se miden en el primer año después de terminar, en dólares de ese año (sin ajustar por inflación); el salario suele crecer más adelante.',
  'counselor.answer.noProgram':
    '**{college}** no reporta un programa de **{major}** en los datos por campo de estudio del College Scorecard, así que no tengo sus ingresos ni su deuda.',
  'counselor.answer.programLoan':
    'Un préstamo de **{debt}** para **{major}** en **{college}** recibe una **{grade}** (riesgo {risk}) frente a los ingresos medianos de sus graduados en el primer año, **{earnings}** al año: la deuda es **{ratio} veces** un año de ingresos.',
  'counselor.answer.trueCostPayment':
    'Pago mensual, todos los préstamos juntos: **{monthly}** al empezar a pagar ({atRepayment} con los intereses que se acumulan durante {years} años de estudios, con las tasas de {awardYear}; los préstamos federales con el plan de pago estándar por niveles{hasBeyond, select, yes {; {beyond} de eso por encima de los límites de los préstamos federales Direct, como préstamos Parent PLUS o privados} other {}}). El plan de dinero y las calculadoras muestran la misma cifra.',
  'counselor.answer.gradeRule':
    'La calificación es la deuda ÷ un año de ingresos: hasta 0.79 es una A-, hasta 1.05 una B+, más de 2.1 una D y más de 3.14 una F.',
  'counselor.answer.risk.veryLow': 'muy bajo',
  'counselor.answer.risk.low': 'bajo',
  'counselor.answer.risk.moderate': 'moderado',
  'counselor.answer.risk.higher': 'elevado',
  'counselor.answer.risk.high': 'alto',
  'counselor.answer.risk.veryHigh': 'muy alto',
  'counselor.answer.risk.extreme': 'extremo',
  'counselor.source.programOutcomes': 'Resultados por programa',
  'counselor.source.prices': 'Precio neto según el ingreso familiar: {college}',
  'counselor.source.college': 'Universidad: {name}',
  'counselor.source.major': 'Especialidad: {name}',
  'counselor.source.career': 'Carrera: {name}',
  'counselor.source.training': 'Formación: {name}',
  'counselor.source.cohorts': '{first} y {second}',
  'counselor.source.financialGrade': 'Calificación financiera',
  'counselor.source.loanRate': 'Tasa de los préstamos para estudiantes de pregrado {year}',
  'counselor.source.loanLimits': 'Límites de los préstamos federales',
  'counselor.source.repaymentPlans': 'Planes federales de pago (Estándar escalonado, RAP)',
  'counselor.source.privateRate': 'Tasa de un préstamo privado (un supuesto)',
  'counselor.source.scholarshipGuide': 'Guía de becas',
  'counselor.source.scholarshipScams': 'Estafas de becas',
  'counselor.answer.sourcesHeading': 'De dónde vienen las cifras:',
  'counselor.answer.sourceLine':
    '- {label}: {name}{hasYear, select, yes { ({year})} other {}}{estimate, select, yes {, estimado} other {}}',
  'counselor.answer.ccNeedCollege':
    'Para comparar empezar en un college comunitario con cuatro años en una universidad, dime qué universidad de cuatro años tienes en mente (por ejemplo “¿college comunitario primero u Ohio State?”) y el ingreso de tu familia si quieres tus propios precios.',
  'counselor.answer.ccToolLink': 'El [cuestionario de universidades](/college-quiz) también compara universidades por precio neto.',
  'counselor.answer.ccNoneInState':
    'No tengo un college comunitario público de {state} con precios en la lista de Waypoint para comparar con **{college}**. Dime en cuál estás pensando.',
  'counselor.answer.ccNoPrice': 'No puedo comparar **{cc}** y **{college}**: una de las dos no reporta precio neto.',
  'counselor.answer.ccAssumption':
    'Supuesto: dos años en **{cc}**{picked, select, largest { (el college comunitario público más grande de {state} en la lista de Waypoint; dime el tuyo para ver sus precios)} other {}} y luego dos años en **{college}**, con los precios de hoy y transfiriendo todos los créditos.',
  'counselor.answer.ccPriceBasis':
    '{basis, select, bracket {Los precios son los precios netos promedio del rango de ingreso de tu familia ({income} al año).} other {Los precios son los precios netos promedio para todos los ingresos; dime el ingreso de tu familia para ver los de tu rango.}}',
  'counselor.answer.ccPlanIntro':
    'Según el plan de dinero de tu familia: dos años en **{cc}**{picked, select, kept { (la ruta guardada en tu plan)} saved { (un college de dos años de tu lista)} other { (el college público de dos años más barato en {state} con el precio de tu familia en los datos de Waypoint; guarda el tuyo para ver sus cifras)}} y luego dos años en **{college}**, frente a cuatro años en **{college}**, con todos los créditos transferidos.',
  'counselor.answer.ccPlanBasis':
    '{basis, select, bracket {Los precios son los precios netos para el rango de ingresos de tu familia ({income} al año).} other {Los precios son los precios netos promedio de todos los ingresos: agrega el ingreso de tu familia a tu plan de dinero para ver los precios de tu rango.}} Primero pagan el aporte anual, los ahorros y las becas de tu plan; lo que falta cada año se pide prestado dentro de los límites federales de ese año de estudios. {hasPay, select, yes {Las calificaciones usan tu salario esperado de {pay} al año.} other {Agrega tu ingreso esperado en tus expectativas financieras para ver las calificaciones.}}',
  'counselor.answer.ccPlanRow':
    '- **{route, select, transfer {2 + 2} other {4 años en la universidad}}:** precio neto {price}; prestado {borrowed} ({direct} en préstamos Direct, {plus} Parent PLUS, {private} privados); toda la deuda al empezar a pagar {debt}; **{monthly}** al mes, todos los préstamos juntos; calificación del estudiante {grade}, calificación de la familia {familyGrade}.',
  'counselor.answer.ccPlanSaves':
    'Empezar en el college comunitario ahorraría cerca de **{netPrice}** en precio neto y **{debt}** de deuda al empezar a pagar: **{monthly}** menos al mes.',
  'counselor.answer.ccPlanLink':
    'Míralo año por año y guárdalo en tu plan: [tu plan de dinero](/money-plan?first={first}&second={second}).',
  'counselor.answer.ccYearly': '- **{college}**: {amount} al año',
  'counselor.answer.ccTotals':
    'Los cuatro años en total: **{route}** empezando en el college comunitario, **{direct}** con los cuatro años en la universidad.',
  'counselor.answer.ccSaves': 'Empezar en el college comunitario ahorraría unos **{saving}** de precio neto en los cuatro años.',
  'counselor.answer.ccNoSaving': 'En este caso, empezar en el college comunitario no ahorraría dinero en precio neto.',
  'counselor.answer.ccCompletion':
    'El {rate} de los estudiantes de **{cc}** termina dentro del 150% del tiempo normal: planea la transferencia desde el primer trimestre para estar entre ellos.',
  'counselor.answer.ccTransferCheck':
    'Antes de decidir, pregunta a la universidad qué créditos del college comunitario se transfieren a tu especialidad (un acuerdo de transferencia ayuda).',
  'counselor.answer.tradeNeedTrade':
    '¿En qué oficio estás pensando? Dímelo (por ejemplo “aprendiz de electricista” o “plomería”) y lo comparo con tu plan de estudios.',
  'counselor.answer.tradeLine':
    '- **{career}**: salario mediano **{pay}** al año (mediana de todos los trabajadores, no el salario inicial); educación típica para empezar: {education}; capacitación típica: {training}.',
  'counselor.answer.tradePaysWhileTraining':
    'Un programa de aprendiz es trabajo pagado: ganas mientras aprendes, en vez de pedir préstamos para estudiar.',
  'counselor.answer.tradeNeedPlan':
    'Dime cuánto piensas pedir prestado para tu título (o anótalo en tus expectativas financieras) y califico tu plan junto a este.',
  'counselor.answer.tradeNeedEarnings':
    'Para calificar tu plan de {debt}, dime la especialidad que estudiarías o anota tu ingreso esperado en tus expectativas financieras.',
  'counselor.answer.tradePlan':
    '- **Tu plan de estudios:** {debt}{hasMajor, select, yes { para **{major}**} other {}} recibe una **{grade}** (riesgo {risk}) y cuesta **{monthly}** al mes al empezar a pagar, todos los préstamos juntos (la cifra del plan de dinero), con {basis, select, major {los ingresos medianos al inicio de la carrera de esa especialidad} other {tu ingreso esperado}} de {earnings} al año.',
  'counselor.answer.tradeHorizons':
    'El salario del oficio es la mediana de todos sus trabajadores; el de la especialidad es al inicio de la carrera, así que no se miden en el mismo momento.',
  'counselor.answer.tradeYourCall':
    'Los dos pueden ser buenos caminos: piensa también en lo que te gustaría hacer, y mira la [página de carreras](/careers) para más oficios.',
  'counselor.answer.majorNational':
    '**{major}** a nivel nacional: ingresos medianos de sus graduados al inicio de la carrera {earnings} al año y deuda federal mediana {debt}.',
  'counselor.answer.collegeOutcomes': 'Graduados de **{college}**: ingresos medianos {earnings} al año, deuda federal mediana {debt}.',
  'counselor.answer.worthVerdict':
    '{verdict, select, manageable {**Probablemente vale la pena en lo económico:** la deuda típica recibe una {grade}, {ratio} veces un año de ingresos.} caution {**Vale la pena solo con cuidado:** la deuda típica recibe una {grade}, {ratio} veces un año de ingresos; pide menos prestado que el graduado típico si puedes.} costly {**Es costoso:** la deuda típica recibe una {grade}, {ratio} veces un año de ingresos; una universidad más barata o menos préstamos lo cambiarían.} other {**No puedo calificarlo:** los ingresos o la deuda no se reportan.}}',
  'counselor.answer.worthNotOnlyMoney':
    'El dinero no es la única medida: la [página de resultados](/outcomes) compara especialidades, y la calculadora de precio neto de la universidad da el precio de tu familia.',
};
