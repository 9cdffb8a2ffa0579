import type { CollegeMatch } from '@domain/catalog/college-match';
import { collegeSize } from '@domain/catalog/catalog-values';
import { SaveCollegeButton } from '@client/shared/saved-lists/save-button';
import { CollegeLink } from '@client/shared/prices/college-link';
import { FamilyPriceFigure } from '@client/shared/prices/family-price';
import { useFamilyIncome } from '@client/shared/prices/use-family-income';
import { useT } from '@client/shared/i18n/i18n-store';
import { reasonText } from './match-reasons';
import { MatchedPrograms } from './matched-programs';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import {
  ADMISSION_LABELS,
  CONTROL_WORDS,
  earningsBasisText,
  earningsLabelText,
  gradeText,
  LOCALE_WORDS,
  place,
  shareOr,
  SIZE_WORDS,
  usdOr,
  websiteHref,
} from './match-labels';
import { Fact } from '@client/ui/fact';

export function AdmissionBadge({ match }: { match: CollegeMatch }) {
  const t = useT('college-quiz');
  const label = ADMISSION_LABELS[match.label];
  return (
    <span className={`inline-flex items-center rounded-full border px-3 py-0.5 text-sm font-semibold ${label.className}`}>
      {t(label.text)}
      <span className="sr-only">: {t(label.meaning)}</span>
    </span>
  );
}

/** The card's figures: the family's price, the total for the years of study, completion, debt, earnings and admission. */
function MatchFigures({ match, yearsOfStudy }: { match: CollegeMatch; yearsOfStudy: number }) {
  const t = useT('college-quiz');
  const format = useFormatters();
  const { college } = match;
  const { income } = useFamilyIncome();
  const limitedNote = t('college-quiz.limitedNote');
  return (
    <dl className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <FamilyPriceFigure
        term
        compact
        netPriceByIncome={college.netPriceByIncome}
        averageNetPrice={college.averageNetPrice}
        income={income}
      />
      <Fact
        term={t('college-quiz.totalNetPrice', { count: yearsOfStudy })}
        note={match.estimatedNetCost === null ? undefined : t('college-quiz.totalEstimateNote')}
      >
        {usdOr(t, format, match.estimatedNetCost)}
      </Fact>
      <Fact term={t('college-quiz.finish')}>{shareOr(t, college.completionRate)}</Fact>
      <Fact term={t('college-quiz.medianDebt')} note={college.source.limitedData?.includes('debt') ? limitedNote : undefined}>
        {usdOr(t, format, college.medianDebt)}
      </Fact>
      <Fact
        term={earningsLabelText(t, college.source, college.medianEarnings)}
        note={college.source.limitedData?.includes('earnings') ? limitedNote : undefined}
      >
        {usdOr(t, format, college.medianEarnings)}
      </Fact>
      <Fact term={t('college-quiz.admissionRate')}>
        {college.admissionRate === null ? t('college-quiz.openAdmission') : shareOr(t, college.admissionRate)}
      </Fact>
    </dl>
  );
}

type Props = {
  match: CollegeMatch;
  rank: number;
  yearsOfStudy: number;
  compared: boolean;
  onCompareChange: (checked: boolean) => void;
  /** The card that "Show more" reveals first takes focus. */
  headingRef?: (element: HTMLHeadingElement | null) => void;
};

export function CollegeMatchCard({ match, rank, yearsOfStudy, compared, onCompareChange, headingRef }: Props) {
  const t = useT('college-quiz');
  const format = useFormatters();
  const { college } = match;
  const size = collegeSize(college.undergraduates);
  const website = websiteHref(college.url);
  const details = [
    t(CONTROL_WORDS[college.control]),
    size
      ? t('college-quiz.sizeUndergrads', { size: t(SIZE_WORDS[size]), count: format.count(college.undergraduates ?? 0) })
      : t('college-quiz.sizeNotReported'),
    college.locale ? t(LOCALE_WORDS[college.locale]).toLowerCase() : t('college-quiz.settingNotReported'),
  ];
  const earnings = match.expectedEarnings === null ? null : usdOr(t, format, match.expectedEarnings);
  return (
    <article
      className={`rounded-xl border bg-white p-4 sm:p-5 ${compared ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-200'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold outline-none focus-visible:outline-3 focus-visible:outline-brand-700"
          >
            <span className="text-slate-600">{rank}. </span>
            <CollegeLink college={college} />
          </h3>
          <p className="text-slate-700">
            {place(college)} · {details.join(' · ')}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <AdmissionBadge match={match} />
          <span className="rounded-full bg-slate-100 px-3 py-0.5 text-sm font-semibold text-slate-800">
            {t('college-quiz.fitOf', { score: match.score })}
          </span>
        </div>
      </div>

      <MatchedPrograms match={match} />

      <MatchFigures match={match} yearsOfStudy={yearsOfStudy} />

      <div className="mt-4 rounded-lg bg-slate-50 p-3">
        <p className="font-semibold">{t('college-quiz.financialGrade', { grade: gradeText(t, match) })}</p>
        <p className="mt-1 text-sm text-slate-700">
          {earnings === null
            ? t('college-quiz.gradeExplainNone', { debt: usdOr(t, format, match.estimatedDebt), earnings: t('college-quiz.notReported') })
            : t('college-quiz.gradeExplain', { debt: usdOr(t, format, match.estimatedDebt), earnings, basis: earningsBasisText(t, match) })}
        </p>
      </div>

      {match.reasons.length > 0 ? (
        <>
          <h4 className="mt-4 text-sm font-semibold">{t('college-quiz.whyOnList')}</h4>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-800">
            {match.reasons.map((reason) => (
              <li key={reason.code}>{reasonText(t, format, reason)}</li>
            ))}
          </ul>
        </>
      ) : null}

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <p className="text-xs text-slate-700">
          {/* The list cites its sources once, under it (a citation on every card made the results very long). */}
          {college.source.estimate ? t('college-quiz.includesEstimates') : null}
          {website ? (
            <a href={website} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2 hover:text-brand-800">
              {t('college-quiz.website')}
              <span className="sr-only">{t('college-quiz.websiteSr', { name: college.name })}</span>
            </a>
          ) : null}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <SaveCollegeButton college={college} />
          <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 font-semibold has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
            <input
              type="checkbox"
              checked={compared}
              onChange={(event) => onCompareChange(event.target.checked)}
              className="h-5 w-5 accent-brand-700"
            />
            {t('college-quiz.compare')}
            <span className="sr-only"> {college.name}</span>
          </label>
        </div>
      </div>
    </article>
  );
}
