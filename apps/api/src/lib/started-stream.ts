import { Readable } from 'node:stream';

/**
 * A reply body streamed from `chunks`, with its first chunk already read: a failure before any row (the database
 * is down) is the request's ordinary error reply, not a download cut short after a 200.
 */
export async function startedStream(chunks: AsyncGenerator<string>): Promise<Readable> {
  const first = await chunks.next();
  return Readable.from(
    (async function* () {
      if (first.done) return;
      yield first.value;
      yield* chunks;
    })(),
  );
}
