import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Çevre Ölçme": the perimeter as the sum of the sides, measured with a ruler and a string and counted on a geoboard. */
export const meta: ExperimentMeta = {
  id: 'walk-the-perimeter',
  kitId: 'maths-measurement',
  subject: 'maths',
  grade: 3,
  unitId: 'M.3.3.2',
  icon: '🧵',
  title: msg`Şeklin Çevresini Dolaş`,
  summary: msg`Kitabının ve sıranın çevresini ip ve cetvelle ölç, geometri tahtasında çevresi belli şekiller yap; çevrenin kenar uzunluklarının toplamı olduğunu keşfet.`,
  outcomes: [
    { text: msg`Bir şeklin çevresini belirler; çevre uzunluğunun kenar uzunluklarının toplamı olduğunu açıklar.` },
    { text: msg`Kare, dikdörtgen ve üçgenin çevre uzunluğunu kenar uzunluklarını toplayarak hesaplar.` },
    { text: msg`Çevre uzunluğu verilen kare ve dikdörtgenler oluşturur.` },
  ],
  keywords: [msg`Çevre`, msg`Çevre uzunluğu`, msg`Kenar`, msg`Kare`, msg`Dikdörtgen`],
};
