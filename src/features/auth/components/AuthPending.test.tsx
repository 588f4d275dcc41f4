import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@/shared/i18n/i18n.ts';
import { initialSession } from '../model/sessionStore.ts';
import { sessionStore } from '../model/session.ts';
import { DashboardPending } from './AuthPending.tsx';

describe('DashboardPending', () => {
  it('says the session is being checked, then that the dashboard is loading (docs/behaviour.md#errors)', () => {
    render(
      <I18nProvider i18n={i18n}>
        <DashboardPending />
      </I18nProvider>,
    );
    expect(screen.getByText('Kimlik doğrulanıyor...')).toBeTruthy();

    act(() => sessionStore.rehydrate());
    expect(screen.getByText('Kimlik doğrulanıyor...')).toBeTruthy();

    act(() =>
      sessionStore.setState({
        ...initialSession,
        isAuthenticated: true,
        user: { email: 'ayse@okul.example', first_name: 'Ayşe', last_name: 'Yılmaz', role: 'teacher' },
      }),
    );
    expect(screen.getByText('Gösterge paneli yükleniyor...')).toBeTruthy();
    expect(screen.queryByText('Kimlik doğrulanıyor...')).toBeNull();
  });
});
