import { messages } from '@client/locales/en';
import { primeLocale } from '@client/shared/i18n/i18n-store';

// In the app main.tsx loads the active catalog before rendering; client tests render in English.
primeLocale('en', messages);
