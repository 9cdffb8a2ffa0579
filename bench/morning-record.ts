import { chromium, type BrowserContext } from '@playwright/test';

/**
 * What a browser asks the server for on each page of the class-period walk, recorded once with a real Chromium before
 * the load starts: the document, the scripts, styles and catalogs it loads, and the API reads its components make.
 * The virtual students replay these lists, each fetching a hashed asset (/assets/…) only the first time, as a
 * browser's cache does; documents and API reads are asked again on every visit.
 */
export interface RecordedPage {
  /** The address bar, e.g. /journey. */
  path: string;
  /** Same-origin GETs in the order the browser sent them, the document first; path and query only. */
  requests: string[];
}

/** A page of the walk; `signedIn` pages are opened with the session cookies of an account made for the recording. */
export interface WalkPage {
  path: string;
  signedIn: boolean;
}

async function recordPage(context: BrowserContext, baseUrl: string, path: string): Promise<RecordedPage> {
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === baseUrl && request.method() === 'GET') requests.push(url.pathname + url.search);
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await page.close();
  return { path, requests };
}

/**
 * Opens each page in turn in one Chromium context; the signed-in pages after `cookies` (name → value) were added to it.
 * `executablePath` is Debian's Chromium or its headless shell (the browser tests' choice, tests/support/chromium.ts).
 */
export async function recordWalk(
  baseUrl: string,
  pages: readonly WalkPage[],
  cookies: Record<string, string>,
  executablePath: string,
): Promise<RecordedPage[]> {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ locale: 'en-US' });
    const recorded: RecordedPage[] = [];
    let signedIn = false;
    for (const page of pages) {
      if (page.signedIn && !signedIn) {
        await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseUrl })));
        signedIn = true;
      }
      recorded.push(await recordPage(context, baseUrl, page.path));
    }
    return recorded;
  } finally {
    await browser.close();
  }
}
