import { Section } from './policy-section';

/** How long each kind of data is kept. */
export function PolicyRetention() {
  return (
    <Section id="keep" title="How long we keep it">
      <ul className="list-disc space-y-2 pl-6">
        <li>Your account, profile and the server copy of your progress: until you delete your account.</li>
        <li>Sessions: until you sign out, or after 14 days without a visit.</li>
        <li>Our rate-limit counters: about a day.</li>
        <li>
          Usage statistics: each event for 90 days; the daily totals made from them (views per page, visitors per day, loading speed) for 25
          months. The daily value and codes that count unique visitors: until the day is over.
        </li>
        <li>
          Feedback: kept to improve Waypoint. When you delete your account, your feedback stays without anything that identifies you: the
          link to your account and both e-mail addresses are removed.
        </li>
        <li>What is saved in your browser: until you delete it there (clearing this site&apos;s data removes it).</li>
      </ul>
      <p>Deleting your account removes your account, profile, sessions, sign-in links and the server copy of your progress at once.</p>
    </Section>
  );
}
