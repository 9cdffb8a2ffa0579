import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSiteInfo } from '@client/shared/lib/site-info';
import { usePageTitle } from '@client/ui/use-page-title';
import { UPDATED_AT_KEY } from '@client/shared/assessment-state/local-store';
import { AnalyticsOptOut } from './analytics-opt-out';

/** Bump when the policy changes in substance. */
export const PRIVACY_POLICY_UPDATED = '23 November 2026';

/** The local keys kept in sync with the server when signed in (a unit test checks these against the code). */
export const POLICY_SYNCED_KEYS: readonly { keys: readonly string[]; what: string }[] = [
  { keys: ['journeyStarted'], what: 'that you started the free assessment' },
  { keys: ['quizResult'], what: 'your career quiz result: your interest profile, top majors and top careers' },
  { keys: ['careerQuizAnswers'], what: 'your career quiz answers while you take it, so it resumes where you left off' },
  { keys: ['collegeQuizResults'], what: 'your college matches' },
  { keys: ['financialExpectations'], what: 'the monthly income you expect, the debt you plan to take on and your comfort level' },
  {
    keys: ['premiumCareerQuizCompleted', 'premiumFinancialExpectations', 'premiumGamesResults', 'premiumFeedbackCompleted'],
    what: 'your premium assessment steps and results',
  },
  {
    keys: ['premiumCareerQuizResult', 'premiumCareerQuizProgress'],
    what: 'your premium career quiz answers (also while you take it), what matters to you at work and your career preferences',
  },
  { keys: ['cognitiveAssessmentData'], what: 'your scores in the cognitive games' },
];

/** The local keys that never leave the browser. */
export const POLICY_DEVICE_KEYS: readonly { keys: readonly string[]; what: string }[] = [
  { keys: ['betaNotificationDismissed'], what: 'that you closed the beta notice' },
  { keys: ['feedbackPopupShown'], what: 'that we already asked you for feedback' },
  { keys: ['userFeedback'], what: 'a copy of the feedback you sent from this browser' },
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <div className="mt-3 space-y-4 leading-relaxed text-slate-800">{children}</div>
    </section>
  );
}

function KeyList({ keys }: { keys: readonly string[] }) {
  return keys.map((key, index) => (
    <span key={key}>
      {index > 0 ? ', ' : null}
      <code className={code}>{key}</code>
    </span>
  ));
}

const link = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700';
const code = 'rounded bg-slate-100 px-1 py-0.5 font-mono text-sm';

export function PrivacyPolicyPage() {
  usePageTitle('Privacy policy');
  const site = useSiteInfo();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-4xl font-bold">Privacy policy</h1>
      <p className="mt-2 text-slate-700">Last updated {PRIVACY_POLICY_UPDATED}</p>

      <div className="mt-8 rounded-2xl border border-brand-100 bg-brand-50 p-6">
        <h2 className="text-xl font-bold">In short</h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800">
          <li>You can use Waypoint without an account; your progress then stays in your browser.</li>
          <li>With an account we store your name, e-mail address, profile and assessment progress, and nothing we don&apos;t need.</li>
          <li>No ads, no third-party trackers, and we never sell or share your data.</li>
          <li>We count page views and a few key steps anonymously, without storing your IP address and without cookies; you can switch that off below.</li>
          <li>You can download everything we hold about you, or delete it, from your profile at any time.</li>
        </ul>
      </div>

      <Section id="store" title="What we store">
        <h3 className="text-lg font-semibold">Your account</h3>
        <p>
          You sign in with an account you already have (for example Google, Microsoft or your school&apos;s). From that provider we
          receive and keep your name, your e-mail address and, if the provider has one, a link to your profile picture. We also keep
          which provider you used, the identifier it gives your account, and the sign-in tokens it issues, so that it can confirm who
          you are. Each account has a role (user or administrator) and the date it was created. We never see or store your password.
        </p>
        <h3 className="text-lg font-semibold">Your profile</h3>
        <p>
          Your full name and whether you are a student, a parent or an educator. Students also give their month and year of birth
          (never the day). We ask only to keep children under 13 out: if you are under 13 we don&apos;t create an account, and we
          delete the sign-in details we received straight away.
        </p>
        <h3 className="text-lg font-semibold">Your assessment progress</h3>
        <p>
          Your answers and results are saved in your browser&apos;s local storage, under these names, so the assessment works
          without an account:
        </p>
        <ul className="list-disc space-y-1 pl-6">
          {POLICY_SYNCED_KEYS.map(({ keys, what }) => (
            <li key={keys[0]}>
              <KeyList keys={keys} />: {what}
            </li>
          ))}
        </ul>
        <p>
          Alongside them, <code className={code}>{UPDATED_AT_KEY}</code> records when each was last changed. When you are signed
          in, we keep a copy of these on our server so your progress follows you to other devices. These stay only in your browser
          and are never sent to us:
        </p>
        <ul className="list-disc space-y-1 pl-6">
          {POLICY_DEVICE_KEYS.map(({ keys, what }) => (
            <li key={keys[0]}>
              <KeyList keys={keys} />: {what}
            </li>
          ))}
        </ul>
        <h3 className="text-lg font-semibold">Sessions</h3>
        <p>
          When you sign in, your browser gets a cookie holding a random session token (while you sign in, short-lived cookies also
          carry the sign-in request to your provider and back). On our side, the session records when it started and when it expires. We don&apos;t store your IP address or your browser&apos;s
          description (user agent) with it. While you sign in, the page you were heading to is kept in your browser&apos;s session
          storage for the length of the sign-in.
        </p>
        <h3 className="text-lg font-semibold">Rate-limit counters</h3>
        <p>
          To stop abuse, we count requests per network address or per account over short time windows. Our counters store a one-way
          hash of the address, never the address itself, and are deleted after about a day. The sign-in service&apos;s own counters, for
          sign-in requests only, likewise keep only a keyed one-way hash of the address, with the sign-in path and a count.
        </p>
        <h3 className="text-lg font-semibold">Feedback you send</h3>
        <p>
          What you enter in the feedback form: your ratings and answers, your message and, only if you give it, an e-mail address for
          a reply, with the time you sent it. If you are signed in when you send it, it is linked to your account and records your
          account&apos;s e-mail address; otherwise it is anonymous. Your feedback is included when you export your data.
        </p>
        <h3 className="text-lg font-semibold">Anonymous usage statistics</h3>
        <p>
          To learn which pages help and where people get stuck, your browser tells our own server (no one else&apos;s) which pages
          you open and when you reach a few steps: starting the journey, finishing the career or college quiz, saving your
          financial expectations, viewing your results, using a calculator, finishing a game, writing a forum post, requesting a
          meeting, sending feedback and starting premium. It also sends how fast pages loaded and responded (the web vitals LCP,
          INP and CLS). Each record holds only the event, the page&apos;s path (never anything after a question mark) and the
          time: no IP address, no browser details, no account and no cookie.
        </p>
        <p>
          To count unique visitors without knowing who they are, our server combines your network address and browser
          description with a random value that changes every day (UTC) and keeps only a scrambled code. The daily value is deleted
          once its day is over (with the next day&apos;s first visit), together with that day&apos;s codes, so a visit can never be linked to you or to your other days.
        </p>
        <p>
          Nothing is sent when your browser asks websites not to track you (Do Not Track or Global Privacy Control; our server
          also ignores anything that arrives with those signals), or when you switch it off here:
        </p>
        <AnalyticsOptOut />
        <h3 className="text-lg font-semibold">Server logs</h3>
        <p>
          For each request: the method, the path (without anything after a question mark), the response status and how long it took.
          No IP address, no account and no browser details.
        </p>
      </Section>

      <Section id="not" title="What we don't do">
        <ul className="list-disc space-y-2 pl-6">
          <li>No advertising, and no third-party trackers, analytics scripts, pixels or social-media widgets.</li>
          <li>We don&apos;t sell, rent or share your data with anyone.</li>
          <li>We don&apos;t use your data to make decisions about you outside Waypoint.</li>
        </ul>
      </Section>

      <Section id="keep" title="How long we keep it">
        <ul className="list-disc space-y-2 pl-6">
          <li>Your account, profile and the server copy of your progress: until you delete your account.</li>
          <li>Sessions: until you sign out, or after 14 days without a visit.</li>
          <li>Our rate-limit counters: about a day.</li>
          <li>
            Usage statistics: each event for 90 days; the daily totals made from them (views per page, visitors per day, loading
            speed) for 25 months. The daily value and codes that count unique visitors: until the day is over.
          </li>
          <li>
            Feedback: kept to improve Waypoint. When you delete your account, your feedback stays without anything that identifies you:
            the link to your account and both e-mail addresses are removed.
          </li>
          <li>What is saved in your browser: until you delete it there (clearing this site&apos;s data removes it).</li>
        </ul>
        <p>
          Deleting your account removes your account, profile, sessions, sign-in links and the server copy of your progress at once.
        </p>
      </Section>

      <Section id="who" title="Who can see it">
        <p>
          You. Waypoint&apos;s administrators can see your name, e-mail address, role, user type and when you joined, to moderate the
          community and to help you when you ask for support. They also read the feedback people send (with any e-mail address it
          carries) and the anonymous usage statistics. Nobody else.
        </p>
      </Section>

      <Section id="choices" title="Your choices">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>See and download your data:</strong> <Link to="/profile" className={link}>Profile</Link> → Export my data gives you
            a file with everything we hold about your account.
          </li>
          <li>
            <strong>Correct it:</strong> Profile → Edit changes your name and whether you are a student, parent or educator.
          </li>
          <li>
            <strong>Delete it:</strong> Profile → Delete my account, then confirm. This cannot be undone.
          </li>
          <li>
            <strong>Use Waypoint without an account:</strong> everything except the profile and progress pages, the premium assessment
            and professional registration works without signing in.
          </li>
        </ul>
      </Section>

      <Section id="children" title="Children">
        <p>
          Accounts are for people 13 and older. Younger students can use the free tools without an account; their progress then
          stays in their own browser.
        </p>
      </Section>

      <Section id="contact" title="Contact">
        <p>
          {site.data?.operatorName ? <>This installation is run by {site.data.operatorName}, who is responsible for your data. </> : null}
          Questions about your data or this policy: send them through the{' '}
          <Link to="/feedback-form" className={link}>
            feedback form
          </Link>{' '}
          and leave an e-mail address if you would like a reply
          {site.data?.operatorEmail ? (
            <>
              , or write to{' '}
              <a href={`mailto:${site.data.operatorEmail}`} className={link}>
                {site.data.operatorEmail}
              </a>
            </>
          ) : null}
          . If this policy changes in substance, we will say so on this page and
          update the date above.
        </p>
      </Section>
    </article>
  );
}
