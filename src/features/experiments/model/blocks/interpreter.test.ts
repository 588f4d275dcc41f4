import { describe, expect, it } from 'vitest';
import type { PuzzleSpec } from '../../content/puzzleTypes.ts';
import { checkCondition, initialState, isSolved, judge, MAX_CALL_DEPTH, runProgram } from './interpreter.ts';
import { blockKindsUsed, countBlocks, proceduresUsed, type Program, type Statement } from './program.ts';
import { parseStage, turnLeft, turnRight } from './stage.ts';

const flag = (...body: Statement[]): Program => ({ scripts: [{ event: 'green-flag', body }] });
const move: Statement = { type: 'move' };
const left: Statement = { type: 'turn', direction: 'left' };
const right: Statement = { type: 'turn', direction: 'right' };
const collect: Statement = { type: 'collect' };
const paint: Statement = { type: 'paint' };
const repeat = (times: number, ...body: Statement[]): Statement => ({ type: 'repeat', times: { kind: 'number', value: times }, body });

const corridor = { stage: { map: ['s...g'], heading: 'east' }, goal: 'reach' } as const;

describe('the stage', () => {
  it('reads start, goal, walls, hazelnuts, coloured and paint tiles from the rows', () => {
    const stage = parseStage({ map: ['#s.n', 'c.pg'], heading: 'south' });
    expect(stage).toMatchObject({ width: 4, height: 2, start: { x: 1, y: 0, heading: 'south' }, goal: { x: 3, y: 1 } });
    expect(stage.walls).toEqual([{ x: 0, y: 0 }]);
    expect(stage.nuts).toEqual([{ x: 3, y: 0 }]);
    expect(stage.colouredTiles).toEqual([{ x: 0, y: 1 }]);
    expect(stage.paintTargets).toEqual([{ x: 2, y: 1 }]);
  });

  it('refuses malformed maps', () => {
    expect(() => parseStage({ map: ['s..', '..'], heading: 'east' })).toThrow(/row 1/);
    expect(() => parseStage({ map: ['...'], heading: 'east' })).toThrow(/no start/);
    expect(() => parseStage({ map: ['s.s'], heading: 'east' })).toThrow(/two starts/);
    expect(() => parseStage({ map: ['s?g'], heading: 'east' })).toThrow(/cell 1,0/);
  });

  it('turns a quarter at a time', () => {
    expect(turnLeft('north')).toBe('west');
    expect(turnRight('west')).toBe('north');
    expect(turnRight(turnRight(turnRight(turnRight('east'))))).toBe('east');
  });
});

describe('running statements', () => {
  it('moves forward one cell per block and records each step', () => {
    const run = runProgram(corridor, flag(move, move));
    expect(run.trace.map((step) => [step.action, step.state.x])).toEqual([
      ['move', 1],
      ['move', 2],
    ]);
    expect(run.outcome).toEqual({ kind: 'unfinished' });
  });

  it('stops with success the moment the goal is met', () => {
    const run = runProgram(corridor, flag(move, move, move, move, move, move));
    expect(run.outcome).toEqual({ kind: 'success' });
    expect(run.trace).toHaveLength(4);
  });

  it('turns left and right in place', () => {
    const run = runProgram(corridor, flag(left, right, right));
    expect(run.trace.map((step) => step.state.heading)).toEqual(['north', 'east', 'south']);
    expect(run.trace.every((step) => step.state.x === 0 && step.state.y === 0)).toBe(true);
  });

  it('crashes into walls and the grid’s edge, naming the step and the block', () => {
    const wall = runProgram({ stage: { map: ['s#g'], heading: 'east' }, goal: 'reach' }, flag({ type: 'move', id: 'b1' }));
    expect(wall.outcome).toEqual({ kind: 'crash', step: 1, at: { x: 1, y: 0 }, statementId: 'b1' });
    const edge = runProgram(corridor, flag(left, move));
    expect(edge.outcome).toMatchObject({ kind: 'crash', step: 2, at: { x: 0, y: -1 } });
  });

  it('collects a hazelnut where there is one, and fails where there is none', () => {
    const puzzle = { stage: { map: ['s.n.n'], heading: 'east' }, goal: 'collect' } as const;
    const partly = runProgram(puzzle, flag(move, move, collect));
    expect(partly.trace.at(-1)?.state.collected).toEqual([0]);
    expect(partly.outcome.kind).toBe('unfinished');
    expect(runProgram(puzzle, flag(move, move, collect, move, move, collect)).outcome.kind).toBe('success');
    expect(runProgram(puzzle, flag(move, collect)).outcome).toEqual({ kind: 'no-nut', step: 2 });
    // The same hazelnut cannot be collected twice.
    expect(runProgram(puzzle, flag(move, move, collect, collect)).outcome.kind).toBe('no-nut');
  });

  it('needs every hazelnut and then the goal for collect-and-reach', () => {
    const puzzle = { stage: { map: ['sn.g'], heading: 'east' }, goal: 'collect-and-reach' } as const;
    expect(runProgram(puzzle, flag(move, move, move)).outcome.kind).toBe('unfinished');
    expect(runProgram(puzzle, flag(move, collect, move, move)).outcome.kind).toBe('success');
  });

  it('paints marked tiles only, until all are painted', () => {
    const puzzle = { stage: { map: ['sp.p'], heading: 'east' }, goal: 'paint' } as const;
    expect(runProgram(puzzle, flag(move, paint, move, move, paint)).outcome.kind).toBe('success');
    expect(runProgram(puzzle, flag(move, paint, move, paint)).outcome).toEqual({ kind: 'wrong-paint', step: 4 });
    expect(runProgram(puzzle, flag(move, paint, paint)).trace.at(-1)?.state.painted).toEqual([0]);
  });
});

describe('loops', () => {
  it('repeats a body a number of times, nested loops multiplying', () => {
    expect(runProgram(corridor, flag(repeat(4, move))).outcome.kind).toBe('success');
    const square = runProgram({ stage: { map: ['s..', '...', '..g'], heading: 'east' }, goal: 'reach' }, flag(repeat(4, repeat(2, move), right)));
    // The square ends where it began; it passes (2,2) on its way, which is the goal.
    expect(square.outcome.kind).toBe('success');
    expect(square.trace.filter((step) => step.action === 'move')).toHaveLength(4);
  });

  it('repeats zero times for zero or a negative count', () => {
    expect(runProgram(corridor, flag(repeat(0, move))).trace).toHaveLength(0);
    expect(runProgram(corridor, flag(repeat(-3, move))).trace).toHaveLength(0);
  });

  it('repeats until a condition holds, checking it before each round', () => {
    const until: Statement = { type: 'repeat-until', condition: 'at-goal', body: [move] };
    expect(runProgram(corridor, flag(until)).outcome.kind).toBe('success');
    const wall: Statement = { type: 'repeat-until', condition: 'wall-ahead', body: [move] };
    const run = runProgram({ stage: { map: ['s..#g'], heading: 'east' }, goal: 'reach' }, flag(wall));
    expect(run.trace.at(-1)?.state.x).toBe(2);
    expect(run.outcome.kind).toBe('unfinished');
  });

  it('stops a loop that never ends at the step limit', () => {
    const spin: Statement = { type: 'repeat-until', condition: 'at-goal', body: [left] };
    expect(runProgram(corridor, flag(spin)).outcome).toEqual({ kind: 'step-limit' });
    const empty: Statement = { type: 'repeat-until', condition: 'at-goal', body: [] };
    expect(runProgram(corridor, flag(empty), 50).outcome).toEqual({ kind: 'step-limit' });
    const long = runProgram(corridor, flag(repeat(100, repeat(100, left))), 300);
    expect(long.outcome).toEqual({ kind: 'step-limit' });
    expect(long.trace.length).toBeLessThan(300);
  });
});

describe('conditions', () => {
  const stage = parseStage({ map: ['#.#', '.sn', '#c#'], heading: 'north' });
  const at = (x: number, y: number, heading: 'north' | 'east' | 'south' | 'west') => ({ ...initialState(stage), x, y, heading });

  it('sees the way ahead, left and right, and walls (the edge counts as a wall)', () => {
    expect(checkCondition(stage, at(1, 1, 'north'), 'path-ahead')).toBe(true);
    expect(checkCondition(stage, at(1, 1, 'north'), 'path-left')).toBe(true);
    expect(checkCondition(stage, at(1, 1, 'north'), 'path-right')).toBe(true);
    expect(checkCondition(stage, at(1, 0, 'north'), 'path-ahead')).toBe(false);
    expect(checkCondition(stage, at(1, 0, 'north'), 'wall-ahead')).toBe(true);
    expect(checkCondition(stage, at(1, 0, 'east'), 'wall-ahead')).toBe(true);
    expect(checkCondition(stage, at(0, 1, 'east'), 'wall-ahead')).toBe(false);
  });

  it('sees hazelnuts, coloured tiles and the goal under the character', () => {
    expect(checkCondition(stage, at(2, 1, 'north'), 'on-nut')).toBe(true);
    expect(checkCondition(stage, { ...at(2, 1, 'north'), collected: [0] }, 'on-nut')).toBe(false);
    expect(checkCondition(stage, at(1, 2, 'north'), 'on-colour')).toBe(true);
    expect(checkCondition(stage, at(1, 1, 'north'), 'on-colour')).toBe(false);
    expect(checkCondition(stage, at(1, 1, 'north'), 'at-goal')).toBe(false);
  });

  it('takes the if branch or the else branch', () => {
    const maze = { stage: { map: ['s.#', '#.g'], heading: 'east' }, goal: 'reach' } as const;
    const step: Statement = { type: 'if', condition: 'path-ahead', then: [move], else: [right] };
    const run = runProgram(maze, flag({ type: 'repeat-until', condition: 'at-goal', body: [step, { type: 'if', condition: 'path-left', then: [left] }] }));
    expect(run.outcome.kind).toBe('success');
    expect(run.trace.map((s) => s.action)).toEqual(['move', 'turn-right', 'move', 'turn-left', 'move']);
  });

  it('follows coloured tiles as turn signs', () => {
    const puzzle = { stage: { map: ['s.c', '..g'], heading: 'east' }, goal: 'reach' } as const;
    const program = flag({ type: 'repeat-until', condition: 'at-goal', body: [move, { type: 'if', condition: 'on-colour', then: [right] }] });
    expect(runProgram(puzzle, program).outcome.kind).toBe('success');
  });
});

describe('events', () => {
  const puzzle = { stage: { map: ['s.n.n.g'], heading: 'east' }, goal: 'collect-and-reach' } as const;

  it('runs the "touch a hazelnut" script each time the character steps onto one', () => {
    const program: Program = {
      scripts: [
        { event: 'touch-nut', body: [collect] },
        { event: 'green-flag', body: [{ type: 'repeat-until', condition: 'at-goal', body: [move] }] },
      ],
    };
    const run = runProgram(puzzle, program);
    expect(run.outcome.kind).toBe('success');
    expect(run.trace.map((s) => s.action)).toEqual(['move', 'move', 'collect', 'move', 'move', 'collect', 'move', 'move']);
  });

  it('does nothing without the green flag, and an event script alone does not start', () => {
    expect(runProgram(puzzle, { scripts: [] }).trace).toHaveLength(0);
    expect(runProgram(puzzle, { scripts: [{ event: 'touch-nut', body: [move] }] }).trace).toHaveLength(0);
  });

  it('does not start the touch script again from inside itself', () => {
    const program: Program = {
      scripts: [
        { event: 'green-flag', body: [move, move] },
        { event: 'touch-nut', body: [collect, move, move, collect] },
      ],
    };
    const run = runProgram(puzzle, program);
    expect(run.trace.map((s) => s.action)).toEqual(['move', 'move', 'collect', 'move', 'move', 'collect']);
  });
});

describe('procedures', () => {
  const call = (procedure: string, id?: string): Statement => ({ type: 'call', procedure, ...(id ? { id } : {}) });
  const define = (procedure: string, ...body: Statement[]) => ({ event: 'define', procedure, body }) as const;
  const square = { stage: { map: ['s..', '...', '..g'], heading: 'east' }, goal: 'reach' } as const;

  it('runs a defined procedure each time it is called, lighting up the blocks inside it', () => {
    const program: Program = {
      scripts: [
        { event: 'green-flag', body: [call('iki-adim'), right, call('iki-adim')] },
        { event: 'define', procedure: 'iki-adim', body: [{ type: 'move', id: 'inner' }, move] },
      ],
    };
    const run = runProgram(square, program);
    expect(run.outcome.kind).toBe('success');
    expect(run.trace.map((step) => step.action)).toEqual(['move', 'move', 'turn-right', 'move', 'move']);
    expect(run.trace[0]?.statementId).toBe('inner');
  });

  it('lets procedures call other procedures, and a definition alone does nothing', () => {
    const nested: Program = {
      scripts: [{ event: 'green-flag', body: [call('kose')] }, define('kose', call('adim'), call('adim'), right), define('adim', move)],
    };
    expect(runProgram(square, nested).trace.map((step) => step.action)).toEqual(['move', 'move', 'turn-right']);
    expect(runProgram(square, { scripts: [{ event: 'green-flag', body: [] }, define('adim', move)] }).trace).toHaveLength(0);
    expect(runProgram(square, { scripts: [define('adim', move)] }).trace).toHaveLength(0);
  });

  it('stops at a call whose procedure has no definition, naming it', () => {
    const run = runProgram(square, flag(move, call('kare-ciz', 'c1')));
    expect(run.outcome).toEqual({ kind: 'no-procedure', step: 2, procedure: 'kare-ciz', statementId: 'c1' });
  });

  it('runs the first definition when a name is defined twice', () => {
    const run = runProgram(square, { scripts: [{ event: 'green-flag', body: [call('p')] }, define('p', right), define('p', left)] });
    expect(run.trace.map((step) => step.action)).toEqual(['turn-right']);
  });

  it('walks with a procedure that calls itself while the way is open', () => {
    const walk: Program = {
      scripts: [{ event: 'green-flag', body: [call('yuru')] }, define('yuru', { type: 'if', condition: 'path-ahead', then: [move, call('yuru')] })],
    };
    const run = runProgram({ stage: { map: ['s...#'], heading: 'east' }, goal: 'reach' }, walk);
    expect(run.outcome.kind).toBe('unfinished');
    expect(run.trace.at(-1)?.state.x).toBe(3);
    expect(runProgram(corridor, walk).outcome.kind).toBe('success');
  });

  it('stops a procedure that calls itself for ever, even with a large step limit, without overflowing the stack', () => {
    const forever: Program = { scripts: [{ event: 'green-flag', body: [call('don')] }, define('don', left, call('don', 'again'))] };
    const run = runProgram(corridor, forever, 1_000_000);
    expect(run.outcome).toEqual({ kind: 'too-deep', procedure: 'don', statementId: 'again' });
    expect(run.trace).toHaveLength(MAX_CALL_DEPTH);
    // Two procedures calling each other, and an empty one calling itself, stop the same way.
    const pingPong: Program = { scripts: [{ event: 'green-flag', body: [call('a')] }, define('a', call('b')), define('b', call('a'))] };
    expect(runProgram(corridor, pingPong, 1_000_000).outcome.kind).toBe('too-deep');
    expect(runProgram(corridor, { scripts: [{ event: 'green-flag', body: [call('x')] }, define('x', call('x'))] }).outcome.kind).toBe('too-deep');
    // Under the default step limit a loop of calls meets one limit or the other, and always ends.
    const loop: Program = { scripts: [{ event: 'green-flag', body: [{ type: 'repeat-until', condition: 'at-goal', body: [call('d')] }] }, define('d', left)] };
    expect(runProgram(corridor, loop).outcome).toEqual({ kind: 'step-limit' });
  });

  it('counts a definition and each call as one block, and knows the procedures used', () => {
    const program: Program = { scripts: [{ event: 'green-flag', body: [call('kare'), call('kare')] }, define('kare', repeat(4, move, right))] };
    expect(countBlocks(program)).toBe(6);
    expect(blockKindsUsed(program)).toEqual(new Set(['call-procedure', 'define-procedure', 'repeat', 'move', 'turn-right']));
    expect(proceduresUsed(program)).toEqual(new Set(['kare']));
  });
});

describe('variables', () => {
  const variable = (name: string) => ({ kind: 'variable', name }) as const;

  it('sets and changes a variable, and reads an unset one as zero', () => {
    const run = runProgram(
      corridor,
      flag({ type: 'change', variable: 'a', by: 2 }, { type: 'set', variable: 'b', value: 5 }, { type: 'change', variable: 'b', by: -1 }),
    );
    expect(run.trace.map((s) => s.state.variables)).toEqual([{ a: 2 }, { a: 2, b: 5 }, { a: 2, b: 4 }]);
  });

  it('repeats a variable’s number of times and moves a variable’s steps', () => {
    const steps = runProgram(corridor, flag({ type: 'set', variable: 'n', value: 4 }, { type: 'move-steps', steps: variable('n') }));
    expect(steps.outcome.kind).toBe('success');
    const loops = runProgram(corridor, flag({ type: 'set', variable: 'n', value: 3 }, { type: 'repeat', times: variable('n'), body: [move] }));
    expect(loops.trace.at(-1)?.state.x).toBe(3);
    expect(runProgram(corridor, flag({ type: 'move-steps', steps: variable('unset') })).trace).toHaveLength(0);
  });

  it('draws a growing spiral with a variable that counts up', () => {
    const spiral = { stage: { map: ['....', '.gs.', '....', '....'], heading: 'north' }, goal: 'reach' } as const;
    const program = flag(
      { type: 'set', variable: 'n', value: 1 },
      {
        type: 'repeat',
        times: { kind: 'number', value: 4 },
        body: [{ type: 'move-steps', steps: variable('n') }, left, { type: 'change', variable: 'n', by: 1 }],
      },
    );
    // 1 up, 2 left, 3 down, then 4 right would leave the grid.
    const run = runProgram(spiral, program);
    expect(run.trace.filter((s) => s.action === 'move').map((s) => [s.state.x, s.state.y])).toEqual([
      [2, 0],
      [1, 0],
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    expect(run.outcome).toMatchObject({ kind: 'crash', at: { x: 4, y: 3 } });
  });

  it('is bounded however large a variable grows', () => {
    const run = runProgram(corridor, flag({ type: 'set', variable: 'n', value: 1e9 }, { type: 'repeat', times: variable('n'), body: [left] }));
    expect(run.trace.length).toBeLessThanOrEqual(101);
  });
});

describe('judging a program', () => {
  const puzzle: PuzzleSpec = { id: 'test', ...corridor, blocks: ['move', 'repeat'], maxBlocks: 2, solution: flag(repeat(4, move)) };

  it('counts blocks the way the editor does: nested ones too, not the green flag', () => {
    expect(countBlocks(flag())).toBe(0);
    expect(countBlocks(flag(repeat(4, move, { type: 'if', condition: 'at-goal', then: [left], else: [right] })))).toBe(5);
    expect(
      countBlocks({
        scripts: [
          { event: 'touch-nut', body: [collect] },
          { event: 'green-flag', body: [move] },
        ],
      }),
    ).toBe(3);
  });

  it('solves with the goal met within the block limit', () => {
    expect(isSolved(puzzle, puzzle.solution)).toBe(true);
    const long = judge(puzzle, flag(move, move, move, move));
    expect(long.outcome.kind).toBe('success');
    expect(long).toMatchObject({ blocksUsed: 4, withinBlockLimit: false, solved: false });
    expect(isSolved(puzzle, flag())).toBe(false);
  });
});
