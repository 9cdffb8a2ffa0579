import type { budget as english } from '@locales/en/budget';

export const budget: Record<keyof typeof english, string> = {
  'budget.step': 'Evaluación gratuita · Paso 3 de 3',
  'budget.expectationsTitle': 'Expectativas financieras',
  'budget.expectationsIntro':
    'Di cuánto esperas ganar al graduarte y cuánto piensas pedir prestado. Tu calificación compara las dos cosas, para que veas si la deuda sería manejable antes de tomarla.',
  'budget.fixFields': 'Corrige los campos marcados abajo.',
  'budget.lifestyleLegend': 'El estilo de vida que te gustaría',
  'budget.lifestyleHint': 'Una imagen de la vida diaria, para tenerla en mente al elegir un ingreso. No cambia tu calificación.',
  'budget.incomeLabel': 'Ingreso mensual esperado, antes de impuestos',
  'budget.incomeHintEarly':
    'Lo que esperas ganar cada mes en tu primer año después de graduarte, antes de que te descuenten los impuestos.',
  'budget.incomeHintAll': 'Lo que esperas ganar cada mes ya establecido en tu carrera, antes de que te descuenten los impuestos.',
  'budget.debtLabel': 'Deuda estudiantil total que planeas',
  'budget.debtHint':
    'Todo lo que esperas deber al terminar, sumando todos los años y préstamos. Escribe 0 si no piensas pedir prestado. ¿No estás seguro? Calcúlalo con la <link>calculadora de deuda</link>.',
  'budget.saveAndSee': 'Guardar y ver mis resultados',
  'budget.backToJourney': 'Volver al recorrido',

  'budget.horizonLegend': 'Con qué sueldo planear',
  'budget.horizonHint':
    'Los recién graduados suelen ganar mucho menos que la mediana de todas las personas en un trabajo. Planear con el sueldo del primer año muestra si la deuda es manejable cuando empiezas a pagar.',
  'budget.horizon.earlyCareer.choice': 'Inicio de carrera: el primer año después de la graduación',
  'budget.horizon.earlyCareer.short': 'primer año después de la graduación',
  'budget.horizon.earlyCareer.explanation':
    'Ingresos medianos de los graduados en su primer año después de graduarse, que trabajan y no siguen estudiando (datos por especialidad de College Scorecard). Para una carrera, la mediana de esas cifras entre las especialidades que llevan a ella: una estimación.',
  'budget.horizon.allWorkers.choice': 'Mitad de carrera: la mediana de todos los trabajadores',
  'budget.horizon.allWorkers.short': 'mediana de todos los trabajadores',
  'budget.horizon.allWorkers.explanation':
    'El sueldo mediano de todas las personas que trabajan en la carrera, en cualquier etapa (Estadísticas de Empleo y Salarios por Ocupación, OEWS, de BLS). El sueldo inicial suele ser más bajo.',

  'budget.gradeHeading': 'Tu calificación financiera',
  'budget.dtiLabel': 'Deuda sobre ingresos:',
  'budget.dtiExplained': '({debt} de deuda ÷ {income} al año de tus ingresos, planeado con el {horizon}).',
  'budget.notAvailable': 'N/D',
  'budget.enterBoth': 'Escribe tu ingreso mensual y la deuda que planeas para ver tu calificación.',
  'budget.enterIncome': 'Escribe tu ingreso mensual para ver tu calificación.',
  'budget.enterDebt': 'Escribe la deuda que planeas para ver tu calificación.',
  'budget.newTab': '(se abre en una pestaña nueva)',
  'budget.howGradeWorks': 'Cómo funciona la calificación',
  'budget.dtiDefinition': 'La deuda sobre ingresos es la deuda que planeas dividida entre los ingresos de un año (ingreso mensual × 12).',
  'budget.gradeTableCaption': 'Calificación financiera según la deuda sobre ingresos',
  'budget.dti': 'Deuda sobre ingresos',
  'budget.grade': 'Calificación',
  'budget.risk': 'Riesgo',
  'budget.upTo': 'hasta {ratio}',
  'budget.above': 'más de {ratio}',

  'budget.yearly': '{monthly} al mes ({annual} al año, {horizon})',
  'budget.basisMajors':
    '{count, plural, one {la mediana de los ingresos del primer año de tu especialidad, dividida entre 12} other {la mediana de los ingresos del primer año de tus # especialidades, dividida entre 12}}',
  'budget.basisEarlyCareers':
    '{count, plural, one {la mediana de la estimación de inicio de carrera de esta carrera, dividida entre 12} other {la mediana de la estimación de inicio de carrera de estas # carreras, dividida entre 12}}',
  'budget.basisAllWorkersCareers':
    '{count, plural, one {la mediana del sueldo anual de todos los trabajadores de esta carrera, dividida entre 12} other {la mediana del sueldo anual de todos los trabajadores de estas # carreras, dividida entre 12}}',
  'budget.yourMajors': 'Tus especialidades',
  'budget.yourCareers': 'Tus carreras',
  'budget.earningsNotReported': 'ingresos no reportados',
  'budget.estimate': 'estimación',
  'budget.noEarlyFigure': 'sin cifra de inicio de carrera: ninguna especialidad de nuestros datos lleva a esta carrera',
  'budget.payNotReported': 'sueldo no reportado',
  'budget.estimateFromMajors':
    '{count, plural, one {estimación a partir de # especialidad} other {estimación a partir de # especialidades}}',
  'budget.noSuggestion': 'Nada aquí tiene una cifra reportada para este periodo, así que no hay sugerencia. Escribe tú un ingreso.',
  'budget.suggested': 'Sugerencia:',
  'budget.perMonthBeforeTax': '{amount} al mes antes de impuestos',
  'budget.suggestedBasis': '({horizon}): {basis}.',
  'budget.useAmount': 'Usar {amount}',
  'budget.loadingPay': 'Cargando el sueldo de tus especialidades y carreras…',
  'budget.payNotLoaded': 'No se pudo cargar el sueldo de tus especialidades y carreras. Puedes escribir tú un ingreso.',
  'budget.tryAgain': 'Intentar de nuevo',
  'budget.takeQuiz':
    'Haz el <link>cuestionario de carreras</link> para recibir un ingreso sugerido según el sueldo de las especialidades y carreras que van contigo.',
  'budget.retake': 'Escribe tú un ingreso o vuelve a hacer el <link>cuestionario de carreras</link>.',
  'budget.careersGone': 'Las carreras de tu cuestionario ya no están en nuestro catálogo, así que no hay sugerencia.',
  'budget.noCareersForAllWorkers':
    'La mediana de todos los trabajadores se reporta por carrera, y el resultado de tu cuestionario no tiene carreras, así que no hay sugerencia.',
  'budget.payHeading': 'Sueldo de tus especialidades y carreras',
  'budget.planningOn': 'Planeando con: {horizon}.',
  'budget.majorsNotListed':
    'Las especialidades no tienen una cifra de la mediana de todos los trabajadores en nuestros datos, así que no aparecen aquí.',
  'budget.sources': 'Fuente: {sources}.',

  'budget.error.chooseLevel': 'Elige un estilo de vida.',
  'budget.error.chooseHorizon': 'Elige con qué sueldo planear.',
  'budget.error.incomeMissing': 'Escribe tu ingreso mensual esperado.',
  'budget.error.incomeNegative': 'Tu ingreso mensual esperado no puede ser negativo.',
  'budget.error.incomeNotANumber': 'Escribe tu ingreso mensual esperado como una cantidad en dólares, por ejemplo 4200.',
  'budget.error.incomeMin': 'Escribe un ingreso mensual de al menos $1.',
  'budget.error.incomeMax': 'Escribe $100,000 o menos.',
  'budget.error.debtMissing': 'Escribe la deuda total que planeas.',
  'budget.error.debtNegative': 'La deuda total que planeas no puede ser negativa.',
  'budget.error.debtNotANumber': 'Escribe la deuda total que planeas como una cantidad en dólares, por ejemplo 4200.',
  'budget.error.debtMax': 'Escribe $1,000,000 o menos.',
};
