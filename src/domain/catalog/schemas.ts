// zod/mini: the catalog schemas load with the explore, college and quiz pages.
import { z } from '@domain/zod';
import { preprocess } from '@domain/zod-preprocess';
import { WORK_VALUES, type WorkValue } from '../career-quiz/career-quiz-values';
import {
  CAREER_SORTS,
  CIP_CODE_PATTERN,
  COLLEGE_CONTROLS,
  COMPLETION_MEASURES,
  COST_OF_ATTENDANCE_KINDS,
  COLLEGE_LOCALES,
  COLLEGE_SIZES,
  EDUCATION_LEVELS,
  EXPLORE_CATEGORY_IDS,
  MAX_PAY_FILTER,
  OUTLOOK_FILTERS,
  PAY_KINDS,
  RIASEC_AREAS,
  SOC_CODE_PATTERN,
  US_STATES,
} from './catalog-values';

export * from './catalog-values';

/*
 * The career, major and college catalog: the shapes shared by the
 * curated datasets in src/data, the importers, the database, the API and the
 * pages. Figures an official source leaves out or suppresses are `null` and are
 * shown as "not reported", never as 0.
 */

const score = z.number().check(z.minimum(0), z.maximum(7));

/** An interest profile on O*NET's OI scale (1 = no fit, 7 = strongest), one score per area. */
export const riasecProfileSchema = z.object({ R: score, I: score, A: score, S: score, E: score, C: score });
export type RiasecProfile = z.infer<typeof riasecProfileSchema>;

/** O*NET-SOC code, e.g. "15-1252.00". */
export const socCodeSchema = z.string().check(z.regex(SOC_CODE_PATTERN, 'Use an O*NET-SOC code like 15-1252.00'));
/** CIP 2020 code at 4 or 6 digits, e.g. "11.07" or "11.0701". */
export const cipCodeSchema = z.string().check(z.regex(CIP_CODE_PATTERN, 'Use a CIP code like 11.0701'));

/** Where a row's figures come from; stored with each row so imported and curated rows can be told apart. */
export const rowSourceSchema = z.object({
  /** e.g. "BLS Occupational Outlook Handbook 2024-34; O*NET 29.3" */
  name: z.string().check(z.minLength(3)),
  /** The year (or academic year) the figures describe, e.g. "2024" or "2023-24". */
  year: z.string().check(z.minLength(4)),
  url: z.url(),
  /** True when Waypoint derived the figure (e.g. a median across institutions): the UI says "estimate". */
  estimate: z.boolean(),
  /** Estimated figures of the row that rest on limited data (ADR 0020): the UI says "limited data" beside them. */
  limitedData: z.optional(z.array(z.enum(['debt', 'earnings']))),
});
export type RowSource = z.infer<typeof rowSourceSchema>;

const workValueExtent = z.number().check(z.minimum(1), z.maximum(7));

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
  } satisfies Record<WorkValue, z.core.$ZodType>),
  highPoints: z.array(z.enum(WORK_VALUES)).check(z.maxLength(3)),
  source: rowSourceSchema,
});
export type CareerWorkValues = z.infer<typeof careerWorkValuesSchema>;

/** A BLS SOC code (OEWS or EP), e.g. "15-1299" or the combined "13-1020". */
export const blsSocCodeSchema = z.string().check(z.regex(/^\d{2}-\d{4}$/, 'Use a SOC code like 15-1299'));

export const careerFiguresFromSchema = z.object({
  socCode: blsSocCodeSchema,
  /** BLS's title of that occupation (English; the API gives the Spanish one where Waypoint has it). */
  title: z.string().check(z.minLength(2)),
});
export type CareerFiguresFrom = z.infer<typeof careerFiguresFromSchema>;

export const careerSchema = z.object({
  socCode: socCodeSchema,
  title: z.string().check(z.minLength(2)),
  /** One or two sentences a high-schooler understands. */
  description: z.string().check(z.minLength(10)),
  /**
   * 'en' when the answer is in another language but this description is not translated yet: the page says
   * so instead of showing English silently. Absent when the description is in the language asked for.
   */
  descriptionLanguage: z.optional(z.literal('en')),
  interests: riasecProfileSchema,
  /** O*NET Job Zone 1-5 (little preparation … extensive preparation); null if O*NET has none. */
  jobZone: z.nullable(z.int().check(z.minimum(1), z.maximum(5))),
  /** Median annual pay in dollars (BLS). Null when not reported. */
  medianPay: z.nullable(z.int().check(z.positive())),
  /**
   * Why medianPay is null (BLS OEWS): "top-coded" ($239,200 or more), "hourly only" (see hourlyMedianPay) or
   * "not available"; "annual" when medianPay is set. Absent/null on careers without BLS pay data.
   */
  payKind: z.optional(z.nullable(z.enum(PAY_KINDS))),
  /** Median hourly pay in dollars (BLS), shown when only hourly pay is published. */
  hourlyMedianPay: z.optional(z.nullable(z.number().check(z.positive()))),
  /** Projected 10-year employment change in percent (BLS), e.g. 6 or -3. Null when not reported. */
  outlookPercent: z.nullable(z.number()),
  /** Projected openings a year, 10-year average (BLS Employment Projections). Null when not reported. */
  annualOpenings: z.optional(z.nullable(z.int().check(z.nonnegative()))),
  /** e.g. "Bachelor's degree" (BLS typical education needed for entry). Null when not reported. */
  entryEducation: z.nullable(z.string()),
  /** BLS work experience in a related occupation, e.g. "None", "Less than 5 years". Null when not reported. */
  workExperience: z.nullable(z.string()),
  /** BLS typical on-the-job training, e.g. "Apprenticeship", "Moderate-term on-the-job training". Null when not reported. */
  onTheJobTraining: z.nullable(z.string()),
  /** Where the three training fields come from (BLS Employment Projections); null when no source reports them. */
  trainingSource: z.nullable(rowSourceSchema),
  /** O*NET Work Values; null when O*NET publishes none for the occupation (or it is not a curated career). */
  workValues: z.nullable(careerWorkValuesSchema),
  /**
   * The BLS occupation whose pay and outlook this career shows, when BLS publishes no figure of this occupation's own
   * (an O*NET detail occupation such as 15-1299.07 Blockchain Engineers shows 15-1299 "Computer Occupations, All
   * Other"; a few occupations BLS publishes only combined); null or absent when the figures are the occupation's own.
   */
  figuresFrom: z.optional(z.nullable(careerFiguresFromSchema)),
  source: rowSourceSchema,
});
export type Career = z.infer<typeof careerSchema>;

export const majorSchema = z.object({
  /** CIP 2020 code; the key. */
  cip: cipCodeSchema,
  name: z.string().check(z.minLength(2)),
  description: z.string().check(z.minLength(10)),
  interests: riasecProfileSchema,
  /** O*NET-SOC codes of careers this major commonly leads to. */
  careerCodes: z.array(socCodeSchema).check(z.minLength(1)),
  /** Typical earnings of bachelor's graduates (College Scorecard field of study). Null when not reported. */
  medianEarnings: z.nullable(z.int().check(z.positive())),
  /** Typical federal debt of bachelor's graduates (College Scorecard field of study). Null when not reported. */
  medianDebt: z.nullable(z.int().check(z.positive())),
  source: rowSourceSchema,
});
export type Major = z.infer<typeof majorSchema>;

const bracketPrice = z.nullable(z.int());

export const collegeSchema = z.object({
  /** IPEDS UNITID. */
  unitId: z.int().check(z.positive()),
  name: z.string().check(z.minLength(2)),
  city: z.nullable(z.string()),
  state: z.enum(US_STATES),
  control: z.enum(COLLEGE_CONTROLS),
  /** Null when the locale code is missing. */
  locale: z.nullable(z.enum(COLLEGE_LOCALES)),
  /** Degree-seeking undergraduates (UGDS). */
  undergraduates: z.nullable(z.int().check(z.nonnegative())),
  /** 0-1 (ADM_RATE); null for open admission or not reported. */
  admissionRate: z.nullable(z.number().check(z.minimum(0), z.maximum(1))),
  /** Average net price per year in dollars (NPT4_PUB or NPT4_PRIV), all incomes together; negative when grants exceed the cost. */
  averageNetPrice: z.nullable(z.int()),
  /**
   * Average net price per year for each family-income bracket, $0-30,000 / $30,001-48,000 / $48,001-75,000 /
   * $75,001-110,000 / $110,001+ (NPT41..NPT45, the _PUB columns for public, _PRIV for private institutions), as
   * published: null when not reported, negative when grants exceed the cost (src/domain/prices/brackets.ts).
   */
  netPriceByIncome: z.tuple([bracketPrice, bracketPrice, bracketPrice, bracketPrice, bracketPrice]),
  /** Average cost of attendance per year (COSTT4_A for academic-year institutions, else COSTT4_P); null when not reported. */
  costOfAttendance: z.nullable(z.int().check(z.nonnegative())),
  /** Which of the two costOfAttendance is: 'academic-year' (COSTT4_A) or 'program-year' (COSTT4_P); null with no cost. */
  costOfAttendanceKind: z.nullable(z.enum(COST_OF_ATTENDANCE_KINDS)),
  /** CURROPER: false for an institution the Scorecard marks as not currently operating (closed). */
  currentlyOperating: z.boolean(),
  /** 0-1, completion within 150 % of normal time (C150_4, or C150_L4 for two-year schools). */
  completionRate: z.nullable(z.number().check(z.minimum(0), z.maximum(1))),
  /** Which rate completionRate is: 'four-year' (C150_4) or 'less-than-four-year' (C150_L4); null with no rate. */
  completionMeasure: z.nullable(z.enum(COMPLETION_MEASURES)),
  /** Median federal debt of completers (Scorecard; may be a Waypoint estimate from field-of-study data, see source). */
  medianDebt: z.nullable(z.int().check(z.nonnegative())),
  /** Median earnings of graduates (an early-career estimate from field-of-study data when source.estimate, else the institution's 10-year figure; see college-earnings.ts). */
  medianEarnings: z.nullable(z.int().check(z.nonnegative())),
  /** Highest degree awarded mostly: "certificate" | "associate" | "bachelor" | "graduate" (PREDDEG/HIGHDEG). */
  predominantDegree: z.nullable(z.enum(['certificate', 'associate', 'bachelor', 'graduate'])),
  url: z.nullable(z.string()),
  source: rowSourceSchema,
});
export type College = z.infer<typeof collegeSchema>;

/* ---------- API payloads (GET query strings arrive as strings, hence coerce) ---------- */

const pageSchema = z._default(
  z.coerce.number().check(z.int('Page must be a whole number'), z.minimum(1, 'Page starts at 1'), z.maximum(10_000)),
  1,
);
const pageSizeSchema = z._default(
  z.coerce.number().check(z.int(), z.minimum(1, 'Page size is at least 1'), z.maximum(100, 'Page size is at most 100')),
  20,
);
/** Repeated or comma-separated query values, e.g. ?state=CA,OR or ?state=CA&state=OR. */
function listOf<T extends z.core.$ZodType>(item: T) {
  return preprocess(
    (value) => {
      if (value === undefined || value === '') return undefined;
      const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','));
      return parts.map((p) => p.trim()).filter(Boolean);
    },
    z.optional(z.array(item).check(z.maxLength(60))),
  );
}

const payBound = (name: string) =>
  z.optional(
    z.coerce
      .number(`${name} must be a number of dollars`)
      .check(
        z.int(`${name} must be whole dollars`),
        z.minimum(0, `${name} cannot be negative`),
        z.maximum(MAX_PAY_FILTER, `${name} is at most $1,000,000`),
      ),
  );

/** GET /api/careers */
export const careerQuerySchema = z
  .object({
    q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'Search is at most 100 characters'))),
    /** Careers whose strongest interest area is this one. */
    area: z.optional(z.enum(RIASEC_AREAS, 'Choose an interest area: R, I, A, S, E or C')),
    /** Careers a cognitive career family lists. */
    category: z.optional(z.enum(EXPLORE_CATEGORY_IDS, 'Unknown career category')),
    /** Median pay range in dollars; careers whose pay is not reported do not pass a bound. */
    minPay: payBound('Minimum pay'),
    maxPay: payBound('Maximum pay'),
    outlook: z.optional(z.enum(OUTLOOK_FILTERS, 'Unknown outlook filter')),
    education: z.optional(z.enum(EDUCATION_LEVELS, 'Unknown education level')),
    jobZone: z.optional(
      z.coerce
        .number('Job zone must be 1 to 5')
        .check(z.int('Job zone must be 1 to 5'), z.minimum(1, 'Job zone must be 1 to 5'), z.maximum(5, 'Job zone must be 1 to 5')),
    ),
    sort: z._default(z.enum(CAREER_SORTS, 'Sort by title, pay or outlook'), 'title'),
    page: pageSchema,
    pageSize: pageSizeSchema,
  })
  .check(
    z.refine((query) => query.minPay === undefined || query.maxPay === undefined || query.minPay <= query.maxPay, {
      path: ['maxPay'],
      message: 'Maximum pay must be at least the minimum pay',
    }),
  );
export type CareerQuery = z.infer<typeof careerQuerySchema>;

/** GET /api/colleges */
export const collegeQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'Search is at most 100 characters'))),
  state: listOf(z.enum(US_STATES, 'Unknown state code')),
  control: listOf(z.enum(COLLEGE_CONTROLS)),
  locale: listOf(z.enum(COLLEGE_LOCALES)),
  size: listOf(z.enum(COLLEGE_SIZES)),
  maxNetPrice: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(200_000))),
  sort: z._default(z.enum(['name', 'netPrice', 'completionRate', 'earnings', 'debt']), 'name'),
  page: pageSchema,
  pageSize: pageSizeSchema,
});
export type CollegeQuery = z.infer<typeof collegeQuerySchema>;

export type Paged<T> = { items: T[]; total: number; page: number; pageSize: number };
