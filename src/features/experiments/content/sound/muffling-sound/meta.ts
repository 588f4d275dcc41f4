import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Aydınlatma ve Ses Teknolojileri": lighting then and now, correct lighting, light pollution, noise and sound insulation. */
export const meta: ExperimentMeta = {
  id: 'muffling-sound',
  kitId: 'sound',
  subject: 'science',
  grade: 4,
  unitId: 'F.4.5',
  icon: '⏰',
  title: msg`Alarmın Sesini En İyi Hangi Malzeme Kısar?`,
  summary: msg`Çalan bir alarmı kutuda farklı malzemelerle sar ve sesin kaç metreden duyulduğunu ölç. Sesi en iyi yalıtan malzemeyi bul; ses ve ışık kirliliğini azaltmanın yollarını keşfet.`,
  outcomes: [
    { text: msg`Geçmişte ve günümüzde kullanılan aydınlatma araçlarını karşılaştırır; uygun aydınlatmanın önemini açıklar.` },
    { text: msg`Işık kirliliğinin insanlara, diğer canlılara ve gökyüzünün gözlenmesine etkilerini açıklar.` },
    { code: 'F.4.5.5.2', text: msg`Ses kirliliğinin insan sağlığı ve çevre üzerindeki olumsuz etkilerini açıklar.` },
    { code: 'F.4.5.5.3', text: msg`Ses kirliliğini azaltmaya yönelik çözümler üretir.` },
  ],
  keywords: [msg`Ses kirliliği`, msg`Gürültü`, msg`Ses yalıtımı`, msg`Işık kirliliği`, msg`Uygun aydınlatma`, msg`Aydınlatma araçları`],
};
