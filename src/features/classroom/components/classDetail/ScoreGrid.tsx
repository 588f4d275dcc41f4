import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GradebookCell, GradebookResponse, StudentGradeRequest } from '@/shared/api/classroom.ts';
import type { UserWrite } from '@/shared/offline/userOutbox.ts';
import { formatNumber } from '@/shared/i18n/format.ts';
import { STATE_LABELS } from '../../content/labels.ts';
import { gridKeyAction, type GridPosition } from '../../model/gradeGrid.ts';
import { cellAt, columnAverages, editText, isEditable } from '../../model/gradebook.ts';
import { parseScore } from '../../model/score.ts';
import * as tables from '../shared/table.css.ts';
import * as styles from './scoreGrid.css.ts';

type Row = GradebookResponse['rows'][number];
type Assignment = GradebookResponse['assignments'][number];

export type CellTarget = { row: Row; assignment: Assignment; cell: GradebookCell };

type Props = {
  gradebook: GradebookResponse;
  className: string;
  /** The class's teacher types scores; the administrator reads them. */
  canEdit: boolean;
  /** This device's score for a cell not yet on the server (waiting, in conflict or refused), if any. */
  writeFor: (assignmentId: number, enrolmentId: number) => UserWrite | undefined;
  onSave: (target: CellTarget, score: number) => void;
};

type Editing = GridPosition & { text: string; error: boolean };

const averageText = (value: number | null) => (value === null ? '—' : formatNumber(value));

/**
 * The gradebook as a grid to type scores into (the WAI-ARIA data grid pattern): one tab stop, arrows
 * move, Enter or a digit starts an edit, Enter saves and goes down, Escape cancels. Each score is its
 * own write through the outbox; a cell still on this device looks different until the server has it.
 */
export function ScoreGrid({ gradebook, className, canEdit, writeFor, onSave }: Props) {
  const { t } = useLingui();
  const helpId = useId();
  const { assignments, rows } = gradebook;
  const size = { rows: rows.length, cols: assignments.length + 1 };
  const [active, setActive] = useState<GridPosition>({ row: 0, col: 0 });
  const [editing, setEditingState] = useState<Editing | null>(null);
  // The edit as it stands now, for the input's blur: it comes after Enter or Escape already ended the edit.
  const editingNow = useRef<Editing | null>(null);
  const setEditing = (next: Editing | null) => {
    editingNow.current = next;
    setEditingState(next);
  };
  const [focusAsked, setFocusAsked] = useState(0);
  const cells = useRef(new Map<string, HTMLElement>());
  const columns = columnAverages(gradebook);
  // The active cell stays inside the grid when rows or columns go (a student removed meanwhile).
  const at = { row: Math.min(active.row, Math.max(size.rows - 1, 0)), col: Math.min(active.col, size.cols - 1) };

  useEffect(() => {
    if (focusAsked) cells.current.get(`${at.row}:${at.col}`)?.focus();
  }, [focusAsked, at.row, at.col]);

  const targetAt = (position: GridPosition): CellTarget | undefined => {
    const row = rows[position.row];
    const assignment = assignments[position.col];
    const cell = row && assignment ? cellAt(row, assignment.id) : undefined;
    return row && assignment && cell ? { row, assignment, cell } : undefined;
  };
  const editableAt = (position: GridPosition) => canEdit && isEditable(targetAt(position)?.cell);

  const remember = (key: string, element: HTMLElement | null) => {
    if (element) cells.current.set(key, element);
    else cells.current.delete(key);
  };

  const moveTo = (to: GridPosition) => {
    setActive(to);
    setFocusAsked((count) => count + 1);
  };

  /** Keeps the typed score; `refocus` false when focus went elsewhere (Tab, a tap outside), so it is not pulled back. */
  const save = (edit: Editing, then: GridPosition, refocus = true): boolean => {
    const target = targetAt(edit);
    const score = parseScore(edit.text);
    if (score === 'invalid') {
      setEditing({ ...edit, error: true });
      return false;
    }
    // An emptied cell or an unchanged score sends nothing: a score is never taken away by a stray key.
    const pending = target && writeFor(target.assignment.id, target.row.student.id);
    const shown = pending ? (pending.body as StudentGradeRequest).score : target?.cell.score;
    if (target && score !== null && (score !== shown || target.cell.state !== 'graded')) onSave(target, score);
    setEditing(null);
    if (refocus) moveTo(then);
    else setActive(then);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const action = gridKeyAction(event, at, size, editing !== null, editableAt(at));
    if (action.type === 'none') return;
    event.preventDefault();
    if (action.type === 'move') moveTo(action.to);
    else if (action.type === 'edit') {
      const target = targetAt(at);
      if (target) setEditing({ ...at, text: action.text ?? editText(target.cell), error: false });
    } else if (action.type === 'save' && editing) save(editing, action.then);
    else if (action.type === 'cancel') {
      setEditing(null);
      moveTo(at);
    }
  };

  return (
    <div className={styles.scroller}>
      <p id={helpId} className={tables.srOnlyCaption}>
        {canEdit ? (
          <Trans>
            Ok tuşlarıyla hücreler arasında gezinin. Puan yazmak için bir rakama ya da Enter’a basın; Enter kaydeder ve alttaki öğrenciye geçer, Escape
            vazgeçer.
          </Trans>
        ) : (
          <Trans>Ok tuşlarıyla hücreler arasında gezinin.</Trans>
        )}
      </p>
      <table
        role="grid"
        className={styles.grid}
        aria-label={t`${className} not çizelgesi`}
        aria-describedby={helpId}
        aria-readonly={canEdit ? undefined : true}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            <th scope="col" className={styles.nameHead}>
              <Trans>Öğrenci</Trans>
            </th>
            {assignments.map((assignment) => (
              <th key={assignment.id} scope="col" className={styles.head}>
                {assignment.title}
              </th>
            ))}
            <th scope="col" className={styles.head}>
              <Trans>Ortalama</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={row.student.id}>
              <th scope="row" className={styles.name}>
                {row.student.number ? <span className={styles.number}>{row.student.number}</span> : null}
                {row.student.full_name}
              </th>
              {assignments.map((assignment, colIndex) => {
                const position = { row: rowIndex, col: colIndex };
                const isActive = at.row === rowIndex && at.col === colIndex;
                const edit = editing && editing.row === rowIndex && editing.col === colIndex ? editing : null;
                return (
                  <ScoreCell
                    key={assignment.id}
                    cell={cellAt(row, assignment.id)}
                    write={writeFor(assignment.id, row.student.id)}
                    label={`${row.student.full_name}, ${assignment.title}`}
                    active={isActive}
                    editable={editableAt(position)}
                    edit={edit}
                    register={(element) => remember(`${rowIndex}:${colIndex}`, element)}
                    onActivate={() => {
                      const target = targetAt(position);
                      // A tap makes a cell active, a second tap edits it (a finger has no arrow keys).
                      if (isActive && target && editableAt(position) && !edit) setEditing({ ...position, text: editText(target.cell), error: false });
                      else setActive(position);
                    }}
                    onText={(text) => edit && setEditing({ ...edit, text, error: false })}
                    onLeave={() => {
                      const now = editingNow.current;
                      if (now && now.row === rowIndex && now.col === colIndex && !now.error) save(now, position, false);
                    }}
                  />
                );
              })}
              <td
                role="gridcell"
                aria-readonly="true"
                tabIndex={at.row === rowIndex && at.col === assignments.length ? 0 : -1}
                ref={(element) => remember(`${rowIndex}:${assignments.length}`, element)}
                onClick={() => setActive({ row: rowIndex, col: assignments.length })}
                className={styles.average}
              >
                {averageText(row.average)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className={styles.nameHead}>
              <Trans>Ödev ortalaması</Trans>
            </th>
            {assignments.map((assignment) => (
              <td key={assignment.id} className={styles.foot}>
                {averageText(columns.get(assignment.id) ?? null)}
              </td>
            ))}
            <td className={styles.foot}>{averageText(gradebook.class_average)}</td>
          </tr>
        </tfoot>
      </table>
      {editing?.error ? (
        <p role="alert" className={styles.error}>
          <Trans>Puan 0 ile 100 arasında bir tam sayı olmalıdır.</Trans>
        </p>
      ) : null}
    </div>
  );
}

type CellProps = {
  cell: GradebookCell | undefined;
  write: UserWrite | undefined;
  label: string;
  active: boolean;
  editable: boolean;
  edit: Editing | null;
  register: (element: HTMLElement | null) => void;
  onActivate: () => void;
  onText: (text: string) => void;
  onLeave: () => void;
};

function ScoreCell({ cell, write, label, active, editable, edit, register, onActivate, onText, onLeave }: CellProps) {
  const { t, i18n } = useLingui();
  const waitingScore = write ? (write.body as StudentGradeRequest).score : null;
  const look = write ? (write.state === 'waiting' ? 'waiting' : 'problem') : !cell || !editable ? 'locked' : cell.state === 'graded' ? 'graded' : 'saved';

  return (
    <td
      role="gridcell"
      ref={register}
      tabIndex={active ? 0 : -1}
      aria-readonly={editable ? undefined : true}
      data-active={active}
      data-write-state={write?.state}
      className={styles.cell[look]}
      onClick={onActivate}
    >
      {edit ? (
        <input
          className={styles.input}
          // The edit begins with the key that started it, so the field takes focus at once.
          autoFocus
          inputMode="numeric"
          enterKeyHint="next"
          maxLength={3}
          aria-label={t`${label} puanı`}
          aria-invalid={edit.error || undefined}
          value={edit.text}
          // The caret after the typed digit, so the next digit follows it ("9", then "0": 90).
          onFocus={(event) => event.target.setSelectionRange(event.target.value.length, event.target.value.length)}
          onChange={(event) => onText(event.target.value)}
          onBlur={onLeave}
        />
      ) : write ? (
        <>
          {waitingScore === null ? '—' : formatNumber(waitingScore)}
          <span className={styles.mark} aria-hidden="true">
            {write.state === 'waiting' ? '⏳' : '⚠️'}
          </span>
          <span className={tables.srOnlyCaption}>{write.state === 'waiting' ? t`gönderilmeyi bekliyor` : t`kaydedilemedi, aşağıya bakın`}</span>
        </>
      ) : !cell ? (
        <span className={styles.state}>
          <span aria-hidden="true">—</span>
          <span className={tables.srOnlyCaption}>{t`Bu öğrenciye verilmedi`}</span>
        </span>
      ) : cell.score !== null ? (
        <>
          {formatNumber(cell.score)}
          {cell.state !== 'graded' ? <span className={styles.state}> · {i18n._(STATE_LABELS[cell.state].label)}</span> : null}
          {cell.on_paper ? <span className={tables.srOnlyCaption}>{t`kâğıt üzerinde`}</span> : null}
        </>
      ) : (
        <span className={styles.state}>{i18n._(STATE_LABELS[cell.state].label)}</span>
      )}
    </td>
  );
}
