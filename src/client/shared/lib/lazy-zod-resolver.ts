import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from '@domain/zod';

/**
 * A react-hook-form resolver whose zod schema (and zod itself) loads when the form first validates,
 * so the form paints without the validation library (issue 21). It is still the shared domain schema
 * the server checks with. A failed load (offline) is tried again on the next validation.
 */
export function lazyZodResolver<Schema extends z.core.$ZodType<unknown, FieldValues>>(
  load: () => Promise<Schema>,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  let loading: Promise<Resolver<z.input<Schema>, unknown, z.output<Schema>>> | undefined;
  return async (values, context, options) => {
    loading ??= load().then(
      (schema) => zodResolver(schema),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return (await loading)(values, context, options);
  };
}
