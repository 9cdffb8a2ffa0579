import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { checkPackage, ROSTER_CODES, type CsvTable, type RosterIssue } from '@domain/rostering/oneroster';
import { MAX_UPLOAD_FILES, rosterImportFieldsSchema } from '@domain/rostering/schemas';
import { requireSession, type SignedInEnv } from '@server/auth/guards';
import type { AppEnv } from '@server/http/context';
import { appError, unauthorized, validationError } from '@server/http/errors';
import { rateLimit } from '@server/http/rate-limit';
import { englishErrorText } from '@server/shared/messages';
import { parseTable, readUpload } from './roster-package';
import { importPackage, type Uploader } from './rostering.service';
import { listImports } from './rostering-read.service';
import { assertVerifiedEducator } from './verification';

const noStore = { 'Cache-Control': 'no-store' };
/** Listed in a refusal; the rest are counted (a package broken throughout does not send back a second package). */
export const ISSUES_LISTED = 500;

/** An administrator (any class), or a verified educator (their own classes only), read on every request. */
const rosterUploader = createMiddleware<SignedInEnv>(async (c, next) => {
  if (!c.var.user) throw unauthorized();
  if (c.var.user.role !== 'admin') await assertVerifiedEducator(c.var.db, c.var.user, c.var.env.educatorEmailDomains);
  await next();
});

/** The upload's size, from the configuration (ROSTER_MAX_UPLOAD_MB); the rest of a larger body is never read. */
const uploadSize = createMiddleware<AppEnv>((c, next) => {
  const maxSize = c.var.env.rostering.maxUploadBytes;
  return bodyLimit({
    maxSize,
    onError: (context) => {
      context.header('Connection', 'close');
      throw appError(413, 'rostering.too_large', { megabytes: Math.round(maxSize / (1024 * 1024)) });
    },
  })(c, next);
});

// A dry run and an import per file chosen, with corrections in between: thirty an hour is far more than a school needs.
const importLimit = rateLimit({ name: 'roster-import', limit: 30, windowMs: 60 * 60_000, by: 'user', code: 'rostering.too_many_imports' });

const uploaderOf = (user: SignedInEnv['Variables']['user']): Uploader => ({
  id: user.id,
  email: user.email,
  isAdmin: user.role === 'admin',
});
const byFileAndLine = (a: RosterIssue, b: RosterIssue) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0);

/**
 * /api/rostering: OneRoster CSV imports (multipart: `files`, one .zip or the CSVs; `dryRun`; `timeZone`). A package
 * with any bad row is refused whole with a 400 that lists each problem by file and line; a good one answers with
 * the import's counts.
 */
export const rosteringRoutes = new Hono<AppEnv>()
  .post('/imports', requireSession, rosterUploader, importLimit, uploadSize, async (c) => {
    let body: Record<string, string | File | (string | File)[]>;
    try {
      body = await c.req.parseBody({ all: true });
    } catch {
      throw appError(400, 'rostering.no_files');
    }
    const fields = rosterImportFieldsSchema.safeParse({ dryRun: body.dryRun, timeZone: body.timeZone });
    if (!fields.success) throw validationError(fields.error);
    const files = [body.files ?? []].flat().filter((file): file is File => file instanceof File);
    if (files.length === 0 || files.length > MAX_UPLOAD_FILES) throw appError(400, 'rostering.no_files', { max: MAX_UPLOAD_FILES });

    const limits = c.var.env.rostering;
    const { texts, issues } = await readUpload(files, limits);
    const tables = new Map<string, CsvTable>();
    for (const [name, text] of texts) {
      const parsed = parseTable(name, text, limits.maxRows);
      issues.push(...parsed.issues);
      if (parsed.table) tables.set(name, parsed.table);
    }
    const checked = checkPackage(tables);
    // A file that was sent but could not be parsed is reported as such, not also as missing.
    const found = checked.issues.filter((issue) => !(issue.code === ROSTER_CODES.fileMissing && texts.has(issue.file)));
    const all = [...issues, ...found].sort(byFileAndLine);
    if (all.length > 0 || !checked.pkg) {
      const values = { count: all.length };
      return c.json(
        {
          error: { code: 'rostering.invalid_package', message: englishErrorText('rostering.invalid_package', values), values },
          issues: all.slice(0, ISSUES_LISTED),
          issueCount: all.length,
        },
        400,
        noStore,
      );
    }
    const dryRun = fields.data.dryRun === 'true';
    const summary = await importPackage(c.var.db, uploaderOf(c.var.user), checked.pkg, {
      dryRun,
      timeZone: fields.data.timeZone,
      today: new Date(c.var.clock.now()),
      educatorDomains: c.var.env.educatorEmailDomains,
      files: files.map((file) => file.name.slice(0, 200)),
    });
    return c.json({ summary }, 200, noStore);
  })
  .get('/imports', requireSession, rosterUploader, async (c) =>
    c.json({ items: await listImports(c.var.db, uploaderOf(c.var.user)) }, 200, noStore),
  );
