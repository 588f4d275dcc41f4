import type { ConditionKind, Program, Script, Statement } from './program.ts';

/*
 * Short names for writing programs by hand (the content's stored solutions, the tests), read like the blocks:
 * program(whenFlag(repeat(4, move, right))).
 */

export const move: Statement = { type: 'move' };
export const left: Statement = { type: 'turn', direction: 'left' };
export const right: Statement = { type: 'turn', direction: 'right' };
export const collect: Statement = { type: 'collect' };
export const paint: Statement = { type: 'paint' };

export const repeat = (times: number, ...body: Statement[]): Statement => ({ type: 'repeat', times: { kind: 'number', value: times }, body });
export const repeatVariable = (variable: string, ...body: Statement[]): Statement => ({ type: 'repeat', times: { kind: 'variable', name: variable }, body });
export const repeatUntil = (condition: ConditionKind, ...body: Statement[]): Statement => ({ type: 'repeat-until', condition, body });

export const ifThen = (condition: ConditionKind, ...then: Statement[]): Statement => ({ type: 'if', condition, then });
export const ifElse = (condition: ConditionKind, then: Statement[], otherwise: Statement[]): Statement => ({ type: 'if', condition, then, else: otherwise });

export const setVariable = (variable: string, value: number): Statement => ({ type: 'set', variable, value });
export const changeVariable = (variable: string, by: number): Statement => ({ type: 'change', variable, by });
export const moveVariable = (variable: string): Statement => ({ type: 'move-steps', steps: { kind: 'variable', name: variable } });

export const call = (procedure: string): Statement => ({ type: 'call', procedure });

export const whenFlag = (...body: Statement[]): Script => ({ event: 'green-flag', body });
export const whenTouchNut = (...body: Statement[]): Script => ({ event: 'touch-nut', body });
/** A procedure's definition: program(whenFlag(call('kare-ciz')), define('kare-ciz', repeat(4, move, right))). */
export const define = (procedure: string, ...body: Statement[]): Script => ({ event: 'define', procedure, body });

export const program = (...scripts: Script[]): Program => ({ scripts });
