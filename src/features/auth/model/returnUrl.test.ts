import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN, safeReturnUrl } from './returnUrl.ts';

describe('safeReturnUrl', () => {
  it.each(['/dashboard', '/dashboard/experiment-kits/isik-ve-golge', '/profile?tab=sifre', '/dashboard/calendar#2026-03', '/search?q=%C3%A7ekirdek'])(
    'follows the same-site path %s',
    (path) => expect(safeReturnUrl(path)).toBe(path),
  );

  it.each([
    undefined,
    null,
    42,
    '',
    'dashboard',
    'https://kotu.example/',
    'http://localhost:4173/dashboard',
    '//kotu.example',
    '//kotu.example/dashboard',
    '/\\kotu.example',
    '\\\\kotu.example',
    '/\\/kotu.example',
    '/%2F%2Fkotu.example',
    '/%5Ckotu.example',
    'javascript:alert(1)',
    '/javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    ' /dashboard',
    '/dash\nboard',
    '/dash\tboard',
    '/%E0%A4%A',
    '/login',
    '/login?returnUrl=%2Flogin',
    '/register',
    '/forgot-password',
    '/change-password?returnUrl=%2Fclasses',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (value) => expect(safeReturnUrl(value)).toBe(DEFAULT_AFTER_LOGIN));
});
