import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@/shared/api/contract.ts';
import { tokenStore } from '@/shared/api/tokenStore.ts';
import { renderWithRouter } from '@tests/fixtures/renderWithRouter.tsx';
import { startAuth } from '../../model/authFlows.ts';
import { preferencesKey, type PreferenceStore } from '../../model/preferences.ts';
import { initialSession } from '../../model/sessionStore.ts';
import { sessionStore } from '../../model/session.ts';
import { ProfilePage } from './ProfilePage.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const jwt = (exp: number) => `e30.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;
const teacher: User = { email: 'ayse@okul.example', first_name: 'Ayşe', last_name: 'Yılmaz', role: 'teacher' };

function memoryStore(initial: Record<string, unknown> = {}): PreferenceStore & { data: Map<string, unknown> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: async (key) => data.get(key),
    set: async (key, value) => void data.set(key, value),
    del: async (key) => void data.delete(key),
  };
}

/** Answers PUT /api/auth/profile/update/ and records the bodies. */
function serveUpdate(answer: (body: Record<string, unknown>) => Response) {
  const bodies: Record<string, unknown>[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) !== '/api/auth/profile/update/') throw new TypeError(`unexpected call ${String(input)}`);
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    bodies.push(body);
    return answer(body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { bodies, fetchMock };
}

// The preferences' "E-posta bülteni" checkbox also starts with "E-posta".
const EMAIL = /^E-posta(?! bülteni)/;
const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const section = (name: string) => screen.getByRole('region', { name });
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function renderProfile(store: PreferenceStore = memoryStore()) {
  const view = await renderWithRouter(<ProfilePage preferenceStore={store} />, '/profile');
  await screen.findByRole('heading', { level: 1, name: 'Profil ve Ayarlar' });
  return view;
}

beforeEach(() => {
  startAuth();
  tokenStore.save(jwt(Math.floor(Date.now() / 1000) + 3600), 'refresh-1');
  sessionStore.setState({ ...initialSession, user: teacher, isAuthenticated: true });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProfilePage — loading', () => {
  it('shows "Yükleniyor..." until the preferences are read', async () => {
    let release: () => void = () => {};
    const store = memoryStore();
    const slow: PreferenceStore = { ...store, get: (key) => new Promise((resolve) => (release = () => resolve(store.data.get(key)))) };
    await renderWithRouter(<ProfilePage preferenceStore={slow} />, '/profile');
    expect(screen.getByRole('status').textContent).toContain('Yükleniyor...');
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil ve Ayarlar' })).toBeTruthy();
  });
});

describe('ProfilePage — profile', () => {
  it('shows the role read-only with its icon and Turkish label, "Kullanıcı" for an unknown one', async () => {
    const first = await renderProfile();
    expect(within(section('Profil bilgileri')).getByText('Öğretmen').parentElement?.textContent).toContain('👩‍🏫');
    expect(within(section('Profil bilgileri')).queryByRole('radio')).toBeNull();
    first.unmount();

    sessionStore.setState({ user: { ...teacher, role: 'researcher' as User['role'] } });
    await renderProfile();
    expect(within(section('Profil bilgileri')).getByText('Kullanıcı')).toBeTruthy();
  });

  it('checks the fields before calling the server', async () => {
    const { fetchMock } = serveUpdate(() => json(500, {}));
    await renderProfile();
    type(/^Ad/, 'A');
    type(EMAIL, '');
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(errorOf(field(/^Ad/))).toContain('Ad en az 2 karakter olmalıdır.');
    expect(errorOf(field(EMAIL))).toContain('E-posta adresi zorunludur.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves and says "Profiliniz güncellendi."', async () => {
    const { bodies } = serveUpdate((body) => json(200, { success: true, user: { ...teacher, ...body } }));
    await renderProfile();
    type(/^Ad/, ' Fatma ');
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await within(section('Profil bilgileri')).findByText('Profiliniz güncellendi.')).toBeTruthy();
    expect(bodies).toEqual([{ first_name: 'Fatma', last_name: 'Yılmaz', email: 'ayse@okul.example' }]);
    expect(sessionStore.getState().user?.first_name).toBe('Fatma');
  });

  it('maps a server field error onto its field', async () => {
    const taken = 'Bu e-posta adresi zaten kayıtlı.';
    serveUpdate(() => json(409, { success: false, error_code: 'EMAIL_ALREADY_EXISTS', message: taken, errors: { email: [taken] } }));
    await renderProfile();
    type(EMAIL, 'baska@okul.example');
    fireEvent.change(within(section('Profil bilgileri')).getByLabelText(/^Mevcut şifre/, { selector: 'input' }), { target: { value: 'Eski1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(errorOf(field(EMAIL))).toContain(taken));
    expect(field(EMAIL).getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for the current password before it changes the e-mail, and sends it only then', async () => {
    const wrong = 'Mevcut şifreniz hatalı.';
    let accept = false;
    const { bodies } = serveUpdate((body) =>
      accept
        ? json(200, { success: true, user: { ...teacher, email: body.email } })
        : json(400, { success: false, error_code: 'CURRENT_PASSWORD_WRONG', message: wrong, errors: { current_password: [wrong] } }),
    );
    await renderProfile();
    const profile = section('Profil bilgileri');
    expect(within(profile).queryByLabelText(/^Mevcut şifre/)).toBeNull();

    type(EMAIL, 'Yeni@Okul.example');
    const current = within(profile).getByLabelText<HTMLInputElement>(/^Mevcut şifre/, { selector: 'input' });
    expect(current.getAttribute('autocomplete')).toBe('current-password');
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(errorOf(current)).toContain('E-posta adresinizi değiştirmek için mevcut şifrenizi girin.');
    expect(bodies).toEqual([]);

    fireEvent.change(current, { target: { value: 'Yanlis123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(errorOf(current)).toContain(wrong));
    expect(bodies).toEqual([{ first_name: 'Ayşe', last_name: 'Yılmaz', email: 'yeni@okul.example', current_password: 'Yanlis123' }]);

    accept = true;
    fireEvent.change(current, { target: { value: 'Dogru1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await within(profile).findByText('Profiliniz güncellendi.')).toBeTruthy();
    expect(bodies[1]).toMatchObject({ email: 'yeni@okul.example', current_password: 'Dogru1234' });
    expect(within(profile).queryByLabelText(/^Mevcut şifre/)).toBeNull();

    type(EMAIL, 'ayse@okul.example');
    expect(within(profile).getByLabelText<HTMLInputElement>(/^Mevcut şifre/, { selector: 'input' }).value).toBe('');
  });

  it('shows the NO_TOKEN message when no token is left', async () => {
    serveUpdate(() => json(500, {}));
    tokenStore.clear();
    await renderProfile();
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect((await within(section('Profil bilgileri')).findByRole('alert')).textContent).toBe('Geçerli bir oturum bulunamadı. Lütfen giriş yapın.');
  });

  it('keeps typed values but does not send while offline', async () => {
    const { fetchMock } = serveUpdate(() => json(500, {}));
    sessionStore.setState({ offline: true });
    await renderProfile();
    type(/^Soyad/, 'Demir');
    const save = screen.getByRole('button', { name: 'Kaydet' });
    expect(save.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(save.getAttribute('aria-describedby') ?? '')?.textContent).toContain('internet bağlantısı gerekir');
    fireEvent.click(save);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field(/^Soyad/).value).toBe('Demir');
  });
});

describe('ProfilePage — password change', () => {
  const fill = (current: string, next: string, confirm = next) => {
    type(/^Mevcut şifre/, current);
    type(/^Yeni şifre(?! tekrarı)/, next);
    type(/^Yeni şifre tekrarı/, confirm);
    fireEvent.click(screen.getByRole('button', { name: 'Şifreyi Değiştir' }));
  };

  it('refuses a new password equal to the current one without calling the server', async () => {
    const { fetchMock } = serveUpdate(() => json(500, {}));
    await renderProfile();
    fill('Ayni1234', 'Ayni1234');
    expect(errorOf(field(/^Yeni şifre(?! tekrarı)/))).toContain('Yeni şifre mevcut şifreden farklı olmalıdır.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows CURRENT_PASSWORD_WRONG under the current-password field', async () => {
    const wrong = 'Mevcut şifreniz hatalı.';
    const { bodies } = serveUpdate(() =>
      json(400, { success: false, error_code: 'CURRENT_PASSWORD_WRONG', message: wrong, errors: { current_password: [wrong] } }),
    );
    await renderProfile();
    fill('Yanlis123', 'Yeni12345');
    await waitFor(() => expect(errorOf(field(/^Mevcut şifre/))).toContain(wrong));
    expect(bodies).toEqual([{ current_password: 'Yanlis123', new_password: 'Yeni12345', new_password_confirm: 'Yeni12345' }]);
  });

  it('empties the fields and confirms after a change', async () => {
    serveUpdate(() => json(200, { success: true, user: teacher }));
    await renderProfile();
    fill('Eski1234', 'Yeni12345');
    expect(await within(section('Şifre değiştir')).findByText('Şifreniz değiştirildi.')).toBeTruthy();
    expect(field(/^Mevcut şifre/).value).toBe('');
    expect(field(/^Yeni şifre(?! tekrarı)/).value).toBe('');
  });
});

describe('ProfilePage — preferences', () => {
  it('loads the saved preferences and saves changes on this device only', async () => {
    const { fetchMock } = serveUpdate(() => json(500, {}));
    const store = memoryStore({
      [preferencesKey(teacher.email)]: { gradeLevel: 'grade5', subjects: ['math'], notifications: true, sounds: true, newsletter: false },
    });
    await renderProfile(store);
    const preferences = section('Tercihler');
    expect(within(preferences).getByText('Bu tercihler yalnızca bu cihazda saklanır.')).toBeTruthy();
    expect(within(preferences).getByLabelText<HTMLSelectElement>(/Sınıf düzeyi/).value).toBe('grade5');
    expect(
      within(preferences)
        .getByRole('button', { name: /Matematik/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    fireEvent.change(within(preferences).getByLabelText(/Sınıf düzeyi/), { target: { value: 'university' } });
    fireEvent.click(within(preferences).getByRole('button', { name: /Robotik/ }));
    fireEvent.click(within(preferences).getByRole('button', { name: /Matematik/ }));
    fireEvent.click(within(preferences).getByRole('checkbox', { name: /Sesler/ }));
    fireEvent.click(within(preferences).getByRole('button', { name: 'Tercihleri Kaydet' }));

    expect(await within(preferences).findByText('Tercihleriniz bu cihaza kaydedildi.')).toBeTruthy();
    expect(store.data.get(preferencesKey(teacher.email))).toEqual({
      gradeLevel: 'university',
      subjects: ['robotics'],
      notifications: true,
      sounds: false,
      newsletter: false,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists the docs/behaviour.md#data-kept-on-the-device grade levels in Turkish', async () => {
    await renderProfile();
    const options = [...within(section('Tercihler')).getByLabelText<HTMLSelectElement>(/Sınıf düzeyi/).options].map((option) => option.text);
    expect(options).toEqual(['Seçin', 'Okul öncesi', ...Array.from({ length: 12 }, (_, index) => `${index + 1}. sınıf`), 'Üniversite', 'Yetişkin']);
  });
});
