import { seedDemoCatalogueIfEmpty } from '../db/seed/seed.ts';
import { fail, withDatabase } from './with-database.ts';

// npm run seed: puts the demo catalogue into a shop that has no products yet.
await withDatabase(async (db) => {
  const seeded = await seedDemoCatalogueIfEmpty(db);
  process.stdout.write(
    seeded > 0 ? `Seeded ${seeded} demo products.\n` : 'The shop already has products; nothing seeded.\n',
  );
}).catch((error: unknown) =>
  fail(`Could not seed: ${error instanceof Error ? error.message : String(error)}`),
);
