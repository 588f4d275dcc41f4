/*
 * The programs a child builds from blocks, as plain JSON: a program is a list of scripts, each started by an
 * event ("when the green flag is clicked", "when Fındık touches a hazelnut"), each a list of statements. The
 * block editor turns its workspace into this tree (never into JavaScript), the interpreter runs it, and the
 * content stores each puzzle's solution in the same shape.
 */

/** Where the character faces on the grid (north is up the screen). */
export type Heading = 'north' | 'east' | 'south' | 'west';

/**
 * What a condition can ask about the stage: the way ahead, to the left or right (a free cell there),
 * a wall or edge ahead, a hazelnut (the "star") under the character, a coloured tile under it, the goal.
 */
export type ConditionKind = 'path-ahead' | 'path-left' | 'path-right' | 'wall-ahead' | 'on-nut' | 'on-colour' | 'at-goal';

export const CONDITION_KINDS: readonly ConditionKind[] = ['path-ahead', 'path-left', 'path-right', 'wall-ahead', 'on-nut', 'on-colour', 'at-goal'];

/** A count: a number written on the block, or a variable's value when the block runs. */
export type NumberValue = { kind: 'number'; value: number } | { kind: 'variable'; name: string };

/** `id` is the block's id in the editor, so a run can light up the block that is running; optional. */
export type Statement =
  | { type: 'move'; id?: string }
  | { type: 'move-steps'; steps: NumberValue; id?: string }
  | { type: 'turn'; direction: 'left' | 'right'; id?: string }
  | { type: 'collect'; id?: string }
  | { type: 'paint'; id?: string }
  | { type: 'repeat'; times: NumberValue; body: readonly Statement[]; id?: string }
  /** Runs the body again and again until the condition holds (checked before each round). */
  | { type: 'repeat-until'; condition: ConditionKind; body: readonly Statement[]; id?: string }
  | { type: 'if'; condition: ConditionKind; then: readonly Statement[]; else?: readonly Statement[]; id?: string }
  | { type: 'set'; variable: string; value: number; id?: string }
  | { type: 'change'; variable: string; by: number; id?: string }
  /** Runs the body of the procedure of that name (defined by a "define" script); its name is an id from the puzzle. */
  | { type: 'call'; procedure: string; id?: string };

/** The events a script can start on. */
type EventKind = 'green-flag' | 'touch-nut';

/**
 * A script: the stack under an event block, or a procedure's definition ("kare çiz" and the blocks under it),
 * which runs only when a "call" statement names it.
 */
export type Script =
  | { event: EventKind; body: readonly Statement[]; id?: string }
  | { event: 'define'; procedure: string; body: readonly Statement[]; id?: string };

export type Program = { scripts: readonly Script[] };

/**
 * The blocks a puzzle's toolbox can offer. The "green flag" block is not among them: every workspace starts
 * with it and it cannot be removed.
 */
export type BlockKind =
  | 'move'
  | 'turn-left'
  | 'turn-right'
  | 'collect'
  | 'paint'
  | 'repeat'
  | 'repeat-until'
  | 'if'
  | 'if-else'
  | 'when-touch-nut'
  | 'set-variable'
  | 'change-variable'
  | 'repeat-variable'
  | 'move-variable'
  | 'define-procedure'
  | 'call-procedure';

export const BLOCK_KINDS: readonly BlockKind[] = [
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
];

/** The toolbox block a statement is built from. */
function blockKindOf(statement: Statement): BlockKind {
  switch (statement.type) {
    case 'move':
      return 'move';
    case 'move-steps':
      return statement.steps.kind === 'variable' ? 'move-variable' : 'move';
    case 'turn':
      return statement.direction === 'left' ? 'turn-left' : 'turn-right';
    case 'collect':
      return 'collect';
    case 'paint':
      return 'paint';
    case 'repeat':
      return statement.times.kind === 'variable' ? 'repeat-variable' : 'repeat';
    case 'repeat-until':
      return 'repeat-until';
    case 'if':
      return statement.else ? 'if-else' : 'if';
    case 'set':
      return 'set-variable';
    case 'change':
      return 'change-variable';
    case 'call':
      return 'call-procedure';
  }
}

/** The statements nested directly inside one (loop and branch bodies). */
function childLists(statement: Statement): readonly (readonly Statement[])[] {
  switch (statement.type) {
    case 'repeat':
    case 'repeat-until':
      return [statement.body];
    case 'if':
      return statement.else ? [statement.then, statement.else] : [statement.then];
    default:
      return [];
  }
}

/** Every statement of a list, nested ones included, in reading order. */
function allStatements(statements: readonly Statement[]): Statement[] {
  return statements.flatMap((statement) => [statement, ...childLists(statement).flatMap(allStatements)]);
}

/** Every statement of a program, the procedures' bodies included, in reading order. */
const everyStatement = (program: Program): Statement[] => program.scripts.flatMap((script) => allStatements(script.body));

/**
 * Blocks a program uses, as the editor counts them: one per statement (an if-else is one block), one per
 * event or "define" block other than the green flag, which every workspace has.
 */
export function countBlocks(program: Program): number {
  return program.scripts.reduce((sum, script) => sum + (script.event === 'green-flag' ? 0 : 1) + allStatements(script.body).length, 0);
}

/** The toolbox blocks a program is made of (each once). */
export function blockKindsUsed(program: Program): Set<BlockKind> {
  const kinds = new Set<BlockKind>();
  for (const script of program.scripts) {
    if (script.event === 'touch-nut') kinds.add('when-touch-nut');
    if (script.event === 'define') kinds.add('define-procedure');
    for (const statement of allStatements(script.body)) kinds.add(blockKindOf(statement));
  }
  return kinds;
}

/** The conditions a program asks about, and the variables it names. */
export function conditionsUsed(program: Program): Set<ConditionKind> {
  const conditions = new Set<ConditionKind>();
  for (const statement of everyStatement(program)) {
    if (statement.type === 'if' || statement.type === 'repeat-until') conditions.add(statement.condition);
  }
  return conditions;
}

export function variablesUsed(program: Program): Set<string> {
  const names = new Set<string>();
  for (const statement of everyStatement(program)) {
    if (statement.type === 'set' || statement.type === 'change') names.add(statement.variable);
    if (statement.type === 'repeat' && statement.times.kind === 'variable') names.add(statement.times.name);
    if (statement.type === 'move-steps' && statement.steps.kind === 'variable') names.add(statement.steps.name);
  }
  return names;
}

/** The procedures a program defines or calls, by their ids. */
export function proceduresUsed(program: Program): Set<string> {
  const names = new Set<string>();
  for (const script of program.scripts) if (script.event === 'define') names.add(script.procedure);
  for (const statement of everyStatement(program)) if (statement.type === 'call') names.add(statement.procedure);
  return names;
}

/** A program with only the green flag and nothing under it: what a fresh workspace holds. */
export const EMPTY_PROGRAM: Program = { scripts: [{ event: 'green-flag', body: [] }] };
