import { useT } from '@client/shared/i18n/i18n-store';

/** Before the first question: suggestions built from the student's results, one click each. */
export function StarterQuestions({ starters, onAsk }: { starters: readonly string[]; onAsk: (question: string) => void }) {
  const t = useT('counselor');
  return (
    <section aria-labelledby="starter-heading">
      <h2 id="starter-heading" className="text-lg font-bold">
        {t('counselor.startersHeading')}
      </h2>
      <p className="mt-1 text-slate-700">{t('counselor.startersIntro')}</p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {starters.map((question) => (
          <li key={question}>
            <button
              type="button"
              onClick={() => onAsk(question)}
              className="min-h-11 w-full rounded-lg border border-brand-100 bg-brand-50 px-3 py-2 text-left font-medium text-brand-800 hover:bg-brand-100"
            >
              {question}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
