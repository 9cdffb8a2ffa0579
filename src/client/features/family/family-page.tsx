import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from '@client/shared/routing';
import { ApiError } from '@client/shared/lib/api-client';
import { MoneyPlanSection } from '@client/shared/money-plan/money-plan-section';
import { useLinkedChildren, useUnlink, type LinkedPerson } from '@client/shared/family/api/use-family';
import { useSession } from '@client/shared/session/use-session';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { errorText } from '@client/shared/i18n/error-text';
import { usePageTitle } from '@client/ui/use-page-title';
import { ChildOverviewView } from './child-overview';
import { LinkChildForm } from './link-child-form';

/*
 * /family: a Parent's linked children, each with their plan, read-only; linking another
 * child with the code from their invite; unlinking. Other account types are told who the page is for.
 */

function ChildSection({ child, onUnlinked }: { child: LinkedPerson; onUnlinked: (name: string) => void }) {
  const t = useT('family');
  const format = useFormatters();
  const unlink = useUnlink();
  const headingId = `child-${child.id}`;
  return (
    <section aria-labelledby={headingId} className="mt-10 border-t border-slate-200 pt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-2xl font-bold break-words">
            {child.name}
          </h2>
          <p className="text-sm text-slate-700">{t('family.linkedOn', { date: format.localDay(child.linkedAt) })}</p>
        </div>
        <ConfirmDialog
          trigger={
            <Button variant="secondary" disabled={unlink.isPending}>
              {t('family.unlink')}
              <span className="sr-only"> {child.name}</span>
            </Button>
          }
          title={t('family.unlinkTitle', { name: child.name })}
          description={t('family.unlinkChildText', { name: child.name })}
          cancelLabel={t('family.keepLink')}
          confirmLabel={t('family.unlink')}
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
          <Alert>{unlink.error instanceof ApiError ? errorText(t, unlink.error) : t('family.unlinkError')}</Alert>
        </div>
      ) : null}
      <ChildOverviewView linkId={child.id} name={child.name} />
      <MoneyPlanSection target={{ kind: 'child', linkId: child.id }} headingLevel={3} />
    </section>
  );
}

function NotAParent() {
  const t = useT('family');
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t('family.title')}</h1>
      <p className="mt-4 text-slate-700">
        {t.rich('family.notParent', {
          link: (words) => (
            <Link to="/profile#who-can-see" className="font-semibold text-brand-800 underline underline-offset-2">
              {words}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}

export function FamilyPage() {
  const t = useT('family');
  usePageTitle(t('family.title'));
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
      <h1 className="text-3xl font-bold">{t('family.yourFamily')}</h1>
      <p className="mt-2 text-slate-700">{t('family.intro')}</p>
      {linked ? (
        <div ref={linkedRef} tabIndex={-1} className="mt-4">
          <Alert tone="success">{t('family.nowLinked', { name: linked })}</Alert>
        </div>
      ) : null}
      {unlinked ? (
        <div ref={unlinkedRef} tabIndex={-1} className="mt-4">
          <Alert tone="success">{t('family.unlinkedNotice', { name: unlinked })}</Alert>
        </div>
      ) : null}
      {children.isPending ? (
        <p role="status" className="mt-6 text-slate-700">
          {t('family.loadingChildren')}
        </p>
      ) : children.isError ? (
        <div role="alert" className="mt-6 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          <p>{t('family.childrenError')}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void children.refetch()}>
            {t('family.tryAgain')}
          </Button>
        </div>
      ) : children.data.length === 0 ? (
        <div className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
          <h2 className="text-xl font-semibold">{t('family.noChildren')}</h2>
          <p className="mt-2 text-slate-700">{t('family.noChildrenHelp')}</p>
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
      <h2 className="mt-10 text-2xl font-bold">{children.data?.length ? t('family.linkAnother') : t('family.linkA')}</h2>
      <LinkChildForm
        onLinked={(name) => {
          setUnlinked(null);
          setLinked(name);
        }}
      />
    </div>
  );
}
