import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ExperimentTab } from './tabs.ts';

/** The six content kinds' names, as the experiment page's tabs show them and the assistant's source cards cite them. */
export const TAB_LABELS: Record<ExperimentTab, { label: MessageDescriptor; icon: string }> = {
  review: { label: msg`Konu Anlatımı`, icon: '📖' },
  procedure: { label: msg`Deney Adımları`, icon: '🧪' },
  questions: { label: msg`Örnek Sorular`, icon: '❓' },
  activity: { label: msg`Etkinlik`, icon: '🎮' },
  documents: { label: msg`Dokümanlar`, icon: '📄' },
  story: { label: msg`Hikâye`, icon: '🐿️' },
};
