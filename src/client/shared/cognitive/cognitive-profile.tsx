import { useId } from 'react';
import type { CombinedScores } from '@domain/cognitive/assessment';
import { displayScore, TRAITS } from '@domain/cognitive/traits';
import { useT } from '@client/shared/i18n/i18n-store';
import { traitLabel } from './trait-label';
import { TraitScoreTable } from './trait-score-table';

/** "Overall score: {score}. …" with the score in bold. */
function withStrong(sentence: string, score: string) {
  const [before = '', after = ''] = sentence.split('{score}');
  return (
    <>
      {before}
      <strong>{score}</strong>
      {after}
    </>
  );
}

/** The ten combined scores as a bar chart that is also a table (its text alternative). */
export function CognitiveProfile({ scores }: { scores: CombinedScores }) {
  const t = useT('cognitive');
  const captionId = useId();
  const overall = scores.overall_score;
  return (
    <figure aria-labelledby={captionId} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <figcaption id={captionId} className="text-xl font-bold">
        {t('cognitive.profileTitle')}
      </figcaption>
      <p className="mt-1 text-slate-700">
        {withStrong(
          t('cognitive.overall'),
          overall === undefined ? t('cognitive.notMeasured') : t('cognitive.outOf100', { score: displayScore(overall) }),
        )}
      </p>
      <TraitScoreTable
        className="mt-4"
        bars
        caption={t('cognitive.profileCaption')}
        rows={TRAITS.map((trait) => ({ label: traitLabel(t, trait), score: scores[trait] }))}
      />
    </figure>
  );
}
