import type { RowSource } from '@domain/catalog/schemas';
import { useT } from '@client/shared/i18n/i18n-store';
import { sourceText } from './format';
import { EnglishNames } from './english-names';

/**
 * One citation for a whole list, under it: the source names in a line, the links and years on demand (a full
 * citation on every card made the results about 7,000 px tall on a phone). Cards whose figure is an estimate say so themselves.
 */
export function SectionSources({ sources }: { sources: readonly RowSource[] }) {
  const unique = [...new Map(sources.map((source) => [`${source.url}|${source.year}|${source.estimate}`, source])).values()];
  const t = useT();
  if (unique.length === 0) return null;
  const names = [...new Set(unique.map((source) => source.name))].join('; ');
  return (
    <details className="mt-4 text-sm text-slate-700">
      <summary className="min-h-11 cursor-pointer py-2">
        {t('common.source')} <span lang="en">{names}</span>{' '}
        <span className="font-medium text-brand-800 underline underline-offset-2">{t('common.sourceDetails')}</span>
      </summary>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {unique.map((source) => (
          <li key={`${source.url}|${source.year}|${source.estimate}`}>
            <a href={source.url} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2 hover:text-brand-800">
              <EnglishNames text={sourceText(source, t)} names={[source.name]} />
              <span className="sr-only">{t('common.opensInNewTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
