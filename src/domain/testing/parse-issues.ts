/** For the schema tests: a parse's issues as [path, message] pairs, or none when it succeeded. */
export function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): string[][] {
  return result.success ? [] : (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}
