import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, ApiError, readJson } from '@client/shared/lib/api-client';
import { queryKeys } from '@client/shared/lib/query-keys';

/* OneRoster imports: send a package (a dry run or the import) and list the last imports. */

export type ImportRecord = InferResponseType<typeof api.rostering.imports.$get, 200>['items'][number];
export type ImportSummary = ImportRecord['summary'];
export type RosterIssue = ImportSummary['skipped']['items'][number];

/** What an upload gives back: the import's counts, or the package's problems by file and line (nothing imported). */
export type ImportResult = { kind: 'summary'; summary: ImportSummary } | { kind: 'problems'; issues: RosterIssue[]; issueCount: number };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The package goes as multipart (a .zip or the CSVs) through the typed client: the body is the form itself. */
async function sendPackage(files: readonly File[], dryRun: boolean, timeZone: string | undefined): Promise<ImportResult> {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  form.append('dryRun', String(dryRun));
  if (timeZone) form.append('timeZone', timeZone);
  const sent = api.rostering.imports.$post(undefined, { init: { body: form } });
  const response = await sent.catch(() => {
    throw new ApiError(0, 'network', 'Could not reach Waypoint. Check your connection and try again.');
  });
  if (response.status === 400) {
    const body: unknown = await response.json().catch(() => undefined);
    if (isRecord(body) && Array.isArray(body.issues) && typeof body.issueCount === 'number') {
      return { kind: 'problems', issues: body.issues as RosterIssue[], issueCount: body.issueCount };
    }
    // Another 400 (a bad field): worded from its code like any other refusal.
    await readJson(new Response(JSON.stringify(body ?? {}), { status: 400 }));
  }
  const { summary } = await readJson(response);
  return { kind: 'summary', summary };
}

export function useSendPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ files, dryRun, timeZone }: { files: readonly File[]; dryRun: boolean; timeZone?: string }) =>
      sendPackage(files, dryRun, timeZone),
    onSettled: async (_result, _error, input) => {
      if (input.dryRun) return;
      await queryClient.invalidateQueries({ queryKey: queryKeys.rostering.imports });
      await queryClient.invalidateQueries({ queryKey: queryKeys.classes.all });
    },
  });
}

export function useImports() {
  return useQuery({
    queryKey: queryKeys.rostering.imports,
    queryFn: async ({ signal }) => (await readJson(api.rostering.imports.$get(undefined, { init: { signal } }))).items,
    retry: false,
  });
}
