import * as Blockly from 'blockly/core';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PuzzleSpec } from '../../content/puzzleTypes.ts';
import { BLOCKLY_TYPE, FIELD, FLAG_BLOCK_TYPE, INPUT } from '../../model/blocks/blocklyJson.ts';
import type { ConditionKind } from '../../model/blocks/program.ts';

/*
 * Fındık's blocks for Blockly, with Turkish labels from Lingui. Blockly's registry is global, so the blocks are
 * defined once; what differs between puzzles (the conditions and variables their dropdowns offer) and the
 * catalogue the labels come from are read from `context` each time a block is made.
 */

/** Colours with white text at AA contrast, one per family of blocks (as in Scratch and Blockly Games). */
const BLOCK_COLOURS = {
  event: '#b45309',
  motion: '#1d4ed8',
  action: '#7c3aed',
  loop: '#15803d',
  condition: '#0e7490',
  variable: '#c2410c',
  procedure: '#be185d',
} as const;

/** What "if …" says for each condition. */
const IF_LABELS: Record<ConditionKind, MessageDescriptor> = {
  'path-ahead': msg`önü açıksa`,
  'path-left': msg`solu açıksa`,
  'path-right': msg`sağı açıksa`,
  'wall-ahead': msg`önü kapalıysa`,
  'on-nut': msg`bir fındığın üstündeyse`,
  'on-colour': msg`renkli bir karedeyse`,
  'at-goal': msg`hedefe vardıysa`,
};

/** What "repeat until …" says for each condition. */
const UNTIL_LABELS: Record<ConditionKind, MessageDescriptor> = {
  'path-ahead': msg`önü açılana kadar`,
  'path-left': msg`solu açılana kadar`,
  'path-right': msg`sağı açılana kadar`,
  'wall-ahead': msg`önüne ağaç çıkana kadar`,
  'on-nut': msg`bir fındığa gelene kadar`,
  'on-colour': msg`renkli bir kareye gelene kadar`,
  'at-goal': msg`hedefe varana kadar`,
};

type BlockContext = {
  i18n: I18n | null;
  ifConditions: readonly ConditionKind[];
  untilConditions: readonly ConditionKind[];
  variables: readonly { id: string; label: string }[];
  procedures: readonly { id: string; label: string }[];
};

const context: BlockContext = { i18n: null, ifConditions: ['path-ahead'], untilConditions: ['at-goal'], variables: [], procedures: [] };

/** Sets what the blocks say and offer for the puzzle on screen (call before loading its workspace). */
export function configureBlocks(i18n: I18n, puzzle: Pick<PuzzleSpec, 'ifConditions' | 'untilConditions' | 'variables' | 'procedures'>) {
  context.i18n = i18n;
  context.ifConditions = puzzle.ifConditions ?? ['path-ahead', 'path-left', 'path-right'];
  context.untilConditions = puzzle.untilConditions ?? ['at-goal'];
  context.variables = (puzzle.variables ?? []).map((variable) => ({ id: variable.id, label: i18n._(variable.label) }));
  context.procedures = (puzzle.procedures ?? []).map((procedure) => ({ id: procedure.id, label: i18n._(procedure.label) }));
  defineBlocks();
}

const say = (descriptor: MessageDescriptor): string => (context.i18n ? context.i18n._(descriptor) : (descriptor.message ?? descriptor.id));

/** A dropdown's options are asked for when it is drawn or opened, so they follow the puzzle on screen. */
const conditionOptions = (which: 'ifConditions' | 'untilConditions', labels: Record<ConditionKind, MessageDescriptor>) => (): Blockly.MenuOption[] =>
  context[which].map((kind) => [say(labels[kind]), kind]);

const variableOptions = (): Blockly.MenuOption[] => {
  const options = context.variables.map(({ id, label }): Blockly.MenuOption => [label, id]);
  return options.length > 0 ? options : [[say(msg`sayı`), 'sayi']];
};

const procedureOptions = (): Blockly.MenuOption[] => {
  const options = context.procedures.map(({ id, label }): Blockly.MenuOption => [label, id]);
  return options.length > 0 ? options : [[say(msg`benim bloğum`), 'benim-blogum']];
};

type BlockThis = Blockly.Block;

/*
 * Small pictures on the event and collecting blocks, drawn as inline SVG (data URIs are allowed by the app's
 * content security policy and need no request): they read the same where no emoji font is installed.
 */
/* eslint-disable lingui/no-unlocalized-strings -- SVG markup and drawings, not text */
const svgIcon = (body: string) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${body}</svg>`)}`;
const FLAG_ICON = svgIcon(
  '<path d="M6 3v18" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/><path d="M7 4h12l-3.5 4.5L19 13H7z" fill="#22c55e" stroke="#fff" stroke-width="1.2"/>',
);
const NUT_ICON = svgIcon(
  '<ellipse cx="12" cy="14" rx="7" ry="8" fill="#a16207" stroke="#fff" stroke-width="1.2"/><path d="M4 11Q12 1 20 11Z" fill="#78350f" stroke="#fff" stroke-width="1.2"/>',
);
/* eslint-enable lingui/no-unlocalized-strings */

const icon = (src: string, alt: MessageDescriptor) => new Blockly.FieldImage(src, 22, 22, say(alt));

/** A statement block: fits under another and has one under it. */
const statement = (block: BlockThis, colour: string, tooltip: MessageDescriptor) => {
  block.setPreviousStatement(true);
  block.setNextStatement(true);
  block.setColour(colour);
  block.setTooltip(say(tooltip));
};

let defined = false;

function defineBlocks() {
  if (defined) return;
  defined = true;
  Blockly.Blocks[FLAG_BLOCK_TYPE] = {
    init(this: BlockThis) {
      this.appendDummyInput().appendField(icon(FLAG_ICON, msg`yeşil bayrak`)).appendField(say(msg`yeşil bayrağa tıklanınca`));
      this.setNextStatement(true);
      this.setColour(BLOCK_COLOURS.event);
      this.setTooltip(say(msg`Çalıştır’a basınca bu bloğun altındaki bloklar sırayla çalışır.`));
    },
  };
  Blockly.Blocks[BLOCKLY_TYPE['when-touch-nut']] = {
    init(this: BlockThis) {
      this.appendDummyInput().appendField(icon(NUT_ICON, msg`fındık`)).appendField(say(msg`Fındık bir fındığa değince`));
      this.setNextStatement(true);
      this.setColour(BLOCK_COLOURS.event);
      this.setTooltip(say(msg`Fındık toplanmamış bir fındığın olduğu kareye her geldiğinde bu bloğun altındakiler çalışır.`));
    },
  };
  Blockly.Blocks[BLOCKLY_TYPE.move] = {
    init(this: BlockThis) {
      this.appendDummyInput().appendField(say(msg`↑ ileri git`));
      statement(this, BLOCK_COLOURS.motion, msg`Fındık baktığı yöne bir kare ilerler.`);
    },
  };
  Blockly.Blocks[BLOCKLY_TYPE['turn-left']] = {
    init(this: BlockThis) {
      this.appendDummyInput().appendField(say(msg`↰ sola dön`));
      statement(this, BLOCK_COLOURS.motion, msg`Fındık olduğu yerde sola döner.`);
    },
  };
  Blockly.Blocks[BLOCKLY_TYPE['turn-right']] = {
    init(this: BlockThis) {
      this.appendDummyInput().appendField(say(msg`↱ sağa dön`));
      statement(this, BLOCK_COLOURS.motion, msg`Fındık olduğu yerde sağa döner.`);
    },
  };
  Blockly.Blocks[BLOCKLY_TYPE.collect] = {
    init(this: BlockThis) {
      this.appendDummyInput().appendField(icon(NUT_ICON, msg`fındık`)).appendField(say(msg`fındığı topla`));
      statement(this, BLOCK_COLOURS.action, msg`Fındık durduğu karedeki fındığı alır.`);
    },
  };
  Blockly.Blocks[BLOCKLY_TYPE.paint] = {
    init(this: BlockThis) {
      this.appendDummyInput().appendField(say(msg`kareyi boya`));
      statement(this, BLOCK_COLOURS.action, msg`Fındık durduğu kareyi boyar.`);
    },
  };
  Blockly.Blocks[BLOCKLY_TYPE.repeat] = {
    init(this: BlockThis) {
      this.appendDummyInput()
        .appendField(new Blockly.FieldNumber(3, 1, 20, 1), FIELD.times)
        .appendField(say(msg`kez tekrarla`));
      this.appendStatementInput(INPUT.body);
      statement(this, BLOCK_COLOURS.loop, msg`İçindeki blokları yazılan sayı kadar tekrar tekrar çalıştırır.`);
    },
  };
  Blockly.Blocks[BLOCKLY_TYPE['repeat-until']] = {
    init(this: BlockThis) {
      this.appendDummyInput()
        .appendField(new Blockly.FieldDropdown(conditionOptions('untilConditions', UNTIL_LABELS)), FIELD.condition)
        .appendField(say(msg`tekrarla`));
      this.appendStatementInput(INPUT.body);
      statement(this, BLOCK_COLOURS.loop, msg`Koşul gerçekleşene kadar içindeki blokları tekrar tekrar çalıştırır.`);
    },
  };
  Blockly.Blocks[BLOCKLY_TYPE.if] = {
    init(this: BlockThis) {
      this.appendDummyInput()
        .appendField(say(msg`eğer`))
        .appendField(new Blockly.FieldDropdown(conditionOptions('ifConditions', IF_LABELS)), FIELD.condition);
      this.appendStatementInput(INPUT.body);
      statement(this, BLOCK_COLOURS.condition, msg`Koşul doğruysa içindeki blokları çalıştırır, değilse atlar.`);
    },
  };
  Blockly.Blocks[BLOCKLY_TYPE['if-else']] = {
    init(this: BlockThis) {
      this.appendDummyInput()
        .appendField(say(msg`eğer`))
        .appendField(new Blockly.FieldDropdown(conditionOptions('ifConditions', IF_LABELS)), FIELD.condition);
      this.appendStatementInput(INPUT.body);
      this.appendDummyInput().appendField(say(msg`değilse`));
      this.appendStatementInput(INPUT.otherwise);
      statement(this, BLOCK_COLOURS.condition, msg`Koşul doğruysa üstteki blokları, değilse alttaki blokları çalıştırır.`);
    },
  };
  Blockly.Blocks[BLOCKLY_TYPE['set-variable']] = {
    init(this: BlockThis) {
      this.appendDummyInput()
        .appendField(new Blockly.FieldDropdown(variableOptions), FIELD.variable)
        .appendField(say(msg`değişkenini`))
        .appendField(new Blockly.FieldNumber(1, 0, 20, 1), FIELD.value)
        .appendField(say(msg`yap`));
      statement(this, BLOCK_COLOURS.variable, msg`Değişkene bir sayı verir.`);
    },
  };
  Blockly.Blocks[BLOCKLY_TYPE['change-variable']] = {
    init(this: BlockThis) {
      this.appendDummyInput()
        .appendField(new Blockly.FieldDropdown(variableOptions), FIELD.variable)
        .appendField(say(msg`değişkenini`))
        .appendField(new Blockly.FieldNumber(1, -10, 10, 1), FIELD.by)
        .appendField(say(msg`artır`));
      statement(this, BLOCK_COLOURS.variable, msg`Değişkendeki sayıya yazılan sayıyı ekler (eksi bir sayı azaltır).`);
    },
  };
  Blockly.Blocks[BLOCKLY_TYPE['repeat-variable']] = {
    init(this: BlockThis) {
      this.appendDummyInput().appendField(new Blockly.FieldDropdown(variableOptions), FIELD.variable).appendField(say(msg`kadar tekrarla`));
      this.appendStatementInput(INPUT.body);
      statement(this, BLOCK_COLOURS.loop, msg`İçindeki blokları değişkendeki sayı kadar tekrarlar.`);
    },
  };
  // A procedure is defined like Scratch's "define" block: a hat whose stack runs each time a block of its name is
  // used. Both blocks pick the name from the puzzle's list, so the two always match when the child means them to.
  Blockly.Blocks[BLOCKLY_TYPE['define-procedure']] = {
    init(this: BlockThis) {
      this.appendDummyInput().appendField(say(msg`tanımla:`)).appendField(new Blockly.FieldDropdown(procedureOptions), FIELD.procedure);
      this.setNextStatement(true);
      this.setColour(BLOCK_COLOURS.procedure);
      this.setTooltip(say(msg`Bu bloğun altına bağladığın bloklar, aynı adlı bloğu her kullandığında sırayla çalışır.`));
    },
  };
  Blockly.Blocks[BLOCKLY_TYPE['call-procedure']] = {
    init(this: BlockThis) {
      this.appendDummyInput().appendField(new Blockly.FieldDropdown(procedureOptions), FIELD.procedure);
      statement(this, BLOCK_COLOURS.procedure, msg`“Tanımla” bloğunda bu ada bağladığın blokları çalıştırır.`);
    },
  };
  Blockly.Blocks[BLOCKLY_TYPE['move-variable']] = {
    init(this: BlockThis) {
      this.appendDummyInput().appendField(new Blockly.FieldDropdown(variableOptions), FIELD.variable).appendField(say(msg`kadar ileri git`));
      statement(this, BLOCK_COLOURS.motion, msg`Fındık değişkendeki sayı kadar kare ilerler.`);
    },
  };
}
