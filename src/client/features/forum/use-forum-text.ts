import { useI18n, useT } from '@client/shared/i18n/i18n-store';
import { pluralForm } from './forum-format';

type Counted = 'forum.upvotes' | 'forum.replies' | 'forum.youBlocked';

/** The forum area's texts, with "{count} replies"-style plurals chosen for the active language. */
export function useForumText() {
  const t = useT('forum');
  const { intlLocale } = useI18n();
  const plural = (base: Counted, count: number) => t(`${base}_${pluralForm(intlLocale, count)}`, { count: String(count) });
  return { t, plural, intlLocale };
}
