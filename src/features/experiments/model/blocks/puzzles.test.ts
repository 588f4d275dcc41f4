import { describe, expect, it } from 'vitest';
import type { ExperimentBody } from '../../content/types.ts';
import type { PuzzleSpec } from '../../content/puzzleTypes.ts';
import { isSolved, judge } from './interpreter.ts';
import {
  blockKindsUsed,
  conditionsUsed,
  countBlocks,
  EMPTY_PROGRAM,
  proceduresUsed,
  variablesUsed,
  type BlockKind,
  type Program,
  type Statement,
} from './program.ts';
import { parseStage } from './stage.ts';
import { programFromBlockly, programToBlockly } from './blocklyJson.ts';
import { define, ifThen, left, move, program, repeat, whenFlag } from './build.ts';

// Every programming item's body, by its folder: the puzzles are checked where they are written.
const bodies = import.meta.glob<ExperimentBody>('../../content/programming-*/*/content.ts', { eager: true, import: 'content' });
const puzzles: { folder: string; puzzle: PuzzleSpec }[] = Object.entries(bodies).flatMap(([path, body]) =>
  body.activity.kind === 'blocks' ? [{ folder: path.split('/').at(-2)!, puzzle: body.activity.puzzle }] : [],
);

const VARIABLE_BLOCKS: readonly BlockKind[] = ['set-variable', 'change-variable', 'repeat-variable', 'move-variable'];

/** Drops the editor's block ids, which stored solutions do not have. */
const withoutIds = (value: Program): Program => JSON.parse(JSON.stringify(value, (key, field: unknown) => (key === 'id' ? undefined : field)));

/** Every list made from this one by taking away one statement, at any depth (a loop or branch goes with its body). */
function withoutOne(statements: readonly Statement[]): Statement[][] {
  return statements.flatMap((statement, index) => {
    const replaced = (changed: Statement) => statements.map((other, at) => (at === index ? changed : other));
    const inner: Statement[][] = [];
    if (statement.type === 'repeat' || statement.type === 'repeat-until') {
      for (const body of withoutOne(statement.body)) inner.push(replaced({ ...statement, body }));
    } else if (statement.type === 'if') {
      for (const then of withoutOne(statement.then)) inner.push(replaced({ ...statement, then }));
      for (const otherwise of withoutOne(statement.else ?? [])) inner.push(replaced({ ...statement, else: otherwise }));
    }
    return [statements.filter((_, at) => at !== index), ...inner];
  });
}

/** Every program made from this one by taking away one statement, in any script or procedure. */
const shorterPrograms = (source: Program): Program[] =>
  source.scripts.flatMap((script, index) =>
    withoutOne(script.body).map((body) => ({ scripts: source.scripts.map((other, at) => (at === index ? { ...script, body } : other)) })),
  );

describe('the minimality check', () => {
  const corridor: PuzzleSpec = {
    id: 'test',
    stage: { map: ['s.g'], heading: 'east' },
    goal: 'reach',
    blocks: ['move', 'turn-left', 'repeat'],
    solution: EMPTY_PROGRAM,
  };
  const solves = (source: Program) => isSolved(corridor, source);

  it('takes away each block once, nested ones and those in procedures too', () => {
    const source = program(whenFlag(repeat(2, move, ifThen('path-ahead', left))), define('p', move));
    expect(shorterPrograms(source).map((candidate) => countBlocks(candidate))).toEqual([2, 5, 4, 5, 5]);
  });

  it('finds a block the stored solution does not need', () => {
    expect(shorterPrograms(program(whenFlag(move, move))).some(solves)).toBe(false);
    // The run stops at the goal, so a turn after it, or a third step, is never missed.
    expect(shorterPrograms(program(whenFlag(move, move, left))).some(solves)).toBe(true);
    expect(shorterPrograms(program(whenFlag(repeat(3, move)), define('p', left))).some(solves)).toBe(true);
  });
});

describe('the programming puzzles', () => {
  it('are at least ten, from grade 3 to grade 8, each under its own item’s id', () => {
    expect(puzzles.length).toBeGreaterThanOrEqual(10);
    for (const { folder, puzzle } of puzzles) expect(puzzle.id, folder).toBe(folder);
    expect(new Set(puzzles.map(({ puzzle }) => puzzle.id)).size).toBe(puzzles.length);
  });

  it.each(puzzles.map(({ puzzle }) => [puzzle.id, puzzle] as const))('%s: has a stage that fits its goal', (_id, puzzle) => {
    const stage = parseStage(puzzle.stage);
    if (puzzle.goal === 'reach' || puzzle.goal === 'collect-and-reach') expect(stage.goal).not.toBeNull();
    if (puzzle.goal === 'collect' || puzzle.goal === 'collect-and-reach') expect(stage.nuts.length).toBeGreaterThan(0);
    if (puzzle.goal === 'paint') expect(stage.paintTargets.length).toBeGreaterThan(0);
    expect(stage.width * stage.height).toBeLessThanOrEqual(12 * 10);
  });

  it.each(puzzles.map(({ puzzle }) => [puzzle.id, puzzle] as const))('%s: is solved by its stored solution, within its blocks', (_id, puzzle) => {
    const judgement = judge(puzzle, puzzle.solution);
    expect(judgement.outcome).toEqual({ kind: 'success' });
    expect(judgement.solved).toBe(true);
    // Short enough to watch: the animation plays every step.
    expect(judgement.trace.length).toBeLessThanOrEqual(120);
    if (puzzle.maxBlocks !== undefined) expect(countBlocks(puzzle.solution)).toBeLessThanOrEqual(puzzle.maxBlocks);
  });

  it.each(puzzles.map(({ puzzle }) => [puzzle.id, puzzle] as const))(
    '%s: stored solution is minimal: taking away any one block, at any depth, no longer solves it',
    (_id, puzzle) => {
      const shorter = shorterPrograms(puzzle.solution);
      expect(shorter.length).toBe(countBlocks(puzzle.solution) - puzzle.solution.scripts.filter((script) => script.event !== 'green-flag').length);
      for (const candidate of shorter) expect(isSolved(puzzle, candidate), JSON.stringify(candidate)).toBe(false);
    },
  );

  it.each(puzzles.map(({ puzzle }) => [puzzle.id, puzzle] as const))('%s: is not solved by an empty or a trivially wrong program', (_id, puzzle) => {
    expect(isSolved(puzzle, EMPTY_PROGRAM)).toBe(false);
    expect(isSolved(puzzle, { scripts: [] })).toBe(false);
    expect(isSolved(puzzle, program(whenFlag(move)))).toBe(false);
    expect(isSolved(puzzle, program(whenFlag(move, move, move)))).toBe(false);
  });

  const debugging = puzzles.flatMap(({ puzzle }) => (puzzle.start ? [[puzzle.id, puzzle, puzzle.start] as const] : []));
  it.skipIf(debugging.length === 0).each(debugging)(
    '%s: a debugging puzzle’s given program has a mistake, and the child can fix it with the toolbox',
    (_id, puzzle, start) => {
      expect(judge(puzzle, start).outcome.kind).not.toBe('success');
      expect(isSolved(puzzle, start)).toBe(false);
      for (const kind of blockKindsUsed(start)) expect(puzzle.blocks, kind).toContain(kind);
      if (puzzle.maxBlocks !== undefined) expect(countBlocks(start)).toBeLessThanOrEqual(puzzle.maxBlocks);
      const read = programFromBlockly(JSON.parse(JSON.stringify(programToBlockly(start))));
      expect(read.looseStacks).toBe(0);
      expect(withoutIds(read.program)).toEqual(start);
    },
  );

  it.each(puzzles.map(({ puzzle }) => [puzzle.id, puzzle] as const))('%s: solution uses only what the toolbox offers', (_id, puzzle) => {
    for (const kind of blockKindsUsed(puzzle.solution)) expect(puzzle.blocks, kind).toContain(kind);
    const offered = new Set([...(puzzle.ifConditions ?? ['path-ahead', 'path-left', 'path-right']), ...(puzzle.untilConditions ?? ['at-goal'])]);
    for (const condition of conditionsUsed(puzzle.solution)) expect([...offered], condition).toContain(condition);
    const declared = (puzzle.variables ?? []).map((variable) => variable.id);
    for (const name of variablesUsed(puzzle.solution)) expect(declared, name).toContain(name);
    if (puzzle.blocks.some((kind) => VARIABLE_BLOCKS.includes(kind))) expect(declared.length).toBeGreaterThan(0);
    const procedures = (puzzle.procedures ?? []).map((procedure) => procedure.id);
    for (const name of proceduresUsed(puzzle.solution)) expect(procedures, name).toContain(name);
    if (puzzle.blocks.includes('define-procedure') || puzzle.blocks.includes('call-procedure')) expect(procedures.length).toBeGreaterThan(0);
    // A child who may call a procedure may define it too.
    if (puzzle.blocks.includes('call-procedure')) expect(puzzle.blocks).toContain('define-procedure');
    expect(new Set(puzzle.blocks).size).toBe(puzzle.blocks.length);
  });

  it.each(puzzles.map(({ puzzle }) => [puzzle.id, puzzle] as const))('%s: solution survives the trip through the editor’s format', (_id, puzzle) => {
    const read = programFromBlockly(JSON.parse(JSON.stringify(programToBlockly(puzzle.solution))));
    expect(read.looseStacks).toBe(0);
    expect(withoutIds(read.program)).toEqual(puzzle.solution);
  });

  it('cover sequences, loops, conditions, events, variables and procedures, and include debugging puzzles', () => {
    expect(debugging.length).toBeGreaterThan(0);
    const used = new Set(puzzles.flatMap(({ puzzle }) => [...blockKindsUsed(puzzle.solution)]));
    for (const kind of [
      'move',
      'turn-left',
      'turn-right',
      'collect',
      'paint',
      'repeat',
      'repeat-until',
      'if',
      'if-else',
      'when-touch-nut',
      'set-variable',
      'change-variable',
      'repeat-variable',
      'move-variable',
      'define-procedure',
      'call-procedure',
    ] as const) {
      expect(used, kind).toContain(kind);
    }
  });
});
