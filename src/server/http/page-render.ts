import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '@domain/i18n/locales';
import { escapeHtml } from './page-html';

/*
 * The server's render of the college and field-of-study pages for a visitor (ADR 0047). The build makes
 * dist/server-render/catalog-render.js from the client's own code (src/client/catalog-render.tsx, Vite for Node); the
 * server loads it at start from beside the client build, never from the client's sources. When it is absent (the API
 * tests run on sources, or an older build), those pages are sent as before: index.html naming what the page loads.
 */

/** What the build's render module gives for one page (its shape is checked when loaded). */
export interface RenderedPage {
  html: string;
  title: string;
  queryKey: readonly unknown[];
  /** The client router's path of the page ("/colleges/:unitId"), for #root's `data-route`. */
  route: string;
}

export type RenderCatalogPage = (input: { url: string; locale: Locale; answer: unknown }) => Promise<RenderedPage | undefined>;

/** The element whose text main.tsx reads to seed React Query's cache before it hydrates. */
export const PAGE_DATA_ID = 'page-data';

const isRendered = (value: unknown): value is RenderedPage | undefined =>
  value === undefined ||
  (typeof value === 'object' &&
    value !== null &&
    typeof (value as RenderedPage).html === 'string' &&
    typeof (value as RenderedPage).title === 'string' &&
    typeof (value as RenderedPage).route === 'string' &&
    Array.isArray((value as RenderedPage).queryKey));

/** The render module beside the client build (`<staticDir>/../server-render/catalog-render.js`), or undefined. */
export async function loadCatalogRenderer(staticDir: string): Promise<RenderCatalogPage | undefined> {
  const file = path.join(staticDir, '..', 'server-render', 'catalog-render.js');
  if (!existsSync(file)) return undefined;
  const module: unknown = await import(pathToFileURL(file).href);
  const render = (module as { renderCatalogPage?: unknown }).renderCatalogPage;
  if (typeof render !== 'function') return undefined;
  return async (input) => {
    const result: unknown = await (render as (input: unknown) => Promise<unknown>)(input);
    if (!isRendered(result)) throw new Error('The catalog render module returned something other than a page.');
    return result;
  };
}

/**
 * JSON for a `<script type="application/json">` element: never executed (the CSP stays as it is), and with every `<`
 * written as `\u003c` so no text in it ("</script>", "<!--") can end the element or change how the HTML parses.
 * JSON.parse reads it back unchanged.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The build's stylesheet, read once, for the rendered pages to carry inline; undefined when index.html links none. */
export function inlineStylesheet(staticDir: string, index: string): { link: string; css: string } | undefined {
  const link = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/.exec(index);
  if (!link?.[1]) return undefined;
  const file = path.join(staticDir, link[1]);
  if (!existsSync(file)) return undefined;
  const css = readFileSync(file, 'utf8');
  // It could not be inlined safely: the page links it as before.
  if (/<\/style/i.test(css)) return undefined;
  return { link: link[0], css };
}

/**
 * The page's HTML with the server's render in #root: marked with its language (main.tsx hydrates it when that is the
 * active language) and its route (whose code main.tsx loads first), titled as the page titles itself, the stylesheet inline (the text then paints with the document
 * alone, not after a request sharing a slow link with the scripts), and the API answer the render used beside it.
 */
export function withRenderedPage(
  html: string,
  {
    render,
    answer,
    locale,
    stylesheet,
  }: { render: RenderedPage; answer: unknown; locale: Locale; stylesheet: { link: string; css: string } | undefined },
): string {
  const data = `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson({ queryKey: render.queryKey, data: answer })}</script>`;
  let out = html
    .replace('<title>Waypoint</title>', () => `<title>${escapeHtml(render.title)}</title>`)
    .replace(
      /<div id="root"([^>]*)><\/div>/,
      (_match, marks: string) =>
        `<div id="root" data-prerendered="${locale}" data-route="${escapeHtml(render.route)}"${marks}>${render.html}</div>\n    ${data}`,
    );
  if (stylesheet) out = out.replace(stylesheet.link, () => `<style>${stylesheet.css}</style>`);
  // The rendered page shows without any script: its scripts (for what the page does next) yield the link to it.
  return out.replace(/<(script type="module"|link rel="modulepreload") crossorigin /g, '<$1 fetchpriority="low" crossorigin ');
}
