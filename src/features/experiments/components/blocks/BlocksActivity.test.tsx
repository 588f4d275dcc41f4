import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n.ts';
import type { PuzzleSpec } from '../../content/puzzleTypes.ts';
import { programToBlockly } from '../../model/blocks/blocklyJson.ts';
import { call, collect, define, left, move, program, repeat, right, whenFlag } from '../../model/blocks/build.ts';
import type { Program } from '../../model/blocks/program.ts';
import type { WorkspaceHandle } from './BlocklyWorkspace.tsx';
import BlocksActivity from './BlocksActivity.tsx';

// Blockly draws with SVG measurements jsdom does not have, so the workspace is a stand-in here that hands the
// activity a program in Blockly's own JSON; Blockly's blocks themselves are tested headless beside this file.
const fake = vi.hoisted(() => ({ workspace: null as unknown, highlighted: [] as (string | null)[], cleared: 0 }));

vi.mock('./BlocklyWorkspace.tsx', () => ({
  BlocklyWorkspace: ({ ref, onChange }: { ref?: Ref<WorkspaceHandle>; onChange: (count: number) => void }) => {
    useImperativeHandle(ref, () => ({
      read: () => fake.workspace,
      highlight: (id: string | null) => void fake.highlighted.push(id),
      clear: () => void (fake.cleared += 1),
    }));
    // Like Blockly: the count is reported once the workspace is loaded, then only when the program changes.
    const report = useRef(onChange);
    useEffect(() => report.current(2), []);
    return <div data-testid="blocks-workspace" />;
  },
}));

// The signed-in child, and their saved program (none): read from IndexedDB in the app.
vi.mock('@/features/auth', () => ({ useSession: () => ({ user: { id: 7 } }) }));
const saved = vi.hoisted(() => ({ loads: [] as string[], saves: [] as unknown[] }));
vi.mock('./savedWorkspace.ts', () => ({
  loadWorkspace: (ownerId: number, puzzleId: string) => {
    saved.loads.push(`${ownerId}:${puzzleId}`);
    return Promise.resolve(null);
  },
  saveWorkspace: (_ownerId: number, _puzzleId: string, workspace: unknown) => void saved.saves.push(workspace),
}));

const puzzle: PuzzleSpec = {
  id: 'test-stairs',
  stage: { map: ['#####g', '####n.', '###n.#', '##s.##'], heading: 'east' },
  goal: 'collect-and-reach',
  blocks: ['move', 'turn-left', 'turn-right', 'collect', 'repeat'],
  maxBlocks: 6,
  solution: program(whenFlag(repeat(3, move, left, move, collect, right))),
};

const withIds = (source: Program): Program => {
  let next = 0;
  return JSON.parse(JSON.stringify(source), (_key, value: unknown) =>
    value && typeof value === 'object' && 'type' in value ? { ...value, id: `b${(next += 1)}` } : value,
  );
};

const useWorkspace = (source: Program) => {
  fake.workspace = JSON.parse(JSON.stringify(programToBlockly(withIds(source))));
};

/** Renders the activity and lets it read the child's saved program (a resolved promise) before the workspace shows. */
const renderActivity = async (shown: PuzzleSpec = puzzle) => {
  render(
    <I18nProvider i18n={i18n}>
      <BlocksActivity puzzle={shown} />
    </I18nProvider>,
  );
  await act(async () => undefined);
};

const stubMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

const status = () => screen.getByRole('status');

beforeEach(() => {
  fake.highlighted = [];
  fake.cleared = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the block puzzle activity', () => {
  it('draws the stage for screen readers and offers its buttons', async () => {
    stubMotion(true);
    useWorkspace(puzzle.solution);
    await renderActivity();
    expect(screen.getByRole('img', { name: /Fındık 3\. sütun, 4\. satırda ve sağa bakıyor/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: /Toplanacak 2 fındıktan 2 tanesi kaldı/ })).toBeTruthy();
    for (const name of ['Çalıştır', 'Adım adım', 'Baştan al', 'Temizle']) expect(screen.getByRole('button', { name: new RegExp(name) })).toBeTruthy();
    expect(screen.getByTestId('blocks-count').textContent).toContain('Kullanılan blok: 2 / 6');
    // The keys of Blockly's own keyboard navigation, told in Turkish.
    expect(screen.getByText('Klavyeyle kodlama')).toBeTruthy();
    expect(screen.getByTestId('blocks-keyboard-help').textContent).toContain('ok tuşlarıyla yerini seç');
  });

  it('runs a right program to the end and says so', async () => {
    stubMotion(true);
    useWorkspace(puzzle.solution);
    await renderActivity();
    fireEvent.click(screen.getByRole('button', { name: /Çalıştır/ }));
    expect(status().textContent).toContain('Harika! Fındık bütün fındıkları topladı ve hedefe ulaştı.');
    expect(screen.getByRole('img', { name: /Fındık 6\. sütun, 1\. satırda/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Baştan al/ }));
    expect(status().textContent).toBe('');
    expect(screen.getByRole('img', { name: /Fındık 3\. sütun, 4\. satırda/ })).toBeTruthy();
  });

  it('says where a program went wrong and lights up the block', async () => {
    stubMotion(true);
    useWorkspace(program(whenFlag(move, move, move)));
    await renderActivity();
    fireEvent.click(screen.getByRole('button', { name: /Çalıştır/ }));
    expect(status().textContent).toContain('Eyvah! Fındık 2. adımda bir ağaca çarptı.');
    expect(fake.highlighted.at(-1)).toBe('b2');
  });

  it('asks for a program first when the workspace is empty, and reports what is left undone', async () => {
    stubMotion(true);
    useWorkspace(program(whenFlag()));
    await renderActivity();
    fireEvent.click(screen.getByRole('button', { name: /Çalıştır/ }));
    expect(status().textContent).toContain('Önce bir program kur.');
    useWorkspace(program(whenFlag(move, left, move, collect)));
    fireEvent.click(screen.getByRole('button', { name: /Çalıştır/ }));
    expect(status().textContent).toContain('Toplanmamış 1 fındık kaldı.');
  });

  it('steps through a program one action per press', async () => {
    stubMotion(true);
    useWorkspace(puzzle.solution);
    await renderActivity();
    const stepButton = screen.getByRole('button', { name: /Adım adım/ });
    fireEvent.click(stepButton);
    expect(status().textContent).toContain('Adım 1 / 13: Fındık ileri gitti.');
    fireEvent.click(stepButton);
    expect(status().textContent).toContain('Adım 2 / 13: Fındık sola döndü.');
    expect(screen.getByRole('img', { name: /yukarı bakıyor/ })).toBeTruthy();
  });

  it('animates a run step by step when motion is welcome', async () => {
    stubMotion(false);
    vi.useFakeTimers();
    useWorkspace(puzzle.solution);
    await renderActivity();
    fireEvent.click(screen.getByRole('button', { name: /Çalıştır/ }));
    expect(status().textContent).toContain('Fındık programını çalıştırıyor…');
    expect(screen.getByRole('button', { name: /Çalıştır/ })).toHaveProperty('disabled', true);
    // One step per timer: each step on screen sets the timer for the next.
    const tick = () => act(() => vi.advanceTimersByTime(420));
    for (let i = 0; i < 3; i += 1) tick();
    expect(screen.getByRole('img', { name: /Fındık 4\. sütun, 3\. satırda/ })).toBeTruthy();
    for (let i = 0; i < 10; i += 1) tick();
    expect(status().textContent).toContain('Harika!');
  });

  it('asks before clearing the workspace', async () => {
    stubMotion(true);
    useWorkspace(puzzle.solution);
    await renderActivity();
    fireEvent.click(screen.getByRole('button', { name: /Temizle/ }));
    expect(screen.getByText('Bütün bloklar silinecek. Emin misin?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(fake.cleared).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: /Temizle/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Evet, temizle' }));
    expect(fake.cleared).toBe(1);
  });

  it('offers to bring back a debugging puzzle’s given program rather than to clear the workspace', async () => {
    stubMotion(true);
    const debugging: PuzzleSpec = { ...puzzle, id: 'test-debug', start: program(whenFlag(repeat(3, move, left, move, right))) };
    useWorkspace(debugging.start!);
    await renderActivity(debugging);
    expect(screen.queryByRole('button', { name: /Temizle/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /İlk hâline döndür/ }));
    expect(screen.getByText('Yaptığın değişiklikler silinecek ve program ilk hâline dönecek. Emin misin?')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'İlk hâline döndürmeyi onayla' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Evet, ilk hâline döndür' }));
    expect(fake.cleared).toBe(1);
  });

  it('names a procedure that is called but not defined, and one that calls itself for ever', async () => {
    stubMotion(true);
    const squares: PuzzleSpec = {
      ...puzzle,
      id: 'test-procedures',
      blocks: [...puzzle.blocks, 'define-procedure', 'call-procedure'],
      procedures: [{ id: 'basamak', label: { id: 'basamak çık', message: 'basamak çık' } }],
      maxBlocks: undefined,
    };
    useWorkspace(program(whenFlag(move, call('basamak'))));
    await renderActivity(squares);
    fireEvent.click(screen.getByRole('button', { name: /Çalıştır/ }));
    expect(status().textContent).toContain('Fındık 2. adımda “basamak çık” bloğunu çalıştıracaktı, ama bu bloğun tanımı yok.');
    expect(status().textContent).toContain('Bir “tanımla: basamak çık” bloğu koy');
    useWorkspace(program(whenFlag(call('basamak')), define('basamak', left, call('basamak'))));
    fireEvent.click(screen.getByRole('button', { name: /Çalıştır/ }));
    expect(status().textContent).toContain('“basamak çık” bloğu kendini durmadan çalıştırdı ve program durduruldu.');
  });

  it("reads the signed-in child's own saved program for this puzzle", async () => {
    useWorkspace(puzzle.solution);
    saved.loads.length = 0;
    await renderActivity();
    expect(saved.loads).toEqual(['7:test-stairs']);
    expect(screen.getByTestId('blocks-workspace')).toBeTruthy();
  });
});
