import { Suspense } from 'react';
import type { Career } from '@domain/catalog/schemas';
import { useT } from '@client/shared/i18n/i18n-store';

/*
 * A career description the API could not give in the page's language comes in English with descriptionLanguage 'en'
 *: the page says so, never shows English silently, and marks the text as English for screen readers.
 */

function InEnglishNote() {
  const t = useT('catalog-data');
  return <p className="mt-1 text-sm font-medium text-slate-700">{t('catalog-data.descriptionInEnglish')}</p>;
}

/** The career's description, with a note when it is not in the page's language. */
export function CareerDescription({
  career,
  className,
}: {
  career: Pick<Career, 'description' | 'descriptionLanguage'>;
  className: string;
}) {
  if (career.descriptionLanguage !== 'en') return <p className={className}>{career.description}</p>;
  return (
    <>
      <p className={className} lang="en">
        {career.description}
      </p>
      {/* The note's text loads with its own small chunk, only on pages that need it. */}
      <Suspense fallback={null}>
        <InEnglishNote />
      </Suspense>
    </>
  );
}
