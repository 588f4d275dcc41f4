import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { BLOG_MEDIA_PREFIX } from './mediaPath.ts';

/** The seed's own images, shipped with the server (no internet at runtime). */
export const BLOG_MEDIA_DIR = fileURLToPath(new URL('../../seed/assets/blog/', import.meta.url));

/**
 * Serves the blog images whether or not a build is served (the API-only dev server needs them too).
 * Cache headers come from `cacheControlFor`, like every other file.
 */
export async function blogMedia(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: BLOG_MEDIA_DIR,
    prefix: BLOG_MEDIA_PREFIX,
    // The app's own static files decorate the reply; two decorations would clash.
    decorateReply: false,
    index: false,
    cacheControl: false,
    wildcard: true,
  });
}
