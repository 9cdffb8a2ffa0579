import { Link } from 'react-router';
import { PageSection } from '@client/ui/page-section';

const ADMIN_PAGES = [
  { to: '/admin/insights', label: 'Insights', purpose: 'usage statistics and the feedback people sent' },
  { to: '/admin/professionals', label: 'Professionals', purpose: 'mentor applications, meeting reports and the mail outbox' },
  { to: '/admin/educators', label: 'Educators', purpose: 'verification requests: approve, reject or revoke' },
  { to: '/admin/moderation', label: 'Forum moderation', purpose: 'reported and held posts, and the moderation log' },
];

/** For admins: links to the admin pages. */
export function AdminLinks() {
  return (
    <PageSection id="administration" title="Administration">
      <ul className="mt-4 list-disc space-y-2 pl-6">
        {ADMIN_PAGES.map((page) => (
          <li key={page.to}>
            <Link to={page.to} className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700">
              {page.label}
            </Link>
            : {page.purpose}
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
