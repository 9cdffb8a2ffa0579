import type { CoreMessages } from '@client/shared/i18n/messages';
import { auth } from './auth';
import { common } from './common';
import { shell } from './shell';

/** The Spanish catalog: the same keys as English (the type and catalogs.test.ts check it). */
export const messages: CoreMessages = { ...shell, ...auth, ...common };
