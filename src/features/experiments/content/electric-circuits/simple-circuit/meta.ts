import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Basit Elektrik Devreleri": battery, wires, bulb and switch; only a closed circuit lights the bulb. */
export const meta: ExperimentMeta = {
  id: 'simple-circuit',
  kitId: 'electric-circuits',
  subject: 'science',
  grade: 4,
  unitId: 'F.4.7',
  icon: '💡',
  title: msg`Ampulü Yakalım: Basit Elektrik Devresi`,
  summary: msg`Pil, kablo, ampul ve anahtarla kendi devreni kur. Ampulün yanması için devrenin neden tam ve kapalı olması gerektiğini keşfet.`,
  outcomes: [
    { text: msg`Basit bir elektrik devresini oluşturan elemanları ve görevlerini açıklar.` },
    { text: msg`Basit bir elektrik devresi kurar; ampulün yanması için devrenin kapalı olması gerektiğini fark eder.` },
    { text: msg`Devre deneylerinde elektriği güvenli kullanır.` },
  ],
  keywords: [msg`Elektrik devresi`, msg`Duy`, msg`Anahtar`, msg`Kapalı devre`, msg`Açık devre`, msg`Kısa devre`],
};
