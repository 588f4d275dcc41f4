import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter } from '@tanstack/react-router';
import type { Role } from '@/shared/api/contract.ts';
import { sessionStore, type SessionStore } from '@/features/auth';
import { ownWorkPath, sendToOwnWork } from './ownWorkScreen.ts';

describe('each role’s own side of the work', () => {
  it('sends a student from the assignments to their homework, to the same assignment', () => {
    expect(ownWorkPath('student', '/assignments')).toBe('/homeworks');
    expect(ownWorkPath('student', '/assignments/')).toBe('/homeworks');
    expect(ownWorkPath('student', '/assignments/12')).toBe('/homeworks/12');
    expect(ownWorkPath('student', '/homeworks')).toBeUndefined();
    expect(ownWorkPath('student', '/homeworks/12')).toBeUndefined();
  });

  it('sends a parent to their child’s homework list, which links to no single homework', () => {
    expect(ownWorkPath('parent', '/assignments')).toBe('/homeworks');
    expect(ownWorkPath('parent', '/assignments/12')).toBe('/homeworks');
    expect(ownWorkPath('parent', '/homeworks')).toBeUndefined();
  });

  it('sends a teacher and an administrator from the homework to the assignments', () => {
    for (const role of ['teacher', 'administrator']) {
      expect(ownWorkPath(role, '/homeworks')).toBe('/assignments');
      expect(ownWorkPath(role, '/homeworks/7')).toBe('/assignments/7');
      expect(ownWorkPath(role, '/assignments')).toBeUndefined();
      expect(ownWorkPath(role, '/assignments/7')).toBeUndefined();
    }
  });

  it('leaves other paths and an unknown caller alone', () => {
    expect(ownWorkPath('student', '/create-assignment')).toBeUndefined();
    expect(ownWorkPath('student', '/assignments-old')).toBeUndefined();
    expect(ownWorkPath('student', '/assignments/1/extra')).toBeUndefined();
    expect(ownWorkPath(undefined, '/assignments')).toBeUndefined();
  });
});

describe('the guard on the routes', () => {
  afterEach(() => sessionStore.setState({ user: null, isAuthenticated: false }));

  async function land(role: Role, path: string): Promise<string> {
    await sessionStore.rehydrate();
    sessionStore.setState({ user: { email: `${role}@okul.example`, role }, isAuthenticated: true });
    const root = createRootRouteWithContext<{ session: SessionStore }>()({});
    const page = (route: string) => createRoute({ getParentRoute: () => root, path: route, beforeLoad: sendToOwnWork });
    const router = createRouter({
      routeTree: root.addChildren([page('/assignments'), page('/assignments/$assignmentId'), page('/homeworks'), page('/homeworks/$assignmentId')]),
      context: { session: sessionStore },
      history: createMemoryHistory({ initialEntries: [path] }),
    });
    await router.load();
    return router.state.location.href;
  }

  it('redirects before the wrong screen loads, and lets the right one through', async () => {
    expect(await land('student', '/assignments?class=1')).toBe('/homeworks');
    expect(await land('student', '/assignments/3')).toBe('/homeworks/3');
    expect(await land('teacher', '/homeworks/3')).toBe('/assignments/3');
    expect(await land('teacher', '/assignments?class=1')).toBe('/assignments?class=1');
    expect(await land('parent', '/homeworks?student=4')).toBe('/homeworks?student=4');
  });
});
