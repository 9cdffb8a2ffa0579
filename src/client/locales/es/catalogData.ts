import type { catalogData as english } from '@client/locales/en/catalogData';

export const catalogData: Record<keyof typeof english, string> = {
  'catalogData.descriptionInEnglish': 'Descripción disponible solo en inglés',
};
