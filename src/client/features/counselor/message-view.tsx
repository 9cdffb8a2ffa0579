import { lazy, Suspense } from 'react';
import { Link } from '@client/shared/routing';
import type { CounselorSource, CounselorUIMessage } from '@domain/counselor/schemas';
import { useT } from '@client/shared/i18n/i18n-store';

/*
 * The Markdown renderer (react-markdown and its remark/micromark parsers) is
 * about half of this page's JavaScript and only needed once there is an
 * answer, so it loads then. Until it arrives the answer shows as plain text in
 * the same box, so nothing is hidden and the bubble does not jump.
 */
const MarkdownAnswer = lazy(() => import('./markdown-answer').then((module) => ({ default: module.MarkdownAnswer })));

export function messageText(message: CounselorUIMessage): string {
  return message.parts.map((part) => (part.type === 'text' ? part.text : '')).join('');
}

function messageSources(message: CounselorUIMessage): CounselorSource[] {
  for (const part of message.parts) if (part.type === 'data-sources') return part.data;
  return [];
}

function unverifiedFigures(message: CounselorUIMessage): string[] {
  for (const part of message.parts) if (part.type === 'data-unverified') return part.data;
  return [];
}

function SourceList({ sources }: { sources: readonly CounselorSource[] }) {
  const t = useT('counselor');
  return (
    <details className="mt-3 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm">
      <summary className="cursor-pointer font-medium text-slate-800">{t('counselor.sources', { count: sources.length })}</summary>
      <ul className="mt-2 space-y-2">
        {sources.map((source) => (
          <li key={`${source.label}|${source.url}`}>
            <span className="font-medium">{source.label}</span>
            {source.estimate ? (
              <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                {t('counselor.estimate')}
              </span>
            ) : null}
            <br />
            {source.url.startsWith('/') ? (
              <Link to={source.url} className="text-brand-700 underline">
                {source.name}
              </Link>
            ) : (
              <a href={source.url} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                {source.name}
              </a>
            )}
            {source.year ? <span className="text-slate-600"> ({source.year})</span> : null}
          </li>
        ))}
      </ul>
    </details>
  );
}

export function MessageView({ message, stopped, streaming }: { message: CounselorUIMessage; stopped: boolean; streaming: boolean }) {
  const t = useT('counselor');
  const text = messageText(message);
  if (message.role === 'user') {
    return (
      <li className="ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-brand-700 px-4 py-3 whitespace-pre-wrap [overflow-wrap:anywhere] text-white">
        <span className="sr-only">{t('counselor.youAsked')}</span>
        {text}
      </li>
    );
  }
  const sources = messageSources(message);
  const unverified = unverifiedFigures(message);
  const answeredBy = message.metadata?.answeredBy;
  const ended = message.metadata?.status ?? (stopped ? 'stopped' : undefined);
  return (
    <li className="mr-auto w-full max-w-[95%] rounded-2xl rounded-bl-sm border border-slate-200 bg-slate-50 px-4 py-3 text-slate-900">
      <p className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {answeredBy === 'safety' ? t('counselor.byHelp') : answeredBy === 'ai' ? t('counselor.byAi') : t('counselor.byOffline')}
      </p>
      {text ? (
        <div className="[overflow-wrap:anywhere]">
          <Suspense fallback={<p className="my-2 whitespace-pre-wrap first:mt-0 last:mb-0">{text}</p>}>
            <MarkdownAnswer text={text} />
          </Suspense>
        </div>
      ) : streaming ? (
        <p className="text-slate-600">{t('counselor.thinking')}</p>
      ) : null}
      {ended === 'stopped' ? <p className="mt-2 text-sm text-slate-600 italic">{t('counselor.stopped')}</p> : null}
      {ended === 'error' ? <p className="mt-2 text-sm text-slate-600 italic">{t('counselor.cutOff')}</p> : null}
      {unverified.length ? (
        <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('counselor.unverified', { figureCount: unverified.length, figures: unverified.join(', ') })}
        </p>
      ) : null}
      {sources.length ? <SourceList sources={sources} /> : null}
    </li>
  );
}
