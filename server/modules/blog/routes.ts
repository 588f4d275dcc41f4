import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_PATHS } from '../../../src/shared/api/contract.ts';
import type { ApiContext } from '../../apiContext.ts';
import { ok, send, type ApiAnswer } from '../../http/answer.ts';
import { bookmark, like } from './reactions.ts';
import { listCategories, listTags } from './queries.ts';
import { featuredPosts, getPost, listPosts, searchPosts, type QueryParams } from './posts.ts';

/** Blog reads may be kept by the service worker's runtime cache, which revalidates them (docs/architecture.md#offline-and-the-service-worker). */
function sendReadable(reply: FastifyReply, answer: ApiAnswer): FastifyReply {
  reply.header('cache-control', 'no-cache');
  return send(reply, answer);
}

export function blogRoutes(api: FastifyInstance, context: ApiContext): void {
  const { db } = context;
  api.get<{ Querystring: QueryParams }>(API_PATHS.blogPosts, async (request, reply) => sendReadable(reply, listPosts(db, request.query)));
  api.get<{ Params: { slug: string } }>('/api/blog/posts/:slug/', async (request, reply) => sendReadable(reply, getPost(db, request.params.slug)));
  api.get(API_PATHS.blogFeatured, async (_request, reply) => sendReadable(reply, ok(featuredPosts(db))));
  api.get(API_PATHS.blogCategories, async (_request, reply) => sendReadable(reply, ok({ success: true, categories: listCategories(db) })));
  api.get(API_PATHS.blogTags, async (_request, reply) => sendReadable(reply, ok({ success: true, tags: listTags(db) })));
  api.get<{ Querystring: QueryParams }>(API_PATHS.blogSearch, async (request, reply) => sendReadable(reply, searchPosts(db, request.query)));
  api.post<{ Params: { id: string } }>('/api/blog/posts/:id/like/', async (request, reply) =>
    send(reply, await like(context, request.params.id, request.body, request.headers.authorization)),
  );
  api.post<{ Params: { id: string } }>('/api/blog/posts/:id/bookmark/', async (request, reply) =>
    send(reply, await bookmark(context, request.params.id, request.body, request.headers.authorization)),
  );
}
