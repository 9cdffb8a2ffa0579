import type { trueCost as english } from '@locales/en/true-cost';

export const trueCost: Record<keyof typeof english, string> = {
  'true-cost.heading': 'Lo que de verdad cuesta esta deuda',
  'true-cost.monthly': '{payment} al mes al empezar a pagar, todos los préstamos juntos',
  'true-cost.share': '{share} del ingreso mensual que ingresaste',
  'true-cost.beyondFederal':
    '{amount} de esto tendría que ser préstamos Parent PLUS o privados: un estudiante dependiente puede pedir como máximo {limit} en préstamos federales Direct en {years, plural, one {# año} other {# años}}, año por año dentro del límite de cada año.',
  'true-cost.withinFederal':
    'Todo cabe dentro de los préstamos federales Direct que un estudiante dependiente puede pedir en {years, plural, one {# año} other {# años}}.',
  'true-cost.student':
    'Préstamos Direct del estudiante: {debt} prestados, {atRepayment} al empezar a pagar: {payment} al mes durante {years} años al {rate} %.',
  'true-cost.parent':
    'Parent PLUS (el préstamo de los padres): {debt} prestados, {atRepayment} al empezar a pagar: {payment} al mes durante {years} años al {rate} %, con un cargo del {fee} %.',
  'true-cost.private':
    'Préstamo privado (un supuesto): {debt} prestados, {atRepayment} al empezar a pagar: {payment} al mes durante {years} años al {rate} %, cerca del promedio que TICAS encontró en las carteras de los propios prestamistas ({year}); una oferta real puede ser distinta.',
  'true-cost.plan':
    'Los pagos federales usan el plan Standard escalonado, el plan fijo para préstamos desembolsados por primera vez a partir del 1 de julio de 2026 (de 10 a 25 años, más largo para saldos mayores); el Plan de Asistencia para el Pago (RAP) fija los pagos según el ingreso. Los préstamos privados se cuentan en 10 años de pagos iguales, un supuesto.',
  'true-cost.yearsAssumed':
    'Supone {years, plural, one {# año} other {# años}} de estudios (un título de cuatro años), la misma cantidad prestada cada año y todos los préstamos Direct no subsidiados: los intereses se acumulan desde cada desembolso hasta que empieza el pago, seis meses después de los estudios, y entonces se suman al saldo.',
  'true-cost.yearsGiven':
    'En {years, plural, one {# año} other {# años}} de estudios, la misma cantidad prestada cada año y todos los préstamos Direct no subsidiados: los intereses se acumulan desde cada desembolso hasta que empieza el pago, seis meses después de los estudios, y entonces se suman al saldo.',
  'true-cost.basisShort':
    '{assumed, select, yes {Supone {years, plural, one {# año} other {# años}} de estudios (un título de cuatro años)} other {En {years, plural, one {# año} other {# años}} de estudios}}, la misma cantidad cada año, préstamos Direct no subsidiados con el plan Standard escalonado y préstamos privados a 10 años (un supuesto).',
  'true-cost.gradeAtRepayment':
    'Al empezar a pagar, la deuda es de {debt}, {ratio} veces el ingreso de un año: {grade} ({risk}) con la misma tabla.',
  'true-cost.rates': 'Tasas para préstamos desembolsados por primera vez en {awardYear}.',
  'true-cost.ratesLatest':
    'Tasas de {awardYear}, las más recientes de nuestras fuentes: una estimación hasta que se publiquen las nuevas tasas.',
  'true-cost.sources': 'Fuentes:',
  'true-cost.newTab': '(se abre en una pestaña nueva)',
};
