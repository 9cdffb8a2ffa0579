import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { validationError } from './errors';

/** zValidator that answers with Waypoint's 400 body (`{ error: { code, message, fields } }`). */
export function validate<Target extends keyof ValidationTargets, Schema extends z.core.$ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error);
  });
}
