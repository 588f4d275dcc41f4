import { describe, expect, it } from 'vitest';
import { BLOCKLY_TYPE, FLAG_BLOCK_TYPE, openingWorkspace, programFromBlockly, programToBlockly } from './blocklyJson.ts';
import {
  call,
  changeVariable,
  define,
  ifElse,
  left,
  move,
  moveVariable,
  program,
  repeat,
  repeatUntil,
  right,
  setVariable,
  whenFlag,
  whenTouchNut,
} from './build.ts';
import { EMPTY_PROGRAM } from './program.ts';

const workspace = (...blocks: unknown[]) => ({ blocks: { languageVersion: 0, blocks } });

describe('reading a Blockly workspace into a program', () => {
  it('reads the green flag’s stack, keeping block ids for highlighting', () => {
    const json = workspace({
      type: FLAG_BLOCK_TYPE,
      id: 'flag',
      x: 10,
      y: 10,
      next: { block: { type: BLOCKLY_TYPE.move, id: 'm1', next: { block: { type: BLOCKLY_TYPE['turn-left'], id: 't1' } } } },
    });
    expect(programFromBlockly(json)).toEqual({
      program: {
        scripts: [
          {
            event: 'green-flag',
            id: 'flag',
            body: [
              { type: 'move', id: 'm1' },
              { type: 'turn', direction: 'left', id: 't1' },
            ],
          },
        ],
      },
      looseStacks: 0,
    });
  });

  it('reads loops, branches and fields, numbers written as text too', () => {
    const json = workspace({
      type: FLAG_BLOCK_TYPE,
      next: {
        block: {
          type: BLOCKLY_TYPE.repeat,
          fields: { TIMES: '4' },
          inputs: {
            DO: {
              block: {
                type: BLOCKLY_TYPE['if-else'],
                fields: { CONDITION: 'path-ahead' },
                inputs: { DO: { block: { type: BLOCKLY_TYPE.move } }, ELSE: { block: { type: BLOCKLY_TYPE['turn-right'] } } },
              },
            },
          },
        },
      },
    });
    expect(programFromBlockly(json).program).toEqual(program(whenFlag(repeat(4, ifElse('path-ahead', [move], [{ type: 'turn', direction: 'right' }])))));
  });

  it('counts stacks that hang loose and leaves them out', () => {
    const json = workspace({ type: FLAG_BLOCK_TYPE, y: 0 }, { type: BLOCKLY_TYPE.move, y: 100 }, { type: BLOCKLY_TYPE.repeat, y: 200 });
    expect(programFromBlockly(json)).toEqual({ program: EMPTY_PROGRAM, looseStacks: 2 });
  });

  it('orders event scripts top to bottom', () => {
    const json = workspace({ type: BLOCKLY_TYPE['when-touch-nut'], y: 300 }, { type: FLAG_BLOCK_TYPE, y: 20 });
    expect(programFromBlockly(json).program.scripts.map((script) => script.event)).toEqual(['green-flag', 'touch-nut']);
  });

  it('skips blocks it does not know and conditions that are not offered', () => {
    const json = workspace({
      type: FLAG_BLOCK_TYPE,
      next: {
        block: {
          type: 'controls_whatever',
          next: { block: { type: BLOCKLY_TYPE.if, fields: { CONDITION: 'eval' }, next: { block: { type: BLOCKLY_TYPE.move } } } },
        },
      },
    });
    expect(programFromBlockly(json).program).toEqual(program(whenFlag(move)));
  });

  it('reads a procedure’s definition as a script of its own, and its calls as statements', () => {
    const json = workspace(
      { type: FLAG_BLOCK_TYPE, id: 'flag', y: 10, next: { block: { type: BLOCKLY_TYPE['call-procedure'], id: 'c1', fields: { PROCEDURE: 'kare-ciz' } } } },
      { type: BLOCKLY_TYPE['define-procedure'], id: 'd1', y: 200, fields: { PROCEDURE: 'kare-ciz' }, next: { block: { type: BLOCKLY_TYPE.move, id: 'm1' } } },
    );
    expect(programFromBlockly(json)).toEqual({
      program: {
        scripts: [
          { event: 'green-flag', id: 'flag', body: [{ type: 'call', procedure: 'kare-ciz', id: 'c1' }] },
          { event: 'define', procedure: 'kare-ciz', id: 'd1', body: [{ type: 'move', id: 'm1' }] },
        ],
      },
      looseStacks: 0,
    });
  });

  it('reads anything that is not a workspace as an empty one', () => {
    for (const junk of [null, undefined, 42, 'text', [], {}, { blocks: { blocks: 'no' } }, { blocks: { blocks: [null, 3, { id: 'x' }] } }]) {
      expect(programFromBlockly(junk)).toEqual({ program: { scripts: [] }, looseStacks: 0 });
    }
  });
});

describe('writing a program as a workspace', () => {
  it('puts the green flag first, undeletable, and reads back the same program', () => {
    const source = program(
      whenFlag(setVariable('n', 1), repeat(3, moveVariable('n'), left, changeVariable('n', 1)), repeatUntil('at-goal', move)),
      whenTouchNut({ type: 'collect' }),
    );
    const json = programToBlockly(source);
    expect(json.blocks?.blocks?.[0]).toMatchObject({ type: FLAG_BLOCK_TYPE, deletable: false });
    expect(json.blocks?.blocks?.[1]?.deletable).toBeUndefined();
    expect(programFromBlockly(json).program).toEqual(source);
  });

  it('writes a procedure’s definition as a deletable hat block with its name, and reads it back', () => {
    const source = program(whenFlag(call('kare-ciz'), right, call('kare-ciz')), define('kare-ciz', repeat(4, move, left)));
    const json = programToBlockly(source);
    expect(json.blocks?.blocks?.[1]).toMatchObject({ type: BLOCKLY_TYPE['define-procedure'], fields: { PROCEDURE: 'kare-ciz' } });
    expect(json.blocks?.blocks?.[1]?.deletable).toBeUndefined();
    expect(json.blocks?.blocks?.[0]?.next?.block).toMatchObject({ type: BLOCKLY_TYPE['call-procedure'], fields: { PROCEDURE: 'kare-ciz' } });
    expect(programFromBlockly(JSON.parse(JSON.stringify(json))).program).toEqual(source);
  });

  it('opens a puzzle with the child’s saved workspace, else its given program, else the green flag alone', () => {
    const start = program(whenFlag(move, left, move));
    const saved = programToBlockly(program(whenFlag(move, move)));
    // A debugging puzzle: the saved workspace wins over the buggy program it began with.
    expect(openingWorkspace(saved, start)).toBe(saved);
    expect(programFromBlockly(openingWorkspace(null, start)).program).toEqual(start);
    expect(programFromBlockly(openingWorkspace(undefined, start)).program).toEqual(start);
    expect(programFromBlockly(openingWorkspace(null)).program).toEqual(EMPTY_PROGRAM);
    expect(openingWorkspace(saved)).toBe(saved);
  });

  it('writes a number of steps as that many "move" blocks', () => {
    const json = programToBlockly(program(whenFlag({ type: 'move-steps', steps: { kind: 'number', value: 3 } })));
    expect(programFromBlockly(json).program).toEqual(program(whenFlag(move, move, move)));
  });
});
