import { useId, useState, type FormEvent } from 'react';
import { REPORT_DETAILS_MAX_LENGTH, reportSchema, type ReportReason } from '@domain/forum/schemas';
import { errorText, fieldErrorText } from '@client/shared/i18n/error-text';
import { FormDialog, useFormDialogState } from '@client/ui/form-dialog';
import { ApiError } from '@client/shared/lib/api-client';
import { useToast } from '@client/ui/toast';
import { useReport } from './api/forum-mutations';
import { REASON_KEYS, REASON_VALUES } from './forum-messages';
import { useForumText } from './use-forum-text';

const smallButton = 'min-h-11 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100';

/** "Report" on a post or reply: a reason (required) and optional details, sent to the moderators. */
export function ReportDialog({ targetType, targetId }: { targetType: 'post' | 'reply'; targetId: string }) {
  const dialog = useFormDialogState();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const report = useReport();
  const toast = useToast();
  const ids = useId();
  const { t } = useForumText();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reportSchema.safeParse({ targetType, targetId, reason: reason || undefined, details });
    if (!parsed.success) {
      dialog.setError(fieldErrorText(t, parsed.error.issues[0]?.message) ?? t('forum.error.report_reason'));
      return;
    }
    report.mutate(parsed.data, {
      onSuccess: (result) => {
        dialog.close();
        setReason('');
        setDetails('');
        toast({
          tone: 'success',
          title: result.alreadyReported ? t('forum.alreadyReported') : t('forum.thanksReport'),
          description: t('forum.reportToast'),
        });
      },
      onError: (failure) => dialog.setError(failure instanceof ApiError ? errorText(t, failure) : t('forum.reportFailed')),
    });
  };

  return (
    <FormDialog
      state={dialog}
      trigger={t('forum.report')}
      triggerClassName={smallButton}
      title={t(targetType === 'post' ? 'forum.reportPostTitle' : 'forum.reportReplyTitle')}
      description={t('forum.reportDescription')}
      onSubmit={submit}
      submitLabel={t('forum.sendReport')}
      pending={report.isPending}
      pendingLabel={t('forum.sending')}
      formClassName="space-y-4"
    >
      <fieldset>
        <legend className="font-semibold text-slate-900">{t('forum.reportWhy')}</legend>
        <div className="mt-2 space-y-1">
          {REASON_VALUES.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-slate-50">
              <input
                type="radio"
                name={`${ids}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="h-4 w-4"
              />
              {t(REASON_KEYS[value])}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${ids}-details`} className="font-semibold text-slate-900">
          {t('forum.details')} <span className="text-sm font-normal text-slate-600">{t('forum.optional')}</span>
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
