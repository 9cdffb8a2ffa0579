import type { premiumBudget as english } from '@locales/en/premium-budget';

export const premiumBudget: Record<keyof typeof english, string> = {
  'premium-budget.pageTitle': 'Expectativas financieras premium',
  'premium-budget.eyebrow': 'Evaluación premium · Expectativas financieras',
  'premium-budget.title': 'Tu presupuesto después de la escuela',
  'premium-budget.intro':
    'Arma el presupuesto mensual de la vida que quieres, empezando por lo que gastan por persona los hogares de tu región. Calculamos el ingreso que necesitas antes de impuestos y revisamos cuáles de tus carreras pagan lo suficiente y cuánta deuda estudiantil podría cargar cada una.',
  'premium-budget.lastSaved': 'Guardado por última vez: {when}. Los cambios solo se conservan cuando guardas.',
  'premium-budget.unreadable':
    'Una versión anterior de Waypoint guardó tu presupuesto en un formato que ya no podemos leer. Vuelve a armarlo abajo y guárdalo.',

  'premium-budget.formLabel': 'Tu presupuesto',
  'premium-budget.fixFields': 'Corrige los campos marcados abajo.',
  'premium-budget.lifestyleLegend': 'El estilo de vida que quieres',
  'premium-budget.lifestyleHint': 'Una imagen para tener en mente mientras llenas cada línea; no cambia las cifras.',
  'premium-budget.linesLegend': 'Tu presupuesto mensual',
  'premium-budget.linesHint':
    'Cada cifra inicial es un estimado: el gasto promedio por persona de los hogares de tu región, es decir, lo que un hogar promedio de tu región gastó al mes en {year} (Encuestas de Gastos del Consumidor del BLS), dividido entre el número de personas de ese hogar. Sube o baja cada línea según cómo vas a vivir. Las líneas sin cifra publicada empiezan vacías: escribe la tuya, o 0.',
  'premium-budget.aMonth': '(al mes)',
  'premium-budget.chooseRegionFirst': 'Elige una región para ver la cifra típica.',
  'premium-budget.typical': 'Típico: {amount} al mes.',
  'premium-budget.sourceBls': 'Fuente: BLS, {title}',
  'premium-budget.category.housing': 'Vivienda',
  'premium-budget.category.transportation': 'Transporte',
  'premium-budget.category.food': 'Comida',
  'premium-budget.category.healthcare': 'Salud',
  'premium-budget.category.entertainment': 'Entretenimiento',
  'premium-budget.category.apparel': 'Ropa y servicios',
  'premium-budget.category.personalCare': 'Cuidado personal',
  'premium-budget.category.educationOther': 'Educación y otros',
  'premium-budget.error.chooseRegion': 'Elige una región.',
  'premium-budget.error.chooseLevel': 'Elige un nivel de estilo de vida.',
  'premium-budget.error.lineMissing': 'Escribe una cantidad mensual para {line}.',
  'premium-budget.error.lineNegative': 'La cantidad mensual para {line} no puede ser negativa.',
  'premium-budget.error.lineNotANumber': 'Escribe la cantidad mensual para {line} como un número de dólares, por ejemplo 4200.',
  'premium-budget.error.lineMax': 'Escribe {max} o menos.',

  'premium-budget.regionLabel': 'Dónde piensas vivir',
  'premium-budget.regionHint': 'Una de las cuatro regiones del censo de EE. UU. que usan las Encuestas de Gastos del Consumidor.',
  'premium-budget.chooseRegion': 'Elige una región',
  'premium-budget.householdSize':
    ' Un hogar aquí tenía en promedio {people} personas, así que cada línea es el gasto de ese hogar dividido entre {people}.',

  'premium-budget.save': 'Guardar mi presupuesto',
  'premium-budget.startOver': 'Empezar de nuevo',
  'premium-budget.startOverTitle': '¿Empezar de nuevo con las cifras típicas?',
  'premium-budget.startOverDescription':
    'Cada línea vuelve a su cifra inicial y pierdes los cambios que no guardaste. Tu presupuesto guardado se queda hasta que guardes otra vez.',
  'premium-budget.keepChanges': 'Conservar mis cambios',
  'premium-budget.toOutcomes': 'Ver tus resultados premium',
  'premium-budget.toJourney': 'Volver al recorrido premium',
  'premium-budget.savedToast': 'Presupuesto guardado',
  'premium-budget.savedToastDescription': 'Tu presupuesto quedó guardado en tu cuenta.',

  'premium-budget.totals': 'Tus totales',
  'premium-budget.monthlyBudget': 'Presupuesto mensual',
  'premium-budget.yearlyBudget': 'Presupuesto anual',
  'premium-budget.incomeNeededYearly': 'Ingreso necesario antes de impuestos, al año (estimado)',
  'premium-budget.incomeNeededMonthly': 'O sea, al mes (estimado)',
  'premium-budget.notCounted': 'Todavía sin contar (vacío o no es una cantidad en dólares): {lines}.',
  'premium-budget.taxNote':
    'Estimado: los hogares de EE. UU. se quedaron con el {share} de su ingreso después de impuestos en {year} ({after} de {before}), así que el presupuesto se divide entre esa parte. Tus propios impuestos dependen de tu estado y tu sueldo; en esta encuesta, las contribuciones al Seguro Social no cuentan como impuestos.',
  'premium-budget.taxSource': 'Fuente: Encuestas de Gastos del Consumidor del BLS, {year}',
  'premium-budget.newTab': '(se abre en una pestaña nueva)',

  'premium-budget.careersHeading': '¿Pueden tus carreras pagarlo?',
  'premium-budget.noCareers':
    'Todavía no hay carreras para comparar. Juega los <games>juegos premium</games> para recibir recomendaciones de carreras, o haz el <quiz>cuestionario gratuito de carreras</quiz>; aquí comparamos tu presupuesto con lo que pagan.',
  'premium-budget.loadingCareers': 'Cargando tus carreras…',
  'premium-budget.careersError': 'No pudimos cargar tus carreras. Tu presupuesto no cambia.',
  'premium-budget.tryAgain': 'Intentar de nuevo',
  'premium-budget.noneInCatalog': 'Ninguna de tus carreras está en nuestro catálogo por ahora, así que no hay nada que comparar.',
  'premium-budget.basisGames': 'Tus carreras recomendadas en la evaluación premium, de la que más te queda a la que menos.',
  'premium-budget.basisQuiz':
    'Las carreras que más te quedan según tu cuestionario gratuito: termina los <link>juegos premium</link> para comparar tus carreras recomendadas.',
  'premium-budget.payNote':
    'El sueldo es la mediana nacional del trabajo, la mediana de todos los trabajadores; el sueldo inicial suele ser más bajo.',
  'premium-budget.covering':
    '{total, plural, one {{covering} de {total} carrera paga lo suficiente para este presupuesto} other {{covering} de {total} carreras pagan lo suficiente para este presupuesto}}',
  'premium-budget.soFar': ' por ahora (algunas líneas siguen vacías)',
  'premium-budget.safeNote':
    '“Lo máximo que podrías pedir con seguridad” mantiene una calificación financiera de {grade} (riesgo bajo): una deuda total de hasta el 59 % del sueldo de un año, como en la <link>calculadora de deuda</link>. Su pago es esa deuda con su costo real en cuatro años: los préstamos Direct del estudiante dentro de los límites federales al {rate} % y el resto como Parent PLUS al {plusRate} % (o préstamos privados más allá de esos límites), con los intereses que se acumulan durante los estudios, según el plan Standard escalonado para préstamos desembolsados por primera vez a partir del 1 de julio de 2026 (tasas de {year}). “Lo que queda cada mes” es el sueldo después de impuestos (la misma estimación de impuestos de arriba) menos tu presupuesto mensual.',
  'premium-budget.safeNoteLatest':
    '“Lo máximo que podrías pedir con seguridad” mantiene una calificación financiera de {grade} (riesgo bajo): una deuda total de hasta el 59 % del sueldo de un año, como en la <link>calculadora de deuda</link>. Su pago es esa deuda con su costo real en cuatro años: los préstamos Direct del estudiante dentro de los límites federales al {rate} % y el resto como Parent PLUS al {plusRate} % (o préstamos privados más allá de esos límites), con los intereses que se acumulan durante los estudios, según el plan Standard escalonado para préstamos desembolsados por primera vez a partir del 1 de julio de 2026 (tasas de {year}, las más recientes de nuestros datos: una estimación). “Lo que queda cada mes” es el sueldo después de impuestos (la misma estimación de impuestos de arriba) menos tu presupuesto mensual.',
  'premium-budget.rateSource': 'Fuente de las tasas',
  'premium-budget.rateSourceSr': ': la tasa del préstamo, se abre en una pestaña nueva',

  'premium-budget.tableCaption': 'Carreras comparadas con tu presupuesto',
  'premium-budget.colCareer': 'Carrera',
  'premium-budget.colPay': 'Sueldo mediano al año (mediana de todos los trabajadores)',
  'premium-budget.colCovers': '¿Cubre tu presupuesto?',
  'premium-budget.colLeft': 'Lo que queda cada mes después del presupuesto (estimado)',
  'premium-budget.colSafe': 'Lo máximo que podrías pedir prestado sin riesgo',
  'premium-budget.colPayment': 'Su pago mensual al empezar a pagar (Standard escalonado)',
  'premium-budget.yes': 'Sí',
  'premium-budget.no': 'No',
  'premium-budget.notReported': 'sin datos',
  'premium-budget.moreThanLeft': 'más de lo que queda',
  'premium-budget.summaryHeading': 'Tu panorama financiero',
  'premium-budget.summaryNone': 'Todavía no has guardado un presupuesto.',
  'premium-budget.summaryOld': 'Una versión anterior de Waypoint guardó tu presupuesto en un formato que ya no podemos leer.',
  'premium-budget.summaryBuild': '<link>Arma tu presupuesto</link> para ver el ingreso que necesitas y qué carreras pagan lo suficiente.',
  'premium-budget.summaryCosts':
    'Una vida {level} en el {region} te cuesta {monthly} al mes ({yearly} al año), y para eso necesitas alrededor de',
  'premium-budget.summaryIncome': '{amount} al año antes de impuestos',
  'premium-budget.summaryEstimate': '(estimado).',
  'premium-budget.summaryLine': '{amount} al mes',
  'premium-budget.summarySaved': 'Guardado el {date}.',
  'premium-budget.summaryChange': 'Cambiar tu presupuesto',
  'premium-budget.level.Frugal': 'austera',
  'premium-budget.level.Modest': 'modesta',
  'premium-budget.level.Comfortable': 'cómoda',
  'premium-budget.level.Affluent': 'acomodada',
  'premium-budget.region.Northeast': 'Noreste',
  'premium-budget.region.Midwest': 'Medio Oeste',
  'premium-budget.region.South': 'Sur',
  'premium-budget.region.West': 'Oeste',
};
