import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AtomicMass, ElementCategory, StateOfMatter } from '../../model/periodicTable/elements.ts';

export const CATEGORY_ORDER: readonly ElementCategory[] = [
  'alkali-metal',
  'alkaline-earth-metal',
  'transition-metal',
  'post-transition-metal',
  'metalloid',
  'reactive-nonmetal',
  'noble-gas',
  'lanthanide',
  'actinide',
  'unknown',
];

export const CATEGORY_LABEL: Readonly<Record<ElementCategory, MessageDescriptor>> = {
  'alkali-metal': msg`Alkali metal`,
  'alkaline-earth-metal': msg`Toprak alkali metal`,
  'transition-metal': msg`Geçiş metali`,
  'post-transition-metal': msg`Zayıf metal`,
  metalloid: msg`Yarı metal`,
  'reactive-nonmetal': msg`Ametal`,
  'noble-gas': msg`Soy gaz`,
  lanthanide: msg`Lantanit`,
  actinide: msg`Aktinit`,
  unknown: msg`Özellikleri bilinmiyor`,
};

export const STATE_LABEL: Readonly<Record<StateOfMatter, MessageDescriptor>> = {
  solid: msg`Katı`,
  liquid: msg`Sıvı`,
  gas: msg`Gaz`,
  unknown: msg`Bilinmiyor (çok az atom üretildi)`,
};

/** "55.845" → "55,845"; [97] → "[97]". */
export const formatMass = (mass: AtomicMass): string => (typeof mass === 'string' ? mass.replace('.', ',') : `[${mass[0]}]`);
