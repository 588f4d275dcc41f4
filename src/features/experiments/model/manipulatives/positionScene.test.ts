import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import type { PositionTask, SceneObject } from '../../content/manipulativeTypes.ts';
import { answerPlaces, checkPosition, choosePlace, initialPosition, positionSolution, positionTaskProblems, satisfies } from './positionScene.ts';

const size = { rows: 3, columns: 4 };
const object = (id: string, row: number, column: number): SceneObject => ({ id, emoji: id, label: msg`x`, row, column });
// Top shelf: cat at 1, book at 3. Middle shelf: ball at 0, car at 2. Bottom shelf empty.
const objects = [object('cat', 0, 1), object('book', 0, 3), object('ball', 1, 0), object('car', 1, 2)];

const place = (relation: PositionTask['relation'], of: string, and?: string): PositionTask =>
  and === undefined
    ? { kind: 'place', prompt: msg`p`, objects, moving: { emoji: 'x', label: msg`x` }, relation, of }
    : { kind: 'place', prompt: msg`p`, objects, moving: { emoji: 'x', label: msg`x` }, relation, of, and };
const find = (relation: PositionTask['relation'], of: string, and?: string): PositionTask =>
  and === undefined ? { kind: 'find', prompt: msg`f`, objects, relation, of } : { kind: 'find', prompt: msg`f`, objects, relation, of, and };

describe('position scene model', () => {
  it('reads right and left on the same shelf from the child’s side, above and below in the same column', () => {
    const cat = objects[0];
    expect(satisfies('right-of', { row: 0, column: 2 }, cat)).toBe(true);
    expect(satisfies('right-of', { row: 0, column: 0 }, cat)).toBe(false);
    expect(satisfies('left-of', { row: 0, column: 0 }, cat)).toBe(true);
    expect(satisfies('right-of', { row: 1, column: 3 }, cat)).toBe(false);
    expect(satisfies('below', { row: 2, column: 1 }, cat)).toBe(true);
    expect(satisfies('above', { row: 2, column: 1 }, cat)).toBe(false);
    expect(satisfies('next-to', { row: 0, column: 2 }, cat)).toBe(true);
    expect(satisfies('next-to', { row: 0, column: 3 }, cat)).toBe(false);
    expect(satisfies('between', { row: 0, column: 2 }, cat, objects[1])).toBe(true);
    expect(satisfies('between', { row: 1, column: 1 }, objects[2], objects[3])).toBe(true);
    expect(satisfies('between', { row: 1, column: 1 }, cat, objects[3])).toBe(false);
    expect(satisfies('right-of', { row: 0, column: 1 }, cat)).toBe(false);
    expect(satisfies('left-of', { row: 0, column: 0 }, undefined)).toBe(false);
  });

  it('checks a placing task: an empty place on the right side', () => {
    const task = place('below', 'cat');
    expect(checkPosition(task, initialPosition).feedback).toBe('nothing-chosen');
    expect(checkPosition(task, choosePlace(initialPosition, { row: 0, column: 3 })).feedback).toBe('occupied');
    expect(checkPosition(task, choosePlace(initialPosition, { row: 2, column: 0 })).feedback).toBe('wrong-place');
    expect(checkPosition(task, choosePlace(initialPosition, { row: 2, column: 1 })).correct).toBe(true);
    expect(checkPosition(place('right-of', 'ball'), choosePlace(initialPosition, { row: 1, column: 1 })).correct).toBe(true);
    expect(checkPosition(place('left-of', 'car'), choosePlace(initialPosition, { row: 1, column: 3 })).feedback).toBe('mirrored');
  });

  it('checks a finding task: the one object on that side', () => {
    const task = find('right-of', 'cat');
    expect(checkPosition(task, choosePlace(initialPosition, { row: 0, column: 2 })).feedback).toBe('empty');
    expect(checkPosition(task, choosePlace(initialPosition, { row: 0, column: 1 })).feedback).toBe('wrong-place');
    expect(checkPosition(find('left-of', 'car'), choosePlace(initialPosition, { row: 0, column: 1 })).feedback).toBe('wrong-place');
    expect(checkPosition(task, choosePlace(initialPosition, { row: 0, column: 3 })).correct).toBe(true);
    expect(checkPosition(find('left-of', 'car'), choosePlace(initialPosition, { row: 1, column: 0 })).correct).toBe(true);
    expect(checkPosition(find('right-of', 'ball'), choosePlace(initialPosition, { row: 0, column: 1 })).feedback).toBe('wrong-place');
  });

  it('puts a chosen place down again when it is chosen twice', () => {
    const state = choosePlace(initialPosition, { row: 1, column: 1 });
    expect(choosePlace(state, { row: 1, column: 1 }).chosen).toBeNull();
    expect(choosePlace(state, { row: 2, column: 1 }).chosen).toEqual({ row: 2, column: 1 });
  });

  it('finds its answers and names tasks that cannot be solved or have two answers', () => {
    expect(answerPlaces(place('between', 'ball', 'car'), size)).toEqual([{ row: 1, column: 1 }]);
    expect(checkPosition(find('right-of', 'cat'), positionSolution(find('right-of', 'cat'), size)).correct).toBe(true);
    expect(positionTaskProblems(find('right-of', 'cat'), size)).toEqual([]);
    expect(positionTaskProblems({ ...find('right-of', 'ball'), objects: [...objects, object('cup', 1, 3)] }, size)).toEqual(['more than one object fits']);
    expect(positionTaskProblems(place('above', 'cat'), size)).toEqual(['no solution']);
    expect(positionTaskProblems(place('between', 'cat'), size)).toContain('reference objects missing');
    expect(positionTaskProblems({ ...find('left-of', 'car'), objects: [...objects, object('cup', 3, 0)] }, size)).toContain('object off the shelf');
    expect(positionTaskProblems({ ...find('left-of', 'car'), objects: [...objects, object('cup', 0, 1)] }, size)).toContain('two objects in one place');
  });
});
