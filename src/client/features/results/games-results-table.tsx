import { useId } from 'react';
import type { CognitiveAssessmentData } from '@domain/cognitive/assessment';
import { gamesResultsSummary } from '@domain/cognitive/assessment';
import { displayScore } from '@domain/cognitive/traits';
import { CitedTable } from '@client/ui/cited-table';

/** Spec 3's games-results summary: one row per trait a game measured (game, trait, score, details). */
export function GamesResultsTable({ data }: { data: CognitiveAssessmentData }) {
  const headingId = useId();
  const entries = gamesResultsSummary(data);
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-2xl font-bold">
        How each game scored you
      </h2>
      <p className="mt-1 text-slate-700">Every trait a game measured, with what you did in that game. Scores are 0-100.</p>
      <CitedTable
        caption="Games results: game, trait, score and details"
        columns={[{ header: 'Game' }, { header: 'Trait' }, { header: 'Score', numeric: true }, { header: 'Details' }]}
        look="card"
        className="min-w-[36rem]"
        scroll={{ className: 'mt-4 rounded-2xl border border-slate-200 bg-white' }}
      >
        {entries.map((entry) => (
          <tr key={`${entry.game}-${entry.trait}`} className="border-b border-slate-100 align-top">
            <th scope="row" className="px-4 py-2 font-medium">
              {entry.game}
            </th>
            <td className="px-4 py-2">{entry.trait}</td>
            <td className="px-4 py-2 text-right tabular-nums">{displayScore(entry.score)}</td>
            <td className="px-4 py-2 text-sm text-slate-700">{entry.details}</td>
          </tr>
        ))}
      </CitedTable>
    </section>
  );
}
