import { parseArgs } from 'node:util';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shop/contracts';
import { z } from 'zod';
import { createOrPromoteAdmin } from '../modules/users/admin-bootstrap.ts';
import { fail, withDatabase } from './with-database.ts';

// npm run create-admin -- --email owner@example.com --password '…' [--name 'Asha Rao']
const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
});

const email = z.email().safeParse(values.email?.trim());
if (!email.success)
  fail(
    'Usage: npm run create-admin -- --email owner@example.com --password <8 to 128 characters> [--name "First Last"]',
  );
const password = values.password ?? '';
if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
  fail(`The password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long.`);
}

await withDatabase(async (db) => {
  const account = await createOrPromoteAdmin(db, email.data, password, values.name);
  process.stdout.write(`${account.created ? 'Created' : 'Promoted'} admin ${account.email}\n`);
}).catch((error: unknown) =>
  fail(`Could not create the admin: ${error instanceof Error ? error.message : String(error)}`),
);
