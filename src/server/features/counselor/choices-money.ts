import type { College, Major } from '@domain/catalog/schemas';
import type { CounselorSource } from '@domain/counselor/schemas';
import type { FinancialGradeResult } from '@domain/finance/grade';
import { familyPrice } from '@domain/prices/brackets';
import { plannedDebtGrade, programGrade } from '@domain/prices/program-grade';
import type { ServerTranslate } from '@server/shared/messages';
import type { CounselorCatalog } from './counselor.catalog';
import { plannedDebtFacts } from './counselor.facts';
import { gradeFor } from './counselor.tools';
import {
  collegeLink,
  done,
  majorLink,
  money,
  priceSentence,
  pricesSource,
  programFacts,
  programLines,
  programsSource,
  majorSource,
  collegeSource,
  riskText,
  wholeUsd,
  type ChoiceAnswer,
} from './choices-shared';

/*
 * The money of one college or program: what a family would pay there, what a program's graduates earn and owe,
 * whether a loan for a program is safe, and whether a major (at a college) is worth it.
 */

/* ---------- price ---------- */

export function priceAnswer(t: ServerTranslate, college: College, income: number | null): ChoiceAnswer {
  const price = familyPrice(college.netPriceByIncome, college.averageNetPrice, income);
  const lines = [
    priceSentence(t, college, price),
    '',
    t('counselor-replies.answer.priceWhose'),
    t('counselor-replies.answer.priceCalculator'),
    '',
    collegeLink(t, college),
  ];
  if (income === null) lines.splice(1, 0, '', t('counselor-replies.answer.priceAskIncome'));
  return done('price', lines, [pricesSource(college)]);
}

/* ---------- program earnings and a loan for a program ---------- */

export async function programEarningsAnswer(
  t: ServerTranslate,
  catalog: CounselorCatalog,
  college: College,
  major: Major,
  majorName: string,
): Promise<ChoiceAnswer> {
  const program = await programFacts(catalog, college.unitId, major.cip);
  if (!program)
    return done(
      'program-earnings',
      [
        t('counselor-replies.answer.noProgram', { major: majorName, college: college.name }),
        '',
        collegeLink(t, college),
        majorLink(t, major, majorName),
      ],
      [],
    );
  const lines = [...programLines(t, college, majorName, program)];
  if (program.grade.grade !== 'N/A')
    lines.push(
      t('counselor-replies.answer.programGrade', { grade: program.grade.grade, ratio: (program.grade.debtToIncome ?? 0).toFixed(2) }),
    );
  lines.push('', t('counselor-replies.answer.programHorizon'), '', collegeLink(t, college), majorLink(t, major, majorName));
  return done('program-earnings', lines, [programsSource(t)]);
}

/** "Is a $40,000 loan for nursing at Ohio State safe?": the debt against that program's first-year earnings. */
export async function programLoanAnswer(
  t: ServerTranslate,
  catalog: CounselorCatalog,
  college: College,
  major: Major,
  majorName: string,
  debt: number,
  today: Date,
): Promise<ChoiceAnswer | null> {
  const program = await programFacts(catalog, college.unitId, major.cip);
  if (!program || program.medianEarnings === null) return null;
  const grade = plannedDebtGrade(debt, program.medianEarnings);
  const payment = plannedDebtFacts(debt, today);
  const lines = [
    t('counselor-replies.answer.programLoan', {
      debt: wholeUsd(debt),
      major: majorName,
      college: college.name,
      grade: grade.grade,
      risk: riskText(t, grade.risk),
      earnings: wholeUsd(program.medianEarnings),
      ratio: (grade.debtToIncome ?? 0).toFixed(2),
    }),
    t('counselor-replies.answer.trueCostPayment', {
      monthly: money(payment.data.monthlyPayment),
      atRepayment: money(payment.data.allDebtAtRepayment),
      years: String(payment.data.schoolYears),
      awardYear: payment.data.rateAwardYear,
      beyond: payment.data.beyondFederal ? wholeUsd(payment.data.beyondFederal.amount) : '',
      hasBeyond: payment.data.beyondFederal ? 'yes' : 'no',
    }),
    ...programLines(t, college, majorName, program),
    '',
    t('counselor-replies.answer.gradeRule'),
    '',
    collegeLink(t, college),
    majorLink(t, major, majorName),
  ];
  return done('program-loan', lines, [
    programsSource(t),
    ...gradeFor({ monthlyIncome: program.medianEarnings / 12, plannedDebt: debt }).sources,
    ...payment.sources,
  ]);
}

/* ---------- is it worth it ---------- */

type Verdict = 'manageable' | 'caution' | 'costly' | 'unknown';
function verdictOf(grade: FinancialGradeResult): Verdict {
  if (grade.grade === 'N/A') return 'unknown';
  if (['A+', 'A', 'A-', 'B+'].includes(grade.grade)) return 'manageable';
  if (['B', 'B-', 'C+', 'C'].includes(grade.grade)) return 'caution';
  return 'costly';
}

export async function worthItAnswer(
  t: ServerTranslate,
  catalog: CounselorCatalog,
  major: Major | null,
  majorName: string | null,
  college: College | null,
  income: number | null,
): Promise<ChoiceAnswer> {
  const lines: string[] = [];
  const sources: CounselorSource[] = [];
  let grade: FinancialGradeResult | null = null;
  if (major && majorName && college) {
    const program = await programFacts(catalog, college.unitId, major.cip);
    if (program) {
      lines.push(...programLines(t, college, majorName, program));
      sources.push(programsSource(t));
      grade = program.grade;
    }
  }
  if (major && majorName && (grade === null || grade.grade === 'N/A')) {
    lines.push(
      t('counselor-replies.answer.majorNational', {
        major: majorName,
        earnings: major.medianEarnings === null ? t('counselor-replies.answer.notReported') : wholeUsd(major.medianEarnings),
        debt: major.medianDebt === null ? t('counselor-replies.answer.notReported') : wholeUsd(major.medianDebt),
      }),
    );
    sources.push(majorSource(major, majorName));
    grade = programGrade(major.medianDebt, major.medianEarnings);
  }
  if (college) {
    const price = familyPrice(college.netPriceByIncome, college.averageNetPrice, income);
    lines.push(priceSentence(t, college, price));
    sources.push(pricesSource(college));
    if (!major && college.medianEarnings !== null && college.medianDebt !== null) {
      grade = programGrade(college.medianDebt, college.medianEarnings);
      sources.push(collegeSource(college));
      lines.push(
        t('counselor-replies.answer.collegeOutcomes', {
          college: college.name,
          earnings: wholeUsd(college.medianEarnings),
          debt: wholeUsd(college.medianDebt),
        }),
      );
    }
  }
  const verdict = grade ? verdictOf(grade) : 'unknown';
  lines.unshift(
    t('counselor-replies.answer.worthVerdict', { verdict, grade: grade?.grade ?? 'N/A', ratio: (grade?.debtToIncome ?? 0).toFixed(2) }),
    '',
  );
  lines.push('', t('counselor-replies.answer.worthNotOnlyMoney'), '');
  if (college) lines.push(collegeLink(t, college));
  if (major && majorName) lines.push(majorLink(t, major, majorName));
  return done('worth-it', lines, sources);
}
