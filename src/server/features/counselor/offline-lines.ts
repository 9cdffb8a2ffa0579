import type { Career, College, Major } from '@domain/catalog/schemas';
import type { CounselorIntent } from '@domain/counselor/intents';
import type { CounselorSource } from '@domain/counselor/schemas';
import { uniqueSources, type CareerFacts, type CollegeFacts, type MajorFacts } from './counselor.tools';
import type { OfflineTexts } from './offline-counselor.texts';

/* How the offline counselor writes money, shares, and one line per career, major or college in every answer. */

export type OfflineAnswer = { intent: CounselorIntent; text: string; sources: CounselorSource[] };

export const usd = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;
export const wholeUsd = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;
const orNotReported = (T: OfflineTexts, value: number | null, format: (n: number) => string) =>
  value === null ? T.notReported : format(value);
export const pct = (share: number) => `${Math.round(share * 100)}%`;

export type Resolved = { careers: Career[]; majors: Major[]; colleges: College[] };

export function careerLine(T: OfflineTexts, career: CareerFacts): string {
  const parts = [T.careerPay(career.medianPay === null ? null : wholeUsd(career.medianPay), career.pay)];
  parts.push(T.entryEducation(career.entryEducation));
  if (career.outlookPercent !== null) parts.push(T.jobGrowth(`${career.outlookPercent > 0 ? '+' : ''}${career.outlookPercent}`));
  return `- **${career.title}**: ${parts.join('; ')}.`;
}

export function majorLine(T: OfflineTexts, major: MajorFacts): string {
  const grade = major.debtGrade.grade === 'N/A' ? '' : T.debtGrade(major.debtGrade.grade, T.risk(major.debtGrade.risk), major.costly);
  const earnings = major.medianEarnings === null ? null : wholeUsd(major.medianEarnings);
  return T.majorLine(major.name, earnings, orNotReported(T, major.medianDebt, wholeUsd), grade);
}

export function collegeLine(T: OfflineTexts, college: CollegeFacts): string {
  const where = [college.city, college.state].filter(Boolean).join(', ');
  const part = T.collegeParts;
  const parts = [
    part.netPrice(orNotReported(T, college.averageNetPrice, wholeUsd)),
    part.completion(orNotReported(T, college.completionRate, pct)),
    part.debt(orNotReported(T, college.medianDebt, wholeUsd)),
    part.earnings(college.medianEarnings === null ? T.notReported : T.earningsYear(wholeUsd(college.medianEarnings), T.earlyCareer)),
  ];
  if (college.admissionRate !== null) parts.push(part.admission(pct(college.admissionRate)));
  return `- **${college.name}** (${where}, ${T.control(college.control)}): ${parts.join('; ')}.`;
}

export const answer = (intent: CounselorIntent, lines: string[], sources: CounselorSource[]): OfflineAnswer => ({
  intent,
  text: lines.join('\n').trim(),
  sources: uniqueSources(sources),
});
