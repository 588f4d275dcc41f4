import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Hesap makinesine 2 + 3 × 4 yazan iki arkadaştan biri 20, öteki 14 buldu. Hangisi doğru? Matematikte işlemlerin hangi sırayla yapılacağı bellidir; buna işlem önceliği denir.`,
    sections: [
      {
        heading: msg`Üslü ifadeler`,
        paragraphs: [
          msg`Bir sayının kendisiyle tekrarlı çarpımı üslü ifadeyle yazılır: 2 × 2 × 2 × 2 = 2⁴ = 16. 2 taban, 4 üstür. Bir sayının 1. kuvveti kendisidir: 7¹ = 7.`,
          msg`Üs, tabanla çarpılmaz: 2⁴ = 16’dır, 8 değil. 10’un kuvvetleri kolaydır: 10² = 100, 10³ = 1000.`,
        ],
      },
      {
        heading: msg`İşlem önceliği`,
        paragraphs: [
          msg`Bir işlemde önce parantez içi, sonra üslü ifadeler, sonra soldan sağa çarpma ve bölme, en son soldan sağa toplama ve çıkarma yapılır.`,
          msg`2 + 3 × 4 = 2 + 12 = 14. (2 + 3) × 4 = 5 × 4 = 20. 18 − 12 ÷ 3 × 2 işleminde önce 12 ÷ 3 = 4, sonra 4 × 2 = 8, en son 18 − 8 = 10 bulunur.`,
        ],
      },
      {
        heading: msg`Dağılma ve ortak çarpan parantezi`,
        paragraphs: [
          msg`4 × (3 + 5) = 4 × 3 + 4 × 5 = 12 + 20 = 32. Kareli zeminde 4 sıra ve her sırada 3 + 5 kare olan dikdörtgen, 4 × 3 ve 4 × 5’lik iki dikdörtgene ayrılır. Buna çarpmanın toplama üzerine dağılma özelliği denir.`,
          msg`Tersine, 7 × 13 + 7 × 7 işleminde 7 ortak çarpandır: 7 × (13 + 7) = 7 × 20 = 140. Ortak çarpan parantezine almak hesabı kolaylaştırır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Üslü ifade`, definition: msg`Bir sayının kendisiyle tekrarlı çarpımının kısa yazılışı; 2⁴.` },
      { term: msg`İşlem önceliği`, definition: msg`İşlemlerin yapılma sırası: parantez, üs, çarpma-bölme, toplama-çıkarma.` },
      { term: msg`Dağılma özelliği`, definition: msg`a × (b + c) = a × b + a × c.` },
      { term: msg`Ortak çarpan`, definition: msg`Bir toplamın bütün terimlerinde bulunan çarpan.` },
    ],
  },
  procedure: {
    goal: msg`Kareli kâğıttaki dikdörtgenleri ikiye bölerek dağılma özelliğini göstermek ve işlem önceliğiyle hesap yapmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`1 cm’lik kareli kâğıt`, quantity: msg`Her öğrenciye 2 yaprak` },
      { name: msg`İki renkte boya kalemi ve cetvel`, quantity: msg`Her öğrenciye 1 takım` },
      { name: msg`İşlem kartları (ör. 2 + 3 × 4, (2 + 3) × 4, 18 − 12 ÷ 3 × 2)`, quantity: msg`Her ikili gruba 8 tane` },
    ],
    safety: [
      msg`Boya kalemlerini ağzına alma; sivri kalemleri ucu aşağı bakacak biçimde taşı.`,
      msg`Kalem açarken talaşı çöpe dök ve kalemtıraşın bıçağına parmağını değdirme.`,
    ],
    steps: [
      msg`Kareli kâğıda 4 sıra ve her sırada 8 kare olan bir dikdörtgen çiz. İlk 3 sütunu bir renge, kalan 5 sütunu başka bir renge boya.`,
      msg`Dikdörtgenin alanını iki yoldan yaz: 4 × (3 + 5) ve 4 × 3 + 4 × 5. İki sonucun aynı olduğunu göster.`,
      msg`7 × 13 + 7 × 7 için 7 sıralık iki dikdörtgeni yan yana çiz; tek bir 7 × 20’lik dikdörtgen oluştuğunu göster.`,
      msg`İşlem kartlarını çekin; her işlemi önce tahmin edin, sonra işlem önceliğiyle adım adım yapın ve adımları yazın.`,
      msg`2⁴, 3³ ve 10³ değerlerini tekrarlı çarpım olarak yazıp hesaplayın.`,
    ],
    observations: [
      msg`İki renkle boyadığın dikdörtgenin alanı hangi iki yoldan hesaplanabiliyor?`,
      msg`2 + 3 × 4 ile (2 + 3) × 4 neden farklı sonuç veriyor?`,
      msg`Ortak çarpan parantezine almak hangi hesabı kolaylaştırdı?`,
    ],
    conclusion: msg`İşlemler parantez, üs, çarpma-bölme, toplama-çıkarma sırasıyla yapılır. Çarpma toplama üzerine dağılır: a × (b + c) = a × b + a × c; bu, bir dikdörtgeni iki dikdörtgene ayırmak gibidir.`,
  },
  questions: [
    {
      id: 'power',
      prompt: msg`2⁴ ifadesinin değeri kaçtır?`,
      options: [msg`8`, msg`16`, msg`6`, msg`24`],
      correctIndex: 1,
      explanation: msg`2⁴ = 2 × 2 × 2 × 2 = 16. 8, tabanla üssü çarpmanın yanlışıdır.`,
      hints: [msg`Üs, tabanın kendisiyle kaç kez çarpılacağını gösterir.`, msg`2’yi dört kez yan yana yazıp çarp.`],
    },
    {
      id: 'order',
      prompt: msg`18 − 12 ÷ 3 × 2 işleminin sonucu kaçtır?`,
      options: [msg`4`, msg`12`, msg`1`, msg`10`],
      correctIndex: 3,
      explanation: msg`Önce soldan sağa bölme ve çarpma: 12 ÷ 3 = 4, 4 × 2 = 8. Sonra çıkarma: 18 − 8 = 10.`,
      hints: [msg`Toplama-çıkarma mı önce yapılır, çarpma-bölme mi?`, msg`Çarpma ve bölmeyi soldan sağa sırayla yap.`],
    },
    {
      id: 'common-factor',
      prompt: msg`7 × 13 + 7 × 7 işleminin sonucu kaçtır?`,
      options: [msg`140`, msg`98`, msg`182`, msg`1400`],
      correctIndex: 0,
      explanation: msg`7 ortak çarpandır: 7 × (13 + 7) = 7 × 20 = 140.`,
      hints: [msg`İki çarpımda da bulunan sayı hangisi?`, msg`O sayıyı parantezin dışına al.`],
    },
    {
      id: 'distribute',
      prompt: msg`5 × (8 + 2) ifadesi aşağıdakilerden hangisine eşittir?`,
      options: [msg`5 × 8 + 2`, msg`5 + 8 × 2`, msg`5 × 8 + 5 × 2`],
      correctIndex: 2,
      explanation: msg`Dağılma özelliğine göre 5, parantezin içindeki her terimle çarpılır: 5 × 8 + 5 × 2 = 40 + 10 = 50 = 5 × 10.`,
      hints: [msg`5 × (8 + 2)’yi 5 sıralı bir dikdörtgen olarak düşün.`, msg`5, parantezin içindeki sayılardan yalnızca biriyle mi çarpılmalı?`],
    },
    {
      id: 'problem',
      prompt: msg`Bir kırtasiyeci her birinde 12 kalem olan 6 kutu aldı ve 15 kalem sattı. Kaç kalemi kaldı?`,
      options: [msg`72`, msg`87`, msg`57`, msg`51`],
      correctIndex: 2,
      explanation: msg`İşlem 6 × 12 − 15’tir. Önce çarpma: 6 × 12 = 72. Sonra çıkarma: 72 − 15 = 57.`,
      hints: [msg`Önce kaç kalem alındığını bul.`, msg`Satılanları çıkar.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Kareli zemin`,
    instructions: msg`Karelere dokunarak ya da ok tuşları ve Boşluk ile birim kareleri boya. Her ifadeyi bir dikdörtgen olarak kur.`,
    manipulative: {
      type: 'grid-shape',
      columns: 10,
      rows: 6,
      tasks: [
        { prompt: msg`4 × (3 + 5)’i dikdörtgen olarak boya: 4 sıra, her sırada 3 + 5 kare.`, area: 32, perimeter: 24, shape: 'rectangle' },
        { prompt: msg`3 × 7 + 3 × 2 ifadesini tek bir dikdörtgen olarak boya: 3 sıra, her sırada 7 + 2 kare.`, area: 27, perimeter: 24, shape: 'rectangle' },
        { prompt: msg`2³ kadar kareyi 2 sıralı bir dikdörtgen olarak boya.`, area: 8, perimeter: 12, shape: 'rectangle' },
        { prompt: msg`6 × 4 − 6 × 1 = 6 × (4 − 1) ifadesini 6 sıralı bir dikdörtgen olarak boya.`, area: 18, perimeter: 18, shape: 'rectangle' },
      ],
    },
  },
  worksheet: {
    title: msg`İşlem Önceliği ve Dağılma Çalışma Sayfası`,
    instructions: msg`Her işlemi adım adım yap; dağılma sorularını kareli kâğıtta dikdörtgen çizerek göster.`,
    tasks: [
      { prompt: msg`3² + 4 × 5 − 6 ÷ 2 işlemini adım adım yap.`, lines: 3 },
      { prompt: msg`9 × 23 + 9 × 77 işlemini ortak çarpan parantezine alarak kolayca hesapla.`, lines: 2 },
      { prompt: msg`6 × (10 + 4) ifadesini dikdörtgen çizerek iki çarpımın toplamı olarak yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`İşlem kartlarım`,
      columns: [msg`İşlem`, msg`Tahminim`, msg`Adımlar`, msg`Sonuç`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Fındık Sandıkları`,
    paragraphs: [
      msg`Fındık üç ağaçtan fındık topladı. Her ağacın bir dalından 8, öteki dalından 4 fındık düştü.`,
      msg`Tavşan Pamuk hesapladı: “3 × 8 + 4 = 28!” Kirpi Diken itiraz etti: “Her ağaçta 8 + 4 fındık var; 3 × (8 + 4) yazmalısın.”`,
      msg`Fındık fındıkları üç sıra hâlinde dizdi: her sırada 8 kahverengi, 4 açık renkli. “3 × 8 = 24 kahverengi, 3 × 4 = 12 açık renkli; toplam 36,” dedi. “3 × 12 de 36!”`,
      msg`Pamuk parantezin önemini anladı ve fındıkları sandıklara yerleştirmelerine yardım etti.`,
    ],
    lesson: msg`Parantez işlem sırasını değiştirir; çarpma toplama üzerine dağılır: 3 × (8 + 4) = 3 × 8 + 3 × 4.`,
  },
};
