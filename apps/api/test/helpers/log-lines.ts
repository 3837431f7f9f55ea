import { PassThrough } from 'node:stream';

/** A stream to give the app as its `logStream`: each complete log line written to it goes to `onLine`. */
export function logLineStream(onLine: (line: string) => void): PassThrough {
  const stream = new PassThrough();
  stream.setEncoding('utf8');
  let pending = '';
  stream.on('data', (chunk: string) => {
    pending += chunk;
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    for (const line of complete.filter(Boolean)) onLine(line);
  });
  return stream;
}
