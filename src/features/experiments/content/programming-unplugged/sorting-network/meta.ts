import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 8, "Algoritma Tasarımı ve Hata Ayıklama" (unplugged): a sorting network walked on the floor; comparisons in parallel, testing every input. */
export const meta: ExperimentMeta = {
  id: 'sorting-network',
  kitId: 'programming-unplugged',
  subject: 'programming',
  grade: 8,
  unitId: 'K.8.1',
  icon: '🔀',
  title: msg`Yerdeki Sıralama Ağı`,
  summary: msg`Yere çizilen bir ağda dört arkadaş ellerindeki sayıları karşılaştırarak yürür: küçük sola, büyük sağa. Çıkışta hepsi sıralanmış olur. Ağın neden çalıştığını, kaç adımda bittiğini ve bir karşılaştırma silinince nerede bozulduğunu keşfet.`,
  outcomes: [
    { text: msg`Karşılaştır–yer değiştir işlemlerinden oluşan bir sıralama ağını uygular ve izler.` },
    { text: msg`Aynı anda yapılabilen karşılaştırmaları belirler; paralel çalışmanın süreyi nasıl kısalttığını açıklar.` },
    { text: msg`Bir algoritmayı farklı girdilerle test ederek eksik bir adımın hangi girdide hataya yol açtığını bulur.` },
  ],
  keywords: [msg`Sıralama`, msg`Sıralama ağı`, msg`Karşılaştırma`, msg`Paralel işlem`, msg`Test`, msg`Algoritma`],
};
