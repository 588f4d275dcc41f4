import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 8, "Algoritma Tasarımı ve Hata Ayıklama": if–else chains, the wall-follower rule, testing an algorithm on many cases. */
export const meta: ExperimentMeta = {
  id: 'maze-runner',
  kitId: 'programming-puzzles',
  subject: 'programming',
  grade: 8,
  unitId: 'K.8.1',
  icon: '🧭',
  title: msg`Labirentten Çıkış Algoritması`,
  summary: msg`Haritasını bilmediğin bir labirentten çıkmak için sol el kuralını iç içe “eğer–değilse” bloklarıyla bir algoritmaya çevir; algoritmayı farklı labirentlerde test et ve sınırlarını bul.`,
  outcomes: [
    { text: msg`İç içe “eğer–değilse” yapılarıyla öncelik sırası olan kararlar veren bir algoritma tasarlar.` },
    { text: msg`Bir algoritmayı farklı durumlarda test eder, çalışmadığı durumları belirler ve nedenini açıklar.` },
    { text: msg`Aynı problemi çözen algoritmaları adım sayısına göre karşılaştırır.` },
  ],
  keywords: [msg`Algoritma tasarımı`, msg`Eğer–değilse`, msg`İç içe koşul`, msg`Sol el kuralı`, msg`Test`, msg`Hata ayıklama`],
};
