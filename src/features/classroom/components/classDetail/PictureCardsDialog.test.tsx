import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/ApiError.ts';
import { CLASSROOM_PATHS, type ClassStudent, type PictureCodesSetRequest } from '@/shared/api/classroom.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import { rosterLine } from '@tests/fixtures/rosterLine.ts';
import { PICTURE_NAMES } from '../../content/labels.ts';
import { isCompleteCode } from '../../model/pictureCode.ts';
import { PrintPictureCardsButton } from './PrintPictureCardsButton.tsx';
import { restoreModalDialogs, stubModalDialogs } from '@tests/fixtures/modalDialogs.ts';

const request = vi.hoisted(() => vi.fn());
vi.mock(import('@/shared/api/http.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  http: { ...(await importOriginal()).http, request },
}));

const ahmet = rosterLine(31, 'Ahmet Şahin', { has_picture_code: true });
const azra = rosterLine(32, 'Azra Demir');
const mert = rosterLine(33, 'Mert Kılıç', { status: 'dropped' });
const zeynep = rosterLine(34, 'Zeynep Arslan');
const elif = rosterLine(35, 'Elif Yılmaz', { has_picture_code: true });
const roster: ClassStudent[] = [ahmet, azra, mert, zeynep, elif];

let print: ReturnType<typeof vi.fn>;
beforeEach(() => {
  stubModalDialogs();
  print = vi.fn();
  vi.stubGlobal('print', print);
});
afterEach(() => {
  restoreModalDialogs();
  vi.unstubAllGlobals();
  request.mockReset();
});

function show(students: ClassStudent[] = roster) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <PrintPictureCardsButton students={students} classId={7} className="5-B" />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return client;
}

const box = (name: string) => screen.getByRole('checkbox', { name: new RegExp(name) }) as HTMLInputElement;
const sentBody = (call = 0): PictureCodesSetRequest => (request.mock.calls[call]?.[1] as { body: PictureCodesSetRequest }).body;
const answerWithRows = () =>
  request.mockImplementation(async (_path: string, { body }: { body: PictureCodesSetRequest }) => ({
    success: true,
    students: body.codes.map((entry) => ({ ...(roster.find((student) => student.id === entry.student_id) ?? ahmet), has_picture_code: true })),
  }));

/** Opens the dialog, leaves the default choice but adds Ahmet, and moves on to the confirm step. */
function chooseAndContinue() {
  fireEvent.click(screen.getByRole('button', { name: 'Resim kartlarını yazdır' }));
  fireEvent.click(box('Ahmet Şahin'));
  fireEvent.click(screen.getByRole('button', { name: '3 kart için devam et' }));
}

describe('printing picture-code cards', () => {
  it('is not offered for a class without active children', () => {
    show([mert]);
    expect(screen.queryByRole('button', { name: 'Resim kartlarını yazdır' })).toBeNull();
  });

  it('chooses the children without a code by default, active ones only, and “Tümünü seç” takes them all', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Resim kartlarını yazdır' }));
    expect(box('Azra Demir').checked).toBe(true);
    expect(box('Zeynep Arslan').checked).toBe(true);
    expect(box('Ahmet Şahin').checked).toBe(false);
    expect(box('Elif Yılmaz').checked).toBe(false);
    expect(screen.queryByRole('checkbox', { name: /Mert/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tümünü seç' }));
    expect(
      within(screen.getByRole('group', { name: 'Öğrenciler' }))
        .getAllByRole('checkbox')
        .every((each) => (each as HTMLInputElement).checked),
    ).toBe(true);
    expect(screen.getByRole('button', { name: '4 kart için devam et' })).toBeDefined();
    fireEvent.click(box('Azra Demir'));
    fireEvent.click(box('Zeynep Arslan'));
    fireEvent.click(box('Ahmet Şahin'));
    fireEvent.click(box('Elif Yılmaz'));
    expect((screen.getByRole('button', { name: '0 kart için devam et' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says plainly that new codes replace the old ones before anything is sent, then shows a card per chosen child with the four pictures named', async () => {
    answerWithRows();
    show();
    chooseAndContinue();
    expect(screen.getByText('Seçilen 3 öğrenciye YENİ resim şifresi verilecek.')).toBeDefined();
    expect(screen.getByText(/Eski şifreleri artık çalışmaz/)).toBeDefined();
    expect(screen.getByText('Şu öğrencilerin şimdiki şifresi çalışmayacak: Ahmet Şahin')).toBeDefined();
    expect(request).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Yeni şifreleri ver ve kartları aç' }));
    const cards = await screen.findByRole('list', { name: 'Kartlar' });
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith(CLASSROOM_PATHS.classPictureCodes(7), expect.objectContaining({ method: 'POST', auth: true }));
    const { codes } = sentBody();
    expect(codes.map((entry) => entry.student_id)).toEqual([31, 32, 34]);
    expect(codes.every((entry) => isCompleteCode(entry.picture_code))).toBe(true);

    const printed = within(cards).getAllByRole('listitem', { name: /kartı$/ });
    expect(printed.map((card) => card.getAttribute('aria-label'))).toEqual(['Ahmet Şahin kartı', 'Azra Demir kartı', 'Zeynep Arslan kartı']);
    codes.forEach((entry, index) => {
      const card = printed[index];
      if (!card) throw new Error('A card is missing.');
      expect(within(card).getByText('Sınıf: 5-B')).toBeDefined();
      expect(within(card).getByText('Resim şifren: bu dört resme sırayla dokun.')).toBeDefined();
      const pictures = within(card).getAllByRole('listitem');
      expect(pictures).toHaveLength(4);
      pictures.forEach((picture, place) => {
        const emoji = entry.picture_code[place];
        if (!emoji) throw new Error('A picture is missing.');
        expect(picture.textContent).toBe(`${place + 1}${emoji}${i18n._(PICTURE_NAMES[emoji])}`);
      });
    });
    expect(screen.queryByText('Elif Yılmaz')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(document.head.textContent + document.body.innerHTML).toContain('@page { size: A4;');

    expect(print).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Yazdır' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('asks before closing the cards, and forgets the codes when closed', async () => {
    answerWithRows();
    const client = show();
    chooseAndContinue();
    fireEvent.click(screen.getByRole('button', { name: 'Yeni şifreleri ver ve kartları aç' }));
    await screen.findByRole('list', { name: 'Kartlar' });
    fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Geri dön' }));
    expect(screen.getByRole('list', { name: 'Kartlar' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Evet, kapat' }));
    expect(screen.queryByRole('list', { name: 'Kartlar' })).toBeNull();
    expect(document.body.textContent).not.toContain('Resim şifren');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Resim kartlarını yazdır' }));
    // Nor does the query client keep the sent body.
    await waitFor(() => expect(client.getMutationCache().getAll()).toEqual([]));
    // Opened again, it starts over with new codes.
    fireEvent.click(screen.getByRole('button', { name: 'Resim kartlarını yazdır' }));
    expect(screen.getByRole('button', { name: '2 kart için devam et' })).toBeDefined();
  });

  it('shows a refusal, keeps the cards closed, and sends the same codes when pressed again', async () => {
    request.mockRejectedValueOnce(
      new ApiError({ code: 'VALIDATION_ERROR', status: 400, message: 'Resim şifresi yalnızca sınıftaki etkin öğrencilere verilebilir.' }),
    );
    show();
    chooseAndContinue();
    fireEvent.click(screen.getByRole('button', { name: 'Yeni şifreleri ver ve kartları aç' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Resim şifresi yalnızca sınıftaki etkin öğrencilere verilebilir.'));
    expect(screen.queryByRole('list', { name: 'Kartlar' })).toBeNull();
    answerWithRows();
    fireEvent.click(screen.getByRole('button', { name: 'Yeni şifreleri ver ve kartları aç' }));
    await screen.findByRole('list', { name: 'Kartlar' });
    expect(sentBody(1)).toEqual(sentBody(0));
    const keyOf = (call: number) => (request.mock.calls[call]?.[1] as { idempotencyKey?: string }).idempotencyKey;
    expect(keyOf(1)).toEqual(keyOf(0));
    expect(keyOf(0)).toEqual(expect.any(String));
  });
});
