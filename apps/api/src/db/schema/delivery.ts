import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

/**
 * The owner's PIN rules: a whole PIN or a prefix of one (a district "56", a town "5600") and what holds there.
 * The longest matching prefix wins over shorter ones and over India Post's directory.
 */
export const deliveryRules = pgTable(
  'delivery_rules',
  {
    prefix: text('prefix').primaryKey(),
    serviceable: boolean('serviceable').notNull(),
    cod: boolean('cod').notNull(),
    extraDays: integer('extra_days').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('delivery_rules_prefix_digits', sql`${t.prefix} ~ '^[1-9][0-9]{0,5}$'`),
    check('delivery_rules_extra_days_range', sql`${t.extraDays} between 0 and 60`),
  ],
);
