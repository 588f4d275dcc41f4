import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Maddeyi Tanıyalım": describing matter with the senses (hard, soft, elastic, brittle, rough, smooth) and handling it safely. */
export const meta: ExperimentMeta = {
  id: 'stretch-or-snap',
  kitId: 'states-of-matter',
  subject: 'science',
  grade: 3,
  unitId: 'F.3.4',
  icon: '🧽',
  title: msg`Esner mi, Kırılır mı?`,
  summary: msg`Lastik bandı çek, süngeri ve oyun hamurunu sık, kuru makarnayı bük, zımparaya ve folyoya dokun. Duyularınla maddelerin sert mi yumuşak mı, esnek mi kırılgan mı, pürüzlü mü pürüzsüz mü olduğunu bul; hangi maddelere dokunmamak gerektiğini öğren.`,
  outcomes: [
    { code: 'F.3.4.1.1', text: msg`Beş duyu organını kullanarak maddeyi niteleyen temel özellikleri açıklar.` },
    { code: 'F.3.4.1.2', text: msg`Bazı maddelere dokunma, bakma, onları tatma ve koklamanın canlı vücuduna zarar verebileceğini tartışır.` },
    { code: 'F.3.4.1.3', text: msg`Bireysel olarak veya gruplar hâlinde çalışırken gerekli güvenlik tedbirlerini almada sorumluluk üstlenir.` },
  ],
  keywords: [msg`Madde`, msg`Esneklik`, msg`Kırılganlık`, msg`Sertlik`, msg`Pürüzlü`, msg`Güvenlik`],
};
