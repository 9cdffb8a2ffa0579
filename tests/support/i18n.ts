import { messages } from '@locales/en';
import { AREAS } from '@locales/areas';
import { primeLocale } from '@client/shared/i18n/i18n-store';

// In the app main.tsx loads the core catalog before rendering and pages load their areas; client tests render in English with every area loaded.
const areas = Object.fromEntries(
  await Promise.all(Object.entries(AREAS).map(async ([area, loaders]) => [area, await loaders.en()] as const)),
);
primeLocale('en', messages, areas);
