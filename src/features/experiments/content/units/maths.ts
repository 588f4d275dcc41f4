import { msg } from '@lingui/core/macro';
import type { Grade, Unit } from '../types.ts';

const unit = (grade: Grade, number: number, title: Unit['title']): Unit => ({ id: `M.${grade}.${number}`, subject: 'maths', grade, title });

/**
 * The maths units the maths workshop serves: the learning areas (öğrenme alanları) of the MEB Matematik
 * programme (2018), numbered as in its outcome codes (M.4.3.1.1 is in M.4.3). Grades 1–4 have 1 Sayılar ve
 * İşlemler, 2 Geometri, 3 Ölçme, 4 Veri İşleme; grade 5 has 1 Sayılar ve İşlemler, 2 Geometri ve Ölçme,
 * 3 Veri İşleme; grades 6–8 have 1 Sayılar ve İşlemler, 2 Cebir, 3 Geometri ve Ölçme, 4 Veri İşleme
 * (and grade 8 also 5 Olasılık). Only the areas the workshop has content for are listed.
 */
export const MATHS_UNITS: readonly Unit[] = [
  unit(1, 2, msg`Geometri`),
  unit(2, 1, msg`Sayılar ve İşlemler`),
  unit(2, 3, msg`Ölçme`),
  unit(3, 1, msg`Sayılar ve İşlemler`),
  unit(4, 2, msg`Geometri`),
  unit(4, 3, msg`Ölçme`),
  unit(4, 4, msg`Veri İşleme`),
  unit(5, 1, msg`Sayılar ve İşlemler`),
  unit(5, 2, msg`Geometri ve Ölçme`),
  unit(6, 1, msg`Sayılar ve İşlemler`),
  unit(6, 3, msg`Geometri ve Ölçme`),
  unit(7, 2, msg`Cebir`),
  unit(8, 4, msg`Veri İşleme`),
];
