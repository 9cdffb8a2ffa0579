import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@client/shared/lib/api-client';
import { MyClassesList } from '@client/shared/classes/my-classes-list';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { formatLocalDateTime, formatLocalDay } from '@client/ui/format';
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
 * "Who can see my results" on a student's /profile (issue 20): every linked parent with an Unlink
 * button, the open invites with Revoke, and a button that makes a new invite (its code and link are
 * shown once: only their hashes are stored).
 */

const errorText = (error: Error | null, fallback: string) => (error ? (error instanceof ApiError ? error.message : fallback) : null);

/** Copies `text`; when the browser refuses (no permission, an old browser), says how to copy by hand. */
function CopyButton({ text, label, done }: { text: string; label: string; done: (message: string) => void }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      done(`${label} copied.`);
    } catch {
      done(`${label} could not be copied here: select it and copy it by hand.`);
    }
  }
  return (
    <Button variant="secondary" className="shrink-0" onClick={() => void copy()}>
      Copy {label.toLowerCase()}
    </Button>
  );
}

function NewInviteCard({ invite }: { invite: NewInvite }) {
  const link = `${window.location.origin}${invite.path}`;
  const [copied, setCopied] = useState('');
  return (
    <div className="mt-4 rounded-xl border border-brand-300 bg-brand-50 p-4">
      <p role="status" className="font-semibold">
        Give your parent this code or link. It works once, until {formatLocalDateTime(invite.expiresAt)}.
      </p>
      <p className="mt-3 text-sm text-slate-700">Invite code (easy to read aloud):</p>
      <div className="flex flex-wrap items-center gap-3">
        <p className="font-mono text-3xl font-bold tracking-widest break-all" data-testid="invite-code">
          {invite.code}
        </p>
        <CopyButton text={invite.code} label="Code" done={setCopied} />
      </div>
      <label htmlFor="invite-link" className="mt-3 block text-sm text-slate-700">
        Invite link
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          id="invite-link"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm"
        />
        <CopyButton text={link} label="Link" done={setCopied} />
      </div>
      <p role="status" aria-live="polite" className="mt-2 min-h-5 text-sm font-semibold text-slate-900">
        {copied}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        We show it only now: write it down or send it. Your parent signs in with a Parent account and types the code on their Family page,
        or opens the link.
      </p>
    </div>
  );
}

function ParentRow({ parent, onUnlinked }: { parent: LinkedPerson; onUnlinked: (name: string) => void }) {
  const unlink = useUnlink();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-words">{parent.name}</p>
        <p className="text-sm text-slate-700">Parent, linked {formatLocalDay(parent.linkedAt)}</p>
        {unlink.error ? <Alert>{errorText(unlink.error, 'The link could not be removed. Please try again.')}</Alert> : null}
      </div>
      <ConfirmDialog
        trigger={
          <Button variant="secondary" className="shrink-0" disabled={unlink.isPending}>
            Unlink<span className="sr-only"> {parent.name}</span>
          </Button>
        }
        title={`Unlink ${parent.name}?`}
        description={`${parent.name} will no longer see your progress, results or plan, starting now. They are told that you unlinked them. You can invite them again later.`}
        cancelLabel="Keep the link"
        confirmLabel="Unlink"
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
  const revoke = useRevokeInvite();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold">Invite made {formatLocalDay(invite.createdAt)}</p>
        <p className="text-sm text-slate-700">Not used yet; works until {formatLocalDateTime(invite.expiresAt)}</p>
        {revoke.error ? <Alert>{errorText(revoke.error, 'The invite could not be cancelled. Please try again.')}</Alert> : null}
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
        Revoke<span className="sr-only"> the invite made {formatLocalDay(invite.createdAt)}</span>
      </Button>
    </li>
  );
}

export function WhoCanSeeSection() {
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
    setNotice('The invite was cancelled: its code and link no longer work.');
  };
  const loading = parents.isPending || invites.isPending;
  const failed = parents.isError || invites.isError;

  return (
    <PageSection id="who-can-see" title="Who can see my results">
      <p className="mt-2 text-slate-700">
        A parent you link sees your progress, quiz results, financial plan, college list, saved scholarships and upcoming mentor meetings;
        the educator of a class you join sees the same without the meetings. Neither ever sees your e-mail, counselor conversations, forum
        activity or messages. Every time they look, it is listed under &ldquo;Who viewed my results&rdquo;.
      </p>
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
          Loading who can see your results…
        </p>
      ) : failed ? (
        <div role="alert" className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          <p>Who can see your results could not be loaded.</p>
          <Button variant="secondary" className="mt-2" onClick={() => void Promise.all([parents.refetch(), invites.refetch()])}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          {parents.data.length === 0 ? (
            <p className="mt-4 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">No one is linked to your account.</p>
          ) : (
            <ul className="mt-4 space-y-3" aria-label="Linked parents">
              {parents.data.map((parent) => (
                <ParentRow
                  key={parent.id}
                  parent={parent}
                  onUnlinked={(name) => setNotice(`${name} is unlinked and can no longer see your results.`)}
                />
              ))}
            </ul>
          )}
          <MyClassesList />
          {invites.data.length > 0 ? (
            <>
              <h3 className="mt-6 text-lg font-semibold">Open invites</h3>
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
        Invite a parent
      </Button>
      {create.error ? (
        <div className="mt-3">
          <Alert>{errorText(create.error, 'The invite could not be made. Please try again.')}</Alert>
        </div>
      ) : null}
      {shown ? <NewInviteCard invite={shown} /> : null}
    </PageSection>
  );
}
