import type { RowSource } from '@domain/catalog/schemas';
import { useT } from '@client/shared/i18n/i18n-store';
import { sourceText } from './format';
import { EnglishNames } from './english-names';

/** "Source: <name, year>" linking the row's source, under a figure taken from it. */
export function SourceLine({ source, className = 'text-xs' }: { source: RowSource; className?: string }) {
  const t = useT();
  return (
    <p className={`text-slate-700 ${className}`}>
      {t('common.source')}{' '}
      <a href={source.url} className="underline underline-offset-2 hover:text-brand-800">
        <EnglishNames text={sourceText(source, t)} names={[source.name]} />
      </a>
    </p>
  );
}
