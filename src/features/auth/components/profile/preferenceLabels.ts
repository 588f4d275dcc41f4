import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { GradeLevel, Subject } from '../../model/preferences.ts';

/** SPEC §3 grade levels in Turkish: "Okul öncesi", "1. sınıf" … "12. sınıf", "Üniversite", "Yetişkin". */
export function gradeLevelLabel(level: GradeLevel): string {
  switch (level) {
    case 'preschool':
      return t`Okul öncesi`;
    case 'university':
      return t`Üniversite`;
    case 'adult':
      return t`Yetişkin`;
    default: {
      const grade = Number(level.slice('grade'.length));
      return t`${grade}. sınıf`;
    }
  }
}

/** SPEC §3 subject interests in Turkish. */
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
