import { UPDATED_AT_KEY } from '@client/shared/assessment-state/local-store';
import { KeyList } from './key-list';
import { POLICY_DEVICE_KEYS, POLICY_SYNCED_KEYS } from './policy-keys';
import { code } from './policy-styles';

/** What we store: account, profile, assessment progress, sessions, rate-limit counters and feedback. */
export function PolicyStoredData() {
  return (
    <>
      <h3 className="text-lg font-semibold">Your account</h3>
      <p>
        You sign in with an account you already have (for example Google, Microsoft or your school&apos;s). From that provider we receive
        and keep your name, your e-mail address and, if the provider has one, a link to your profile picture. We also keep which provider
        you used, the identifier it gives your account, and the sign-in tokens it issues, so that it can confirm who you are. Each account
        has a role (user or administrator) and the date it was created. We never see or store your password.
      </p>
      <h3 className="text-lg font-semibold">Your profile</h3>
      <p>
        Your full name and whether you are a student, a parent or an educator. Students also give their month and year of birth (never the
        day). We ask only to keep children under 13 out: if you are under 13 we don&apos;t create an account, and we delete the sign-in
        details we received straight away.
      </p>
      <h3 className="text-lg font-semibold">Your assessment progress</h3>
      <p>
        Your answers and results are saved in your browser&apos;s local storage, under these names, so the assessment works without an
        account:
      </p>
      <ul className="list-disc space-y-1 pl-6">
        {POLICY_SYNCED_KEYS.map(({ keys, what }) => (
          <li key={keys[0]}>
            <KeyList keys={keys} />: {what}
          </li>
        ))}
      </ul>
      <p>
        Alongside them, <code className={code}>{UPDATED_AT_KEY}</code> records when each was last changed. When you are signed in, we keep a
        copy of these on our server so your progress follows you to other devices. These stay only in your browser and are never sent to us:
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
        When you sign in, your browser gets a cookie holding a random session token (while you sign in, short-lived cookies also carry the
        sign-in request to your provider and back). On our side, the session records when it started and when it expires. We don&apos;t
        store your IP address or your browser&apos;s description (user agent) with it. While you sign in, the page you were heading to is
        kept in your browser&apos;s session storage for the length of the sign-in.
      </p>
      <h3 className="text-lg font-semibold">Rate-limit counters</h3>
      <p>
        To stop abuse, we count requests per network address or per account over short time windows. Our counters store a one-way hash of
        the address, never the address itself, and are deleted after about a day. The sign-in service&apos;s own counters, for sign-in
        requests only, likewise keep only a keyed one-way hash of the address, with the sign-in path and a count.
      </p>
      <h3 className="text-lg font-semibold">Feedback you send</h3>
      <p>
        What you enter in the feedback form: your ratings and answers, your message and, only if you give it, an e-mail address for a reply,
        with the time you sent it. If you are signed in when you send it, it is linked to your account and records your account&apos;s
        e-mail address; otherwise it is anonymous. Your feedback is included when you export your data.
      </p>
      <h3 className="text-lg font-semibold">Family links</h3>
      <p>
        If you are a student and invite a parent, we keep when the invite was made, when it expires and whether it was used or cancelled;
        the code and link themselves are stored only as one-way hashes. While a parent is linked, we keep the link and, each time they look
        at your plan, who looked, what and when; you can read that list on your profile. Either of you can unlink at any time. Links,
        invites and the list are included when you export your data and are deleted with your account.
      </p>
      <h3 className="text-lg font-semibold">Family money plan</h3>
      <p>
        A student&apos;s family money plan keeps the figures the family enters (contribution per year, savings, extra grants and, only if
        entered, the family&apos;s yearly income), when they were last saved and by whom. The student and every linked parent can see and
        change them; a parent&apos;s views and changes appear in the student&apos;s list of who looked. The plan is included in the
        student&apos;s export and deleted with the student&apos;s account.
      </p>
      <h3 className="text-lg font-semibold">Classes</h3>
      <p>
        If you are an educator, we keep your request to be verified (the school and role you give), each administrator&apos;s decision on
        it, and your classes with their join codes and assignments. If you are a student and join a class, we keep that you joined and when;
        each time the educator looks at the roster, exports it or opens your page, we keep who looked, what and when, and you can read that
        list on your profile. The educator never sees your e-mail, counselor conversations, forum activity or messages. You can leave a
        class at any time. Classes and memberships are included when you export your data and are deleted with your account.
      </p>
    </>
  );
}
