import type { Area } from '@locales/keys';

/*
 * The catalog areas the college and field-of-study pages render with: the router loads them with the page's code,
 * and the server names their chunks in the page's HTML. A file of its own, importing nothing: the router is in the
 * entry chunk every first visit loads.
 */
export const COLLEGE_PAGE_AREAS = ['colleges', 'saved-lists'] as const satisfies readonly Area[];
export const MAJOR_PAGE_AREAS = ['majors'] as const satisfies readonly Area[];
