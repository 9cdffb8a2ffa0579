import { Link } from 'react-router';
import { Section } from './policy-section';
import { link } from './policy-styles';

/** Export, correct, delete, or use Waypoint without an account. */
export function PolicyChoices() {
  return (
    <Section id="choices" title="Your choices">
      <ul className="list-disc space-y-2 pl-6">
        <li>
          <strong>See and download your data:</strong>{' '}
          <Link to="/profile" className={link}>
            Profile
          </Link>{' '}
          → Export my data gives you a file with everything we hold about your account.
        </li>
        <li>
          <strong>Correct it:</strong> Profile → Edit changes your name and whether you are a student, parent or educator.
        </li>
        <li>
          <strong>Delete it:</strong> Profile → Delete my account, then confirm. This cannot be undone.
        </li>
        <li>
          <strong>Use Waypoint without an account:</strong> everything except the profile and progress pages, the premium assessment and
          professional registration works without signing in.
        </li>
      </ul>
    </Section>
  );
}
