import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { pageHead } from '../../shared/seo/head.ts';
import { findExperiment, findKit } from './content/library.ts';

/** Head tags of the library pages; run after the route loader has loaded the experiments catalogue. */
export const kitsListHead = () =>
  pageHead({
    path: '/dashboard/experiment-kits',
    title: t`Deney Setleri`,
    description: t`Işık ve gölge, elektrik devreleri, maddenin halleri, kuvvet ve hareket: sınıfına uygun deneyler, sorular, etkinlikler ve çalışma sayfaları.`,
  });

export const kitHead = (kitId: string) => {
  const kit = findKit(kitId);
  return pageHead({
    path: `/dashboard/experiment-kits/${kitId}`,
    title: kit ? i18n._(kit.title) : t`Deney seti bulunamadı`,
    description: kit ? i18n._(kit.summary) : t`Aradığın deney seti bulunamadı.`,
    noindex: !kit,
  });
};

export const experimentHead = (experimentId: string) => {
  const experiment = findExperiment(experimentId);
  return pageHead({
    path: `/dashboard/experiment-kits/experiment/${experimentId}`,
    title: experiment ? i18n._(experiment.title) : t`Deney bulunamadı`,
    description: experiment ? i18n._(experiment.summary) : t`Aradığın deney bulunamadı.`,
    noindex: !experiment,
  });
};
