import { msg } from '@lingui/core/macro';
import type { Experiment, Kit } from '../types.ts';
import { pushAndPull } from './pushAndPull.ts';
import { measuringForce } from './measuringForce.ts';
import { averageSpeed } from './averageSpeed.ts';

export const forceAndMotionExperiments: readonly Experiment[] = [pushAndPull, measuringForce, averageSpeed];

export const forceAndMotionKit: Kit = {
  id: 'force-and-motion',
  icon: '🛷',
  title: msg`Kuvvet ve Hareket`,
  summary: msg`İtme ve çekme, dinamometreyle kuvvet ölçme, sürtünme ve sürat. Kutular, yaylar ve kronometreyle kuvvetin hareketi nasıl değiştirdiğini keşfet.`,
  theme: msg`Fiziksel Olaylar: Kuvvet ve Hareket`,
  experimentIds: forceAndMotionExperiments.map((experiment) => experiment.id),
};
