import { Link } from 'react-router';
import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';

const linkClass = 'font-medium text-brand-800 underline underline-offset-2';

/** Save (submits the form by id), Start over (after a confirmation) and the links on. */
export function BudgetActions({ formId, saving, onStartOver }: { formId: string; saving: boolean; onStartOver: () => void }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center lg:col-start-1 lg:row-start-2">
      <Button type="submit" form={formId} disabled={saving} className="px-6">
        Save my budget
      </Button>
      <ConfirmDialog
        trigger={<Button variant="secondary">Start over</Button>}
        title="Start over from the typical figures?"
        description="Every line goes back to its starting figure and your unsaved changes are lost. Your saved budget stays until you save again."
        cancelLabel="Keep my changes"
        confirmLabel="Start over"
        onConfirm={onStartOver}
      />
      <Link to="/premium/outcomes" className={`inline-flex min-h-11 items-center ${linkClass}`}>
        See your premium outcomes
      </Link>
      <Link to="/premium/journey" className={`inline-flex min-h-11 items-center ${linkClass}`}>
        Back to the premium journey
      </Link>
    </div>
  );
}
