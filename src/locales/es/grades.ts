import type { grades as english } from '@locales/en/grades';

export const grades: Record<keyof typeof english, string> = {
  'grades.risk.veryLow': 'Muy bajo',
  'grades.risk.low': 'Bajo',
  'grades.risk.moderate': 'Moderado',
  'grades.risk.higher': 'Elevado',
  'grades.risk.high': 'Alto',
  'grades.risk.veryHigh': 'Muy alto',
  'grades.risk.extreme': 'Extremo',
  'grades.riskLabel.veryLow': 'Riesgo muy bajo',
  'grades.riskLabel.low': 'Riesgo bajo',
  'grades.riskLabel.moderate': 'Riesgo moderado',
  'grades.riskLabel.higher': 'Riesgo elevado',
  'grades.riskLabel.high': 'Riesgo alto',
  'grades.riskLabel.veryHigh': 'Riesgo muy alto',
  'grades.riskLabel.extreme': 'Riesgo extremo',
  'grades.explanation.aPlus': 'La deuda que planeas es menos del 40 % de tus ingresos de un año: muy manejable.',
  'grades.explanation.a': 'La deuda que planeas es menos del 60 % de tus ingresos de un año: puedes pagarla sin problemas.',
  'grades.explanation.aMinus': 'La deuda que planeas es menos del 80 % de tus ingresos de un año: manejable con un presupuesto estable.',
  'grades.explanation.bPlus': 'La deuda que planeas es más o menos lo que ganas en un año: se puede, pero necesitas un plan.',
  'grades.explanation.b':
    'La deuda que planeas llega a unos 1.3 años de ingresos: prepárate para cuidar tu presupuesto durante varios años.',
  'grades.explanation.bMinus':
    'La deuda que planeas llega a unos 1.6 años de ingresos: los pagos del préstamo van a apretar tu presupuesto.',
  'grades.explanation.cPlus':
    'La deuda que planeas llega a unos 1.8 años de ingresos: pagarla será difícil, así que busca maneras de pedir menos prestado.',
  'grades.explanation.c':
    'La deuda que planeas llega a unos 2 años de ingresos: es una carga pesada, así que considera becas o una escuela más barata.',
  'grades.explanation.d':
    'La deuda que planeas llega a unos 3 años de ingresos: podrías tardar décadas en pagarla, así que replantea el plan.',
  'grades.explanation.f': 'La deuda que planeas es más de 3 veces tus ingresos de un año: muy probablemente más de lo que puedes pagar.',
};
