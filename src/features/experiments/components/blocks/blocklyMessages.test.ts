import { describe, expect, it } from 'vitest';
import * as Blockly from 'blockly/core';
import * as TurkishMessages from 'blockly/msg/tr';
import { i18n } from '@lingui/core';
import { applyBlocklyMessages, TURKISH_BLOCKLY_KEYS } from './blocklyMessages.ts';

const placeholders = (text: string) => [...text.matchAll(/%\d/g)].map(([found]) => found).sort();

describe('Blockly’s keyboard and screen-reader texts in Turkish', () => {
  it('replaces texts Blockly 13 knows, keeping their placeholders', () => {
    Blockly.setLocale(TurkishMessages as unknown as Record<string, string>);
    const blocklys = Object.fromEntries(TURKISH_BLOCKLY_KEYS.map((key) => [key, Blockly.Msg[key]]));
    applyBlocklyMessages(i18n);
    for (const key of TURKISH_BLOCKLY_KEYS) {
      const original = blocklys[key];
      expect(original, key).toEqual(expect.any(String));
      expect(Blockly.Msg[key], key).not.toBe('');
      expect(placeholders(Blockly.Msg[key]!), key).toEqual(placeholders(original!));
    }
    expect(Blockly.Msg.ANNOUNCE_MOVE_CANCELED).toBe('Taşıma iptal edildi.');
    expect(Blockly.Msg.KEYBOARD_NAV_WORKSPACE_NAVIGATION_HINT).toBe('Bloklar arasında dolaşmak için ok tuşlarını kullan.');
  });
});
