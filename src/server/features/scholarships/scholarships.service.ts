import { and, asc, eq } from 'drizzle-orm';
import { findScholarship } from '@data/scholarships';
import type { Scholarship } from '@domain/scholarships/schemas';
import type { Database } from '@server/db/client';
import { savedScholarships } from '@server/db/schema';

/** The directory entry as the API sends it; spelled out so a new internal field is not published by accident. */
export function toScholarshipDto(scholarship: Scholarship) {
  return {
    id: scholarship.id,
    name: scholarship.name,
    sponsor: scholarship.sponsor,
    amount: scholarship.amount,
    amountMax: scholarship.amountMax,
    usualDeadlineMonth: scholarship.usualDeadlineMonth,
    gradeLevels: [...scholarship.gradeLevels],
    fields: [...scholarship.fields],
    basis: scholarship.basis,
    eligibility: scholarship.eligibility,
    url: scholarship.url,
    source: {
      publisher: scholarship.source.publisher,
      title: scholarship.source.title,
      url: scholarship.source.url,
      checked: scholarship.source.checked,
    },
  };
}
export type ScholarshipDto = ReturnType<typeof toScholarshipDto>;

export type SavedScholarshipDto = { scholarship: ScholarshipDto; savedAt: string };

async function savedRows(db: Database, userId: string) {
  return db
    .select({ scholarshipId: savedScholarships.scholarshipId, createdAt: savedScholarships.createdAt })
    .from(savedScholarships)
    .where(eq(savedScholarships.userId, userId))
    .orderBy(asc(savedScholarships.createdAt), asc(savedScholarships.scholarshipId));
}

/**
 * The user's saved list, oldest save first. A row whose scholarship has since
 * left the directory is skipped rather than failing the list: there is nothing
 * left to show for it, and unsaving it still works.
 */
export async function listSavedScholarships(db: Database, userId: string): Promise<{ ids: string[]; items: SavedScholarshipDto[] }> {
  const items: SavedScholarshipDto[] = [];
  for (const row of await savedRows(db, userId)) {
    const scholarship = findScholarship(row.scholarshipId);
    if (scholarship) items.push({ scholarship: toScholarshipDto(scholarship), savedAt: row.createdAt.toISOString() });
  }
  return { ids: items.map((item) => item.scholarship.id), items };
}

/**
 * Saves a directory entry for the user. Saving twice is not an error and keeps
 * the first `savedAt`, so a retried request cannot reorder the list.
 * The caller checks that the scholarship exists.
 */
export async function saveScholarship(db: Database, userId: string, scholarship: Scholarship): Promise<SavedScholarshipDto> {
  await db.insert(savedScholarships).values({ userId, scholarshipId: scholarship.id }).onConflictDoNothing();
  const [row] = await db
    .select({ createdAt: savedScholarships.createdAt })
    .from(savedScholarships)
    .where(and(eq(savedScholarships.userId, userId), eq(savedScholarships.scholarshipId, scholarship.id)));
  // Only a concurrent unsave can remove the row between the two statements; report the save as happening now.
  return { scholarship: toScholarshipDto(scholarship), savedAt: (row?.createdAt ?? new Date()).toISOString() };
}

/** Removes a saved entry if there is one; unsaving something not saved is not an error. */
export async function unsaveScholarship(db: Database, userId: string, scholarshipId: string): Promise<void> {
  await db.delete(savedScholarships).where(and(eq(savedScholarships.userId, userId), eq(savedScholarships.scholarshipId, scholarshipId)));
}

/**
 * Every saved row for "export my data", including ones whose scholarship left
 * the directory (name null): the export shows what is stored, not what is shown.
 */
export async function exportSavedScholarships(db: Database, userId: string) {
  const rows = await savedRows(db, userId);
  return rows.map((row) => ({
    scholarshipId: row.scholarshipId,
    name: findScholarship(row.scholarshipId)?.name ?? null,
    savedAt: row.createdAt.toISOString(),
  }));
}
