import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bilgisayarlar resimleri küçük karelerden oluşan bir ızgara olarak saklar ve çizer. Bu etkinlikte sen de bir robot için, kareli kâğıttaki bir resmi oklardan oluşan bir programa çevireceksin. Robot resmi hiç görmeden, yalnızca okları okuyarak çizecek.`,
    sections: [
      {
        heading: msg`Semboller: robotun dili`,
        paragraphs: [
          msg`Robotumuz dört sembol biliyor: → bir kare sağa git, ← bir kare sola git, ↓ bir kare aşağı git ve ■ durduğun kareyi boya. Robot her zaman kâğıdın sol üst köşesindeki kareden başlar.`,
          msg`Bir program, bu sembollerin soldan sağa sırayla yazılmasıdır. Robot sembolleri tek tek okur ve her birini hemen uygular. Sembolleri okuma sırası, işlerin yapılma sırasıdır.`,
        ],
      },
      {
        heading: msg`Resimden programa`,
        paragraphs: [
          msg`Resmi satır satır oku. Birinci satırda soldan sağa gider, boyalı karelerde ■ yazarsın. Satırın sonunda ↓ ile alt satıra inersin. İkinci satırda sağdan sola, ← ile geri gelirsin. Böylece robot hiç boşa yürümez.`,
          msg`Örneğin üç karelik bir satırda ortadaki kare boyalıysa program “→ ■ →” olur: robot bir kare sağa gider, boyar, bir kare daha sağa gider.`,
        ],
      },
      {
        heading: msg`Robot yanlış çizdiyse`,
        paragraphs: [
          msg`Robotun resmi seninkinden farklıysa, farklı olan ilk kareyi bul. Programda o kareye denk gelen sembolü ara: eksik bir ■ mi var, fazladan bir → mi? Yalnızca o sembolü düzelt ve robotu yeniden çalıştır. Buna hata ayıklama denir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Program`, definition: msg`Bir bilgisayarın ya da robotun sırayla uyguladığı komutlar.` },
      { term: msg`Sembol`, definition: msg`Bir anlamı olan işaret; burada her ok ya da kare bir komuttur.` },
      { term: msg`Hata ayıklama`, definition: msg`Programdaki yanlış ya da eksik komutu bulup düzeltme.` },
    ],
  },
  procedure: {
    goal: msg`Kareli kâğıtta 4 × 4’lük bir resmi sembollü bir programa çevirmek, programı arkadaşına uygulatmak ve iki resmi karşılaştırarak hatayı düzeltmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`İçinde 4 × 4’lük kareler çizili kâğıt`, quantity: msg`Her öğrenciye 3 yaprak` },
      { name: msg`Öğretmenin hazırladığı basit resim kartları (kalp, ev, ok, harf)`, quantity: msg`Her ikiliye 2 kart` },
      { name: msg`Kurşun kalem ve boya kalemi`, quantity: msg`Her öğrenciye 1’er tane` },
      { name: msg`Silgi`, quantity: msg`Her öğrenciye 1 tane` },
    ],
    safety: [
      msg`Boya kalemlerinin kapağını ağzına götürme.`,
      msg`Kalemi sivri ucu aşağı bakacak biçimde tut; arkadaşına kalem uzatırken ucundan değil arkasından uzat.`,
    ],
    steps: [
      msg`Tahtada sınıfça bir örnek yapın: öğretmen bir satırlık resmi gösterir, sınıf sembolleri söyler, öğretmen yazar.`,
      msg`İkililere ayrılın. Her biri kendi resim kartını arkadaşından gizlesin.`,
      msg`Resmini satır satır sembollere çevir ve programını ayrı bir kâğıda yaz.`,
      msg`Programını arkadaşına ver. Arkadaşın robot olsun: boş 4 × 4’lük kareye yalnızca senin sembollerini okuyarak çizsin. Soru sormak yasak!`,
      msg`İki resmi yan yana koyun. Farklı kare varsa programda o kareye denk gelen sembolü bulup düzeltin ve robotu yeniden çalıştırın.`,
      msg`Rolleri değiştirin.`,
    ],
    observations: [msg`Robotun çizdiği resim seninkiyle aynı mıydı?`, msg`Hata hangi sembolden kaynaklanıyordu?`, msg`Programın kaç sembolden oluşuyordu?`],
    conclusion: msg`Bir resim, sırayla okunan sembollerden oluşan bir programla anlatılabilir. Robot yalnızca yazılanı yapar; bu yüzden semboller eksiksiz ve doğru sırada olmalıdır. Çıkan resmi beklenenle karşılaştırmak, hatalı sembolü bulmamızı sağlar.`,
  },
  questions: [
    {
      id: 'symbol',
      prompt: msg`Robot “■” sembolünü okuyunca ne yapar?`,
      options: [msg`Bir kare sağa gider`, msg`Durduğu kareyi boyar`, msg`Programı bitirir`],
      correctIndex: 1,
      explanation: msg`■ sembolü “durduğun kareyi boya” demektir. Robot yerinden kıpırdamadan bulunduğu kareyi boyar.`,
      hints: [msg`Robotun bildiği dört sembolü hatırla.`, msg`Hangi sembol bir yere gitmeyi değil, bir iş yapmayı söyler?`],
    },
    {
      id: 'read-program',
      prompt: msg`Robot sol üst karede. Program “■ → → ■”. Birinci satırın hangi kareleri boyanır?`,
      options: [msg`1. ve 3. kare`, msg`1. ve 2. kare`, msg`Yalnızca 3. kare`, msg`2. ve 3. kare`],
      correctIndex: 0,
      explanation: msg`Robot önce 1. kareyi boyar, sonra iki kare sağa giderek 3. kareye varır ve onu boyar. 2. kare boş kalır.`,
      hints: [msg`Sembolleri sırayla tek tek uygula ve her adımda robotun hangi karede olduğunu yaz.`, msg`İki → sonra robot kaçıncı karededir?`],
    },
    {
      id: 'write-program',
      prompt: msg`Dört karelik bir satırda yalnızca 2. ve 4. kareler boyalı. Robot 1. karede. Hangi program doğrudur?`,
      options: [msg`■ → ■ → ■ → ■`, msg`→ ■ → ■`, msg`→ ■ → → ■`, msg`■ → → ■`],
      correctIndex: 2,
      explanation: msg`Robot bir kare sağa gidip 2. kareyi boyar, sonra iki kare sağa gidip 4. kareyi boyar: → ■ → → ■.`,
      hints: [msg`Robot 1. karede başlıyor; 1. kare boyalı mı?`, msg`2. kareden 4. kareye kaç kare gidilir?`],
    },
    {
      id: 'bug',
      prompt: msg`Robotun resminde bir kare eksik boyanmış. Hata büyük olasılıkla nedir?`,
      options: [msg`Robot çok hızlı çizmiştir`, msg`Kâğıt çok küçüktür`, msg`Programda o kare için bir ■ sembolü eksiktir`],
      correctIndex: 2,
      explanation: msg`Robot yalnızca ■ gördüğünde boyar. Bir kare boyanmamışsa programda onun için ■ yazılmamıştır.`,
      hints: [msg`Robot ne zaman boyar?`, msg`Boyanmayan kareye denk gelen sembolü programda ara.`],
    },
  ],
  activity: {
    kind: 'sequence',
    title: msg`Kareli kâğıt programının adımları`,
    instructions: msg`Bir resmi programa çevirip robota çizdirmenin adımları karıştı. Adımları doğru sıraya koy, sonra kontrol et.`,
    stepsInOrder: [
      msg`Resme bak ve robotun başlayacağı sol üst kareyi bul.`,
      msg`Birinci satırı soldan sağa oku; boyalı karelerde ■, geçişlerde → yaz.`,
      msg`Satırın sonunda ↓ yazarak robotu alt satıra indir.`,
      msg`Kalan satırları da sembollere çevir; sağdan sola okunan satırlarda ← kullan.`,
      msg`Programı arkadaşına ver; o, resmi görmeden boş kâğıda çizsin.`,
      msg`İki resmi karşılaştır ve farklı bir kare varsa programdaki sembolü düzelt.`,
    ],
  },
  worksheet: {
    title: msg`Kareli Kâğıt Robotu Çalışma Sayfası`,
    instructions: msg`Resmini çiz, programını yaz ve robotun çizdiğiyle karşılaştır.`,
    tasks: [
      { prompt: msg`Resmini kareli alana çiz (en fazla 8 kare boya).`, lines: 4 },
      { prompt: msg`Programını sembollerle yaz: → ← ↓ ■`, lines: 4 },
      { prompt: msg`Robot resmini doğru çizdi mi? Hatalı bir sembol varsa hangisiydi, nasıl düzelttin?`, lines: 3 },
    ],
    table: {
      caption: msg`Deneme kaydı`,
      columns: [msg`Deneme`, msg`Sembol sayısı`, msg`Farklı kare sayısı`, msg`Düzelttiğim sembol`],
      rows: 3,
    },
  },
  story: {
    title: msg`Kozalak Resim Yapıyor`,
    paragraphs: [
      msg`Fındık, robotu Kozalak’a annesinin doğum günü için bir kalp resmi çizdirmek istedi. Kozalak’ın gözleri yoktu ama okları çok iyi okuyabiliyordu.`,
      msg`Fındık bir kâğıda okları ve kareleri dizdi, Kozalak’a verdi. Kozalak vızıldayarak çizdi. Çıkan resim bir kalbe benziyordu, ama sol tarafında bir delik vardı.`,
      msg`Fındık iki resmi yan yana koydu ve deliğin olduğu kareyi buldu. Programda o kareye gelen yerde yalnızca bir ok vardı; “boya” kutusunu çizmeyi unutmuştu. Bir kutu ekledi ve Kozalak’ı yeniden çalıştırdı.`,
      msg`Bu kez kalp kusursuzdu. Annesi resmi mutfağa astı ve sordu: “Bunu kim çizdi?” Fındık gülümsedi: “Kozalak çizdi, ben de ona nasıl çizeceğini yazdım.”`,
    ],
    lesson: msg`Bir robot yalnızca yazılanı yapar; program eksiksiz ve sıralı olmalı, hata çıkınca sonuçla karşılaştırıp eksik komutu buluruz.`,
  },
};
