import { z } from 'zod';
import { WORK_VALUES, type WorkValue } from '../career-quiz/career-quiz-values';
import {
  CAREER_SORTS,
  COLLEGE_CONTROLS,
  COLLEGE_LOCALES,
  COLLEGE_SIZES,
  EDUCATION_LEVELS,
  EXPLORE_CATEGORY_IDS,
  MAX_PAY_FILTER,
  OUTLOOK_FILTERS,
  PAY_KINDS,
  RIASEC_AREAS,
  US_STATES,
} from './catalog-values';

export * from './catalog-values';

/*
 * The career, major and college catalog (issue 4): the shapes shared by the
 * curated datasets in src/data, the importers, the database, the API and the
 * pages. Figures an official source leaves out or suppresses are `null` and are
 * shown as "not reported", never as 0.
 */

const score = z.number().min(0).max(7);

/** An interest profile on O*NET's OI scale (1 = no fit, 7 = strongest), one score per area. */
export const riasecProfileSchema = z.object({ R: score, I: score, A: score, S: score, E: score, C: score });
export type RiasecProfile = z.infer<typeof riasecProfileSchema>;

/** O*NET-SOC code, e.g. "15-1252.00". */
export const socCodeSchema = z.string().regex(/^\d{2}-\d{4}\.\d{2}$/, 'Use an O*NET-SOC code like 15-1252.00');
/** CIP 2020 code at 4 or 6 digits, e.g. "11.07" or "11.0701". */
export const cipCodeSchema = z.string().regex(/^\d{2}\.\d{2}(\d{2})?$/, 'Use a CIP code like 11.0701');

/** Where a row's figures come from; stored with each row so imported and curated rows can be told apart. */
export const rowSourceSchema = z.object({
  /** e.g. "BLS Occupational Outlook Handbook 2024-34; O*NET 29.3" */
  name: z.string().min(3),
  /** The year (or academic year) the figures describe, e.g. "2024" or "2023-24". */
  year: z.string().min(4),
  url: z.url(),
  /** True when Waypoint derived the figure (e.g. a median across institutions): the UI says "estimate". */
  estimate: z.boolean(),
  /** Estimated figures of the row that rest on limited data (ADR 0020): the UI says "limited data" beside them. */
  limitedData: z.array(z.enum(['debt', 'earnings'])).optional(),
});
export type RowSource = z.infer<typeof rowSourceSchema>;

const workValueExtent = z.number().min(1).max(7);

/**
 * O*NET Work Values of an occupation: the extent (scale EX, 1-7, as published) of each of the six values, its
 * high-point values (scale VH, first to third) and the source (O*NET, CC BY 4.0: attribute wherever shown).
 */
export const careerWorkValuesSchema = z.object({
  extent: z.object({
    achievement: workValueExtent,
    working_conditions: workValueExtent,
    recognition: workValueExtent,
    relationships: workValueExtent,
    support: workValueExtent,
    independence: workValueExtent,
  } satisfies Record<WorkValue, z.ZodType>),
  highPoints: z.array(z.enum(WORK_VALUES)).max(3),
  source: rowSourceSchema,
});
export type CareerWorkValues = z.infer<typeof careerWorkValuesSchema>;

export const careerSchema = z.object({
  socCode: socCodeSchema,
  title: z.string().min(2),
  /** One or two sentences a high-schooler understands. */
  description: z.string().min(10),
  /**
   * 'en' when the answer is in another language but this description is not translated yet (issue 22): the page says
   * so instead of showing English silently. Absent when the description is in the language asked for.
   */
  descriptionLanguage: z.literal('en').optional(),
  interests: riasecProfileSchema,
  /** O*NET Job Zone 1-5 (little preparation … extensive preparation); null if O*NET has none. */
  jobZone: z.number().int().min(1).max(5).nullable(),
  /** Median annual pay in dollars (BLS). Null when not reported. */
  medianPay: z.number().int().positive().nullable(),
  /**
   * Why medianPay is null (BLS OEWS): "top-coded" ($239,200 or more), "hourly only" (see hourlyMedianPay) or
   * "not available"; "annual" when medianPay is set. Absent/null on careers without BLS pay data.
   */
  payKind: z.enum(PAY_KINDS).nullable().optional(),
  /** Median hourly pay in dollars (BLS), shown when only hourly pay is published. */
  hourlyMedianPay: z.number().positive().nullable().optional(),
  /** Projected 10-year employment change in percent (BLS), e.g. 6 or -3. Null when not reported. */
  outlookPercent: z.number().nullable(),
  /** Projected openings a year, 10-year average (BLS Employment Projections). Null when not reported. */
  annualOpenings: z.number().int().nonnegative().nullable().optional(),
  /** e.g. "Bachelor's degree" (BLS typical education needed for entry). Null when not reported. */
  entryEducation: z.string().nullable(),
  /** BLS work experience in a related occupation, e.g. "None", "Less than 5 years". Null when not reported. */
  workExperience: z.string().nullable(),
  /** BLS typical on-the-job training, e.g. "Apprenticeship", "Moderate-term on-the-job training". Null when not reported. */
  onTheJobTraining: z.string().nullable(),
  /** Where the three training fields come from (BLS Employment Projections); null when no source reports them. */
  trainingSource: rowSourceSchema.nullable(),
  /** O*NET Work Values; null when O*NET publishes none for the occupation (or it is not a curated career). */
  workValues: careerWorkValuesSchema.nullable(),
  source: rowSourceSchema,
});
export type Career = z.infer<typeof careerSchema>;

export const majorSchema = z.object({
  /** CIP 2020 code; the key. */
  cip: cipCodeSchema,
  name: z.string().min(2),
  description: z.string().min(10),
  interests: riasecProfileSchema,
  /** O*NET-SOC codes of careers this major commonly leads to. */
  careerCodes: z.array(socCodeSchema).min(1),
  /** Typical earnings of bachelor's graduates (College Scorecard field of study). Null when not reported. */
  medianEarnings: z.number().int().positive().nullable(),
  /** Typical federal debt of bachelor's graduates (College Scorecard field of study). Null when not reported. */
  medianDebt: z.number().int().positive().nullable(),
  source: rowSourceSchema,
});
export type Major = z.infer<typeof majorSchema>;

export const collegeSchema = z.object({
  /** IPEDS UNITID. */
  unitId: z.number().int().positive(),
  name: z.string().min(2),
  city: z.string().nullable(),
  state: z.enum(US_STATES),
  control: z.enum(COLLEGE_CONTROLS),
  /** Null when the locale code is missing. */
  locale: z.enum(COLLEGE_LOCALES).nullable(),
  /** Degree-seeking undergraduates (UGDS). */
  undergraduates: z.number().int().nonnegative().nullable(),
  /** 0-1 (ADM_RATE); null for open admission or not reported. */
  admissionRate: z.number().min(0).max(1).nullable(),
  /** Average net price per year in dollars (NPT4_PUB or NPT4_PRIV). */
  averageNetPrice: z.number().int().nullable(),
  /** 0-1, completion within 150 % of normal time (C150_4, or C150_L4 for two-year schools). */
  completionRate: z.number().min(0).max(1).nullable(),
  /** Median federal debt of completers (Scorecard; may be a Waypoint estimate from field-of-study data, see source). */
  medianDebt: z.number().int().nonnegative().nullable(),
  /** Median earnings of graduates (an early-career estimate from field-of-study data when source.estimate, else the institution's 10-year figure; see college-earnings.ts). */
  medianEarnings: z.number().int().nonnegative().nullable(),
  /** Highest degree awarded mostly: "certificate" | "associate" | "bachelor" | "graduate" (PREDDEG/HIGHDEG). */
  predominantDegree: z.enum(['certificate', 'associate', 'bachelor', 'graduate']).nullable(),
  url: z.string().nullable(),
  source: rowSourceSchema,
});
export type College = z.infer<typeof collegeSchema>;

/* ---------- API payloads (GET query strings arrive as strings, hence coerce) ---------- */

const pageSchema = z.coerce.number().int('Page must be a whole number').min(1, 'Page starts at 1').max(10_000).default(1);
const pageSizeSchema = z.coerce.number().int().min(1, 'Page size is at least 1').max(100, 'Page size is at most 100').default(20);
/** Repeated or comma-separated query values, e.g. ?state=CA,OR or ?state=CA&state=OR. */
function listOf<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (value === undefined || value === '') return undefined;
    const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','));
    return parts.map((p) => p.trim()).filter(Boolean);
  }, z.array(item).max(60).optional());
}

const payBound = (name: string) =>
  z.coerce
    .number(`${name} must be a number of dollars`)
    .int(`${name} must be whole dollars`)
    .min(0, `${name} cannot be negative`)
    .max(MAX_PAY_FILTER, `${name} is at most $1,000,000`)
    .optional();

/** GET /api/careers */
export const careerQuerySchema = z
  .object({
    q: z.string().trim().max(100, 'Search is at most 100 characters').optional(),
    /** Careers whose strongest interest area is this one. */
    area: z.enum(RIASEC_AREAS, 'Choose an interest area: R, I, A, S, E or C').optional(),
    /** Careers a cognitive career family lists (spec 9). */
    category: z.enum(EXPLORE_CATEGORY_IDS, 'Unknown career category').optional(),
    /** Median pay range in dollars; careers whose pay is not reported do not pass a bound. */
    minPay: payBound('Minimum pay'),
    maxPay: payBound('Maximum pay'),
    outlook: z.enum(OUTLOOK_FILTERS, 'Unknown outlook filter').optional(),
    education: z.enum(EDUCATION_LEVELS, 'Unknown education level').optional(),
    jobZone: z.coerce
      .number('Job zone must be 1 to 5')
      .int('Job zone must be 1 to 5')
      .min(1, 'Job zone must be 1 to 5')
      .max(5, 'Job zone must be 1 to 5')
      .optional(),
    sort: z.enum(CAREER_SORTS, 'Sort by title, pay or outlook').default('title'),
    page: pageSchema,
    pageSize: pageSizeSchema,
  })
  .refine((query) => query.minPay === undefined || query.maxPay === undefined || query.minPay <= query.maxPay, {
    path: ['maxPay'],
    message: 'Maximum pay must be at least the minimum pay',
  });
export type CareerQuery = z.infer<typeof careerQuerySchema>;

/** GET /api/colleges */
export const collegeQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search is at most 100 characters').optional(),
  state: listOf(z.enum(US_STATES, 'Unknown state code')),
  control: listOf(z.enum(COLLEGE_CONTROLS)),
  locale: listOf(z.enum(COLLEGE_LOCALES)),
  size: listOf(z.enum(COLLEGE_SIZES)),
  maxNetPrice: z.coerce.number().int().min(0).max(200_000).optional(),
  sort: z.enum(['name', 'netPrice', 'completionRate', 'earnings', 'debt']).default('name'),
  page: pageSchema,
  pageSize: pageSizeSchema,
});
export type CollegeQuery = z.infer<typeof collegeQuerySchema>;

export type Paged<T> = { items: T[]; total: number; page: number; pageSize: number };
