import { msg } from '@lingui/core/macro';
import { mathsUnit as unit } from './unit.ts';

/** Grade 3's units of the MEB Matematik programme (2018), in the programme's order. */
export const GRADE_3 = [unit(3, [1], msg`Sayılar ve İşlemler`)];
