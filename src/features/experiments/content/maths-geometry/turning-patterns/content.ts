import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Kilimlerde, çinilerde ve kaldırım taşlarında aynı şekiller belli bir düzenle tekrar eder. Belli bir kurala göre dizilen şekillere geometrik örüntü denir.`,
    sections: [
      {
        heading: msg`Tekrar eden kısım`,
        paragraphs: [
          msg`Üçgen, üçgen, kare, üçgen, üçgen, kare… örüntüsünde “üçgen, üçgen, kare” kısmı tekrar eder. Örüntüyü sürdürmek için önce bu kısmı buluruz.`,
          msg`Tekrar eden kısmı bulunca örüntünün herhangi bir adımını bulabiliriz. Tekrar eden kısım 3 şekilse 4. şekil yeniden 1. şekildir.`,
        ],
      },
      {
        heading: msg`Dönen şekiller`,
        paragraphs: [
          msg`Bir oku her adımda saat yönünde çeyrek tur döndürürsek ok sırayla yukarı, sağa, aşağı, sola bakar ve sonra yeniden yukarı döner. Dört adımda bir tam tur tamamlanır.`,
          msg`Oku her adımda yarım tur döndürürsek yukarı ve aşağı bakan oklar sırayla tekrar eder.`,
        ],
      },
      {
        heading: msg`Büyüyen örüntüler`,
        paragraphs: [
          msg`Bazı örüntülerde şekil her adımda büyür. 1, 3, 5 kareden oluşan adımlarda her seferinde 2 kare eklenir; 4. adımda 7 kare olur.`,
          msg`Büyüyen örüntünün kuralını bulmak için bir adımdan ötekine kaç şekil eklendiğine bakarız.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Geometrik örüntü`, definition: msg`Şekillerin belli bir kurala göre dizilmesiyle oluşan dizi.` },
      { term: msg`Tekrar eden kısım`, definition: msg`Örüntüde aynı sırayla yeniden gelen şekil grubu.` },
      { term: msg`Çeyrek tur`, definition: msg`Tam turun dörtte biri kadar dönüş.` },
    ],
  },
  procedure: {
    goal: msg`Karton bir oku döndürerek ve kilim motiflerini inceleyerek geometrik örüntüler oluşturmak, tekrar eden kısmı ve büyüyen örüntülerin kuralını bulmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Kartondan kesilmiş ok (yaklaşık 5 cm)`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Kareli kâğıt`, quantity: msg`Her öğrenciye 2 sayfa` },
      { name: msg`Renkli kalem`, quantity: msg`Her öğrenciye 3 tane` },
      { name: msg`Kilim ya da çini motiflerinin fotoğrafları`, quantity: msg`Her gruba 2–3 tane` },
      { name: msg`Kartondan kesilmiş eş kareler (kenarı 3 cm)`, quantity: msg`Her gruba 20 tane` },
    ],
    safety: [msg`Karton oku öğretmen keser; makası kendin kullanma.`, msg`Karton kareleri ve oku etrafa fırlatma; iş bitince topla.`],
    steps: [
      msg`Oku kâğıdın üstüne yukarı bakacak biçimde koy ve çevresini çiz. Oku saat yönünde çeyrek tur döndür ve yanına yeniden çiz. Böyle 8 ok çiz.`,
      msg`Çizdiğin oklarda tekrar eden kısmı bul ve renkli kalemle çerçevele.`,
      msg`Kilim fotoğraflarındaki bir sırada tekrar eden motifi bul. Kaç motif sonra baştaki motif yeniden geliyor?`,
      msg`Kare kâğıtlarla 1, 3 ve 5 kareden oluşan üç adım yap. Her adımda kaç kare eklendiğini bul ve 4. adımı yap.`,
      msg`Kendi geometrik örüntünü çiz; arkadaşın sürdürsün ve kuralını söylesin.`,
    ],
    observations: [
      msg`Ok kaç çeyrek turda ilk durumuna döndü?`,
      msg`Kilim motifindeki tekrar eden kısım kaç şekilden oluşuyordu?`,
      msg`Büyüyen örüntüde her adımda kaç kare eklendi?`,
    ],
    conclusion: msg`Geometrik örüntüleri sürdürmek için önce tekrar eden kısmı ya da kuralı buluruz. Bir şekli hep aynı miktarda döndürerek de örüntü yapılır; çeyrek turla dönen ok dört adımda başa döner. Büyüyen örüntülerde kural, her adımda eklenen şekil sayısıdır.`,
  },
  questions: [
    {
      id: 'quarter-turn',
      prompt: msg`Örüntü: yukarı bakan ok, sağa bakan ok, aşağı bakan ok, sola bakan ok, yukarı bakan ok… Ok her adımda nasıl dönüyor?`,
      options: [msg`Saat yönünde çeyrek tur`, msg`Saat yönünün tersine çeyrek tur`, msg`Yarım tur`],
      correctIndex: 0,
      explanation: msg`Yukarıdan sağa, sağdan aşağıya dönmek saatin kollarının döndüğü yöndedir ve her seferinde tam turun dörtte biri kadardır: saat yönünde çeyrek tur.`,
      hints: [msg`Saatin yelkovanı 12’den 3’e nasıl döner?`, msg`Ok dört adımda başa dönüyorsa bir adım tam turun kaçta biridir?`],
    },
    {
      id: 'repeating-part',
      prompt: msg`Örüntü: üçgen, üçgen, kare, üçgen, üçgen, kare, üçgen… Tekrar eden kısım hangisidir?`,
      options: [msg`üçgen, kare`, msg`üçgen, üçgen, kare`, msg`üçgen, üçgen, kare, üçgen`],
      correctIndex: 1,
      explanation: msg`“Üçgen, üçgen, kare” kısmı aynı sırayla yeniden gelir. Örüntü bu üç şeklin tekrarından oluşur.`,
      hints: [msg`Örüntüde kare kaç şekilde bir geliyor?`, msg`İlk kareye kadar olan şekilleri say.`],
    },
    {
      id: 'growing-squares',
      prompt: msg`Büyüyen bir örüntünün adımları 2, 4 ve 6 kareden oluşuyor. 5. adımda kaç kare olur?`,
      options: [msg`12`, msg`8`, msg`10`],
      correctIndex: 2,
      explanation: msg`Her adımda 2 kare eklenir: 2, 4, 6, 8, 10. 5. adımda 10 kare olur.`,
      hints: [msg`Bir adımdan ötekine kaç kare ekleniyor?`, msg`Örüntüyü 4. ve 5. adıma kadar sürdür.`],
    },
    {
      id: 'tenth-shape',
      prompt: msg`Bir örüntüde daire, kare, üçgen sırayla tekrar ediyor. Örüntünün 10. şekli hangisidir?`,
      options: [msg`Daire`, msg`Kare`, msg`Üçgen`],
      correctIndex: 0,
      explanation: msg`Tekrar eden kısım 3 şekildir. 9. şekil üçüncü tekrarın sonu, yani üçgendir; 10. şekil yeni tekrarın başı, yani dairedir.`,
      hints: [msg`Tekrar eden kısım kaç şekilden oluşuyor?`, msg`3, 6, 9. şekiller hangisi? Sonraki şekil hangisi olur?`],
    },
    {
      id: 'first-step',
      prompt: msg`Bir geometrik örüntüyü sürdürmek için önce ne yapmalıyız?`,
      options: [msg`Tekrar eden kısmı ya da kuralı bulmalıyız.`, msg`Şekilleri renklerine göre ayırmalıyız.`, msg`En büyük şekli seçmeliyiz.`],
      correctIndex: 0,
      explanation: msg`Örüntü bir kurala göre dizildiği için önce kuralı, yani tekrar eden kısmı ya da her adımda ne değiştiğini buluruz; sonra örüntüyü sürdürürüz.`,
      hints: [msg`Örüntüdeki şekiller rastgele mi dizilmiş, bir düzene göre mi?`, msg`Oklu örüntüyü sürdürmeden önce neye baktın?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Örüntü tahtası`,
    instructions: msg`Boş yerlere sırayla şekil koymak için şekil düğmelerine bas; büyüyen örüntüde kareleri ekle ya da çıkar. Örüntüyü sürdürünce “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'pattern',
      tokens: [
        { id: 'up', emoji: '⬆️', label: msg`Yukarı bakan ok` },
        { id: 'right', emoji: '➡️', label: msg`Sağa bakan ok` },
        { id: 'down', emoji: '⬇️', label: msg`Aşağı bakan ok` },
        { id: 'left', emoji: '⬅️', label: msg`Sola bakan ok` },
        { id: 'triangle', emoji: '🔺', label: msg`Üçgen` },
        { id: 'square', emoji: '🟦', label: msg`Kare` },
        { id: 'circle', emoji: '🟡', label: msg`Daire` },
      ],
      tasks: [
        {
          kind: 'repeat',
          prompt: msg`Ok her adımda saat yönünde çeyrek tur dönüyor. Örüntüyü iki adım sürdür.`,
          shown: ['up', 'right', 'down', 'left', 'up', 'right', 'down', 'left'],
          answer: ['up', 'right'],
        },
        {
          kind: 'repeat',
          prompt: msg`Bu kez ok her adımda yarım tur dönüyor. İki adım sürdür.`,
          shown: ['up', 'down', 'up', 'down', 'up'],
          answer: ['down', 'up'],
        },
        {
          kind: 'repeat',
          prompt: msg`Kilimdeki motif sırasını üç şekil daha sürdür.`,
          shown: ['triangle', 'triangle', 'square', 'circle', 'triangle', 'triangle', 'square', 'circle', 'triangle'],
          answer: ['triangle', 'square', 'circle'],
        },
        { kind: 'grow', prompt: msg`Adımlar 1, 3 ve 5 kareden oluşuyor. 4. adımı kur.`, terms: [1, 3, 5], askStep: 4, answer: 7 },
        { kind: 'grow', prompt: msg`Adımlar 2, 5 ve 8 kareden oluşuyor. 4. adımı kur.`, terms: [2, 5, 8], askStep: 4, answer: 11 },
      ],
    },
  },
  worksheet: {
    title: msg`Geometrik Örüntüler Çalışma Sayfası`,
    instructions: msg`Örüntüleri sürdür, kurallarını yaz.`,
    tasks: [
      { prompt: msg`Bir oku her adımda saat yönünün tersine çeyrek tur döndürerek 6 adımlık bir örüntü çiz.`, lines: 4 },
      { prompt: msg`Kare, daire, daire, kare, daire, daire… örüntüsünün 12. şekli nedir? Nasıl bulduğunu yaz.`, lines: 3 },
      { prompt: msg`1, 4, 7 kareden oluşan büyüyen örüntünün 5. adımı kaç karedir?`, lines: 2 },
    ],
    table: {
      caption: msg`Örüntülerim`,
      columns: [msg`Örüntü`, msg`Tekrar eden kısım ya da kural`, msg`Sonraki iki adım`],
      rows: 4,
    },
  },
  story: {
    title: msg`Nine’nin Kilimi`,
    paragraphs: [
      msg`Baykuş Nine yeni bir kilim dokuyordu. Kilimin kenarına sıra sıra motifler işliyordu: üçgen, üçgen, kare, daire, üçgen, üçgen, kare, daire…`,
      msg`Nine bir gün hastalandı ve kilim yarım kaldı. Fındık kilimi tamamlamak istedi ama hangi motifin geleceğini bilmiyordu.`,
      msg`Kirpi Diken kilimin başından saymaya başladı: “Dört motifte bir aynı sıra geliyor: üçgen, üçgen, kare, daire.” Fındık sıradaki motifleri buldu ve dokumaya devam etti.`,
      msg`Köşeye gelince kilimin ortasındaki ok motifine baktılar: ok her sırada çeyrek tur dönüyordu. Fındık oku dört kez döndürünce başa döndüğünü gördü ve köşeleri de tamamladı.`,
      msg`Nine iyileşince kilime baktı ve gülümsedi: “Kuralı bulan, örüntüyü hiç şaşırmaz!”`,
    ],
    lesson: msg`Bir geometrik örüntüyü sürdürmek için önce tekrar eden kısmı ya da şeklin nasıl döndüğünü buluruz.`,
  },
};
