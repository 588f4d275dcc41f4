import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { resolveConfig, type ServerOptions } from './config.ts';
import { createApiContext } from './context.ts';
import { blogMedia } from './modules/blog/index.ts';
import { apiRoutes } from './modules/index.ts';
import { badUrlAnswer } from './http/badUrl.ts';
import { loggerOption, logServerErrors } from './http/serverLog.ts';
import { cacheControlFor, securityHeaders, varyOnEncoding } from './securityHeaders.ts';
import { renderedPageFile } from '../src/shared/config/renderedPages.ts';

export type { ServerOptions } from './config.ts';

/**
 * Every API body is a small JSON form (the longest, a contact message, is 1000 characters): 64 KB is
 * plenty, where Fastify's default 1 MB let a megabyte name be read, parsed and validated.
 */
const BODY_LIMIT_BYTES = 64 * 1024;

/** One origin for the app and its API, as in production (docs/architecture.md#the-server). */
export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const { distDir, logger = false, apiOrigin, errorLog } = options;
  if (distDir !== undefined && !existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`No build in ${distDir}: run "npm run build" first.`);
  }

  const context = await createApiContext(resolveConfig(options));
  const headers = securityHeaders(apiOrigin);
  const app = Fastify({ logger: loggerOption(logger, errorLog), bodyLimit: BODY_LIMIT_BYTES, frameworkErrors: badUrlAnswer(headers) });
  app.addHook('onClose', async () => context.db.close());
  // A call still being answered when close() begins (one awaiting its token check) closes its
  // connection once answered: kept open for keep-alive, it would hold close() until the keep-alive timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  logServerErrors(app);

  app.addHook('onSend', async (request, reply) => {
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    if (!request.url.startsWith('/api/')) {
      // The shell also answers every app route (/blog/…), and must be revalidated whatever the URL.
      const isShell = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      const urlPath = request.url.split('?')[0] ?? '/';
      reply.header('cache-control', isShell && reply.statusCode < 400 ? 'no-cache' : cacheControlFor(urlPath, reply.statusCode));
      reply.header('vary', varyOnEncoding(reply.getHeader('vary')));
    }
  });

  await app.register(apiRoutes(context));
  await app.register(blogMedia);
  if (distDir === undefined) return app;

  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    index: false,
    cacheControl: false,
    wildcard: true,
  });

  // A public page built to HTML is answered with that file; every other page path with the shell,
  // and the router decides. (The root is a directory to the static plugin, hence its own route.)
  const pageOrShell = (url: string): string => {
    const [pathname = '/', search = ''] = url.split('?');
    const page = renderedPageFile(pathname, search ? `?${search}` : '');
    return page && existsSync(path.join(distDir, page)) ? page.slice(1) : 'index.html';
  };
  app.get('/', async (request, reply) => reply.type('text/html; charset=utf-8').sendFile(pageOrShell(request.url)));

  app.setNotFoundHandler(async (request, reply) => {
    const lastSegment = request.url.split('?')[0]?.split('/').pop() ?? '';
    const looksLikeFile = lastSegment.includes('.');
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/api/') || looksLikeFile) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return reply.type('text/html; charset=utf-8').sendFile(pageOrShell(request.url));
  });

  return app;
}
