import { redirect } from '@tanstack/react-router';
import { requireSignedIn, type GuardArgs } from '@/features/auth';
import { PRIVATE_PATHS } from '@/shared/seo/robots.ts';

type Nearest = {
  to: string;
  /** `/tools/stopwatch` → `/dashboard/tools/stopwatch`: the rest of the path names the same thing there. */
  keepRest?: boolean;
};

/** docs/behaviour.md#routes-and-guards private paths whose screen lives under another path. */
export const MOVED: Readonly<Record<string, Nearest>> = {
  '/tools': { to: '/dashboard/tools', keepRest: true },
  '/experiment-kits': { to: '/dashboard/experiment-kits', keepRest: true },
  '/library': { to: '/dashboard/experiment-kits' },
  '/etkibot': { to: '/dashboard/etkibot' },
  '/shipping': { to: '/dashboard/shipping' },
  '/notebook-test': { to: '/dashboard/tools' },
};

/** docs/behaviour.md#routes-and-guards private paths whose routes answer themselves (/courses is the public content page). */
export const OWN_SCREENS: ReadonlySet<string> = new Set([
  '/welcome',
  '/help',
  '/settings',
  '/profile',
  '/courses',
  '/dashboard',
  '/search',
  '/classes',
  '/assignments',
  '/create-assignment',
  '/homeworks',
  '/lectures',
  '/progress-map',
  '/student-progress',
  '/schedule',
  '/communications',
  '/manage-teachers',
  '/school-analytics',
]);

/**
 * Where a private path without a screen of its own leads, keeping what the rest of the path says;
 * undefined for every other path. Never a bare 404: a link or bookmark to one of these lands
 * somewhere useful, and the rest of the private paths (classes, homework, school screens) land on the
 * dashboard until their screens arrive and join OWN_SCREENS.
 */
export function nearestScreen(pathname: string): string | undefined {
  const [, first = '', ...rest] = pathname.replace(/\/+$/, '').split('/');
  const base = `/${first.toLowerCase()}`;
  const moved = MOVED[base];
  if (moved) return moved.keepRest && rest.length > 0 ? `${moved.to}/${rest.join('/')}` : moved.to;
  return (PRIVATE_PATHS as readonly string[]).includes(base) && !OWN_SCREENS.has(base) ? '/dashboard' : undefined;
}

/**
 * The root route's guard: a private path without a screen asks for sign-in like every private path
 * (the return address is the path asked for), then leads on to its nearest screen.
 */
export async function sendToNearestScreen(args: GuardArgs): Promise<void> {
  const target = nearestScreen(args.location.pathname);
  if (!target) return;
  await requireSignedIn(args);
  throw redirect({ href: `${target}${args.location.searchStr}${args.location.hash ? `#${args.location.hash}` : ''}`, replace: true });
}
