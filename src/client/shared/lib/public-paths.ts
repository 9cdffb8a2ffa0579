/*
 * The public pages every feature links to: a career (signed out works) and a field of study. One place for the
 * address so a link from the results, the family view or a major page cannot drift from the route.
 */

/** /careers/15-1252.00 */
export const careerPagePath = (socCode: string): string => `/careers/${encodeURIComponent(socCode)}`;

/** /majors/42.01: the 4-digit CIP series of a code (42.0101 → 42.01). */
export const majorPagePath = (cip: string): string => `/majors/${encodeURIComponent(cip.slice(0, 5))}`;
