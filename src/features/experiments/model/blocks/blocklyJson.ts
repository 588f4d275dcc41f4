import { CONDITION_KINDS, EMPTY_PROGRAM, type BlockKind, type ConditionKind, type Program, type Script, type Statement } from './program.ts';

/*
 * The block editor's workspace, as Blockly's JSON serialisation writes it, read into a program (and a program
 * written back, for the tests and for a fresh workspace). Pure: no Blockly here, so it is tested without a DOM,
 * and a stored workspace of any shape can be read safely.
 */

/** Blockly's type name for each toolbox block, and for the two event blocks. */
export const BLOCKLY_TYPE: Record<BlockKind, string> = {
  move: 'findik_move',
  'turn-left': 'findik_turn_left',
  'turn-right': 'findik_turn_right',
  collect: 'findik_collect',
  paint: 'findik_paint',
  repeat: 'findik_repeat',
  'repeat-until': 'findik_repeat_until',
  if: 'findik_if',
  'if-else': 'findik_if_else',
  'when-touch-nut': 'findik_when_touch_nut',
  'set-variable': 'findik_set_variable',
  'change-variable': 'findik_change_variable',
  'repeat-variable': 'findik_repeat_variable',
  'move-variable': 'findik_move_variable',
  'define-procedure': 'findik_define_procedure',
  'call-procedure': 'findik_call_procedure',
};

export const FLAG_BLOCK_TYPE = 'findik_when_flag';

/** The field and input names the block definitions use. */
export const FIELD = { times: 'TIMES', condition: 'CONDITION', variable: 'VAR', value: 'VALUE', by: 'BY', procedure: 'PROCEDURE' } as const;
export const INPUT = { body: 'DO', otherwise: 'ELSE' } as const;

/** One block as Blockly serialises it (the parts read here). */
type BlocklyBlockJson = {
  type: string;
  id?: string;
  x?: number;
  y?: number;
  deletable?: boolean;
  movable?: boolean;
  fields?: Record<string, unknown>;
  inputs?: Record<string, { block?: BlocklyBlockJson }>;
  next?: { block?: BlocklyBlockJson };
};

export type BlocklyWorkspaceJson = { blocks?: { languageVersion?: number; blocks?: BlocklyBlockJson[] } };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const asBlock = (value: unknown): BlocklyBlockJson | undefined => (isObject(value) && typeof value.type === 'string' ? (value as BlocklyBlockJson) : undefined);

const numberField = (block: BlocklyBlockJson, name: string, fallback: number): number => {
  const value = Number(block.fields?.[name]);
  return Number.isFinite(value) ? value : fallback;
};

const textField = (block: BlocklyBlockJson, name: string): string => {
  const value = block.fields?.[name];
  return typeof value === 'string' ? value : '';
};

const conditionField = (block: BlocklyBlockJson): ConditionKind | undefined => {
  const value = block.fields?.[FIELD.condition];
  return CONDITION_KINDS.find((kind) => kind === value);
};

const withId = <T extends Statement>(statement: T, block: BlocklyBlockJson): T => (typeof block.id === 'string' ? { ...statement, id: block.id } : statement);

/** The chain of statements starting at a block (its `next` blocks after it). Unknown blocks are skipped. */
function readChain(first: BlocklyBlockJson | undefined): Statement[] {
  const statements: Statement[] = [];
  // Bounded: a stored workspace could be cyclic only if hand-made, but a bad one must not hang the page.
  for (let block = first, guard = 0; block && guard < 10_000; block = asBlock(block.next?.block), guard += 1) {
    const statement = readBlock(block);
    if (statement) statements.push(statement);
  }
  return statements;
}

const inputChain = (block: BlocklyBlockJson, name: string) => readChain(asBlock(block.inputs?.[name]?.block));

function readBlock(block: BlocklyBlockJson): Statement | undefined {
  const variable = textField(block, FIELD.variable);
  const condition = conditionField(block);
  switch (block.type) {
    case BLOCKLY_TYPE.move:
      return withId({ type: 'move' }, block);
    case BLOCKLY_TYPE['turn-left']:
      return withId({ type: 'turn', direction: 'left' }, block);
    case BLOCKLY_TYPE['turn-right']:
      return withId({ type: 'turn', direction: 'right' }, block);
    case BLOCKLY_TYPE.collect:
      return withId({ type: 'collect' }, block);
    case BLOCKLY_TYPE.paint:
      return withId({ type: 'paint' }, block);
    case BLOCKLY_TYPE.repeat:
      return withId({ type: 'repeat', times: { kind: 'number', value: numberField(block, FIELD.times, 0) }, body: inputChain(block, INPUT.body) }, block);
    case BLOCKLY_TYPE['repeat-variable']:
      return withId({ type: 'repeat', times: { kind: 'variable', name: variable }, body: inputChain(block, INPUT.body) }, block);
    case BLOCKLY_TYPE['move-variable']:
      return withId({ type: 'move-steps', steps: { kind: 'variable', name: variable } }, block);
    case BLOCKLY_TYPE['repeat-until']:
      return condition ? withId({ type: 'repeat-until', condition, body: inputChain(block, INPUT.body) }, block) : undefined;
    case BLOCKLY_TYPE.if:
      return condition ? withId({ type: 'if', condition, then: inputChain(block, INPUT.body) }, block) : undefined;
    case BLOCKLY_TYPE['if-else']:
      return condition ? withId({ type: 'if', condition, then: inputChain(block, INPUT.body), else: inputChain(block, INPUT.otherwise) }, block) : undefined;
    case BLOCKLY_TYPE['set-variable']:
      return withId({ type: 'set', variable, value: numberField(block, FIELD.value, 0) }, block);
    case BLOCKLY_TYPE['change-variable']:
      return withId({ type: 'change', variable, by: numberField(block, FIELD.by, 0) }, block);
    case BLOCKLY_TYPE['call-procedure']:
      return withId({ type: 'call', procedure: textField(block, FIELD.procedure) }, block);
    default:
      return undefined;
  }
}

/** A workspace read as a program, and how many top-level block stacks were left out (not under an event block). */
export type ReadWorkspace = { program: Program; looseStacks: number };

/** Reads a serialised workspace; scripts keep the workspace's top-to-bottom order. Anything unreadable reads as nothing. */
export function programFromBlockly(json: unknown): ReadWorkspace {
  const top = isObject(json) && isObject(json.blocks) && Array.isArray(json.blocks.blocks) ? json.blocks.blocks : [];
  const blocks = top.map(asBlock).filter((block): block is BlocklyBlockJson => block !== undefined);
  const ordered = [...blocks].sort((a, b) => (a.y ?? 0) - (b.y ?? 0) || (a.x ?? 0) - (b.x ?? 0));
  const scripts: Script[] = [];
  let looseStacks = 0;
  for (const block of ordered) {
    const body = readChain(asBlock(block.next?.block));
    let script: Script;
    if (block.type === FLAG_BLOCK_TYPE) script = { event: 'green-flag', body };
    else if (block.type === BLOCKLY_TYPE['when-touch-nut']) script = { event: 'touch-nut', body };
    else if (block.type === BLOCKLY_TYPE['define-procedure']) script = { event: 'define', procedure: textField(block, FIELD.procedure), body };
    else {
      looseStacks += 1;
      continue;
    }
    scripts.push(typeof block.id === 'string' ? { ...script, id: block.id } : script);
  }
  return { program: { scripts }, looseStacks };
}

// A number of steps has no block of its own: it is that many "move" blocks.
const expandSteps = (statements: readonly Statement[]): Statement[] =>
  statements.flatMap((statement): Statement[] =>
    statement.type === 'move-steps' && statement.steps.kind === 'number'
      ? Array.from({ length: statement.steps.value }, () => ({ type: 'move' }))
      : [statement],
  );

function writeChain(statements: readonly Statement[]): { block: BlocklyBlockJson } | undefined {
  let next: { block: BlocklyBlockJson } | undefined;
  for (const statement of expandSteps(statements).reverse()) {
    const block = writeBlock(statement);
    if (next) block.next = next;
    next = { block };
  }
  return next;
}

function writeBlock(statement: Statement): BlocklyBlockJson {
  const id = statement.id === undefined ? {} : { id: statement.id };
  const body = (name: string, statements: readonly Statement[]) => {
    const chain = writeChain(statements);
    return chain ? { [name]: chain } : {};
  };
  switch (statement.type) {
    case 'move':
      return { type: BLOCKLY_TYPE.move, ...id };
    case 'move-steps':
      return statement.steps.kind === 'variable'
        ? { type: BLOCKLY_TYPE['move-variable'], ...id, fields: { [FIELD.variable]: statement.steps.name } }
        : { type: BLOCKLY_TYPE.move, ...id };
    case 'turn':
      return { type: BLOCKLY_TYPE[statement.direction === 'left' ? 'turn-left' : 'turn-right'], ...id };
    case 'collect':
      return { type: BLOCKLY_TYPE.collect, ...id };
    case 'paint':
      return { type: BLOCKLY_TYPE.paint, ...id };
    case 'repeat':
      return statement.times.kind === 'variable'
        ? { type: BLOCKLY_TYPE['repeat-variable'], ...id, fields: { [FIELD.variable]: statement.times.name }, inputs: body(INPUT.body, statement.body) }
        : { type: BLOCKLY_TYPE.repeat, ...id, fields: { [FIELD.times]: statement.times.value }, inputs: body(INPUT.body, statement.body) };
    case 'repeat-until':
      return { type: BLOCKLY_TYPE['repeat-until'], ...id, fields: { [FIELD.condition]: statement.condition }, inputs: body(INPUT.body, statement.body) };
    case 'if':
      return statement.else
        ? {
            type: BLOCKLY_TYPE['if-else'],
            ...id,
            fields: { [FIELD.condition]: statement.condition },
            inputs: { ...body(INPUT.body, statement.then), ...body(INPUT.otherwise, statement.else) },
          }
        : { type: BLOCKLY_TYPE.if, ...id, fields: { [FIELD.condition]: statement.condition }, inputs: body(INPUT.body, statement.then) };
    case 'set':
      return { type: BLOCKLY_TYPE['set-variable'], ...id, fields: { [FIELD.variable]: statement.variable, [FIELD.value]: statement.value } };
    case 'change':
      return { type: BLOCKLY_TYPE['change-variable'], ...id, fields: { [FIELD.variable]: statement.variable, [FIELD.by]: statement.by } };
    case 'call':
      return { type: BLOCKLY_TYPE['call-procedure'], ...id, fields: { [FIELD.procedure]: statement.procedure } };
  }
}

/**
 * A program as a workspace to load: each script a stack, one under another; the green flag's block cannot be
 * deleted.
 */
export function programToBlockly(program: Program): BlocklyWorkspaceJson {
  let y = 24;
  const blocks = program.scripts.map((script): BlocklyBlockJson => {
    const flag = script.event === 'green-flag';
    const block: BlocklyBlockJson = {
      type: flag ? FLAG_BLOCK_TYPE : script.event === 'touch-nut' ? BLOCKLY_TYPE['when-touch-nut'] : BLOCKLY_TYPE['define-procedure'],
      ...(script.id === undefined ? {} : { id: script.id }),
      x: 24,
      y,
      ...(flag ? { deletable: false } : {}),
      ...(script.event === 'define' ? { fields: { [FIELD.procedure]: script.procedure } } : {}),
    };
    const chain = writeChain(script.body);
    if (chain) block.next = chain;
    y += 80 + 48 * countChain(script.body);
    return block;
  });
  return { blocks: { languageVersion: 0, blocks } };
}

/**
 * The workspace a puzzle opens with: the child's saved one when there is one (a debugging puzzle's child keeps
 * their fixes), otherwise the puzzle's given program (a debugging puzzle's buggy one), otherwise the green
 * flag alone.
 */
export function openingWorkspace(saved: unknown, start: Program = EMPTY_PROGRAM): BlocklyWorkspaceJson {
  return isObject(saved) ? (saved as BlocklyWorkspaceJson) : programToBlockly(start);
}

const countChain = (statements: readonly Statement[]): number =>
  statements.reduce(
    (sum, statement) =>
      sum +
      1 +
      (statement.type === 'repeat' || statement.type === 'repeat-until'
        ? countChain(statement.body)
        : statement.type === 'if'
          ? countChain(statement.then) + countChain(statement.else ?? [])
          : 0),
    0,
  );
