import type { GoalKind, PuzzleSpec } from '../../content/puzzleTypes.ts';
import { countBlocks, type ConditionKind, type Heading, type NumberValue, type Program, type Statement } from './program.ts';
import { cellAhead, cellIndex, isFree, parseStage, sameCell, turnLeft, turnRight, type Cell, type Stage } from './stage.ts';

/** Where the character is and what it has done so far. */
export type RunState = {
  x: number;
  y: number;
  heading: Heading;
  /** Indices into the stage's hazelnuts, in the order collected. */
  collected: readonly number[];
  /** Indices into the stage's paint targets that are painted. */
  painted: readonly number[];
  variables: Readonly<Record<string, number>>;
};

export type ActionKind = 'move' | 'turn-left' | 'turn-right' | 'collect' | 'paint' | 'set' | 'change';

/** One thing the program did, and the state after it. */
type TraceStep = { action: ActionKind; state: RunState; statementId?: string };

/**
 * How a run ended: the goal met; the character walked into a wall or the edge; it tried to collect where
 * there is no hazelnut, or painted a tile that is not to be painted; a procedure was called that has no
 * definition; procedures called one another (or themselves) too deep; the step limit was reached (a loop
 * that does not end); or the program ran out with the goal not met.
 */
type Outcome =
  | { kind: 'success' }
  | { kind: 'crash'; step: number; at: Cell; statementId?: string }
  | { kind: 'no-nut'; step: number; statementId?: string }
  | { kind: 'wrong-paint'; step: number; statementId?: string }
  | { kind: 'no-procedure'; step: number; procedure: string; statementId?: string }
  | { kind: 'too-deep'; procedure: string; statementId?: string }
  | { kind: 'step-limit' }
  | { kind: 'unfinished' };

export type RunResult = {
  /** The start state, then one entry per action; the animation plays it. */
  initial: RunState;
  trace: readonly TraceStep[];
  outcome: Outcome;
};

/**
 * How much work a run may do before it is stopped: each action, loop round and condition check counts one.
 * Every puzzle's solution takes a few dozen; a loop that never ends meets the limit at once.
 */
const DEFAULT_STEP_LIMIT = 1000;

/** Loops cannot count higher than this, whatever a variable holds. */
const MAX_REPEAT = 100;

/**
 * How many procedure calls may be under way at once. A procedure may call itself (a way ahead is walked one
 * call per cell), but one that always calls itself again is stopped here, long before the page's own stack
 * could overflow, whatever the step limit.
 */
export const MAX_CALL_DEPTH = 50;

class Halt {
  constructor(readonly outcome: Outcome) {}
}

export function initialState(stage: Stage): RunState {
  return { x: stage.start.x, y: stage.start.y, heading: stage.start.heading, collected: [], painted: [], variables: {} };
}

/** Whether a state meets the puzzle's goal. */
function goalMet(stage: Stage, goal: GoalKind, state: RunState): boolean {
  const atGoal = sameCell(state, stage.goal);
  const allCollected = state.collected.length === stage.nuts.length;
  switch (goal) {
    case 'reach':
      return atGoal;
    case 'collect':
      return allCollected;
    case 'collect-and-reach':
      return allCollected && atGoal;
    case 'paint':
      return state.painted.length === stage.paintTargets.length;
  }
}

function nutHere(stage: Stage, state: RunState): number {
  const index = cellIndex(stage.nuts, state);
  return index !== -1 && !state.collected.includes(index) ? index : -1;
}

export function checkCondition(stage: Stage, state: RunState, condition: ConditionKind): boolean {
  switch (condition) {
    case 'path-ahead':
      return isFree(stage, cellAhead(state, state.heading));
    case 'path-left':
      return isFree(stage, cellAhead(state, turnLeft(state.heading)));
    case 'path-right':
      return isFree(stage, cellAhead(state, turnRight(state.heading)));
    case 'wall-ahead':
      return !isFree(stage, cellAhead(state, state.heading));
    case 'on-nut':
      return nutHere(stage, state) !== -1;
    case 'on-colour':
      return cellIndex(stage.colouredTiles, state) !== -1;
    case 'at-goal':
      return sameCell(state, stage.goal);
  }
}

/**
 * Runs a program on a puzzle's stage: the green-flag scripts one after another; a "touch a hazelnut" script
 * each time the character steps onto a hazelnut not yet collected (not while that script itself runs); a
 * procedure's definition each time a "call" names it (the first definition of a name, in reading order, if
 * the workspace has two). The run stops as soon as the goal is met, at the first mistake, at the step limit
 * or at the call-depth limit, so it always ends.
 */
export function runProgram(puzzle: Pick<PuzzleSpec, 'stage' | 'goal'>, program: Program, stepLimit = DEFAULT_STEP_LIMIT): RunResult {
  const stage = parseStage(puzzle.stage);
  const initial = initialState(stage);
  const trace: TraceStep[] = [];
  let state = initial;
  let ticks = 0;
  let inTouchScript = false;
  const touchScripts = program.scripts.filter((script) => script.event === 'touch-nut');
  const procedures = new Map<string, readonly Statement[]>();
  for (const script of program.scripts) {
    if (script.event === 'define' && !procedures.has(script.procedure)) procedures.set(script.procedure, script.body);
  }
  let callDepth = 0;

  const tick = () => {
    ticks += 1;
    if (ticks > stepLimit) throw new Halt({ kind: 'step-limit' });
  };

  const record = (action: ActionKind, next: RunState, statementId?: string) => {
    state = next;
    trace.push(statementId === undefined ? { action, state } : { action, state, statementId });
    if (goalMet(stage, puzzle.goal, state)) throw new Halt({ kind: 'success' });
  };

  const valueOf = (value: NumberValue): number => {
    const raw = value.kind === 'number' ? value.value : (state.variables[value.name] ?? 0);
    return Math.max(0, Math.min(MAX_REPEAT, Math.floor(raw)));
  };

  const stepForward = (statementId?: string) => {
    tick();
    const ahead = cellAhead(state, state.heading);
    if (!isFree(stage, ahead)) throw new Halt({ kind: 'crash', step: trace.length + 1, at: ahead, ...(statementId ? { statementId } : {}) });
    record('move', { ...state, x: ahead.x, y: ahead.y }, statementId);
    if (!inTouchScript && touchScripts.length > 0 && nutHere(stage, state) !== -1) {
      inTouchScript = true;
      for (const script of touchScripts) runList(script.body);
      inTouchScript = false;
    }
  };

  const runStatement = (statement: Statement): void => {
    const id = statement.id;
    switch (statement.type) {
      case 'move':
        return stepForward(id);
      case 'move-steps': {
        tick();
        const steps = valueOf(statement.steps);
        for (let i = 0; i < steps; i += 1) stepForward(id);
        return;
      }
      case 'turn':
        tick();
        return record(
          statement.direction === 'left' ? 'turn-left' : 'turn-right',
          { ...state, heading: (statement.direction === 'left' ? turnLeft : turnRight)(state.heading) },
          id,
        );
      case 'collect': {
        tick();
        const nut = nutHere(stage, state);
        if (nut === -1) throw new Halt({ kind: 'no-nut', step: trace.length + 1, ...(id ? { statementId: id } : {}) });
        return record('collect', { ...state, collected: [...state.collected, nut] }, id);
      }
      case 'paint': {
        tick();
        const target = cellIndex(stage.paintTargets, state);
        if (target === -1) throw new Halt({ kind: 'wrong-paint', step: trace.length + 1, ...(id ? { statementId: id } : {}) });
        const painted = state.painted.includes(target) ? state.painted : [...state.painted, target];
        return record('paint', { ...state, painted }, id);
      }
      case 'repeat': {
        tick();
        const times = valueOf(statement.times);
        for (let round = 0; round < times; round += 1) {
          tick();
          runList(statement.body);
        }
        return;
      }
      case 'repeat-until':
        for (;;) {
          tick();
          if (checkCondition(stage, state, statement.condition)) return;
          runList(statement.body);
        }
      case 'if':
        tick();
        if (checkCondition(stage, state, statement.condition)) runList(statement.then);
        else if (statement.else) runList(statement.else);
        return;
      case 'set':
        tick();
        return record('set', { ...state, variables: { ...state.variables, [statement.variable]: statement.value } }, id);
      case 'change': {
        tick();
        const current = state.variables[statement.variable] ?? 0;
        return record('change', { ...state, variables: { ...state.variables, [statement.variable]: current + statement.by } }, id);
      }
      case 'call': {
        tick();
        const procedure = statement.procedure;
        const body = procedures.get(procedure);
        if (!body) throw new Halt({ kind: 'no-procedure', step: trace.length + 1, procedure, ...(id ? { statementId: id } : {}) });
        if (callDepth >= MAX_CALL_DEPTH) throw new Halt({ kind: 'too-deep', procedure, ...(id ? { statementId: id } : {}) });
        callDepth += 1;
        runList(body);
        callDepth -= 1;
        return;
      }
    }
  };

  const runList = (statements: readonly Statement[]) => {
    for (const statement of statements) runStatement(statement);
  };

  let outcome: Outcome = { kind: 'unfinished' };
  try {
    for (const script of program.scripts) if (script.event === 'green-flag') runList(script.body);
  } catch (error) {
    if (!(error instanceof Halt)) throw error;
    outcome = error.outcome;
  }
  return { initial, trace, outcome };
}

/** What the child is told about a program: how the run ended, and whether it kept within the blocks allowed. */
export type Judgement = RunResult & { blocksUsed: number; withinBlockLimit: boolean; solved: boolean };

export function judge(puzzle: PuzzleSpec, program: Program): Judgement {
  const result = runProgram(puzzle, program);
  const blocksUsed = countBlocks(program);
  const withinBlockLimit = puzzle.maxBlocks === undefined || blocksUsed <= puzzle.maxBlocks;
  return { ...result, blocksUsed, withinBlockLimit, solved: result.outcome.kind === 'success' && withinBlockLimit };
}

/** Whether a program meets the puzzle's goal within its block limit. */
export const isSolved = (puzzle: PuzzleSpec, program: Program): boolean => judge(puzzle, program).solved;
