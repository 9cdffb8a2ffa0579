import { Link } from '@client/shared/routing';
import { primaryArea, type RecommendedFor } from '@domain/catalog/career-explore';
import type { Career } from '@domain/catalog/schemas';
import { ONET_DESCRIPTION_CREDIT } from '@domain/catalog/onet-description';
import { useT } from '@client/shared/i18n/i18n-store';
import { SaveCareerButton } from '@client/shared/saved-lists/save-button';
import { CareerFigures } from '@client/ui/career-figures';
import { SourceLine } from '@client/ui/source-line';
import { RecommendedBadge } from './recommended-badge';
import { OnetDescriptionCredit } from './onet-credit';

/** The O*NET release the alternate titles come from: a source's name, the same in every language. */
const ONET_ALTERNATE_TITLES = 'O*NET 29.2';

export const EXPLORE_PATH = '/premium/career-exploration';

/** Where "Back to results" returns: the results page with the filters it was opened from. */
export type DetailLinkState = { results: string };

export function careerPath(socCode: string): string {
  return `${EXPLORE_PATH}/${socCode}`;
}

/** One career in the results: the figures that tell careers apart at a glance, and the way to its page. */
export function CareerCard({
  career,
  fit,
  resultsSearch,
  matchedTitle = null,
}: {
  career: Career;
  fit: RecommendedFor | undefined;
  resultsSearch: string;
  /** The O*NET alternate title the search matched, when not the career's own title. */
  matchedTitle?: string | null;
}) {
  const t = useT('careers', 'career-quiz');
  const state: DetailLinkState = { results: resultsSearch };
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5">
      <h3 className="text-lg font-semibold">
        <Link to={careerPath(career.socCode)} state={state} className="text-brand-800 underline-offset-2 hover:underline">
          {career.title}
        </Link>
      </h3>
      {matchedTitle ? <MatchedTitle title={matchedTitle} /> : null}
      {fit ? (
        <div className="mt-2">
          <RecommendedBadge fit={fit} />
        </div>
      ) : null}
      <p className="mt-2 line-clamp-3 text-slate-700">{career.description}</p>
      <OnetDescriptionCredit career={career} />
      <CareerFigures career={career} className="mt-3 gap-y-1">
        <dt className="text-slate-700">{t('careers.card.strongestInterest')}</dt>
        <dd>{t(`career-quiz.area.${primaryArea(career.interests)}`)}</dd>
      </CareerFigures>
      <SourceLine source={career.source} className="mt-auto pt-3 text-xs" />
      <div className="mt-3">
        <SaveCareerButton career={career} />
      </div>
    </article>
  );
}

/** "Matches: RN", with the O*NET attribution its licence (CC BY 4.0) asks for wherever the titles show. */
function MatchedTitle({ title }: { title: string }) {
  const t = useT('careers');
  return (
    <p className="mt-1 text-sm text-slate-700">
      {t('careers.card.matches')}
      <span className="font-medium text-slate-900" lang="en">
        {title}
      </span>{' '}
      <span className="text-xs">
        {t.rich('careers.card.matchedFrom', {
          source: ONET_ALTERNATE_TITLES,
          licence: ONET_DESCRIPTION_CREDIT.licence,
          link: (words) => (
            <a href="https://www.onetcenter.org/database.html" className="text-brand-800 underline">
              {words}
            </a>
          ),
          // The licence's name stays in English: read with English pronunciation.
          en: (words) => <span lang="en">{words}</span>,
        })}
      </span>
    </p>
  );
}
