import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter } from '@tanstack/react-router';
import { sessionStore, type SessionStore } from '@/features/auth';
import { PRIVATE_PATHS } from '@/shared/seo/robots.ts';
import { routedPaths } from '@tests/fixtures/routedPaths.ts';
import { MOVED, OWN_SCREENS, nearestScreen } from './privatePaths.ts';
import { leadToNearestScreen } from './nearestScreenGuard.ts';

describe('nearestScreen', () => {
  it.each([
    ['/tools', '/dashboard/tools'],
    ['/tools/', '/dashboard/tools'],
    ['/tools/stopwatch', '/dashboard/tools/stopwatch'],
    ['/experiment-kits/isik-ve-ses', '/dashboard/experiment-kits/isik-ve-ses'],
    ['/library/anything', '/dashboard/experiment-kits'],
    ['/etkibot', '/dashboard/etkibot'],
    ['/shipping', '/dashboard/shipping'],
    ['/EtkiBot', '/dashboard/etkibot'],
  ])('leads %s to %s', (path, target) => expect(nearestScreen(path)).toBe(target));

  it.each([
    '/',
    '/dashboard',
    '/dashboard/tools',
    '/toolsx',
    '/courses',
    '/profile',
    '/blog/tools',
    '/bilinmeyen',
    '/classes',
    '/classes/42',
    '/homeworks',
    '/schedule',
    '/communications',
    '/progress-map',
    '/student-progress',
    '/manage-teachers',
    '/school-analytics',
  ])('leaves %s alone', (path) => expect(nearestScreen(path)).toBeUndefined());
});

describe('the docs/behaviour.md#routes-and-guards private paths', () => {
  const routed = routedPaths();

  it('each has its own screen or a nearest one, never a 404', () => {
    expect(routed.size).toBeGreaterThan(20);
    const homeless = PRIVATE_PATHS.filter((path) => !routed.has(path) && !nearestScreen(path));
    expect(homeless).toEqual([]);
  });

  it('a path that has its own screen is no longer sent elsewhere, and every nearest screen exists', () => {
    expect(PRIVATE_PATHS.filter((path) => routed.has(path) && nearestScreen(path))).toEqual([]);
    expect([...OWN_SCREENS].filter((path) => !routed.has(path))).toEqual([]);
    expect(Object.values(MOVED).filter(({ to }) => !routed.has(to))).toEqual([]);
  });
});

async function land(path: string, session: SessionStore): Promise<string> {
  const root = createRootRouteWithContext<{ session: SessionStore }>()({ beforeLoad: leadToNearestScreen });
  const page = (route: string) => createRoute({ getParentRoute: () => root, path: route });
  const router = createRouter({
    routeTree: root.addChildren([page('/login'), page('/dashboard'), page('/dashboard/experiment-kits'), page('/dashboard/tools/$toolId'), page('/courses')]),
    context: { session },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  return router.state.location.href;
}

describe('leadToNearestScreen', () => {
  beforeAll(() => sessionStore.rehydrate());
  afterAll(() => sessionStore.setState({ user: null, isAuthenticated: false }));

  it('asks a signed-out visitor to sign in, returning to the path asked for', async () => {
    const landed = new URL(await land('/library?sinif=5-B', sessionStore), 'http://x');
    expect(landed.pathname).toBe('/login');
    expect(landed.searchParams.get('returnUrl')).toBe('/library?sinif=5-B');
  });

  it('leads a signed-in user on, keeping the query and the rest of the path', async () => {
    sessionStore.setState({ user: { email: 'a@b.c', role: 'teacher' }, isAuthenticated: true });
    expect(await land('/library', sessionStore)).toBe('/dashboard/experiment-kits');
    expect(await land('/tools/stopwatch?tur=2', sessionStore)).toBe('/dashboard/tools/stopwatch?tur=2');
    expect(await land('/courses', sessionStore)).toBe('/courses');
  });

  it("leaves the dashboard's own paths alone", async () => {
    sessionStore.setState({ user: { email: 'a@b.c', role: 'teacher' }, isAuthenticated: true });
    expect(await land('/dashboard/tools/stopwatch', sessionStore)).toBe('/dashboard/tools/stopwatch');
    expect(await land('/dashboard', sessionStore)).toBe('/dashboard');
  });
});
