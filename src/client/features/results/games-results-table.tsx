import { useId } from 'react';
import type { CognitiveAssessmentData } from '@domain/cognitive/assessment';
import { GAME_IDS, GAME_NAMES, gamesResultsSummary, RESULT_FIELDS, type GameId } from '@domain/cognitive/assessment';
import type { Translate } from '@client/shared/i18n/messages';
import { traitLabel } from '@client/shared/cognitive/trait-label';
import { displayScore } from '@domain/cognitive/traits';
import { CitedTable } from '@client/ui/cited-table';
import { useI18n, useT } from '@client/shared/i18n/i18n-store';

const GAME_BY_NAME = new Map(GAME_IDS.map((id) => [GAME_NAMES[id], id]));
const GAME_KEYS = {
  'word-weaver': 'cognitive.game.wordWeaver',
  'memory-race': 'cognitive.game.memoryRace',
  'logic-puzzles': 'cognitive.game.logicPuzzles',
} as const;
const numberOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** A game's details line outside English: the same stored figures, from the games' catalog (the domain writes the English). */
function detailsIn(t: Translate<'cognitive'>, game: GameId, data: CognitiveAssessmentData): string {
  const result: Record<string, unknown> = data[RESULT_FIELDS[game]] ?? {};
  if (game === 'word-weaver') return t('cognitive.details.wordWeaver', { count: numberOf(result.wordsFound) });
  if (game === 'memory-race')
    return t('cognitive.details.memoryRace', { level: numberOf(result.maxLevel), accuracy: displayScore(numberOf(result.accuracy)) });
  return t('cognitive.details.logicPuzzles', { solved: numberOf(result.puzzlesSolved) });
}

/** The games-results summary: one row per trait a game measured (game, trait, score, details). */
export function GamesResultsTable({ data }: { data: CognitiveAssessmentData }) {
  const headingId = useId();
  const entries = gamesResultsSummary(data);
  const t = useT('results', 'cognitive');
  const { locale } = useI18n();
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-2xl font-bold">
        {t('results.games.heading')}
      </h2>
      <p className="mt-1 text-slate-700">{t('results.games.intro')}</p>
      <CitedTable
        caption={t('results.games.caption')}
        columns={[
          { header: t('results.games.game') },
          { header: t('results.games.trait') },
          { header: t('results.games.score'), numeric: true },
          { header: t('results.games.details') },
        ]}
        look="card"
        className="min-w-[36rem]"
        scroll={{ className: 'mt-4 rounded-2xl border border-slate-200 bg-white' }}
      >
        {entries.map((entry) => {
          const game = GAME_BY_NAME.get(entry.game);
          return (
            <tr key={`${entry.game}-${entry.trait}`} className="border-b border-slate-100 align-top">
              <th scope="row" className="px-4 py-2 font-medium">
                {game ? t(GAME_KEYS[game]) : entry.game}
              </th>
              <td className="px-4 py-2">{traitLabel(t, entry.trait)}</td>
              <td className="px-4 py-2 text-right tabular-nums">{displayScore(entry.score)}</td>
              <td className="px-4 py-2 text-sm text-slate-700">{locale === 'en' || !game ? entry.details : detailsIn(t, game, data)}</td>
            </tr>
          );
        })}
      </CitedTable>
    </section>
  );
}
