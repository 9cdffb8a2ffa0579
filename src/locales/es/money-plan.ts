import type { moneyPlan as english } from '@locales/en/money-plan';

export const moneyPlan: Record<keyof typeof english, string> = {
  'money-plan.pageTitle': 'Plan de dinero familiar',
  'money-plan.title': 'Tu plan de dinero familiar',
  'money-plan.intro':
    'Decide con tu familia cómo se pagaría cada universidad de tu lista. Las madres, padres o tutores que vincules en <profile>tu perfil</profile> ven este plan y pueden cambiar las cifras de la familia; en tu registro de accesos ves cada vez que lo hacen.',
  'money-plan.studentOnly': 'El plan de dinero es de una cuenta de estudiante.',
  'money-plan.parentOpen':
    'Como madre, padre o tutor, abre <family>tu página de familia</family> para ver y editar el plan de cada hijo o hija que te vinculó.',
  'money-plan.otherAccount': 'Cada estudiante ve aquí su propio plan; una madre, padre o tutor vinculado lo ve en su página de familia.',
  'money-plan.section.title': 'Plan de dinero familiar',
  'money-plan.section.loading': 'Cargando el plan de dinero…',
  'money-plan.section.loadFailed': 'No se pudo cargar el plan de dinero.',
  'money-plan.section.tryAgain': 'Intentar de nuevo',
  'money-plan.section.introMine':
    'Para cada universidad de tu lista: lo que paga la familia, lo que pueden cubrir los préstamos federales y lo que falta. El estudiante y los padres vinculados ven las mismas cifras.',
  'money-plan.section.introChild':
    'Para cada universidad de la lista de {name}: lo que paga la familia, lo que pueden cubrir los préstamos federales y lo que falta. El estudiante y los padres vinculados ven las mismas cifras.',
  'money-plan.how.title': 'Cómo se calcula el plan',
  'money-plan.how.netPrice':
    'El precio neto es el del College Scorecard para el rango de ingresos de la familia cuando escriben un ingreso (si no, el promedio de todos los ingresos): el costo de asistencia después de las becas y ayudas que los estudiantes suelen recibir. Por eso, en becas adicionales solo van las ayudas de afuera.',
  'money-plan.how.gap':
    'Diferencia = precio neto × años − contribución × años − ahorros − becas adicionales, repartida por igual entre los años. Primero la cubren los préstamos federales directos del estudiante, hasta {first} el año 1, {second} el año 2 y {later} al año después ({aggregate} en total); luego los préstamos Parent PLUS, hasta {plusAnnual} al año y {plusAggregate} por estudiante según las reglas para préstamos hechos desde el {plusEffective}. Lo que queda no lo cubren los préstamos federales.',
  'money-plan.how.ratesToday': 'Los pagos usan las tasas de {awardYear} ({studentRate} % estudiante, {plusRate} % PLUS).',
  'money-plan.how.ratesStandIn':
    'Los pagos usan las tasas de {awardYear} ({studentRate} % estudiante, {plusRate} % PLUS): las tasas para préstamos hechos hoy todavía no están en nuestros datos, así que usamos estas en su lugar y los pagos son estimados.',
  'money-plan.how.parentShare':
    'Si escribes el ingreso familiar, el pago de los padres se muestra como parte de ese ingreso. No encontramos un límite oficial de qué parte del ingreso de los padres es segura, así que el plan no dice que ninguna parte sea segura o insegura.',
  'money-plan.how.estimate': 'Todas estas cifras son estimados para planear, no una oferta de ayuda.',
  'money-plan.empty.title': 'Todavía no hay universidades en la lista.',
  'money-plan.empty.mine': 'Guarda universidades desde la <quiz>búsqueda de universidades</quiz> y cada una tendrá aquí su propio plan.',
  'money-plan.empty.child': 'Cuando {name} guarde universidades, cada una tendrá aquí su propio plan.',
  'money-plan.form.title': 'Las cifras de la familia',
  'money-plan.form.lastSaved': 'Guardado por última vez por {name} el {date}.',
  'money-plan.form.deletedAccount': 'una cuenta eliminada',
  'money-plan.form.nobody': 'Nadie las ha escrito todavía: el plan de abajo las cuenta como {zero}.',
  'money-plan.form.whoCanChange': 'El estudiante y cada madre, padre o tutor con vínculo pueden cambiarlas.',
  'money-plan.form.dollars': '{label} (en dólares)',
  'money-plan.form.contribution': 'Contribución familiar por año',
  'money-plan.form.contributionHint': 'Lo que la familia puede pagar cada año con sus ingresos.',
  'money-plan.form.savings': 'Ahorros para la universidad',
  'money-plan.form.savingsHint': 'Dinero que ya tienen guardado, usado a lo largo de todos los años.',
  'money-plan.form.extraGrants': 'Becas y ayudas adicionales (total)',
  'money-plan.form.extraGrantsHint':
    'Solo ayudas de afuera: el precio neto ya descuenta las becas que suelen dar el gobierno y la universidad.',
  'money-plan.form.familyIncome': 'Ingreso familiar por año (opcional)',
  'money-plan.form.familyIncomeHint':
    'Antes de impuestos. Sirve para elegir el precio neto del rango de ingresos de la familia y para mostrar el pago de los padres como parte de ese ingreso; déjalo vacío para omitirlo.',
  'money-plan.form.saveFailed': 'No se pudo guardar el plan. Inténtalo de nuevo.',
  'money-plan.form.staleNote': ' Las cifras de arriba siguen siendo las tuyas: anótalas antes de volver a cargar.',
  'money-plan.form.saved': 'Guardado. Todos los que pueden ver este plan ya ven estas cifras.',
  'money-plan.form.saving': 'Guardando…',
  'money-plan.form.save': 'Guardar las cifras',
  'money-plan.form.reload': 'Cargar las cifras más recientes',
  'money-plan.card.noNetPrice':
    'El College Scorecard no reporta un precio neto promedio para esta universidad, así que no hay plan para ella.',
  'money-plan.card.privateLoansNeeded':
    'Los préstamos federales dejan {amount} sin cubrir: este plan necesitaría préstamos privados o más dinero de la familia.',
  'money-plan.card.sourceLabel': '{count, plural, one {Fuente} other {Fuentes}}',
  'money-plan.card.andMore': '{first} y {count} más',
  'money-plan.card.estimateShort': ' (estimado)',
  'money-plan.card.details': 'detalles',
  'money-plan.card.estimate': 'estimado',
  'money-plan.card.standInNote':
    'Estimado: la cifra más reciente de nuestros datos, usada porque la de los préstamos hechos hoy todavía no está en ellos.',
  'money-plan.card.feeEstimate':
    'El cargo que se muestra es para préstamos desembolsados por primera vez antes del {date}; el cargo para préstamos hechos hoy todavía no está en nuestros datos.',
  'money-plan.card.rateEstimate': 'Se usa la tasa de {awardYear}: la tasa para préstamos hechos hoy todavía no está en nuestros datos.',
  'money-plan.card.familySource': 'Fuente: lo que escribió la familia arriba.',
  'money-plan.card.year': 'año {year}: {amount}',
  'money-plan.card.netPriceTerm': 'Precio neto × {years} años',
  'money-plan.card.priceBracket': 'Precio neto promedio para familias con ingresos de {bracket} (<link>College Scorecard</link>, {year})',
  'money-plan.card.priceAverage':
    'Precio neto promedio para todos los ingresos familiares (<link>College Scorecard</link>, {year}): escribe el ingreso de la familia para usar el precio de su rango de ingresos.',
  'money-plan.card.noBracketPrice':
    'El College Scorecard no reporta el precio neto de esta universidad para familias con ingresos de {bracket} (muy pocos estudiantes), así que no hay plan para ella.',
  'money-plan.card.netPriceValue': '{perYear} al año × {years} = {total}',
  'money-plan.card.familyTerm': 'Contribución familiar × {years} años, ahorros y becas adicionales',
  'money-plan.card.gapTerm': 'Diferencia por cubrir',
  'money-plan.card.gapNote': 'Precio neto total menos el dinero de la familia.',
  'money-plan.card.surplus': ' (el dinero de la familia lo cubre y sobran {amount})',
  'money-plan.card.directTerm': '1. Préstamos federales directos del estudiante',
  'money-plan.card.plusTerm': '2. Préstamos Parent PLUS',
  'money-plan.card.unfundedTerm': '3. Lo que no cubren los préstamos federales',
  'money-plan.card.studentDebtTerm': 'Deuda del estudiante: lo prestado y al empezar a pagar',
  'money-plan.card.studentPaymentTerm': 'Pago mensual del estudiante',
  'money-plan.card.studentStandard': 'Plan de pago estándar por niveles: {payment} durante {years} años al {rate} % (tasa de {awardYear})',
  'money-plan.card.noLoan': 'Sin préstamo, sin pago',
  'money-plan.card.rap': 'Plan de Asistencia de Reembolso (RAP), primer año: {payment} con {annual} al año ({horizon})',
  'money-plan.card.gradeTerm':
    'Calificación financiera (la deuda del estudiante al empezar a pagar frente al sueldo de la carrera elegida)',
  'money-plan.card.pay': 'Sueldo: {annual} al año ({horizon}), de las expectativas financieras del estudiante.',
  'money-plan.card.noPay': 'El estudiante no ha puesto un ingreso esperado en Expectativas financieras, así que no hay calificación.',
  'money-plan.card.notGraded': 'Sin calificación',
  'money-plan.card.gradeWithPrivate':
    'Si el estudiante también pidiera prestada la parte sin cubrir a un prestamista privado: {grade} ({risk})',
  'money-plan.card.parentDebtTerm': 'Deuda de los padres: lo prestado y al empezar a pagar',
  'money-plan.card.parentPaymentTerm': 'Pago mensual de los padres',
  'money-plan.card.parentNoRap':
    'Los préstamos Parent PLUS no pueden usar el Plan de Asistencia de Reembolso (RAP): se muestra el plan de pago estándar por niveles.',
  'money-plan.card.parentStandard':
    'Plan de pago estándar por niveles: {payment} durante {years} años al {rate} % (tasa PLUS de {awardYear})',
  'money-plan.card.shareOfIncome': '{share} del ingreso mensual de la familia',
  'money-plan.basis.bachelor': '4 años: esta universidad otorga sobre todo títulos de licenciatura (bachelor’s).',
  'money-plan.basis.associate': '2 años: esta universidad otorga sobre todo títulos de asociado (associate’s).',
  'money-plan.basis.certificate':
    '1 año, como suposición: esta universidad otorga sobre todo certificados, que duran de unos meses a dos años o más.',
  'money-plan.basis.graduate':
    '4 años: esta universidad otorga sobre todo títulos de posgrado; una licenciatura (bachelor’s) ahí dura 4 años.',
  'money-plan.basis.unknown': '4 años, como suposición: no se reporta el título principal de la universidad.',
  'money-plan.error.students_only':
    'Solo una cuenta de estudiante tiene su propio plan de dinero familiar. Un padre o madre lo abre desde /family.',
  'money-plan.error.parents_only':
    'El plan de dinero familiar de un hijo o hija es para las cuentas de sus padres vinculados. Un estudiante abre su propio plan desde el enlace del plan de dinero en su panel.',
  'money-plan.error.stale':
    'Otra persona de tu familia guardó el plan de dinero después de que lo abriste, así que tu cambio no se guardó. Vuelve a cargar para ver sus cifras y luego haz tu cambio otra vez.',
  'money-plan.error.version': 'Envía la versión del plan que editaste',
  'money-plan.error.versionWhole': 'La versión es un número entero',
  'money-plan.error.contribution.number': 'Escribe la contribución anual como una cantidad en dólares',
  'money-plan.error.contribution.whole': 'Escribe la contribución anual en dólares enteros, sin centavos',
  'money-plan.error.contribution.min': 'Escribe la contribución anual de $0 o más',
  'money-plan.error.contribution.max': 'Escribe la contribución anual hasta $10,000,000',
  'money-plan.error.savings.number': 'Escribe los ahorros como una cantidad en dólares',
  'money-plan.error.savings.whole': 'Escribe los ahorros en dólares enteros, sin centavos',
  'money-plan.error.savings.min': 'Escribe los ahorros de $0 o más',
  'money-plan.error.savings.max': 'Escribe los ahorros hasta $10,000,000',
  'money-plan.error.extraGrants.number': 'Escribe las becas y ayudas adicionales como una cantidad en dólares',
  'money-plan.error.extraGrants.whole': 'Escribe las becas y ayudas adicionales en dólares enteros, sin centavos',
  'money-plan.error.extraGrants.min': 'Escribe las becas y ayudas adicionales de $0 o más',
  'money-plan.error.extraGrants.max': 'Escribe las becas y ayudas adicionales hasta $10,000,000',
  'money-plan.error.familyIncome.number': 'Escribe el ingreso familiar como una cantidad en dólares',
  'money-plan.error.familyIncome.whole': 'Escribe el ingreso familiar en dólares enteros, sin centavos',
  'money-plan.error.familyIncome.min': 'Escribe el ingreso familiar de $0 o más',
  'money-plan.error.familyIncome.max': 'Escribe el ingreso familiar hasta $10,000,000',
  'money-plan.error.subsidized': 'Elige sí, no o no estoy seguro para los préstamos subsidiados.',
  'money-plan.form.subsidized.legend': '¿El estudiante califica para préstamos federales subsidiados?',
  'money-plan.form.subsidized.hint':
    'Los préstamos Direct subsidiados son para estudiantes con necesidad económica, según la calcula cada college a partir de la FAFSA; el gobierno paga sus intereses mientras el estudiante estudia y durante los seis meses siguientes. Si no lo sabes, el plan cuenta todos los préstamos Direct como no subsidiados, el caso más caro.',
  'money-plan.form.subsidized.yes': 'Sí',
  'money-plan.form.subsidized.no': 'No',
  'money-plan.form.subsidized.notSure': 'No estoy seguro',
  'money-plan.card.beyondFederal':
    '{amount} de esto tendría que ser préstamos Parent PLUS o privados: el estudiante puede pedir como máximo {limit} en préstamos federales Direct en {years, plural, one {# año} other {# años}}, año por año dentro del límite de cada año.',
  'money-plan.card.atRepayment': '{amount} al empezar a pagar, con los intereses sumados cuando empieza el pago',
  'money-plan.card.interestNote':
    '{assumption, select, subsidized {Los intereses de la parte no subsidiada se cuentan desde cada desembolso (mitad en otoño, mitad en primavera) hasta el final del período de gracia de 6 meses y luego se suman al saldo; la parte subsidiada ({subsidized}) no genera intereses mientras el estudiante estudia.} other {Se cuenta todo como no subsidiado, porque la familia respondió "no" o "no estoy seguro": los intereses desde cada desembolso (mitad en otoño, mitad en primavera) hasta el final del período de gracia de 6 meses se suman al saldo.}}',
  'money-plan.card.feesNote': 'Los cargos del préstamo, {fees} ({percent} %), se descuentan de los desembolsos.',
  'money-plan.card.parentInterestNote':
    'Los intereses se cuentan desde cada desembolso hasta seis meses después de que el estudiante deja de estudiar (el aplazamiento de los padres durante los estudios) y luego se suman al saldo.',
  'money-plan.card.privateTerm': 'Préstamo privado (un supuesto)',
  'money-plan.card.privateValue':
    '{debt} prestados, {atRepayment} al empezar a pagar: {payment} al mes durante {years} años al {rate} % (supuesto)',
  'money-plan.card.privateNote':
    'Los prestamistas privados fijan la tasa de cada persona según su crédito. Suponemos un {rate} %, cerca del promedio que TICAS encontró en las carteras de préstamos de los propios prestamistas ({year}); los intereses se cuentan desde cada desembolso hasta seis meses después de los estudios, como con un aplazamiento durante los estudios. Una oferta real puede ser distinta.',
  'money-plan.card.familyGradeTerm': 'Calificación de la familia (la peor de las dos de abajo)',
  'money-plan.card.familyAllDebt':
    'Toda la deuda de este título: {debt} al empezar a pagar frente a {annual} al año ({horizon}): {grade} ({risk})',
  'money-plan.card.familyAllDebtNoPay':
    'Toda la deuda de este título: {debt} al empezar a pagar; sin calificación hasta que el estudiante indique un ingreso esperado.',
  'money-plan.card.familyParents':
    'Padres: {payment} al mes, {share} del ingreso mensual de la familia; su Parent PLUS frente a ese ingreso: {grade} ({risk})',
  'money-plan.card.familyParentsNoIncome':
    'Padres: {payment} al mes; ingresa el ingreso de la familia para calificar la parte de los padres.',
  'money-plan.card.familyNoPlus': 'Padres: no hay préstamo Parent PLUS en este plan.',
  'money-plan.card.monthlyAll': 'Todo lo que se paga cada mes al empezar a pagar: {payment}',
  'money-plan.card.familyHow':
    'Ambas usan la misma tabla de deuda frente a ingreso que la calificación del estudiante; a los padres se los califica por su Parent PLUS al empezar a pagar frente al ingreso de la familia.',
  'money-plan.next.title': 'Qué hacer ahora',
  'money-plan.next.fafsa':
    'Llena la FAFSA cuando abra, a más tardar el 1 de octubre de cada año para el siguiente año escolar; la fecha límite federal es el 30 de junio al final de ese año escolar, y muchos estados y colleges fijan fechas anteriores: <link>Fechas límite de la FAFSA (Federal Student Aid)</link>.',
  'money-plan.next.netPrice':
    'Usa la calculadora de precio neto de cada college: todo college que recibe ayuda federal debe tener una en su sitio web (sección 132(h) de la Higher Education Act), y da un precio para tu familia en lugar del promedio; <link>College Navigator (NCES)</link> enlaza al sitio de cada college.',
  'money-plan.next.scholarships': 'Revisa <link>las becas que guardaste</link> y sus fechas límite en tu perfil.',
  'money-plan.next.review':
    'Si las finanzas de tu familia cambiaron (una pérdida de empleo, gastos médicos), pide a la oficina de ayuda financiera de cada college que revise tu ayuda: la ley permite ajustarla caso por caso (criterio profesional, sección 479A de la Higher Education Act).',
  'money-plan.next.transfer':
    'Dos años en {cc} ({ccPrice} al año) y luego dos en {bachelor} ({bachelorPrice} al año) costarían {saving} menos en precio neto que cuatro años en {bachelor}, si los créditos se transfieren: pregunta a {bachelor} por sus acuerdos de transferencia.',
  'money-plan.next.transferGeneral':
    'Dos años en un college comunitario y luego una transferencia pueden bajar el precio de una licenciatura (bachelor’s); guarda un college de dos años para ver aquí las cifras.',
};
