import { describe, expect, it } from 'vitest';
import { scriptJson, withRenderedPage } from './page-render';

const index = `<!doctype html>
<html lang="en">
  <head>
    <title>Waypoint</title>
    <script type="module" crossorigin src="/assets/index-E1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-R1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-S1.css">
    <link rel="preload" as="fetch" crossorigin href="/api/colleges/1">
  </head>
  <body>
    <div id="root" data-signed-out></div>
  </body>
</html>
`;

/** What a browser's parser takes as the data element's text: everything up to the first "</script". */
const dataText = (html: string) => {
  const start = html.indexOf('<script type="application/json" id="page-data">');
  const from = start + '<script type="application/json" id="page-data">'.length;
  return html.slice(from, html.toLowerCase().indexOf('</script', from));
};

describe('scriptJson', () => {
  it('writes every "<" as \\u003c, so no text can close the element or open a comment, and reads back unchanged', () => {
    const value = { name: 'A </script><script>alert(1)</script> <!-- & "college" \u2028 >' };
    const text = scriptJson(value);
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>');
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('withRenderedPage', () => {
  const answer = { college: { name: 'Évora </script><b>College</b> & <Sons>' } };
  const html = withRenderedPage(index, {
    render: {
      html: '<main><h1>Évora &lt;/script&gt;</h1></main>',
      title: 'Évora </script> & <Sons> – Waypoint',
      queryKey: ['colleges', 'detail', 1, {}],
      route: '/colleges/:unitId',
    },
    answer,
    locale: 'es',
    stylesheet: { link: '<link rel="stylesheet" crossorigin href="/assets/index-S1.css">', css: 'h1{color:red}' },
  });

  it('puts the render in #root, marked with its language, keeping the signed-out mark', () => {
    expect(html).toContain(
      '<div id="root" data-prerendered="es" data-route="/colleges/:unitId" data-signed-out><main><h1>Évora &lt;/script&gt;</h1></main></div>',
    );
  });

  it('titles the document with the name escaped', () => {
    expect(html).toContain('<title>Évora &lt;/script&gt; &amp; &lt;Sons&gt; – Waypoint</title>');
  });

  it('carries the answer and its key as one data element that a parser reads whole', () => {
    expect(JSON.parse(dataText(html))).toEqual({ queryKey: ['colleges', 'detail', 1, {}], data: answer });
    // The index's module script and the data element: no text in the answer opens another.
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it('fetches its scripts at low priority, since the page shows without them, and keeps the data preload as it was', () => {
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-E1.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-R1.js">');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/colleges/1">');
  });

  it('inlines the stylesheet in place of its link', () => {
    expect(html).toContain('<style>h1{color:red}</style>');
    expect(html).not.toContain('rel="stylesheet"');
  });
});
