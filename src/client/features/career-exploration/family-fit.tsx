import { useId } from 'react';
import { Link } from 'react-router';
import { categoriesOfCareer, categoryFit, type CategoryFit } from '@domain/catalog/career-explore';
import { displayScore } from '@domain/cognitive/traits';
import { CitedTable } from '@client/ui/cited-table';
import type { GamesFit } from './use-games-fit';

/** The spec 9 career families this career belongs to, and how the student's game scores meet each family's minimums. */
export function FamilyFit({ socCode, games }: { socCode: string; games: GamesFit }) {
  const headingId = useId();
  const families = categoriesOfCareer(socCode);
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={headingId} className="text-xl font-bold">
        Career family and your cognitive fit
      </h2>
      {families.length === 0 ? (
        <p className="mt-2 text-slate-700">
          This career is not in one of the six career families the cognitive games score (Technology, Business &amp; Finance, Creative &amp;
          Design, Research &amp; Academia, Healthcare, Operations &amp; Management), so the games say nothing about it either way.
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            Part of {families.map((family) => family.name).join(' and ')}. Each family asks for minimum scores in a few traits.
          </p>
          {games.gamesDone ? null : (
            <p className="mt-2 text-slate-700">
              <Link to="/premium/games-assessment" className="font-semibold text-brand-800 underline underline-offset-2">
                Finish the cognitive games
              </Link>{' '}
              to see how your scores line up with these minimums.
            </p>
          )}
          <ul className="mt-4 space-y-4">
            {families.map((family) => (
              <li key={family.id}>
                {games.gamesDone ? <FitDetails fit={categoryFit(family, games.scores)} /> : <Minimums fit={categoryFit(family, {})} />}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Minimums({ fit }: { fit: CategoryFit }) {
  return (
    <div>
      <h3 className="font-semibold">{fit.category.name}</h3>
      <p className="mt-1 text-sm text-slate-700">
        Needs {fit.alignment.map((item) => `${item.label.toLowerCase()} ${item.minimum}`).join(', ')}; a strong fit at{' '}
        {fit.highTrigger.label.toLowerCase()} {fit.highTrigger.atLeast} or more.
      </p>
    </div>
  );
}

function FitDetails({ fit }: { fit: CategoryFit }) {
  const verdict = fit.strong
    ? `Strong fit: you meet every minimum and reached ${fit.highTrigger.label.toLowerCase()} ${fit.highTrigger.atLeast}.`
    : fit.meetsAll
      ? `Good fit: you meet every minimum. ${fit.highTrigger.label} of ${fit.highTrigger.atLeast} or more would make it a strong fit.`
      : 'Not yet a match: some of your scores are below the minimums.';
  return (
    <div>
      <h3 className="font-semibold">{fit.category.name}</h3>
      <p className="mt-1 text-slate-800">{verdict}</p>
      <CitedTable
        caption={`Your scores against the ${fit.category.name} minimums`}
        columns={[{ header: 'Trait' }, { header: 'Your score' }, { header: 'Minimum' }, { header: 'Result' }]}
        look="compact"
        className="mt-2 max-w-xl text-sm"
      >
        {fit.alignment.map((item) => (
          <tr key={item.trait} className="border-b border-slate-100">
            <th scope="row" className="py-1 pr-3 font-normal">
              {item.label}
            </th>
            <td className="py-1 pr-3">{displayScore(item.score)}</td>
            <td className="py-1 pr-3">{item.minimum}</td>
            <td className={`py-1 font-medium ${item.met ? 'text-emerald-800' : 'text-amber-900'}`}>
              {item.met ? 'Met' : `${Math.ceil(item.minimum - item.score)} to go`}
            </td>
          </tr>
        ))}
      </CitedTable>
    </div>
  );
}
