import { routedPaths } from '@tests/fixtures/routedPaths.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ROLES, type Role } from '@/shared/api/contract.ts';
import { renderWithRouter } from '@tests/fixtures/renderWithRouter.tsx';
import { initialSession } from '../../model/sessionStore.ts';
import { sessionStore } from '../../model/session.ts';
import { NEXT_STEPS, NEXT_STEP_PATHS } from './nextSteps.ts';
import { WelcomePage } from './WelcomePage.tsx';

const signIn = (role: Role) =>
  sessionStore.setState({ ...initialSession, isAuthenticated: true, user: { email: 'ayse@okul.example', first_name: 'Ayşe', last_name: 'Yılmaz', role } });

beforeEach(() => sessionStore.setState(initialSession));

describe('WelcomePage', () => {
  it('greets the user by first name with the role icon and label', async () => {
    signIn('teacher');
    await renderWithRouter(<WelcomePage />, '/welcome');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toContain('Hoş geldiniz, Ayşe!');
    expect(heading.textContent).toContain('👩‍🏫');
    expect(screen.getByText(/Öğretmen hesabınız hazır/)).toBeTruthy();
  });

  it.each([
    ['student', ['Deney içeriklerini keşfet', 'Sınıfına katıl', 'EtkiBot’a soru sor']],
    ['teacher', ['Deney setlerini inceleyin', 'Sınıfınızı oluşturun', 'Derste araç kullanın']],
    ['parent', ['Deneyleri birlikte keşfedin', 'Çocuğunuzun ödevlerini izleyin']],
    ['administrator', ['Platform özelliklerini inceleyin', 'Okulunuzun sınıflarını görün']],
  ] as const)('gives a %s 3–4 next steps that fit the role, each a link to a page', async (role, titles) => {
    signIn(role);
    await renderWithRouter(<WelcomePage />, '/welcome');
    const cards = screen.getAllByRole('article');
    expect(cards.length).toBeGreaterThanOrEqual(3);
    expect(cards.length).toBeLessThanOrEqual(4);
    for (const title of titles) expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    for (const card of cards) {
      const href = within(card).getByRole('link').getAttribute('href');
      expect(NEXT_STEP_PATHS).toContain(href);
    }
  });

  it('has a primary "Panele Git" link to /dashboard', async () => {
    signIn('parent');
    await renderWithRouter(<WelcomePage />, '/welcome');
    expect(screen.getByRole('link', { name: 'Panele Git' }).getAttribute('href')).toBe('/dashboard');
  });

  it('leads each step to the screen it names', () => {
    const routed = routedPaths();
    expect(NEXT_STEP_PATHS.filter((path) => !routed.has(path))).toEqual([]);
    expect(NEXT_STEPS.student.find((step) => step.title.message?.startsWith('EtkiBot'))?.href).toBe('/dashboard/etkibot');
    for (const role of ROLES) {
      const kits = NEXT_STEPS[role].find((step) => /Deney/.test(step.title.message ?? ''));
      if (kits) expect(kits.href, role).toBe('/dashboard/experiment-kits');
    }
  });

  it('has 3–4 steps for every role', () => {
    for (const role of ROLES) expect(NEXT_STEPS[role].length).toBeGreaterThanOrEqual(3);
    for (const role of ROLES) expect(NEXT_STEPS[role].length).toBeLessThanOrEqual(4);
  });
});
