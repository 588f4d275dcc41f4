import { msg } from '@lingui/core/macro';
import { mathsUnit as unit } from './unit.ts';

/** Grade 2's units of the MEB Matematik programme (2018), in the programme's order. */
export const GRADE_2 = [unit(2, [1], msg`Sayılar ve İşlemler`), unit(2, [3], msg`Ölçme`)];
