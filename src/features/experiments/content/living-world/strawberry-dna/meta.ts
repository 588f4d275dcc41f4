import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 8, "DNA ve Genetik Kod": nucleotide, gene, DNA and chromosome; DNA's structure and replication; basic inheritance terms. */
export const meta: ExperimentMeta = {
  id: 'strawberry-dna',
  kitId: 'living-world',
  subject: 'science',
  grade: 8,
  unitId: 'F.8.2',
  icon: '🍓',
  title: msg`Bir Çilekten DNA Çıkarabilir miyiz?`,
  summary: msg`Çileği deterjanlı tuzlu suyla ezip süz; öğretmenin üstüne soğuk alkol eklesin, sen de beyaz DNA ipliklerinin belirmesini izle. Nükleotid, gen, DNA ve kromozom arasındaki ilişkiyi ve kalıtımın temel kavramlarını öğren.`,
  outcomes: [
    { code: 'F.8.2.1.1', text: msg`Nükleotid, gen, DNA ve kromozom kavramlarını açıklayarak bu kavramlar arasında ilişki kurar.` },
    { code: 'F.8.2.1.3', text: msg`DNA’nın kendini nasıl eşlediğini ifade eder.` },
    { code: 'F.8.2.2.1', text: msg`Kalıtım ile ilgili kavramları tanımlar.` },
    { text: msg`Bir meyvenin hücrelerinden DNA elde ederek kalıtım maddesinin hücrelerde bulunduğunu gözlemler.` },
  ],
  keywords: [msg`DNA`, msg`Nükleotid`, msg`Gen`, msg`Kromozom`, msg`Kalıtım`, msg`Baskın`, msg`Çekinik`],
};
