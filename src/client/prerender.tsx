import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { prerender } from 'react-dom/static';
import type { ReactNode } from 'react';
import { AppRoot, createQueryClient } from '@client/app/app-root';
import { MemoryRouter } from '@client/shared/routing';
import { SITE_NAME } from '@client/ui/use-page-title';
import { currentTranslate, setLocale } from '@client/shared/i18n/i18n-store';
import { sessionQuery } from '@client/shared/session/use-session';
import { spanishIndexHtml } from '@domain/i18n/index-html';
import { LOCALES, type Locale } from '@domain/i18n/locales';
import type { MessageKey } from '@client/shared/i18n/messages';
import type { LocalKey } from '@domain/progress/local-keys';
import { utcMonth } from '@domain/site/prerendered-month';

/*
 * The build's prerender of the public pages (ADR 0029): each page rendered once per
 * language as a signed-out visitor with nothing stored on the device sees it, written into a copy
 * of index.html at prerendered/<language>/<page>.html. The server sends such a copy only to a
 * request with no session cookie and no query (src/server/app.ts); main.tsx then hydrates it
 * instead of rendering into an empty page, so the text paints before a script runs.
 * Built by Vite in SSR mode and run by scripts/prerender.mjs; never part of the browser's bundle.
 */

type PrerenderedPage = {
  path: string;
  titleKey: MessageKey;
  /** Keys whose stored values its first render shows (read once, not after hydration): the copy is for a device with none. */
  readsStoredValues?: readonly LocalKey[];
  /** Its first render depends on the month (the calculator's repayment starts next month): the copy is for this month. */
  monthBound?: true;
};

/**
 * The public pages a visitor without a session sees the same way at their bare address (no query): no session, no API
 * data in the first render. Stored values and the month are allowed when the page says so (main.tsx and the server
 * then fall back to rendering in the browser).
 */
const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/home', titleKey: 'site.home.title' },
  // Stored progress only changes the dashboard's link labels and checkmarks, read after hydration.
  { path: '/dashboard', titleKey: 'site.dashboard.title' },
  { path: '/about', titleKey: 'site.about.title' },
  { path: '/privacy-policy', titleKey: 'privacy.title' },
  { path: '/debt-facts', titleKey: 'debt-facts.title' },
  { path: '/calculator', titleKey: 'calculator.title', monthBound: true },
  { path: '/college-quiz', titleKey: 'college-quiz.title', readsStoredValues: ['collegeQuizResults'] },
  { path: '/forum', titleKey: 'forum.title' },
  // The quiz resumes at the first unanswered question, or shows a stored result, from the first render.
  { path: '/career-quiz', titleKey: 'career-quiz.pageTitle', readsStoredValues: ['careerQuizAnswers', 'quizResult'] },
];

async function renderPage(pagePath: string, locale: Locale): Promise<string> {
  await setLocale(locale, { remember: false });
  const queryClient = createQueryClient();
  // A request without a session cookie is signed out: the server knows it before a script asks.
  queryClient.setQueryData(sessionQuery.queryKey, null);
  const errors: unknown[] = [];
  const AtPage = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[pagePath]}>{children}</MemoryRouter>;
  const { prelude } = await prerender(<AppRoot queryClient={queryClient} Router={AtPage} />, {
    // Every boundary inline: React otherwise moves a large finished one to the end of the body behind a script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
  });
  // A part that failed would be sent as its fallback (a spinner) and rendered again in the browser: stop the build instead.
  if (errors.length > 0) throw new AggregateError(errors, `The prerender of ${pagePath} (${locale}) failed.`);
  const html = await new Response(prelude).text();
  // Our CSP allows no inline script; a finished prerender needs none, and this keeps it that way.
  if (/<script/i.test(html)) throw new Error(`The prerender of ${pagePath} (${locale}) contains a script.`);
  return html;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Writes prerendered/<language>/<page>.html beside the client build's index.html; returns the files written. */
export async function writePrerenderedPages(clientDir: string): Promise<string[]> {
  const indexHtml = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  if (!indexHtml.includes('<div id="root"></div>') || !indexHtml.includes('<title>Waypoint</title>')) {
    throw new Error('index.html has no empty <div id="root"> or no <title>Waypoint</title> to fill.');
  }
  // The stylesheet goes inline: the prerendered text paints with the HTML alone, not after a request that shares a slow
  // link with the scripts preloaded beside it (index.html keeps its link for every other page).
  const stylesheet = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/.exec(indexHtml);
  if (!stylesheet?.[1]) throw new Error('index.html links no stylesheet to inline.');
  const css = await readFile(path.join(clientDir, stylesheet[1]), 'utf8');
  if (/<\/style/i.test(css)) throw new Error('The stylesheet cannot be inlined: it contains "</style".');
  const withStyles = indexHtml.replace(stylesheet[0], () => `<style>${css}</style>`);
  const written: string[] = [];
  for (const locale of LOCALES) {
    await mkdir(path.join(clientDir, 'prerendered', locale), { recursive: true });
    for (const page of PRERENDERED_PAGES) {
      let month = utcMonth();
      let body = await renderPage(page.path, locale);
      // Rendered across midnight at a month's end: once more, so the file's month is the month it shows.
      if (page.monthBound && month !== utcMonth()) [month, body] = [utcMonth(), await renderPage(page.path, locale)];
      const title = `${currentTranslate()(page.titleKey)} – ${SITE_NAME}`;
      // main.tsx reads the language from #root's data-prerendered, and the keys whose stored values rule the copy out.
      const without = page.readsStoredValues ? ` data-prerendered-without="${page.readsStoredValues.join(' ')}"` : '';
      const marker = `data-prerendered="${locale}"${without}`;
      const english = withStyles
        .replace('<title>Waypoint</title>', () => `<title>${escapeHtml(title)}</title>`)
        .replace('<div id="root"></div>', () => `<div id="root" ${marker}>${body}</div>`);
      // A month-bound copy names its month; the server sends it in that month only (static-files.ts).
      const name = `${page.path.slice(1)}${page.monthBound ? `.${month}` : ''}.html`;
      const file = path.join(clientDir, 'prerendered', locale, name);
      await writeFile(file, locale === 'es' ? spanishIndexHtml(english) : english);
      written.push(file);
    }
  }
  return written;
}
