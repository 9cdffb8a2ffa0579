import { usePageTitle } from '@client/ui/use-page-title';
import { PolicyChoices } from './policy-choices';
import { PolicyContact } from './policy-contact';
import { PolicyRetention } from './policy-retention';
import { Section } from './policy-section';
import { PolicyStoredData } from './policy-stored-data';
import { PolicySummary } from './policy-summary';
import { PolicyUsageData } from './policy-usage-data';

export { POLICY_DEVICE_KEYS, POLICY_SYNCED_KEYS } from './policy-keys';

/** Bump when the policy changes in substance. */
export const PRIVACY_POLICY_UPDATED = '23 November 2026';

export function PrivacyPolicyPage() {
  usePageTitle('Privacy policy');
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-4xl font-bold">Privacy policy</h1>
      <p className="mt-2 text-slate-700">Last updated {PRIVACY_POLICY_UPDATED}</p>

      <PolicySummary />

      <Section id="store" title="What we store">
        <PolicyStoredData />
        <PolicyUsageData />
      </Section>

      <Section id="not" title="What we don't do">
        <ul className="list-disc space-y-2 pl-6">
          <li>No advertising, and no third-party trackers, analytics scripts, pixels or social-media widgets.</li>
          <li>We don&apos;t sell, rent or share your data with anyone.</li>
          <li>We don&apos;t use your data to make decisions about you outside Waypoint.</li>
        </ul>
      </Section>

      <PolicyRetention />

      <Section id="who" title="Who can see it">
        <p>
          You. Waypoint&apos;s administrators can see your name, e-mail address, role, user type and when you joined, to moderate the
          community and to help you when you ask for support. They also read the feedback people send (with any e-mail address it carries)
          and the anonymous usage statistics. Nobody else.
        </p>
      </Section>

      <PolicyChoices />

      <Section id="children" title="Children">
        <p>
          Accounts are for people 13 and older. Younger students can use the free tools without an account; their progress then stays in
          their own browser.
        </p>
      </Section>

      <PolicyContact />
    </article>
  );
}
