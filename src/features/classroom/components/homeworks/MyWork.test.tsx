import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AssignableExperiment } from '@/features/experiments';
import { CLASSROOM_PATHS, type HomeworkAttempt } from '@/shared/api/classroom.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import { MyWork } from './MyWork.tsx';

const request = vi.hoisted(() => vi.fn());
vi.mock(import('@/shared/api/http.ts'), async (importOriginal) => ({ ...(await importOriginal()), http: { ...(await importOriginal()).http, request } }));

// Plain descriptors, as the catalogue would give them (test files use no Lingui macros).
const text = (message: string) => ({ id: message, message });

const questions = [
  { id: 'force-unit', prompt: text('Kuvvetin birimi nedir?'), options: [text('Metre'), text('Newton')], correctIndex: 1, explanation: text('.'), hints: [] },
  { id: 'spring', prompt: text('Dinamometrede ne uzar?'), options: [text('Yay'), text('İp')], correctIndex: 0, explanation: text('.'), hints: [] },
] as unknown as AssignableExperiment['questions'];

const attempt = (changes: Partial<HomeworkAttempt>): HomeworkAttempt => ({
  id: 1,
  assignment_id: 7,
  student_id: 3,
  answers: {},
  text: '',
  has_photo: false,
  auto_score: null,
  score: null,
  result_withheld: false,
  feedback: '',
  completed_at: '2026-11-02T08:00:00.000Z',
  received_at: '2026-11-02T08:00:00.000Z',
  late: false,
  held: false,
  on_paper: false,
  accepted_at: null,
  graded_at: null,
  returned_at: null,
  version: 1,
  state: 'submitted',
  correct: null,
  ...changes,
});

function show(attempts: HomeworkAttempt[], studentId?: number) {
  request.mockReset().mockResolvedValue({ success: true, attempts });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MyWork assignmentId={7} studentId={studentId} questions={questions} parent={studentId !== undefined} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('Çalışmalarım', () => {
  it('lists every attempt newest first, each a disclosure with its answers, text, score and feedback', async () => {
    show([
      attempt({ id: 2, answers: { 'force-unit': 1, spring: 0 }, result_withheld: true, correct: null, completed_at: '2026-11-03T08:00:00.000Z' }),
      attempt({
        id: 1,
        answers: { 'force-unit': 0, spring: 0 },
        text: 'Yayı çektim.',
        score: 50,
        auto_score: 50,
        feedback: 'Birimi yeniden düşün.',
        state: 'returned',
        returned_at: '2026-11-02T09:00:00.000Z',
        graded_at: '2026-11-02T09:00:00.000Z',
        correct: { 'force-unit': false, spring: true },
      }),
    ]);
    const region = await screen.findByRole('region', { name: 'Çalışmalarım' });
    await within(region).findByText(/^1\. teslim/);
    const items = within(region)
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('details'));
    expect(items.map((item) => item.querySelector('summary')?.textContent)).toEqual([
      expect.stringMatching(/^2\. teslim/),
      expect.stringMatching(/^1\. teslim/),
    ]);

    const [newest, earlier] = items.map((item) => item.querySelector('details') as HTMLElement);
    if (!newest || !earlier) throw new Error('Two attempts expected');
    expect(within(earlier).getByText('“Birimi yeniden düşün.”')).toBeTruthy();
    expect(within(earlier).getByText('Yayı çektim.')).toBeTruthy();
    expect(within(earlier).getByText('Puan: 50')).toBeTruthy();
    expect(within(earlier).getByText('Yanlış')).toBeTruthy();
    expect(within(earlier).getByText('Doğru')).toBeTruthy();
    // Not yet shown by the server: the answers are there, their correctness and score are not.
    expect(within(newest).getByText('Cevap: Newton')).toBeTruthy();
    expect(within(newest).queryByText('Doğru')).toBeNull();
    expect(within(newest).getByText(/Hangi cevapların doğru olduğu/)).toBeTruthy();
    expect(within(newest).getByText('Sonuç, öğretmen değerlendirince görünecek.')).toBeTruthy();
    expect(request).toHaveBeenCalledWith(CLASSROOM_PATHS.homeworkAttempts(7), { auth: true });
  });

  it('shows work the teacher graded on paper as such, with its score and note and no empty answers', async () => {
    show([attempt({ id: 3, on_paper: true, score: 90, feedback: 'Çizimin çok düzenli.', state: 'graded', graded_at: '2026-11-04T09:00:00.000Z' })]);
    const region = await screen.findByRole('region', { name: 'Çalışmalarım' });
    const summary = await within(region).findByText(/^1\. çalışma · kâğıt üzerinde ·/);
    expect(summary).toBeDefined();
    expect(within(region).getByText(/kâğıt üzerinde ya da sınıfta yapıldı/)).toBeDefined();
    expect(within(region).getByText('Puan: 90')).toBeDefined();
    expect(within(region).getByText('“Çizimin çok düzenli.”')).toBeDefined();
    expect(within(region).queryByRole('list', { name: 'Cevaplar' })).toBeNull();
  });

  it('says when nothing was handed in yet, and asks for a parent’s child by id', async () => {
    show([], 42);
    expect(await screen.findByText('Bu ödev için henüz bir teslim yok.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Çalışmaları' })).toBeTruthy();
    expect(request).toHaveBeenCalledWith(`${CLASSROOM_PATHS.homeworkAttempts(7)}?student_id=42`, { auth: true });
  });
});
