import { desc, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { rosterImports, users } from '@server/db/schema';
import type { ImportSummary, Uploader } from './rostering.service';

/** The last imports: an administrator's list has everyone's, an educator's their own. */
export async function listImports(db: Database, uploader: Uploader) {
  const rows = await db
    .select({ row: rosterImports, uploaderName: users.name })
    .from(rosterImports)
    .innerJoin(users, eq(users.id, rosterImports.uploaderId))
    .where(uploader.isAdmin ? undefined : eq(rosterImports.uploaderId, uploader.id))
    .orderBy(desc(rosterImports.createdAt))
    .limit(20);
  return rows.map(({ row, uploaderName }) => ({
    id: row.id,
    uploaderName,
    files: row.files,
    at: row.createdAt.toISOString(),
    durationMs: row.durationMs,
    summary: row.summary as ImportSummary,
  }));
}
