import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Fonksiyonlar" (unplugged): a song's chorus as a function; telling a definition from a call. */
export const meta: ExperimentMeta = {
  id: 'song-chorus',
  kitId: 'programming-unplugged',
  subject: 'programming',
  grade: 6,
  unitId: 'K.6.2',
  icon: '🎵',
  title: msg`Şarkının Nakaratı: Tanımla ve Çağır`,
  summary: msg`Bir şarkının sözlerini yazarken nakaratı her seferinde yeniden yazmayız; bir kez yazar, sonra yalnızca “nakarat” deriz. Sınıf şarkısı yazarak fonksiyonun tanımını ve çağrılmasını keşfet, sonra talimatları “tanım”, “çağrı” ve “sıradan komut” diye ayır.`,
  outcomes: [
    { text: msg`Bir fonksiyonun tanımını (ne yaptığını söyleyen kısım) ve çağrısını (kullanıldığı yer) ayırt eder.` },
    { text: msg`Tekrar eden bir bölümü adlandırarak bir metni ya da programı kısaltır.` },
    { text: msg`Fonksiyonun tanımını bir kez değiştirmenin onu çağıran her yeri değiştirdiğini açıklar.` },
  ],
  keywords: [msg`Fonksiyon`, msg`Tanımlama`, msg`Çağırma`, msg`Nakarat`, msg`Soyutlama`],
};
