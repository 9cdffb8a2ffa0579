import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as NAMED_AREA_LISTS from '@domain/catalog/page-areas';

/*
 * Each page in src/client/app/router.tsx names the catalog areas its render uses (`useT('forum')`), so the router
 * fetches them beside the page's code (ADR 0027). An area left out is fetched only when a component asks for it:
 * that component suspends, and the page's Suspense boundary hides the whole page for a moment (a focused heading
 * loses focus). This test walks each page module's static imports, as the bundler does, and checks the list.
 */
const root = path.resolve(import.meta.dirname, '../..');
const router = readFileSync(path.join(root, 'src/client/app/router.tsx'), 'utf8');

/** Areas a page's module imports but renders only for some visitors: fetched on demand on purpose. */
const ON_DEMAND: Record<string, readonly string[]> = {
  // The "From your classes" section shows only for class members; it loads its own text.
  '@client/features/site/dashboard-page': ['classes'],
};

/** Where the catalog machinery and the shell live: their areas are not a page's. */
const NOT_FOLLOWED = ['@locales', '@client/shared/i18n', '@client/app'];

function resolveModule(fromDir: string, specifier: string): string | null {
  let candidate: string;
  if (specifier.startsWith('@client/')) candidate = path.join(root, 'src/client', specifier.slice('@client/'.length));
  else if (specifier.startsWith('.')) candidate = path.resolve(fromDir, specifier);
  else return null; // a package, or another layer (@domain, @data): no useT there
  for (const suffix of ['.tsx', '.ts', '/index.ts', '/index.tsx']) {
    if (existsSync(candidate + suffix)) return candidate + suffix;
  }
  return null;
}

/** The areas every useT(...) names in the module and in everything it imports statically (not `import()`, not types). */
function areasOf(moduleSpecifier: string): string[] {
  const start = resolveModule(root, moduleSpecifier);
  if (!start) throw new Error(`cannot resolve ${moduleSpecifier}`);
  const areas = new Set<string>();
  const seen = new Set<string>();
  const queue = [start];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const call of source.matchAll(/useT\(([^)]*)\)/g)) {
      for (const area of (call[1] ?? '').matchAll(/'([\w-]+)'/g)) areas.add(area[1]!);
    }
    for (const statement of source.matchAll(/^import (?!type )[^;]*? from '([^']+)';/gm)) {
      const specifier = statement[1]!;
      if (NOT_FOLLOWED.some((prefix) => specifier.startsWith(prefix))) continue;
      const next = resolveModule(path.dirname(file), specifier);
      if (next && !seen.has(next)) queue.push(next);
    }
  }
  return [...areas].sort();
}

/** A page's areas are written in the call (`['forum']`) or named by a shared list (`COLLEGE_PAGE_AREAS`, also read by the server). */
const PAGE_CALL =
  /(?:page|guarded)\(\(\) => import\('(@client\/features\/[\w/-]+)'\),\s*'\w+'(?:,\s*[A-Z][a-z]\w*)?(?:,\s*(?:\[([^\]]*)\]|([A-Z][A-Z_]+)))?\s*\)/g;
function listedAreas(written: string | undefined, named: string | undefined): string[] {
  if (named !== undefined) {
    const list = (NAMED_AREA_LISTS as Record<string, readonly string[] | undefined>)[named];
    if (!list) throw new Error(`the router names ${named}, which @domain/catalog/page-areas does not export`);
    return [...list];
  }
  return [...(written ?? '').matchAll(/'([\w-]+)'/g)].map((area) => area[1]!);
}
const pages = [...router.matchAll(PAGE_CALL)].map((match) => ({
  module: match[1]!,
  listed: listedAreas(match[2], match[3]),
}));

describe('the router preloads each page’s catalog areas', () => {
  it('reads every page of the route table', () => {
    const featurePages = router.match(/import\('@client\/features\//g) ?? [];
    expect(pages.length).toBe(featurePages.length);
    expect(pages.length).toBeGreaterThan(50);
  });

  it.each(pages.map((page) => [page.module, page] as const))('%s', (_module, page) => {
    const expected = areasOf(page.module).filter((area) => !(ON_DEMAND[page.module] ?? []).includes(area));
    expect([...page.listed].sort()).toEqual(expected);
  });
});
