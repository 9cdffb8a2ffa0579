/**
 * A lazy load (a chunk, a library) started on first need and shared by every caller after that, the same
 * promise each time (React's `use` needs that). A failed load (offline) is forgotten, so the next need tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
