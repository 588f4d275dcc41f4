import type { PositionRelation, PositionSceneSpec, PositionTask, SceneObject } from '../../content/manipulativeTypes.ts';
import { correct, wrong, type Verdict } from './verdict.ts';

/** A place of the shelf: `row` 0 is the top shelf, `column` 0 the leftmost place (from the child's side). */
export type ScenePlace = { readonly row: number; readonly column: number };

/** The place the child chose (a place for the moving object, or the object they point at), or none yet. */
export type PositionState = { readonly chosen: ScenePlace | null };

/**
 * `nothing-chosen`: no place chosen yet; `occupied`: an object already stands there (placing); `empty`: no
 * object stands there (finding); `mirrored`: the place is on the other side (left for right, above for below);
 * `wrong-place`: another place that is not it.
 */
export type PositionFeedback = 'nothing-chosen' | 'occupied' | 'empty' | 'mirrored' | 'wrong-place';

export const initialPosition: PositionState = { chosen: null };

export const choosePlace = (state: PositionState, place: ScenePlace): PositionState =>
  state.chosen && state.chosen.row === place.row && state.chosen.column === place.column ? { chosen: null } : { chosen: place };

export const objectAt = (objects: readonly SceneObject[], place: ScenePlace): SceneObject | undefined =>
  objects.find((object) => object.row === place.row && object.column === place.column);

const between = (value: number, a: number, b: number) => value > Math.min(a, b) && value < Math.max(a, b);

/** Whether `place` is `relation` of the reference object(s); false when a reference is missing. */
export function satisfies(relation: PositionRelation, place: ScenePlace, of: SceneObject | undefined, and?: SceneObject): boolean {
  if (!of) return false;
  if (place.row === of.row && place.column === of.column) return false;
  switch (relation) {
    case 'left-of':
      return place.row === of.row && place.column < of.column;
    case 'right-of':
      return place.row === of.row && place.column > of.column;
    case 'above':
      return place.column === of.column && place.row < of.row;
    case 'below':
      return place.column === of.column && place.row > of.row;
    case 'next-to':
      return place.row === of.row && Math.abs(place.column - of.column) === 1;
    case 'between':
      if (!and) return false;
      if (of.row === and.row) return place.row === of.row && between(place.column, of.column, and.column);
      if (of.column === and.column) return place.column === of.column && between(place.row, of.row, and.row);
      return false;
  }
}

/** The side opposite a relation, to name a left–right (or above–below) mix-up; none for the others. */
const MIRROR: Partial<Record<PositionRelation, PositionRelation>> = { 'left-of': 'right-of', 'right-of': 'left-of', above: 'below', below: 'above' };

const references = (task: PositionTask) => ({
  of: task.objects.find((object) => object.id === task.of),
  and: task.and === undefined ? undefined : task.objects.find((object) => object.id === task.and),
});

/** Every place of the shelf, row by row from the top, left to right. */
export const allPlaces = (spec: Pick<PositionSceneSpec, 'rows' | 'columns'>): ScenePlace[] =>
  Array.from({ length: spec.rows * spec.columns }, (_, i) => ({ row: Math.floor(i / spec.columns), column: i % spec.columns }));

/** The places that answer the task: empty places that fit (placing), or places of objects that fit (finding). */
export function answerPlaces(task: PositionTask, spec: Pick<PositionSceneSpec, 'rows' | 'columns'>): ScenePlace[] {
  const { of, and } = references(task);
  return allPlaces(spec).filter((place) => {
    if (!satisfies(task.relation, place, of, and)) return false;
    const standing = objectAt(task.objects, place);
    return task.kind === 'place' ? standing === undefined : standing !== undefined && standing.id !== task.and;
  });
}

export function checkPosition(task: PositionTask, state: PositionState): Verdict<PositionFeedback> {
  const place = state.chosen;
  if (!place) return wrong('nothing-chosen');
  const standing = objectAt(task.objects, place);
  if (task.kind === 'place' && standing) return wrong('occupied');
  if (task.kind === 'find' && !standing) return wrong('empty');
  const { of, and } = references(task);
  if (standing && (standing.id === task.of || standing.id === task.and)) return wrong('wrong-place');
  if (satisfies(task.relation, place, of, and)) return correct;
  const mirror = MIRROR[task.relation];
  return mirror && satisfies(mirror, place, of) ? wrong('mirrored') : wrong('wrong-place');
}

export const positionSolution = (task: PositionTask, spec: Pick<PositionSceneSpec, 'rows' | 'columns'>): PositionState => ({
  chosen: answerPlaces(task, spec)[0] ?? null,
});

/* eslint-disable lingui/no-unlocalized-strings -- developer messages of the content tests, never shown to a child */
/** What is wrong with a scene's tasks, for the content tests. */
export function positionTaskProblems(task: PositionTask, spec: Pick<PositionSceneSpec, 'rows' | 'columns'>): string[] {
  const problems: string[] = [];
  const onShelf = (object: SceneObject) => object.row >= 0 && object.row < spec.rows && object.column >= 0 && object.column < spec.columns;
  if (task.objects.some((object) => !onShelf(object))) problems.push('object off the shelf');
  const places = new Set(task.objects.map((object) => `${object.row},${object.column}`));
  if (places.size !== task.objects.length) problems.push('two objects in one place');
  if (new Set(task.objects.map((object) => object.id)).size !== task.objects.length) problems.push('two objects with one id');
  const { of, and } = references(task);
  if (!of || (task.relation === 'between') !== (task.and !== undefined) || (task.and !== undefined && !and)) problems.push('reference objects missing');
  const answers = answerPlaces(task, spec);
  if (answers.length === 0) problems.push('no solution');
  if (task.kind === 'find' && answers.length > 1) problems.push('more than one object fits');
  return problems;
}
