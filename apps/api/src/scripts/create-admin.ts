import { parseArgs } from 'node:util';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shop/contracts';
import { z } from 'zod';
import { createOrPromoteAdmin, demoteAdmin } from '../modules/users/admin-bootstrap.ts';
import { fail, withDatabase } from './with-database.ts';

// npm run create-admin -- --email owner@example.com --password '…' [--name 'Asha Rao']
// npm run create-admin -- --email owner@example.com --demote
const USAGE =
  'Usage: npm run create-admin -- --email owner@example.com --password <8 to 128 characters> [--name "First Last"]\n' +
  '       npm run create-admin -- --email owner@example.com --demote';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
    demote: { type: 'boolean', default: false },
  },
});

const email = z.email().safeParse(values.email?.trim());
if (!email.success) fail(USAGE);

async function demote(address: string): Promise<void> {
  await withDatabase(async (db) => {
    const result = await demoteAdmin(db, address);
    // Thrown, not exited: withDatabase must stop the embedded PostgreSQL first.
    if (!result) throw new Error(`no account has the email ${address}`);
    process.stdout.write(
      result.demoted
        ? `${result.email} is no longer an admin; its sessions have ended.\n`
        : `${result.email} was not an admin; nothing changed.\n`,
    );
    if (result.adminsLeft === 0)
      process.stdout.write('The shop has no admin now: create one with npm run create-admin.\n');
  });
}

async function createOrPromote(address: string): Promise<void> {
  const password = values.password ?? '';
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
    fail(`The password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long.`);
  await withDatabase(async (db) => {
    const account = await createOrPromoteAdmin(db, address, password, values.name);
    process.stdout.write(
      account.created
        ? `Created admin ${account.email}\n`
        : `Promoted admin ${account.email}; its earlier sessions have ended.\n`,
    );
  });
}

await (values.demote ? demote(email.data) : createOrPromote(email.data)).catch((error: unknown) =>
  fail(`Could not change the admin: ${error instanceof Error ? error.message : String(error)}`),
);
