import { Link } from 'react-router';
import { primaryArea, type RecommendedFor } from '@domain/catalog/career-explore';
import { RIASEC_NAMES, type Career } from '@domain/catalog/schemas';
import { SaveCareerButton } from '@client/shared/saved-lists/save-button';
import { CareerFigures } from '@client/ui/career-figures';
import { SourceLine } from '@client/ui/source-line';
import { RecommendedBadge } from './recommended-badge';
import { OnetDescriptionCredit } from './onet-credit';

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
        <dt className="text-slate-700">Strongest interest</dt>
        <dd>{RIASEC_NAMES[primaryArea(career.interests)]}</dd>
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
  return (
    <p className="mt-1 text-sm text-slate-700">
      Matches: <span className="font-medium text-slate-900">{title}</span>{' '}
      <span className="text-xs">
        (everyday job title from{' '}
        <a href="https://www.onetcenter.org/database.html" className="text-brand-800 underline">
          O*NET 29.2
        </a>
        , U.S. DOL/ETA, CC BY 4.0)
      </span>
    </p>
  );
}
