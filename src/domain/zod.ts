import * as z from 'zod/mini';
import { en } from 'zod/locales';

/*
 * zod for every schema the browser may load: the shared domain and the web app use
 * zod's tree-shakable "mini" API, which weighs about a third of the classic one in a page's
 * bundle (classic's chained methods all ship with the first schema). The messages zod writes
 * itself (where a schema gives none) stay zod's English ones, as the server's classic zod has
 * them, so both sides word an error the same.
 * Server-only code may keep classic `zod`; the two share one core, and schemas mix freely.
 */
z.config(en());

export { z };
