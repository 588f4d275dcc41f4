import { fireEvent, render as renderBare, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { ReactElement } from 'react';
import { i18n } from '../i18n/i18n.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserWrite } from './userOutbox.ts';
import { WriteStatus } from './WriteStatus.tsx';

const discardUserWrite = vi.fn(async (_id: string) => undefined);
vi.mock('./userOutbox.ts', () => ({ discardUserWrite: (id: string) => discardUserWrite(id) }));

// A plain descriptor: a macro here would put test words into the app's catalogue.
const what = { id: 'write-status-test', message: 'Ödev teslimi' };

const write = (state: UserWrite['state'], extra: Partial<UserWrite> = {}): UserWrite => ({
  id: 'w1',
  ownerId: 7,
  kind: 'submission',
  method: 'POST',
  path: '/api/assignments/3/submissions/',
  body: { text: 'Bitki ışığa doğru eğildi.' },
  refs: { assignmentId: 3 },
  createdAt: Date.parse('2026-12-03T09:15:00Z'),
  attempts: 0,
  state,
  ...extra,
});

beforeEach(() => discardUserWrite.mockClear());

const render = (ui: ReactElement) => renderBare(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

describe('WriteStatus', () => {
  it('shows nothing when no write waits and there is no answer to tell', () => {
    const { container } = render(<WriteStatus write={undefined} what={what} />);
    expect(container.innerHTML).toBe('');
  });

  it('sent: the server’s answer, as a success', () => {
    render(<WriteStatus write={undefined} what={what} sent="Ödevin teslim edildi!" />);
    expect(screen.getByRole('status').textContent).toContain('Ödevin teslim edildi!');
  });

  it('waiting: says it is on this device with when it was made, and how often it was tried', () => {
    render(<WriteStatus write={write('waiting', { attempts: 2 })} what={what} summary="Puan 80." />);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Ödev teslimi gönderilmeyi bekliyor');
    expect(status.textContent).toContain('3 Aralık');
    expect(status.textContent).toContain('Puan 80.');
    expect(status.textContent).toContain('2 kez denendi.');
    expect(status.querySelector('[data-write-state="waiting"]')).not.toBeNull();
  });

  it('conflict: the kind’s own side-by-side choice', () => {
    render(<WriteStatus write={write('conflict', { current: { version: 4 } })} what={what} conflict={() => <p>İki sürüm yan yana</p>} />);
    expect(screen.getByText('İki sürüm yan yana').closest('[data-write-state="conflict"]')).not.toBeNull();
  });

  it('conflict without a chooser: keeps the saved version on request', () => {
    render(<WriteStatus write={write('conflict')} what={what} />);
    fireEvent.click(screen.getByRole('button', { name: 'Kayıtlı olanı kullan' }));
    expect(discardUserWrite).toHaveBeenCalledWith('w1');
  });

  it('refused: the server’s reason, the work kept to copy or download, edit, and delete only after a second tap', () => {
    const onEdit = vi.fn();
    const writeText = vi.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    render(
      <WriteStatus
        write={write('rejected', { error: { code: 'CLASS_ARCHIVED', message: 'Sınıf arşivlendi; bu ödeve artık teslim alınmıyor.' } })}
        what={what}
        keep={{ text: 'Bitki ışığa doğru eğildi.', fileName: 'odev' }}
        onEdit={onEdit}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Ödev teslimi gönderilemedi');
    expect(alert.textContent).toContain('Sınıf arşivlendi; bu ödeve artık teslim alınmıyor.');
    expect(alert.textContent).toContain('Bitki ışığa doğru eğildi.');

    fireEvent.click(screen.getByRole('button', { name: 'Metni kopyala' }));
    expect(writeText).toHaveBeenCalledWith('Bitki ışığa doğru eğildi.');
    fireEvent.click(screen.getByRole('button', { name: 'Düzenle ve yeniden gönder' }));
    expect(onEdit).toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Sil' }));
    expect(discardUserWrite).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Evet, sil' }));
    expect(discardUserWrite).toHaveBeenCalledWith('w1');
  });

  it('refused with nothing typed to keep: the field messages, and a plain close', () => {
    render(
      <WriteStatus
        write={write('rejected', {
          error: { code: 'VALIDATION_ERROR', message: 'Geçersiz yoklama.', fieldErrors: { 'records.0': ['Bu öğrenci sınıfta değil.'] } },
        })}
        what={{ id: 'write-status-test-attendance', message: 'Yoklama' }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Yoklama gönderilemedi');
    expect(screen.getByRole('listitem').textContent).toContain('Bu öğrenci sınıfta değil.');
    fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(discardUserWrite).toHaveBeenCalledWith('w1');
  });
});
