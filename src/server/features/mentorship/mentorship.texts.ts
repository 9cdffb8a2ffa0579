import { INTL_LOCALE, type Locale } from '@domain/i18n/locales';
import type { MeetingAction } from '@domain/mentorship/schemas';

/*
 * What mentorship writes for someone else (notifications, e-mails, .ics invites), in the
 * recipient's account language. English is the source; Spanish has the same keys.
 */

type ActionName = MeetingAction['action'];
type Notice = { title: string; body: string };
type Decision = 'approved' | 'rejected' | 'suspended';

const en = {
  meetingPage: 'Meeting page',
  reviewIt: 'Review it',
  seeApplication: 'See your application',
  icsTitle: (professional: string) => `Waypoint mentor meeting with ${professional}`,
  icsDescription: (topic: string, url: string) => `Topic: ${topic}. Meeting page: ${url}`,
  requested: (student: string, when: string, topic: string): Notice => ({
    title: `New meeting request from ${student}`,
    body: `${student} asked to meet on ${when} about "${topic}".`,
  }),
  actions: {
    accept: (p: string): Notice => ({
      title: 'Meeting confirmed',
      body: `${p} accepted the meeting. The video link is on the meeting page and in the calendar invite.`,
    }),
    'accept-proposal': (p: string): Notice => ({
      title: 'Meeting confirmed',
      body: `${p} accepted the new time. The video link is on the meeting page and in the calendar invite.`,
    }),
    decline: (p: string): Notice => ({ title: 'Meeting request declined', body: `${p} declined the meeting request.` }),
    propose: (p: string): Notice => ({
      title: 'A new time was proposed',
      body: `${p} proposed another time for the meeting. Accept it or cancel on the meeting page.`,
    }),
    cancel: (p: string): Notice => ({ title: 'Meeting cancelled', body: `${p} cancelled the meeting.` }),
    complete: (p: string): Notice => ({ title: 'Meeting marked as done', body: `${p} marked the meeting as done.` }),
  } satisfies Record<ActionName, (p: string) => Notice>,
  newMessage: (author: string) => `New message from ${author}`,
  held: (author: string, channels: number) => ({
    title: 'A meeting message is waiting for review',
    body: `${author}'s message was held: it looks like it contains ${channels === 1 ? 'a private channel' : 'private channels'}.`,
    mailSubject: 'A Waypoint meeting message is waiting for review',
    mailText: `A message by ${author} in a mentor meeting was held because it looks like it contains contact details or a private channel. It is not delivered until an administrator releases it.`,
  }),
  reported: (reporter: string, reason: string) => ({
    title: 'A meeting was reported',
    mailSubject: 'A Waypoint meeting was reported',
    mailText: `${reporter} reported a meeting:\n\n${reason}`,
  }),
  safetyContactAdded: (student: string): Notice => ({
    title: `${student} added you to their mentor meetings`,
    body: 'You will be copied on every message and notification of their meetings with professionals.',
  }),
  released: {
    title: 'Your message was delivered',
    body: 'A safety review released your meeting message; everyone in the meeting can read it now.',
  } satisfies Notice,
  rejected: {
    title: 'Your message was not delivered',
    body: 'A safety review found contact details or a private channel in your meeting message, so it was not delivered. Please keep all contact on Waypoint.',
  } satisfies Notice,
  decision: {
    approved: {
      title: 'Your mentor application was approved',
      body: () => 'Students can now find you under Meet Professionals and request meetings in your weekly hours.',
    },
    rejected: {
      title: 'Your mentor application was not approved',
      body: (reason: string | null) => `Reason: ${reason ?? 'not given'}. You can edit your application and send it again.`,
    },
    suspended: {
      title: 'Your mentor profile was suspended',
      body: (reason: string | null) =>
        `Reason: ${reason ?? 'not given'}. Students cannot find you or request meetings until an administrator reinstates you.`,
    },
  } satisfies Record<Decision, { title: string; body: (reason: string | null) => string }>,
};

export type MentorshipTexts = typeof en;

const es: MentorshipTexts = {
  meetingPage: 'Página de la reunión',
  reviewIt: 'Revísalo',
  seeApplication: 'Ve tu solicitud',
  icsTitle: (professional) => `Reunión de mentoría de Waypoint con ${professional}`,
  icsDescription: (topic, url) => `Tema: ${topic}. Página de la reunión: ${url}`,
  requested: (student, when, topic) => ({
    title: `Nueva solicitud de reunión de ${student}`,
    body: `${student} pidió reunirse el ${when} para hablar de "${topic}".`,
  }),
  actions: {
    accept: (p) => ({
      title: 'Reunión confirmada',
      body: `${p} aceptó la reunión. El enlace de video está en la página de la reunión y en la invitación de calendario.`,
    }),
    'accept-proposal': (p) => ({
      title: 'Reunión confirmada',
      body: `${p} aceptó el nuevo horario. El enlace de video está en la página de la reunión y en la invitación de calendario.`,
    }),
    decline: (p) => ({ title: 'Solicitud de reunión rechazada', body: `${p} rechazó la solicitud de reunión.` }),
    propose: (p) => ({
      title: 'Se propuso un nuevo horario',
      body: `${p} propuso otro horario para la reunión. Acéptalo o cancela en la página de la reunión.`,
    }),
    cancel: (p) => ({ title: 'Reunión cancelada', body: `${p} canceló la reunión.` }),
    complete: (p) => ({ title: 'Reunión marcada como hecha', body: `${p} marcó la reunión como hecha.` }),
  },
  newMessage: (author) => `Nuevo mensaje de ${author}`,
  held: (author, channels) => ({
    title: 'Un mensaje de una reunión espera revisión',
    body: `El mensaje de ${author} quedó retenido: parece que contiene ${channels === 1 ? 'un canal privado' : 'canales privados'}.`,
    mailSubject: 'Un mensaje de una reunión de Waypoint espera revisión',
    mailText: `Un mensaje de ${author} en una reunión de mentoría quedó retenido porque parece que contiene datos de contacto o un canal privado. No se entrega hasta que un administrador lo libere.`,
  }),
  reported: (reporter, reason) => ({
    title: 'Se reportó una reunión',
    mailSubject: 'Se reportó una reunión de Waypoint',
    mailText: `${reporter} reportó una reunión:\n\n${reason}`,
  }),
  safetyContactAdded: (student) => ({
    title: `${student} te agregó a sus reuniones de mentoría`,
    body: 'Recibirás una copia de cada mensaje y aviso de sus reuniones con profesionales.',
  }),
  released: {
    title: 'Tu mensaje fue entregado',
    body: 'Una revisión de seguridad liberó tu mensaje; ahora todos en la reunión pueden leerlo.',
  },
  rejected: {
    title: 'Tu mensaje no fue entregado',
    body: 'Una revisión de seguridad encontró datos de contacto o un canal privado en tu mensaje, así que no se entregó. Por favor, mantén todo el contacto dentro de Waypoint.',
  },
  decision: {
    approved: {
      title: 'Tu solicitud de mentor fue aprobada',
      body: () => 'Ahora los estudiantes pueden encontrarte en Conoce a profesionales y pedir reuniones en tu horario semanal.',
    },
    rejected: {
      title: 'Tu solicitud de mentor no fue aprobada',
      body: (reason) => `Motivo: ${reason ?? 'no se indicó'}. Puedes editar tu solicitud y enviarla otra vez.`,
    },
    suspended: {
      title: 'Tu perfil de mentor fue suspendido',
      body: (reason) =>
        `Motivo: ${reason ?? 'no se indicó'}. Los estudiantes no pueden encontrarte ni pedir reuniones hasta que un administrador te reactive.`,
    },
  },
};

export const MENTORSHIP_TEXTS: Record<Locale, MentorshipTexts> = { en, es };

/** A meeting time in the recipient's language, in UTC (the invite carries the exact time for their calendar). */
export function meetingWhen(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'UTC',
  })
    .format(date)
    .concat(' UTC');
}
