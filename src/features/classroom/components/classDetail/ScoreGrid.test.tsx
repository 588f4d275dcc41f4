import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { GradebookResponse } from '@/shared/api/classroom.ts';
import type { UserWrite } from '@/shared/offline/userOutbox.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import { ScoreGrid } from './ScoreGrid.tsx';

const book: GradebookResponse = {
  success: true,
  assignments: [
    { id: 10, title: 'Gölge', due_at: '2026-12-01T17:00:00.000Z', question_count: 0 },
    { id: 20, title: 'Kuvvet', due_at: '2026-12-08T17:00:00.000Z', question_count: 4 },
  ],
  rows: [
    {
      student: { id: 1, number: '112', full_name: 'Elif Yılmaz' },
      cells: [
        { assignment_id: 10, state: 'graded', score: 85, version: 2, on_paper: false },
        { assignment_id: 20, state: 'submitted', score: 75, version: 1, on_paper: false },
      ],
      average: 85,
    },
    {
      student: { id: 2, number: '118', full_name: 'Deniz Kaya' },
      cells: [
        { assignment_id: 10, state: 'missing', score: null, version: null, on_paper: false },
        { assignment_id: 20, state: 'held', score: null, version: 1, on_paper: false },
      ],
      average: null,
    },
  ],
  class_average: 85,
};

function show(writes: UserWrite[] = [], canEdit = true) {
  const onSave = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <ScoreGrid
        gradebook={book}
        className="5-B"
        canEdit={canEdit}
        writeFor={(assignmentId, enrolmentId) => writes.find((write) => write.refs.assignmentId === assignmentId && write.refs.enrolmentId === enrolmentId)}
        onSave={onSave}
      />
    </I18nProvider>,
  );
  const grid = screen.getByRole('grid', { name: '5-B not çizelgesi' });
  const cells = screen.getAllByRole('gridcell');
  return { onSave, grid, cells };
}

const key = (target: Element, name: string) => fireEvent.keyDown(target, { key: name });

describe('ScoreGrid', () => {
  it('is one tab stop that the arrows move', () => {
    const { cells } = show();
    expect(cells.filter((cell) => cell.tabIndex === 0)).toHaveLength(1);
    const [first, second] = cells;
    expect(first?.tabIndex).toBe(0);
    if (!first || !second) throw new Error('no cells');
    first.focus();
    key(first, 'ArrowRight');
    expect(second.tabIndex).toBe(0);
    expect(document.activeElement).toBe(second);
  });

  it('types a score by keyboard: a digit starts the edit, Enter saves it and goes down', () => {
    const { onSave, cells } = show();
    const missing = cells[3];
    if (!missing) throw new Error('no cell');
    fireEvent.click(missing);
    key(missing, '9');
    const input = screen.getByRole('textbox', { name: 'Deniz Kaya, Gölge puanı' });
    expect((input as HTMLInputElement).value).toBe('9');
    fireEvent.change(input, { target: { value: '92' } });
    key(input, 'Enter');
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[1]).toBe(92);
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ row: { student: { id: 2 } }, assignment: { id: 10 }, cell: { version: null } });
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('cancels with Escape, refuses a score over 100, and sends nothing for an unchanged grade', () => {
    const { onSave, cells } = show();
    const graded = cells[0];
    if (!graded) throw new Error('no cell');
    graded.focus();
    key(graded, 'Enter');
    const input = screen.getByRole('textbox', { name: 'Elif Yılmaz, Gölge puanı' });
    expect((input as HTMLInputElement).value).toBe('85');
    key(input, 'Enter');
    expect(onSave).not.toHaveBeenCalled();

    // Enter went down to Deniz; back up to Elif's cell.
    key(graded, 'ArrowUp');
    expect(document.activeElement).toBe(graded);
    key(graded, '1');
    const again = screen.getByRole('textbox', { name: 'Elif Yılmaz, Gölge puanı' });
    fireEvent.change(again, { target: { value: '101' } });
    key(again, 'Enter');
    expect(screen.getByRole('alert').textContent).toContain('0 ile 100');
    key(again, 'Escape');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('does not edit held work (accepted on the assignment’s page first)', () => {
    const { cells } = show();
    const held = cells[4];
    if (!held) throw new Error('no cell');
    fireEvent.click(held);
    fireEvent.click(held);
    key(held, '5');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(held.getAttribute('aria-readonly')).toBe('true');
  });

  it('lets a reader who may not grade move through the scores but edit none', () => {
    const { grid, cells } = show([], false);
    expect(grid.getAttribute('aria-readonly')).toBe('true');
    const first = cells[0];
    if (!first) throw new Error('no cell');
    fireEvent.click(first);
    key(first, 'Enter');
    key(first, '7');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('marks a score still on this device apart from a saved one', () => {
    const waiting = {
      id: 'w1',
      kind: 'gradeCell',
      state: 'waiting',
      refs: { assignmentId: 10, enrolmentId: 2 },
      body: { score: 64, version: null },
    } as unknown as UserWrite;
    const { cells } = show([waiting]);
    expect(cells[3]?.getAttribute('data-write-state')).toBe('waiting');
    expect(cells[3]?.textContent).toContain('64');
    expect(cells[3]?.textContent).toContain('gönderilmeyi bekliyor');
    expect(cells[0]?.getAttribute('data-write-state')).toBeNull();
  });
});
