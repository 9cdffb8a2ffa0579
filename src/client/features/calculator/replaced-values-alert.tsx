import { Alert } from '@client/ui/alert';

/** Tells the reader which values from a shared link were unusable and got defaults instead. */
export function ReplacedValuesAlert({
  replaced,
  checkHint,
  onDismiss,
}: {
  replaced: readonly string[];
  checkHint: boolean;
  onDismiss: () => void;
}) {
  if (replaced.length === 0) return null;
  return (
    <div className="mt-4 print:hidden">
      <Alert tone="info">
        <p>
          Some values in this link could not be used, so we filled in defaults instead: {replaced.join(', ')}.
          {checkHint ? ' Check the inputs below.' : null}
        </p>
        <button type="button" className="mt-2 font-semibold underline" onClick={onDismiss}>
          Dismiss
        </button>
      </Alert>
    </div>
  );
}
