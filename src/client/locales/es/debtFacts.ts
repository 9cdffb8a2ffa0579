import type { debtFacts as english } from '@client/locales/en/debtFacts';

export const debtFacts: Record<keyof typeof english, string> = {
  'debtFacts.title': 'Datos sobre la deuda estudiantil',
  'debtFacts.intro':
    'Cifras reales sobre los préstamos estudiantiles, para que puedas evaluar un plan universitario antes de pedir prestado. Cada cifra muestra de dónde viene y la fecha que describe. Si no podemos rastrear un número hasta su fuente, no lo mostramos.',
  'debtFacts.source': 'Fuente:',
  'debtFacts.sources': 'Fuentes:',
  'debtFacts.checked': 'consultado el {day}',
  'debtFacts.averageHeading': 'El préstamo estudiantil federal promedio',
  'debtFacts.fromBasis': 'Según {basis}; ',
  'debtFacts.todayHeading': 'La deuda estudiantil en EE. UU. hoy',
  'debtFacts.todayIntro': 'Las cifras publicadas más recientes que pudimos verificar, cada una con la fecha que describe.',
  'debtFacts.means.average':
    'Suma todos los préstamos estudiantiles federales y divide entre el número de personas que deben uno: esto es lo que debe en promedio cada prestatario.',
  'debtFacts.means.portfolio':
    'Todo lo que se debe en préstamos estudiantiles federales, los préstamos que la mayoría de los estudiantes pide primero.',
  'debtFacts.means.borrowers': 'El número de personas que todavía pagan, o aún no empiezan a pagar, un préstamo estudiantil federal.',
  'debtFacts.means.total':
    'Todos los préstamos estudiantiles en los reportes de crédito, incluidos los de bancos y otros prestamistas privados.',
  'debtFacts.means.delay':
    'Los préstamos estudiantiles cambian los planes de vida: muchos prestatarios posponen cosas como comprar una casa.',
  'debtFacts.data.averageLabel': 'saldo promedio de préstamos estudiantiles federales por prestatario',
  'debtFacts.data.averageDisplay': 'unos $39,500',
  'debtFacts.data.averagePeriod': 'Al 30 de junio de 2025: 1.67 billones de dólares ÷ 42.3 millones de prestatarios',
  'debtFacts.data.averageNote':
    'Calculado por Waypoint con los totales redondeados de FSA, así que solo es exacto con unos $200 de margen.',
  'debtFacts.data.averageBasis': 'los totales de la cartera de Federal Student Aid (división hecha por Waypoint)',
  'debtFacts.data.portfolioLabel': 'préstamos estudiantiles federales pendientes',
  'debtFacts.data.portfolioDisplay': '1.67 billones de dólares',
  'debtFacts.data.asOfJune2025': 'Al 30 de junio de 2025',
  'debtFacts.data.portfolioNote': 'Solo préstamos federales (Direct, FFEL y Perkins), según los informes de cartera del FSA Data Center.',
  'debtFacts.data.borrowersLabel': 'personas con préstamos estudiantiles federales',
  'debtFacts.data.borrowersDisplay': '42.3 millones',
  'debtFacts.data.borrowersNote':
    'El mismo trimestre de FSA que el saldo de arriba: todos los conteos de prestatarios en Waypoint usan este par de cifras.',
  'debtFacts.data.totalLabel': 'deuda estudiantil total, federal y privada',
  'debtFacts.data.totalDisplay': '1.66 billones de dólares',
  'debtFacts.data.totalPeriod': 'Fin de diciembre de 2025 (4.º trimestre de 2025)',
  'debtFacts.data.totalNote':
    'Los préstamos estudiantiles tal como aparecen en los reportes de crédito (New York Fed Consumer Credit Panel / Equifax), que incluyen préstamos privados.',
  'debtFacts.data.delayLabel':
    'porcentaje de prestatarios sin título que pospusieron un evento importante de su vida por sus préstamos estudiantiles',
  'debtFacts.data.delayDisplay': '71 %',
  'debtFacts.data.delayPeriod': 'Estudio Lumina Foundation-Gallup State of Higher Education 2024',
  'debtFacts.data.delayNote':
    'Incluye a estudiantes actuales y a personas que dejaron la universidad sin título; no es la cifra del “44 %” que se cita tanto, que no tiene fuente primaria.',
  'debtFacts.notShownHeading': 'Un número que no mostramos',
  'debtFacts.notShownText':
    'Quizás has leído que el 44 % de los prestatarios pospone metas como comprar una casa por sus préstamos estudiantiles. No pudimos rastrear esa cifra hasta una fuente primaria, así que no la mostramos: nada de números inventados. La cifra más cercana que pudimos respaldar, de una encuesta de Lumina Foundation y Gallup, aparece arriba con el grupo de personas que describe.',
  'debtFacts.growthHeading': 'Cómo ha crecido la deuda estudiantil total',
  'debtFacts.growthText':
    'En EE. UU. se debían {first} en préstamos estudiantiles a fines de {firstYear} y {latest} para el {latestQuarter}. El total se mantuvo casi igual mientras los pagos de los préstamos federales estuvieron en pausa durante la pandemia. La gráfica muestra solo los años cuya cifra leímos en los propios informes de la Reserva Federal de Nueva York.',
  'debtFacts.trillions': '{amount} billones de dólares',
  'debtFacts.axisTrillions': '{amount} bill.',
  'debtFacts.quarter': '{q}.º trimestre de {year}',
  'debtFacts.quarterLatest': '{q}.º trimestre de {year} (el más reciente)',
  'debtFacts.quarterLabel': 'Trimestre',
  'debtFacts.totalDebt': 'Deuda estudiantil total',
  'debtFacts.debtChartLabel': 'Gráfica de líneas: deuda estudiantil total en EE. UU., de 2014 a 2025',
  'debtFacts.debtChartDescription':
    'La deuda estudiantil total en EE. UU. subió de {first} en el {firstQuarter} a {latest} en el {latestQuarter}. {points}.',
  'debtFacts.noData': 'Sin datos.',
  'debtFacts.debtChartCaption':
    'Préstamos estudiantiles en los reportes de crédito (federales y privados), en el trimestre indicado para cada año; no incluimos los años que solo encontramos en publicaciones de terceros; el último punto es el trimestre más reciente publicado. Datos:',
  'debtFacts.showNumbersTable': 'Ver las cifras en una tabla',
  'debtFacts.debtTableCaption': 'Deuda estudiantil total en EE. UU. por año, con la fuente de cada cifra',
  'debtFacts.measuredAt': 'Medido en',
  'debtFacts.sourceColumn': 'Fuente',
  'debtFacts.ratesHeading': 'Cuánto cuestan los préstamos federales: tasas de interés',
  'debtFacts.ratesIntro':
    'El interés es lo que pagas por pedir prestado. Las tasas de los préstamos estudiantiles federales son fijas durante toda la vida del préstamo y se fijan una vez al año, así que el año en que pides prestado decide tu tasa.',
  'debtFacts.undergraduateLoans': 'Préstamos de licenciatura',
  'debtFacts.graduateLoans': 'Préstamos de posgrado (sin subsidio)',
  'debtFacts.plusLoans': 'Préstamos PLUS (padres y estudiantes de posgrado)',
  'debtFacts.firstPaidOutWindow': 'Préstamos desembolsados por primera vez del {from} hasta antes del {before} ({awardYear})',
  'debtFacts.ratesNotYet':
    'Todavía no mostramos las tasas de los préstamos desembolsados desde el {day}: las agregaremos cuando una fuente oficial que podamos citar las publique.',
  'debtFacts.feesText':
    'También se descuenta un cargo de cada desembolso a tu escuela: {subUnsub} en los préstamos directos con y sin subsidio y {plus} en los préstamos PLUS (préstamos desembolsados por primera vez del {from} hasta antes del {before}).',
  'debtFacts.ratesByYear': 'Tasas por año',
  'debtFacts.ratesChartDescription':
    'Tasas de interés fijas de los préstamos federales directos por año académico, de {first} a {latest}. Las tasas de licenciatura pasaron de {ugFirst} a {ugLatest}, las de posgrado sin subsidio de {gradFirst} a {gradLatest} y las PLUS de {plusFirst} a {plusLatest}. {years}.',
  'debtFacts.ratesChartYear': '{year}: {rate} licenciatura',
  'debtFacts.awardYear': 'Año académico',
  'debtFacts.undergraduate': 'Licenciatura',
  'debtFacts.graduateUnsub': 'Posgrado (sin subsidio)',
  'debtFacts.plusParentsGraduate': 'PLUS (padres, posgrado)',
  'debtFacts.plus': 'PLUS (padres o posgrado)',
  'debtFacts.ratesChartLabel': 'Gráfica de líneas: tasas de interés de los préstamos federales directos por año académico',
  'debtFacts.ratesChartCaption':
    'Las tasas son fijas durante toda la vida del préstamo y se fijan cada año para los préstamos desembolsados entre el 1 de julio y el 30 de junio.',
  'debtFacts.showRatesTable': 'Ver las tasas en una tabla',
  'debtFacts.ratesTableCaption': 'Tasas de interés de los préstamos federales directos por año académico, con fuentes',
  'debtFacts.limitsHeading': 'Cuánto pueden pedir prestado los estudiantes al gobierno federal',
  'debtFacts.limitsIntro':
    'Los préstamos federales para estudiantes universitarios tienen límites por año y de por vida. La mayoría de los estudiantes cuenta como dependiente (los ingresos de sus padres forman parte de la solicitud de ayuda).',
  'debtFacts.yearlyLimitsCaption': 'Límites anuales de los préstamos directos con y sin subsidio',
  'debtFacts.student': 'Estudiante',
  'debtFacts.year1': '1.er año',
  'debtFacts.year2': '2.º año',
  'debtFacts.year3': '3.er año y siguientes',
  'debtFacts.allYears': 'Total de todos los años',
  'debtFacts.dependent': 'Estudiante universitario dependiente',
  'debtFacts.independent': 'Estudiante universitario independiente',
  'debtFacts.upToSubsidized': 'hasta {amount} con subsidio',
  'debtFacts.newLimits': 'Nuevos límites para los préstamos otorgados desde el {day}',
  'debtFacts.parentPlus': 'Parent PLUS: hasta {yearly} al año y {total} en total por cada estudiante.',
  'debtFacts.graduate':
    'Estudiantes de posgrado: {yearly} al año, {total} en total; estudiantes de programas profesionales (como medicina o derecho): {professionalYearly} al año, {professionalTotal} en total.',
  'debtFacts.gradPlusEnds': 'Los préstamos Grad PLUS se terminan para quienes los pidan por primera vez.',
  'debtFacts.lifetime': 'Un límite de por vida de {total} en préstamos estudiantiles federales por prestatario.',
  'debtFacts.nextHeading': 'Planea con estas cifras',
  'debtFacts.nextCalculator': 'Calculadora de deuda',
  'debtFacts.nextCalculatorText': 'Mira el pago mensual y el costo total de un préstamo.',
  'debtFacts.nextBorrow': '¿Cuánto puedo pedir prestado sin riesgo?',
  'debtFacts.nextBorrowText': 'Encuentra una deuda que tu sueldo esperado pueda cubrir.',
  'debtFacts.nextScholarships': 'Guía de becas',
  'debtFacts.nextScholarshipsText': 'Encuentra dinero que no tienes que devolver.',
  'debtFacts.omittedSummary': 'Cifras que dejamos fuera y por qué',
  'debtFacts.omittedIntro':
    'Solo mostramos una cifra cuando la confirma una fuente oficial que podamos citar. Estas todavía no están confirmadas, así que las dejamos fuera en lugar de adivinar:',
  'debtFacts.claim.milestones': 'El 44 % de los prestatarios pospone metas importantes (una afirmación que se cita mucho)',
  'debtFacts.claim.marketing': 'Un préstamo estudiantil federal promedio de $38,375 (la cifra de mercadeo de la especificación)',
  'debtFacts.claim.delinquency':
    'Porcentaje de la deuda estudiantil con 90 días o más de atraso o en incumplimiento (9.4 % en el 3.er trimestre de 2025; 9.6 % en el 4.º trimestre de 2025)',
  'debtFacts.claim.missingYears': 'Deuda estudiantil total al final de 2015-2021 y de 2024',
  'debtFacts.claim.g19': 'Crédito al consumo G.19 de la Reserva Federal: préstamos estudiantiles pendientes',
  'debtFacts.claim.march2026': 'Cartera de FSA al 31 de marzo de 2026 (1.7 billones de dólares, 42.6 millones de beneficiarios)',
  'debtFacts.claim.rates2026':
    'Tasas de interés de los préstamos directos para 2026-27 (préstamos desembolsados desde el 1 de julio de 2026)',
  'debtFacts.claim.fees': 'Cargos de los préstamos desembolsados por primera vez el 1 de octubre de 2026 o después',
  'debtFacts.claim.professional': 'Qué programas cuentan como “profesionales” para los límites de $50,000 / $200,000',
  'debtFacts.claim.interim':
    'La excepción temporal que deja a quienes pidieron préstamos antes de julio de 2026 conservar los límites anteriores hasta por tres años',
};
