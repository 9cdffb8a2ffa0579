import type { messages as english } from '@locales/en';
import { auth } from './auth';
import { common } from './common';
import { shell } from './shell';

/** The Spanish catalog: the same keys as English (the type and catalogs.test.ts check it). */
export const messages: Record<keyof typeof english, string> = { ...shell, ...auth, ...common };
