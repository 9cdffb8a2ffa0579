import type { RowSource } from '@domain/catalog/schemas';
import { sourceText } from './format';

/** "Source: <name, year>" linking the row's source, under a figure taken from it. */
export function SourceLine({ source, className = 'text-xs' }: { source: RowSource; className?: string }) {
  return (
    <p className={`text-slate-700 ${className}`}>
      Source:{' '}
      <a href={source.url} className="underline underline-offset-2 hover:text-brand-800">
        {sourceText(source)}
      </a>
    </p>
  );
}
