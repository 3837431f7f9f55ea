import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { listenToChannel } from '../../lib/pg-listener.ts';
import { OUTBOX_CHANNEL } from './outbox.service.ts';

/**
 * LISTENs for committed mail and calls `onMail` (the mail is there to be read when the notification comes).
 * After a lost connection comes back, `onMail` runs once for anything committed meanwhile.
 */
export function listenForMail(
  connection: pg.ClientConfig,
  onMail: () => void,
  log: FastifyBaseLogger,
): { close(): Promise<void> } {
  return listenToChannel(connection, OUTBOX_CHANNEL, onMail, log);
}
