import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithRouter } from '@tests/fixtures/renderWithRouter.tsx';
import { initialSession } from '../../model/sessionStore.ts';
import { sessionStore } from '../../model/session.ts';
import { REGISTER_DRAFT_KEY } from './registerDraft.ts';
import { RegisterPage } from './RegisterPage.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const jwt = (exp: number) => `e30.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;

/** Answers POST /api/auth/register/ and records the bodies sent. */
function serveRegister(answer: () => Response) {
  const bodies: unknown[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) !== '/api/auth/register/') throw new TypeError(`unexpected call ${String(input)}`);
    bodies.push(typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { bodies, fetchMock };
}

// `selector` skips the password fields' show/hide buttons, whose names also start with "Şifre".
const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

function fillStepOne() {
  type(/^Ad/, 'Ayşe');
  type(/^Soyad/, 'Yılmaz');
  type(/^E-posta/, 'ayse@okul.example');
  fireEvent.click(screen.getByRole('radio', { name: /Öğretmen/ }));
}

function fillStepTwo() {
  type(/^Şifre(?! tekrarı)/, 'Gizli123');
  type(/^Şifre tekrarı/, 'Gizli123');
  fireEvent.click(screen.getByRole('checkbox', { name: /okudum, kabul ediyorum/ }));
}

const currentStep = () => screen.getByRole('list', { name: 'Kayıt adımları' }).querySelector('[aria-current="step"]')?.textContent;

beforeEach(() => {
  sessionStore.setState(initialSession);
  window.sessionStorage.clear();
  // The router restores scroll on navigation; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RegisterPage — step 1 "Bilgiler"', () => {
  it('blocks "Devam" on invalid input, marks the fields and focuses the first', async () => {
    const { fetchMock } = serveRegister(() => json(500, {}));
    await renderWithRouter(<RegisterPage />, '/register');
    expect(currentStep()).toContain('Bilgiler');

    type(/^Ad/, 'A');
    type(/^E-posta/, 'ayse@');
    fireEvent.click(screen.getByRole('button', { name: 'Devam' }));

    expect(screen.getByRole('heading', { name: 'Bilgileriniz' })).toBeTruthy();
    expect(currentStep()).toContain('Bilgiler');
    expect(field(/^Ad/).getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(field(/^Ad/))).toContain('Ad en az 2 karakter olmalıdır.');
    expect(errorOf(field(/^Soyad/))).toContain('Soyad zorunludur.');
    expect(errorOf(field(/^E-posta/))).toContain('Geçerli bir e-posta adresi girin.');
    expect(screen.getByText('Hesap türünü seçin.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(/^Ad/)));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('moves to step 2 when valid, and "Geri" returns with everything kept', async () => {
    serveRegister(() => json(500, {}));
    await renderWithRouter(<RegisterPage />, '/register');
    fillStepOne();
    fireEvent.click(screen.getByRole('button', { name: 'Devam' }));

    expect(screen.getByRole('heading', { name: 'Hesap güvenliği' })).toBeTruthy();
    expect(currentStep()).toContain('Güvenlik');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Hesap güvenliği' })));
    type(/^Şifre(?! tekrarı)/, 'Gizli123');
    fireEvent.click(screen.getByRole('checkbox', { name: /bülteniyle/ }));

    fireEvent.click(screen.getByRole('button', { name: 'Geri' }));
    expect(field(/^Ad/).value).toBe('Ayşe');
    expect(field(/^E-posta/).value).toBe('ayse@okul.example');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Öğretmen/ }).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Devam' }));
    expect(field(/^Şifre(?! tekrarı)/).value).toBe('Gizli123');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /bülteniyle/ }).checked).toBe(true);
  });
});

describe('RegisterPage — step 2 "Güvenlik"', () => {
  it('updates the strength and the requirement checklist as the user types', async () => {
    serveRegister(() => json(500, {}));
    await renderWithRouter(<RegisterPage />, '/register');
    fillStepOne();
    fireEvent.click(screen.getByRole('button', { name: 'Devam' }));
    const checklist = screen.getByRole('list', { name: 'Şifre gereksinimleri' });
    const item = (name: RegExp) => within(checklist).getByText(name).closest('li');

    type(/^Şifre(?! tekrarı)/, 'abc');
    expect(screen.getByText(/Şifre gücü/).textContent).toBe('Şifre gücü: Zayıf');
    expect(item(/Küçük harf/)?.textContent).toContain('(karşılandı)');
    expect(item(/En az 8 karakter/)?.textContent).toContain('(karşılanmadı)');

    type(/^Şifre(?! tekrarı)/, 'Abcdefg1');
    expect(screen.getByText(/Şifre gücü/).textContent).toBe('Şifre gücü: Orta');
    type(/^Şifre(?! tekrarı)/, 'Abcdefg1!');
    expect(screen.getByText(/Şifre gücü/).textContent).toBe('Şifre gücü: Güçlü');
    expect(item(/Özel karakter/)?.textContent).toContain('(karşılandı)');
  });

  it('requires the terms and a matching confirmation before calling the server', async () => {
    const { fetchMock } = serveRegister(() => json(500, {}));
    await renderWithRouter(<RegisterPage />, '/register');
    fillStepOne();
    fireEvent.click(screen.getByRole('button', { name: 'Devam' }));
    type(/^Şifre(?! tekrarı)/, 'Gizli123');
    type(/^Şifre tekrarı/, 'Gizli124');
    fireEvent.click(screen.getByRole('button', { name: 'Kayıt Ol' }));

    expect(errorOf(field(/^Şifre tekrarı/))).toContain('Şifreler eşleşmiyor.');
    expect(errorOf(screen.getByRole('checkbox', { name: /okudum, kabul ediyorum/ }))).toContain('kabul etmelisiniz');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes back to step 1 with the message under the e-mail when the server answers EMAIL_ALREADY_EXISTS', async () => {
    const taken = 'Bu e-posta adresi zaten kayıtlı.';
    const { bodies } = serveRegister(() => json(409, { success: false, error_code: 'EMAIL_ALREADY_EXISTS', message: taken, errors: { email: [taken] } }));
    await renderWithRouter(<RegisterPage />, '/register');
    fillStepOne();
    fireEvent.click(screen.getByRole('button', { name: 'Devam' }));
    fillStepTwo();
    fireEvent.click(screen.getByRole('button', { name: 'Kayıt Ol' }));

    await screen.findByRole('heading', { name: 'Bilgileriniz' });
    expect(currentStep()).toContain('Bilgiler');
    const email = field(/^E-posta/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(email)).toContain(taken);
    await waitFor(() => expect(document.activeElement).toBe(email));
    // Shown once, under the field: no second copy in the alert.
    expect(screen.getAllByText(taken)).toHaveLength(1);
    expect(bodies).toEqual([
      {
        first_name: 'Ayşe',
        last_name: 'Yılmaz',
        email: 'ayse@okul.example',
        role: 'teacher',
        password: 'Gizli123',
        password_confirm: 'Gizli123',
        terms_accepted: true,
        newsletter_opt_in: false,
      },
    ]);
  });

  it('shows a general server error in an alert and stays on step 2', async () => {
    serveRegister(() => json(400, { success: false, message: 'Kayıtlar şu anda kapalı.' }));
    await renderWithRouter(<RegisterPage />, '/register');
    fillStepOne();
    fireEvent.click(screen.getByRole('button', { name: 'Devam' }));
    fillStepTwo();
    fireEvent.click(screen.getByRole('button', { name: 'Kayıt Ol' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Kayıtlar şu anda kapalı.');
    expect(screen.getByRole('heading', { name: 'Hesap güvenliği' })).toBeTruthy();
  });

  it('shows "Kaydediliyor…" while working, then replaces the page with /welcome and forgets the draft', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { router } = await renderWithRouter(<RegisterPage />, '/register');
    fillStepOne();
    fireEvent.click(screen.getByRole('button', { name: 'Devam' }));
    fillStepTwo();
    fireEvent.click(screen.getByRole('button', { name: 'Kayıt Ol' }));

    const busy = await screen.findByRole('button', { name: 'Kaydediliyor…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    answer(
      json(201, {
        success: true,
        user: { email: 'ayse@okul.example', role: 'teacher', first_name: 'Ayşe' },
        tokens: { access: jwt(Math.floor(Date.now() / 1000) + 900), refresh: 'refresh-1' },
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    expect(sessionStore.getState().isAuthenticated).toBe(true);
    expect(window.sessionStorage.getItem(REGISTER_DRAFT_KEY)).toBeNull();
  });
});

describe('RegisterPage — reload', () => {
  it('restores everything typed except the passwords', async () => {
    serveRegister(() => json(500, {}));
    const first = await renderWithRouter(<RegisterPage />, '/register');
    fillStepOne();
    fireEvent.click(screen.getByRole('button', { name: 'Devam' }));
    fillStepTwo();
    expect(window.sessionStorage.getItem(REGISTER_DRAFT_KEY)).not.toContain('Gizli123');
    first.unmount();

    await renderWithRouter(<RegisterPage />, '/register');
    expect(currentStep()).toContain('Güvenlik');
    expect(field(/^Şifre(?! tekrarı)/).value).toBe('');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /okudum, kabul ediyorum/ }).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Geri' }));
    expect(field(/^Ad/).value).toBe('Ayşe');
    expect(field(/^Soyad/).value).toBe('Yılmaz');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Öğretmen/ }).checked).toBe(true);
  });
});
