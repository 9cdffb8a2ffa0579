import type { transferPlan as english } from '@locales/en/transfer-plan';

/** El título planeado en cada universidad y la ruta de transferencia (dos años en un college comunitario y luego dos en una universidad de cuatro años). */
export const transferPlan: Record<keyof typeof english, string> = {
  'transfer-plan.credential.label': 'Título que planeas obtener aquí',
  'transfer-plan.credential.option':
    '{credential, select, certificate {Certificado: 1 año (una suposición)} associate {Título de asociado (associate’s): 2 años} other {Licenciatura (bachelor’s): 4 años}}{assumed, select, yes { (supuesto según el título principal de la universidad)} other {}}',
  'transfer-plan.credential.apply': 'Planear este título',
  'transfer-plan.credential.saving': 'Guardando…',
  'transfer-plan.credential.line':
    '{credential, select, certificate {Planeado como certificado: 1 año, una suposición} associate {Planeado como título de asociado (associate’s): 2 años} other {Planeado como licenciatura (bachelor’s): 4 años}}{assumed, select, yes {; es el título principal de la universidad, supuesto (el College Scorecard no muestra programas de ese título aquí).} other {; la universidad reporta graduados de ese título al College Scorecard.}}',
  'transfer-plan.credential.certificateNote':
    'El College Scorecard no dice cuánto dura un certificado (van de unos meses a dos años o más): el plan cuenta 1 año. Pregunta a la universidad cuánto dura su programa.',
  'transfer-plan.credential.only':
    '{credential, select, certificate {El único título que sabemos que otorga esta universidad: un certificado.} associate {El único título que sabemos que otorga esta universidad: un título de asociado (associate’s).} other {El único título que sabemos que otorga esta universidad: una licenciatura (bachelor’s).}}',
  'transfer-plan.title': 'Dos años en un college comunitario y luego transferirte',
  'transfer-plan.intro':
    'Empieza en un college de dos años por su precio y termina la licenciatura (bachelor’s) en dos años en una universidad de cuatro años, al lado de cuatro años en esa universidad. Las mismas cifras de la familia y las mismas reglas de préstamos: los años después de la transferencia piden prestado dentro de los límites del tercer año.',
  'transfer-plan.credits':
    'Los créditos tienen que transferirse: los acuerdos entre instituciones cambian, así que antes de inscribirte pregunta a las dos cuáles cursos contarán para la licenciatura.',
  'transfer-plan.form.first': 'Los dos primeros años en',
  'transfer-plan.form.second': 'Luego dos años en',
  'transfer-plan.form.savedGroup': 'Universidades guardadas',
  'transfer-plan.form.suggestedGroup': 'Colleges comunitarios sugeridos',
  'transfer-plan.form.choose': 'Elige una institución',
  'transfer-plan.form.compare': 'Comparar',
  'transfer-plan.form.noSecond':
    'Guarda una universidad de cuatro años (una que otorgue licenciaturas) para comparar la ruta de transferencia con ella: <quiz>busca universidades</quiz>.',
  'transfer-plan.form.noFirst': 'Todavía no guardas un college de dos años: elige uno de los colleges comunitarios sugeridos abajo.',
  'transfer-plan.loading': 'Calculando la ruta…',
  'transfer-plan.failed': 'No se pudo calcular la ruta.',
  'transfer-plan.keep': 'Guardar esta ruta en el plan',
  'transfer-plan.kept': 'Esta ruta está guardada en el plan: toda la familia la ve.',
  'transfer-plan.preview': 'Se muestra desde un enlace: todavía no está guardada en el plan.',
  'transfer-plan.remove': 'Quitar la ruta del plan',
  'transfer-plan.removeConfirm': '¿Quitar esta ruta del plan de la familia? Nadie de la familia la verá más.',
  'transfer-plan.removeYes': 'Sí, quitarla',
  'transfer-plan.removeNo': 'Mantenerla',
  'transfer-plan.routeHeading': '2 + 2: {first} y luego {second}',
  'transfer-plan.fourHeading': '4 años en {second}',
  'transfer-plan.row.prices': 'Precio neto al año (el de tu familia)',
  'transfer-plan.row.pricesRoute': '{first}: {firstPrice} al año por 2 años; {second}: {secondPrice} al año por 2 años',
  'transfer-plan.row.pricesFour': '{price} al año por 4 años',
  'transfer-plan.row.total': 'Precio neto del título',
  'transfer-plan.row.family': 'El dinero de tu familia (4 años)',
  'transfer-plan.row.loans': 'Préstamos, año por año (año de estudios: préstamos Direct + Parent PLUS + privados)',
  'transfer-plan.row.loanYear': 'año {year}: {direct} + {plus} + {private}',
  'transfer-plan.row.borrowed': 'Total prestado',
  'transfer-plan.row.debt': 'Toda la deuda al empezar a pagar (con intereses)',
  'transfer-plan.row.monthly': 'Pago mensual, todos los préstamos juntos',
  'transfer-plan.row.monthlyValue': '{payment} al mes',
  'transfer-plan.row.studentGrade': 'Calificación del estudiante',
  'transfer-plan.row.familyGrade': 'Calificación de la familia',
  'transfer-plan.notGraded': 'N/A: todavía no hay un salario de la carrera para calificar',
  'transfer-plan.noLoans': 'Sin préstamos',
  'transfer-plan.saves':
    'Empezar en {first} ahorra cerca de {netPrice} en precio neto y {debt} de deuda al empezar a pagar: {monthly} menos al mes, con la misma base de pago.',
  'transfer-plan.savesPriceOnly': 'Empezar en {first} ahorra cerca de {netPrice} en precio neto; los préstamos son los mismos.',
  'transfer-plan.noSaving': 'Aquí la ruta no ahorra dinero: {first} le cuesta a tu familia lo mismo que {second} o más.',
  'transfer-plan.noPrice':
    '{side, select, first {{first} no reporta un precio neto para el rango de ingresos de tu familia, así que la ruta no se puede calcular.} second {{second} no reporta un precio neto para el rango de ingresos de tu familia, así que la ruta no se puede calcular.} other {Ninguna de las dos reporta un precio neto para el rango de ingresos de tu familia, así que la ruta no se puede calcular.}}',
  'transfer-plan.priceSource':
    'Precios: College Scorecard, precio neto {year} de cada institución para familias con ingresos de {bracket}.',
  'transfer-plan.priceSourceAverage':
    'Precios: College Scorecard, precio neto promedio {year} de cada institución (el plan no tiene ingreso familiar).',
  'transfer-plan.suggestions.title': 'Los colleges comunitarios más baratos en {state} para tu familia',
  'transfer-plan.suggestions.field':
    'Colleges públicos de dos años en {state} que otorgan un título de asociado en {field}, del más barato al más caro con el precio de tu familia.',
  'transfer-plan.suggestions.any':
    'Colleges públicos de dos años en {state} que otorgan un título de asociado, del más barato al más caro con el precio de tu familia.',
  'transfer-plan.suggestions.none': 'Ninguno en nuestros datos para {state}.',
  'transfer-plan.suggestions.item': '{city}: {price} al año',
  'transfer-plan.suggestions.compare': 'Comparar con {second}',
  'transfer-plan.error.credential_invalid': 'Elige un certificado, un título de asociado o una licenciatura.',
  'transfer-plan.error.college_id_invalid': 'Ese no es un identificador de universidad.',
  'transfer-plan.error.credentials_too_many': 'Elige títulos para 100 universidades como máximo.',
  'transfer-plan.error.same_college':
    'Elige dos instituciones distintas: primero un college de dos años y luego una universidad de cuatro años.',
  'transfer-plan.error.pair_incomplete': 'Indica las dos instituciones de la ruta: el college de dos años y la universidad de cuatro años.',
  'transfer-plan.error.college_unknown': 'No se encontró una universidad con ese identificador.',
  'transfer-plan.error.credential_not_awarded':
    '{college} no otorga {credential, select, certificate {un certificado} associate {un título de asociado} other {una licenciatura}} según nuestros datos.',
  'transfer-plan.error.not_two_year':
    '{college} no es un college de dos años y no otorga un título de asociado según nuestros datos: la ruta empieza en un college de dos años.',
  'transfer-plan.error.no_bachelor':
    '{college} no otorga licenciaturas según nuestros datos: la ruta termina en una universidad de cuatro años.',
};
