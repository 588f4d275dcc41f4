import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir elmayı kardeşinle paylaşırken ikiye bölersin. Peki parçalar eşit değilse? Yarım ve çeyrek, bir bütünü eş parçalara böldüğümüzde ortaya çıkar.`,
    sections: [
      {
        heading: msg`Bütün ve eş parçalar`,
        paragraphs: [
          msg`Bölünmemiş bir elma, bir pizza ya da bir kâğıt bütündür. Bütünü paylaşırken parçaların eş, yani aynı büyüklükte olması gerekir.`,
          msg`Bir kâğıdı ikiye katlayıp kenarlarını üst üste getirirsen iki eş parça elde edersin.`,
        ],
      },
      {
        heading: msg`Yarım`,
        paragraphs: [
          msg`Bir bütün 2 eş parçaya bölünürse parçalardan her biri yarımdır. İki yarım bir araya gelince yeniden bütün olur.`,
          msg`Yarım bir bütün değildir; iki tanesi bir araya gelince bütün olur. Pizzanın yarısı, ekmeğin yarısı, elmanın yarısı hep böyledir.`,
        ],
      },
      {
        heading: msg`Çeyrek`,
        paragraphs: [
          msg`Bir bütün 4 eş parçaya bölünürse parçalardan her biri çeyrektir. Dört çeyrek bir bütün eder.`,
          msg`İki çeyrek bir yarım eder. Bu yüzden çeyrek, yarımdan küçüktür: aynı bütünü daha çok parçaya böldükçe parçalar küçülür.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Bütün`, definition: msg`Parçalara ayrılmamış nesnenin tamamı.` },
      { term: msg`Yarım`, definition: msg`Bir bütün 2 eş parçaya bölündüğünde parçalardan her biri.` },
      { term: msg`Çeyrek`, definition: msg`Bir bütün 4 eş parçaya bölündüğünde parçalardan her biri.` },
      { term: msg`Eş parça`, definition: msg`Aynı bütünden ayrılmış, aynı büyüklükteki parçalar.` },
    ],
  },
  procedure: {
    goal: msg`Kâğıt daireleri katlayarak yarım ve çeyrek oluşturmak ve eş parçalara bölmenin önemini görmek.`,
    durationMinutes: 30,
    materials: [
      { name: msg`Renkli kâğıttan kesilmiş daire (yaklaşık 15 cm çapında)`, quantity: msg`Her öğrenciye 3 tane` },
      { name: msg`Kare biçiminde renkli kâğıt`, quantity: msg`Her öğrenciye 2 tane` },
      { name: msg`Boya kalemi`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Ucu yuvarlak çocuk makası`, quantity: msg`Her öğrenciye 1 tane` },
    ],
    safety: [
      msg`Yalnızca ucu yuvarlak çocuk makası kullan; keserken parmaklarını bıçakların önünden uzak tut.`,
      msg`Makası elden ele verirken kapalı tut ve sapından uzat.`,
      msg`Kesilen kâğıt artıklarını çöp kutusuna at; yerdeki kâğıtlara basıp kayma.`,
    ],
    steps: [
      msg`Bir daireyi ikiye katla, kenarlarının tam üst üste geldiğinden emin ol. Açıp katlama çizgisini boya kalemiyle çiz.`,
      msg`Parçalardan birini boya. Boyadığın parçaya “yarım” yaz.`,
      msg`İkinci daireyi önce ikiye, sonra bir kez daha ikiye katla. Açınca kaç eş parça oluştuğunu say.`,
      msg`Parçalardan birini boya ve “çeyrek” yaz. Sonra bu daireyi ilk dairenin üstüne, katlama çizgileri üst üste gelecek biçimde koy: yarımı kaç çeyrek örtüyor?`,
      msg`Üçüncü daireyi katlamadan, göz kararı iki parçaya kes. Parçaları üst üste koy: eş mi?`,
      msg`Kare kâğıtları da katlayarak yarım ve çeyrek oluştur. Katlamanın farklı yollarını arkadaşlarınla karşılaştır.`,
    ],
    observations: [
      msg`Bir dairede kaç yarım, kaç çeyrek var?`,
      msg`İki çeyreği yarımın üstüne koyduğunda ne gördün?`,
      msg`Gözle kestiğin iki parça eş çıktı mı? Bu parçalara yarım diyebilir miyiz?`,
    ],
    conclusion: msg`Bir bütün 2 eş parçaya bölününce her parça yarım, 4 eş parçaya bölününce her parça çeyrek olur. İki yarım ya da dört çeyrek bir bütün eder; iki çeyrek bir yarıma eşittir. Parçalar eş değilse onlara yarım ya da çeyrek denmez.`,
  },
  questions: [
    {
      id: 'half-parts',
      prompt: msg`Bir bütün kaç eş parçaya bölünürse her parçaya yarım denir?`,
      options: [msg`4`, msg`3`, msg`2`, msg`10`],
      correctIndex: 2,
      explanation: msg`Bütün 2 eş parçaya bölündüğünde her parça yarımdır. İki yarım bir bütün eder.`,
      hints: [msg`Bir elmayı kardeşinle eşit paylaştığını düşün.`, msg`Deneyde daireyi bir kez katlayıp açtığında kaç eş parça oluştuğunu hatırla.`],
    },
    {
      id: 'quarters-in-whole',
      prompt: msg`Kaç çeyrek bir bütün eder?`,
      options: [msg`2`, msg`4`, msg`8`],
      correctIndex: 1,
      explanation: msg`Çeyrek, bütünün 4 eş parçasından biridir. Dört çeyrek bir araya gelince bütün olur.`,
      hints: [msg`Daireyi iki kez katladığında kaç parça oluşmuştu?`, msg`Her parça bir çeyrekti; parçaların hepsi bütünü yapar.`],
    },
    {
      id: 'unequal-parts',
      prompt: msg`Ayşe bir ekmeği biri büyük, biri küçük iki parçaya ayırdı. Küçük parça ekmeğin yarımı mıdır?`,
      options: [msg`Evet, çünkü iki parça var`, msg`Hayır, çünkü parçalar eş değil`, msg`Evet, çünkü küçük parça bütünden küçük`],
      correctIndex: 1,
      explanation: msg`Yarım için bütünün 2 EŞ parçaya bölünmesi gerekir. Parçalar farklı büyüklükteyse hiçbiri yarım değildir.`,
      hints: [msg`Yarımın tanımında parçalar için ne söyleniyordu?`, msg`Etkinlikte gözle kestiğin parçaları üst üste koyduğunu hatırla.`],
    },
    {
      id: 'two-quarters',
      prompt: msg`İki çeyrek pizza neye eşittir?`,
      options: [msg`Bir bütün pizzaya`, msg`Bir çeyrek pizzaya`, msg`Yarım pizzaya`, msg`Dört bütün pizzaya`],
      correctIndex: 2,
      explanation: msg`Dört çeyrek bir bütün eder; bunun yarısı olan iki çeyrek de yarım pizzaya eşittir. Kâğıt dairede iki çeyreği yarımın üstüne koyunca tam örtüşür.`,
      hints: [msg`Bütünde kaç çeyrek var?`, msg`Bütündeki çeyreklerin yarısını alırsan bütünün ne kadarı kalır?`],
    },
    {
      id: 'bigger-piece',
      prompt: msg`Aynı büyüklükte iki pastadan birinin yarımı, öbürünün çeyreği var. Hangi parça daha büyüktür?`,
      options: [msg`Çeyrek`, msg`Yarım`, msg`İkisi eşittir`],
      correctIndex: 1,
      explanation: msg`Aynı bütünü daha çok parçaya bölünce parçalar küçülür. Yarım 2 parçadan biri, çeyrek 4 parçadan biridir; yarım daha büyüktür.`,
      hints: [msg`Hangi pasta daha çok parçaya bölünmüş?`, msg`Bir bütünü çok parçaya bölünce parçalar büyür mü, küçülür mü?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Pizza dilimleri`,
    instructions: msg`Pizzanın parçalarına dokunarak ya da numaralı düğmelerle boya. İstenen kadarını boyayınca “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'fraction-area',
      shape: 'circle',
      maxParts: 8,
      inWords: true,
      tasks: [
        { kind: 'shade', prompt: msg`Pizza 2 eş parçaya bölündü. Pizzanın yarımını boya.`, numerator: 1, denominator: 2, parts: 2 },
        { kind: 'shade', prompt: msg`Pizza 4 eş parçaya bölündü. Pizzanın çeyreğini boya.`, numerator: 1, denominator: 4, parts: 4 },
        { kind: 'shade', prompt: msg`Bu pizza da 4 eş parçaya bölündü. Bu kez pizzanın yarımını boya.`, numerator: 1, denominator: 2, parts: 4 },
        { kind: 'shade', prompt: msg`Pizzanın bütününü boya.`, numerator: 1, denominator: 1, parts: 4 },
      ],
    },
  },
  worksheet: {
    title: msg`Yarım ve Çeyrek Çalışma Sayfası`,
    instructions: msg`Katladığın kâğıtlara bakarak soruları cevapla ve şekilleri çiz.`,
    tasks: [
      { prompt: msg`Bir kare çiz ve onu 2 eş parçaya böl. Yarımını boya.`, lines: 4 },
      { prompt: msg`Bir daire çiz ve onu 4 eş parçaya böl. Bir çeyreğini boya.`, lines: 4 },
      { prompt: msg`Bir bütünde kaç yarım, kaç çeyrek vardır? Yaz.`, lines: 2 },
      { prompt: msg`Yarım mı büyüktür, çeyrek mi? Neden?`, lines: 2 },
    ],
  },
  story: {
    title: msg`Fındık ile Çıtır’ın Pastası`,
    paragraphs: [
      msg`Fındık’ın doğum günüydü. Annesi kocaman, yuvarlak bir fındıklı pasta yaptı.`,
      msg`Çıtır bıçağı aldı ve pastayı ortadan değil, kenara yakın bir yerden kesti. “Bu yarısı benim!” dedi ve küçük parçayı Fındık’a uzattı.`,
      msg`Fındık gülümsedi: “Dur bakalım, bu parçalar eş değil ki! Yarım olması için iki parçanın aynı büyüklükte olması gerek.”`,
      msg`Annesi pastayı tam ortadan ikiye, sonra bir kez daha ikiye kesti. “Şimdi dört eş parça var. Her biri bir çeyrek. Siz ikişer çeyrek alın.”`,
      msg`Fındık ile Çıtır ikişer çeyreklerini yan yana koydu: ikisinin payı da yarım pastaya eşitti. Doğum günü kavgasız, tatlı tatlı geçti.`,
    ],
    lesson: msg`Yarım ve çeyrek, bir bütünü eş parçalara bölünce ortaya çıkar; iki çeyrek bir yarım, dört çeyrek bir bütün eder.`,
  },
};
