import { createHash } from 'node:crypto';
import { and, asc, count, eq, gt, isNull, or } from 'drizzle-orm';
import { formatInviteCode, INVITE_REFUSAL_CODES, inviteExpiry, inviteStatus, MAX_OPEN_INVITES } from '@domain/family/invite';
import type { RedeemInvite } from '@domain/family/schemas';
import type { Database } from '@server/db/client';
import { familyInvites, familyLinks, users } from '@server/db/schema';
import { appError, notFound } from '@server/http/errors';
import { languageOfUser } from '@server/shared/language';
import { notify } from '@server/shared/notify';
import { translate } from '@server/shared/messages';
import { newInviteCode, newInviteToken } from '@server/shared/invite-secrets';

/** The refusals of the routes' account-type guards (requireUserType). */
export const studentsOnly = () => appError(403, 'family.students_only');
export const parentsOnly = () => appError(403, 'family.parents_only');

const hash = (value: string) => createHash('sha256').update(value).digest('base64url');

const openInvite = (now: Date) => and(isNull(familyInvites.usedAt), isNull(familyInvites.revokedAt), gt(familyInvites.expiresAt, now));

/** A one-time invite: the link's token and the code are returned once, and only their hashes are kept. */
export async function createInvite(db: Database, studentId: string, now = new Date()) {
  const [open] = await db
    .select({ open: count() })
    .from(familyInvites)
    .where(and(eq(familyInvites.studentId, studentId), openInvite(now)));
  if ((open?.open ?? 0) >= MAX_OPEN_INVITES) {
    throw appError(409, 'family.too_many_open', { count: MAX_OPEN_INVITES });
  }
  // A code collision (one in billions) fails the unique index: draw again.
  for (let attempt = 0; ; attempt++) {
    const token = newInviteToken();
    const code = newInviteCode();
    const [row] = await db
      .insert(familyInvites)
      .values({ studentId, tokenHash: hash(token), codeHash: hash(code), createdAt: now, expiresAt: inviteExpiry(now) })
      .onConflictDoNothing()
      .returning({ id: familyInvites.id, createdAt: familyInvites.createdAt, expiresAt: familyInvites.expiresAt });
    if (row) {
      return {
        id: row.id,
        code: formatInviteCode(code),
        path: `/family/join/${token}`,
        token,
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
      };
    }
    if (attempt >= 3) throw new Error('could not draw a unique invite code');
  }
}

export async function listOpenInvites(db: Database, studentId: string, now = new Date()) {
  const rows = await db
    .select({ id: familyInvites.id, createdAt: familyInvites.createdAt, expiresAt: familyInvites.expiresAt })
    .from(familyInvites)
    .where(and(eq(familyInvites.studentId, studentId), openInvite(now)))
    .orderBy(asc(familyInvites.createdAt));
  return rows.map((row) => ({ id: row.id, createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString() }));
}

/** Cancels one of the student's own invites that nobody has used. */
export async function revokeInvite(db: Database, studentId: string, inviteId: string, now = new Date()): Promise<void> {
  const [invite] = await db
    .select({ usedAt: familyInvites.usedAt, revokedAt: familyInvites.revokedAt })
    .from(familyInvites)
    .where(and(eq(familyInvites.id, inviteId), eq(familyInvites.studentId, studentId)));
  if (!invite) throw notFound('invite');
  if (invite.usedAt) throw appError(409, 'family.used_unlink_instead');
  if (!invite.revokedAt) await db.update(familyInvites).set({ revokedAt: now }).where(eq(familyInvites.id, inviteId));
}

/** A parent redeems an invite: the link is made, the invite is used up, and the student is told. */
export async function redeemInvite(db: Database, parent: { id: string; name: string }, input: RedeemInvite, now = new Date()) {
  const lookup = input.token !== undefined ? eq(familyInvites.tokenHash, hash(input.token)) : eq(familyInvites.codeHash, hash(input.code!));
  return db.transaction(async (tx) => {
    const [invite] = await tx.select().from(familyInvites).where(lookup).for('update');
    if (!invite) throw appError(404, 'family.no_such_invite');
    const status = inviteStatus(invite, now);
    if (status !== 'open') throw appError(410, INVITE_REFUSAL_CODES[status]);
    // An account whose type was switched from Student to Parent must not link to itself with its own invite.
    if (invite.studentId === parent.id) throw appError(409, 'family.own_invite');
    const [student] = await tx.select({ name: users.name }).from(users).where(eq(users.id, invite.studentId));
    const [existing] = await tx
      .select({ id: familyLinks.id })
      .from(familyLinks)
      .where(and(eq(familyLinks.studentId, invite.studentId), eq(familyLinks.parentId, parent.id)));
    if (existing) throw appError(409, 'family.already_linked', { name: student?.name ?? '' });
    // Two invites of the same student redeemed by the same parent at once: both pass the check above,
    // and the pair's unique index lets only one insert through; the other gets the same 409, not a 500.
    const [link] = await tx
      .insert(familyLinks)
      .values({ studentId: invite.studentId, parentId: parent.id, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: familyLinks.id, createdAt: familyLinks.createdAt });
    if (!link) throw appError(409, 'family.already_linked', { name: student?.name ?? '' });
    await tx.update(familyInvites).set({ usedAt: now, usedBy: parent.id }).where(eq(familyInvites.id, invite.id));
    const t = translate(await languageOfUser(tx, invite.studentId));
    await notify(tx, {
      userId: invite.studentId,
      kind: 'family.linked',
      title: t('family.notification.linkedTitle', { parentName: parent.name }),
      body: t('family.notification.linkedBody', { parentName: parent.name }),
      link: '/profile#who-can-see',
      actorId: parent.id,
    });
    return { link: { id: link.id, childName: student?.name ?? 'Your child', linkedAt: link.createdAt.toISOString() } };
  });
}

/** "Who can see my results": the student's linked parents, display names only. */
export async function listParents(db: Database, studentId: string) {
  const rows = await db
    .select({ id: familyLinks.id, name: users.name, linkedAt: familyLinks.createdAt })
    .from(familyLinks)
    .innerJoin(users, eq(users.id, familyLinks.parentId))
    .where(eq(familyLinks.studentId, studentId))
    .orderBy(asc(familyLinks.createdAt));
  return rows.map((row) => ({ id: row.id, name: row.name, linkedAt: row.linkedAt.toISOString() }));
}

export async function listChildren(db: Database, parentId: string) {
  const rows = await db
    .select({ id: familyLinks.id, name: users.name, linkedAt: familyLinks.createdAt })
    .from(familyLinks)
    .innerJoin(users, eq(users.id, familyLinks.studentId))
    .where(eq(familyLinks.parentId, parentId))
    .orderBy(asc(familyLinks.createdAt));
  return rows.map((row) => ({ id: row.id, name: row.name, linkedAt: row.linkedAt.toISOString() }));
}

/** Either side ends a link; the parent is told when the student does it. */
export async function unlink(db: Database, user: { id: string; name: string }, linkId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [link] = await tx
      .delete(familyLinks)
      .where(and(eq(familyLinks.id, linkId), or(eq(familyLinks.studentId, user.id), eq(familyLinks.parentId, user.id))))
      .returning({ studentId: familyLinks.studentId, parentId: familyLinks.parentId });
    if (!link) throw notFound('family link');
    if (link.studentId === user.id) {
      const t = translate(await languageOfUser(tx, link.parentId));
      await notify(tx, {
        userId: link.parentId,
        kind: 'family.unlinked',
        title: t('family.notification.unlinkedTitle', { studentName: user.name }),
        body: t('family.notification.unlinkedBody', { studentName: user.name }),
        link: '/family',
        actorId: user.id,
      });
    }
  });
}

/** For "export my data": links on either side and the invites the student made (no hashes). */
export async function exportFamily(db: Database, userId: string) {
  const asStudent = await listParents(db, userId);
  const asParent = await listChildren(db, userId);
  const invites = await db
    .select({
      createdAt: familyInvites.createdAt,
      expiresAt: familyInvites.expiresAt,
      usedAt: familyInvites.usedAt,
      revokedAt: familyInvites.revokedAt,
    })
    .from(familyInvites)
    .where(eq(familyInvites.studentId, userId))
    .orderBy(asc(familyInvites.createdAt));
  return {
    linkedParents: asStudent.map((row) => ({ name: row.name, linkedAt: row.linkedAt })),
    linkedChildren: asParent.map((row) => ({ name: row.name, linkedAt: row.linkedAt })),
    invites: invites.map((row) => ({
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      usedAt: row.usedAt?.toISOString() ?? null,
      revokedAt: row.revokedAt?.toISOString() ?? null,
    })),
  };
}
