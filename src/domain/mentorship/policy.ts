import type { MeetingAction, MeetingStatus } from './schemas';

export type MeetingRole = 'student' | 'professional';

/**
 * Who may take which action from which status. The server enforces this; the
 * client only uses it to show the buttons that will work.
 */
const RULES: Record<MeetingAction['action'], { from: readonly MeetingStatus[]; by: readonly MeetingRole[]; pastOnly?: boolean }> = {
  accept: { from: ['requested'], by: ['professional'] },
  decline: { from: ['requested'], by: ['professional'] },
  propose: { from: ['requested'], by: ['professional'] },
  'accept-proposal': { from: ['rescheduled'], by: ['student'] },
  cancel: { from: ['requested', 'rescheduled', 'accepted'], by: ['student', 'professional'] },
  complete: { from: ['accepted'], by: ['student', 'professional'], pastOnly: true },
};

/** Whether this side of a meeting may ever take the action (regardless of the meeting's state). */
export function mayTakeAction(action: MeetingAction['action'], role: MeetingRole | null): boolean {
  return role !== null && RULES[action].by.includes(role);
}

export function canTakeAction(
  action: MeetingAction['action'],
  role: MeetingRole | null,
  status: MeetingStatus,
  hasStarted: boolean,
): boolean {
  const rule = RULES[action];
  if (!role || !rule.by.includes(role) || !rule.from.includes(status)) return false;
  if (rule.pastOnly && !hasStarted) return false;
  // Cancelling a meeting that already took place makes no sense; it is marked done instead.
  if (action === 'cancel' && hasStarted) return false;
  return true;
}

export function allowedActions(role: MeetingRole | null, status: MeetingStatus, hasStarted: boolean): MeetingAction['action'][] {
  return (Object.keys(RULES) as MeetingAction['action'][]).filter((action) => canTakeAction(action, role, status, hasStarted));
}
