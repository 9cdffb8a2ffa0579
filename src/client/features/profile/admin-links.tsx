import { Link } from '@client/shared/routing';
import { PageSection } from '@client/ui/page-section';
import { useT } from '@client/shared/i18n/i18n-store';

const ADMIN_PAGES = [
  { to: '/admin/insights', label: 'profile.admin.insights', purpose: 'profile.admin.insightsPurpose' },
  { to: '/admin/professionals', label: 'profile.admin.professionals', purpose: 'profile.admin.professionalsPurpose' },
  { to: '/admin/educators', label: 'profile.admin.educators', purpose: 'profile.admin.educatorsPurpose' },
  { to: '/admin/rostering', label: 'profile.admin.rostering', purpose: 'profile.admin.rosteringPurpose' },
  { to: '/admin/moderation', label: 'profile.admin.moderation', purpose: 'profile.admin.moderationPurpose' },
] as const;

/** For admins: links to the admin pages. */
export function AdminLinks() {
  const t = useT('profile');
  return (
    <PageSection id="administration" title={t('profile.administration')}>
      <ul className="mt-4 list-disc space-y-2 pl-6">
        {ADMIN_PAGES.map((page) => (
          <li key={page.to}>
            <Link to={page.to} className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700">
              {t(page.label)}
            </Link>
            : {t(page.purpose)}
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
