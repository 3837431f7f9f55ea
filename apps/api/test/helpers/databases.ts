import pg from 'pg';

export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery<Row extends pg.QueryResultRow = pg.QueryResultRow>(
  serverUrl: string,
  text: string,
): Promise<pg.QueryResult<Row>> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query<Row>(text);
  } finally {
    await client.end();
  }
}

/** Copies a template into a new database; retries while another copy of the same template is in progress. */
export async function createDatabaseFromTemplate(
  serverUrl: string,
  name: string,
  template: string,
): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(serverUrl, `create database "${name}" template "${template}"`);
      return databaseUrlFor(serverUrl, name);
    } catch (error) {
      const busy = /being accessed by other users/.test(String((error as Error).message));
      if (!busy || attempt > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  }
}
