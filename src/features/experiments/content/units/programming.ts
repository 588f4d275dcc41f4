import { msg } from '@lingui/core/macro';
import type { Grade, Unit } from '../types.ts';

const unit = (grade: Grade, number: number, title: Unit['title']): Unit => ({ id: `K.${grade}.${number}`, subject: 'programming', grade, title });

/**
 * The programming strand's units (no MEB programme for these grades: ids are "K.<grade>.<n>"), one idea a
 * grade, each building on the one before: order, repetition, decisions, events and procedures, memory, then
 * putting them together and finding mistakes. A debugging puzzle (a given
 * program with a mistake in it) sits in the unit whose idea its mistake is about.
 */
export const PROGRAMMING_UNITS: readonly Unit[] = [
  unit(3, 1, msg`Algoritmalar ve Sıralama`),
  unit(4, 1, msg`Döngüler`),
  unit(5, 1, msg`Koşullar`),
  unit(6, 1, msg`Olaylar`),
  unit(6, 2, msg`Fonksiyonlar`),
  unit(7, 1, msg`Değişkenler`),
  unit(8, 1, msg`Algoritma Tasarımı ve Hata Ayıklama`),
];
