import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 8, "Mevsimler ve İklim": a greenhouse-effect jar model, melting land ice and sea ice, causes and effects of global climate change. */
export const meta: ExperimentMeta = {
  id: 'greenhouse-jar',
  kitId: 'environment',
  subject: 'science',
  grade: 8,
  unitId: 'F.8.1',
  icon: '🌡️',
  title: msg`Kavanozda Sera Etkisi, Tabakta Eriyen Buzullar`,
  summary: msg`Biri kapalı, biri açık iki kavanozdaki havanın güneşte nasıl ısındığını ölç. Karadaki ve denizdeki buzun erimesinin su seviyesine etkisini iki kapla dene. Küresel iklim değişikliğinin nedenlerini, sonuçlarını ve çözüm yollarını tartış.`,
  outcomes: [
    { text: msg`Sera etkisini basit bir modelle gösterir ve sera gazlarının artmasını küresel ısınmayla ilişkilendirir.` },
    {
      text: msg`Küresel iklim değişikliklerinin nedenlerini ve olası sonuçlarını tartışır; karadaki buzulların erimesinin deniz seviyesine etkisini deneyle gösterir.`,
    },
    { text: msg`İklim değişikliğini azaltmak için bireysel ve toplumsal önlemler önerir.` },
  ],
  keywords: [msg`Sera etkisi`, msg`Küresel ısınma`, msg`İklim değişikliği`, msg`Karbondioksit`, msg`Buzul`, msg`Deniz seviyesi`],
};
