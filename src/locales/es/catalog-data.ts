import type { catalogData as english } from '@locales/en/catalog-data';

export const catalogData: Record<keyof typeof english, string> = {
  'catalog-data.descriptionInEnglish': 'Descripción disponible solo en inglés',
};
