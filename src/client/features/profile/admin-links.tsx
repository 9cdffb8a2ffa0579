import { Link } from 'react-router';
import { PageSection } from '@client/ui/page-section';

/** For admins: links to the admin pages. */
export function AdminLinks() {
  return (
    <PageSection id="administration" title="Administration">
      <ul className="mt-4 list-disc space-y-2 pl-6">
        <li>
          <Link to="/admin/insights" className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700">
            Insights
          </Link>
          : usage statistics and the feedback people sent
        </li>
        <li>
          <Link to="/admin/professionals" className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700">
            Professionals
          </Link>
          : mentor applications, meeting reports and the mail outbox
        </li>
        <li>
          <Link to="/admin/moderation" className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700">
            Forum moderation
          </Link>
          : reported and held posts, and the moderation log
        </li>
      </ul>
    </PageSection>
  );
}
