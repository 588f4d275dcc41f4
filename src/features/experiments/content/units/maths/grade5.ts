import { msg } from '@lingui/core/macro';
import { mathsUnit as unit } from './unit.ts';

/** Grade 5's units of the MEB Matematik programme (2018), in the programme's order. */
export const GRADE_5 = [unit(5, [1], msg`Sayılar ve İşlemler`), unit(5, [2], msg`Geometri ve Ölçme`)];
