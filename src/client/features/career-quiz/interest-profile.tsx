import { rankedAreas } from '@domain/career-quiz/riasec';
import type { RiasecProfile } from '@domain/catalog/schemas';
import { useT } from '@client/shared/i18n/i18n-store';
import { areaBlurb, areaName } from '@client/shared/career-quiz/quiz-texts';
import { formatScore } from './format';

const OI_MIN = 1;
const OI_MAX = 7;

/** The six interest areas, strongest first, each with its score as text and a bar drawn only for the eye. */
export function InterestProfile({ profile }: { profile: RiasecProfile }) {
  const t = useT('career-quiz');
  return (
    <ol className="mt-4 space-y-4">
      {rankedAreas(profile).map((area) => {
        const score = profile[area];
        const width = Math.max(2, ((score - OI_MIN) / (OI_MAX - OI_MIN)) * 100);
        return (
          <li key={area} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="text-lg font-semibold">
                {areaName(t, area)} <span className="text-slate-600">({area})</span>
              </h3>
              <p className="font-semibold text-brand-800">
                {formatScore(score)} <span className="font-normal text-slate-700">{t('career-quiz.outOf', { max: OI_MAX })}</span>
              </p>
            </div>
            <div aria-hidden="true" className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200">
              <div className="h-full rounded-full bg-brand-700" style={{ width: `${width}%` }} />
            </div>
            <p className="mt-2 text-slate-700">{areaBlurb(t, area)}</p>
          </li>
        );
      })}
    </ol>
  );
}
