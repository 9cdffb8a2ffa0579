import {
  and,
  arrayContains,
  asc,
  count,
  eq,
  getTableColumns,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { exactTitleForms, matchedAlternateTitle, prefixTsQuery, searchWords } from '@domain/catalog/alternate-titles';
import { categoryById, EDUCATION_LABELS } from '@domain/catalog/career-explore';
import type { CareerQuery, CareerSort, CollegeQuery, CollegeSize, OutlookFilter, Paged } from '@domain/catalog/schemas';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '@domain/i18n/locales';
import type { Database } from '@server/db/client';
import { careers, colleges, majors } from '@server/db/schema';
import {
  alphabetical,
  CAREER_COLUMNS,
  shownText,
  toCareerDto,
  toCollegeDto,
  toMajorDto,
  type CareerDto,
  type CollegeDto,
  type MajorDto,
} from '@server/shared/catalog';

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** Best first; an unreported figure sorts last, whichever the direction (compareCareers in the domain states the same order). */
const CAREER_ORDER: Record<Exclude<CareerSort, 'title'>, SQL> = {
  pay: sql`${careers.medianPay} desc nulls last`,
  outlook: sql`${careers.outlookPercent} desc nulls last`,
};

const OUTLOOK_CONDITION: Record<OutlookFilter, SQL> = {
  reported: isNotNull(careers.outlookPercent),
  growing: gt(careers.outlookPercent, 0),
  declining: lt(careers.outlookPercent, 0),
  'not-reported': isNull(careers.outlookPercent),
};

/**
 * Filters run in SQL, with the rules of careerMatches (src/domain/catalog/career-explore.ts):
 * a pay bound, an education level or a job zone drops careers where that figure is not reported.
 */
/**
 * Some alternate title has every query word as a word or word prefix (titleMatches in the domain). The GIN-indexed
 * vector of all the titles finds the candidates; the per-title check keeps words from different titles apart.
 * The words are letters and digits only, so they are safe in a tsquery and a regular expression.
 */
function alternateTitleCondition(tsQuery: string, words: readonly string[]): SQL {
  const perTitle = sql.join(
    words.map((word) => sql`t ~* ${`\\m${word}`}`),
    sql` and `,
  );
  return sql`(${careers.alternateTitlesSearch} @@ to_tsquery('simple', ${tsQuery}) and exists (select 1 from unnest(${careers.alternateTitles}) as t where ${perTitle}))`;
}

/**
 * Every row that matches, before LIMIT and OFFSET: the page and its total in one statement (one scan, one round
 * trip), instead of the page and a second `count(*)` with the same filter.
 */
const TOTAL_MATCHES = sql<number>`count(*) over ()`.mapWith(Number);

/** A page past the last has no row to carry the total: only then is it counted on its own. */
async function countOf(db: Database, table: typeof careers | typeof colleges, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
}

/**
 * The alternate titles matchedAlternateTitle needs (55 a career on average, up to 246): none without a query, and
 * none for a career whose own title contains the query (ILIKE folds ASCII case only, so whenever it matches, the
 * domain's case-insensitive `includes` matches too and shows no alternate title). Saves reading, sending and parsing
 * about a thousand strings a page.
 */
function alternateTitlesFor(q: string | undefined): SQL<string[]> {
  if (!q) return sql<string[]>`'{}'::text[]`;
  return sql<string[]>`case when ${careers.title} ilike ${containing(q.trim())} then '{}'::text[] else ${careers.alternateTitles} end`;
}

/** The column as normalizedTitle (src/domain/catalog/alternate-titles.ts) writes a title: lower case, words joined by one space. */
function normalizedSql(column: SQL | AnyPgColumn): SQL {
  return sql`trim(regexp_replace(lower(${column}), '[^[:alnum:]]+', ' ', 'g'))`;
}

/**
 * The query names the career exactly: its title, its title in the page's language, or one of its O*NET alternate
 * titles, singular or plural ("Cop" → Police and Sheriff's Patrol Officers; "electrician" → Electricians). Such a
 * career ranks before every other match (searchRank's first tier). Undefined for a query with no words.
 */
function exactTitleCondition(q: string, shownTitle: SQL | AnyPgColumn): SQL | undefined {
  const forms = exactTitleForms(q);
  if (forms.length === 0) return undefined;
  const named = sql`any(${sql.param(forms)}::text[])`;
  const foldedForms = sql`any(${sql.param(exactTitleForms(foldAccents(q)))}::text[])`;
  return sql`(${normalizedSql(careers.title)} = ${named} or ${normalizedSql(foldedSql(shownTitle))} = ${foldedForms} or exists (select 1 from unnest(${careers.alternateTitles}) as exact_title where ${normalizedSql(sql`exact_title`)} = ${named}))`;
}

/** Lower case without accents, as foldedSql folds a column: "Técnico" and "tecnico" match. */
export function foldAccents(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

const ACCENTED = 'áàâäéèêëíìîïóòôöúùûüñç';
const PLAIN = 'aaaaeeeeiiiioooouuuunc';

/** The column in lower case without accents (the Spanish titles carry them; students often type without). */
function foldedSql(column: SQL | AnyPgColumn): SQL {
  return sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;
}

/** The Spanish title or description contains the query, accents and case aside. */
function spanishCondition(q: string): SQL {
  const pattern = containing(foldAccents(q));
  return sql`(${foldedSql(careers.titleEs)} like ${pattern} or ${foldedSql(careers.descriptionEs)} like ${pattern})`;
}

/** A career in search results; `matchedTitle` (only then present) names the O*NET alternate title it matched by. */
export type CareerSearchItem = CareerDto & { matchedTitle?: string };

export async function listCareers(db: Database, query: CareerQuery, language: Locale = 'en'): Promise<Paged<CareerSearchItem>> {
  const conditions: SQL[] = [];
  let titleFirst: SQL | undefined;
  const shownTitle = shownText(careers.title, careers.titleEs, language);
  if (query.q) {
    const pattern = containing(query.q);
    const tsQuery = prefixTsQuery(query.q);
    // Everyday titles (O*NET alternate titles): whole words or word prefixes, through the GIN index on the vector.
    // (A query with no letters or digits has no such words; PostgreSQL also refuses a constant in ORDER BY.)
    const byAlternateTitle = tsQuery === null ? undefined : alternateTitleCondition(tsQuery, searchWords(query.q));
    // A plural the prefix rules miss ("cops" for "Cop") still finds the career it names.
    const exact = exactTitleCondition(query.q, shownTitle);
    conditions.push(
      or(
        exact,
        ilike(careers.title, pattern),
        ilike(careers.description, pattern),
        ilike(careers.socCode, `${query.q.replace(/[\\%_]/g, '\\$&')}%`),
        byAlternateTitle,
        // In Spanish, the Spanish titles and descriptions match too: "enfermero", "electricista". An English
        // search stays exactly as it was.
        language === 'es' ? spanishCondition(query.q) : undefined,
      )!,
    );
    // A title word starting with the query is what the student most likely meant; then an everyday title ("RN" finds
    // registered nurses before "jouRNalists"); then the query inside a title; description matches follow.
    const wordStart = `\\m${query.q.replace(/[^\p{L}\p{N}]/gu, '\\$&')}`;
    titleFirst = sql`(${shownTitle} ~* ${wordStart}) desc`;
    if (language === 'es') {
      // In Spanish the first word names the job ("Electricistas" before "Ayudantes de electricista").
      const folded = foldAccents(query.q).replace(/[\\%_]/g, '\\$&');
      titleFirst = sql`(${foldedSql(shownTitle)} like ${`${folded}%`}) desc, ${titleFirst}, (${foldedSql(shownTitle)} like ${`%${folded}%`}) desc`;
    }
    if (byAlternateTitle) titleFirst = sql`${titleFirst}, (${byAlternateTitle}) desc`;
    titleFirst = sql`${titleFirst}, (${shownTitle} ilike ${pattern}) desc`;
    if (exact) titleFirst = sql`(${exact}) desc, ${titleFirst}`;
  }
  if (query.area) conditions.push(eq(careers.primaryArea, query.area));
  if (query.category) conditions.push(inArray(careers.socCode, [...categoryById(query.category).careerCodes]));
  if (query.minPay !== undefined) conditions.push(gte(careers.medianPay, query.minPay));
  if (query.maxPay !== undefined) conditions.push(lte(careers.medianPay, query.maxPay));
  if (query.outlook) conditions.push(OUTLOOK_CONDITION[query.outlook]);
  if (query.education) conditions.push(eq(careers.entryEducation, EDUCATION_LABELS[query.education]));
  if (query.jobZone !== undefined) conditions.push(eq(careers.jobZone, query.jobZone));
  const where = conditions.length ? and(...conditions) : undefined;
  const order = query.sort === 'title' ? (titleFirst ? [titleFirst] : []) : [CAREER_ORDER[query.sort]];
  const rows = await db
    .select({ ...CAREER_COLUMNS, alternateTitles: alternateTitlesFor(query.q), total: TOTAL_MATCHES })
    .from(careers)
    .where(where)
    .orderBy(...order, sql`lower(${shownTitle}) collate "C" asc`, asc(careers.socCode))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const total = rows[0]?.total ?? (query.page > 1 ? await countOf(db, careers, where) : 0);
  const items = rows.map(({ total: _total, ...row }): CareerSearchItem => {
    const dto = toCareerDto(row, language);
    // The alternate titles are English: a career found by its Spanish title names none.
    const bySpanish = language === 'es' && foldAccents(dto.title).includes(foldAccents(query.q ?? ''));
    const matchedTitle = query.q && !bySpanish ? matchedAlternateTitle(row.title, row.alternateTitles, query.q) : null;
    return matchedTitle === null ? dto : { ...dto, matchedTitle };
  });
  return { items, total, page: query.page, pageSize: query.pageSize };
}

export async function findCareer(db: Database, socCode: string, language: Locale = 'en'): Promise<CareerDto | null> {
  const [row] = await db.select(CAREER_COLUMNS).from(careers).where(eq(careers.socCode, socCode));
  return row ? toCareerDto(row, language) : null;
}

/** Majors whose graduates commonly go into this career (the major lists its code), by name. */
export async function majorsForCareer(db: Database, socCode: string, language: Locale = 'en'): Promise<MajorDto[]> {
  const rows = await db
    .select()
    .from(majors)
    .where(arrayContains(majors.careerCodes, [socCode]))
    .orderBy(sql`lower(${shownText(majors.name, majors.nameEs, language)}) collate "C" asc`, asc(majors.cip));
  return rows.map((row) => toMajorDto(row, language));
}

/** Undergraduate ranges of collegeSize() in src/domain/catalog/schemas.ts. */
function sizeCondition(size: CollegeSize): SQL {
  if (size === 'small') return lt(colleges.undergraduates, 5000);
  if (size === 'medium') return and(gte(colleges.undergraduates, 5000), lt(colleges.undergraduates, 15000))!;
  return gte(colleges.undergraduates, 15000);
}

/** Best first; an unreported figure sorts last, whichever the direction. */
const COLLEGE_ORDER: Record<CollegeQuery['sort'], SQL> = {
  name: alphabetical(colleges.name),
  netPrice: sql`${colleges.averageNetPrice} asc nulls last`,
  completionRate: sql`${colleges.completionRate} desc nulls last`,
  earnings: sql`${colleges.medianEarnings} desc nulls last`,
  debt: sql`${colleges.medianDebt} asc nulls last`,
};

/**
 * Filters run in SQL. A college whose net price is not reported does not pass
 * `maxNetPrice`: we cannot say it is within the budget; a college whose size is
 * not reported passes no size filter, for the same reason.
 */
export async function listColleges(db: Database, query: CollegeQuery): Promise<Paged<CollegeDto>> {
  // Closed institutions (Scorecard CURROPER 0) keep their page but are never listed or suggested.
  const conditions: SQL[] = [eq(colleges.currentlyOperating, true)];
  if (query.q) conditions.push(or(ilike(colleges.name, containing(query.q)), ilike(colleges.city, containing(query.q)))!);
  if (query.state?.length) conditions.push(inArray(colleges.state, query.state));
  if (query.control?.length) conditions.push(inArray(colleges.control, query.control));
  if (query.locale?.length) conditions.push(inArray(colleges.locale, query.locale));
  if (query.size?.length) conditions.push(or(...query.size.map(sizeCondition))!);
  if (query.maxNetPrice !== undefined) conditions.push(lte(colleges.averageNetPrice, query.maxNetPrice));
  const where = and(...conditions);
  const rows = await db
    .select({ ...getTableColumns(colleges), total: TOTAL_MATCHES })
    .from(colleges)
    .where(where)
    .orderBy(COLLEGE_ORDER[query.sort], alphabetical(colleges.name), asc(colleges.unitId))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const total = rows[0]?.total ?? (query.page > 1 ? await countOf(db, colleges, where) : 0);
  return { items: rows.map(({ total: _total, ...row }) => toCollegeDto(row)), total, page: query.page, pageSize: query.pageSize };
}
