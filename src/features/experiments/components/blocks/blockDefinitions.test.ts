import { describe, expect, it } from 'vitest';
import * as Blockly from 'blockly/core';
import { i18n } from '@lingui/core';
import type { ExperimentBody } from '../../content/types.ts';
import type { PuzzleSpec } from '../../content/puzzleTypes.ts';
import { BLOCKLY_TYPE, FLAG_BLOCK_TYPE, programFromBlockly, programToBlockly } from '../../model/blocks/blocklyJson.ts';
import { BLOCK_KINDS, EMPTY_PROGRAM, type Program } from '../../model/blocks/program.ts';
import { isSolved } from '../../model/blocks/interpreter.ts';
import { call, define, move, program, repeat, right, whenFlag } from '../../model/blocks/build.ts';
import { configureBlocks } from './blockDefinitions.ts';
import { blocklyOptions, toolboxOf } from './blocklyOptions.ts';

// Blockly's headless workspace (no rendering) runs in jsdom: the real block definitions, loaded and saved
// through Blockly's own serialisation, read back into the model's programs.
const bodies = import.meta.glob<ExperimentBody>('../../content/programming-*/*/content.ts', { eager: true, import: 'content' });
const puzzles = Object.values(bodies).flatMap((body) => (body.activity.kind === 'blocks' ? [body.activity.puzzle] : []));

const withoutIds = (program: Program): Program => JSON.parse(JSON.stringify(program, (key, value: unknown) => (key === 'id' ? undefined : value)));

function throughBlockly(puzzle: PuzzleSpec, program: Program) {
  configureBlocks(i18n, puzzle);
  const workspace = new Blockly.Workspace();
  try {
    Blockly.serialization.workspaces.load(programToBlockly(program), workspace);
    return { saved: Blockly.serialization.workspaces.save(workspace), workspace };
  } finally {
    workspace.dispose();
  }
}

describe('Fındık’s blocks in Blockly', () => {
  it('defines a block for every toolbox kind, and the green flag', () => {
    configureBlocks(i18n, puzzles[0]!);
    for (const kind of BLOCK_KINDS) expect(Blockly.Blocks[BLOCKLY_TYPE[kind]], kind).toBeDefined();
    expect(Blockly.Blocks[FLAG_BLOCK_TYPE]).toBeDefined();
  });

  it.each(puzzles.map((puzzle) => [puzzle.id, puzzle] as const))('%s: the stored solution loads into Blockly and reads back the same', (_id, puzzle) => {
    const { saved } = throughBlockly(puzzle, puzzle.solution);
    const read = programFromBlockly(saved);
    expect(read.looseStacks).toBe(0);
    expect(withoutIds(read.program)).toEqual(puzzle.solution);
    expect(isSolved(puzzle, read.program)).toBe(true);
  });

  it('labels the blocks in Turkish', () => {
    const spiral = puzzles.find((puzzle) => puzzle.id === 'spiral-path')!;
    configureBlocks(i18n, spiral);
    const workspace = new Blockly.Workspace();
    const text = (type: string) => workspace.newBlock(type).toString();
    expect(text(BLOCKLY_TYPE.move)).toContain('ileri git');
    expect(text(BLOCKLY_TYPE['turn-left'])).toContain('sola dön');
    expect(text(BLOCKLY_TYPE['turn-right'])).toContain('sağa dön');
    expect(text(BLOCKLY_TYPE.repeat)).toContain('kez tekrarla');
    expect(text(BLOCKLY_TYPE['repeat-until'])).toContain('hedefe varana kadar');
    expect(text(FLAG_BLOCK_TYPE)).toContain('yeşil bayrağa tıklanınca');
    expect(text(BLOCKLY_TYPE['set-variable'])).toMatch(/uzunluk değişkenini 1 yap/);
    workspace.dispose();
  });

  it('offers each puzzle’s own conditions in the "if" dropdown', () => {
    const colours = puzzles.find((puzzle) => puzzle.id === 'colour-signs')!;
    configureBlocks(i18n, colours);
    const workspace = new Blockly.Workspace();
    const block = workspace.newBlock(BLOCKLY_TYPE.if);
    const options = (block.getField('CONDITION') as Blockly.FieldDropdown).getOptions(false).map(([, value]) => value);
    expect(options).toEqual(['on-nut', 'on-colour', 'path-ahead']);
    expect(block.toString()).toContain('eğer');
    workspace.dispose();
  });

  it('reads a workspace with loose blocks and an empty one', () => {
    const puzzle = puzzles[0]!;
    configureBlocks(i18n, puzzle);
    const workspace = new Blockly.Workspace();
    Blockly.serialization.workspaces.load(programToBlockly(EMPTY_PROGRAM), workspace);
    workspace.newBlock(BLOCKLY_TYPE.move);
    const read = programFromBlockly(Blockly.serialization.workspaces.save(workspace));
    expect(read.looseStacks).toBe(1);
    expect(withoutIds(read.program)).toEqual(EMPTY_PROGRAM);
    workspace.dispose();
  });

  describe('procedures', () => {
    // A puzzle of its own (labels as the catalogue would give them), so these tests do not hang on the library's content.
    const label = (text: string) => ({ id: text, message: text });
    const squares: PuzzleSpec = {
      id: 'test-squares',
      stage: { map: ['s..', '...', '..g'], heading: 'east' },
      goal: 'reach',
      blocks: ['move', 'turn-right', 'repeat', 'define-procedure', 'call-procedure'],
      procedures: [
        { id: 'kare-ciz', label: label('kare çiz') },
        { id: 'kose-don', label: label('köşeyi dön') },
      ],
      solution: program(whenFlag(call('kose-don'), call('kose-don')), define('kose-don', move, move, right)),
    };

    it('names the define block and the call block in Turkish, offering the puzzle’s names', () => {
      configureBlocks(i18n, squares);
      const workspace = new Blockly.Workspace();
      const definition = workspace.newBlock(BLOCKLY_TYPE['define-procedure']);
      const use = workspace.newBlock(BLOCKLY_TYPE['call-procedure']);
      expect(definition.toString()).toContain('tanımla: kare çiz');
      expect(use.toString()).toContain('kare çiz');
      const options = (block: Blockly.Block) => (block.getField('PROCEDURE') as Blockly.FieldDropdown).getOptions(false);
      expect(options(definition)).toEqual([
        ['kare çiz', 'kare-ciz'],
        ['köşeyi dön', 'kose-don'],
      ]);
      expect(options(use)).toEqual(options(definition));
      // The definition is a hat: nothing above it, its stack below; a call fits anywhere a statement does.
      expect(definition.previousConnection).toBeNull();
      expect(definition.nextConnection).not.toBeNull();
      expect(use.previousConnection).not.toBeNull();
      expect(use.nextConnection).not.toBeNull();
      workspace.dispose();
    });

    it('loads a program with a procedure into Blockly and reads back the same, which solves the puzzle', () => {
      const { saved } = throughBlockly(squares, squares.solution);
      const read = programFromBlockly(saved);
      expect(read.looseStacks).toBe(0);
      expect(withoutIds(read.program)).toEqual(squares.solution);
      expect(isSolved(squares, read.program)).toBe(true);
    });

    it('reads a call snapped into a loop, and a second name picked in the dropdown', () => {
      configureBlocks(i18n, squares);
      const workspace = new Blockly.Workspace();
      Blockly.serialization.workspaces.load(programToBlockly(program(whenFlag(repeat(2, call('kare-ciz'))), define('kare-ciz', move))), workspace);
      const [definition] = workspace.getBlocksByType(BLOCKLY_TYPE['define-procedure']);
      definition!.setFieldValue('kose-don', 'PROCEDURE');
      const read = withoutIds(programFromBlockly(Blockly.serialization.workspaces.save(workspace)).program);
      expect(read).toEqual(program(whenFlag(repeat(2, call('kare-ciz'))), define('kose-don', move)));
      workspace.dispose();
    });
  });

  it('builds a toolbox of the puzzle’s blocks only, and counts the green flag in Blockly’s block limit', () => {
    const puzzle = puzzles.find((p) => p.id === 'nut-stairs')!;
    expect(toolboxOf(puzzle).contents.map((item) => ('type' in item ? item.type : null))).toEqual(puzzle.blocks.map((kind) => BLOCKLY_TYPE[kind]));
    expect(blocklyOptions(puzzle).maxBlocks).toBe(puzzle.maxBlocks! + 1);
  });
});
