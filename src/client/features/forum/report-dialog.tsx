import { useId, useState, type FormEvent } from 'react';
import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS, reportSchema, type ReportReason } from '@domain/forum/schemas';
import { FormDialog, useFormDialogState } from '@client/ui/form-dialog';
import { ApiError } from '@client/shared/lib/api-client';
import { useToast } from '@client/ui/toast';
import { useReport } from './api/forum-mutations';

const smallButton = 'min-h-11 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100';

/** "Report" on a post or reply: a reason (required) and optional details, sent to the moderators. */
export function ReportDialog({ targetType, targetId }: { targetType: 'post' | 'reply'; targetId: string }) {
  const dialog = useFormDialogState();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const report = useReport();
  const toast = useToast();
  const ids = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reportSchema.safeParse({ targetType, targetId, reason: reason || undefined, details });
    if (!parsed.success) {
      dialog.setError(parsed.error.issues[0]?.message ?? 'Please choose a reason');
      return;
    }
    report.mutate(parsed.data, {
      onSuccess: (result) => {
        dialog.close();
        setReason('');
        setDetails('');
        toast({
          tone: 'success',
          title: result.alreadyReported ? 'You already reported this' : 'Thank you for reporting',
          description: 'A moderator will review it. You can also block the author to stop seeing their posts.',
        });
      },
      onError: (failure) => dialog.setError(failure instanceof ApiError ? failure.message : 'Could not send the report. Please try again.'),
    });
  };

  return (
    <FormDialog
      state={dialog}
      trigger="Report"
      triggerClassName={smallButton}
      title={`Report this ${targetType}`}
      description="Moderators see your report; the author does not see who reported it."
      onSubmit={submit}
      submitLabel="Send report"
      pending={report.isPending}
      pendingLabel="Sending…"
      formClassName="space-y-4"
    >
      <fieldset>
        <legend className="font-semibold text-slate-900">Why are you reporting it?</legend>
        <div className="mt-2 space-y-1">
          {REPORT_REASONS.map((option) => (
            <label key={option.value} className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-slate-50">
              <input
                type="radio"
                name={`${ids}-reason`}
                value={option.value}
                checked={reason === option.value}
                onChange={() => setReason(option.value)}
                className="h-4 w-4"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${ids}-details`} className="font-semibold text-slate-900">
          Details <span className="text-sm font-normal text-slate-600">(optional)</span>
        </label>
        <textarea
          id={`${ids}-details`}
          value={details}
          maxLength={REPORT_DETAILS_MAX_LENGTH}
          onChange={(event) => setDetails(event.target.value)}
          rows={3}
          className="mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2"
        />
      </div>
    </FormDialog>
  );
}
