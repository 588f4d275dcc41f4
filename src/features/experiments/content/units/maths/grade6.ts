import { msg } from '@lingui/core/macro';
import { mathsUnit as unit } from './unit.ts';

/** Grade 6's units of the MEB Matematik programme (2018), in the programme's order. */
export const GRADE_6 = [unit(6, [1], msg`Sayılar ve İşlemler`), unit(6, [3], msg`Geometri ve Ölçme`)];
