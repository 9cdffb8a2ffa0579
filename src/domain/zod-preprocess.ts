import { z } from '@domain/zod';

/** What {@link preprocess} returns: a mini pipe typed like classic zod's `ZodPreprocess`. */
export interface ZodMiniPreprocess<B extends z.core.SomeType = z.core.$ZodType, I = unknown> extends z.ZodMiniPipe<
  z.core.$ZodTransform<unknown, I>,
  B
> {
  _zod: z.core.$ZodPreprocessInternals<B, I>;
}

/**
 * Classic zod's `z.preprocess(fn, schema)`, which zod/mini lacks. Classic builds it as this very pipe, a
 * transform then the schema (core's $ZodPreprocess is $ZodPipe), so parsing is identical; the type is classic's too,
 * so in an object a key stays optional when the schema accepts undefined.
 */
export function preprocess<B extends z.core.SomeType, I = unknown>(fn: (value: I) => unknown, schema: B): ZodMiniPreprocess<B, I> {
  return z.pipe(z.transform(fn), schema as unknown as z.core.$ZodType) as unknown as ZodMiniPreprocess<B, I>;
}
