import type { Locale } from '@domain/i18n/locales';

/*
 * What the family feature writes for someone else (issue 22): a notification is in its
 * recipient's account language (languageOfUser).
 */
interface FamilyNotificationTexts {
  linkedTitle: (parentName: string) => string;
  linkedBody: (parentName: string) => string;
  unlinkedTitle: (studentName: string) => string;
  unlinkedBody: (studentName: string) => string;
}

export const FAMILY_NOTIFICATION_TEXTS: Record<Locale, FamilyNotificationTexts> = {
  en: {
    linkedTitle: (parent) => `${parent} can now see your results`,
    linkedBody: (parent) =>
      `${parent} used your invite and is linked to your account. They can see your progress, results and plan, not your messages. You can unlink them on your profile at any time.`,
    unlinkedTitle: (student) => `${student} unlinked your account`,
    unlinkedBody: (student) =>
      `${student} ended the family link, so you no longer see their results. They can send you a new invite if they want to.`,
  },
  es: {
    linkedTitle: (parent) => `${parent} ya puede ver tus resultados`,
    linkedBody: (parent) =>
      `${parent} usó tu invitación y quedó vinculado a tu cuenta. Puede ver tu progreso, tus resultados y tu plan, pero no tus mensajes. Puedes desvincularlo en tu perfil cuando quieras.`,
    unlinkedTitle: (student) => `${student} desvinculó tu cuenta`,
    unlinkedBody: (student) =>
      `${student} terminó el vínculo familiar, así que ya no ves sus resultados. Si quiere, puede enviarte una nueva invitación.`,
  },
};
