import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AnnouncementAudience, AnnouncementAudienceInput, AnnouncementLink } from '@/shared/api/announcements.ts';
import type { Role } from '@/shared/api/contract.ts';

/**
 * Who an announcement is for, as the reader says it: "5-B", "5. sınıflar", "Tüm okul". An audience
 * being written has no class name yet: the writer's class list gives it (`className`).
 */
export function audienceLabel(audience: AnnouncementAudience | AnnouncementAudienceInput, className?: string): MessageDescriptor {
  switch (audience.kind) {
    case 'class': {
      const name = 'class_name' in audience ? audience.class_name : (className ?? '');
      return msg`${name} sınıfı`;
    }
    case 'grade': {
      const grade = audience.grade;
      return msg`${grade}. sınıflar`;
    }
    default:
      return msg`Tüm okul`;
  }
}

/**
 * Where a link leads for this reader: a homework is the student's and parent's /homeworks page and
 * the teacher's /assignments page; an experiment is the library's.
 */
export function linkHref(link: AnnouncementLink, role: Role | undefined): string {
  if (link.kind === 'experiment') return `/dashboard/experiment-kits/experiment/${encodeURIComponent(link.experiment_id)}`;
  const base = role === 'student' || role === 'parent' ? '/homeworks' : '/assignments';
  return `${base}/${link.assignment_id}`;
}

export const linkLabel = (link: AnnouncementLink): MessageDescriptor => (link.kind === 'experiment' ? msg`Deneyi aç` : msg`Ödevi aç`);
