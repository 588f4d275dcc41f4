import { describe, expect, it } from 'vitest';
import { isRedirect } from '@tanstack/react-router';
import { sendSignedInToDashboard } from '../route.ts';
import { createSessionStore, SESSION_STORAGE_KEY } from './sessionStore.ts';
import { runSignedInHomeScript } from '@/shared/config/signedInHomeScript.testUtils.ts';

function memory() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
}

const guard = (session: ReturnType<typeof createSessionStore>) => {
  try {
    sendSignedInToDashboard({ context: { session } });
    return 'stays';
  } catch (thrown) {
    return isRedirect(thrown) ? thrown.options.to : 'other';
  }
};

describe('the home page guard (docs/behaviour.md#routes-and-guards)', () => {
  it('sends a signed-in user on to /dashboard, even before the saved session is read back', () => {
    const storage = memory();
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user: { email: 'a@b.c' }, isAuthenticated: true }));
    expect(guard(createSessionStore(storage))).toBe('/dashboard');
  });

  it('leaves a visitor on the landing page, also with a damaged saved session', () => {
    expect(guard(createSessionStore(memory()))).toBe('stays');
    const storage = memory();
    storage.setItem(SESSION_STORAGE_KEY, '{bozuk');
    expect(guard(createSessionStore(storage))).toBe('stays');
  });

  it('lets a user who just signed out stay', () => {
    const storage = memory();
    const session = createSessionStore(storage);
    session.setState({ user: { email: 'a@b.c' } as never, isAuthenticated: true });
    expect(guard(session)).toBe('/dashboard');
    session.setState({ user: null, isAuthenticated: false });
    expect(guard(session)).toBe('stays');
  });

  it("is the decision the rendered home page's own script makes before the app has started", () => {
    const savedValues = [
      null,
      '',
      '{bozuk',
      'null',
      '[]',
      JSON.stringify({ user: { email: 'a@b.c' }, isAuthenticated: true }),
      JSON.stringify({ user: { email: 'a@b.c' }, isAuthenticated: false }),
      JSON.stringify({ user: null, isAuthenticated: true }),
      JSON.stringify({ isAuthenticated: true }),
    ];
    for (const value of savedValues) {
      const storage = memory();
      if (value !== null) storage.setItem(SESSION_STORAGE_KEY, value);
      const script = runSignedInHomeScript((key) => storage.getItem(key));
      expect(script.replaced.length ? '/dashboard' : 'stays', String(value)).toBe(guard(createSessionStore(storage)));
    }
  });
});
