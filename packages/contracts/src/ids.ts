import { z } from 'zod';

/** The largest id there is: every id the API takes names a PostgreSQL `integer` (int4) column. */
export const ID_MAX = 2_147_483_647;

const ID_ERROR = `must be an id: a whole number from 1 to ${ID_MAX}`;

/**
 * Every id the API takes (matches, markets, categories, tournaments, bets, freebets, limits, payments,
 * favourites), in paths, queries and bodies: a JSON number or its decimal digits (paths and queries are text,
 * and some bodies send ids as text), read as a number from 1 to ID_MAX. A larger one names no row and would
 * overflow the column in the query, so it is refused here as bad input. Outcome ids and specifiers are text.
 */
export const idSchema = z
  .union([z.number(), z.string().regex(/^\d+$/).transform(Number)], { error: ID_ERROR })
  .refine((id) => Number.isInteger(id) && id >= 1 && id <= ID_MAX, { error: ID_ERROR });
export type Id = z.infer<typeof idSchema>;
