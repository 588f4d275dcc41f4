import type { MessageDescriptor } from '@lingui/core';
import type { BlockKind, ConditionKind, Program } from '../model/blocks/program.ts';
import type { StageSpec } from '../model/blocks/stage.ts';

/**
 * What a run must achieve: reach the goal cell, collect every hazelnut, both (all hazelnuts, then the
 * goal), or paint exactly the marked tiles.
 */
export type GoalKind = 'reach' | 'collect' | 'collect-and-reach' | 'paint';

/** A variable the puzzle's variable blocks offer: its id in programs, its name on the blocks. */
type PuzzleVariable = { id: string; label: MessageDescriptor };

/**
 * A procedure the child may define and call: its id in programs, its name on the blocks (a verb phrase such as
 * "kare çiz", picked from a list rather than typed).
 */
type PuzzleProcedure = { id: string; label: MessageDescriptor };

/** A block-programming puzzle: its stage, the blocks offered and a stored solution. */
export type PuzzleSpec = {
  /** Unique in the library (the experiment's id): the child's workspace is kept on the device under it. */
  id: string;
  stage: StageSpec;
  goal: GoalKind;
  /** The toolbox, in the order shown. The green-flag block is always on the workspace. */
  blocks: readonly BlockKind[];
  /** The conditions offered by the "if" blocks (default: way ahead, left, right). */
  ifConditions?: readonly ConditionKind[];
  /** The conditions offered by "repeat until" (default: reaching the goal). */
  untilConditions?: readonly ConditionKind[];
  /** The variables the variable blocks may name (needed when any variable block is offered). */
  variables?: readonly PuzzleVariable[];
  /** The procedures the "define" and "call" blocks may name (needed when either block is offered). */
  procedures?: readonly PuzzleProcedure[];
  /** The most blocks the program may use, the green flag not counted. */
  maxBlocks?: number;
  /** A program that solves the puzzle within its blocks (checked by the tests). */
  solution: Program;
  /**
   * A debugging puzzle's given program, with a mistake for the child to find: the workspace opens with it when
   * the child has none saved, and going back to the start brings it back. It does not solve the puzzle (checked
   * by the tests). Without it a workspace starts with the green flag alone.
   */
  start?: Program;
};
