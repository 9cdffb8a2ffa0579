// zod/mini: the profile's saved lists load these in the browser.
import { z } from '@domain/zod';
import { socCodeSchema } from '../catalog/schemas';

/*
 * Saved careers and colleges: the signed-in student's own short
 * lists, next to saved scholarships. The server validates the path codes with
 * these schemas; the client uses the same limit to explain a refused save.
 */

/** Most careers, and most colleges, one account keeps; a save beyond it is refused with a message. */
export const SAVED_LIST_LIMIT = 100;

export const savedCareerParamSchema = z.object({ socCode: socCodeSchema });

const UNIT_ID_MESSAGE = 'Use a numeric college id (IPEDS UNITID)';
export const savedCollegeParamSchema = z.object({
  unitId: z.coerce
    .number(UNIT_ID_MESSAGE)
    .check(z.int(UNIT_ID_MESSAGE), z.positive(UNIT_ID_MESSAGE), z.maximum(2_147_483_647, UNIT_ID_MESSAGE)),
});

export type SavedListKind = 'careers' | 'colleges';
