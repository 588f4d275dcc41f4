import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Basit Elektrik Devreleri": building a real circuit with a home-made paper-clip switch; open and closed circuits. */
export const meta: ExperimentMeta = {
  id: 'paperclip-switch',
  kitId: 'electric-circuits',
  subject: 'science',
  grade: 4,
  unitId: 'F.4.7',
  icon: '📎',
  title: msg`Ataştan Anahtar Yapalım`,
  summary: msg`Pil, ampul ve kablolarla gerçek bir devre kur. Bir ataş ve iki raptiyeyle kendi anahtarını yap, devreyi açıp kapatarak ampulü yakıp söndür. Ampulün neden bazen yanmadığını bul.`,
  outcomes: [
    { text: msg`Basit bir elektrik devresini oluşturan elemanları ve görevlerini açıklar.` },
    { text: msg`Gerçek malzemelerle basit bir elektrik devresi kurar ve basit bir anahtar yapar.` },
    { text: msg`Açık ve kapalı devreyi ayırt eder; ampulün yanmadığı durumların nedenlerini bulur.` },
  ],
  keywords: [msg`Elektrik devresi`, msg`Pil`, msg`Ampul`, msg`Anahtar`, msg`Açık devre`, msg`Kapalı devre`],
};
