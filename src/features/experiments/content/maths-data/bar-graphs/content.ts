import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Sınıf gezisinde nereye gidilsin? En çok hangi meyve sevilir? Bu soruları cevaplamak için herkese sorar, cevapları düzenler ve bir grafikte gösteririz.`,
    sections: [
      {
        heading: msg`Veri toplamak`,
        paragraphs: [
          msg`Bir soruyu cevaplamak için topladığımız bilgilere veri denir. Veri toplamak için anket yapabilir, gözlem yapabilir ya da ölçüm alabiliriz.`,
          msg`Anket sorusu açık olmalı ve herkes yalnızca bir kez cevap vermelidir.`,
        ],
      },
      {
        heading: msg`Çetele ve sıklık tablosu`,
        paragraphs: [
          msg`Cevapları toplarken her cevap için bir çizgi çekeriz. Beşinci çizgiyi öbür dördünün üstüne çaprazlama çizeriz; böylece beşli gruplar kolayca sayılır. Buna çetele tablosu denir.`,
          msg`Çeteledeki çizgileri sayıp her seçeneğin kaç kez seçildiğini yazdığımız tabloya sıklık tablosu denir.`,
        ],
      },
      {
        heading: msg`Sütun grafiği`,
        paragraphs: [
          msg`Sütun grafiğinde her seçenek bir sütunla gösterilir. Sütunun yüksekliği, o seçeneği seçenlerin sayısını gösterir. Grafiğin bir başlığı olur, eksenlerine ne gösterdikleri yazılır.`,
          msg`Grafiği okurken sütunun tepesinden yatay olarak eksene bakarız. En uzun sütun en çok seçilen seçeneği gösterir; iki sütunun farkı, kaç kişi fazla seçildiğini verir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Veri`, definition: msg`Bir soruyu cevaplamak için toplanan bilgi.` },
      { term: msg`Çetele tablosu`, definition: msg`Her cevabın bir çizgiyle gösterildiği, çizgilerin beşer beşer gruplandığı tablo.` },
      { term: msg`Sıklık tablosu`, definition: msg`Her seçeneğin kaç kez seçildiğinin sayıyla yazıldığı tablo.` },
      { term: msg`Sütun grafiği`, definition: msg`Verilerin yükseklikleri sayılarla orantılı sütunlarla gösterildiği grafik.` },
    ],
  },
  procedure: {
    goal: msg`Sınıf içinde bir anket yaparak veri toplamak, çetele ve sıklık tablosu hazırlamak ve kareli kâğıtta sütun grafiği çizmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Kareli kâğıt (büyük boy)`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Cetvel`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Renkli kalemler`, quantity: msg`Her gruba 1 takım` },
      { name: msg`Renkli yapışkanlı not kâğıdı`, quantity: msg`Her öğrenciye 1 tane` },
    ],
    safety: [
      msg`Anket sırasında sınıfta koşma; arkadaşlarının cevaplarını yerinde otururken sor.`,
      msg`Arkadaşlarının cevaplarıyla alay etme; herkesin seçimi değerlidir.`,
      msg`Kalemlerin ucunu kapalı tut ve kimseye doğru sallama.`,
    ],
    steps: [
      msg`Grubunla bir anket sorusu seç, örneğin: “En sevdiğin meyve hangisi?” Dört seçenek belirleyin.`,
      msg`Her öğrenci cevabını bir not kâğıdına yazsın ve tahtadaki doğru sütuna yapıştırsın.`,
      msg`Not kâğıtlarını sayarken çetele tablosuna çizgi çekin; beşinci çizgiyi çaprazlama çizin.`,
      msg`Çetele tablosundaki çizgileri sayıp sıklık tablosunu doldurun.`,
      msg`Kareli kâğıda yatay ve dikey eksenleri çizin, eksenlere ad ve sayılar yazın, grafiğe bir başlık koyun.`,
      msg`Her seçenek için sıklık tablosundaki sayı kadar yükseklikte bir sütun boyayın.`,
      msg`Grafiğe bakarak birbirinize üç soru sorun ve cevaplayın.`,
    ],
    observations: [
      msg`En çok ve en az seçilen seçenekler hangileri?`,
      msg`Çetele mi, sıklık tablosu mu, grafik mi sonuçları en hızlı gösterdi?`,
      msg`Ankete katılan toplam öğrenci sayısını grafikten nasıl buldunuz?`,
    ],
    conclusion: msg`Toplanan veriler çetele ve sıklık tablosuyla düzenlenir ve sütun grafiğiyle gösterilir. Sütun grafiği seçenekleri bir bakışta karşılaştırmayı sağlar: sütunun yüksekliği seçilme sayısını, iki sütunun farkı kaç kişi fazla seçildiğini gösterir.`,
  },
  questions: [
    {
      id: 'tally-count',
      prompt: msg`Bir çetelede 3 tane beşli grup ve 2 tek çizgi var. Bu çetele kaç cevabı gösterir?`,
      options: [msg`5`, msg`17`, msg`32`, msg`15`],
      correctIndex: 1,
      explanation: msg`Her beşli grup 5 cevaptır: 3 × 5 = 15. 2 tek çizgiyle birlikte 15 + 2 = 17 cevap eder.`,
      hints: [msg`Çapraz çizgili bir grup kaç cevabı gösterir?`, msg`Önce gruplardaki çizgileri, sonra tek çizgileri say.`],
    },
    {
      id: 'tallest-bar',
      prompt: msg`Bir sütun grafiğinde en uzun sütun neyi gösterir?`,
      options: [msg`En çok seçilen seçeneği`, msg`En az seçilen seçeneği`, msg`Ankete katılan toplam kişi sayısını`],
      correctIndex: 0,
      explanation: msg`Sütunun yüksekliği o seçeneği seçenlerin sayısını gösterir; en uzun sütun en çok seçilen seçenektir.`,
      hints: [msg`Sütunun yüksekliği neyi gösteriyordu?`, msg`Yükseklik büyüdükçe sayı büyür mü, küçülür mü?`],
    },
    {
      id: 'difference',
      prompt: msg`Grafikte çilek sütunu 8’e, muz sütunu 3’e kadar uzanıyor. Çileği seçenler muzu seçenlerden kaç kişi fazla?`,
      options: [msg`11`, msg`8`, msg`3`, msg`5`],
      correctIndex: 3,
      explanation: msg`İki sütunun farkı 8 − 3 = 5’tir. Çileği seçenler 5 kişi fazladır.`,
      hints: [msg`Soru “kaç fazla” diyor: toplama mı, çıkarma mı gerekir?`, msg`Büyük sayıdan küçük sayıyı çıkar.`],
    },
    {
      id: 'good-question',
      prompt: msg`Anket yaparken hangisi doğru bir davranıştır?`,
      options: [msg`Her öğrenci istediği kadar oy verir`, msg`Yalnızca yakın arkadaşlarına sorarsın`, msg`Herkes bir kez cevap verir ve her cevap kaydedilir`],
      correctIndex: 2,
      explanation: msg`Sonuçların sınıfı doğru göstermesi için herkes yalnızca bir kez cevap vermeli ve hiçbir cevap atlanmamalıdır.`,
      hints: [msg`Sonuçların bütün sınıfı göstermesi için ne gerekir?`, msg`Bir öğrenci iki kez oy verirse sonuç nasıl değişir?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Sütun grafiği çizici`,
    instructions: msg`Önce her meyvenin sütununu çetele tablosundaki sayıya kadar yükselt. Sonra bitmiş grafiğe bakarak soruları cevapla. Her görevde “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'bar-graph',
      title: msg`Sınıfımızın en sevdiği meyveler`,
      axisLabel: msg`Öğrenci sayısı`,
      categories: [
        { id: 'apple', label: msg`Elma`, emoji: '🍎' },
        { id: 'banana', label: msg`Muz`, emoji: '🍌' },
        { id: 'orange', label: msg`Portakal`, emoji: '🍊' },
        { id: 'strawberry', label: msg`Çilek`, emoji: '🍓' },
      ],
      max: 10,
      step: 1,
      tally: true,
      tasks: [
        { kind: 'build', prompt: msg`Çetele tablosuna bak ve her meyvenin sütununu doğru yüksekliğe getir.`, values: [6, 3, 5, 8] },
        {
          kind: 'read',
          prompt: msg`En çok sevilen meyve hangisi?`,
          values: [6, 3, 5, 8],
          options: [msg`Elma`, msg`Muz`, msg`Portakal`, msg`Çilek`],
          correctIndex: 3,
        },
        {
          kind: 'read',
          prompt: msg`Elmayı seçenler, muzu seçenlerden kaç kişi fazla?`,
          values: [6, 3, 5, 8],
          options: [msg`2`, msg`3`, msg`9`],
          correctIndex: 1,
        },
        {
          kind: 'read',
          prompt: msg`Ankete toplam kaç öğrenci katıldı?`,
          values: [6, 3, 5, 8],
          options: [msg`8`, msg`20`, msg`22`],
          correctIndex: 2,
        },
      ],
    },
  },
  worksheet: {
    title: msg`Sütun Grafiği Çalışma Sayfası`,
    instructions: msg`Anket sonuçlarını tabloya yaz, grafiği çiz ve soruları cevapla.`,
    tasks: [
      { prompt: msg`Anket sorunuzu yazın.`, lines: 1 },
      { prompt: msg`Sonuçlarınızın sütun grafiğini kareli kâğıda çizin. Başlık ve eksen adlarını unutmayın.`, lines: 6 },
      { prompt: msg`Grafiğinize bakarak bir “kaç fazla” sorusu yazın ve cevaplayın.`, lines: 2 },
    ],
    table: {
      caption: msg`Anket sonuçlarımız`,
      columns: [msg`Seçenek`, msg`Çetele`, msg`Sıklık`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Piknik Anketi`,
    paragraphs: [
      msg`Orman okulunda piknik günü yaklaşıyordu. Baykuş Nine, “Piknikte hangi meyveyi götürelim?” diye sordu. Herkes aynı anda bağırmaya başladı!`,
      msg`Fındık elini kaldırdı: “Bir anket yapalım!” Her öğrenci meyvesini söyledi, Fındık da tahtaya çizgi çekti. Beşinci çizgiyi hep çaprazlama çizdi.`,
      msg`Sonra çizgileri saydı: çilek 8, elma 6, portakal 5, muz 3. Kirpi Diken kareli kâğıda bir sütun grafiği çizdi.`,
      msg`Grafik herkesin önündeydi. “Çilek sütunu en uzun!” dedi Tavşan Pamuk. “Ama elmayı da 6 kişi seviyor,” diye ekledi Diken.`,
      msg`Sonunda pikniğe çok çilek ve biraz elma götürdüler. Kimse küsmedi, çünkü karar herkesin cevabıyla verilmişti.`,
    ],
    lesson: msg`Veri toplayıp çetele, tablo ve sütun grafiğiyle düzenlemek, doğru ve adil karar vermemize yardım eder.`,
  },
};
