import type { GuardArgs } from '@/features/auth';
import { PRIVATE_PATHS } from '@/shared/seo/robots.ts';

const firstSegment = (pathname: string) => `/${(pathname.split('/')[1] ?? '').toLowerCase()}`;

/**
 * The root route's guard. Only a docs/behaviour.md#routes-and-guards private path can lead to a screen under another path, so
 * the table that says where (privatePaths.ts) is fetched for those paths alone: the landing page and
 * the public pages do without its bytes.
 */
export async function leadToNearestScreen(args: GuardArgs): Promise<void> {
  if (!(PRIVATE_PATHS as readonly string[]).includes(firstSegment(args.location.pathname))) return;
  const { sendToNearestScreen } = await import('./privatePaths.ts');
  await sendToNearestScreen(args);
}
