import { useId, useState, type FormEvent } from 'react';
import type { PlanCredential } from '@domain/money-plan/credentials';
import { apiErrorText } from '@client/shared/i18n/error-text';
import { useT } from '@client/shared/i18n/i18n-store';
import { ApiError } from '@client/shared/lib/api-client';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { useSaveMoneyPlan, type MoneyPlan, type MoneyPlanTarget } from './use-money-plan';

type College = MoneyPlan['colleges'][number];

/** The plan's figures as stored: a choice saved from a card keeps them as they are and names the version it saw. */
export function storedFigures(data: MoneyPlan) {
  const { contributionPerYear, savings, extraGrants, familyIncome, subsidizedEligibility, version } = data.inputs;
  return { contributionPerYear, savings, extraGrants, familyIncome, subsidizedEligibility, version };
}

/**
 * On a college's card: the credential the plan is for (years follow it), chosen among those the college awards,
 * each marked when it is only assumed from the college's main degree. One credential known: a sentence, no choice.
 */
export function CredentialChoice({ college, data, target }: { college: College; data: MoneyPlan; target: MoneyPlanTarget }) {
  const t = useT('transfer-plan');
  const id = useId();
  const save = useSaveMoneyPlan(target);
  const { offered, planned } = college.credential;
  const [choice, setChoice] = useState<PlanCredential | null>(planned);
  if (!planned) return null;
  const assumed = (credential: PlanCredential) => (offered.find((o) => o.credential === credential)?.basis === 'assumed' ? 'yes' : 'no');
  const note =
    planned === 'certificate' ? (
      <p className="mt-1 text-xs text-slate-700" data-testid="certificate-note">
        {t('transfer-plan.credential.certificateNote')}
      </p>
    ) : null;
  const line = (
    <p className="mt-1 text-sm text-slate-700" data-testid="plan-credential">
      {t('transfer-plan.credential.line', { credential: planned, assumed: assumed(planned) })}
    </p>
  );
  if (offered.length < 2)
    return (
      <div>
        {line}
        {note}
      </div>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice || choice === planned) return;
    save.mutate({ ...storedFigures(data), credentials: { [String(college.unitId)]: choice } });
  };
  return (
    <form onSubmit={submit} className="mt-2" aria-describedby={`${id}-line`}>
      <div id={`${id}-line`}>{line}</div>
      <label htmlFor={`${id}-credential`} className="mt-2 block text-sm font-semibold">
        {t('transfer-plan.credential.label')}
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <select
          id={`${id}-credential`}
          value={choice ?? planned}
          onChange={(event) => setChoice(event.target.value as PlanCredential)}
          className="min-h-11 w-full min-w-0 rounded-lg border border-slate-400 bg-white px-2 text-sm sm:flex-1"
        >
          {offered.map((o) => (
            <option key={o.credential} value={o.credential}>
              {t('transfer-plan.credential.option', { credential: o.credential, assumed: o.basis === 'assumed' ? 'yes' : 'no' })}
            </option>
          ))}
        </select>
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {save.isPending ? t('transfer-plan.credential.saving') : t('transfer-plan.credential.apply')}
        </Button>
      </div>
      {note}
      {save.error ? (
        <div className="mt-2">
          <Alert>{save.error instanceof ApiError ? apiErrorText(t, save.error) : t('transfer-plan.failed')}</Alert>
        </div>
      ) : null}
    </form>
  );
}
