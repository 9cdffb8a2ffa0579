import type { CollegeMatch, MatchedProgram } from '@domain/catalog/college-match';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { Link } from '@client/shared/routing';

const names = (programs: readonly MatchedProgram[]) => programs.map((program) => program.majorName ?? program.cip).join(', ');

/** On a card: which of the chosen majors the college awards, and the transfer route where it is a place to start. */
export function MatchedPrograms({ match }: { match: Pick<CollegeMatch, 'matchedPrograms' | 'route' | 'transferOption' | 'college'> }) {
  const t = useT('college-quiz');
  const format = useFormatters();
  if (match.route === null || match.matchedPrograms.length === 0) return null;
  const option = match.transferOption;
  const majors = names(match.matchedPrograms);
  return (
    <div className="mt-3 rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm text-slate-900">
      <p className="font-semibold">
        {match.route === 'bachelor' ? t('college-quiz.matchedBachelor', { majors }) : t('college-quiz.matchedAssociate', { majors })}
      </p>
      {match.route === 'transfer' ? <p className="mt-1">{t('college-quiz.transferNote')}</p> : null}
      {option ? (
        <p className="mt-2" data-testid="transfer-offer">
          {t.rich('college-quiz.transferOffer', {
            college: option.name,
            price: format.usd(option.yearlyNetPrice),
            saving: format.usd(option.saving),
            link: (words) => (
              <Link
                to={`/money-plan?first=${option.unitId}&second=${match.college.unitId}`}
                className="font-semibold text-brand-800 underline underline-offset-2"
              >
                {words}
              </Link>
            ),
          })}
        </p>
      ) : null}
    </div>
  );
}

/** Above the list: whether the ranking checked the programs (majors chosen) or weighed colleges alone. */
export function MatchingBasis({ matchingOn }: { matchingOn: 'programs' | 'colleges' }) {
  const t = useT('college-quiz');
  return (
    <p className="mt-2 text-slate-700">
      {matchingOn === 'programs' ? t('college-quiz.matchingOnPrograms') : t('college-quiz.matchingOnColleges')}
    </p>
  );
}
