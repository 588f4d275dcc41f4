import * as v from 'valibot';
import type { NewsletterStatsResponse, NewsletterSubscribeResponse } from '../../../src/shared/api/contract.ts';
import type { ApiContext } from '../../apiContext.ts';
import { ok, type ApiAnswer } from '../../http/answer.ts';
import { emailAddress, INVALID_BODY, parseBody } from '../../http/validation.ts';

export const subscribeSchema = v.object({ email: emailAddress() }, INVALID_BODY);

export function newsletterStats(context: ApiContext): NewsletterStatsResponse {
  const row = context.db.prepare<[], { subscribers: number }>('SELECT COUNT(*) AS subscribers FROM newsletter_subscribers').get();
  return { success: true, stats: { subscribers: row?.subscribers ?? 0 } };
}

/** Subscribing twice is not an error: the second answer says the address is already on the list. */
export function subscribe(context: ApiContext, body: unknown): ApiAnswer<NewsletterSubscribeResponse> {
  const parsed = parseBody(subscribeSchema, body);
  if (!parsed.ok) return parsed.answer;
  const { changes } = context.db
    .prepare('INSERT INTO newsletter_subscribers (email, subscribed_at) VALUES (?, ?) ON CONFLICT (email) DO NOTHING')
    .run(parsed.value.email, context.nowIso());
  if (changes === 0) return ok({ success: true, message: 'Bu e-posta adresi zaten bültenimize kayıtlı.' });
  return ok({ success: true, message: 'Bültenimize abone oldunuz. Teşekkür ederiz!' }, 201);
}
