import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Okul kaçta başlıyor? Teneffüs ne zaman? Saate bakarak bunları öğreniriz. Saatin iki kolu vardır: akrep ve yelkovan.`,
    sections: [
      {
        heading: msg`Akrep ve yelkovan`,
        paragraphs: [
          msg`Kısa kol akreptir; saati gösterir. Uzun kol yelkovandır; dakikayı gösterir.`,
          msg`Saatin üstünde 1’den 12’ye kadar sayılar vardır. İki kol bu sayıların etrafında döner.`,
        ],
      },
      {
        heading: msg`Tam saat ve buçuk`,
        paragraphs: [
          msg`Yelkovan 12’yi gösterince saat tamdır. Akrep 3’ü gösteriyorsa saat 3’tür.`,
          msg`Yelkovan 6’yı gösterince yarım saat geçmiştir; buna buçuk deriz. Akrep 3 ile 4’ün ortasındaysa saat 3 buçuktur.`,
        ],
      },
      {
        heading: msg`Günler ve hafta`,
        paragraphs: [
          msg`Bir haftada 7 gün vardır: pazartesi, salı, çarşamba, perşembe, cuma, cumartesi, pazar.`,
          msg`Bugünden önceki gün dün, sonraki gün yarındır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Akrep`, definition: msg`Saatin kısa kolu; saati gösterir.` },
      { term: msg`Yelkovan`, definition: msg`Saatin uzun kolu; dakikayı gösterir.` },
      { term: msg`Buçuk`, definition: msg`Tam saatten yarım saat sonrası; yelkovan 6’yı gösterir.` },
    ],
  },
  procedure: {
    goal: msg`Kâğıt tabaktan bir saat yapıp tam ve yarım saatleri göstermek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Karton ya da kâğıt tabak`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Biri kısa, biri uzun iki karton şerit (akrep ve yelkovan)`, quantity: msg`Her öğrenciye 1 çift` },
      { name: msg`Çatal çivi (kâğıt birleştirici)`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Keçeli kalem`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Sınıfın duvar saati`, quantity: msg`1 tane` },
    ],
    safety: [
      msg`Tabağın ortasındaki deliği öğretmenin açar; sivri aletleri kullanma.`,
      msg`Çatal çivinin uçları sivridir; ağzına alma, uçlarını tabağın arkasında katla.`,
    ],
    steps: [
      msg`Tabağa önce 12’yi en üste, 6’yı en alta, 3’ü sağa, 9’u sola yaz. Sonra aradaki sayıları sırayla yerleştir.`,
      msg`Öğretmenin tabağın ortasını delsin. Kısa ve uzun şeridi çatal çiviyle ortaya tak.`,
      msg`Yelkovanı 12’ye, akrebi 8’e getir. “Saat 8” de. Okula hangi saatte geliyorsun?`,
      msg`Yelkovanı bir tur çevir. Akrep de bir sayı ilerlesin. Şimdi saat kaç?`,
      msg`Yelkovanı 6’ya getir, akrebi iki sayının ortasına koy. “Saat … buçuk” de.`,
      msg`Duvar saatine bak. Saatin kaç olduğunu kendi saatinde göster.`,
    ],
    observations: [msg`Tam saatte yelkovan hangi sayıyı gösteriyor?`, msg`Buçukta akrep nerede duruyor?`],
    conclusion: msg`Akrep saati, yelkovan dakikayı gösterir. Yelkovan 12’deyse saat tam, 6’daysa buçuktur.`,
  },
  questions: [
    {
      id: 'read-full-hour',
      prompt: msg`Yelkovan 12’yi, akrep 8’i gösteriyor. Saat kaçtır?`,
      options: [msg`Saat 12`, msg`Saat 8`, msg`Saat 8 buçuk`],
      correctIndex: 1,
      explanation: msg`Yelkovan 12’deyse saat tamdır. Saati akrep gösterir: saat 8.`,
      hints: [msg`Hangi kol saati gösterir?`, msg`Yelkovan 12’deyse saat tam mı, buçuk mu?`],
    },
    {
      id: 'half-past-minute-hand',
      prompt: msg`Saat 3 buçukta yelkovan hangi sayıyı gösterir?`,
      options: [msg`12`, msg`3`, msg`6`],
      correctIndex: 2,
      explanation: msg`Buçukta yarım saat geçmiştir; yelkovan saatin yarısını dönüp 6’ya gelir.`,
      hints: [msg`Buçuk, yarım saat demektir.`, msg`Yelkovan 12’den başlayıp saatin yarısını dönerse nereye gelir?`],
    },
    {
      id: 'days-in-week',
      prompt: msg`Bir haftada kaç gün vardır?`,
      options: [msg`5`, msg`7`, msg`12`],
      correctIndex: 1,
      explanation: msg`Pazartesi, salı, çarşamba, perşembe, cuma, cumartesi, pazar: 7 gün.`,
      hints: [msg`Haftanın günlerini sırayla söyle.`, msg`Söylerken parmaklarını aç.`],
    },
    {
      id: 'tomorrow',
      prompt: msg`Bugün salı. Yarın hangi gündür?`,
      options: [msg`Çarşamba`, msg`Pazartesi`, msg`Perşembe`],
      correctIndex: 0,
      explanation: msg`Salıdan sonra çarşamba gelir. Dün pazartesiydi, yarın çarşambadır.`,
      hints: [msg`Yarın, bugünden sonraki gündür.`, msg`Günleri sırayla söyle: pazartesi, salı, …`],
    },
    {
      id: 'morning',
      prompt: msg`Hangisini genellikle sabah yaparız?`,
      options: [msg`Akşam yemeği yemek`, msg`Uyumak için yatmak`, msg`Kahvaltı yapmak`],
      correctIndex: 2,
      explanation: msg`Sabah uyanınca kahvaltı yaparız. Akşam yemeğini akşam yer, geceleri uyuruz.`,
      hints: [msg`Sabah uyandıktan sonra ilk neler yaparsın?`, msg`Adında “akşam” geçen bir iş sabah yapılır mı?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Saati kur`,
    instructions: msg`Yelkovanı sürükle ya da düğmelerle akrebi ve yelkovanı çevir. Yelkovan dönerken akrep de yavaşça ilerler. İstenen saati kurunca “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'clock',
      minuteStep: 30,
      tasks: [
        { kind: 'set', prompt: msg`Saati 3’e kur.`, hour: 3, minute: 0 },
        { kind: 'set', prompt: msg`Okul saat 8’de başlıyor. Saati 8’e kur.`, hour: 8, minute: 0 },
        { kind: 'set', prompt: msg`Saati 2 buçuğa kur.`, hour: 2, minute: 30 },
        { kind: 'set', prompt: msg`Öğle yemeği saat 12 buçukta. Saati kur.`, hour: 12, minute: 30 },
        { kind: 'later', prompt: msg`Saat 4. Yarım saat sonra saat kaç olur? Saati kur.`, from: { hour: 4, minute: 0 }, minutes: 30 },
      ],
    },
  },
  worksheet: {
    title: msg`Saat Kaç? Çalışma Sayfası`,
    instructions: msg`Bir gününü tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Bir saat yüzü çiz. Akrebi ve yelkovanı saat 7’yi gösterecek biçimde çiz.`, lines: 4 },
      { prompt: msg`Haftanın günlerini sırayla yaz.`, lines: 2 },
      { prompt: msg`Dün hangi gündü? Bugün hangi gün? Yarın hangi gün olacak?`, lines: 2 },
    ],
    table: {
      caption: msg`Benim günüm`,
      columns: [msg`Ne yapıyorum?`, msg`Sabah mı, öğle mi, akşam mı?`, msg`Saat kaçta?`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık Geç Kalmıyor`,
    paragraphs: [
      msg`Baykuş Öğretmen ormanın okulunu saat 9’da açıyordu. Fındık her sabah geç kalıyordu.`,
      msg`Bir gün Baykuş Öğretmen ona küçük bir saat verdi. “Kısa kol akrep, uzun kol yelkovan” dedi.`,
      msg`Ertesi sabah Fındık saate baktı. Yelkovan 6’daydı, akrep 8 ile 9’un ortasındaydı. “Saat 8 buçuk! Yarım saatim var” dedi.`,
      msg`Fındık kahvaltısını yaptı, çantasını hazırladı ve yola çıktı.`,
      msg`Okula vardığında yelkovan 12’yi, akrep 9’u gösteriyordu. Saat tam 9’du. Fındık ilk kez tam vaktinde gelmişti!`,
    ],
    lesson: msg`Saati okumayı bilen, işlerini zamanında yapar.`,
  },
};
