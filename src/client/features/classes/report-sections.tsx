import { useId, type ReactNode } from 'react';
import type { RowSource } from '@domain/catalog/schemas';
import type { ReportCollege, StudentReport } from '@domain/classes/report';
import { financialGrade } from '@domain/finance/grade';
import { familyPrice, incomeBracket } from '@domain/prices/brackets';
import { RISK_LABEL_KEYS } from '@client/shared/financial-expectations/grade-texts';
import { useScopedLocale, useT } from '@client/shared/i18n/i18n-store';
import type { Translate } from '@client/shared/i18n/messages';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { plannedDebtOnPage } from '@client/shared/lib/true-cost-terms';
import { bracketText, NET_PRICE_YEAR } from '@client/shared/prices/family-price';
import { DebtCost } from '@client/shared/true-cost/debt-cost';
import { careerPayLabel } from '@client/ui/career-texts';
import { formatRatio, sourceText, type Formatters } from '@client/ui/format';

/* The sections of the student report (report-page.tsx): each figure with its source number and horizon. */

type ReportT = Translate<'student-report' | 'colleges'>;

/** The number of each source in the report's "Sources" list: figures carry the number, not the source's full name. */
export type SourceNumber = (source: RowSource) => number;

/**
 * The sources of the report's figures, each once, in the order the page first cites them (careers, majors, colleges).
 * The debt block names its own sources beside its figures, as it does on every page.
 */
export function reportSources(t: ReportT, data: StudentReport): string[] {
  const cited = [
    ...data.careers.map((career) => career.source),
    ...data.majors.flatMap((major) => (major.source ? [major.source] : [])),
    ...data.colleges.saved.map((college) => college.source),
    ...data.colleges.matches.map((college) => college.source),
  ];
  return [...new Set(cited.map((source) => sourceText(source, t)))];
}

/** "[2]" beside a figure; a screen reader hears "(source 2)". */
function SourceRef({ number }: { number: number }) {
  const t = useT('student-report');
  return (
    <sup className="ml-0.5 text-slate-700">
      <span aria-hidden="true">[{number}]</span>
      <span className="sr-only">{t('student-report.sourceRef', { number })}</span>
    </sup>
  );
}

/** A section of the report; a long one (`breakable`) may continue in the next column on paper, a short one moves whole. */
export function Section({ title, children, breakable = false }: { title: string; children: ReactNode; breakable?: boolean }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`mb-4 min-w-0 print:mb-2 ${breakable ? '' : 'break-inside-avoid'}`}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <div className="mt-1 space-y-1">{children}</div>
    </section>
  );
}

export const Missing = ({ children }: { children: ReactNode }) => <p className="text-slate-700 italic">{children}</p>;

/** How many a capped list leaves out, said in words (the page never drops entries in silence). */
const More = ({ children }: { children: ReactNode }) => <p className="text-xs text-slate-700">{children}</p>;

/** "Investigative, Realistic and Conventional" in the report's language. */
export function hollandWords(t: ReportT, code: string, intlLocale: string): string {
  const words = [...code].map((letter) => t('student-report.area', { area: letter }));
  return new Intl.ListFormat(intlLocale, { style: 'long', type: 'conjunction' }).format(words);
}

/** The yearly price shown for one college: the family's bracket figure with an income, else the range across brackets. */
function priceFigure(t: ReportT, format: Formatters, college: ReportCollege, income: number | null): string {
  const price = familyPrice(college.netPriceByIncome, college.averageNetPrice, income);
  if (price.kind === 'bracket') return price.negative ? t('colleges.price.negative') : format.usd(price.amount);
  if (price.kind === 'suppressed') return t('student-report.priceSuppressed');
  if (price.min === null || price.max === null) return t('colleges.price.notReported');
  return price.min === price.max
    ? format.usd(price.min)
    : t('colleges.price.range', { min: format.usd(price.min), max: format.usd(price.max) });
}

/** A list of colleges as one compact table: name and place, and the yearly price (the section says which) with its sources. */
function CollegeTable({
  colleges,
  income,
  caption,
  sourceNumber,
}: {
  colleges: readonly ReportCollege[];
  income: number | null;
  caption: string;
  sourceNumber: SourceNumber;
}) {
  const t = useT('student-report', 'colleges');
  const format = useFormatters();
  const numbers = [...new Set(colleges.map((college) => sourceNumber(college.source)))];
  return (
    <div className="overflow-x-auto print:overflow-visible">
      <table className="report-table min-w-full text-sm">
        <caption className="text-left font-semibold">{caption}</caption>
        <thead className="text-left align-bottom">
          <tr>
            <th scope="col" className="py-1 pr-3 font-semibold">
              {t('student-report.colCollege')}
            </th>
            <th scope="col" className="py-1 font-semibold whitespace-nowrap">
              {t('student-report.colPrice')}
              {numbers.map((number) => (
                <SourceRef key={number} number={number} />
              ))}
            </th>
          </tr>
        </thead>
        <tbody>
          {colleges.map((college) => (
            <tr key={college.unitId} className="border-t border-slate-200 align-top">
              <td className="py-0.5 pr-3 break-words">
                <span className="font-semibold">{college.name}</span>
                <span className="text-slate-700">
                  {' · '}
                  {college.city ? `${college.city}, ` : ''}
                  {college.state}
                </span>
              </td>
              <td className="py-0.5">{priceFigure(t, format, college, income)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Colleges({ data, sourceNumber }: { data: StudentReport['colleges']; sourceNumber: SourceNumber }) {
  const t = useT('student-report', 'colleges');
  const format = useFormatters();
  const savedLeft = data.savedCount - data.saved.length;
  const matchesLeft = data.otherMatchCount - data.matches.length;
  const matchesCaption = t('student-report.otherMatches', { count: data.otherMatchCount, total: data.matchCount });
  const suppressed = [...data.saved, ...data.matches].some(
    (college) => familyPrice(college.netPriceByIncome, college.averageNetPrice, data.familyIncome).kind === 'suppressed',
  );
  // What every price in both tables is, said once above them rather than in each table's heading.
  const priceMeaning =
    data.familyIncome === null
      ? t('colleges.price.rangeLabel', { year: NET_PRICE_YEAR })
      : t('colleges.price.bracketLabel', { bracket: bracketText(t, format, incomeBracket(data.familyIncome)), year: NET_PRICE_YEAR });
  return (
    <Section title={t('student-report.colleges')} breakable>
      <p className="text-sm">
        {data.familyIncome === null
          ? t('student-report.noIncome')
          : t(data.incomeBasis === 'money-plan' ? 'student-report.incomeFromPlan' : 'student-report.incomeFromAccount', {
              income: format.usd(data.familyIncome),
            })}{' '}
        {t('student-report.priceMeaning', { meaning: priceMeaning })}
      </p>
      <div className="min-w-0">
        {data.saved.length === 0 ? (
          <>
            <h3 className="font-semibold">{t('student-report.saved', { count: data.savedCount })}</h3>
            <Missing>{t('student-report.noSaved')}</Missing>
          </>
        ) : (
          <CollegeTable
            colleges={data.saved}
            income={data.familyIncome}
            caption={t('student-report.saved', { count: data.savedCount })}
            sourceNumber={sourceNumber}
          />
        )}
        {savedLeft > 0 ? <More>{t('student-report.savedMore', { count: savedLeft })}</More> : null}
      </div>
      <div className="min-w-0">
        {data.matchCount === 0 ? (
          <>
            <h3 className="font-semibold">{t('student-report.matches', { count: 0 })}</h3>
            <Missing>{t('student-report.noMatches')}</Missing>
          </>
        ) : data.matches.length === 0 ? (
          <>
            <h3 className="font-semibold">{matchesCaption}</h3>
            <Missing>{t('student-report.allMatchesSaved', { total: data.matchCount })}</Missing>
          </>
        ) : (
          <CollegeTable colleges={data.matches} income={data.familyIncome} caption={matchesCaption} sourceNumber={sourceNumber} />
        )}
        {matchesLeft > 0 ? <More>{t('student-report.matchesMore', { count: matchesLeft })}</More> : null}
      </div>
      {suppressed ? <More>{t('student-report.priceSuppressedNote')}</More> : null}
    </Section>
  );
}

export function Finances({ data }: { data: StudentReport['finances'] }) {
  const t = useT('student-report', 'grades');
  const format = useFormatters();
  if (!data)
    return (
      <Section title={t('student-report.finances')}>
        <Missing>{t('student-report.noFinances')}</Missing>
      </Section>
    );
  const graded = financialGrade(data.monthlyIncome, data.plannedDebt);
  const cost = plannedDebtOnPage(data.plannedDebt);
  return (
    <Section title={t('student-report.finances')} breakable>
      <p className="text-lg font-bold" data-testid="report-grade">
        {graded.risk
          ? t('student-report.gradeValue', { grade: graded.grade, risk: t(RISK_LABEL_KEYS[graded.risk]) })
          : t('student-report.gradeNone')}
      </p>
      {/* Each term and its figure on one line that wraps, not a grid whose narrow figure column takes several. */}
      <dl className="text-sm">
        {(
          [
            [
              'student-report.expectedIncome',
              t('student-report.expectedIncomeValue', {
                amount: format.usd(data.monthlyIncome),
                horizon: t('student-report.horizon', { horizon: data.earningsHorizon }),
              }),
            ],
            ['student-report.plannedDebt', format.usd(data.plannedDebt)],
            ...(graded.debtToIncome === null
              ? []
              : [
                  [
                    'student-report.debtToIncome',
                    t('student-report.debtToIncomeValue', { ratio: formatRatio(graded.debtToIncome) }),
                  ] as const,
                ]),
          ] as const
        ).map(([term, value]) => (
          <div key={term}>
            <dt className="inline text-slate-700">
              {t(term)}
              {':'}
            </dt>{' '}
            <dd className="inline">{value}</dd>
          </div>
        ))}
      </dl>
      {cost ? <DebtCost cost={cost} monthlyIncome={data.monthlyIncome} headingLevel={3} compact /> : null}
    </Section>
  );
}

export function Assignments({ data, timeZone }: { data: StudentReport['assignments']; timeZone: string }) {
  const t = useT('student-report');
  const format = useFormatters();
  const { intlLocale } = useScopedLocale();
  // The day it was done on the school's clock, as the due day is.
  const schoolDay = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeZone });
  const status = (entry: StudentReport['assignments'][number]) => {
    if (entry.status === 'not-done') return t('student-report.statusNotDone');
    if (entry.doneAt === null) return t('student-report.statusDoneUndated');
    return t(entry.status === 'late' ? 'student-report.statusLate' : 'student-report.statusDone', {
      date: schoolDay.format(new Date(entry.doneAt)),
    });
  };
  return (
    <Section title={t('student-report.assignments')}>
      {data.length === 0 ? (
        <Missing>{t('student-report.noAssignments')}</Missing>
      ) : (
        <div className="overflow-x-auto print:overflow-visible">
          <table className="report-table min-w-full text-sm">
            <thead className="text-left">
              <tr>
                <th scope="col" className="py-1 pr-3 font-semibold">
                  {t('student-report.colStep')}
                </th>
                <th scope="col" className="py-1 pr-3 font-semibold">
                  {t('student-report.colDue')}
                </th>
                <th scope="col" className="py-1 font-semibold">
                  {t('student-report.colStatus')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((entry) => (
                <tr key={entry.id} className="border-t border-slate-200">
                  <td className="py-1 pr-3">{t('student-report.step', { step: entry.step })}</td>
                  <td className="py-1 pr-3 whitespace-nowrap">{format.isoDay(entry.dueOn)}</td>
                  <td className={`py-1 ${entry.status === 'done' ? '' : 'font-semibold'}`}>{status(entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

export function Careers({ data, sourceNumber }: { data: StudentReport; sourceNumber: SourceNumber }) {
  const t = useT('student-report', 'colleges');
  const format = useFormatters();
  const { locale } = useScopedLocale();
  const left = data.careerCount - data.careers.length;
  return (
    <Section title={t('student-report.careers')}>
      {data.careers.length > 0 ? <p className="text-sm text-slate-700">{t('student-report.careersHorizon')}</p> : null}
      {data.careers.length === 0 ? (
        <Missing>{t(data.interests.hollandCode ? 'student-report.noCareers' : 'student-report.noQuiz')}</Missing>
      ) : (
        <ul className="space-y-1 text-sm">
          {data.careers.map((career) => (
            <li key={career.socCode}>
              {t(careerPayKey(career), {
                title: career.title[locale],
                pay: careerPayLabel(t, format, { ...career, hourlyMedianPay: career.hourlyMedianPay ?? null }),
              })}
              <SourceRef number={sourceNumber(career.source)} />
            </li>
          ))}
        </ul>
      )}
      {left > 0 ? <More>{t('student-report.careersMore', { count: left })}</More> : null}
    </Section>
  );
}

/** "a year" belongs only to yearly pay (a median, or the top-coded floor); hourly-only and unreported pay say their own terms. */
function careerPayKey(career: StudentReport['careers'][number]) {
  const yearly = (career.medianPay !== null && career.medianPay > 0) || career.payKind === 'top-coded';
  if (career.source.estimate) return yearly ? 'student-report.careerPayEstimate' : 'student-report.careerPayOtherEstimate';
  return yearly ? 'student-report.careerPay' : 'student-report.careerPayOther';
}

export function Majors({ data, sourceNumber }: { data: StudentReport; sourceNumber: SourceNumber }) {
  const t = useT('student-report');
  const format = useFormatters();
  const { locale } = useScopedLocale();
  const left = data.majorCount - data.majors.length;
  return (
    <Section title={t('student-report.majors')}>
      {data.majors.length > 0 ? <p className="text-sm text-slate-700">{t('student-report.majorsHorizon')}</p> : null}
      {data.majors.length === 0 ? (
        <Missing>{t('student-report.noMajors')}</Missing>
      ) : (
        <ul className="space-y-1 text-sm">
          {data.majors.map((major) => (
            <li key={major.name.en}>
              {t('student-report.majorPay', {
                name: major.name[locale],
                earnings: major.medianEarnings === null ? t('student-report.notReported') : format.usd(major.medianEarnings),
                debt: major.medianDebt === null ? t('student-report.notReported') : format.usd(major.medianDebt),
              })}
              {major.source ? <SourceRef number={sourceNumber(major.source)} /> : null}
            </li>
          ))}
        </ul>
      )}
      {left > 0 ? <More>{t('student-report.majorsMore', { count: left })}</More> : null}
    </Section>
  );
}

/** Whose report this is: the student, the class and grade, the school's id, and when it was printed (in the class's time zone). */
