import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Annenin şerbeti hep aynı tatta olur, ister bir sürahi yapsın ister bir kazan. Sırrı, şurup ile suyu hep aynı oranda karıştırmasıdır.`,
    sections: [
      {
        heading: msg`Oran nedir?`,
        paragraphs: [
          msg`İki çokluğun birbirine bölünerek karşılaştırılmasına oran denir. 2 bardak şuruba 3 bardak su konuyorsa şurubun suya oranı 2/3’tür; bu oran 2 : 3 diye de yazılır ve “2’nin 3’e oranı” diye okunur.`,
          msg`Oranda sıra önemlidir: suyun şuruba oranı 3 : 2’dir. Bardakla bardak gibi aynı birimle ölçülen çoklukların oranının birimi yoktur. Farklı birimlerle ölçülen çoklukların oranı ise birimiyle yazılır: 2 kg elmaya 10 TL ödeniyorsa paranın elma miktarına oranı 10 : 2, yani kilogram başına 5 TL’dir.`,
        ],
      },
      {
        heading: msg`Parçanın parçaya ve bütüne oranı`,
        paragraphs: [
          msg`2 bardak şurup ve 3 bardak sudan 5 bardak şerbet olur. Şurubun suya oranı 2 : 3, şurubun bütün şerbete oranı ise 2 : 5’tir.`,
          msg`Bu yüzden “şerbetin 2/5’i şuruptur” deriz. Parça-parça ve parça-bütün oranlarını karıştırmamak gerekir.`,
        ],
      },
      {
        heading: msg`Eşit oranlar`,
        paragraphs: [
          msg`Bir oranın iki terimi aynı sayıyla çarpılır ya da bölünürse eşit bir oran elde edilir: 2 : 3 = 4 : 6 = 6 : 9. Eşit oranlarla yapılan karışımların tadı ve rengi aynıdır.`,
          msg`Terimlere aynı sayıyı eklemek oranı korumaz: 2 : 3’ün iki terimine 1 eklersek 3 : 4 olur ve şerbet daha koyu olur. Tarifi büyütürken toplamayı değil, çarpmayı kullanırız.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Oran`, definition: msg`İki çokluğun bölme yoluyla karşılaştırılması; a : b ya da a/b biçiminde gösterilir.` },
      { term: msg`Eşit oranlar`, definition: msg`Terimleri aynı sayıyla çarpılarak ya da bölünerek elde edilen, aynı karşılaştırmayı gösteren oranlar.` },
      { term: msg`Parça-bütün oranı`, definition: msg`Bir parçanın bütünün tamamına oranı; 2 : 5 gibi.` },
    ],
  },
  procedure: {
    goal: msg`Şurup ve suyu farklı oranlarda karıştırarak renklerini karşılaştırmak ve eşit oranlarla aynı rengi elde etmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Vişne ya da nar şurubu (yerine sulandırılmış gıda boyası kullanılabilir)`, quantity: msg`Bir şişe` },
      { name: msg`Aynı boyda küçük plastik ölçü kabı (yaklaşık 15 mL, örneğin temiz bir ilaç ölçeği)`, quantity: msg`Her gruba 2 tane` },
      { name: msg`Şeffaf plastik bardak (en az 200 mL)`, quantity: msg`Her gruba 6 tane` },
      { name: msg`Su sürahisi`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Karıştırma çubuğu ve etiket`, quantity: msg`Her gruba 1 takım` },
    ],
    safety: [
      msg`Bu bir ölçme deneyidir: karışımları tatma ve içme; kullanılan bardaklar gıda için temiz olmayabilir.`,
      msg`Dökülen sıvıyı hemen sil; ıslak zeminde kayabilirsin.`,
      msg`Gıda boyası kullanılıyorsa eldiven giy ve gözüne değdirme; değerse bol suyla yıka.`,
    ],
    steps: [
      msg`Bardaklara etiket yapıştır: A, B, C, D.`,
      msg`A bardağına 1 ölçü şurup ve 3 ölçü su koy, karıştır.`,
      msg`B bardağına 2 ölçü şurup ve 6 ölçü su koy. A ile B’nin rengini karşılaştır.`,
      msg`C bardağına 1 ölçü şurup ve 2 ölçü su koy. Rengi A ile karşılaştır.`,
      msg`D bardağına, A’daki karışımın iki terimine 1 ekleyerek 2 ölçü şurup ve 4 ölçü su koy. Rengi A ve C ile karşılaştır; ne fark ettin?`,
      msg`Her bardağın oranını a : b biçiminde yaz ve aynı renkte olanları grupla.`,
      msg`3 ölçü şurupla A ile aynı renkte şerbet yapmak için kaç ölçü su gerektiğini önce hesapla, sonra deneyerek doğrula.`,
    ],
    observations: [
      msg`Hangi bardakların renkleri aynıydı? Oranları arasında nasıl bir ilişki var?`,
      msg`İki terime aynı sayıyı eklemek rengi nasıl değiştirdi?`,
      msg`3 ölçü şurup için hesapladığın su miktarı doğru çıktı mı?`,
    ],
    conclusion: msg`Aynı renkte (ve tatta) karışımlar eşit oranlarla yapılır: 1 : 3 = 2 : 6 = 3 : 9. Terimler aynı sayıyla çarpıldığında oran korunur; aynı sayı eklendiğinde oran ve karışımın rengi değişir.`,
  },
  questions: [
    {
      id: 'write-ratio',
      prompt: msg`Bir sınıfta 12 kız ve 15 erkek öğrenci var. Kızların erkeklere oranı hangisidir?`,
      options: [msg`15 : 12`, msg`12 : 27`, msg`12 : 15`, msg`3 : 27`],
      correctIndex: 2,
      explanation: msg`Kız sayısı önce, erkek sayısı sonra yazılır: 12 : 15. Bu oran 4 : 5 olarak da sadeleştirilebilir.`,
      hints: [msg`Soruda hangi çokluk önce söylenmiş?`, msg`Oranda ilk terim, ilk söylenen çokluktur.`],
    },
    {
      id: 'equal-ratio',
      prompt: msg`Aşağıdaki oranlardan hangisi 2 : 5’e eşittir?`,
      options: [msg`6 : 15`, msg`3 : 6`, msg`4 : 7`, msg`5 : 2`],
      correctIndex: 0,
      explanation: msg`2 : 5’in iki terimi 3 ile çarpılırsa 6 : 15 elde edilir. 4 : 7 ise iki terime 2 eklenerek bulunmuştur ve eşit değildir.`,
      hints: [msg`Eşit oran bulmak için terimlere hangi işlemi uygularız?`, msg`Her seçenekte iki terimin de aynı sayıyla çarpılıp çarpılmadığını kontrol et.`],
    },
    {
      id: 'scale-recipe',
      prompt: msg`Bir şerbet tarifinde 2 bardak şuruba 5 bardak su konuyor. 6 bardak şurupla aynı tatta şerbet için kaç bardak su gerekir?`,
      options: [msg`9`, msg`15`, msg`12`, msg`30`],
      correctIndex: 1,
      explanation: msg`Şurup 2’den 6’ya çıkınca 3 katına çıkmıştır. Oranın korunması için su da 3 katına çıkmalıdır: 5 × 3 = 15 bardak.`,
      hints: [msg`Şurup miktarı kaç katına çıktı?`, msg`Tadın aynı kalması için su da aynı kat kadar artmalı.`],
    },
    {
      id: 'add-same-number',
      prompt: msg`Deneyde 1 : 3 oranındaki karışımın iki terimine 1 ekleyerek 2 : 4 karışımı yaptın. Bu karışım A bardağına göre nasıldı?`,
      options: [msg`Rengi aynıydı`, msg`Daha açık renkliydi`, msg`Daha koyu renkliydi`],
      correctIndex: 2,
      explanation: msg`1 : 3’te şurup suyun üçte biri kadardır, 2 : 4’te ise yarısı kadar. Şurubun payı arttığı için karışım daha koyu olur; terimlere aynı sayı eklemek oranı korumaz.`,
      hints: [msg`İki karışımda da şurup, suyun kaçta kaçı kadar?`, msg`Şurubun payı artarsa renk nasıl değişir?`],
    },
    {
      id: 'part-to-whole',
      prompt: msg`3 bardak şurup ve 7 bardak sudan yapılan şerbetin ne kadarı şuruptur?`,
      options: [msg`3/7`, msg`7/10`, msg`3/10`, msg`10/3`],
      correctIndex: 2,
      explanation: msg`Bütün şerbet 3 + 7 = 10 bardaktır. Şurubun bütüne oranı 3/10’dur. 3/7 ise şurubun suya oranıdır.`,
      hints: [msg`Soru şurubu suyla mı, bütün şerbetle mi karşılaştırıyor?`, msg`Önce bütün şerbetin kaç bardak olduğunu bul.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Şerbet karıştırıcı`,
    instructions: msg`Tarif kartındaki oranı korumak için sürahiye düğmelerle (ya da + ve − tuşlarıyla) şurup ve su bardakları ekle. Hazır olunca “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'ratio-mixer',
      first: { label: msg`vişne şurubu`, emoji: '🍒', colour: '#b91c1c' },
      second: { label: msg`su`, emoji: '💧', colour: '#93c5fd' },
      maxCups: 12,
      tasks: [
        { prompt: msg`Tarifteki tatta bir sürahi şerbet hazırla.`, ratio: { first: 1, second: 3 } },
        {
          prompt: msg`Misafirler geldi! 6 bardak vişne şurubuyla, tarifteki tatta şerbet yap.`,
          ratio: { first: 2, second: 3 },
          amount: { of: 'first', cups: 6 },
        },
        { prompt: msg`Bu kez 12 bardak su kullanarak aynı tarifle şerbet yap.`, ratio: { first: 2, second: 3 }, amount: { of: 'second', cups: 12 } },
        { prompt: msg`Tarife uyarak toplam 10 bardak şerbet hazırla.`, ratio: { first: 1, second: 4 }, amount: { of: 'total', cups: 10 } },
        { prompt: msg`Toplam 16 bardak şerbet hazırla.`, ratio: { first: 3, second: 5 }, amount: { of: 'total', cups: 16 } },
      ],
    },
  },
  worksheet: {
    title: msg`Oran Çalışma Sayfası`,
    instructions: msg`Deneydeki bardakların oranlarını tabloya yaz, sonra soruları çöz.`,
    tasks: [
      { prompt: msg`3 : 4 oranına eşit üç oran yaz.`, lines: 2 },
      { prompt: msg`Bir kek tarifinde 2 su bardağı una 1 su bardağı şeker konuyor. 5 su bardağı un kullanılırsa kaç su bardağı şeker gerekir?`, lines: 3 },
      { prompt: msg`İki terime aynı sayıyı eklemek neden oranı korumaz? Deneyinden bir örnekle açıkla.`, lines: 3 },
    ],
    table: {
      caption: msg`Karışımlarım`,
      columns: [msg`Bardak`, msg`Şurup (ölçü)`, msg`Su (ölçü)`, msg`Oran`, msg`Renk (A’ya göre)`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Bayram Şerbeti`,
    paragraphs: [
      msg`Bayram sabahı Fındık’ın evine çok misafir gelecekti. Babaannesi ona şerbet tarifini verdi: “Her 2 bardak vişne şurubuna 3 bardak su.”`,
      msg`Fındık önce küçük bir sürahi yaptı; tadı harikaydı. Ama misafirler çoktu, daha büyük bir kazan gerekiyordu.`,
      msg`Kardeşi Çıtır atıldı: “Kolay! Şuruba da suya da 5’er bardak ekleriz: 7 bardak şurup, 8 bardak su.” Fındık tadına baktı ve yüzünü buruşturdu: “Çok şekerli oldu!”`,
      msg`Babaannesi gülümsedi: “Tarifi büyütürken ekleme değil, çarpma yaparsın. Şurup 3 katına çıkacaksa su da 3 katına çıkmalı.” Fındık 6 bardak şuruba 9 bardak su koydu.`,
      msg`Şerbet tam babaannesininki gibi oldu. Misafirler bardaklarını bitirince Fındık gururla söyledi: “Sır, oranda saklı!”`,
    ],
    lesson: msg`Bir tarifi büyütürken ya da küçültürken malzemeleri aynı sayıyla çarparız; böylece oran, dolayısıyla tat değişmez.`,
  },
};
