import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as Blockly from 'blockly/core';

/*
 * Blockly 13 is keyboard-navigable and speaks to screen readers out of the box, but its Turkish catalogue leaves
 * those texts in English. These are the ones a child on this editor meets (its blocks, the workspace and the
 * toolbox, moving a block with the keys, the screen-reader mode), in Turkish through Lingui; "%1" and "%2" are
 * Blockly's own placeholders and stay as they are.
 */
const MESSAGES: Record<string, MessageDescriptor> = {
  // While a block moves, %1 is often empty (or the size of the stack that moves) and %2 is the block it goes by.
  ANNOUNCE_MOVE_AFTER: msg`Taşınıyor %1, %2 bloğunun altına.`,
  ANNOUNCE_MOVE_BEFORE: msg`Taşınıyor %1, %2 bloğunun üstüne.`,
  ANNOUNCE_MOVE_INSIDE: msg`Taşınıyor %1, %2 bloğunun içine.`,
  ANNOUNCE_MOVE_AROUND: msg`Taşınıyor %1, %2 bloğunu içine alacak biçimde.`,
  ANNOUNCE_MOVE_TO: msg`Taşınıyor %1, %2 yerine.`,
  ANNOUNCE_MOVE_WORKSPACE: msg`Taşınıyor %1, kod alanında serbestçe.`,
  ANNOUNCE_MOVE_OF: msg`%1, %2`,
  ANNOUNCE_MOVE_CANCELED: msg`Taşıma iptal edildi.`,
  ANNOUNCE_CANT_SCROLL_FURTHER: msg`Daha fazla kaydırılamıyor.`,
  ANNOUNCE_SCROLLED_DOWN: msg`Aşağı kaydırıldı.`,
  ANNOUNCE_SCROLLED_UP: msg`Yukarı kaydırıldı.`,
  ANNOUNCE_SCROLLED_LEFT: msg`Sola kaydırıldı.`,
  ANNOUNCE_SCROLLED_RIGHT: msg`Sağa kaydırıldı.`,
  KEYBOARD_NAV_BLOCK_NAVIGATION_HINT: msg`Bloğun içinde dolaşmak için %1 tuşunu kullan.`,
  KEYBOARD_NAV_WORKSPACE_NAVIGATION_HINT: msg`Bloklar arasında dolaşmak için ok tuşlarını kullan.`,
  KEYBOARD_NAV_CONSTRAINED_MOVE_HINT: msg`Bloğun yerini ok tuşlarıyla seç, sonra bırakmak için %1 tuşuna bas.`,
  KEYBOARD_NAV_UNCONSTRAINED_MOVE_HINT: msg`Bloğu serbestçe taşımak için %1 tuşunu basılı tutup ok tuşlarını kullan, sonra bırakmak için %2 tuşuna bas.`,
  BLOCK_LABEL_BEGIN_STACK: msg`Yığının başı`,
  BLOCK_LABEL_BEGIN_PREFIX: msg`%1 başlangıcı`,
  BLOCK_LABEL_STATEMENT: msg`blok`,
  BLOCK_LABEL_CONTAINER: msg`içine blok alan`,
  BLOCK_LABEL_HAS_BRANCHES: msg`%1 kolu var`,
  BLOCK_LABEL_HAS_INPUT: msg`bir girdisi var`,
  BLOCK_LABEL_HAS_INPUTS: msg`girdileri var`,
  BLOCK_LABEL_STACK_BLOCKS: msg`%1 bloklu yığın`,
  BLOCK_LABEL_DISABLED: msg`çalışmıyor`,
  BLOCK_LABEL_VALUE: msg`değer`,
  INPUT_LABEL_STATEMENT: msg`blok yeri`,
  INPUT_LABEL_VALUE: msg`değer yeri`,
  INPUT_LABEL_EMPTY: msg`Boş`,
  INPUT_LABEL_END_STATEMENT: msg`%1 sonu`,
  INPUT_LABEL_INDEX: msg`%1. girdi`,
  ARIA_TYPE_FIELD_DROPDOWN: msg`açılır liste`,
  ARIA_TYPE_FIELD_NUMBER: msg`sayı`,
  ARIA_TYPE_FIELD_IMAGE: msg`resim`,
  ARIA_LABEL_BUTTON: msg`düğme`,
  FIELD_LABEL_EDIT_PREFIX: msg`Değiştir: %1`,
  FIELD_LABEL_EMPTY: msg`boş`,
  FIELD_LABEL_OPTION_INDEX: msg`%1. seçenek`,
  CURRENT_BLOCK_ANNOUNCEMENT: msg`Şu anki blok: %1`,
  PARENT_BLOCKS_ANNOUNCEMENT: msg`Dıştaki bloklar: %1`,
  NO_PARENT_ANNOUNCEMENT: msg`Bu blok başka bir bloğun içinde değil`,
  WORKSPACE_CONTENTS_BLOCKS_MANY: msg`Kod alanında %1 blok yığını%2 var.`,
  WORKSPACE_CONTENTS_BLOCKS_ONE: msg`Kod alanında bir blok yığını%2 var.`,
  WORKSPACE_CONTENTS_BLOCKS_ZERO: msg`Kod alanında blok%2 yok.`,
  WORKSPACE_LABEL_1_STACK: msg`1 blok yığını`,
  WORKSPACE_LABEL_MANY_STACKS: msg`%1 blok yığını`,
  WORKSPACE_LABEL_FLYOUT_WORKSPACE: msg`%1 blok`,
  WORKSPACE_LABEL_PLAIN: msg`Kod alanı.`,
  WORKSPACE_ROLEDESCRIPTION: msg`kod alanı`,
  SCREENREADER_HINT: msg`Bloklar arasında dolaşmak için ok tuşlarını kullan. Ekran okuyucu kipini açıp kapatmak için %1 tuşlarına bas.`,
  SCREENREADER_MODE_ENABLED: msg`Ekran okuyucu kipi açık; kapatmak için %1 tuşlarına bas`,
  SCREENREADER_MODE_DISABLED: msg`Ekran okuyucu kipi kapalı; açmak için %1 tuşlarına bas`,
};

/** Blockly's message keys given a Turkish text here (for the tests). */
export const TURKISH_BLOCKLY_KEYS = Object.keys(MESSAGES);

/** Puts the Turkish texts into Blockly's messages (after `Blockly.setLocale`, which would overwrite them). */
export function applyBlocklyMessages(i18n: I18n) {
  for (const [key, descriptor] of Object.entries(MESSAGES)) Blockly.Msg[key] = i18n._(descriptor);
}
