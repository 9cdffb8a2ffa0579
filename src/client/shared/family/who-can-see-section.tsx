import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@client/shared/lib/api-client';
import { MyClassesList } from '@client/shared/classes/my-classes-list';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import type { Translate } from '@client/shared/i18n/messages';
import { errorText as codedErrorText } from '@client/shared/i18n/error-text';
import { PageSection } from '@client/ui/page-section';
import {
  useCreateInvite,
  useLinkedParents,
  useOpenInvites,
  useRevokeInvite,
  useUnlink,
  type LinkedPerson,
  type NewInvite,
  type OpenInvite,
} from './api/use-family';

/*
 * "Who can see my results" on a student's /profile: every linked parent with an Unlink
 * button, the open invites with Revoke, and a button that makes a new invite (its code and link are
 * shown once: only their hashes are stored).
 */

const errorText = (t: Translate<'family'>, error: Error | null, fallback: string) =>
  error ? (error instanceof ApiError ? codedErrorText(t, error) : fallback) : null;

const COPY_TEXTS = {
  code: { copied: 'family.codeCopied', failed: 'family.codeNotCopied', button: 'family.copyCode' },
  link: { copied: 'family.linkCopied', failed: 'family.linkNotCopied', button: 'family.copyLink' },
} as const;

/** Copies `text`; when the browser refuses (no permission, an old browser), says how to copy by hand. */
function CopyButton({ text, what, done }: { text: string; what: keyof typeof COPY_TEXTS; done: (message: string) => void }) {
  const t = useT('family');
  const texts = COPY_TEXTS[what];
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      done(t(texts.copied));
    } catch {
      done(t(texts.failed));
    }
  }
  return (
    <Button variant="secondary" className="shrink-0" onClick={() => void copy()}>
      {t(texts.button)}
    </Button>
  );
}

function NewInviteCard({ invite }: { invite: NewInvite }) {
  const t = useT('family');
  const format = useFormatters();
  const link = `${window.location.origin}${invite.path}`;
  const [copied, setCopied] = useState('');
  return (
    <div className="mt-4 rounded-xl border border-brand-300 bg-brand-50 p-4">
      <p role="status" className="font-semibold">
        {t('family.giveCode', { date: format.localDateTime(invite.expiresAt) })}
      </p>
      <p className="mt-3 text-sm text-slate-700">{t('family.inviteCode')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <p className="font-mono text-3xl font-bold tracking-widest break-all" data-testid="invite-code">
          {invite.code}
        </p>
        <CopyButton text={invite.code} what="code" done={setCopied} />
      </div>
      <label htmlFor="invite-link" className="mt-3 block text-sm text-slate-700">
        {t('family.inviteLink')}
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          id="invite-link"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm"
        />
        <CopyButton text={link} what="link" done={setCopied} />
      </div>
      <p role="status" aria-live="polite" className="mt-2 min-h-5 text-sm font-semibold text-slate-900">
        {copied}
      </p>
      <p className="mt-1 text-sm text-slate-700">{t('family.shownOnce')}</p>
    </div>
  );
}

function ParentRow({ parent, onUnlinked }: { parent: LinkedPerson; onUnlinked: (name: string) => void }) {
  const t = useT('family');
  const format = useFormatters();
  const unlink = useUnlink();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-words">{parent.name}</p>
        <p className="text-sm text-slate-700">{t('family.parentLinked', { date: format.localDay(parent.linkedAt) })}</p>
        {unlink.error ? <Alert>{errorText(t, unlink.error, t('family.unlinkError'))}</Alert> : null}
      </div>
      <ConfirmDialog
        trigger={
          <Button variant="secondary" className="shrink-0" disabled={unlink.isPending}>
            {t('family.unlink')}
            <span className="sr-only"> {parent.name}</span>
          </Button>
        }
        title={t('family.unlinkTitle', { name: parent.name })}
        description={t('family.unlinkParentText', { name: parent.name })}
        cancelLabel={t('family.keepLink')}
        confirmLabel={t('family.unlink')}
        // mutateAsync, not mutate's callbacks: the row is gone by the time the list refetches, and its callbacks with it.
        onConfirm={() =>
          void unlink
            .mutateAsync(parent.id)
            .then(() => onUnlinked(parent.name))
            .catch(() => undefined)
        }
      />
    </li>
  );
}

function InviteRow({ invite, onRevoked }: { invite: OpenInvite; onRevoked: (id: string) => void }) {
  const t = useT('family');
  const format = useFormatters();
  const revoke = useRevokeInvite();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold">{t('family.inviteMade', { date: format.localDay(invite.createdAt) })}</p>
        <p className="text-sm text-slate-700">{t('family.inviteOpen', { date: format.localDateTime(invite.expiresAt) })}</p>
        {revoke.error ? <Alert>{errorText(t, revoke.error, t('family.revokeError'))}</Alert> : null}
      </div>
      <Button
        variant="secondary"
        className="shrink-0"
        disabled={revoke.isPending}
        onClick={() =>
          void revoke
            .mutateAsync(invite.id)
            .then(() => onRevoked(invite.id))
            .catch(() => undefined)
        }
      >
        {t('family.revoke')}
        <span className="sr-only">{t('family.revokeSr', { date: format.localDay(invite.createdAt) })}</span>
      </Button>
    </li>
  );
}

export function WhoCanSeeSection() {
  const t = useT('family');
  const parents = useLinkedParents();
  const invites = useOpenInvites();
  const create = useCreateInvite();
  const [shown, setShown] = useState<NewInvite | null>(null);
  // After an unlink or a revoke the row is gone: focus moves to a message saying what happened, not to the page's top.
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  const revoked = (id: string) => {
    if (shown?.id === id) setShown(null);
    setNotice(t('family.inviteCancelled'));
  };
  const loading = parents.isPending || invites.isPending;
  const failed = parents.isError || invites.isError;

  return (
    <PageSection id="who-can-see" title={t('family.whoCanSee')}>
      <p className="mt-2 text-slate-700">{t('family.whoCanSeeIntro')}</p>
      {notice ? (
        <p
          ref={noticeRef}
          tabIndex={-1}
          role="status"
          className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        >
          {notice}
        </p>
      ) : null}
      {loading ? (
        <p role="status" className="mt-4 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
          {t('family.loadingWho')}
        </p>
      ) : failed ? (
        <div role="alert" className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          <p>{t('family.whoError')}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void Promise.all([parents.refetch(), invites.refetch()])}>
            {t('family.tryAgain')}
          </Button>
        </div>
      ) : (
        <>
          {parents.data.length === 0 ? (
            <p className="mt-4 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">{t('family.noOneLinked')}</p>
          ) : (
            <ul className="mt-4 space-y-3" aria-label={t('family.linkedParents')}>
              {parents.data.map((parent) => (
                <ParentRow key={parent.id} parent={parent} onUnlinked={(name) => setNotice(t('family.parentUnlinked', { name }))} />
              ))}
            </ul>
          )}
          <MyClassesList />
          {invites.data.length > 0 ? (
            <>
              <h3 className="mt-6 text-lg font-semibold">{t('family.openInvites')}</h3>
              <ul className="mt-2 space-y-3">
                {invites.data.map((invite) => (
                  <InviteRow key={invite.id} invite={invite} onRevoked={revoked} />
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
      <Button
        className="mt-4"
        disabled={create.isPending}
        onClick={() =>
          create.mutate(undefined, {
            onSuccess: (invite) => {
              setNotice('');
              setShown(invite);
            },
            onError: () => setShown(null),
          })
        }
      >
        {t('family.inviteParent')}
      </Button>
      {create.error ? (
        <div className="mt-3">
          <Alert>{errorText(t, create.error, t('family.inviteError'))}</Alert>
        </div>
      ) : null}
      {shown ? <NewInviteCard invite={shown} /> : null}
    </PageSection>
  );
}
