import { redirect } from '@tanstack/react-router';
import type { GuardArgs } from '@/features/auth';

/**
 * Where a role's work lives: a student's and a parent's homework under /homeworks, the staff's
 * assignments under /assignments. Each side's calls refuse the other role, so a link or bookmark to the
 * wrong side would show a list that answers 404 or "not allowed"; it leads to the caller's own side
 * instead, to the same assignment where that side has a page for it (a parent's list links to none).
 * Undefined when the path is the role's own (or not one of these).
 */
export function ownWorkPath(role: string | undefined, pathname: string): string | undefined {
  const match = /^\/(assignments|homeworks)(\/[^/]+)?\/?$/.exec(pathname);
  if (!match || !role) return undefined;
  const own = role === 'student' || role === 'parent' ? 'homeworks' : 'assignments';
  if (match[1] === own) return undefined;
  return role === 'parent' ? '/homeworks' : `/${own}${match[2] ?? ''}`;
}

/** The route guard of /assignments and /homeworks (run after the signed-in guard of the dashboard's layout). */
export async function sendToOwnWork({ context, location }: GuardArgs): Promise<void> {
  await context.session.whenReady();
  const target = ownWorkPath(context.session.getState().user?.role, location.pathname);
  if (target) throw redirect({ href: target, replace: true });
}
