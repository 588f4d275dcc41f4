import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { resolveConfig, type ServerOptions } from './config.ts';
import { createApiContext } from './context.ts';
import { blogMedia } from './modules/blog/mediaFiles.ts';
import { apiRoutes } from './modules/index.ts';
import { cacheControlFor, securityHeaders } from './securityHeaders.ts';

export type { ServerOptions } from './config.ts';

/** One origin for the app and its API, as in production (DESIGN §5). */
export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const { distDir, logger = false, apiOrigin } = options;
  if (distDir !== undefined && !existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`No build in ${distDir}: run "npm run build" first.`);
  }

  const context = await createApiContext(resolveConfig(options));
  const app = Fastify({ logger });
  app.addHook('onClose', async () => context.db.close());
  const headers = securityHeaders(apiOrigin);

  app.addHook('onSend', async (request, reply) => {
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    if (!request.url.startsWith('/api/')) {
      // The shell also answers every app route (/blog/…), and must be revalidated whatever the URL.
      const isShell = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      reply.header('cache-control', isShell ? 'no-cache' : cacheControlFor(request.url.split('?')[0] ?? '/'));
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

  // The root is a directory to the static plugin, which answers 403 when the client accepts no compression.
  app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').sendFile('index.html'));

  // Any other page path is the app's own route: answer with the shell, let the router decide.
  app.setNotFoundHandler(async (request, reply) => {
    const lastSegment = request.url.split('?')[0]?.split('/').pop() ?? '';
    const looksLikeFile = lastSegment.includes('.');
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/api/') || looksLikeFile) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });

  return app;
}
