import * as v from 'valibot';
import type { BlogBookmarkResponse, BlogLikeResponse } from '../../../src/shared/api/contract.ts';
import { authenticate } from '../auth/index.ts';
import type { ApiContext } from '../../apiContext.ts';
import { fail, ok, type ApiAnswer } from '../../http/answer.ts';
import { INVALID_BODY, parseBody, textField } from '../../http/validation.ts';
import { postExists } from './queries.ts';

export type ReactionKind = 'like' | 'bookmark';

// Table and column names come from here only, never from the request.
const STORAGE = {
  like: { table: 'blog_likes', counter: 'anonymous_likes', actions: ['like', 'unlike'] },
  bookmark: { table: 'blog_bookmarks', counter: 'anonymous_bookmarks', actions: ['bookmark', 'unbookmark'] },
} as const;

function actionSchema(kind: ReactionKind) {
  const [add, remove] = STORAGE[kind].actions;
  const message = `İşlem "${add}" ya da "${remove}" olmalıdır.`;
  return v.object({ action: v.pipe(textField(message), v.picklist(STORAGE[kind].actions, message)) }, INVALID_BODY);
}

export const likeSchema = actionSchema('like');
export const bookmarkSchema = actionSchema('bookmark');
const schemas = { like: likeSchema, bookmark: bookmarkSchema };

function count(context: ApiContext, kind: ReactionKind, postId: number): number {
  const { table, counter } = STORAGE[kind];
  const row = context.db
    .prepare<[number], { total: number }>(
      `SELECT p.${counter} + (SELECT COUNT(*) FROM ${table} r WHERE r.post_id = p.id) AS total FROM blog_posts p WHERE p.id = ?`,
    )
    .get(postId);
  return row?.total ?? 0;
}

/**
 * Like or bookmark, and undo. A signed-in reader counts once per post (a row per user); calls
 * without a sign-in move a plain counter, which never goes below zero.
 */
function react(context: ApiContext, kind: ReactionKind, postId: number, add: boolean, userId: number | undefined): number {
  const { table, counter } = STORAGE[kind];
  const { db } = context;
  if (userId === undefined) {
    db.prepare(`UPDATE blog_posts SET ${counter} = MAX(0, ${counter} + ?) WHERE id = ?`).run(add ? 1 : -1, postId);
  } else if (add) {
    db.prepare(`INSERT INTO ${table} (post_id, user_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`).run(postId, userId, context.now());
  } else {
    db.prepare(`DELETE FROM ${table} WHERE post_id = ? AND user_id = ?`).run(postId, userId);
  }
  return count(context, kind, postId);
}

type Counted = { ok: true; count: number } | { ok: false; answer: ApiAnswer<never> };

async function reaction(context: ApiContext, kind: ReactionKind, idParam: string, body: unknown, authorization: string | undefined): Promise<Counted> {
  // Reactions are public: a missing or stale token just makes it an anonymous one. Checked first, so
  // the checks and the write below run with no await between them.
  const bearer = authorization ? await authenticate(context, authorization) : undefined;
  const userId = bearer?.ok ? bearer.user.id : undefined;
  const postId = /^\d+$/.test(idParam) ? Number(idParam) : NaN;
  if (!postExists(context.db, postId)) return { ok: false, answer: fail(404, `Post not found: ${idParam}`) };
  const parsed = parseBody(schemas[kind], body);
  if (!parsed.ok) return parsed;
  return { ok: true, count: react(context, kind, postId, parsed.value.action === STORAGE[kind].actions[0], userId) };
}

export async function like(context: ApiContext, idParam: string, body: unknown, authorization: string | undefined): Promise<ApiAnswer<BlogLikeResponse>> {
  const result = await reaction(context, 'like', idParam, body, authorization);
  return result.ok ? ok({ success: true, likes_count: result.count }) : result.answer;
}

export async function bookmark(
  context: ApiContext,
  idParam: string,
  body: unknown,
  authorization: string | undefined,
): Promise<ApiAnswer<BlogBookmarkResponse>> {
  const result = await reaction(context, 'bookmark', idParam, body, authorization);
  return result.ok ? ok({ success: true, bookmarks_count: result.count }) : result.answer;
}
