import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Etrafına bir bak: Saatin yelkovanı ilerliyor, perde rüzgârda sallanıyor, koridorda bir top yuvarlanıyor. Hareket eden varlıklar hep aynı biçimde hareket etmez. Bu deneyde hareket dedektifi olup hareketleri inceleyeceğiz.`,
    sections: [
      {
        heading: msg`Dönme ve sallanma`,
        paragraphs: [
          msg`Bazı varlıklar kendi etrafında ya da bir noktanın çevresinde döner. Topaç, rüzgârgülü, vantilatörün pervanesi ve bisikletin tekerleği dönme hareketi yapar.`,
          msg`Bazı varlıklar ise aynı yol üzerinde ileri geri gidip gelir. Buna sallanma denir. Salıncak, beşik ve duvar saatinin sarkacı sallanır.`,
        ],
      },
      {
        heading: msg`Hızlanma ve yavaşlama`,
        paragraphs: [
          msg`Hareket eden bir varlık hızlanabilir ya da yavaşlayabilir. Yokuş aşağı inen bisiklet gittikçe hızlanır. Kırmızı ışığa yaklaşan araba yavaşlar ve durur.`,
          msg`Halının üzerinde yuvarlanan bir top, düz ve parlak bir zemindekinden daha çabuk yavaşlar.`,
        ],
      },
      {
        heading: msg`Yön değiştirme ve tehlikeler`,
        paragraphs: [
          msg`Duvara çarpan bir top geri döner; hareket yönü değişir. Futbolda topa vuran oyuncu da topun yönünü değiştirir.`,
          msg`Hareket eden cisimler tehlikeli olabilir. Hızla gelen bir bisikleti, yuvarlanan ağır bir cismi ya da bir arabayı elimizle durdurmaya çalışmamalıyız. Yola kaçan topun peşinden koşmamalı, karşıdan karşıya geçerken taşıtların durmasını beklemeliyiz.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Dönme`, definition: msg`Bir varlığın kendi etrafında ya da bir noktanın çevresinde dönerek hareket etmesi.` },
      { term: msg`Sallanma`, definition: msg`Bir varlığın aynı yol üzerinde ileri geri gidip gelmesi.` },
      { term: msg`Hızlanma`, definition: msg`Hareket eden bir varlığın gittikçe daha hızlı gitmesi.` },
      { term: msg`Yavaşlama`, definition: msg`Hareket eden bir varlığın gittikçe daha yavaş gitmesi.` },
      { term: msg`Yön değiştirme`, definition: msg`Hareket eden bir varlığın gittiği yönün değişmesi.` },
    ],
  },
  procedure: {
    goal: msg`Hareket eden varlıkları gözlemleyip hareketlerini dönme, sallanma, hızlanma, yavaşlama ve yön değiştirme olarak ifade etmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Plastik topaç`, quantity: msg`Her gruba 1 tane` },
      { name: msg`30 cm uzunluğunda ip ve ucuna bağlanacak bir silgi`, quantity: msg`Her gruba 1’er tane` },
      { name: msg`Küçük, hafif bir top (tenis topu ya da pinpon topu)`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Rampa yapmak için kalın karton ve 3 kitap`, quantity: msg`Her gruba 1 takım` },
      { name: msg`Halı ya da kalın kumaş parçası`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Çalışma sayfası ve kalem`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [
      msg`Topu kimseye atma; yerde yavaşça yuvarla.`,
      msg`İpe bağlı silgiyi arkadaşlarının yüzünden uzakta salla, ipi boynuna ya da parmağına dolama.`,
      msg`Deneyi yerde, geçiş yolundan uzak bir köşede yap ki kimse topa basıp kaymasın.`,
      msg`Sınıfta ve koridorda koşma; hareket eden bir cismi yakalamak için atlama.`,
    ],
    steps: [
      msg`Topacı masada çevir. Nasıl hareket ediyor? Zamanla hareketi nasıl değişiyor? Tabloya yaz.`,
      msg`İpin ucuna silgiyi bağla. İpin öbür ucunu tut, silgiyi biraz yana çekip bırak. Silgi nasıl hareket ediyor? Tabloya yaz.`,
      msg`Kartonun bir ucunu üst üste konmuş kitaplara dayayarak yerde bir rampa yap. Topu rampanın tepesinden itmeden bırak. Top rampadan inerken hızı nasıl değişiyor?`,
      msg`Rampanın önüne halıyı ser ve topu yeniden bırak. Top halının üzerinde ne oluyor?`,
      msg`Topu yerde duvara doğru yavaşça yuvarla. Duvara çarpınca ne oluyor?`,
      msg`Sınıfta ve pencereden hareket eden başka varlıklar bul. Her birinin nasıl hareket ettiğini tabloya yaz.`,
    ],
    observations: [
      msg`Hangi varlıklar döndü, hangileri sallandı?`,
      msg`Top nerede hızlandı, nerede yavaşladı?`,
      msg`Top duvara çarpınca hareketinde ne değişti?`,
    ],
    conclusion: msg`Varlıklar farklı biçimlerde hareket eder. Topaç döner, ipe bağlı silgi sallanır. Top rampadan inerken hızlanır, halıda yavaşlar, duvara çarpınca yön değiştirir. Hareket eden cisimler tehlikeli olabileceği için onları durdurmaya çalışmamalı, yola kaçan bir şeyin peşinden koşmamalıyız.`,
  },
  questions: [
    {
      id: 'swing',
      prompt: msg`Salıncakta sallanan bir çocuğun hareketi nasıldır?`,
      options: [msg`Dönme`, msg`Sallanma`, msg`Hep aynı yöne düz gitme`],
      correctIndex: 1,
      explanation: msg`Salıncak aynı yol üzerinde ileri geri gidip gelir. Bu harekete sallanma denir.`,
      hints: [msg`Deneyde ipe bağlı silgi nasıl hareket etti?`, msg`Salıncak hep aynı iki yer arasında gidip geliyor mu?`],
    },
    {
      id: 'ramp',
      prompt: msg`Rampanın tepesinden bırakılan top, rampadan inerken nasıl hareket etti?`,
      options: [msg`Yavaşladı`, msg`Hiç hareket etmedi`, msg`Gittikçe hızlandı`],
      correctIndex: 2,
      explanation: msg`Rampadan aşağı inen top gittikçe hızlanır. Yokuş aşağı inen bisiklet de böyledir.`,
      hints: [msg`Topu rampanın tepesinden itmeden bırakmıştın. Başta ne kadar hızlıydı?`, msg`Rampanın dibine geldiğinde top nasıl gidiyordu?`],
    },
    {
      id: 'wall',
      prompt: msg`Duvara çarpan topun hareketinde ne değişti?`,
      options: [msg`Hareket yönü`, msg`Rengi`, msg`Büyüklüğü`],
      correctIndex: 0,
      explanation: msg`Top duvara çarpınca geri döndü. Topun gittiği yön değişti; buna yön değiştirme denir.`,
      hints: [msg`Top duvara çarpmadan önce nereye gidiyordu?`, msg`Çarptıktan sonra hangi yöne gitti?`],
    },
    {
      id: 'spinning',
      prompt: msg`Aşağıdakilerden hangisi dönme hareketi yapar?`,
      options: [msg`Sallanan beşik`, msg`Yokuş aşağı kayan kızak`, msg`Kırmızı ışıkta yavaşlayan otobüs`, msg`Çalışan vantilatörün pervanesi`],
      correctIndex: 3,
      explanation: msg`Vantilatörün pervanesi bir noktanın çevresinde döner. Beşik sallanır, kızak hızlanır, otobüs yavaşlar.`,
      hints: [msg`Deneyde topaç nasıl hareket etti?`, msg`Hangisi bir noktanın çevresinde tur atıyor?`],
    },
    {
      id: 'school-bus',
      prompt: msg`Okul servisinden indin ve karşıya geçeceksin. Ne yapmalısın?`,
      options: [
        msg`Servisin önünden koşarak hemen geçmeliyim.`,
        msg`Servisin arkasından hemen yola çıkmalıyım.`,
        msg`Servis gidene kadar bekleyip yaya geçidinden, sağa sola bakarak geçmeliyim.`,
      ],
      correctIndex: 2,
      explanation: msg`Servisin önünden ya da arkasından çıkan bir çocuğu yoldaki sürücüler göremez. Hareket eden taşıtlar birden duramaz. Bu yüzden servis gidince yaya geçidinden ve iki yana bakarak geçmeliyiz.`,
      hints: [msg`Servisin arkasından gelen bir araba, servisin önündeki seni görebilir mi?`, msg`Hızla giden bir araba bir anda durabilir mi?`],
    },
    {
      id: 'ball-road',
      prompt: msg`Oynadığın top yola doğru yuvarlandı. Ne yapmalısın?`,
      options: [msg`Bir büyüğümden yardım istemeliyim.`, msg`Hemen peşinden koşmalıyım.`, msg`Topu yolun ortasında ayağımla durdurmalıyım.`],
      correctIndex: 0,
      explanation: msg`Topun peşinden yola koşan bir çocuğu sürücüler son anda görebilir ve duramayabilir. Topu almak için bir büyüğünden yardım istemelisin.`,
      hints: [msg`Yolda neler hareket ediyor?`, msg`Hızla gelen bir arabanın önüne çıkmak neden tehlikelidir?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Nasıl hareket ediyor?`,
    instructions: msg`Her varlığın hareketine bak ve onu en iyi anlatan gruba yerleştir.`,
    categories: [
      { id: 'spin', label: msg`Dönme` },
      { id: 'swing', label: msg`Sallanma` },
      { id: 'speed', label: msg`Hızlanma ya da yavaşlama` },
      { id: 'turn', label: msg`Yön değiştirme` },
    ],
    items: [
      {
        id: 'top',
        label: msg`Masada dönen topaç`,
        emoji: '🌀',
        categoryId: 'spin',
        explanation: msg`Topaç kendi etrafında döner.`,
      },
      {
        id: 'ferris',
        label: msg`Lunaparktaki dönme dolap`,
        emoji: '🎡',
        categoryId: 'spin',
        explanation: msg`Dönme dolap bir noktanın çevresinde döner.`,
      },
      {
        id: 'cradle',
        label: msg`Bebeğin beşiği`,
        emoji: '👶',
        categoryId: 'swing',
        explanation: msg`Beşik ileri geri gidip gelir; sallanır.`,
      },
      {
        id: 'pendulum',
        label: msg`Duvar saatinin sarkacı`,
        emoji: '🕰️',
        categoryId: 'swing',
        explanation: msg`Sarkaç aynı yol üzerinde ileri geri sallanır.`,
      },
      {
        id: 'downhill',
        label: msg`Yokuş aşağı inen bisiklet`,
        emoji: '🚲',
        categoryId: 'speed',
        explanation: msg`Bisiklet yokuş aşağı inerken gittikçe hızlanır.`,
      },
      {
        id: 'red-light',
        label: msg`Kırmızı ışığa yaklaşan araba`,
        emoji: '🚗',
        categoryId: 'speed',
        explanation: msg`Araba kırmızı ışığa yaklaşırken yavaşlar ve durur.`,
      },
      {
        id: 'goalkeeper',
        label: msg`Kalecinin yumrukla geri çeldiği top`,
        emoji: '⚽',
        categoryId: 'turn',
        explanation: msg`Kaleci topa vurunca topun gittiği yön değişir.`,
      },
      {
        id: 'bounce',
        label: msg`Duvara çarpıp geri dönen top`,
        emoji: '🏐',
        categoryId: 'turn',
        explanation: msg`Top duvara çarpınca geri döner; yönü değişir.`,
      },
    ],
  },
  worksheet: {
    title: msg`Hareket Dedektifi Çalışma Sayfası`,
    instructions: msg`Gözlediğin her varlığın nasıl hareket ettiğini tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Dönme hareketi yapan iki varlık yaz.`, lines: 2 },
      { prompt: msg`Topu rampada hızlandıran, halıda yavaşlatan ne olabilir? Düşünceni yaz.`, lines: 2 },
      { prompt: msg`Hareket eden cisimlerin yol açabileceği bir tehlikeyi ve ondan nasıl korunacağını yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Hareket eden varlıklar`,
      columns: [msg`Varlık`, msg`Nasıl hareket ediyor? (döner, sallanır, hızlanır, yavaşlar, yön değiştirir)`],
      rows: 6,
    },
  },
  story: {
    title: msg`Fındık ve Kaçan Kozalak`,
    paragraphs: [
      msg`Sincap Fındık, ormandaki oyun alanında arkadaşlarıyla oynuyordu. Tavşan Pamuk salıncakta ileri geri sallanıyor, Kirpi Diken tahta bir topaç çeviriyordu. Topaç fır fır döndü, sonra yavaşlayıp devrildi.`,
      msg`Fındık kocaman bir kozalağı tepeden aşağı yuvarladı. Kozalak yokuşta gittikçe hızlandı, bir kütüğe çarpıp yön değiştirdi ve orman yoluna doğru kaçtı.`,
      msg`Fındık peşinden koşacaktı ki Baykuş Nine seslendi: “Dur Fındık! Orman yolundan odun taşıyan arabalar geçiyor. Hızla gelen bir araba birden duramaz.”`,
      msg`Fındık durdu. Gerçekten de az sonra bir araba tıngır mıngır geçti. Araba gidince Baykuş Nine kozalağı birlikte almaya gitti. Fındık o gün hem hareketleri tanıdı hem de hareketli şeylerin peşinden koşmamayı öğrendi.`,
    ],
    lesson: msg`Varlıklar döner, sallanır, hızlanır, yavaşlar ya da yön değiştirir. Hareket eden cisimler tehlikeli olabilir; yola kaçan bir şeyin peşinden koşmamalı, bir büyüğümüzden yardım istemeliyiz.`,
  },
};
