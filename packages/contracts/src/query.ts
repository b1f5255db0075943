import { z } from 'zod';

/**
 * Readers of query-string values shared by every route that takes them: a query arrives as text, so lists,
 * booleans and numbers are read from their written forms.
 */

/** A query value read as a list: `a,b`, repeated keys, or both; empty parts dropped (spec: commas read as lists). */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    if (value === undefined) return undefined;
    const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','));
    return parts.map((p) => p.trim()).filter((p) => p.length > 0);
  }, z.array(item).max(200).optional());

export const booleanParam = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1')
  .optional();

export const pageParams = (maxLimit: number, defaultLimit: number) => ({
  page: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1)
    .max(maxLimit, { error: `must be at most ${maxLimit}` })
    .default(defaultLimit),
});

/**
 * A query as a client writes it, derived from what its schema reads: every parameter optional, a date as its
 * ISO 8601 text (the schema reads it into a Date).
 */
export type QueryInput<T> = {
  [K in keyof T]?: Exclude<T[K], undefined> extends Date ? string : Exclude<T[K], undefined>;
};
