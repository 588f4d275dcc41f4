import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ClassDetail } from '@/shared/api/classroom.ts';
import type { Role } from '@/shared/api/contract.ts';
import { sessionStore } from '@/features/auth';
import { i18n } from '@/shared/i18n/i18n.ts';
import { StudentsTab } from './StudentsTab.tsx';
import { rosterLine as line } from '@tests/fixtures/rosterLine.ts';

afterEach(() => sessionStore.setState({ user: null, isAuthenticated: false }));

/** 5-B as the school's administrator receives it: contact on the lines, but not hers to change. */
const seen = {
  id: 3,
  name: '5-B',
  can_edit: false,
  join_code: 'FEN5BX',
  students: [line(8, 'Elif Yılmaz', { number: '101', email: 'elif@ornek.example', parent_name: 'Mehmet Yılmaz', has_account: true, user_id: 4 })],
} as ClassDetail;

function showAs(role: Role, item: ClassDetail) {
  sessionStore.setState({ user: { email: `${role}@okul.example`, role }, isAuthenticated: true });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <StudentsTab item={item} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('the roster as the school’s administrator sees it', () => {
  it('shows the contact the server sends her, and no way to change the list', () => {
    showAs('administrator', seen);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'E-posta' })).toBeDefined();
    expect(within(table).getByRole('columnheader', { name: 'Veli' })).toBeDefined();
    const row = within(table).getByRole('row', { name: /Elif Yılmaz/ });
    expect(row.textContent).toContain('elif@ornek.example');
    expect(row.textContent).toContain('Mehmet Yılmaz');
    expect(screen.queryByRole('button', { name: /düzelt/ })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
