import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from '@domain/zod';
import { loadOnce } from './load-once';

/**
 * A react-hook-form resolver whose zod schema (and zod itself) loads when the form first validates,
 * so the form paints without the validation library. It is still the shared domain schema
 * the server checks with. A failed load (offline) is tried again on the next validation.
 */
export function lazyZodResolver<Schema extends z.core.$ZodType<unknown, FieldValues>>(
  load: () => Promise<Schema>,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  const resolver = loadOnce(() => load().then((schema) => zodResolver(schema)));
  return async (values, context, options) => (await resolver())(values, context, options);
}
