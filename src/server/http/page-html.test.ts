import { describe, expect, it } from 'vitest';
import { chunksOf, escapeHtml, withPageHead, type Manifest } from './page-html';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Waypoint</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/lib-B2.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-A1.js', isEntry: true, imports: ['_lib-B2.js'] },
  '_lib-B2.js': { file: 'assets/lib-B2.js' },
  '_ui-C3.js': { file: 'assets/ui-C3.js', imports: ['_lib-B2.js'] },
  '_format-D4.js': { file: 'assets/format-D4.js', imports: ['_ui-C3.js'] },
  'features/colleges/college-page.tsx': { file: 'assets/college-page-E5.js', imports: ['_lib-B2.js', '_ui-C3.js', '_format-D4.js'] },
  '../locales/en/colleges.ts': { file: 'assets/colleges-F6.js' },
};

describe('escapeHtml', () => {
  it('escapes what could end an attribute or open a tag', () => {
    expect(escapeHtml(`Texas A&M <"College"> 'Station'`)).toBe('Texas A&amp;M &lt;&quot;College&quot;&gt; &#39;Station&#39;');
    expect(escapeHtml('/api/colleges/204796?plannedDebt=25000')).toBe('/api/colleges/204796?plannedDebt=25000');
  });
});

describe('chunksOf', () => {
  it("lists a module's chunk and its static imports, recursively, without those the entry loads", () => {
    expect(chunksOf(MANIFEST, 'features/colleges/college-page.tsx').sort()).toEqual([
      '/assets/college-page-E5.js',
      '/assets/format-D4.js',
      '/assets/ui-C3.js',
    ]);
    expect(chunksOf(MANIFEST, '../locales/en/colleges.ts')).toEqual(['/assets/colleges-F6.js']);
  });

  it('names nothing for a module the build does not have', () => {
    expect(chunksOf(MANIFEST, 'features/nowhere/page.tsx')).toEqual([]);
  });

  it('stops on an import cycle', () => {
    const cyclic: Manifest = { a: { file: 'assets/a.js', imports: ['b'] }, b: { file: 'assets/b.js', imports: ['a'] } };
    expect(chunksOf(cyclic, 'a').sort()).toEqual(['/assets/a.js', '/assets/b.js']);
  });
});

describe('withPageHead', () => {
  it('adds the preloads at the end of the head, after the entry, and marks a signed-out visit', () => {
    const html = withPageHead(INDEX, {
      modules: ['/assets/college-page-E5.js'],
      fetches: ['/api/colleges/204796'],
      signedOut: true,
    });
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/college-page-E5.js">\n    <link rel="preload" as="fetch" crossorigin href="/api/colleges/204796">\n  </head>',
    );
    expect(html.indexOf('index-A1.js')).toBeLessThan(html.indexOf('college-page-E5.js'));
    expect(html).toContain('<div id="root" data-signed-out></div>');
  });

  it('leaves the root unmarked for a request with a session cookie, and the document as it was with nothing to add', () => {
    expect(withPageHead(INDEX, { modules: [], fetches: [], signedOut: false })).toBe(INDEX);
    const html = withPageHead(INDEX, { modules: ['/assets/m.js'], fetches: [], signedOut: false });
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('as="fetch"');
  });

  it('escapes an address, so a quote or a bracket in it cannot end the tag', () => {
    const html = withPageHead(INDEX, { modules: [], fetches: ['/api/x?q="><script>alert(1)</script>'], signedOut: false });
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('href="/api/x?q=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });
});
