import { mkdirSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback for the e2e shop: every mail it receives is written to `dir` as a .eml file, so
 * a test reads what a customer's inbox would get (a reset link is only complete in the sent mail, S46).
 */
export async function startMailbox(dir: string): Promise<{ url: string; stop(): Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const file = path.join(dir, `${String(count).padStart(6, '0')}.eml`);
        writeFile(file, Buffer.concat(chunks)).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

/** The mails received so far, oldest first. */
export async function receivedMails(dir: string): Promise<ReceivedMail[]> {
  const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(await readFile(path.join(dir, file)));
      const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
      return { to: to?.value[0]?.address ?? '', subject: parsed.subject ?? '', text: parsed.text ?? '' };
    }),
  );
}
