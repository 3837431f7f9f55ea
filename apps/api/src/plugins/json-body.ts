import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies are parsed as Fastify does (prototype poisoning refused), with one difference: an empty body sent
 * with `Content-Type: application/json` is no body, not a 400. HTTP clients that set a default JSON content type
 * send bodiless PUTs and DELETEs this way (the spec's client among them); routes that need a body still answer
 * 400 from their schema. Any other content type is 415 (S14).
 */
export function jsonBodiesOnly(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') {
      done(null, undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
