import type { Citation } from '@domain/finance/loans';
import { ExternalLink } from '@client/ui/external-link';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';

/** The sources of one figure, each with its date and the day we checked it, shown right beside the figure. */
export function SourceList({ sources, className = '' }: { sources: readonly Citation[]; className?: string }) {
  const t = useT('debt-facts');
  const format = useFormatters();
  return (
    <div className={`text-sm text-slate-700 ${className}`}>
      <span className="font-medium">{t('debt-facts.sourceLabel', { count: sources.length })} </span>
      <ul className="inline">
        {sources.map((source, index) => (
          <li key={source.url} className="inline">
            {index > 0 ? '; ' : null}
            <ExternalLink href={source.url}>
              <span lang="en">
                {source.publisher}, “{source.title}”
              </span>
            </ExternalLink>
            {source.published ? `, ${format.isoDay(source.published)}` : null}
            {`, ${t('debt-facts.checked', { day: format.isoDay(source.checked) })}`}
          </li>
        ))}
      </ul>
      .
    </div>
  );
}
