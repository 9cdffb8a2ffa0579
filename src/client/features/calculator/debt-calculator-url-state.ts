import { z } from '@domain/zod';
import type { ErrorCode } from '@locales/keys';
import { socCodeSchema } from '@domain/catalog/schemas';
import { GRADE_TABLE, type FinancialGrade } from '@domain/finance/grade';
import type { ReplacedValue } from './calculator-link';

/*
 * The borrowing calculator's inputs live in the query string, like the repayment calculator's:
 *   /debt-calculator?salary=61000&years=4&grade=B%2B&career=29-1141.00
 */

/** Grades with a debt ceiling (F has none). */
export const TARGET_GRADES = GRADE_TABLE.filter((row) => Number.isFinite(row.maxRatio)).map((row) => row.grade);
export type TargetGrade = Exclude<FinancialGrade, 'F' | 'N/A'>;

export const MAX_YEARS_OF_STUDY = 6;

/** The same rules for the form and the link. */
export const borrowingInputSchema = z.object({
  salary: z
    .number()
    .check(z.minimum(1, 'calculator.salaryMin1' satisfies ErrorCode), z.maximum(10_000_000, 'calculator.salaryMax' satisfies ErrorCode)),
  yearsOfStudy: z
    .number()
    .check(
      z.int('Years of study is a whole number'),
      z.minimum(1, 'Enter at least 1 year'),
      z.maximum(MAX_YEARS_OF_STUDY, `Enter at most ${MAX_YEARS_OF_STUDY} years`),
    ),
  targetGrade: z.enum(TARGET_GRADES as [TargetGrade, ...TargetGrade[]]),
});

export type BorrowingState = {
  readonly salary: number | null;
  readonly yearsOfStudy: number;
  readonly targetGrade: TargetGrade;
  readonly careerCode: string | null;
};

/** Grade A by default: the grade table's "you can pay it off comfortably". */
export const DEFAULT_BORROWING: BorrowingState = { salary: null, yearsOfStudy: 4, targetGrade: 'A', careerCode: null };

const decimal = /^\d+(\.\d+)?$/;

export function parseBorrowingParams(params: URLSearchParams): { state: BorrowingState; replaced: ReplacedValue[] } {
  const replaced: ReplacedValue[] = [];
  const shape = borrowingInputSchema.shape;
  const read = <T>(
    key: string,
    label: 'salary' | 'years-of-study' | 'grade' | 'career',
    schema: z.ZodMiniType<T>,
    convert: (raw: string) => unknown,
    fallback: T,
  ): T => {
    const raw = params.get(key);
    if (raw === null || raw === '') return fallback;
    const parsed = schema.safeParse(convert(raw));
    if (parsed.success) return parsed.data;
    replaced.push({ value: label });
    return fallback;
  };
  const asNumber = (raw: string) => (decimal.test(raw) ? Number(raw) : Number.NaN);
  return {
    state: {
      salary: read('salary', 'salary', z.nullable(shape.salary), asNumber, null),
      yearsOfStudy: read('years', 'years-of-study', shape.yearsOfStudy, asNumber, DEFAULT_BORROWING.yearsOfStudy),
      targetGrade: read('grade', 'grade', shape.targetGrade, (raw) => raw, DEFAULT_BORROWING.targetGrade),
      careerCode: read('career', 'career', z.nullable(socCodeSchema), (raw) => raw, null),
    },
    replaced,
  };
}

export function borrowingParams(state: BorrowingState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.salary !== null) params.set('salary', String(state.salary));
  params.set('years', String(state.yearsOfStudy));
  params.set('grade', state.targetGrade);
  if (state.careerCode) params.set('career', state.careerCode);
  return params;
}
