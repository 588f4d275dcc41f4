import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir tenis topunu elinden bıraktığında yere çarpar ve zıplar, ama hiçbir zaman bıraktığın yüksekliğe kadar çıkamaz. Bu deneyde topun enerjisinin nasıl biçim değiştirdiğini ve bir kısmının nereye gittiğini izleyeceksin.`,
    sections: [
      {
        heading: msg`Kütle ve ağırlık aynı şey değildir`,
        paragraphs: [
          msg`Kütle, bir cismin değişmeyen madde miktarıdır. Eşit kollu terazi ile ölçülür; birimi kilogram (kg) ya da gramdır (g). Bir cismin kütlesi Dünya’da, Ay’da ya da uzay boşluğunda aynıdır.`,
          msg`Ağırlık ise bir gök cisminin, cisme uyguladığı çekim kuvvetidir. Dinamometreyle ölçülür; birimi newtondur (N). Ay’ın çekimi Dünya’nınkinin yaklaşık altıda biri olduğundan, 60 kg kütleli bir astronotun Ay’daki ağırlığı Dünya’dakinin yaklaşık altıda biridir; kütlesi ise yine 60 kg’dır. Günlük dilde “60 kilo ağırlığındayım” deriz, ama bilimsel olarak söylediğimiz kütledir.`,
        ],
      },
      {
        heading: msg`Fiziksel anlamda iş ve enerji`,
        paragraphs: [
          msg`Fen bilimlerinde iş yapılmış sayılması için cisme bir kuvvet uygulanmalı ve cisim bu kuvvetin doğrultusunda yol almalıdır. Yerdeki çantanı masaya kaldırdığında iş yaparsın. Duvarı var gücünle itsen de duvar kıpırdamıyorsa fiziksel anlamda iş yapmış olmazsın.`,
          msg`Çantanı elinde tutarak düz bir yolda yürürken de çantaya fiziksel anlamda iş yapmazsın: uyguladığın kuvvet yukarı doğrudur, çantanın hareketi ise yataydır. Uygulanan kuvvet ve kuvvet doğrultusunda alınan yol büyüdükçe yapılan iş de büyür.`,
          msg`İş yapabilme yeteneğine enerji denir. İş yapan bir cisim enerji aktarır, üzerine iş yapılan bir cisim bu enerjiyi kazanır. İş ve enerji aynı birimle ölçülür: joule (J).`,
        ],
      },
      {
        heading: msg`Kinetik ve potansiyel enerji`,
        paragraphs: [
          msg`Hareket eden cisimlerin sahip olduğu enerjiye kinetik enerji denir. Kinetik enerji cismin kütlesine ve süratine bağlıdır: aynı süratle giden bir kamyonun kinetik enerjisi bir bisikletinkinden büyüktür; aynı bisiklet hızlandıkça kinetik enerjisi artar.`,
          msg`Cisimlerin konumları ya da şekilleri nedeniyle depoladıkları enerjiye potansiyel enerji denir. Yerden yüksekteki bir cismin çekim potansiyel enerjisi, cismin kütlesine ve yerden yüksekliğine bağlıdır. Gerilmiş bir lastik, kurulmuş bir yay ya da sıkıştırılmış bir top esneklik potansiyel enerjisine sahiptir.`,
        ],
      },
      {
        heading: msg`Enerji dönüşür ama yok olmaz`,
        paragraphs: [
          msg`Bıraktığın top düşerken yüksekliği azalır, sürati artar: çekim potansiyel enerjisi kinetik enerjiye dönüşür. Top yere çarpınca bir an ezilir ve enerjisi esneklik potansiyel enerjisi olarak depolanır. Sonra top eski şekline dönerek yukarı fırlar; yükselirken kinetik enerjisi yeniden çekim potansiyel enerjisine dönüşür.`,
          msg`Her çarpmada ve havanın sürtünmesiyle enerjinin bir kısmı ısı ve ses enerjisine dönüşür. Bu yüzden top her zıplamada biraz daha alçağa çıkar. Enerji yok olmaz, yalnızca topun hareketi için kullanılamayan biçimlere dönüşür; toplam enerji değişmez. Buna enerjinin korunumu denir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Kütle`, definition: msg`Bir cismin değişmeyen madde miktarı; eşit kollu terazi ile ölçülür, birimi kg’dır.` },
      { term: msg`Ağırlık`, definition: msg`Bir gök cisminin, cisme uyguladığı çekim kuvveti; dinamometreyle ölçülür, birimi N’dur.` },
      { term: msg`İş`, definition: msg`Bir kuvvetin, cismi kendi doğrultusunda hareket ettirmesi. Birimi: joule (J).` },
      { term: msg`Kinetik enerji`, definition: msg`Hareket eden bir cismin sahip olduğu enerji; kütleye ve sürate bağlıdır.` },
      {
        term: msg`Potansiyel enerji`,
        definition: msg`Bir cismin konumu ya da şekli nedeniyle depoladığı enerji; çekim ve esneklik potansiyel enerjisi olarak ikiye ayrılır.`,
      },
      {
        term: msg`Enerjinin korunumu`,
        definition: msg`Enerjinin yoktan var edilemeyeceği, var olan enerjinin de yok edilemeyeceği; yalnızca bir biçimden başka bir biçime dönüşebileceği ilkesi.`,
      },
    ],
  },
  procedure: {
    goal: msg`Bir topun bırakıldığı yükseklik ile zıplama yüksekliği arasındaki ilişkiyi ölçmek ve zıplama sırasındaki enerji dönüşümlerini açıklamak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Tenis topu`, quantity: msg`1 tane` },
      { name: msg`Tenis topu büyüklüğünde oyun hamuru topu`, quantity: msg`1 tane` },
      { name: msg`Şerit metre (en az 2 m)`, quantity: msg`1 tane` },
      { name: msg`Maskeleme bandı ve kalın keçeli kalem`, quantity: msg`1’er tane` },
      { name: msg`Ağır çekim video çekebilen telefon ya da tablet (isteğe bağlı)`, quantity: msg`1 tane` },
      { name: msg`Kalem ve çalışma sayfası`, quantity: msg`1’er tane` },
    ],
    safety: [
      msg`Topu yalnızca ayakta durduğun yerden bırak; sandalyeye ya da masaya çıkma. 150 cm’lik ölçümü boyu yeten bir arkadaşın ya da öğretmenin yapsın.`,
      msg`Topu kimseye doğru fırlatma. Zıplayan topun çarpabileceği yerlerde cam eşya ya da saksı bulundurma.`,
      msg`Deneyi sert ve kaygan olmayan bir zeminde yap; topun peşinden koşarken eşyalara takılma.`,
      msg`Hamurla çalıştıktan sonra ellerini yıka.`,
    ],
    steps: [
      msg`Duvara, yerden başlayarak 150 cm yüksekliğe kadar dikey bir maskeleme bandı yapıştır. Şerit metreyle ölçüp bandın üzerine her 10 cm’de bir çizgi çiz.`,
      msg`Tenis topunu, alt kenarı 50 cm çizgisinde olacak şekilde duvarın önünde tut ve itmeden bırak.`,
      msg`Topun ilk zıplamada çıktığı en yüksek noktayı, topun alt kenarına bakarak oku. Bir arkadaşın gözünü o hizaya getirerek izlesin ya da ağır çekim video çekin. Aynı ölçümü üç kez yapıp ortalamasını tabloya yaz.`,
      msg`Ölçümleri topu 100 cm ve 150 cm yükseklikten bırakarak tekrarla.`,
      msg`Topu bir kez daha 100 cm’den bırak. Kaç kez zıpladığını, her zıplamada ne kadar alçaldığını ve yere çarparken çıkan sesi gözle.`,
      msg`Hamur topunu da 100 cm’den bırak. Yere çarptıktan sonra ne olduğunu ve şeklinin nasıl değiştiğini gözle.`,
      msg`Her yükseklik için zıplama yüksekliğinin ortalamasını bırakma yüksekliğine böl ve bu oranı tabloya yaz.`,
    ],
    observations: [
      msg`Bırakma yüksekliği arttıkça zıplama yüksekliği nasıl değişti?`,
      msg`Top hiç bırakıldığı yüksekliğe kadar çıkabildi mi?`,
      msg`Bulduğun oran (zıplama ÷ bırakma) üç yükseklikte de yaklaşık aynı mı?`,
      msg`Hamur topu neden zıplamadı? Enerjisi nereye gitmiş olabilir?`,
    ],
    conclusion: msg`Top ne kadar yüksekten bırakılırsa çekim potansiyel enerjisi o kadar büyük olur ve o kadar yükseğe zıplar. Düşerken potansiyel enerji kinetik enerjiye, çarpma anında esneklik potansiyel enerjisine, yükselirken yeniden çekim potansiyel enerjisine dönüşür. Her çarpmada enerjinin bir kısmı ısı ve ses enerjisine dönüştüğü için top ilk yüksekliğine ulaşamaz. Hamur topu eski şekline dönmediği için enerjisinin neredeyse tamamı şekil değişimine ve ısıya gider, bu yüzden zıplamaz. Enerji yok olmaz, biçim değiştirir.`,
  },
  questions: [
    {
      id: 'mass-on-moon',
      prompt: msg`Dünya’da kütlesi 60 kg olan bir astronot Ay’a gidiyor. Astronotun Ay’daki kütlesi ve ağırlığı için ne söylenebilir?`,
      options: [msg`Kütlesi de ağırlığı da azalır.`, msg`Kütlesi değişmez, ağırlığı azalır.`, msg`Kütlesi azalır, ağırlığı değişmez.`, msg`İkisi de değişmez.`],
      correctIndex: 1,
      explanation: msg`Kütle madde miktarıdır ve her yerde aynıdır. Ağırlık ise çekim kuvvetidir; Ay’ın çekimi Dünya’nınkinden küçük olduğu için astronotun Ay’daki ağırlığı Dünya’dakinin yaklaşık altıda birine iner.`,
      hints: [
        msg`Kütle ile ağırlığın tanımlarını karşılaştır: hangisi madde miktarı, hangisi bir kuvvet?`,
        msg`Astronot Ay’a giderken vücudundan madde eksilir mi?`,
        msg`Ay’ın çekim kuvvetinin Dünya’nınkiyle karşılaştırmasını Konu Anlatımı’nda hatırla.`,
      ],
    },
    {
      id: 'physical-work',
      prompt: msg`Aşağıdakilerin hangisinde fiziksel anlamda iş yapılmaktadır?`,
      options: [
        msg`Duvarı var gücüyle iten ama kıpırdatamayan çocuk`,
        msg`Çantasını elinde tutarak düz yolda yürüyen öğrenci`,
        msg`Yerdeki kutuyu masanın üstüne kaldıran işçi`,
        msg`Kitabını kucağında tutarak bekleyen yolcu`,
      ],
      correctIndex: 2,
      explanation: msg`İşçi kutuya yukarı doğru kuvvet uygular ve kutu yukarı doğru yol alır; kuvvet ile hareket aynı doğrultudadır. Duvar ve kucaktaki kitap hiç yol almaz; yürürken taşınan çantada ise kuvvet yukarı, hareket yataydır.`,
      hints: [
        msg`Fiziksel anlamda iş için iki koşul gerekir: bir kuvvet ve cismin bir yol alması.`,
        msg`Cismin aldığı yol, uygulanan kuvvetle aynı doğrultuda olmalıdır. Her seçenekte kuvvetin yönünü ve cismin hareket yönünü karşılaştır.`,
      ],
    },
    {
      id: 'bounce-prediction',
      prompt: msg`Deneyde tenis topu 100 cm’den bırakılınca yaklaşık 55 cm zıpladı. Aynı top 150 cm’den bırakılırsa en olası zıplama yüksekliği hangisidir?`,
      options: [msg`Yaklaşık 30 cm`, msg`Yaklaşık 55 cm`, msg`Yaklaşık 80 cm`, msg`Yaklaşık 160 cm`],
      correctIndex: 2,
      explanation: msg`Top 100 cm’den bırakılınca bırakıldığı yüksekliğin yaklaşık %55’ine çıktı. Aynı oran 150 cm için yaklaşık 80 cm verir (150 × 0,55 ≈ 82). Daha yüksekten bırakılan topun potansiyel enerjisi daha büyüktür, bu yüzden daha yükseğe zıplar; ama bırakıldığı yüksekliği geçemez.`,
      hints: [
        msg`Daha yüksekten bırakılan topun çekim potansiyel enerjisi daha büyük müdür, daha küçük mü?`,
        msg`Top, kendisine enerji verilmeden bırakıldığı yükseklikten daha yükseğe çıkabilir mi? Bu soruyla bir seçeneği eleyebilirsin.`,
        msg`100 cm’den bırakılan top yüksekliğin yarısından biraz fazlasına çıktı. Aynı oranı 150 cm için düşün.`,
      ],
    },
    {
      id: 'ke-depends',
      prompt: msg`Bir cismin kinetik enerjisi aşağıdakilerden hangisine bağlıdır?`,
      options: [msg`Yalnızca yerden yüksekliğine`, msg`Rengine ve şekline`, msg`Yalnızca sıcaklığına`, msg`Kütlesine ve süratine`],
      correctIndex: 3,
      explanation: msg`Kinetik enerji hareket enerjisidir; cismin kütlesi ve sürati arttıkça artar. Yerden yükseklik ise çekim potansiyel enerjisini etkiler.`,
      hints: [
        msg`Kinetik enerji hareket enerjisidir. Bir cismin hareketini anlatan büyüklükleri düşün.`,
        msg`Aynı süratle giden bir kamyonu ve bir bisikleti karşılaştır. Hangisini durdurmak daha zordur? Aynı bisiklet hızlanınca ne değişir?`,
      ],
    },
    {
      id: 'where-energy',
      prompt: msg`Zıplayan bir top her seferinde biraz daha alçağa çıkıyor. Bunun nedeni nedir?`,
      options: [msg`Enerjinin bir kısmı ısı ve ses enerjisine dönüşür.`, msg`Topun enerjisi yok olur.`, msg`Topun kütlesi her zıplamada azalır.`],
      correctIndex: 0,
      explanation: msg`Çarpma ve havanın sürtünmesi sırasında enerjinin bir kısmı ısı ve ses enerjisine dönüşür. Enerji yok olmaz, yalnızca topun hareketi için kullanılamayan biçimlere geçer; toplam enerji korunur.`,
      hints: [
        msg`Deneyde top yere her çarptığında ne duydun?`,
        msg`Enerjinin korunumunu hatırla: var olan enerji yok edilemez, yalnızca biçim değiştirir. Topun kaybettiği enerji hangi biçimlere geçmiş olabilir?`,
      ],
    },
    {
      id: 'falling-apple',
      prompt: msg`Dalından kopan bir elma yere yaklaşırken enerjisi nasıl değişir?`,
      options: [
        msg`Kinetik enerjisi azalır, potansiyel enerjisi artar.`,
        msg`Potansiyel enerjisi azalır, kinetik enerjisi artar.`,
        msg`İki enerjisi de artar.`,
      ],
      correctIndex: 1,
      explanation: msg`Elma düştükçe yerden yüksekliği azalır, bu yüzden çekim potansiyel enerjisi azalır. Sürati arttığı için kinetik enerjisi artar: potansiyel enerji kinetik enerjiye dönüşür.`,
      hints: [msg`Düşerken elmanın yerden yüksekliği ne olur? Sürati ne olur?`, msg`Çekim potansiyel enerjisi yüksekliğe, kinetik enerji sürate bağlıdır.`],
    },
  ],
  activity: {
    kind: 'sequence',
    title: msg`Zıplayan topun enerji yolculuğu`,
    instructions: msg`Tenis topunun elinden çıkıp ilk zıplamanın en yüksek noktasına varana kadar geçen olayları doğru sıraya koy.`,
    stepsInOrder: [
      msg`Top elinde duruyor: çekim potansiyel enerjisi en büyük, kinetik enerjisi sıfır.`,
      msg`Top düşüyor: yüksekliği azalıyor, sürati artıyor; potansiyel enerji kinetik enerjiye dönüşüyor.`,
      msg`Yere çarpmadan hemen önce topun kinetik enerjisi en büyük.`,
      msg`Top yere çarpıp bir an eziliyor: enerjisinin bir kısmı esneklik potansiyel enerjisi olarak depolanıyor, bir kısmı ısıya ve sese dönüşüyor.`,
      msg`Top eski şekline dönüp yukarı fırlıyor: esneklik potansiyel enerjisi kinetik enerjiye dönüşüyor.`,
      msg`Top yükseliyor: sürati azalıyor, kinetik enerji çekim potansiyel enerjisine dönüşüyor.`,
      msg`Top en yüksek noktada bir an duruyor; bu nokta, bırakıldığı yükseklikten alçaktadır.`,
    ],
  },
  worksheet: {
    title: msg`Zıplayan Top Çalışma Sayfası`,
    instructions: msg`Her bırakma yüksekliği için üç ölçüm yap; ortalamayı ve oranı tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Bırakma yüksekliği ile zıplama yüksekliği arasında nasıl bir ilişki buldun? Potansiyel enerjiyi kullanarak açıkla.`, lines: 3 },
      { prompt: msg`Top neden bırakıldığı yüksekliğe kadar çıkamadı? Enerjinin korunumunu kullanarak açıkla.`, lines: 3 },
      { prompt: msg`Hamur topu neden zıplamadı?`, lines: 2 },
      { prompt: msg`Kütle ile ağırlık arasındaki üç farkı yaz.`, lines: 3 },
      { prompt: msg`Günlük yaşamdan, fiziksel anlamda iş yapılan ve yapılmayan birer örnek yaz.`, lines: 2 },
    ],
    table: {
      caption: msg`Zıplama ölçümlerim`,
      columns: [msg`Top`, msg`Bırakma yüksekliği (cm)`, msg`Üç ölçüm (cm)`, msg`Ortalama zıplama (cm)`, msg`Oran (ortalama ÷ bırakma)`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Tembel Topu`,
    paragraphs: [
      msg`Sincap Fındık, doğum gününde Baykuş Nine’den parlak, zıp zıp bir top hediye aldı. Yuvasının balkonundan topu aşağı bıraktı ve topun geri gelip eline konmasını bekledi.`,
      msg`Top yere çarptı, sekti… ama balkona kadar çıkamadı. Her zıplamada biraz daha alçaldı ve sonunda çimenlerde yuvarlanıp durdu. “Topum tembel mi, bozuk mu?” diye sordu Fındık.`,
      msg`Baykuş Nine güldü. “Top balkondayken yüksekte olduğu için çekim potansiyel enerjisi vardı. Düşerken bu enerji hareket enerjisine, yani kinetik enerjiye dönüştü. Her çarpmada da bir kısmı o duyduğun ‘pat’ sesine ve topla çimenin çok az ısınmasına gitti.”`,
      msg`Fındık düşündü: “Yani enerji kaybolmadı, başka biçimlere dönüştü. Top da kalan enerjiyle ancak daha alçağa çıkabildi.” Sonra topu ağacın en yüksek dalından bıraktı. Top bu kez çok daha yükseğe sekti.`,
      msg`Akşam Fındık defterine şunu yazdı: “Ne kadar yüksek, o kadar çok potansiyel enerji. Ama hiçbir top bırakıldığı yere kendi kendine geri dönemez. Enerji yok olmaz, biçim değiştirir.”`,
    ],
    lesson: msg`Düşen bir cismin potansiyel enerjisi kinetik enerjiye dönüşür. Her çarpmada enerjinin bir kısmı ısı ve sese dönüştüğü için top ilk yüksekliğine çıkamaz, ama toplam enerji korunur.`,
  },
};
