import { code } from './policy-styles';

/** Local storage key names, comma-separated. */
export function KeyList({ keys }: { keys: readonly string[] }) {
  return keys.map((key, index) => (
    <span key={key}>
      {index > 0 ? ', ' : null}
      <code className={code}>{key}</code>
    </span>
  ));
}
