import type { Career, College } from '@domain/catalog/schemas';
import type { Database } from '@server/db/client';
import { savedCareersOf, savedCollegesOf } from '@server/shared/saved-lists';

/** The student's saved careers and colleges as catalog rows, oldest save first. */
export type SavedLists = { careers: Career[]; colleges: College[] };

export async function savedListsOf(db: Database, userId: string): Promise<SavedLists> {
  const [careers, colleges] = await Promise.all([savedCareersOf(db, userId), savedCollegesOf(db, userId)]);
  return { careers: careers.map((item) => item.career), colleges: colleges.map((item) => item.college) };
}
