import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter } from '@tanstack/react-router';
import { messages as accountMessages } from '@locales/tr/account.po';
import type { User } from '@/shared/api/contract.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import { changePasswordHead, forgotPasswordHead, loginHead, profileHead, registerHead, settingsHead, welcomeHead } from './content/meta.ts';
import { loadAccountPage, requirePasswordChange, requireSignedIn } from './route.ts';
import { sessionStore } from './model/session.ts';
import type { SessionStore } from './model/sessionStore.ts';

async function land(path: string): Promise<string> {
  const root = createRootRouteWithContext<{ session: SessionStore }>()({});
  const page = (route: string, beforeLoad?: typeof requireSignedIn) => createRoute({ getParentRoute: () => root, path: route, beforeLoad });
  const router = createRouter({
    routeTree: root.addChildren([
      page('/login'),
      page('/dashboard', requireSignedIn),
      page('/classes', requireSignedIn),
      page('/change-password', requirePasswordChange),
      page('/class-tablet', requireSignedIn),
    ]),
    context: { session: sessionStore },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  return router.state.location.href;
}

const signInAs = (user: User) => sessionStore.setState({ user, isAuthenticated: true });

describe('a user on a one-time password', () => {
  afterEach(() => sessionStore.setState({ user: null, isAuthenticated: false }));

  it('is led from any protected screen to choose a password first, and back there afterwards', async () => {
    await sessionStore.rehydrate();
    signInAs({ email: 'gul@okul.example', role: 'teacher', must_change_password: true });
    const landed = new URL(await land('/classes?sinif=5-B'), 'http://x');
    expect(landed.pathname).toBe('/change-password');
    expect(landed.searchParams.get('returnUrl')).toBe('/classes?sinif=5-B');
    expect(await land('/change-password')).toBe('/change-password');
  });

  it('once the password is chosen, reaches the screens, and the password screen sends them on', async () => {
    await sessionStore.rehydrate();
    signInAs({ email: 'gul@okul.example', role: 'teacher' });
    expect(await land('/classes')).toBe('/classes');
    expect(await land('/change-password')).toBe('/dashboard');
  });

  it('a signed-out visitor is asked to sign in, even on the password screen', async () => {
    await sessionStore.rehydrate();
    expect(new URL(await land('/change-password'), 'http://x').pathname).toBe('/login');
  });
});

describe('a class tablet’s school account', () => {
  afterEach(() => sessionStore.setState({ user: null, isAuthenticated: false }));

  it('is sent from every other signed-in screen to the class picker, and a child or a teacher is not', async () => {
    await sessionStore.rehydrate();
    signInAs({ email: 'ataturk-oo-5-ogrenci@okul.etkilab.example', role: 'student', account_kind: 'school' });
    expect(await land('/dashboard')).toBe('/class-tablet');
    expect(await land('/classes?sinif=5-B')).toBe('/class-tablet');
    expect(await land('/class-tablet')).toBe('/class-tablet');
    signInAs({ email: 'ogrenci@etkilab.example', role: 'student', account_kind: 'personal' });
    expect(await land('/classes')).toBe('/classes');
    signInAs({ email: 'ataturk-oo-5-ogretmen@okul.etkilab.example', role: 'teacher', account_kind: 'school' });
    expect(await land('/dashboard')).toBe('/dashboard');
  });
});

describe('an account page’s loader', () => {
  it('loads the account words and hands on the head tags of the page it names', async () => {
    const { head } = await loadAccountPage('login');
    expect(Object.keys(accountMessages).every((id) => i18n.messages[id] !== undefined)).toBe(true);
    expect(head).toEqual(loginHead());
    expect((await loadAccountPage('register')).head).toEqual(registerHead());
    expect((await loadAccountPage('forgotPassword')).head).toEqual(forgotPasswordHead());
    expect((await loadAccountPage('changePassword')).head).toEqual(changePasswordHead());
    expect((await loadAccountPage('welcome')).head).toEqual(welcomeHead());
    expect((await loadAccountPage('profile')).head).toEqual(profileHead());
    expect((await loadAccountPage('settings')).head).toEqual(settingsHead());
  });
});
