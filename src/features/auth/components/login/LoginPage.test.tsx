import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { School } from '@/shared/api/contract.ts';
import { renderWithRouter } from '@tests/fixtures/renderWithRouter.tsx';
import { initialSession } from '../../model/sessionStore.ts';
import { sessionStore } from '../../model/session.ts';
import { LoginPage } from './LoginPage.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const jwt = (exp: number) => `e30.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;
const signedIn = (email: string) => ({
  success: true,
  message: 'Giriş başarılı.',
  user: { email, role: 'teacher', first_name: 'Ayşe' },
  tokens: { access: jwt(Math.floor(Date.now() / 1000) + 900), refresh: 'refresh-1' },
});

const schools: School[] = [
  {
    slug: 'ataturk-ortaokulu',
    display_name: 'Atatürk Ortaokulu',
    levels: [
      { name: '5. Sınıf', roles: ['ogrenci', 'ogretmen'] },
      { name: '6. Sınıf', roles: ['ogrenci'] },
    ],
  },
  { slug: 'istiklal-ilkokulu', display_name: 'İstiklal İlkokulu', levels: [{ name: '3. Sınıf', roles: ['ogretmen'] }] },
];

type Call = { method: string; url: string; body: unknown };
/** Answers the page's calls by path and records them. */
function serve(routes: Record<string, (body: unknown) => Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method: init?.method ?? 'GET', url, body });
      const route = routes[url];
      if (!route) throw new TypeError(`unexpected call ${url}`);
      return route(body);
    }),
  );
  return calls;
}

async function renderLogin(path = '/login') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const search = new URL(path, 'http://x').searchParams;
  const returnUrl = search.get('returnUrl') ?? undefined;
  return renderWithRouter(
    <QueryClientProvider client={client}>
      <LoginPage returnUrl={returnUrl} />
    </QueryClientProvider>,
    path,
  );
}

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

beforeEach(() => {
  sessionStore.setState(initialSession);
  // The router restores scroll on navigation; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoginPage — e-mail sign-in', () => {
  it('shows the Turkish server message for a wrong password and stays signed out', async () => {
    const calls = serve({
      '/api/auth/login/': () => json(401, { success: false, error_code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' }),
    });
    const { router } = await renderLogin();
    const form = screen.getByRole('tabpanel', { name: 'E-posta ile giriş' });
    type(within(form).getByLabelText(/E-posta adresi/), 'ayse@okul.com');
    type(within(form).getByLabelText(/^Şifre/, { selector: 'input' }), 'yanlis-sifre');
    fireEvent.click(within(form).getByRole('button', { name: 'Giriş Yap' }));

    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('E-posta veya şifre hatalı.'));
    expect(calls).toEqual([{ method: 'POST', url: '/api/auth/login/', body: { email: 'ayse@okul.com', password: 'yanlis-sifre' } }]);
    expect(sessionStore.getState().isAuthenticated).toBe(false);
    expect(router.state.location.pathname).toBe('/login');
    expect(within(form).getByRole('button', { name: 'Giriş Yap' })).toHaveProperty('disabled', false);
  });

  it('checks the fields on submit, focuses the first error and re-checks on change', async () => {
    const calls = serve({});
    await renderLogin();
    const form = screen.getByRole('tabpanel', { name: 'E-posta ile giriş' });
    fireEvent.click(within(form).getByRole('button', { name: 'Giriş Yap' }));

    const email = within(form).getByLabelText(/E-posta adresi/);
    const password = within(form).getByLabelText(/^Şifre/, { selector: 'input' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toContain('E-posta adresi zorunludur.');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(email));

    type(email, 'ayse@okul');
    expect(within(form).getByText('Geçerli bir e-posta adresi girin.')).toBeTruthy();
    type(email, 'ayse@okul.com');
    expect(email.getAttribute('aria-invalid')).toBeNull();

    type(password, '12345');
    expect(within(form).getByText('Şifre en az 6 karakter olmalıdır.')).toBeTruthy();
    type(password, '123456');
    expect(password.getAttribute('aria-invalid')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows and hides the password with a pressed-state button', async () => {
    await renderLogin();
    const form = screen.getByRole('tabpanel', { name: 'E-posta ile giriş' });
    const password = within(form).getByLabelText(/^Şifre/, { selector: 'input' });
    const toggle = within(form).getByRole('button', { name: 'Şifreyi göster' });
    expect(password.getAttribute('type')).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(password.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('signs in and replaces the page with the safe return address', async () => {
    serve({ '/api/auth/login/': () => json(200, signedIn('ayse@okul.com')) });
    const { router } = await renderLogin('/login?returnUrl=%2Fdashboard%2Ftools%3Fx%3D1');
    const form = screen.getByRole('tabpanel', { name: 'E-posta ile giriş' });
    type(within(form).getByLabelText(/E-posta adresi/), ' ayse@okul.com ');
    type(within(form).getByLabelText(/^Şifre/, { selector: 'input' }), 'dogru-sifre');
    fireEvent.click(within(form).getByRole('button', { name: 'Giriş Yap' }));

    await waitFor(() => expect(router.state.location.href).toBe('/dashboard/tools?x=1'));
    expect(sessionStore.getState().isAuthenticated).toBe(true);
  });

  it('does not follow a return address to another site', async () => {
    serve({ '/api/auth/login/': () => json(200, signedIn('ayse@okul.com')) });
    const { router } = await renderLogin('/login?returnUrl=https%3A%2F%2Fevil.example%2F');
    const form = screen.getByRole('tabpanel', { name: 'E-posta ile giriş' });
    type(within(form).getByLabelText(/E-posta adresi/), 'ayse@okul.com');
    type(within(form).getByLabelText(/^Şifre/, { selector: 'input' }), 'dogru-sifre');
    fireEvent.click(within(form).getByRole('button', { name: 'Giriş Yap' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('LoginPage — school login', () => {
  const openSchoolTab = () => {
    fireEvent.click(screen.getByRole('tab', { name: /Okul Hesabına Giriş Yap/ }));
    return screen.getByRole('tabpanel', { name: /Okul Hesabına Giriş Yap/ });
  };

  it('chooses school, level and role in order, then resolves the e-mail and signs in', async () => {
    const calls = serve({
      '/api/schools/list/': () => json(200, { success: true, schools }),
      '/api/schools/resolve/': () => json(200, { success: true, message: 'Hesap bulundu.', email: 'ataturk-5@okul.example' }),
      '/api/auth/login/': () => json(200, signedIn('ataturk-5@okul.example')),
    });
    const { router } = await renderLogin();
    const panel = openSchoolTab();

    const school = await within(panel).findByRole('combobox', { name: /Okul adı/ });
    await waitFor(() => expect(school).toHaveProperty('disabled', false));
    const level = within(panel).getByRole('combobox', { name: /Sınıf/ });
    const role = within(panel).getByRole('combobox', { name: /Hesap türü/ });
    expect(level).toHaveProperty('disabled', true);
    expect(role).toHaveProperty('disabled', true);

    // Turkish-insensitive search: "ataturk" finds "Atatürk".
    type(school, 'ataturk');
    const listbox = within(panel).getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Atatürk Ortaokulu']);
    fireEvent.keyDown(school, { key: 'Enter' });
    expect(school).toHaveProperty('value', 'Atatürk Ortaokulu');
    expect(level).toHaveProperty('disabled', false);
    expect(role).toHaveProperty('disabled', true);

    fireEvent.change(level, { target: { value: '5. Sınıf' } });
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Hesap türünü seçin', 'Öğrenci', 'Öğretmen']);
    fireEvent.change(role, { target: { value: 'ogrenci' } });
    type(within(panel).getByLabelText(/^Şifre/, { selector: 'input' }), 'okul-sifresi');
    fireEvent.click(within(panel).getByRole('button', { name: 'Okul Hesabına Giriş Yap' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'GET', url: '/api/schools/list/', body: undefined },
      { method: 'POST', url: '/api/schools/resolve/', body: { school_slug: 'ataturk-ortaokulu', level: '5. Sınıf', role: 'ogrenci' } },
      { method: 'POST', url: '/api/auth/login/', body: { email: 'ataturk-5@okul.example', password: 'okul-sifresi' } },
    ]);
  });

  it("shows 'EKSİK_BİLGİ' when something is missing, and changing the school clears level and role", async () => {
    const calls = serve({ '/api/schools/list/': () => json(200, { success: true, schools }) });
    await renderLogin();
    const panel = openSchoolTab();
    const school = await within(panel).findByRole('combobox', { name: /Okul adı/ });
    await waitFor(() => expect(school).toHaveProperty('disabled', false));

    type(school, 'İSTİKLAL');
    fireEvent.click(within(panel).getByRole('option', { name: 'İstiklal İlkokulu' }));
    const level = within(panel).getByRole('combobox', { name: /Sınıf/ });
    fireEvent.change(level, { target: { value: '3. Sınıf' } });
    const role = within(panel).getByRole('combobox', { name: /Hesap türü/ });
    fireEvent.change(role, { target: { value: 'ogretmen' } });

    // Another school: level and role are cleared.
    type(school, 'ata');
    fireEvent.keyDown(school, { key: 'Enter' });
    expect(school).toHaveProperty('value', 'Atatürk Ortaokulu');
    expect(level).toHaveProperty('value', '');
    expect(role).toHaveProperty('value', '');
    expect(role).toHaveProperty('disabled', true);

    fireEvent.click(within(panel).getByRole('button', { name: 'Okul Hesabına Giriş Yap' }));
    const alert = within(panel).getByRole('alert');
    expect(alert.textContent).toContain('EKSİK_BİLGİ');
    expect(alert.textContent).toContain('Lütfen okul, sınıf, hesap türü ve şifreyi doldurun.');
    expect(level.getAttribute('aria-invalid')).toBe('true');
    expect(calls.map((call) => call.url)).toEqual(['/api/schools/list/']);
  });

  it('marks the school and level as required with a spoken "zorunlu"', async () => {
    serve({ '/api/schools/list/': () => json(200, { success: true, schools }) });
    await renderLogin();
    const panel = openSchoolTab();
    for (const name of [/^Okul adı/, /^Sınıf/]) {
      const label = within(panel).getByText(name, { selector: 'label' });
      expect(label.textContent).toContain('*');
      expect(label.textContent).toContain('(zorunlu)');
    }
  });

  it("shows the resolve call's message when no account matches", async () => {
    serve({
      '/api/schools/list/': () => json(200, { success: true, schools }),
      '/api/schools/resolve/': () => json(404, { success: false, message: 'Bu okul, sınıf ve hesap türü için hesap bulunamadı.' }),
    });
    await renderLogin();
    const panel = openSchoolTab();
    const school = await within(panel).findByRole('combobox', { name: /Okul adı/ });
    await waitFor(() => expect(school).toHaveProperty('disabled', false));
    type(school, 'ataturk');
    fireEvent.keyDown(school, { key: 'Enter' });
    fireEvent.change(within(panel).getByRole('combobox', { name: /Sınıf/ }), { target: { value: '6. Sınıf' } });
    fireEvent.change(within(panel).getByRole('combobox', { name: /Hesap türü/ }), { target: { value: 'ogrenci' } });
    type(within(panel).getByLabelText(/^Şifre/, { selector: 'input' }), 'x');
    fireEvent.click(within(panel).getByRole('button', { name: 'Okul Hesabına Giriş Yap' }));
    expect((await within(panel).findByRole('alert')).textContent).toContain('Bu okul, sınıf ve hesap türü için hesap bulunamadı.');
  });

  it("shows 'OKUL_LISTESI_YUKLENEMEDI' in an alert with a retry when the list answers success false", async () => {
    let answer = { success: false, schools: [] as School[] };
    serve({ '/api/schools/list/': () => json(200, answer) });
    await renderLogin();
    const panel = openSchoolTab();
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toContain('OKUL_LISTESI_YUKLENEMEDI');

    answer = { success: true, schools };
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    });
    await waitFor(() => expect(within(panel).queryByRole('alert')).toBeNull());
    expect(within(panel).getByRole('combobox', { name: /Okul adı/ })).toHaveProperty('disabled', false);
  });
});

describe('LoginPage — other options', () => {
  it('opens the demo notice for Google sign-in instead of pretending to sign in', async () => {
    // jsdom has no modal dialogs.
    Object.defineProperty(HTMLDialogElement.prototype, 'showModal', {
      configurable: true,
      value(this: HTMLDialogElement) {
        this.setAttribute('open', '');
      },
    });
    try {
      const calls = serve({});
      await renderLogin();
      fireEvent.click(screen.getByRole('button', { name: 'Google ile giriş yap' }));
      const dialog = screen.getByRole('dialog', { name: 'Demo sürüm' });
      expect(dialog.textContent).toContain('“Google ile giriş” bu demo sürümde kullanılamıyor.');
      expect(calls).toEqual([]);
    } finally {
      Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal');
    }
  });

  it('links to registration and to the forgotten-password page', async () => {
    await renderLogin();
    expect(screen.getByRole('link', { name: 'Kayıt olun' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Şifremi unuttum' }).getAttribute('href')).toBe('/forgot-password');
  });
});
