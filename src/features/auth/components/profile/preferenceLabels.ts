import { t } from '@lingui/core/macro';
import type { GradeLevel } from '../../model/preferences.ts';

/** docs/behaviour.md#data-kept-on-the-device grade levels in Turkish: "Okul öncesi", "1. sınıf" … "12. sınıf", "Üniversite", "Yetişkin". */
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
