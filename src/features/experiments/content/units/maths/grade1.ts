import { msg } from '@lingui/core/macro';
import { mathsUnit as unit } from './unit.ts';

/** Grade 1's units of the MEB Matematik programme (2018), in the programme's order. */
export const GRADE_1 = [unit(1, [2], msg`Geometri`)];
