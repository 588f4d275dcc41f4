import { msg } from '@lingui/core/macro';
import { mathsUnit as unit } from './unit.ts';

/** Grade 4's units of the MEB Matematik programme (2018), in the programme's order. */
export const GRADE_4 = [unit(4, [2], msg`Geometri`), unit(4, [3], msg`Ölçme`), unit(4, [4], msg`Veri İşleme`)];
