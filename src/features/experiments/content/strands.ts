import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Subject } from './types.ts';

/** The library's three strands, as a teacher names them. */
export const STRAND_LABELS: Record<Subject, MessageDescriptor> = {
  science: msg`Fen Bilimleri`,
  maths: msg`Matematik`,
  programming: msg`Kodlama`,
};
