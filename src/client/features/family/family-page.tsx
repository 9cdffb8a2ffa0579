import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ApiError } from '@client/shared/lib/api-client';
import { MoneyPlanSection } from '@client/shared/money-plan/money-plan-section';
import { useLinkedChildren, useUnlink, type LinkedPerson } from '@client/shared/family/api/use-family';
import { useSession } from '@client/shared/session/use-session';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { formatLocalDay } from '@client/ui/format';
import { usePageTitle } from '@client/ui/use-page-title';
import { ChildOverviewView } from './child-overview';
import { LinkChildForm } from './link-child-form';

/*
 * /family (issue 20): a Parent's linked children, each with their plan, read-only; linking another
 * child with the code from their invite; unlinking. Other account types are told who the page is for.
 */

function ChildSection({ child, onUnlinked }: { child: LinkedPerson; onUnlinked: (name: string) => void }) {
  const unlink = useUnlink();
  const headingId = `child-${child.id}`;
  return (
    <section aria-labelledby={headingId} className="mt-10 border-t border-slate-200 pt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-2xl font-bold break-words">
            {child.name}
          </h2>
          <p className="text-sm text-slate-700">Linked {formatLocalDay(child.linkedAt)}</p>
        </div>
        <ConfirmDialog
          trigger={
            <Button variant="secondary" disabled={unlink.isPending}>
              Unlink<span className="sr-only"> {child.name}</span>
            </Button>
          }
          title={`Unlink ${child.name}?`}
          description={`You will no longer see ${child.name}'s progress, results or plan. To link again you need a new invite from them.`}
          cancelLabel="Keep the link"
          confirmLabel="Unlink"
          // mutateAsync, not mutate's callbacks: this section is gone by the time the list refetches, and its callbacks with it.
          onConfirm={() =>
            void unlink
              .mutateAsync(child.id)
              .then(() => onUnlinked(child.name))
              .catch(() => undefined)
          }
        />
      </div>
      {unlink.error ? (
        <div className="mt-3">
          <Alert>{unlink.error instanceof ApiError ? unlink.error.message : 'The link could not be removed. Please try again.'}</Alert>
        </div>
      ) : null}
      <ChildOverviewView linkId={child.id} name={child.name} />
      <MoneyPlanSection target={{ kind: 'child', linkId: child.id }} headingLevel={3} />
    </section>
  );
}

function NotAParent() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold">Family</h1>
      <p className="mt-4 text-slate-700">
        This page is for parent accounts: a parent sees the plan of a child who invited them. If you are a student, invite a parent from{' '}
        <Link to="/profile#who-can-see" className="font-semibold text-brand-800 underline underline-offset-2">
          your profile
        </Link>
        . If you are a parent, set your account type to Parent on your profile.
      </p>
    </div>
  );
}

export function FamilyPage() {
  usePageTitle('Family');
  const session = useSession();
  const isParent = session.status === 'signed-in' && session.profile?.userType === 'Parent';
  const children = useLinkedChildren(isParent);
  // The invite link's page sends the child's name along after linking, so the parent sees it worked.
  const location = useLocation();
  const fromJoin = (location.state as { linked?: unknown } | null)?.linked;
  const [linked, setLinked] = useState<string | null>(typeof fromJoin === 'string' ? fromJoin : null);
  // After an unlink the child's section is gone: focus moves to the message that says so, not to the top of the page.
  const [unlinked, setUnlinked] = useState<string | null>(null);
  const unlinkedRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (unlinked) unlinkedRef.current?.focus();
  }, [unlinked]);
  // The code form is at the bottom of the page (on a phone, screens below the message): linking moves focus, and the view, up to it.
  const linkedRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (linked) linkedRef.current?.focus();
  }, [linked]);
  if (session.status !== 'signed-in') return null;
  if (!isParent) return <NotAParent />;

  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold">Your family</h1>
      <p className="mt-2 text-slate-700">
        See the plan of each child who linked you: read-only, and never their messages or contact details. Each time you look, your child
        can see that you did.
      </p>
      {linked ? (
        <div ref={linkedRef} tabIndex={-1} className="mt-4">
          <Alert tone="success">You are now linked to {linked}.</Alert>
        </div>
      ) : null}
      {unlinked ? (
        <div ref={unlinkedRef} tabIndex={-1} className="mt-4">
          <Alert tone="success">
            {unlinked} is unlinked: you no longer see their results or plan. To link again, ask them for a new invite.
          </Alert>
        </div>
      ) : null}
      {children.isPending ? (
        <p role="status" className="mt-6 text-slate-700">
          Loading your linked children…
        </p>
      ) : children.isError ? (
        <div role="alert" className="mt-6 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          <p>Your linked children could not be loaded.</p>
          <Button variant="secondary" className="mt-2" onClick={() => void children.refetch()}>
            Try again
          </Button>
        </div>
      ) : children.data.length === 0 ? (
        <div className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
          <h2 className="text-xl font-semibold">No children linked yet</h2>
          <p className="mt-2 text-slate-700">
            Ask your child for an invite: on Waypoint they open their Profile, choose &ldquo;Invite a parent&rdquo; under &ldquo;Who can see
            my results&rdquo;, and give you the code or the link. Then type the code below.
          </p>
        </div>
      ) : (
        children.data.map((child) => (
          <ChildSection
            key={child.id}
            child={child}
            onUnlinked={(name) => {
              setLinked(null);
              setUnlinked(name);
            }}
          />
        ))
      )}
      <h2 className="mt-10 text-2xl font-bold">Link {children.data?.length ? 'another' : 'a'} child</h2>
      <LinkChildForm
        onLinked={(name) => {
          setUnlinked(null);
          setLinked(name);
        }}
      />
    </div>
  );
}
