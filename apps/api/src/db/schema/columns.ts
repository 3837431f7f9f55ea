import { type AnyPgColumn, bigint, type ReferenceConfig, timestamp, uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';

/** UUIDv7 primary keys generated in the app: time-ordered, so index inserts stay cheap. */
export const id = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7());

/** Every moment the shop stores carries its time zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Money as integer paise (read as a JS number: every amount fits well within 2^53). */
export const paise = (name: string) => bigint(name, { mode: 'number' });

/** A required link to another table's row: `uuid not null references …`. */
export const requiredRef = (name: string, target: () => AnyPgColumn, actions?: ReferenceConfig['actions']) =>
  uuid(name).notNull().references(target, actions);

/** A table keyed by the row it adds to, one at most per row: `uuid primary key references …`. */
export const primaryRef = (name: string, target: () => AnyPgColumn, actions?: ReferenceConfig['actions']) =>
  uuid(name).primaryKey().references(target, actions);

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
export const updatedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** The pair most tables end with (Drizzle's shared-columns pattern: spread into the table). */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
