import type { Author } from './api/forum-queries';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { timeAgo } from './forum-format';
import { USER_TYPE_KEYS } from './forum-messages';
import { LanguageBadge } from './language-badge';
import { useForumText } from './use-forum-text';

/** "Jordan R. · Parent · Professional · 3 hours ago (edited)", then the post's language badge. */
export function AuthorLine({
  author,
  createdAt,
  editedAt,
  language,
}: {
  author: Author;
  createdAt: string;
  editedAt: string | null;
  language?: string;
}) {
  const { t, intlLocale } = useForumText();
  const format = useFormatters();
  const userTypeKey = author.userType ? USER_TYPE_KEYS[author.userType] : undefined;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
      <span className="font-semibold text-slate-900">{author.displayName}</span>
      {author.userType ? (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
          {userTypeKey ? t(userTypeKey) : author.userType}
        </span>
      ) : null}
      {author.professional ? (
        <span
          className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900"
          title={t('forum.professionalTitle')}
        >
          {t('forum.professional')}
        </span>
      ) : null}
      <span aria-hidden="true">·</span>
      <time dateTime={createdAt} title={format.localDateTime(createdAt)}>
        {timeAgo(createdAt, Date.now(), intlLocale, t('forum.justNow'))}
      </time>
      {editedAt ? <span title={t('forum.editedAt', { date: format.localDateTime(editedAt) })}>{t('forum.edited')}</span> : null}
      {language ? <LanguageBadge language={language} /> : null}
    </p>
  );
}
