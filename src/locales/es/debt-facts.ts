import type { debtFacts as english } from '@locales/en/debt-facts';

export const debtFacts: Record<keyof typeof english, string> = {
  'debt-facts.title': 'Datos sobre la deuda estudiantil',
  'debt-facts.intro':
    'Cifras reales sobre los préstamos estudiantiles, para que puedas evaluar un plan universitario antes de pedir prestado. Cada cifra muestra de dónde viene y la fecha que describe. Si no podemos rastrear un número hasta su fuente, no lo mostramos.',
  'debt-facts.sourceLabel': '{count, plural, one {Fuente:} other {Fuentes:}}',
  'debt-facts.checked': 'consultado el {day}',
  'debt-facts.averageHeading': 'El préstamo estudiantil federal promedio',
  'debt-facts.fromBasis': 'Según {basis}; ',
  'debt-facts.todayHeading': 'La deuda estudiantil en EE. UU. hoy',
  'debt-facts.todayIntro': 'Las cifras publicadas más recientes que pudimos verificar, cada una con la fecha que describe.',
  'debt-facts.means.average':
    'Suma todos los préstamos estudiantiles federales y divide entre el número de personas que deben uno: esto es lo que debe en promedio cada prestatario.',
  'debt-facts.means.portfolio':
    'Todo lo que se debe en préstamos estudiantiles federales, los préstamos que la mayoría de los estudiantes pide primero.',
  'debt-facts.means.borrowers': 'El número de personas que todavía pagan, o aún no empiezan a pagar, un préstamo estudiantil federal.',
  'debt-facts.means.total':
    'Todos los préstamos estudiantiles en los reportes de crédito, incluidos los de bancos y otros prestamistas privados.',
  'debt-facts.means.delay':
    'Los préstamos estudiantiles cambian los planes de vida: muchos prestatarios posponen cosas como comprar una casa.',
  'debt-facts.data.averageLabel': 'saldo promedio de préstamos estudiantiles federales por prestatario',
  'debt-facts.data.averageDisplay': 'unos $39,500',
  'debt-facts.data.averagePeriod': 'Al 30 de junio de 2025: 1.67 billones de dólares ÷ 42.3 millones de prestatarios',
  'debt-facts.data.averageNote':
    'Calculado por Waypoint con los totales redondeados de FSA, así que solo es exacto con unos $200 de margen.',
  'debt-facts.data.averageBasis': 'los totales de la cartera de Federal Student Aid (división hecha por Waypoint)',
  'debt-facts.data.portfolioLabel': 'préstamos estudiantiles federales pendientes',
  'debt-facts.data.portfolioDisplay': '1.67 billones de dólares',
  'debt-facts.data.asOfJune2025': 'Al 30 de junio de 2025',
  'debt-facts.data.portfolioNote': 'Solo préstamos federales (Direct, FFEL y Perkins), según los informes de cartera del FSA Data Center.',
  'debt-facts.data.borrowersLabel': 'personas con préstamos estudiantiles federales',
  'debt-facts.data.borrowersDisplay': '42.3 millones',
  'debt-facts.data.borrowersNote':
    'El mismo trimestre de FSA que el saldo de arriba: todos los conteos de prestatarios en Waypoint usan este par de cifras.',
  'debt-facts.data.totalLabel': 'deuda estudiantil total, federal y privada',
  'debt-facts.data.totalDisplay': '1.66 billones de dólares',
  'debt-facts.data.totalPeriod': 'Fin de diciembre de 2025 (4.º trimestre de 2025)',
  'debt-facts.data.totalNote':
    'Los préstamos estudiantiles tal como aparecen en los reportes de crédito (New York Fed Consumer Credit Panel / Equifax), que incluyen préstamos privados.',
  'debt-facts.data.delayLabel':
    'porcentaje de prestatarios sin título que pospusieron un evento importante de su vida por sus préstamos estudiantiles',
  'debt-facts.data.delayDisplay': '71 %',
  'debt-facts.data.delayPeriod': 'Estudio Lumina Foundation-Gallup State of Higher Education 2024',
  'debt-facts.data.delayNote':
    'Incluye a estudiantes actuales y a personas que dejaron la universidad sin título; no es la cifra del “44 %” que se cita tanto, que no tiene fuente primaria.',
  'debt-facts.notShownHeading': 'Un número que no mostramos',
  'debt-facts.notShownText':
    'Quizás has leído que el 44 % de los prestatarios pospone metas como comprar una casa por sus préstamos estudiantiles. No pudimos rastrear esa cifra hasta una fuente primaria, así que no la mostramos: nada de números inventados. La cifra más cercana que pudimos respaldar, de una encuesta de Lumina Foundation y Gallup, aparece arriba con el grupo de personas que describe.',
  'debt-facts.growthHeading': 'Cómo ha crecido la deuda estudiantil total',
  'debt-facts.growthText':
    'En EE. UU. se debían {first} en préstamos estudiantiles a fines de {firstYear} y {latest} para el {latestQuarter}. El total se mantuvo casi igual mientras los pagos de los préstamos federales estuvieron en pausa durante la pandemia. La gráfica muestra solo los años cuya cifra leímos en los propios informes de la Reserva Federal de Nueva York.',
  'debt-facts.trillions': '{amount} billones de dólares',
  'debt-facts.axisTrillions': '{amount} bill.',
  'debt-facts.quarter': '{q}.º trimestre de {year}',
  'debt-facts.quarterLatest': '{q}.º trimestre de {year} (el más reciente)',
  'debt-facts.quarterLabel': 'Trimestre',
  'debt-facts.totalDebt': 'Deuda estudiantil total',
  'debt-facts.debtChartLabel': 'Gráfica de líneas: deuda estudiantil total en EE. UU., de 2014 a 2025',
  'debt-facts.debtChartDescription':
    'La deuda estudiantil total en EE. UU. subió de {first} en el {firstQuarter} a {latest} en el {latestQuarter}. {points}.',
  'debt-facts.noData': 'Sin datos.',
  'debt-facts.debtChartCaption':
    'Préstamos estudiantiles en los reportes de crédito (federales y privados), en el trimestre indicado para cada año; no incluimos los años que solo encontramos en publicaciones de terceros; el último punto es el trimestre más reciente publicado. Datos: <link>{source}</link>.',
  'debt-facts.showNumbersTable': 'Ver las cifras en una tabla',
  'debt-facts.debtTableCaption': 'Deuda estudiantil total en EE. UU. por año, con la fuente de cada cifra',
  'debt-facts.measuredAt': 'Medido en',
  'debt-facts.sourceColumn': 'Fuente',
  'debt-facts.ratesHeading': 'Cuánto cuestan los préstamos federales: tasas de interés',
  'debt-facts.ratesIntro':
    'El interés es lo que pagas por pedir prestado. Las tasas de los préstamos estudiantiles federales son fijas durante toda la vida del préstamo y se fijan una vez al año, así que el año en que pides prestado decide tu tasa.',
  'debt-facts.undergraduateLoans': 'Préstamos de licenciatura',
  'debt-facts.graduateLoans': 'Préstamos de posgrado (sin subsidio)',
  'debt-facts.plusLoans': 'Préstamos PLUS (padres y estudiantes de posgrado)',
  'debt-facts.firstPaidOutWindow': 'Préstamos desembolsados por primera vez del {from} hasta antes del {before} ({awardYear})',
  'debt-facts.ratesNotYet':
    'Todavía no mostramos las tasas de los préstamos desembolsados desde el {day}: las agregaremos cuando una fuente oficial que podamos citar las publique.',
  'debt-facts.feesText':
    'También se descuenta un cargo de cada desembolso a tu escuela: {subUnsub} en los préstamos directos con y sin subsidio y {plus} en los préstamos PLUS (préstamos desembolsados por primera vez del {from} hasta antes del {before}).',
  'debt-facts.ratesByYear': 'Tasas por año',
  'debt-facts.ratesChartDescription':
    'Tasas de interés fijas de los préstamos federales directos por año académico, de {first} a {latest}. Las tasas de licenciatura pasaron de {ugFirst} a {ugLatest}, las de posgrado sin subsidio de {gradFirst} a {gradLatest} y las PLUS de {plusFirst} a {plusLatest}. {years}.',
  'debt-facts.ratesChartYear': '{year}: {rate} licenciatura',
  'debt-facts.awardYear': 'Año académico',
  'debt-facts.undergraduate': 'Licenciatura',
  'debt-facts.graduateUnsub': 'Posgrado (sin subsidio)',
  'debt-facts.plusParentsGraduate': 'PLUS (padres, posgrado)',
  'debt-facts.plus': 'PLUS (padres o posgrado)',
  'debt-facts.ratesChartLabel': 'Gráfica de líneas: tasas de interés de los préstamos federales directos por año académico',
  'debt-facts.ratesChartCaption':
    'Las tasas son fijas durante toda la vida del préstamo y se fijan cada año para los préstamos desembolsados entre el 1 de julio y el 30 de junio.',
  'debt-facts.showRatesTable': 'Ver las tasas en una tabla',
  'debt-facts.ratesTableCaption': 'Tasas de interés de los préstamos federales directos por año académico, con fuentes',
  'debt-facts.limitsHeading': 'Cuánto pueden pedir prestado los estudiantes al gobierno federal',
  'debt-facts.limitsIntro':
    'Los préstamos federales para estudiantes universitarios tienen límites por año y de por vida. La mayoría de los estudiantes cuenta como dependiente (los ingresos de sus padres forman parte de la solicitud de ayuda).',
  'debt-facts.yearlyLimitsCaption': 'Límites anuales de los préstamos directos con y sin subsidio',
  'debt-facts.student': 'Estudiante',
  'debt-facts.year1': '1.er año',
  'debt-facts.year2': '2.º año',
  'debt-facts.year3': '3.er año y siguientes',
  'debt-facts.allYears': 'Total de todos los años',
  'debt-facts.dependent': 'Estudiante universitario dependiente',
  'debt-facts.independent': 'Estudiante universitario independiente',
  'debt-facts.upToSubsidized': 'hasta {amount} con subsidio',
  'debt-facts.newLimits': 'Nuevos límites para los préstamos otorgados desde el {day}',
  'debt-facts.parentPlus': 'Parent PLUS: hasta {yearly} al año y {total} en total por cada estudiante.',
  'debt-facts.graduate':
    'Estudiantes de posgrado: {yearly} al año, {total} en total; estudiantes de programas profesionales (como medicina o derecho): {professionalYearly} al año, {professionalTotal} en total.',
  'debt-facts.gradPlusEnds': 'Los préstamos Grad PLUS se terminan para quienes los pidan por primera vez.',
  'debt-facts.lifetime': 'Un límite de por vida de {total} en préstamos estudiantiles federales por prestatario.',
  'debt-facts.nextHeading': 'Planea con estas cifras',
  'debt-facts.nextCalculator': 'Calculadora de deuda',
  'debt-facts.nextCalculatorText': 'Mira el pago mensual y el costo total de un préstamo.',
  'debt-facts.nextBorrow': '¿Cuánto puedo pedir prestado sin riesgo?',
  'debt-facts.nextBorrowText': 'Encuentra una deuda que tu sueldo esperado pueda cubrir.',
  'debt-facts.nextScholarships': 'Guía de becas',
  'debt-facts.nextScholarshipsText': 'Encuentra dinero que no tienes que devolver.',
  'debt-facts.omittedSummary': 'Cifras que dejamos fuera y por qué',
  'debt-facts.omittedIntro':
    'Solo mostramos una cifra cuando la confirma una fuente oficial que podamos citar. Estas todavía no están confirmadas, así que las dejamos fuera en lugar de adivinar:',
  'debt-facts.claim.milestones': 'El 44 % de los prestatarios pospone metas importantes (una afirmación que se cita mucho)',
  'debt-facts.claim.marketing': 'Un préstamo estudiantil federal promedio de $38,375 (la cifra de mercadeo de la especificación)',
  'debt-facts.claim.delinquency':
    'Porcentaje de la deuda estudiantil con 90 días o más de atraso o en incumplimiento (9.4 % en el 3.er trimestre de 2025; 9.6 % en el 4.º trimestre de 2025)',
  'debt-facts.claim.missingYears': 'Deuda estudiantil total al final de 2015-2021 y de 2024',
  'debt-facts.claim.g19': 'Crédito al consumo G.19 de la Reserva Federal: préstamos estudiantiles pendientes',
  'debt-facts.claim.march2026': 'Cartera de FSA al 31 de marzo de 2026 (1.7 billones de dólares, 42.6 millones de beneficiarios)',
  'debt-facts.claim.rates2026':
    'Tasas de interés de los préstamos directos para 2026-27 (préstamos desembolsados desde el 1 de julio de 2026)',
  'debt-facts.claim.fees': 'Cargos de los préstamos desembolsados por primera vez el 1 de octubre de 2026 o después',
  'debt-facts.claim.professional': 'Qué programas cuentan como “profesionales” para los límites de $50,000 / $200,000',
  'debt-facts.claim.interim':
    'La excepción temporal que deja a quienes pidieron préstamos antes de julio de 2026 conservar los límites anteriores hasta por tres años',
};
