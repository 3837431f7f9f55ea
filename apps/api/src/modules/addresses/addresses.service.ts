import { type AddressInput, addressFields, findIndianState } from '@shop/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { addresses } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { assertPincodeInState } from '../delivery/pincode-state.ts';

export type AddressRow = typeof addresses.$inferSelect;

/** The API shape of an address: `_id` and `id` both, as the spec's client reads `_id`. */
export function toAddress(row: AddressRow) {
  return {
    _id: row.id,
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    streetAddress: row.streetAddress,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    landmark: row.landmark,
    email: row.email,
    needsState: !findIndianState(row.state),
  };
}

export function listAddresses(db: DbOrTx, userId: string): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.createdAt));
}

/** An address of this user; another user's address is simply not found (S01). */
export async function findAddress(db: DbOrTx, userId: string, id: string): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row;
}

/** Every field a customer gives: two addresses are the same when all of them are. */
const ADDRESS_FIELDS = Object.keys(addressFields) as (keyof AddressInput)[];

const sameAddressOfUser = preparedStatement(
  (db) =>
    db
      .select()
      .from(addresses)
      .where(
        and(
          eq(addresses.userId, sql.placeholder('userId')),
          ...ADDRESS_FIELDS.map((field) => eq(addresses[field], sql.placeholder(field))),
        ),
      )
      .orderBy(asc(addresses.createdAt))
      .limit(1),
  'address_same_of_user',
);

/**
 * The user's saved address with exactly these fields, saved now if there is none: a checkout given an address
 * already in the address book ships to that one, so ordering with the same address typed each time leaves one entry.
 */
export async function savedAddressFor(db: DbOrTx, userId: string, input: AddressInput): Promise<AddressRow> {
  assertPincodeInState(input.pincode, input.state);
  const row = rowOf(userId, input);
  const [same] = await sameAddressOfUser(db, row);
  return same ?? insertAddress(db, row);
}

export async function createAddress(db: DbOrTx, userId: string, input: AddressInput): Promise<AddressRow> {
  assertPincodeInState(input.pincode, input.state);
  return insertAddress(db, rowOf(userId, input));
}

const rowOf = (userId: string, input: AddressInput) => ({ ...input, landmark: input.landmark ?? '', userId });

async function insertAddress(db: DbOrTx, row: ReturnType<typeof rowOf>): Promise<AddressRow> {
  const [inserted] = await db.insert(addresses).values(row).returning();
  if (!inserted) throw new Error('address insert returned no row');
  return inserted;
}

export async function updateAddress(
  db: DbOrTx,
  userId: string,
  id: string,
  input: AddressInput,
): Promise<AddressRow> {
  assertPincodeInState(input.pincode, input.state);
  const [row] = await db
    .update(addresses)
    .set({ ...input, landmark: input.landmark ?? '' })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  if (!row) throw notFound('Address');
  return row;
}

export async function deleteAddress(db: DbOrTx, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  if (deleted.length === 0) throw notFound('Address');
}
