import { eq } from 'drizzle-orm';
import { COLLEGE_PAGE_AREAS, MAJOR_PAGE_AREAS } from '@domain/catalog/page-areas';
import {
  apiAddress,
  cipSeriesOf,
  collegeDetailRequest,
  majorDetailRequest,
  majorPageFilters,
  plannedDebtOf,
  unitIdOf,
} from '@domain/catalog/page-requests';
import type { Locale } from '@domain/i18n/locales';
import type { Area } from '@locales/keys';
import type { Database } from '@server/db/client';
import { colleges, fieldsOfStudy } from '@server/db/schema';

/*
 * The public college and field-of-study pages: for an address naming a college or a series the catalog has, which
 * code the page runs and which API answer it will ask for first. The HTML server names both in that page's head
 * (http/page-html.ts). A malformed or unknown id gets the plain index.html: the page then says it is not found,
 * and nothing was fetched for it.
 */

/** The source module of each page, as the build's manifest names it (relative to src/client). */
export const CATALOG_PAGE_MODULES = {
  college: 'features/colleges/college-page.tsx',
  major: 'features/majors/major-page.tsx',
} as const;

export interface CatalogPage {
  /** Manifest keys of the page's code and of its catalog areas in the request's language. */
  modules: string[];
  /** The API address the page asks for first, when every visitor it is sent to asks for that one. */
  fetch: string | undefined;
}

/** The manifest key of a catalog area's chunk (src/locales/<language>/<area>.ts, relative to src/client). */
const areaModule = (locale: Locale, area: Area) => `../locales/${locale}/${area}.ts`;

const COLLEGE_PATH = /^\/colleges\/([^/]+)\/?$/i;
const MAJOR_PATH = /^\/majors\/([^/]+)\/?$/i;

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The page at this address, or undefined when it is not a catalog page of something that exists.
 * `signedOut`: the request carries no session cookie. A signed-in family's college prices follow the income on its
 * account, which the page learns from the API first, so its data is not named for them; a field of study's first
 * request depends on the address alone.
 */
export async function catalogPage(
  db: Database,
  pathname: string,
  search: URLSearchParams,
  { locale, signedOut }: { locale: Locale; signedOut: boolean },
): Promise<CatalogPage | undefined> {
  const college = COLLEGE_PATH.exec(pathname);
  if (college) {
    const unitId = unitIdOf(decoded(college[1]!) ?? '');
    if (unitId === null) return undefined;
    const [row] = await db.select({ unitId: colleges.unitId }).from(colleges).where(eq(colleges.unitId, unitId)).limit(1);
    if (!row) return undefined;
    return {
      modules: [CATALOG_PAGE_MODULES.college, ...COLLEGE_PAGE_AREAS.map((area) => areaModule(locale, area))],
      // A visitor's income, if any, is on their device, which the server cannot see: the page asks without one unless
      // the device holds one (then this preload goes unused, and the page asks for its own).
      fetch: signedOut ? apiAddress(`/api/colleges/${unitId}`, collegeDetailRequest(null, plannedDebtOf(search))) : undefined,
    };
  }
  const major = MAJOR_PATH.exec(pathname);
  if (major) {
    const cip = cipSeriesOf(decoded(major[1]!) ?? '');
    if (cip === null) return undefined;
    const [row] = await db.select({ cip: fieldsOfStudy.cip }).from(fieldsOfStudy).where(eq(fieldsOfStudy.cip, cip)).limit(1);
    if (!row) return undefined;
    return {
      modules: [CATALOG_PAGE_MODULES.major, ...MAJOR_PAGE_AREAS.map((area) => areaModule(locale, area))],
      fetch: apiAddress(`/api/majors/${cip}`, majorDetailRequest(majorPageFilters(search))),
    };
  }
  return undefined;
}
