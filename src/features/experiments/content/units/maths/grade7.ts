import { msg } from '@lingui/core/macro';
import { mathsUnit as unit } from './unit.ts';

/** Grade 7's units of the MEB Matematik programme (2018), in the programme's order. */
export const GRADE_7 = [unit(7, [2], msg`Cebir`)];
