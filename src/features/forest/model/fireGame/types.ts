import type { MessageDescriptor } from '@lingui/core';

export type RiskLevel = 'high' | 'medium' | 'low';

export type HazardId = 'glass-bottle' | 'broken-glass' | 'metal-can' | 'plastic-bag' | 'paper-scrap';

/**
 * docs/behaviour.md#data-kept-on-the-device Hazard object. The text fields are Lingui descriptors, turned into
 * Turkish at render time, so the forest catalogue carries them.
 */
export type Hazard = {
  id: HazardId;
  name: MessageDescriptor;
  /** Shown when the picture cannot be loaded (docs/behaviour.md#errors). */
  emoji: string;
  imageUrl: string;
  /** Where the hazard lies on the scene, in percent of its width and height. */
  x: number;
  y: number;
  riskLevel: RiskLevel;
  removed: boolean;
  question: MessageDescriptor;
  correctAnswer: MessageDescriptor;
  wrongAnswers: readonly [MessageDescriptor, MessageDescriptor, MessageDescriptor];
  explanation: MessageDescriptor;
  prevention: MessageDescriptor;
  /** What the picture shows: its alternative text, and the caption of the emoji stand-in. */
  imagePlaceholder: MessageDescriptor;
};
