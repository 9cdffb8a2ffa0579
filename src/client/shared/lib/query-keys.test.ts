import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

describe('queryKeys', () => {
  it('keeps every query of a resource under its root, so invalidating the root reaches them all', async () => {
    const queryClient = new QueryClient();
    const mentorship = [
      queryKeys.mentorship.meetings,
      queryKeys.mentorship.meeting('m1'),
      queryKeys.mentorship.safetyContacts,
      queryKeys.mentorship.myApplication,
      queryKeys.mentorship.professionals({ q: 'nurse' }),
      queryKeys.mentorship.professional('p1'),
      queryKeys.mentorship.admin.applications(undefined),
      queryKeys.mentorship.admin.reports,
      queryKeys.mentorship.admin.heldMessages,
      queryKeys.mentorship.admin.outbox,
    ];
    const others = [queryKeys.careers.detail('15-1252.00'), queryKeys.forum.me, queryKeys.session];
    for (const key of [...mentorship, ...others]) queryClient.setQueryData(key, 1);

    await queryClient.invalidateQueries({ queryKey: queryKeys.mentorship.all });

    expect(mentorship.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual(mentorship.map(() => true));
    expect(others.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual(others.map(() => false));
  });
});
