import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, ApiError, readJson } from '@client/shared/lib/api-client';
import { mutationKeys, queryKeys } from '@client/shared/lib/query-keys';
import { useToast } from '@client/ui/toast';
import { useT } from '@client/shared/i18n/i18n-store';
import { errorText } from '@client/shared/i18n/error-text';
import type { Translate } from '@client/shared/i18n/messages';

/*
 * Saved careers and colleges: the signed-in user's two lists, read by the save buttons
 * (career pages and cards, college cards and the comparison) and by /profile. Saving and removing
 * change the list at once (optimistic); a refused change is undone and a toast says why.
 */

export type SavedCareers = InferResponseType<typeof api.saved.careers.$get, 200>;
export type SavedCareer = SavedCareers['items'][number];
export type SavedColleges = InferResponseType<typeof api.saved.colleges.$get, 200>;
export type SavedCollege = SavedColleges['items'][number];
export type SavedCareerDto = SavedCareer['career'];
export type SavedCollegeDto = SavedCollege['college'];

/** GET /api/saved/careers; pass `enabled: false` when signed out. */
export function useSavedCareers(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.saved.careers,
    queryFn: ({ signal }) => readJson(api.saved.careers.$get({}, { init: { signal } })),
    enabled,
  });
}

/** GET /api/saved/colleges; pass `enabled: false` when signed out. */
export function useSavedColleges(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.saved.colleges,
    queryFn: ({ signal }) => readJson(api.saved.colleges.$get({}, { init: { signal } })),
    enabled,
  });
}

type List<Id, Item> = { ids: Id[]; items: Item[] };

function bySavedAt<Item extends { savedAt: string }>(a: Item, b: Item) {
  return a.savedAt < b.savedAt ? -1 : a.savedAt > b.savedAt ? 1 : 0;
}

/** The list with `item` added (kept in savedAt order) or the one with `id` removed; pure, for the cache. */
export function withSaved<Id, Item extends { savedAt: string }>(
  list: List<Id, Item> | undefined,
  idOf: (item: Item) => Id,
  change: { add: Item } | { remove: Id },
): List<Id, Item> | undefined {
  if (!list) return list;
  let items: Item[];
  if ('add' in change) {
    if (list.ids.includes(idOf(change.add))) return list;
    items = [...list.items, change.add].sort(bySavedAt);
  } else items = list.items.filter((item) => idOf(item) !== change.remove);
  return { ids: items.map(idOf), items };
}

function errorDescription(error: unknown, t: Translate<'saved-lists'>) {
  // A refusal says why in the reader's language (a full list names its limit); a lost connection says so.
  return error instanceof ApiError && error.status !== 0 ? errorText(t, error) : t('saved-lists.checkConnection');
}

export type ToggleSavedCareer = { career: SavedCareerDto; save: boolean };
const careerId = (item: SavedCareer) => item.career.socCode;

/** Save or remove one career (requests for one career run in order; the cache changes at once and rolls back on error). */
export function useToggleSavedCareer(socCode: string) {
  const t = useT('saved-lists');
  const queryClient = useQueryClient();
  const toast = useToast();
  const key = queryKeys.saved.careers;
  return useMutation({
    mutationKey: mutationKeys.toggleSavedCareer,
    scope: { id: `saved-career:${socCode}` },
    mutationFn: async ({ career, save }: ToggleSavedCareer) => {
      const param = { socCode: career.socCode };
      if (save) await readJson(api.saved.careers[':socCode'].$put({ param }));
      else await readJson(api.saved.careers[':socCode'].$delete({ param }));
    },
    onMutate: async ({ career, save }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<SavedCareers>(key)?.items.find((item) => careerId(item) === career.socCode);
      queryClient.setQueryData<SavedCareers>(key, (list) =>
        withSaved(list, careerId, save ? { add: { career, savedAt: new Date().toISOString() } } : { remove: career.socCode }),
      );
      return { before };
    },
    onError: (error, { career, save }, context) => {
      queryClient.setQueryData<SavedCareers>(key, (list) =>
        save
          ? withSaved(list, careerId, { remove: career.socCode })
          : context?.before
            ? withSaved(list, careerId, { add: context.before })
            : list,
      );
      toast({
        tone: 'error',
        title: t(save ? 'saved-lists.couldNotSave' : 'saved-lists.couldNotRemove', { name: career.title }),
        description: errorDescription(error, t),
      });
    },
    onSettled: async () => {
      // Refetch only after the last toggle in flight, so an early answer cannot undo a later click.
      if (queryClient.isMutating({ mutationKey: mutationKeys.toggleSavedCareer }) === 1)
        await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export type ToggleSavedCollege = { college: SavedCollegeDto; save: boolean };
const collegeId = (item: SavedCollege) => item.college.unitId;

/** Save or remove one college, as useToggleSavedCareer. */
export function useToggleSavedCollege(unitId: number) {
  const t = useT('saved-lists');
  const queryClient = useQueryClient();
  const toast = useToast();
  const key = queryKeys.saved.colleges;
  return useMutation({
    mutationKey: mutationKeys.toggleSavedCollege,
    scope: { id: `saved-college:${unitId}` },
    mutationFn: async ({ college, save }: ToggleSavedCollege) => {
      const param = { unitId: String(college.unitId) };
      if (save) await readJson(api.saved.colleges[':unitId'].$put({ param }));
      else await readJson(api.saved.colleges[':unitId'].$delete({ param }));
    },
    onMutate: async ({ college, save }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<SavedColleges>(key)?.items.find((item) => collegeId(item) === college.unitId);
      queryClient.setQueryData<SavedColleges>(key, (list) =>
        withSaved(list, collegeId, save ? { add: { college, savedAt: new Date().toISOString() } } : { remove: college.unitId }),
      );
      return { before };
    },
    onError: (error, { college, save }, context) => {
      queryClient.setQueryData<SavedColleges>(key, (list) =>
        save
          ? withSaved(list, collegeId, { remove: college.unitId })
          : context?.before
            ? withSaved(list, collegeId, { add: context.before })
            : list,
      );
      toast({
        tone: 'error',
        title: t(save ? 'saved-lists.couldNotSave' : 'saved-lists.couldNotRemove', { name: college.name }),
        description: errorDescription(error, t),
      });
    },
    onSettled: async () => {
      if (queryClient.isMutating({ mutationKey: mutationKeys.toggleSavedCollege }) === 1)
        await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
