import { useI18n, useT } from '@client/shared/i18n/i18n-store';

/** The forum area's texts and the active Intl locale (dates, relative times). */
export function useForumText() {
  const t = useT('forum');
  const { intlLocale } = useI18n();
  return { t, intlLocale };
}
