import { lazy, Suspense, use, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type * as CollegeMatchModule from '@domain/catalog/college-match';
import type { CollegePreferences } from '@domain/catalog/college-match';
import { COLLEGE_PREFERENCE_DEFAULTS, MAX_MATCH_MAJORS } from '@domain/catalog/college-preferences';
import type { Major } from '@domain/catalog/schemas';
import { isCipCode } from '@domain/catalog/catalog-values';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { ButtonLink } from '@client/ui/button-link';
import { Spinner } from '@client/ui/spinner';
import { usePageTitle } from '@client/ui/use-page-title';
import { useT } from '@client/shared/i18n/i18n-store';
import { readLocal, useLocalValue, writeLocal } from '@client/shared/assessment-state/local-store';
import { useQuiz, type QuizResult } from '@client/shared/assessment-state/quiz-context';
import { useCollegeMatches } from './api/use-college-matches';
import { FamilyIncomeEditor } from '@client/shared/prices/family-price';
import { useFamilyIncome } from '@client/shared/prices/use-family-income';
import { useMajors } from '@client/shared/lib/use-majors';
import { useSearchParams } from '@client/shared/routing';
import { CollegeResults } from './college-results';
import { MatchingBasis } from './matched-programs';
import { sameStoredResults, storedPreferences, toStoredResults } from './stored-results';
import { trackEvent } from '@client/shared/lib/track-event';
import { loadOnce } from '@client/shared/lib/load-once';

// The form (react-hook-form, about 15 KB gzip) is its own chunk, fetched as soon as this page's code runs, beside the
// majors it waits for anyway: the heading and the introduction paint without it.
const formModule = import('./preferences-form');
// Offline: the page's error boundary reports it when the form renders; no unhandled rejection before that.
formModule.catch(() => undefined);
const PreferencesForm = lazy(() => formModule.then((module) => ({ default: module.PreferencesForm })));

// The API's preferences schema (with zod), for checking a stored search before the form shows it: loaded only then.
const collegeMatchModule = loadOnce<typeof CollegeMatchModule>(() => import('@domain/catalog/college-match'));

/**
 * The career quiz's majors as CIP codes, the one being explored first. Results
 * saved by older versions hold only names; those are looked up in the catalog.
 */
function quizMajorCips(quizResult: QuizResult | undefined, selectedMajor: string | null, majors: readonly Major[]): string[] {
  const byName = (name: string) => majors.find((major) => major.name === name)?.cip;
  const fromQuiz = quizResult?.topMajorCips ?? (quizResult?.topMajors ?? []).map(byName);
  const selected = selectedMajor ? byName(selectedMajor) : undefined;
  const cips: string[] = [];
  for (const cip of [selected, ...fromQuiz]) {
    if (cip && isCipCode(cip) && !cips.includes(cip)) cips.push(cip);
  }
  return cips;
}

/**
 * /college-quiz: preferences → ranked colleges. The matches are saved under
 * the spec's `collegeQuizResults` (the dashboard counts them) with the
 * preferences, so returning to the page shows the last search again.
 */
export function CollegeQuizPage() {
  const t = useT('college-quiz');
  usePageTitle(t('college-quiz.title'));
  const stored = useLocalValue('collegeQuizResults');
  const { quizResult, selectedMajor } = useQuiz();
  // Whether a search was stored when the page opened: its check waits for the schema (the page suspends once).
  const [hadStored] = useState(() => stored !== undefined && stored.length > 0);
  const collegeMatch = hadStored ? use(collegeMatchModule()) : null;
  // Read once: later saves come from this page and must not reset the form.
  const [restored] = useState(() => (collegeMatch ? storedPreferences(stored, collegeMatch.collegePreferencesSchema) : null));
  const [submitted, setSubmitted] = useState<CollegePreferences | null>(restored);
  const [searches, setSearches] = useState(0);
  const majors = useMajors();
  // The family's income ranks by its own price bracket; it is asked once on the site and kept (not in the form).
  const family = useFamilyIncome();
  const request = useMemo(
    () => (submitted && !family.loading ? { ...submitted, familyIncome: family.income } : null),
    [submitted, family.loading, family.income],
  );
  const matches = useCollegeMatches(request);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // "Compare" on a college's page opens the matches with that college ticked (?compare=<unit id>).
  const [params] = useSearchParams();
  const compareFromLink = Number(params.get('compare'));

  const catalogMajors = useMemo(() => majors.data ?? [], [majors.data]);
  const suggestedMajors = useMemo(
    () => quizMajorCips(quizResult, selectedMajor, catalogMajors),
    [quizResult, selectedMajor, catalogMajors],
  );

  useEffect(() => {
    if (!submitted || !matches.data || matches.data.items.length === 0) return;
    const next = toStoredResults(matches.data.items, submitted);
    // Reopening the page re-runs the same search: store only what changed, so it is not synced as new.
    if (!sameStoredResults(readLocal('collegeQuizResults'), next)) {
      writeLocal('collegeQuizResults', next);
      trackEvent('college_quiz_completed');
    }
  }, [matches.data, submitted]);

  useEffect(() => {
    if (searches > 0) resultsHeading.current?.focus();
  }, [searches]);

  function search(preferences: CollegePreferences) {
    setSubmitted(preferences);
    setSearches((count) => count + 1);
  }

  // The form (react-hook-form and the two pickers) mounts in a background render once the majors arrive, so its
  // rendering yields to the browser instead of running as one long task on load.
  const formReady = useDeferredValue(!majors.isPending);
  const defaultValues: CollegePreferences = restored ?? {
    ...COLLEGE_PREFERENCE_DEFAULTS,
    majors: suggestedMajors.slice(0, MAX_MATCH_MAJORS),
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-12">
      <h1 className="text-3xl font-bold sm:text-4xl">{t('college-quiz.title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t('college-quiz.intro')}</p>

      <section aria-labelledby="preferences-heading" className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h2 id="preferences-heading" className="mb-6 text-2xl font-bold">
          {t('college-quiz.preferencesHeading')}
        </h2>
        {formReady ? (
          <Suspense fallback={<FormPlaceholder label={t('college-quiz.loadingForm')} />}>
            <PreferencesForm
              defaultValues={defaultValues}
              majors={catalogMajors}
              majorsError={majors.isError ? majors.error.message : null}
              onRetryMajors={() => void majors.refetch()}
              suggestedMajors={suggestedMajors}
              busy={matches.isFetching}
              onSubmit={search}
            />
          </Suspense>
        ) : (
          <FormPlaceholder label={t('college-quiz.loadingForm')} />
        )}
      </section>

      {submitted ? (
        <section aria-labelledby="results-heading" className="mt-10">
          <h2 id="results-heading" ref={resultsHeading} tabIndex={-1} className="text-2xl font-bold outline-none">
            {t('college-quiz.resultsHeading')}
          </h2>
          {searches === 0 ? <p className="mt-1 text-slate-700">{t('college-quiz.lastTime')}</p> : null}
          <div className="mt-4">
            <FamilyIncomeEditor />
          </div>
          <MatchResults
            matches={matches}
            yearsOfStudy={submitted.yearsOfStudy}
            resultsKey={JSON.stringify(submitted)}
            keptEarlier={(stored?.length ?? 0) > 0}
            compareFromLink={compareFromLink}
          />
        </section>
      ) : null}

      <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <ButtonLink to="/financial-expectations" className="px-6 text-lg">
          {t('college-quiz.nextFinancial')}
        </ButtonLink>
        <ButtonLink to="/journey" variant="secondary">
          {t('college-quiz.backJourney')}
        </ButtonLink>
      </div>
    </div>
  );
}

/** The matches once asked for: loading, an error with a retry, none (with what to change), or the ranked list. */
function MatchResults({
  matches,
  yearsOfStudy,
  resultsKey,
  keptEarlier,
  compareFromLink,
}: {
  matches: ReturnType<typeof useCollegeMatches>;
  yearsOfStudy: number;
  /** The search the list shows: a new search starts a new list (and clears its comparison). */
  resultsKey: string;
  keptEarlier: boolean;
  compareFromLink: number;
}) {
  const t = useT('college-quiz');
  return matches.isPending ? (
    <Spinner label={t('college-quiz.finding')} />
  ) : matches.isError ? (
    <div className="mt-4 space-y-3">
      <Alert>{t('college-quiz.matchesError', { message: matches.error.message })}</Alert>
      <Button onClick={() => void matches.refetch()} disabled={matches.isFetching}>
        {matches.isFetching ? t('college-quiz.tryingAgain') : t('college-quiz.tryAgain')}
      </Button>
    </div>
  ) : matches.data.items.length === 0 ? (
    <NoMatches keptEarlier={keptEarlier} />
  ) : (
    <>
      <MatchingBasis matchingOn={matches.data.matchingOn} />
      <CollegeResults
        key={resultsKey}
        matches={matches.data.items}
        total={matches.data.total}
        yearsOfStudy={yearsOfStudy}
        initialCompared={Number.isInteger(compareFromLink) && compareFromLink > 0 ? [compareFromLink] : []}
      />
    </>
  );
}

function NoMatches({ keptEarlier }: { keptEarlier: boolean }) {
  const t = useT('college-quiz');
  return (
    <div className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
      <p className="font-semibold">{t('college-quiz.noMatchTitle')}</p>
      <p className="mt-1">{t('college-quiz.noMatchTry')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>{t('college-quiz.noMatchRegion')}</li>
        <li>{t('college-quiz.noMatchPrice')}</li>
        <li>{t('college-quiz.noMatchKinds')}</li>
      </ul>
      {keptEarlier ? <p className="mt-2">{t('college-quiz.noMatchKept')}</p> : null}
    </div>
  );
}

/**
 * At least a screen tall, like the form it stands for: the links below start out of view, so the form arriving does not
 * push them down in sight (a layout shift).
 */
function FormPlaceholder({ label }: { label: string }) {
  return (
    <div className="min-h-screen">
      <Spinner label={label} />
    </div>
  );
}
