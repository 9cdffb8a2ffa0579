import { useId, useState, type FormEvent } from 'react';
import { Link } from '@client/shared/routing';
import { classInputSchema } from '@domain/classes/schemas';
import { gradeLevelText, studentCount } from '@client/shared/classes/labels';
import { useT } from '@client/shared/i18n/i18n-store';
import { errorText as codedErrorText, fieldErrorText } from '@client/shared/i18n/error-text';
import { ApiError } from '@client/shared/lib/api-client';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { FieldError } from '@client/ui/field-error';
import { useRotateCode, useUpdateClass, type ClassDto } from './api';

/** One class on /educator: its code and link, rename, rotate or switch off the code, archive or restore. */
export function ClassCard({ cls }: { cls: ClassDto }) {
  const t = useT('classes');
  const id = useId();
  const update = useUpdateClass(cls.id);
  const rotate = useRotateCode(cls.id);
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(cls.name);
  const [nameError, setNameError] = useState<string | undefined>();
  const link = `${window.location.origin}${cls.joinPath}`;
  const failure = update.error ?? rotate.error;

  function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = classInputSchema.shape.name.safeParse(name);
    if (!parsed.success) return setNameError(fieldErrorText(t, parsed.error.issues[0]?.message));
    setNameError(undefined);
    update.mutate({ name: parsed.data }, { onSuccess: () => setRenaming(false) });
  }

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-xl font-semibold break-words">
            {cls.archived ? (
              cls.name
            ) : (
              <Link to={`/educator/classes/${cls.id}`} className="text-brand-800 underline underline-offset-2">
                {cls.name}
              </Link>
            )}
          </h3>
          <p className="text-sm text-slate-700">
            {cls.schoolYear} · {gradeLevelText(t, cls.gradeLevel)} · {studentCount(t, cls.members)}
            {cls.archived ? t('classes.archivedSuffix') : ''}
          </p>
        </div>
        <ClassActions cls={cls} update={update} renaming={renaming} onToggleRename={() => setRenaming((value) => !value)} />
      </div>
      {renaming ? (
        <form onSubmit={rename} noValidate className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-name`} className="block text-sm font-semibold">
              {t('classes.newName')}
            </label>
            <input
              id={`${id}-name`}
              value={name}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${id}-name-error` : undefined}
              className="mt-1 min-h-11 w-full min-w-0 rounded-lg border border-slate-300 px-3 py-2"
            />
            <FieldError fieldId={`${id}-name`} error={nameError} />
          </div>
          <Button type="submit" disabled={update.isPending}>
            {t('classes.saveName')}
          </Button>
        </form>
      ) : null}
      {cls.archived ? null : cls.retiredGrade ? (
        <p className="mt-4 rounded-lg bg-amber-50 p-3 text-slate-800">{t('classes.retiredGradeNote', { level: cls.gradeLevel })}</p>
      ) : (
        <JoinCodeBox cls={cls} update={update} rotate={rotate} link={link} linkId={`${id}-link`} />
      )}
      {failure ? (
        <div className="mt-3">
          <Alert>{failure instanceof ApiError ? codedErrorText(t, failure) : t('classes.changeFailed')}</Alert>
        </div>
      ) : null}
    </li>
  );
}

/** An archived class can be viewed or restored; an active one renamed or archived (after a confirmation). */
function ClassActions({
  cls,
  update,
  renaming,
  onToggleRename,
}: {
  cls: ClassDto;
  update: ReturnType<typeof useUpdateClass>;
  renaming: boolean;
  onToggleRename: () => void;
}) {
  const t = useT('classes');
  return (
    <div className="flex flex-wrap gap-2">
      {cls.archived ? (
        <>
          <Link to={`/educator/classes/${cls.id}`} className="min-h-11 rounded-lg px-3 py-2 font-semibold text-brand-800 underline">
            {t('classes.view')}
            <span className="sr-only"> {cls.name}</span>
          </Link>
          <Button variant="secondary" disabled={update.isPending} onClick={() => update.mutate({ archived: false })}>
            {t('classes.restore')}
            <span className="sr-only"> {cls.name}</span>
          </Button>
        </>
      ) : (
        <>
          <Button variant="secondary" onClick={onToggleRename} aria-expanded={renaming}>
            {t('classes.rename')}
            <span className="sr-only"> {cls.name}</span>
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="secondary" disabled={update.isPending}>
                {t('classes.archive')}
                <span className="sr-only"> {cls.name}</span>
              </Button>
            }
            title={t('classes.archiveTitle', { name: cls.name })}
            description={t('classes.archiveDescription')}
            cancelLabel={t('classes.keepIt')}
            confirmLabel={t('classes.archive')}
            onConfirm={() => update.mutate({ archived: true })}
          />
        </>
      )}
    </div>
  );
}

/** The code and link students join with, and the buttons that replace or switch them off. */
function JoinCodeBox({
  cls,
  update,
  rotate,
  link,
  linkId,
}: {
  cls: ClassDto;
  update: ReturnType<typeof useUpdateClass>;
  rotate: ReturnType<typeof useRotateCode>;
  link: string;
  linkId: string;
}) {
  const t = useT('classes');
  return (
    <div className="mt-4 rounded-lg bg-slate-50 p-3">
      {cls.joinEnabled ? (
        <>
          <p className="text-sm text-slate-700">{t('classes.joinCodeIntro')}</p>
          <p className="font-mono text-2xl font-bold tracking-widest" data-testid="class-code">
            {cls.joinCode}
          </p>
          <label htmlFor={linkId} className="mt-2 block text-sm text-slate-700">
            {t('classes.joinLink')}
          </label>
          <input
            id={linkId}
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm"
          />
        </>
      ) : (
        <p className="text-slate-700">{t('classes.joiningOff')}</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <ConfirmDialog
          trigger={
            <Button variant="secondary" disabled={rotate.isPending}>
              {t('classes.newCodeAndLink')}
            </Button>
          }
          title={t('classes.newCodeTitle')}
          description={t('classes.newCodeDescription')}
          cancelLabel={t('classes.keepCode')}
          confirmLabel={t('classes.makeNewCode')}
          onConfirm={() => rotate.mutate()}
        />
        <Button variant="secondary" disabled={update.isPending} onClick={() => update.mutate({ joinEnabled: !cls.joinEnabled })}>
          {cls.joinEnabled ? t('classes.switchOff') : t('classes.switchOn')}
        </Button>
      </div>
    </div>
  );
}
