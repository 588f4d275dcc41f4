import type { Unit } from '../types.ts';
import { GRADE_1 } from './maths/grade1.ts';
import { GRADE_2 } from './maths/grade2.ts';
import { GRADE_3 } from './maths/grade3.ts';
import { GRADE_4 } from './maths/grade4.ts';
import { GRADE_5 } from './maths/grade5.ts';
import { GRADE_6 } from './maths/grade6.ts';
import { GRADE_7 } from './maths/grade7.ts';
import { GRADE_8 } from './maths/grade8.ts';

/**
 * The units of the MEB Matematik programme (2018, grades 1–8), grade by grade in the programme's order,
 * each grade in its own file (`maths/grade<N>.ts`).
 */
export const MATHS_UNITS: readonly Unit[] = [...GRADE_1, ...GRADE_2, ...GRADE_3, ...GRADE_4, ...GRADE_5, ...GRADE_6, ...GRADE_7, ...GRADE_8];
