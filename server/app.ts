import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { cacheControlFor, securityHeaders } from './securityHeaders.ts';

export type ServerOptions = {
  /** The built app (`dist/`). */
  distDir: string;
  logger?: boolean;
  /** Another origin the built app calls for its API (VITE_API_BASE), allowed by the CSP. */
  apiOrigin?: string;
};

/** One origin for the app and its API, as in production (DESIGN §5). */
export async function buildServer({ distDir, logger = false, apiOrigin }: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger });
  const headers = securityHeaders(apiOrigin);

  app.addHook('onSend', async (request, reply) => {
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    if (!request.url.startsWith('/api/')) {
      reply.header('cache-control', cacheControlFor(request.url.split('?')[0] ?? '/'));
    }
  });

  app.register(
    async (api) => {
      api.all('/*', async (_request, reply) =>
        reply.code(404).send({ success: false, message: 'Not found', error_code: 'NOT_FOUND' }),
      );
    },
    { prefix: '/api' },
  );

  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`No build in ${distDir}: run "npm run build" first.`);
  }

  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    index: false,
    cacheControl: false,
    wildcard: true,
  });

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
