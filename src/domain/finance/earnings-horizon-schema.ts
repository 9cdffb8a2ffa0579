// zod/mini like the other local-state schemas; apart from earnings-horizon.ts, so pages that only label a figure load no zod.
import { z } from '@domain/zod';
import { EARNINGS_HORIZONS } from './earnings-horizon';

export const earningsHorizonSchema = z.enum(EARNINGS_HORIZONS);
