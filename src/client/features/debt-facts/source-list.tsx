import type { Citation } from '@domain/finance/loans';
import { ExternalLink } from '@client/ui/external-link';
import { formatIsoDay } from '@client/ui/format';

/** The sources of one figure, each with its date and the day we checked it, shown right beside the figure. */
export function SourceList({ sources, className = '' }: { sources: readonly Citation[]; className?: string }) {
  return (
    <div className={`text-sm text-slate-700 ${className}`}>
      <span className="font-medium">{sources.length === 1 ? 'Source: ' : 'Sources: '}</span>
      <ul className="inline">
        {sources.map((source, index) => (
          <li key={source.url} className="inline">
            {index > 0 ? '; ' : null}
            <ExternalLink href={source.url}>
              {source.publisher}, “{source.title}”
            </ExternalLink>
            {source.published ? `, ${formatIsoDay(source.published)}` : null}
            {`, checked ${formatIsoDay(source.checked)}`}
          </li>
        ))}
      </ul>
      .
    </div>
  );
}
