import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type {
  AssignmentStatus,
  AttendanceStatus,
  ClassGrade,
  ClassStatus,
  EnrolmentStatus,
  ExperimentPart,
  PictureEmoji,
  SubmissionState,
} from '@/shared/api/classroom.ts';
import type { BadgeVariants } from '@/shared/styles/recipes.css.ts';

type Tone = NonNullable<BadgeVariants>['tone'];

/** docs/behaviour.md#data-kept-on-the-device subjects, named as the profile names them. */
export { SUBJECT_LABELS } from '@/shared/i18n/subjectLabels.ts';

export function gradeLabel(grade: ClassGrade): MessageDescriptor {
  return grade === 'mixed' ? msg`Karma sınıf` : msg`${grade}. sınıf`;
}

export const CLASS_STATUS_LABELS: Record<ClassStatus, { label: MessageDescriptor; tone: Tone }> = {
  active: { label: msg`Etkin`, tone: 'success' },
  completed: { label: msg`Tamamlandı`, tone: 'info' },
  archived: { label: msg`Arşivde`, tone: 'neutral' },
};

export const ENROLMENT_STATUS_LABELS: Record<EnrolmentStatus, MessageDescriptor> = {
  active: msg`Etkin`,
  inactive: msg`Pasif`,
  graduated: msg`Mezun`,
  dropped: msg`Ayrıldı`,
};

/** The states of a student's homework, as the issues name them. */
export const STATE_LABELS: Record<SubmissionState, { label: MessageDescriptor; tone: Tone; icon: string }> = {
  assigned: { label: msg`Atandı`, tone: 'primary', icon: '📝' },
  submitted: { label: msg`Teslim edildi`, tone: 'info', icon: '📬' },
  late: { label: msg`Geç`, tone: 'warning', icon: '⏰' },
  missing: { label: msg`Eksik`, tone: 'danger', icon: '❗' },
  graded: { label: msg`Değerlendirildi`, tone: 'success', icon: '✅' },
  returned: { label: msg`İade edildi`, tone: 'accent', icon: '↩️' },
  held: { label: msg`Kapandıktan sonra geldi`, tone: 'warning', icon: '📥' },
  excused: { label: msg`Muaf`, tone: 'neutral', icon: '🕊️' },
};

export const ASSIGNMENT_STATUS_LABELS: Record<AssignmentStatus, { label: MessageDescriptor; tone: Tone }> = {
  draft: { label: msg`Taslak`, tone: 'neutral' },
  scheduled: { label: msg`Zamanlandı`, tone: 'info' },
  published: { label: msg`Yayında`, tone: 'success' },
  closed: { label: msg`Kapandı`, tone: 'neutral' },
};

/** var / yok / geç / izinli, with a letter so the sheet is readable without colour. */
export const ATTENDANCE_LABELS: Record<AttendanceStatus, { label: MessageDescriptor; short: MessageDescriptor; tone: Tone }> = {
  present: { label: msg`Var`, short: msg`V`, tone: 'success' },
  absent: { label: msg`Yok`, short: msg`Y`, tone: 'danger' },
  late: { label: msg`Geç`, short: msg`G`, tone: 'warning' },
  excused: { label: msg`İzinli`, short: msg`İ`, tone: 'info' },
};

/** docs/behaviour.md#what-the-product-offers: the six content kinds, named as the experiment page's tabs name them. */
export const PART_LABELS: Record<ExperimentPart, MessageDescriptor> = {
  review: msg`Konu Anlatımı`,
  procedure: msg`Deney Adımları`,
  questions: msg`Örnek Sorular`,
  activity: msg`Etkinlik`,
  documents: msg`Dokümanlar`,
  story: msg`Hikâye`,
};

/** Turkish names of the picture-code pictures, read out by screen readers and said by teachers. */
export const PICTURE_NAMES: Record<PictureEmoji, MessageDescriptor> = {
  '🐱': msg`Kedi`,
  '🐶': msg`Köpek`,
  '🐸': msg`Kurbağa`,
  '🦊': msg`Tilki`,
  '🐻': msg`Ayı`,
  '🐼': msg`Panda`,
  '🍎': msg`Elma`,
  '🍌': msg`Muz`,
  '⭐': msg`Yıldız`,
  '🌙': msg`Ay`,
  '⚽': msg`Top`,
  '🚗': msg`Araba`,
};
