import type { KeptWork } from '@/shared/offline/WriteStatus.tsx';
import type { UserWrite } from '@/shared/offline/userOutbox.ts';
import type { SubmissionCreateRequest } from '@/shared/api/classroom.ts';

/** A refused hand-in's text and photo, to copy or download: named after the homework. */
export function keptWork(write: UserWrite, title: string): KeptWork {
  const body = write.body as SubmissionCreateRequest;
  return { text: body.text ?? '', photo: body.photo ?? null, fileName: title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'odev' };
}
