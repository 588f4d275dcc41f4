import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Olaylar" (unplugged): a class game of event handlers; telling an event from the reaction it starts. */
export const meta: ExperimentMeta = {
  id: 'event-reactions',
  kitId: 'programming-unplugged',
  subject: 'programming',
  grade: 6,
  unitId: 'K.6.1',
  icon: '🔔',
  title: msg`Olay–Tepki Oyunu`,
  summary: msg`Sınıf bir program olsun: herkes kendi “olay kartı”nı bekler; öğretmen zili çalınca, bir kart kaldırınca ya da ıslık çalınca yalnızca o olayı bekleyenler tepki verir. Sonra cümleleri “olay” ve “tepki” diye ayır.`,
  outcomes: [
    { text: msg`Bir olayı (tetikleyiciyi) ve o olayın başlattığı tepkiyi ayırt eder.` },
    { text: msg`“… olunca … yap” biçiminde olay işleyiciler yazar ve bir grup oyununda uygular.` },
    { text: msg`Aynı olayı bekleyen birden çok işleyicinin birlikte çalıştığını, olay gelmeyince hiçbirinin çalışmadığını gözlemler.` },
  ],
  keywords: [msg`Olay`, msg`Tepki`, msg`Olay işleyici`, msg`Tetikleyici`],
};
