import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { AppNotification, AssignmentChange } from '@/shared/api/notifications.ts';
import { formatDayTime, formatNumber } from '@/shared/i18n/format.ts';

/** The changed parts of an assignment, as a student reads them. */
const CHANGE_LABELS: Record<AssignmentChange, MessageDescriptor> = {
  title: msg`başlık`,
  instructions: msg`yönergeler`,
  content: msg`içerik`,
  due_at: msg`teslim tarihi`,
  audience: msg`kimlere verildiği`,
};

/** One line per notification in Turkish: the server stores only its kind and facts (notify.ts). */
export function notificationText(i18n: I18n, note: AppNotification): string {
  const subject = note.subject;
  switch (note.kind) {
    case 'assignment_new':
      return i18n._(msg`Yeni ödev: ${subject}`);
    case 'assignment_changed': {
      const changes = note.details.changed.map((change) => i18n._(CHANGE_LABELS[change])).join(', ');
      return changes ? i18n._(msg`Ödev güncellendi: ${subject} — ${changes} değişti`) : i18n._(msg`Ödev güncellendi: ${subject}`);
    }
    case 'work_graded': {
      if (note.details.score === null) return i18n._(msg`Ödevin değerlendirildi: ${subject}`);
      const score = formatNumber(note.details.score);
      return i18n._(msg`Ödevin değerlendirildi: ${subject} · ${score} puan`);
    }
    case 'work_returned':
      return i18n._(msg`Ödevin geri gönderildi: ${subject}`);
    default:
      return i18n._(msg`Yeni duyuru: ${subject}`);
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** When it came: "az önce", "5 dakika önce", "3 saat önce" within the day, else the date and time. */
export function notificationWhen(i18n: I18n, createdAt: string, now: number): string {
  const ago = now - Date.parse(createdAt);
  if (Number.isNaN(ago)) return '';
  if (ago < MINUTE) return i18n._(msg`az önce`);
  const relative = new Intl.RelativeTimeFormat('tr-TR', { numeric: 'auto' });
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < 24 * HOUR) return relative.format(-Math.floor(ago / HOUR), 'hour');
  return formatDayTime(createdAt);
}
