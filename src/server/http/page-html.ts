/*
 * index.html for one page of a route with a parameter (a college, a field of study), naming in its head what that
 * page will need: its code's chunks and the API answer it will ask for. The browser then fetches them beside the
 * entry script instead of one after the other (entry, then the session, then the page's chunk, then its data). The
 * document stays the built index.html otherwise: a few tags added before `</head>` and a mark on `#root`.
 */

/** Vite's build manifest (`build.manifest`), the fields read here. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** What one page's HTML names for the browser to start with the document. */
export interface PageHead {
  /** Script chunks, as served paths ("/assets/college-page-x1y2.js"): `<link rel="modulepreload">`. */
  modules: readonly string[];
  /** API addresses the page will fetch, exactly as its client asks: `<link rel="preload" as="fetch">`. */
  fetches: readonly string[];
  /** Sent only to a request without a session cookie: the app then knows the visit is signed out without asking. */
  signedOut: boolean;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an HTML element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** The chunks a module needs (its own and its static imports', recursively), minus those the entry already loads. */
export function chunksOf(manifest: Manifest, key: string): string[] {
  const closure = (start: readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const stack = [...start];
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
      const chunk = manifest[next];
      if (seen.has(next) || !chunk) continue;
      seen.add(next);
      stack.push(...(chunk.imports ?? []));
    }
    return seen;
  };
  if (!manifest[key]) return [];
  const loadedByEntry = closure(Object.keys(manifest).filter((name) => manifest[name]?.isEntry));
  return [...closure([key])].filter((name) => !loadedByEntry.has(name)).map((name) => `/${manifest[name]!.file}`);
}

/**
 * The index with the page's tags. A fetch preload is made `crossorigin` (anonymous): the browser hands it to the
 * page's own request only when mode and credentials match, and the app's client asks with `same-origin` credentials.
 */
export function withPageHead(index: string, head: PageHead): string {
  const tags = [
    ...head.modules.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`),
    ...head.fetches.map((address) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(address)}">`),
  ];
  let html = tags.length > 0 ? index.replace('</head>', `${tags.join('\n    ')}\n  </head>`) : index;
  if (head.signedOut) html = html.replace('<div id="root">', '<div id="root" data-signed-out>');
  return html;
}
