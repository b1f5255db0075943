import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Currencies the operator accepts; seeded from the domain's list at start. */
export const currencies = pgTable(
  'currencies',
  {
    code: text('code').primaryKey(),
    subunits: integer('subunits').notNull(),
    fiat: boolean('fiat').notNull(),
  },
  (table) => [
    check(
      'currencies_subunits_power_of_ten',
      sql`${table.subunits} IN (1, 10, 100, 1000, 1000000, 100000000)`,
    ),
    check('currencies_code_format', sql`${table.code} ~ '^[A-Z]{3,5}$'`),
  ],
);
