import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { AssignmentStatus, RosterFilter, RosterSort } from '@domain/classes/rules';
import type { ProgressStepId } from '@domain/progress/progress';
import type { AssignmentInput, ClassInput, SchoolStudentIdInput, VerificationRequest } from '@domain/classes/schemas';
import { studentReportSchema } from '@domain/classes/report';
import { api, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';

/* The educator's side of classes and the admins' verification queue. */

const educator = api.educator;
export type EducatorStatus = InferResponseType<typeof educator.status.$get, 200>;
export type ClassDto = InferResponseType<typeof educator.classes.$get, 200>['items'][number];
export type RosterPage = InferResponseType<(typeof educator.classes)[':id']['roster']['$get'], 200>;
export type RosterItem = RosterPage['items'][number];
export type ClassTotals = InferResponseType<(typeof educator.classes)[':id']['totals']['$get'], 200>;
export type Assignment = InferResponseType<(typeof educator.classes)[':id']['assignments']['$get'], 200>['items'][number];
export type StudentDetail = InferResponseType<(typeof educator.classes)[':id']['students'][':memberId']['$get'], 200>;
export type QueueEntry = InferResponseType<(typeof api.admin.educators)['$get'], 200>['items'][number];
export type RosterQueryText = {
  filter: RosterFilter;
  step?: ProgressStepId;
  assignment?: string;
  assignmentStatus?: AssignmentStatus;
  sort: RosterSort;
  dir: 'asc' | 'desc';
  q: string;
  page: string;
};

function useInvalidateClasses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.classes.all });
}

export function useEducatorStatus(enabled = true) {
  return useQuery({
    queryKey: queryKeys.classes.status,
    queryFn: ({ signal }) => readJson(educator.status.$get(undefined, { init: { signal } })),
    enabled,
  });
}

export function useRequestVerification() {
  const invalidate = useInvalidateClasses();
  return useMutation({
    mutationFn: (input: VerificationRequest) => readJson(educator.verification.$post({ json: input })),
    onSettled: invalidate,
  });
}

export function useClasses(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.classes.list,
    queryFn: async ({ signal }) => (await readJson(educator.classes.$get(undefined, { init: { signal } }))).items,
    enabled,
  });
}

export function useClass(id: string) {
  return useQuery({
    queryKey: queryKeys.classes.one(id),
    queryFn: async ({ signal }) => (await readJson(educator.classes[':id'].$get({ param: { id } }, { init: { signal } }))).class,
    retry: false,
  });
}

export function useCreateClass() {
  const invalidate = useInvalidateClasses();
  return useMutation({
    mutationFn: async (input: ClassInput) => (await readJson(educator.classes.$post({ json: input }))).class,
    onSettled: invalidate,
  });
}

export type ClassChange = Partial<ClassInput> & { archived?: boolean; joinEnabled?: boolean };
export function useUpdateClass(id: string) {
  const invalidate = useInvalidateClasses();
  return useMutation({
    mutationFn: async (change: ClassChange) => (await readJson(educator.classes[':id'].$patch({ param: { id }, json: change }))).class,
    onSettled: invalidate,
  });
}

export function useRotateCode(id: string) {
  const invalidate = useInvalidateClasses();
  return useMutation({
    mutationFn: async () => (await readJson(educator.classes[':id'].rotate.$post({ param: { id } }))).class,
    onSettled: invalidate,
  });
}

export function useRoster(id: string, query: RosterQueryText) {
  return useQuery({
    queryKey: queryKeys.classes.roster(id, query),
    queryFn: ({ signal }) => readJson(educator.classes[':id'].roster.$get({ param: { id }, query }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });
}

export type NotJoinedPage = InferResponseType<(typeof educator.classes)[':id']['rostered']['$get'], 200>;

/** The school roster's students who have not joined, a page at a time, with the class's counts. */
export function useNotJoined(id: string, page: number) {
  return useQuery({
    queryKey: queryKeys.classes.notJoined(id, page),
    queryFn: ({ signal }) =>
      readJson(educator.classes[':id'].rostered.$get({ param: { id }, query: { page: String(page) } }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });
}

export function useTotals(id: string) {
  return useQuery({
    queryKey: queryKeys.classes.totals(id),
    queryFn: ({ signal }) => readJson(educator.classes[':id'].totals.$get({ param: { id } }, { init: { signal } })),
  });
}

export function useAssignments(id: string) {
  return useQuery({
    queryKey: queryKeys.classes.assignments(id),
    queryFn: async ({ signal }) =>
      (await readJson(educator.classes[':id'].assignments.$get({ param: { id } }, { init: { signal } }))).items,
  });
}

export function useCreateAssignment(id: string) {
  const invalidate = useInvalidateClasses();
  return useMutation({
    mutationFn: (input: AssignmentInput) => readJson(educator.classes[':id'].assignments.$post({ param: { id }, json: input })),
    onSettled: invalidate,
  });
}

export function useRemind(id: string) {
  const invalidate = useInvalidateClasses();
  return useMutation({
    mutationFn: (assignmentId: string) =>
      readJson(educator.classes[':id'].assignments[':assignmentId'].remind.$post({ param: { id, assignmentId } })),
    onSettled: invalidate,
  });
}

/** The educator types or clears a student's ID in the school's records (it goes into the CSV). */
export function useSetSchoolId(id: string, memberId: string) {
  const invalidate = useInvalidateClasses();
  return useMutation({
    mutationFn: (input: SchoolStudentIdInput) =>
      readJson(educator.classes[':id'].students[':memberId']['school-id'].$put({ param: { id, memberId }, json: input })),
    onSettled: invalidate,
  });
}

export function useStudentDetail(id: string, memberId: string) {
  return useQuery({
    queryKey: queryKeys.classes.student(id, memberId),
    queryFn: ({ signal }) =>
      readJson(educator.classes[':id'].students[':memberId'].$get({ param: { id, memberId } }, { init: { signal } })),
    retry: false,
  });
}

/**
 * The one-page report. Each request is a view in the student's access log, so it is read once per visit: no
 * refetch when the window regains focus (printing moves the focus) or the network comes back.
 */
export function useStudentReport(id: string, memberId: string) {
  return useQuery({
    queryKey: queryKeys.classes.report(id, memberId),
    queryFn: async ({ signal }) =>
      studentReportSchema.parse(
        await readJson(educator.classes[':id'].students[':memberId'].report.$get({ param: { id, memberId } }, { init: { signal } })),
      ),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** Logs one print of the report for the student (before the print dialog opens). */
export function useLogReportPrint(id: string, memberId: string) {
  return useMutation({
    mutationFn: () => readJson(educator.classes[':id'].students[':memberId'].report.prints.$post({ param: { id, memberId } })),
  });
}

export function useEducatorQueue(status: string) {
  return useQuery({
    queryKey: queryKeys.classes.queue(status),
    queryFn: async ({ signal }) =>
      (await readJson(api.admin.educators.$get({ query: status === 'all' ? {} : { status: status as 'pending' } }, { init: { signal } })))
        .items,
  });
}

export function useDecideEducator() {
  const invalidate = useInvalidateClasses();
  return useMutation({
    mutationFn: ({ userId, decision, reason }: { userId: string; decision: 'approve' | 'reject' | 'revoke'; reason?: string }) => {
      const route = api.admin.educators[':userId'];
      if (decision === 'approve') return readJson(route.approve.$post({ param: { userId } }));
      if (decision === 'reject') return readJson(route.reject.$post({ param: { userId }, json: { reason: reason ?? '' } }));
      return readJson(route.revoke.$post({ param: { userId }, json: { reason: reason ?? '' } }));
    },
    onSettled: invalidate,
  });
}
