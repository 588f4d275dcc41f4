import { msg } from '@lingui/core/macro';
import { mathsUnit as unit } from './unit.ts';

/** Grade 8's units of the MEB Matematik programme (2018), in the programme's order. */
export const GRADE_8 = [unit(8, [4], msg`Veri İşleme`)];
