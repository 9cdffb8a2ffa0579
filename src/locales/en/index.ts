import { auth } from './auth';
import { common } from './common';
import { shell } from './shell';

/**
 * The English catalog: the source of every message key (docs/i18n.md). One file per converted
 * area; a conversion adds its file here and the same file under ../es.
 */
export const messages = { ...shell, ...auth, ...common };
