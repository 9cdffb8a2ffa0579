import { prerender } from 'react-dom/static';
import type { ReactNode } from 'react';
import { AppRoot, createQueryClient } from '@client/app/app-root';
import { collegeDetailKey, type CollegeDetail } from '@client/features/colleges/use-college';
import { majorDetailKey, type MajorDetail } from '@client/features/majors/api/use-major';
import { MemoryRouter } from '@client/shared/routing';
import { loadAreas, setLocale } from '@client/shared/i18n/i18n-store';
import { sessionQuery } from '@client/shared/session/use-session';
import { SITE_NAME } from '@client/ui/use-page-title';
import { COLLEGE_PAGE_AREAS, MAJOR_PAGE_AREAS } from '@domain/catalog/page-areas';
import { cipSeriesOf, majorDetailRequest, majorPageFilters, plannedDebtOf, unitIdOf } from '@domain/catalog/page-requests';
import type { Area } from '@locales/keys';
import type { Locale } from '@domain/i18n/locales';

/*
 * The server's render of a college's or a field of study's page (ADR 0047), for a visitor with no session: the same
 * app the browser runs, on the page's address, with the page's first API answer already in React Query's cache. The
 * server sends the HTML with that answer beside it; main.tsx seeds the cache with it and hydrates, so the heading
 * paints with the document instead of after the entry, the page's chunk and the API answer.
 * Built by Vite for Node (scripts/prerender.mjs) into dist/server-render and loaded by the server at start; never part
 * of the browser's bundle.
 */

export interface CatalogRenderInput {
  /** The page's address: path and query, as requested ("/majors/42.01?sort=debt"). */
  url: string;
  locale: Locale;
  /** The API's answer to the page's first request for a visitor without a stored income (the server asked for it). */
  answer: unknown;
}

export interface CatalogRender {
  /** The app's markup for #root. */
  html: string;
  /** The document's title, as the page sets it once it runs. */
  title: string;
  /** The React Query key the page reads that answer under: the browser seeds its cache with the answer at this key. */
  queryKey: readonly unknown[];
  /** The router's path of the page ("/colleges/:unitId"): main.tsx loads that page's code before it hydrates. */
  route: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

interface FirstQuery {
  route: string;
  queryKey: readonly unknown[];
  areas: readonly Area[];
  title: string;
}

/** The page's first query, read from its address exactly as the page reads it; undefined for any other address. */
function firstQuery(url: URL, answer: unknown): FirstQuery | undefined {
  if (!isRecord(answer)) return undefined;
  const college = /^\/colleges\/([^/]+)\/?$/i.exec(url.pathname);
  if (college) {
    const unitId = unitIdOf(college[1]!);
    const name = isRecord(answer.college) ? answer.college.name : undefined;
    if (unitId === null || typeof name !== 'string') return undefined;
    // Without a session, and before the device's stored income is read (after hydration), the page asks with none.
    return {
      route: '/colleges/:unitId',
      queryKey: collegeDetailKey(unitId, null, plannedDebtOf(url.searchParams)),
      areas: COLLEGE_PAGE_AREAS,
      title: name,
    };
  }
  const major = /^\/majors\/([^/]+)\/?$/i.exec(url.pathname);
  if (major) {
    const cip = cipSeriesOf(major[1]!);
    const title = isRecord(answer.fieldOfStudy) ? answer.fieldOfStudy.title : undefined;
    if (cip === null || typeof title !== 'string') return undefined;
    return {
      route: '/majors/:cip',
      queryKey: majorDetailKey(cip, majorDetailRequest(majorPageFilters(url.searchParams))),
      areas: MAJOR_PAGE_AREAS,
      title,
    };
  }
  return undefined;
}

// The message runtime holds one active language for the process: renders take turns so none reads another's.
let queue: Promise<unknown> = Promise.resolve();

/** The page's markup with the answer in place, or undefined when the address is not a catalog page this can render. */
export function renderCatalogPage(input: CatalogRenderInput): Promise<CatalogRender | undefined> {
  const run = queue.then(() => render(input));
  queue = run.catch(() => undefined);
  return run;
}

async function render({ url: address, locale, answer }: CatalogRenderInput): Promise<CatalogRender | undefined> {
  const url = new URL(address, 'http://render.invalid');
  const first = firstQuery(url, answer);
  if (!first) return undefined;
  await setLocale(locale, { remember: false });
  await loadAreas(locale, first.areas);
  const queryClient = createQueryClient();
  // Sent only to a request without a session cookie: the page renders as a visitor's.
  queryClient.setQueryData(sessionQuery.queryKey, null);
  queryClient.setQueryData(first.queryKey, answer as CollegeDetail | MajorDetail);
  const errors: unknown[] = [];
  const AtPage = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[`${url.pathname}${url.search}`]}>{children}</MemoryRouter>
  );
  const { prelude } = await prerender(<AppRoot queryClient={queryClient} Router={AtPage} />, {
    // Every boundary inline, as for the build's prerender: a finished render needs no script to place its parts.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
  });
  if (errors.length > 0) throw new AggregateError(errors, `The render of ${url.pathname} (${locale}) failed.`);
  const html = await new Response(prelude).text();
  // The CSP allows no inline script: a render that needs one is not sent.
  if (/<script/i.test(html)) throw new Error(`The render of ${url.pathname} (${locale}) contains a script.`);
  return { html, title: `${first.title} – ${SITE_NAME}`, queryKey: first.queryKey, route: first.route };
}
