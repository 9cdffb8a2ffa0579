import { useCareersByCode, type CareersByCode } from '@client/shared/lib/use-careers-by-code';

export type QuizCareers = CareersByCode;

/** GET /api/careers/:socCode for each of the quiz's careers (BLS pay for the income suggestion). */
export function useQuizCareers(socCodes: readonly string[]): QuizCareers {
  return useCareersByCode(socCodes);
}
