import type { Citation } from '@domain/finance/loans';
import { useT } from '@client/shared/i18n/i18n-store';
import { EnglishNames } from '@client/ui/english-names';
import { useCalcFormat } from './format';

/** A short list of sources, each a link with its publisher, title and dates. */
export function CitationList({ citations, className = '' }: { citations: readonly Citation[]; className?: string }) {
  const fmt = useCalcFormat();
  return (
    <ul className={`space-y-1 text-sm text-slate-700 ${className}`}>
      {citations.map((citation) => (
        <li key={citation.url}>
          <a href={citation.url} className="text-brand-700 underline hover:text-brand-800" target="_blank" rel="noreferrer">
            <EnglishNames text={fmt.citation(citation)} names={[citation.publisher, `“${citation.title}”`]} />
          </a>
          <span className="print:inline hidden"> {citation.url}</span>
        </li>
      ))}
    </ul>
  );
}

/** "Source: …" beside one figure. */
export function SourceNote({ citations }: { citations: readonly Citation[] }) {
  const t = useT('calculator');
  const fmt = useCalcFormat();
  return (
    <p className="mt-1 text-xs text-slate-600">
      {t('calculator.source')}{' '}
      {citations.map((citation, index) => (
        <span key={citation.url}>
          {index > 0 ? '; ' : null}
          <a href={citation.url} className="underline hover:text-brand-800" target="_blank" rel="noreferrer">
            <span lang="en">{citation.publisher}</span>
          </a>{' '}
          {t('calculator.checkedParen', { day: fmt.isoDay(citation.checked) })}
        </span>
      ))}
    </p>
  );
}
