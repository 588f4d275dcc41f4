import { describe, expect, it } from 'vitest';
import * as Blockly from 'blockly/core';
import { i18n } from '@lingui/core';
import type { ExperimentBody } from '../../content/types.ts';
import type { PuzzleSpec } from '../../content/puzzleTypes.ts';
import { BLOCKLY_TYPE, FLAG_BLOCK_TYPE, programFromBlockly, programToBlockly } from '../../model/blocks/blocklyJson.ts';
import { BLOCK_KINDS, EMPTY_PROGRAM, type Program } from '../../model/blocks/program.ts';
import { isSolved } from '../../model/blocks/interpreter.ts';
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

  it('builds a toolbox of the puzzle’s blocks only, and counts the green flag in Blockly’s block limit', () => {
    const puzzle = puzzles.find((p) => p.id === 'nut-stairs')!;
    expect(toolboxOf(puzzle).contents.map((item) => ('type' in item ? item.type : null))).toEqual(puzzle.blocks.map((kind) => BLOCKLY_TYPE[kind]));
    expect(blocklyOptions(puzzle).maxBlocks).toBe(puzzle.maxBlocks! + 1);
  });
});
