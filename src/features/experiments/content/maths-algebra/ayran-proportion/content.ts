import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir bardak ayran güzel oldu; bütün sınıfa yetecek kadar yapmak istiyorsun. Yoğurdu iki katına çıkarırsan suyu da iki katına çıkarmalısın; yoksa tadı değişir. Tarifi büyütmek doğru orantının ta kendisidir.`,
    sections: [
      {
        heading: msg`Oran ve orantı`,
        paragraphs: [
          msg`İki çokluğun bölme yoluyla karşılaştırılmasına oran denir: 2 bardak yoğurda 3 bardak su, 2 : 3 ya da 2/3 oranıdır. İki oranın eşitliğine orantı denir: 2/3 = 8/12.`,
          msg`Bir orantıda içler çarpımı dışlar çarpımına eşittir: 2/3 = x/12 ise 3 · x = 2 · 12, yani x = 8’dir.`,
        ],
      },
      {
        heading: msg`Doğru orantı ve orantı sabiti`,
        paragraphs: [
          msg`Çokluklardan biri kaç katına çıkınca öbürü de aynı katına çıkıyorsa bu iki çokluk doğru orantılıdır. Ayranda su miktarının yoğurt miktarına oranı hep aynıdır: 3/2 = 6/4 = 12/8 = 1,5. Bu sabit sayıya orantı sabiti denir ve su = 1,5 · yoğurt biçiminde yazılabilir.`,
          msg`Birim oran, bir çokluğun bir birimine karşılık gelen öbür çokluktur: 3 kg domates 45 TL ise 1 kg domates 15 TL’dir. Birim oranı bulunca istenen miktar kolayca hesaplanır.`,
        ],
      },
      {
        heading: msg`Ters orantı`,
        paragraphs: [
          msg`Çokluklardan biri kaç katına çıkınca öbürü aynı sayıda bölüme iniyorsa bu çokluklar ters orantılıdır. Aynı hızla çalışan 4 işçi bir duvarı 6 günde örüyorsa 8 işçi 3 günde örer: işçi sayısı ile gün sayısının çarpımı (24) sabittir.`,
          msg`Her artan–artan ilişki doğru orantı değildir: yaşın ve boyun birlikte artması, oranları sabit olmadığı için orantı değildir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Orantı`, definition: msg`İki oranın eşitliği; a/b = c/d.` },
      { term: msg`Doğru orantı`, definition: msg`Biri kaç katına çıkınca öbürü de aynı katına çıkan iki çokluk arasındaki ilişki; oranları sabittir.` },
      { term: msg`Orantı sabiti`, definition: msg`Doğru orantılı iki çokluğun değişmeyen oranı.` },
      { term: msg`Ters orantı`, definition: msg`Biri kaç katına çıkınca öbürü aynı sayıda bölüme inen iki çokluk arasındaki ilişki; çarpımları sabittir.` },
    ],
  },
  procedure: {
    goal: msg`Bir ayran tarifini farklı miktarlara büyütüp küçülterek doğru orantıyı tablo ve orantı sabitiyle ifade etmek ve tadın yalnız oran korunduğunda aynı kaldığını görmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Yoğurt`, quantity: msg`Her gruba 500 g; oranı bozacak gruba 500 g daha (5 grupluk sınıfa 3 kg)` },
      { name: msg`İçme suyu`, quantity: msg`Her gruba 1,5 L; oranı bozacak gruba 1 L daha` },
      { name: msg`Aynı boy su bardağı (ölçü kabı olarak)`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Sürahi ve karıştırma kaşığı`, quantity: msg`Her gruba 1’er tane` },
      { name: msg`Tek kullanımlık tadım bardağı`, quantity: msg`Her öğrenciye 2 tane` },
    ],
    safety: [
      msg`Süt ürünlerine alerjisi ya da laktoz hassasiyeti olan öğrenciler tatmaz; gözlem ve hesaplamayla katılır.`,
      msg`Başlamadan ellerini yıka; herkes yalnız kendi tadım bardağını kullansın, kaşıkları ağzına götürme.`,
      msg`Yere dökülen ayranı hemen sil; ıslak zemin kaygandır.`,
    ],
    steps: [
      msg`Tarif kartı: 2 bardak yoğurda 3 bardak su. Tarifi olduğu gibi uygulayıp karıştır; bir yudum tat ve tadını not et.`,
      msg`Tarifi 2 katına çıkarmak için kaç bardak yoğurt ve su gerektiğini hesapla, tabloya yaz. (Yalnız hesapla; hepsini yapmak gerekmez.)`,
      msg`8 bardak yoğurtla tarifteki tatta ayran için kaç bardak su gerektiğini orantı kurarak bul: 2/3 = 8/x.`,
      msg`Tablondaki her satır için su ÷ yoğurt oranını hesapla. Bu oran neden hep aynı çıkıyor? Bu sayıya ne ad verilir?`,
      msg`Bir grup 2 bardak yoğurda 3 yerine 5 bardak su koysun; tadını tarifle karşılaştırın. Oran neden bozuldu?`,
      msg`Ayranı 30 kişilik sınıfa paylaştırırken bir kişiye düşen miktar ile kişi sayısı arasındaki ilişkiyi tartışın: kişi sayısı artınca kişi başına düşen ayran nasıl değişir?`,
    ],
    observations: [
      msg`Tablodaki su ÷ yoğurt oranı kaç çıktı? Bütün satırlarda aynı mıydı?`,
      msg`Oranı bozulan ayranın tadı nasıldı?`,
      msg`Kişi sayısı ile kişi başına düşen ayran arasındaki ilişki doğru orantı mı, ters orantı mı?`,
    ],
    conclusion: msg`Tarif büyütülürken yoğurt ve su miktarları doğru orantılıdır: oranları (orantı sabiti) hep aynı kalır ve tadı da aynı kalır. Eksik miktar orantı kurularak ya da birim oran bulunarak hesaplanır. Belli bir miktar ayran paylaşılırken kişi sayısı ile kişi başına düşen miktar ters orantılıdır; çarpımları sabittir.`,
  },
  questions: [
    {
      id: 'unit-rate',
      prompt: msg`3 kg domates 45 TL’dir. Aynı fiyattan 5 kg domates kaç TL’dir?`,
      options: [msg`60`, msg`75`, msg`90`, msg`225`],
      correctIndex: 1,
      explanation: msg`Birim oran: 45 ÷ 3 = 15 TL/kg. 5 kg için 5 · 15 = 75 TL.`,
      hints: [msg`Önce 1 kg domatesin fiyatını bul.`, msg`Bulduğun birim fiyatı 5 ile çarp.`],
    },
    {
      id: 'which-direct',
      prompt: msg`Aşağıdaki çokluk çiftlerinden hangisi doğru orantılıdır?`,
      options: [
        msg`Bir öğrencinin yaşı ile boyu`,
        msg`Aynı işi yapan işçi sayısı ile işin bitme süresi`,
        msg`Tanesi aynı fiyata satılan ekmeklerin sayısı ile ödenen para`,
        msg`Bir karenin kenar uzunluğu ile alanı`,
      ],
      correctIndex: 2,
      explanation: msg`Ekmek sayısı 2, 3 katına çıkınca ödenen para da 2, 3 katına çıkar; oranları (bir ekmeğin fiyatı) sabittir. İşçi sayısı ile süre ters orantılıdır; yaş ile boyun ve kenar ile alanın oranı sabit değildir.`,
      hints: [msg`Doğru orantıda biri 2 katına çıkınca öbürü de 2 katına çıkar.`, msg`Her seçenekte iki çokluğun oranının sabit kalıp kalmadığını düşün.`],
    },
    {
      id: 'inverse',
      prompt: msg`Aynı hızla çalışan 4 işçi bir duvarı 6 günde örüyor. 8 işçi aynı duvarı kaç günde örer?`,
      options: [msg`12`, msg`10`, msg`2`, msg`3`],
      correctIndex: 3,
      explanation: msg`İşçi sayısı ile gün sayısı ters orantılıdır; çarpımları sabittir: 4 · 6 = 24. 8 işçi için 24 ÷ 8 = 3 gün.`,
      hints: [msg`İşçi sayısı artarsa iş daha kısa mı sürer, daha uzun mu?`, msg`İşçi sayısı 2 katına çıkınca gün sayısına ne olur?`],
    },
    {
      id: 'constant',
      prompt: msg`Doğru orantılı x ve y için x = 3 iken y = 12, x = 6 iken y = 24, x = 9 iken y = 36’dır. Orantı sabiti (y ÷ x) kaçtır?`,
      options: [msg`4`, msg`3`, msg`12`, msg`1/4`],
      correctIndex: 0,
      explanation: msg`12 ÷ 3 = 24 ÷ 6 = 36 ÷ 9 = 4. Orantı sabiti 4’tür ve y = 4x yazılabilir.`,
      hints: [msg`Her satırda y’yi x’e böl.`, msg`Bölümler aynı mı çıkıyor?`],
    },
    {
      id: 'cross-multiply',
      prompt: msg`2/5 = x/20 orantısında x kaçtır?`,
      options: [msg`17`, msg`50`, msg`8`, msg`10`],
      correctIndex: 2,
      explanation: msg`İçler çarpımı dışlar çarpımına eşittir: 5 · x = 2 · 20 = 40, x = 8. Ya da payda 4 katına çıktığı için pay da 4 katına çıkar: 2 · 4 = 8.`,
      hints: [msg`5’ten 20’ye kaç katına çıkılmış?`, msg`Pay da aynı katına çıkmalı.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Ayran sürahisi`,
    instructions: msg`Tarif kartındaki oranı koruyarak sürahiye düğmelerle (ya da + ve − tuşlarıyla) yoğurt ve su bardakları ekle. İstenen miktara ulaşınca “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'ratio-mixer',
      first: { label: msg`yoğurt`, emoji: '🥣', colour: '#d6d3d1' },
      second: { label: msg`su`, emoji: '💧', colour: '#93c5fd' },
      maxCups: 12,
      tasks: [
        {
          prompt: msg`Tarif 2 bardak yoğurda 3 bardak su. 8 bardak yoğurtla aynı tatta ayran yap.`,
          ratio: { first: 2, second: 3 },
          amount: { of: 'first', cups: 8 },
        },
        {
          prompt: msg`Tarif 3 bardak yoğurda 2 bardak su. 6 bardak su kullanarak aynı tatta ayran yap.`,
          ratio: { first: 3, second: 2 },
          amount: { of: 'second', cups: 6 },
        },
        { prompt: msg`Tarif 1 bardak yoğurda 2 bardak su. Toplam 12 bardak ayran yap.`, ratio: { first: 1, second: 2 }, amount: { of: 'total', cups: 12 } },
        {
          prompt: msg`Tarif 2 bardak yoğurda 5 bardak su. 10 bardak su kullanarak aynı tatta ayran yap.`,
          ratio: { first: 2, second: 5 },
          amount: { of: 'second', cups: 10 },
        },
        { prompt: msg`Tarif 3 bardak yoğurda 4 bardak su. Toplam 14 bardak ayran yap.`, ratio: { first: 3, second: 4 }, amount: { of: 'total', cups: 14 } },
      ],
    },
  },
  worksheet: {
    title: msg`Ayranın Tadı: Doğru Orantı Çalışma Sayfası`,
    instructions: msg`Tarifi büyütürken miktarları tabloya yaz, her satırda su ÷ yoğurt oranını hesapla.`,
    tasks: [
      { prompt: msg`Tablondaki yoğurt ve su miktarları arasındaki ilişkiyi bir denklemle yaz (su = … · yoğurt).`, lines: 2 },
      { prompt: msg`Bir araç 3 saatte 240 km gidiyor. Aynı hızla 5 saatte kaç km gider? Birim oranı kullanarak çöz.`, lines: 3 },
      { prompt: msg`Bir çiftlikteki yem 12 hayvana 10 gün yetiyor. Aynı yem 15 hayvana kaç gün yeter? İlişkinin türünü de yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Ayran tarifi tablosu`,
      columns: [msg`Yoğurt (bardak)`, msg`Su (bardak)`, msg`Toplam (bardak)`, msg`Su ÷ yoğurt`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Şenlik Ayranı`,
    paragraphs: [
      msg`Orman şenliği için Fındık ayran yapacaktı. Baykuş Nine’nin tarifi: 2 kase yoğurda 3 kase su.`,
      msg`Misafir çok olunca kardeşi Çıtır 6 kase yoğurt koydu, sonra “3 kase su eklemiştik, 3 kase daha eklerim” diyerek 6 kase su koydu. Ayran koyu ve ekşi oldu.`,
      msg`Baykuş Nine açıkladı: “Yoğurdu 3 katına çıkardın, suyu da 3 katına çıkarmalısın: 3 · 3 = 9 kase. Aynı miktarı eklemek değil, aynı katına çıkarmak gerekir.”`,
      msg`Fındık 3 kase su daha ekledi; 6 kase yoğurt ve 9 kase suyla ayran tam kıvamına geldi. Su ÷ yoğurt hâlâ 1,5’ti.`,
      msg`Şenliğin sonunda kalan 12 kase ayranı paylaştırdılar: 4 kişiye 3’er kase, 6 kişiye 2’şer kase düştü. Çıtır güldü: “Kişi arttıkça pay azalıyor; bu da ters orantı!”`,
    ],
    lesson: msg`Bir tarifi büyütürken miktarları aynı sayıya eklemek değil, aynı sayıyla çarpmak gerekir; doğru orantıda oran sabit kalır.`,
  },
};
