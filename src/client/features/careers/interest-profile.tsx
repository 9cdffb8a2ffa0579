import { useId } from 'react';
import { primaryArea } from '@domain/catalog/career-explore';
import { RIASEC_AREAS } from '@domain/catalog/catalog-values';
import type { RiasecProfile } from '@domain/catalog/schemas';
import { useI18n, useT } from '@client/shared/i18n/i18n-store';

/** O*NET's interest scale runs 1 (no fit) to 7 (strongest). */
const SCALE_MIN = 1;
const SCALE_MAX = 7;

const barWidth = (score: number) => `${Math.max(0, Math.min(100, ((score - SCALE_MIN) / (SCALE_MAX - SCALE_MIN)) * 100))}%`;

/** The six interest scores as bars; every bar's number is written out beside it, which is the text alternative. */
export function InterestProfile({ interests }: { interests: RiasecProfile }) {
  const t = useT('careers', 'career-quiz');
  const { intlLocale } = useI18n();
  const two = new Intl.NumberFormat(intlLocale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const headingId = useId();
  const strongest = primaryArea(interests);
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={headingId} className="text-xl font-bold">
        {t('careers.interests.heading')}
      </h2>
      <p className="mt-1 text-slate-700">
        {t.rich('careers.interests.intro', {
          min: SCALE_MIN,
          max: SCALE_MAX,
          area: t(`career-quiz.area.${strongest}`),
          blurb: t(`career-quiz.areaBlurb.${strongest}`),
          strong: (words) => <strong>{words}</strong>,
        })}
      </p>
      <ul className="mt-4 space-y-3">
        {RIASEC_AREAS.map((area) => (
          <li key={area} className="grid gap-1 sm:grid-cols-[10rem_1fr_5rem] sm:items-center sm:gap-3">
            <span className="font-medium">{t(`career-quiz.area.${area}`)}</span>
            <span aria-hidden="true" className="block h-3 overflow-hidden rounded-full bg-slate-100">
              <span
                className={`block h-full rounded-full ${area === strongest ? 'bg-brand-700' : 'bg-brand-600/60'}`}
                style={{ width: barWidth(interests[area]) }}
              />
            </span>
            <span className="text-sm text-slate-700 sm:text-right">
              {t('careers.interests.scoreOf', { score: two.format(interests[area]), max: SCALE_MAX })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
