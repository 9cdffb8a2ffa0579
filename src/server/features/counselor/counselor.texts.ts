import type { Locale } from '@domain/i18n/locales';

/*
 * The counselor's own messages in each language: errors shown in the chat, the title of
 * a crisis conversation, and the model's language instruction. Spanish has the same keys.
 */
type CounselorTexts = {
  crisisTitle: string;
  somethingWrong: string;
  timeout: string;
  providerBusy: string;
  providerKey: string;
  providerServer: (status: number) => string;
  providerRefused: (status: number) => string;
  providerUnreachable: string;
  providerUnreadable: string;
  providerCutOff: string;
  /** Added to the model's rules; empty for English, whose rules are already in English. */
  modelLanguage: string;
};

const en: CounselorTexts = {
  crisisTitle: 'Getting help',
  somethingWrong: 'Something went wrong while answering. Your question is saved: please try again.',
  timeout: 'The AI service took too long to answer, so Waypoint stopped waiting. Your question is saved: please try again.',
  providerBusy: 'The AI service is busy right now. Your question is saved: please try again in a minute.',
  providerKey: 'The AI service turned down Waypoint’s access key. Please tell your Waypoint administrator. Your question is saved.',
  providerServer: (status) => `The AI service had a problem (error ${status}). Your question is saved: please try again in a moment.`,
  providerRefused: (status) =>
    `The AI service could not answer this question (error ${status}). Your question is saved: try asking it another way.`,
  providerUnreachable: 'Waypoint could not reach the AI service. Your question is saved: please try again in a moment.',
  providerUnreadable: 'The AI service sent a reply Waypoint could not read. Your question is saved: please try again.',
  providerCutOff: 'The answer was cut off because the connection to the AI service failed. Your question is saved: please try again.',
  modelLanguage: '',
};

const es: CounselorTexts = {
  crisisTitle: 'Buscar ayuda',
  somethingWrong: 'Algo salió mal al responder. Tu pregunta está guardada: vuelve a intentarlo.',
  timeout:
    'El servicio de IA tardó demasiado en responder, así que Waypoint dejó de esperar. Tu pregunta está guardada: vuelve a intentarlo.',
  providerBusy: 'El servicio de IA está ocupado en este momento. Tu pregunta está guardada: vuelve a intentarlo en un minuto.',
  providerKey: 'El servicio de IA rechazó la clave de acceso de Waypoint. Avísale al administrador de Waypoint. Tu pregunta está guardada.',
  providerServer: (status) =>
    `El servicio de IA tuvo un problema (error ${status}). Tu pregunta está guardada: vuelve a intentarlo en un momento.`,
  providerRefused: (status) =>
    `El servicio de IA no pudo responder esta pregunta (error ${status}). Tu pregunta está guardada: intenta preguntarla de otra forma.`,
  providerUnreachable: 'Waypoint no pudo conectarse con el servicio de IA. Tu pregunta está guardada: vuelve a intentarlo en un momento.',
  providerUnreadable: 'El servicio de IA envió una respuesta que Waypoint no pudo leer. Tu pregunta está guardada: vuelve a intentarlo.',
  providerCutOff: 'La respuesta se cortó porque falló la conexión con el servicio de IA. Tu pregunta está guardada: vuelve a intentarlo.',
  modelLanguage: `Language
- The student is using Waypoint in Spanish. Answer in Spanish: natural US-Latino Spanish, "tú", plain words for a high-school student and their parents.
- Keep every figure exactly as the tools and the results give it (same digits, "$58,000" style, no rounding or conversion), and name sources, careers, majors and colleges as the tools name them.
- Money terms as StudentAid.gov's Spanish pages use them: "préstamo federal directo", "plan de pago estándar", "Plan de Asistencia de Reembolso (RAP)", "tasa de interés", "beca", "ayuda financiera", "calificación financiera".
- For personal crises in Spanish: 988 answers in Spanish (call 988 and press 2, or text AYUDA to 988).`,
};

export const COUNSELOR_TEXTS: Record<Locale, CounselorTexts> = { en, es };
