import { auth } from './auth';
import { common } from './common';
import { shell } from './shell';

/**
 * The core of the English catalog: the texts any page may show before its own area has loaded (the shell,
 * sign-in and the shared components). Every other area is its own file, registered in ../areas.ts and loaded
 * with the pages that use it; the Spanish files mirror these keys (docs/i18n.md).
 */
export const messages = { ...shell, ...auth, ...common };
