import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@tests/fixtures/renderWithRouter.tsx';
import type { User } from '@/shared/api/contract.ts';
import { TopNav } from './TopNav.tsx';

const signedOut = { user: null, isAuthenticated: false };
const teacher: User = { email: 'ayse.ogretmen@okul.example', first_name: 'Ayşe', last_name: 'Yılmaz', full_name: 'Ayşe Yılmaz', role: 'teacher' };

const navLinks = () => within(screen.getByRole('navigation', { name: 'Ana menü' })).getAllByRole('link');
const linkNames = () => navLinks().map((link) => link.textContent?.replace('↗', '').replace('(yeni sekmede açılır)', '').trim());

describe('TopNav', () => {
  it('signed out: Home, Experiment Sets, Forest, Blog, Contact, About and Login', async () => {
    await renderWithRouter(<TopNav session={signedOut} onLogout={() => {}} />);
    expect(linkNames()).toEqual([`EtkiLab`, 'Ana Sayfa', 'Deney Setleri', 'Orman Farkındalığı', 'Blog', 'İletişim', 'Hakkımızda', 'Giriş Yap']);
    expect(screen.getByRole('link', { name: 'Giriş Yap' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Çıkış Yap' })).toBeNull();
    const external = screen.getByRole('link', { name: /Deney Setleri/ });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
  });

  it('signed in: Platform instead of Home, the user chip with role icon and first name, and logout', async () => {
    const onLogout = vi.fn();
    await renderWithRouter(<TopNav session={{ user: teacher, isAuthenticated: true }} onLogout={onLogout} />);
    expect(linkNames()).toEqual(['EtkiLab', 'Platform', 'Deney Setleri', 'Orman Farkındalığı', 'Blog', 'İletişim', 'Hakkımızda', '👩‍🏫Ayşe']);
    expect(screen.getByRole('link', { name: 'Platform' }).getAttribute('href')).toBe('/dashboard');
    const chip = screen.getByRole('link', { name: /Ayşe/ });
    expect(chip.getAttribute('href')).toBe('/profile');
    expect(screen.queryByRole('link', { name: 'Giriş Yap' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Çıkış Yap' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('falls back from first name to full name to the e-mail name in the chip', async () => {
    const { unmount } = await renderWithRouter(
      <TopNav session={{ user: { email: 'veli@ev.example', full_name: 'Mehmet Demir', role: 'parent' }, isAuthenticated: true }} onLogout={() => {}} />,
    );
    expect(screen.getByRole('link', { name: /Mehmet Demir/ }).textContent).toContain('👨‍👩‍👧‍👦');
    unmount();
    await renderWithRouter(<TopNav session={{ user: { email: 'mudur@okul.example', role: 'administrator' }, isAuthenticated: true }} onLogout={() => {}} />);
    expect(screen.getByRole('link', { name: /mudur/ }).textContent).toBe('🏫mudur');
  });

  it('shows the signed-out variant when the store holds a user but is not authenticated', async () => {
    await renderWithRouter(<TopNav session={{ user: teacher, isAuthenticated: false }} onLogout={() => {}} />);
    expect(screen.getByRole('link', { name: 'Giriş Yap' })).toBeTruthy();
  });

  it('marks the current section', async () => {
    await renderWithRouter(<TopNav session={signedOut} onLogout={() => {}} />, '/about');
    expect(screen.getByRole('link', { name: 'Hakkımızda' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Ana Sayfa' }).getAttribute('aria-current')).toBeNull();
  });

  it('toggles the menu button state', async () => {
    await renderWithRouter(<TopNav session={signedOut} onLogout={() => {}} />);
    const toggle = screen.getByRole('button', { name: 'Menü' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Menüyü kapat' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Menü' }).getAttribute('aria-expanded')).toBe('false');
  });
});
