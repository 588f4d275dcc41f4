import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir zar atıldığında hangi sayının geleceğini önceden bilemezsin, ama neler gelebileceğini bilirsin. Bu olası durumları sayarak bir olayın ne kadar olası olduğunu 0 ile 1 arasında bir sayıyla söyleyebilirsin.`,
    sections: [
      {
        heading: msg`Deney, çıktı ve olası durumlar`,
        paragraphs: [
          msg`Zar atmak bir deneydir: sonucu önceden bilinmez ama hangi sonuçların olabileceği bilinir. Deneyin sonuçlarının her birine çıktı denir. Bir zar atıldığında üste gelen yüzde 1, 2, 3, 4, 5 ya da 6 olabilir; bu deneyin 6 olası durumu vardır.`,
          msg`Hilesiz bir zar küp biçimindedir ve yüzleri eştir; bu yüzden her yüzün üste gelme şansı eşittir. Bu çıktılar eş olasılıklıdır. n eş olasılıklı çıktıdan her birinin olasılığı 1/n’dir: zarda her sayının gelme olasılığı 1/6’dır.`,
        ],
      },
      {
        heading: msg`Olay ve olasılığı`,
        paragraphs: [
          msg`Olay, deneyde gerçekleşmesi istenen durumdur; onu gerçekleştiren çıktılarla yazılır. “Çift sayı gelmesi” olayının çıktıları 2, 4 ve 6’dır; “4’ten büyük bir sayı gelmesi” olayının çıktıları 5 ve 6’dır.`,
          msg`Eş olasılıklı çıktılarda bir olayın olasılığı, olayın çıktılarının sayısının tüm olası durumların sayısına oranıdır. Çift sayı gelme olasılığı 3/6 = 1/2, 4’ten büyük bir sayı gelme olasılığı 2/6 = 1/3’tür.`,
          msg`Çıktısı daha çok olan olay daha olasıdır. Çift sayı gelmesi (3 çıktı), 4’ten büyük bir sayı gelmesinden (2 çıktı) daha olasıdır. Asal sayı gelmesi (2, 3 ve 5) ile çift sayı gelmesi eşit olasılıklıdır. 6 gelmesi (1 çıktı) ise ikisinden de daha az olasıdır.`,
        ],
      },
      {
        heading: msg`Kesin olay, imkânsız olay`,
        paragraphs: [
          msg`Zarda 7 gelmesi imkânsız olaydır: hiçbir çıktı onu gerçekleştirmez, olasılığı 0/6 = 0’dır. “7’den küçük bir sayı gelmesi” kesin olaydır: 6 çıktının hepsi onu gerçekleştirir, olasılığı 6/6 = 1’dir. Öbür bütün olayların olasılığı 0 ile 1 arasındadır; bir olasılık 0’dan küçük ya da 1’den büyük olamaz.`,
          msg`Bir olayın olma olasılığı ile olmama olasılığının toplamı 1’dir. 4’ten büyük bir sayı gelme olasılığı 1/3 ise gelmeme olasılığı (1, 2, 3 ya da 4 gelmesi) 4/6 = 2/3’tür.`,
        ],
      },
      {
        heading: msg`Atışların sonuçları ve olasılık`,
        paragraphs: [
          msg`Olasılık tek bir atışın sonucunu söylemez. Olasılığı 1/6 olan 6, altı atışta hiç gelmeyebilir ya da iki kez gelebilir. 60 atışta 6’nın yaklaşık 10 kez gelmesi beklenir; 7 ya da 13 kez gelmesi de şaşırtıcı değildir.`,
          msg`Zar önceki atışları hatırlamaz: 6 uzun süre gelmediyse bir sonraki atışta gelme olasılığı yine 1/6’dır. Atış sayısı arttıkça bir olayın gerçekleşme oranı genellikle olasılığına yaklaşır, ama her zaman tam eşit olmaz.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Deney`, definition: msg`Sonucu önceden bilinmeyen ama olabilecek sonuçları bilinen işlem; örneğin zar atmak.` },
      { term: msg`Çıktı (olası durum)`, definition: msg`Bir deneyin sonuçlarından her biri; zarda 1, 2, 3, 4, 5 ve 6.` },
      { term: msg`Olay`, definition: msg`Deneyde gerçekleşmesi istenen durum; onu gerçekleştiren çıktılarla yazılır, örneğin çift sayı gelmesi (2, 4, 6).` },
      { term: msg`Eş olasılıklı`, definition: msg`Her birinin olma şansı eşit olan çıktılar; n tane ise her birinin olasılığı 1/n.` },
      { term: msg`Kesin olay`, definition: msg`Bütün çıktılarda gerçekleşen olay; olasılığı 1.` },
      { term: msg`İmkânsız olay`, definition: msg`Hiçbir çıktıda gerçekleşmeyen olay; olasılığı 0.` },
    ],
  },
  procedure: {
    goal: msg`Zar atma deneyinin olası durumlarını belirlemek, olayları çıktılarıyla yazıp olasılıklarını hesaplamak ve karşılaştırmak, sonra 60 atışın sonuçlarını bu olasılıklarla karşılaştırmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Altı yüzlü, hilesiz oyun zarı`, quantity: msg`Her ikili gruba 1 tane` },
      { name: msg`Zarın içine atılacağı kenarlı tepsi ya da ayakkabı kutusunun kapağı`, quantity: msg`Her ikili gruba 1 tane` },
      { name: msg`Olaylar, çetele ve sonuç tablosu olan çalışma sayfası`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Kurşun kalem`, quantity: msg`Her öğrenciye 1 tane` },
    ],
    safety: [
      msg`Zar küçük bir nesnedir: ağzına alma, küçük kardeşlerin ulaşabileceği yerde bırakma.`,
      msg`Zarı tepsinin içine, alçaktan at; havaya ya da kimseye doğru fırlatma.`,
      msg`Yere düşen zarı hemen topla; üstüne basan kayıp düşebilir.`,
    ],
    steps: [
      msg`Zarın altı yüzüne bak ve bu deneyin bütün olası durumlarını tabloya yaz. Her yüzün gelme olasılığını kesir olarak yaz.`,
      msg`Şu olayların çıktılarını yaz ve olasılıklarını hesapla: çift sayı gelmesi, 4’ten büyük bir sayı gelmesi, asal sayı gelmesi, üste gelen sayının en çok 2 olması.`,
      msg`Bu dört olayı daha olasıdan daha az olasıya doğru sırala; eşit olasılıklı olanları işaretle. Zarla bir kesin olay ve bir imkânsız olay da yaz.`,
      msg`Tahmin et: 60 atışta her yüz yaklaşık kaç kez gelir? Tahminini tabloya yaz.`,
      msg`Zarı tepsiye 60 kez at; gelen sayıyı her seferinde çeteleye işle. Biriniz atsın, öbürü yazsın; 30 atıştan sonra görev değiştirin.`,
      msg`Her yüzün gelme sayısını ve gelme oranını (gelme sayısı / 60) yaz. Çift sayı gelmesi olayının 60 atışta kaç kez gerçekleştiğini de say.`,
      msg`Grupların sonuçlarını tahtada birleştirin: bütün sınıfın atışlarında her yüzün gelme oranı 1/6’ya ne kadar yakın?`,
    ],
    observations: [
      msg`Her yüz 60 atışta tam 10 kez mi geldi? En çok ve en az gelen yüzler hangileri?`,
      msg`Çift sayı gelmesi olayı 60 atışın kaçında gerçekleşti? Bu, olasılığı 1/2 olan bir olaydan beklediğine yakın mı?`,
      msg`Grubunun sonuçları mı, bütün sınıfın birleşik sonuçları mı olasılıklara daha yakın çıktı?`,
    ],
    conclusion: msg`Hilesiz bir zarın 6 olası durumu eş olasılıklıdır; her birinin olasılığı 1/6’dır. Bir olay onu gerçekleştiren çıktılarla yazılır ve olasılığı, çıktılarının sayısının 6’ya oranıdır; çıktısı çok olan olay daha olasıdır. İmkânsız olayın olasılığı 0, kesin olayınki 1’dir, öbürleri 0 ile 1 arasındadır. Atışların sonuçları olasılıkla tam aynı çıkmaz; atış sayısı arttıkça gelme oranları genellikle olasılıklara yaklaşır.`,
  },
  questions: [
    {
      id: 'outcomes-of-event',
      prompt: msg`Bir zar atılıyor. “Üste gelen sayının 3’ten büyük olması” olayının çıktıları hangileridir?`,
      options: [msg`1, 2 ve 3`, msg`3, 4, 5 ve 6`, msg`4, 5 ve 6`, msg`4 ve 6`],
      correctIndex: 2,
      explanation: msg`Olası durumlar 1, 2, 3, 4, 5 ve 6’dır. Bunlardan 3’ten büyük olanlar 4, 5 ve 6’dır; 3, 3’ten büyük değildir. Olayın 3 çıktısı vardır ve olasılığı 3/6 = 1/2’dir.`,
      hints: [msg`Önce zarın üstüne gelebilecek bütün sayıları yaz.`, msg`Her sayı için sor: bu sayı 3’ten büyük mü? 3’ün kendisini de unutma.`],
    },
    {
      id: 'most-likely',
      prompt: msg`Bir zar atıldığında aşağıdaki olaylardan hangisinin olma olasılığı en fazladır?`,
      options: [msg`6 gelmesi`, msg`5’ten küçük bir sayı gelmesi`, msg`Asal sayı gelmesi`, msg`3’ün katı olan bir sayı gelmesi`],
      correctIndex: 1,
      explanation: msg`Çıktılar: 6 gelmesi → 6 (1 çıktı); 5’ten küçük bir sayı → 1, 2, 3, 4 (4 çıktı); asal sayı → 2, 3, 5 (3 çıktı); 3’ün katı → 3, 6 (2 çıktı). En çok çıktısı olan olay en olasıdır: 5’ten küçük bir sayı gelme olasılığı 4/6 = 2/3’tür.`,
      hints: [msg`Her olayın çıktılarını yaz ve say.`, msg`Çıktıların hepsi eş olasılıklıysa çıktı sayısı fazla olan olayın olasılığı da fazladır.`],
    },
    {
      id: 'equally-likely',
      prompt: msg`Bir zar atıldığında aşağıdaki olay çiftlerinden hangisinde iki olayın olma olasılığı eşittir?`,
      options: [
        msg`Çift sayı gelmesi ile 6 gelmesi`,
        msg`1 gelmesi ile 1’den büyük bir sayı gelmesi`,
        msg`Asal sayı gelmesi ile 3’ten küçük bir sayı gelmesi`,
        msg`4’ten büyük bir sayı gelmesi ile 3’ün katı olan bir sayı gelmesi`,
      ],
      correctIndex: 3,
      explanation: msg`4’ten büyük bir sayı gelmesinin çıktıları 5 ve 6, 3’ün katı olan bir sayı gelmesinin çıktıları 3 ve 6’dır; ikisinin de 2 çıktısı vardır, olasılıkları 2/6 = 1/3’tür. Öbür çiftlerde çıktı sayıları farklıdır: 3 ile 1, 1 ile 5, 3 ile 2.`,
      hints: [msg`Her çiftteki iki olayın çıktılarını ayrı ayrı yaz.`, msg`Çıktı sayıları eşit olan iki olayın olasılıkları da eşittir.`],
    },
    {
      id: 'certain-event',
      prompt: msg`Bir zar atılıyor. Aşağıdakilerden hangisi kesin olaydır?`,
      options: [msg`7’den küçük bir sayı gelmesi`, msg`6 gelmesi`, msg`0 gelmesi`, msg`6’dan küçük bir sayı gelmesi`],
      correctIndex: 0,
      explanation: msg`Zarın bütün yüzleri (1, 2, 3, 4, 5, 6) 7’den küçüktür; olay 6 çıktının hepsinde gerçekleşir, olasılığı 6/6 = 1’dir. 0 gelmesi imkânsız olaydır (olasılığı 0); 6 gelmesinin olasılığı 1/6, 6’dan küçük bir sayı gelmesininki 5/6’dır.`,
      hints: [
        msg`Kesin olay, deneyin bütün çıktılarında gerçekleşen olaydır.`,
        msg`Her seçenek için sor: 1, 2, 3, 4, 5 ve 6’nın hepsi bu olayı gerçekleştiriyor mu?`,
      ],
    },
    {
      id: 'sixty-rolls',
      prompt: msg`Ece hilesiz bir zarı 60 kez attı; 6 sayısı 14 kez geldi. Aşağıdakilerden hangisi doğrudur?`,
      options: [
        msg`6 tam 10 kez gelmeliydi; Ece yanlış saymıştır.`,
        msg`Bir sonraki atışta 6 gelme olasılığı 1/6’dan büyüktür.`,
        msg`6 gelme olasılığı yine 1/6’dır; 60 atışta yaklaşık 10 kez gelmesi beklenir ama sonuç bundan farklı çıkabilir.`,
        msg`Bir sonraki 60 atışta 6 yalnızca 6 kez gelecektir.`,
      ],
      correctIndex: 2,
      explanation: msg`Zarın yüzleri atışlardan sonra değişmez; 6 gelme olasılığı her atışta 1/6’dır. 60 atışın 1/6’sı 10’dur, yani yaklaşık 10 kez gelmesi beklenir. Hilesiz bir zarda 14 kez gelmesi de olabilir; zar önceki atışları hatırlamaz, bu yüzden sonraki atışlarda 6 ne daha sık ne daha seyrek gelmeye başlar.`,
      hints: [
        msg`Zarın yüzleri ya da yüzlerin gelme şansı atışlardan sonra değişir mi?`,
        msg`60 atışta 6’nın yaklaşık kaç kez gelmesi beklenir? Sonuç her zaman tam bu sayı mı çıkar?`,
      ],
    },
    {
      id: 'eight-faces',
      prompt: msg`Yüzleri 1’den 8’e kadar numaralanmış, her yüzünün gelme şansı eşit olan sekiz yüzlü bir zar atılıyor. 3 gelme olasılığı kaçtır?`,
      options: [msg`1/6`, msg`1/8`, msg`3/8`, msg`1/3`],
      correctIndex: 1,
      explanation: msg`Bu zarın 8 eş olasılıklı çıktısı vardır (n = 8); her birinin olasılığı 1/n = 1/8’dir. 3 gelmesi bu çıktılardan yalnız biridir. 1/6 altı yüzlü zarın, 3/8 ise 3 çıktısı olan bir olayın olasılığı olurdu.`,
      hints: [msg`Bu zarın kaç olası durumu var?`, msg`Çıktıların hepsi eş olasılıklıysa her birinin olasılığı nasıl bulunur?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Zar ve olaylar`,
    instructions: msg`Olay görevlerinde olayı gerçekleştiren zar yüzlerine dokun; seçtikçe olasılık (çıktı sayısı ÷ 6) gösterilir. Seçme görevlerinde doğru cevabı seç. Zarı 1, 10 ya da 60 kez atıp tablodaki sonuçları olasılıkla karşılaştırabilirsin. Sonra “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'dice',
      seed: 6,
      tasks: [
        { kind: 'event', prompt: msg`“Çift sayı gelmesi” olayının çıktılarını işaretle.`, faces: [2, 4, 6] },
        { kind: 'event', prompt: msg`“4’ten büyük bir sayı gelmesi” olayının çıktılarını işaretle.`, faces: [5, 6] },
        {
          kind: 'choose',
          prompt: msg`Hangisi daha olası: çift sayı gelmesi mi, 4’ten büyük bir sayı gelmesi mi?`,
          options: [msg`Çift sayı gelmesi`, msg`4’ten büyük bir sayı gelmesi`, msg`İkisi eşit olasılıklı`],
          correctIndex: 0,
        },
        { kind: 'event', prompt: msg`“Asal sayı gelmesi” olayının çıktılarını işaretle.`, faces: [2, 3, 5] },
        {
          kind: 'choose',
          prompt: msg`Asal sayı gelmesi ile çift sayı gelmesi olaylarını karşılaştır.`,
          options: [msg`Asal sayı gelmesi daha olası`, msg`Çift sayı gelmesi daha olası`, msg`İkisi eşit olasılıklı`],
          correctIndex: 2,
        },
        { kind: 'event', prompt: msg`“Üste gelen sayının en çok 2 olması” (2 ya da 2’den küçük) olayının çıktılarını işaretle.`, faces: [1, 2] },
        { kind: 'event', prompt: msg`“7’den küçük bir sayı gelmesi” olayının çıktılarını işaretle. Olasılığı kaç çıkıyor?`, faces: [1, 2, 3, 4, 5, 6] },
        {
          kind: 'choose',
          prompt: msg`Bir zar atıldığında 7 gelme olasılığı kaçtır?`,
          options: [msg`1/7`, msg`0`, msg`1/6`, msg`1`],
          correctIndex: 1,
        },
      ],
    },
  },
  worksheet: {
    title: msg`Zar Atma Deneyi Çalışma Sayfası`,
    instructions: msg`Zar atma deneyinin olası durumlarını ve olaylarını yaz, 60 atışın sonuçlarını çeteleyle kaydet ve olasılıklarla karşılaştır.`,
    tasks: [
      { prompt: msg`Bir zar atıldığında olası durumların hepsini yaz. Kaç olası durum var? Her birinin olasılığı kaçtır?`, lines: 2 },
      {
        prompt: msg`“5’ten küçük bir sayı gelmesi” ve “3’ün katı olan bir sayı gelmesi” olaylarının çıktılarını yaz, olasılıklarını hesapla. Hangisi daha olası?`,
        lines: 3,
      },
      { prompt: msg`Zarla, olasılığı 1/2 olan iki farklı olay yaz ve çıktılarını göster.`, lines: 2 },
      { prompt: msg`Zarla bir kesin olay ve bir imkânsız olay yaz; olasılıklarını belirt.`, lines: 2 },
      { prompt: msg`60 atışta 6 sayısı kaç kez geldi? Beklenen yaklaşık sayıyı hesapla ve karşılaştır. Fark neden olabilir?`, lines: 3 },
    ],
    table: {
      caption: msg`Zar atma deneyinin sonuçları`,
      columns: [msg`Yüz (çıktı)`, msg`Olasılık`, msg`Tahminim (60 atışta)`, msg`Çetele`, msg`Gelme sayısı`, msg`Gelme oranı (…/60)`],
      rows: 6,
    },
  },
  story: {
    title: msg`Fındık’ın Zarı`,
    paragraphs: [
      msg`Kış akşamı Fındık ile kardeşi Çıtır bir kutu oyunu oynuyordu. Taşını yola çıkarmak için zarda 6 atmak gerekiyordu. Fındık ikinci atışında 6 attı; Çıtır beş kez attı, bir kez bile 6 gelmedi.`,
      msg`“Bu zar 6’yı sevmiyor!” diye söylendi Çıtır. Baykuş Nine zarı eline aldı: “Bu zarın altı yüzü var ve hepsi eş. 1, 2, 3, 4, 5 ve 6’nın gelme şansı eşit; her birinin olasılığı 1/6. Zarın sevdiği ya da sevmediği sayı yoktur.”`,
      msg`“O hâlde kural değişsin,” dedi Çıtır, “5 ya da 6 atan başlasın.” Baykuş Nine onayladı: “Bu olayın iki çıktısı var, olasılığı 2/6, yani 1/3. 6 atmaktan daha olası.” Fındık güldü: “Bir de ‘7 atan başlasın’ diyelim!” “O zaman kimse başlayamaz,” dedi Baykuş Nine, “7 gelmesi imkânsız olaydır, olasılığı 0. ‘1’den 6’ya kadar herhangi bir sayı atan başlasın’ dersek herkes hemen başlar; bu da kesin olaydır, olasılığı 1.”`,
      msg`Çıtır yine de merak etti ve zarı 60 kez attı: 6 sayısı 8 kez geldi. “10 kez gelmesi gerekmiyor muydu?” Baykuş Nine başını salladı: “10 beklenen yaklaşık sayıdır. Zar önceki atışları hatırlamaz; 60 atışta 8 kez de gelebilir, 12 kez de. Çok daha fazla atarsan 6’nın gelme oranı genellikle 1/6’ya yaklaşır.”`,
      msg`Oyun yeni kuralla sürdü ve bu kez iki kardeş de taşlarını kısa sürede yola çıkardı.`,
    ],
    lesson: msg`Olasılık bir olayın olma şansını ölçer: olayı gerçekleştiren çıktılar çoğaldıkça olasılığı da artar. Ama olasılık tek bir atışın ya da birkaç atışın sonucunu söylemez.`,
  },
};
