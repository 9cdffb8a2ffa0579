import { STEP_LABELS } from '@domain/classes/rules';
import { INTL_LOCALE, type Locale } from '@domain/i18n/locales';
import type { ProgressStepId } from '@domain/progress/progress';

/*
 * What classes writes for someone else (notifications, verification e-mails), in the recipient's
 * account language. English is the source; Spanish has the same keys.
 */

type Decision = 'approved' | 'rejected' | 'revoked';
type Notice = { title: string; body: string };

const en = {
  steps: STEP_LABELS,
  seeMyClasses: 'See My classes',
  decision: {
    approved: { title: 'Your educator account is verified', body: () => 'You can now create classes and see the students who join them.' },
    rejected: {
      title: 'Your educator verification was not approved',
      body: (reason: string | null) => `Reason: ${reason ?? 'not given'}. You can correct your request on My classes and send it again.`,
    },
    revoked: {
      title: 'Your educator verification was revoked',
      body: (reason: string | null) => `Reason: ${reason ?? 'not given'}. You no longer see your classes' students.`,
    },
  } satisfies Record<Decision, { title: string; body: (reason: string | null) => string }>,
  assignment: (className: string, step: string, due: string): Notice => ({
    title: `${className}: finish the ${step} by ${due}`,
    body: `Your teacher asked the class to finish the ${step} by ${due}.`,
  }),
  reminder: (className: string, step: string, due: string): Notice => ({
    title: `Reminder from ${className}: finish the ${step} by ${due}`,
    body: `Your teacher reminds you to finish the ${step} by ${due}.`,
  }),
  joined: (className: string, educatorName: string): Notice => ({
    title: `You joined ${className}`,
    body: `${educatorName} can now see your progress, results and plan, not your messages or contact details. You can leave the class on your profile at any time.`,
  }),
  rostered: (className: string, educatorName: string): Notice => ({
    title: `${educatorName}’s class ${className} added you from the school roster: review and join`,
    body: `Your teacher sees nothing about you until you join. See what they would see, then join with one press or say it is not your class.`,
  }),
};

export type ClassesTexts = typeof en;

const es: ClassesTexts = {
  steps: {
    journey: 'Empieza tu camino',
    'career-quiz': 'Cuestionario de carreras',
    'college-quiz': 'Cuestionario de universidades',
    'financial-expectations': 'Expectativas financieras',
    'premium-journey': 'Camino Premium',
  } satisfies Record<ProgressStepId, string>,
  seeMyClasses: 'Ve Mis clases',
  decision: {
    approved: { title: 'Tu cuenta de educador está verificada', body: () => 'Ya puedes crear clases y ver a los estudiantes que se unan.' },
    rejected: {
      title: 'Tu verificación de educador no fue aprobada',
      body: (reason) => `Motivo: ${reason ?? 'no se indicó'}. Puedes corregir tu solicitud en Mis clases y enviarla otra vez.`,
    },
    revoked: {
      title: 'Tu verificación de educador fue retirada',
      body: (reason) => `Motivo: ${reason ?? 'no se indicó'}. Ya no ves a los estudiantes de tus clases.`,
    },
  },
  assignment: (className, step, due) => ({
    title: `${className}: termina «${step}» antes del ${due}`,
    body: `Tu maestro o maestra pidió a la clase terminar «${step}» antes del ${due}.`,
  }),
  reminder: (className, step, due) => ({
    title: `Recordatorio de ${className}: termina «${step}» antes del ${due}`,
    body: `Tu maestro o maestra te recuerda terminar «${step}» antes del ${due}.`,
  }),
  joined: (className, educatorName) => ({
    title: `Te uniste a ${className}`,
    body: `${educatorName} ahora puede ver tu progreso, tus resultados y tu plan, pero no tus mensajes ni tus datos de contacto. Puedes salir de la clase en tu perfil cuando quieras.`,
  }),
  rostered: (className, educatorName) => ({
    title: `La clase ${className} de ${educatorName} te agregó desde la lista de tu escuela: revísala y únete`,
    body: `Tu maestro o maestra no ve nada sobre ti hasta que te unas. Mira lo que vería y luego únete con un clic o indica que no es tu clase.`,
  }),
};

export const CLASSES_TEXTS: Record<Locale, ClassesTexts> = { en, es };

/** A step's name in a language (the id itself if unknown). */
export const stepName = (texts: ClassesTexts, step: string) => texts.steps[step as ProgressStepId] ?? step;

/** A due date ('2026-12-01') as the recipient reads dates: "Dec 1, 2026" / "1 dic 2026". */
export function dueDate(day: string, locale: Locale): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
