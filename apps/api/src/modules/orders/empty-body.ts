import type { FastifyInstance } from 'fastify';

/**
 * The spec's client sends its status PUTs and DELETEs with no body. Some HTTP clients still add
 * `Content-Type: application/json` to such a call; within the calling plugin only, an empty JSON body is
 * read as no body instead of a 400. Any other body is parsed exactly as Fastify's own JSON parser does.
 */
export function allowEmptyJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') {
      done(null, undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
