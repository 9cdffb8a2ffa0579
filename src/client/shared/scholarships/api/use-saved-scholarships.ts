import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, ApiError, readJson } from '@client/shared/lib/api-client';
import { mutationKeys, queryKeys } from '@client/shared/lib/query-keys';
import { useToast } from '@client/ui/toast';
import { useT } from '@client/shared/i18n/i18n-store';

/** One scholarship as GET /api/scholarships lists it (the directory and the saved list share it). */
export type ScholarshipDto = InferResponseType<typeof api.scholarships.$get, 200>['items'][number];
export type SavedScholarships = InferResponseType<typeof api.scholarships.saved.$get, 200>;
export type SavedScholarship = SavedScholarships['items'][number];

/** The signed-in user's saved list (GET /api/scholarships/saved); pass `enabled: false` when signed out. */
export function useSavedScholarships(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.scholarships.saved,
    queryFn: ({ signal }) => readJson(api.scholarships.saved.$get({}, { init: { signal } })),
    enabled,
  });
}

function bySavedAt(a: SavedScholarship, b: SavedScholarship) {
  return a.savedAt < b.savedAt ? -1 : a.savedAt > b.savedAt ? 1 : 0;
}

function withItem(list: SavedScholarships | undefined, item: SavedScholarship): SavedScholarships | undefined {
  if (!list || list.ids.includes(item.scholarship.id)) return list;
  const items = [...list.items, item].sort(bySavedAt);
  return { ids: items.map((entry) => entry.scholarship.id), items };
}

function withoutItem(list: SavedScholarships | undefined, id: string): SavedScholarships | undefined {
  if (!list) return list;
  const items = list.items.filter((entry) => entry.scholarship.id !== id);
  return { ids: items.map((entry) => entry.scholarship.id), items };
}

export type ToggleSaved = { scholarship: ScholarshipDto; save: boolean };

/**
 * Save or unsave one scholarship. The list changes at once (optimistic); if the server refuses,
 * only this change is undone (other toggles in flight keep theirs) and a toast says so.
 * Requests for one scholarship run one after another (a shared scope), so the button never has to
 * be disabled (which would drop keyboard focus) and quick clicks reach the server in order.
 */
export function useToggleSavedScholarship(scholarshipId: string) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const t = useT('scholarships');
  return useMutation({
    mutationKey: mutationKeys.toggleSavedScholarship,
    scope: { id: `saved-scholarship:${scholarshipId}` },
    mutationFn: async ({ scholarship, save }: ToggleSaved) => {
      const param = { id: scholarship.id };
      if (save) await readJson(api.scholarships.saved[':id'].$put({ param }));
      else await readJson(api.scholarships.saved[':id'].$delete({ param }));
    },
    onMutate: async ({ scholarship, save }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.scholarships.saved });
      const before = queryClient
        .getQueryData<SavedScholarships>(queryKeys.scholarships.saved)
        ?.items.find((item) => item.scholarship.id === scholarship.id);
      queryClient.setQueryData<SavedScholarships>(queryKeys.scholarships.saved, (list) =>
        save ? withItem(list, { scholarship, savedAt: new Date().toISOString() }) : withoutItem(list, scholarship.id),
      );
      return { before };
    },
    onError: (error, { scholarship, save }, context) => {
      queryClient.setQueryData<SavedScholarships>(queryKeys.scholarships.saved, (list) =>
        save ? withoutItem(list, scholarship.id) : context?.before ? withItem(list, context.before) : list,
      );
      toast({
        tone: 'error',
        title: t(save ? 'scholarships.saveFailed' : 'scholarships.removeFailed', { name: scholarship.name }),
        description: error instanceof ApiError && error.status !== 0 ? error.message : t('scholarships.checkConnection'),
      });
    },
    onSettled: async () => {
      // Refetch only after the last toggle in flight, so an early answer cannot undo a later click.
      if (queryClient.isMutating({ mutationKey: mutationKeys.toggleSavedScholarship }) === 1) {
        await queryClient.invalidateQueries({ queryKey: queryKeys.scholarships.saved });
      }
    },
  });
}
