import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Döngüler" (debugging): a block left outside the loop that belongs inside it. */
export const meta: ExperimentMeta = {
  id: 'fix-pond-walk',
  kitId: 'programming-puzzles',
  subject: 'programming',
  grade: 4,
  unitId: 'K.4.1',
  icon: '🐞',
  title: msg`Hatayı Bul: Döngünün İçi mi, Dışı mı?`,
  summary: msg`Göletin çevresindeki üç köşede fındık var. Verilen program yalnızca bir fındık topluyor. Hangi bloğun döngünün dışında kaldığını bul ve onu doğru yere taşı.`,
  outcomes: [
    { text: msg`Bir bloğun döngünün içinde ya da dışında olmasının kaç kez çalışacağını değiştirdiğini açıklar.` },
    { text: msg`Verilen bir döngülü programı izleyerek yanlış yerdeki bloğu bulur ve taşır.` },
    { text: msg`Programın çıktısını (toplanan fındık sayısı) beklenenle karşılaştırarak hatayı tahmin eder.` },
  ],
  keywords: [msg`Hata ayıklama`, msg`Döngü`, msg`İç içe döngü`, msg`Blok yeri`],
};
