import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Subject } from '../api/classroom.ts';

/**
 * docs/behaviour.md#data-kept-on-the-device subjects in Turkish: a profile's interests and a class's subject read the same. Its texts
 * live in the account catalogue (lingui.config.ts), which every signed-in screen loads, not in the
 * shell's, so the landing page does not carry them.
 */
export const SUBJECT_LABELS: Record<Subject, MessageDescriptor> = {
  math: msg`Matematik`,
  science: msg`Fen Bilimleri`,
  physics: msg`Fizik`,
  chemistry: msg`Kimya`,
  biology: msg`Biyoloji`,
  turkish: msg`Türkçe`,
  english: msg`İngilizce`,
  history: msg`Tarih`,
  geography: msg`Coğrafya`,
  programming: msg`Programlama`,
  robotics: msg`Robotik`,
  stem: msg`STEM`,
  art: msg`Sanat`,
  music: msg`Müzik`,
};
