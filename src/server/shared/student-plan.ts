import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import { findScholarship } from '@data/scholarships';
import type { Locale } from '@domain/i18n/locales';
import type { Database } from '@server/db/client';
import { careers, majors, meetings, professionals, savedScholarships } from '@server/db/schema';
import { CAREER_COLUMNS, toCareerDto, type CareerDto } from './catalog';

/*
 * Read-only pieces of a student's plan for the people the student lets see it (features/family now,
 * educators later): saved scholarships, upcoming mentor meetings, careers by code. Their owning
 * features (scholarships, mentorship, catalog) keep their own queries; these never carry contact
 * details, meeting links or messages.
 */

export type PlanScholarship = { id: string; name: string; sponsor: string; amount: string; usualDeadlineMonth: number | null; url: string };

/** Saved scholarships still in the directory, oldest save first. */
export async function savedScholarshipsOf(db: Database, userId: string): Promise<PlanScholarship[]> {
  const rows = await db
    .select({ id: savedScholarships.scholarshipId })
    .from(savedScholarships)
    .where(eq(savedScholarships.userId, userId))
    .orderBy(asc(savedScholarships.createdAt), asc(savedScholarships.scholarshipId));
  return rows.flatMap((row) => {
    const found = findScholarship(row.id);
    return found
      ? [
          {
            id: found.id,
            name: found.name,
            sponsor: found.sponsor,
            amount: found.amount,
            usualDeadlineMonth: found.usualDeadlineMonth,
            url: found.url,
          },
        ]
      : [];
  });
}

export type PlanMeeting = {
  topic: string;
  status: 'requested' | 'rescheduled' | 'accepted';
  startsAt: string;
  endsAt: string;
  professional: { fullName: string; jobTitle: string };
};

/** Meetings still to come that are requested, being rescheduled or accepted, soonest first: who (the professional's public name), when, what about. */
export async function upcomingMeetingsOf(db: Database, studentId: string, now = new Date()): Promise<PlanMeeting[]> {
  const rows = await db
    .select({
      topic: meetings.topic,
      status: meetings.status,
      startsAt: meetings.startsAt,
      endsAt: meetings.endsAt,
      fullName: professionals.fullName,
      jobTitle: professionals.jobTitle,
    })
    .from(meetings)
    .innerJoin(professionals, eq(professionals.id, meetings.professionalId))
    .where(
      and(eq(meetings.studentId, studentId), gt(meetings.endsAt, now), inArray(meetings.status, ['requested', 'rescheduled', 'accepted'])),
    )
    .orderBy(asc(meetings.startsAt))
    .limit(20);
  return rows.map((row) => ({
    topic: row.topic,
    status: row.status as PlanMeeting['status'],
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    professional: { fullName: row.fullName, jobTitle: row.jobTitle },
  }));
}

/** The careers with these codes, in the order given (unknown codes are skipped). */
export async function careersByCode(db: Database, codes: readonly string[], language: Locale = 'en'): Promise<CareerDto[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select(CAREER_COLUMNS)
    .from(careers)
    .where(inArray(careers.socCode, [...codes]));
  const byCode = new Map(rows.map((row) => [row.socCode, toCareerDto(row, language)]));
  return codes.flatMap((code) => byCode.get(code) ?? []);
}

export type PlanMajor = { cip: string | null; name: string };

/**
 * The quiz's majors as the reader's language names them. The stored result holds the English names (the spec's
 * `topMajors`) and, since the quiz records them, their CIP codes in the same order; a name the catalog no longer
 * has is shown as it was stored, without a link.
 */
export async function majorsShown(
  db: Database,
  names: readonly string[],
  cips: readonly string[] | undefined,
  language: Locale = 'en',
): Promise<PlanMajor[]> {
  if (names.length === 0) return [];
  const codes = (cips ?? []).filter((cip) => cip.length > 0);
  const rows = await db
    .select({ cip: majors.cip, name: majors.name, nameEs: majors.nameEs })
    .from(majors)
    .where(codes.length > 0 ? or(inArray(majors.cip, codes), inArray(majors.name, [...names])) : inArray(majors.name, [...names]));
  const byCip = new Map(rows.map((row) => [row.cip, row]));
  const byName = new Map(rows.map((row) => [row.name, row]));
  return names.map((name, index) => {
    const row = byCip.get(cips?.[index] ?? '') ?? byName.get(name);
    if (!row) return { cip: null, name };
    return { cip: row.cip, name: (language === 'es' ? row.nameEs : null) ?? row.name };
  });
}
