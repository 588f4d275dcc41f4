import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Döngüler" (unplugged): bead patterns; finding the repeating unit and writing a bracelet as a loop. */
export const meta: ExperimentMeta = {
  id: 'bead-loops',
  kitId: 'programming-unplugged',
  subject: 'programming',
  grade: 4,
  unitId: 'K.4.1',
  icon: '📿',
  title: msg`Boncuk Bilekliğin Döngüsü`,
  summary: msg`Boncuk dizilerinde tekrar eden parçayı bul: hangi bileklik “şunu kez tekrarla” diye kısaca yazılabilir, hangisi yazılamaz? Sonra kendi bilekliğinin döngülü programını yaz ve arkadaşına dizdir.`,
  outcomes: [
    { text: msg`Bir dizide tekrar eden en küçük parçayı (örüntü birimini) bulur.` },
    { text: msg`Düzenli bir diziyi “kez tekrarla” döngüsüyle yazar; tekrar sayısını hesaplar.` },
    { text: msg`Düzenli ve düzensiz dizileri ayırt eder; döngünün ne zaman kullanılamayacağını açıklar.` },
  ],
  keywords: [msg`Döngü`, msg`Örüntü`, msg`Tekrar sayısı`, msg`Boncuk`],
};
