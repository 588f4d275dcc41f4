import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir film 95 dakika, bir yolculuk 1 saat 35 dakika sürüyor. Hangisi daha uzun? Süreleri karşılaştırmak için zaman birimlerini birbirine çevirmeyi öğreniriz.`,
    sections: [
      {
        heading: msg`Birimler arasındaki ilişki`,
        paragraphs: [
          msg`1 saat 60 dakika, 1 dakika 60 saniyedir. 1 gün 24 saat, 1 hafta 7 gün, 1 yıl 12 aydır.`,
          msg`Saati dakikaya çevirmek için 60 ile çarparız: 3 saat = 180 dakika. 1 saat 35 dakika = 60 + 35 = 95 dakika.`,
        ],
      },
      {
        heading: msg`Dakikayı saate çevirmek`,
        paragraphs: [
          msg`Dakikayı saat ve dakikaya ayırmak için içindeki 60’lık grupları sayarız: 150 dakikada iki tane 60 ve 30 dakika vardır; 150 dakika = 2 saat 30 dakika.`,
          msg`Saniyeyi de aynı yolla dakikaya çeviririz: 150 saniye = 2 dakika 30 saniye.`,
        ],
      },
      {
        heading: msg`Bitiş zamanını bulmak`,
        paragraphs: [
          msg`8.40’ta başlayıp 1 saat 35 dakika süren bir yolculuk için önce 1 saat ekleriz: 9.40. Sonra 35 dakikayı ikiye bölerek ekleriz: 9.40’tan 10.00’a 20 dakika, kalan 15 dakikayla 10.15.`,
          msg`Dakikalar 60’ı geçince bir saat tamamlanır ve saat bir artar.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Süre`, definition: msg`Bir olayın başlangıcı ile bitişi arasında geçen zaman.` },
      { term: msg`Saniye`, definition: msg`Dakikanın altmışta biri; kısa süreleri ölçmeye yarar.` },
      { term: msg`Kronometre`, definition: msg`Süreyi saniye saniye ölçen araç.` },
    ],
  },
  procedure: {
    goal: msg`Kronometreyle kısa süreleri ölçmek, bir dakikanın 60 saniye olduğunu deneyerek görmek ve okul gününün sürelerini hesaplayıp dönüştürmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Kronometre (ya da öğretmenin saniye gösteren saati)`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Sınıf saati ya da saat modeli`, quantity: msg`Sınıfa 1 tane` },
      { name: msg`Okulun ders programı ve bir takvim`, quantity: msg`Her gruba 1’er tane` },
      { name: msg`Kâğıt ve kalem`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [
      msg`Yerinde sayma ya da el çırpma etkinliğinde etrafındaki arkadaşlarına çarpmayacak kadar yer aç; koşma ve zıplama.`,
      msg`Kronometreyi düşürmeden, boynuna asmadan kullan.`,
    ],
    steps: [
      msg`Gözlerini kapat. Öğretmen kronometreyi başlatınca 1 dakika geçtiğini düşündüğün an elini kaldır. Kaç saniyede kaldırdığını yaz.`,
      msg`Kronometre 60 saniyeyi gösterene kadar saniye kolunu ya da ekranı izle. 1 dakikanın kaç saniye olduğunu yaz.`,
      msg`Ders programından bir dersin başlama ve bitiş saatlerini bul; dersin kaç dakika sürdüğünü hesapla.`,
      msg`Okulda geçirdiğin süreyi önce saat ve dakikayla, sonra yalnızca dakikayla yaz.`,
      msg`Takvimden bu ayın kaç gün çektiğini bul ve bunu hafta ve gün olarak yaz (örneğin 30 gün = 4 hafta 2 gün).`,
    ],
    observations: [
      msg`1 dakikayı tahmin ederken erken mi, geç mi kaldırdın?`,
      msg`Bir ders kaç dakika sürüyor? Bir günde derslerde kaç dakika geçiriyorsun?`,
      msg`Okulda geçirdiğin süreyi dakikayla yazınca sayı nasıl değişti?`,
    ],
    conclusion: msg`1 dakika 60 saniye, 1 saat 60 dakikadır. Saati dakikaya çevirmek için 60 ile çarparız, dakikayı saate çevirmek için 60’lık grupları sayarız. Süreleri karşılaştırırken aynı birime çeviririz; bir olayın bitiş zamanını bulmak için süresini başlangıç zamanına ekleriz.`,
  },
  questions: [
    {
      id: 'three-hours',
      prompt: msg`3 saat kaç dakikadır?`,
      options: [msg`120 dakika`, msg`180 dakika`, msg`300 dakika`],
      correctIndex: 1,
      explanation: msg`1 saat 60 dakikadır. 3 saat = 3 × 60 = 180 dakika.`,
      hints: [msg`1 saat kaç dakikaydı?`, msg`60’ı 3 kez topla.`],
    },
    {
      id: 'seconds-to-minutes',
      prompt: msg`150 saniye kaç dakika kaç saniyedir?`,
      options: [msg`2 dakika 30 saniye`, msg`1 dakika 50 saniye`, msg`15 dakika`],
      correctIndex: 0,
      explanation: msg`150 saniyede iki tane 60 saniye (120 saniye) ve 30 saniye vardır: 2 dakika 30 saniye.`,
      hints: [msg`1 dakika kaç saniyedir?`, msg`150’nin içinde kaç tane 60 var, geriye ne kalıyor?`],
    },
    {
      id: 'hours-in-a-day',
      prompt: msg`1 gün kaç saattir?`,
      options: [msg`12 saat`, msg`60 saat`, msg`24 saat`],
      correctIndex: 2,
      explanation: msg`1 gün 24 saattir: Akrep bir günde kadranı iki kez dolaşır, 12 + 12 = 24.`,
      hints: [msg`Akrep bir günde kadranı kaç kez dolaşır?`, msg`Gece yarısından ertesi gece yarısına kadar kaç saat geçer?`],
    },
    {
      id: 'who-worked-longer',
      prompt: msg`Ali ödevine 1 saat 20 dakika, Elif 75 dakika çalıştı. Kim daha uzun çalıştı?`,
      options: [msg`Elif`, msg`Ali`, msg`İkisi eşit süre çalıştı.`],
      correctIndex: 1,
      explanation: msg`1 saat 20 dakika = 60 + 20 = 80 dakikadır. 80 dakika 75 dakikadan uzundur; Ali daha uzun çalıştı.`,
      hints: [msg`İki süreyi aynı birime çevir.`, msg`1 saat 20 dakika kaç dakika eder?`],
    },
    {
      id: 'two-weeks',
      prompt: msg`2 hafta kaç gündür?`,
      options: [msg`14 gün`, msg`10 gün`, msg`7 gün`],
      correctIndex: 0,
      explanation: msg`1 hafta 7 gündür. 2 hafta = 7 + 7 = 14 gün.`,
      hints: [msg`1 hafta kaç gündür?`, msg`7’yi iki kez topla.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Saati ilerlet`,
    instructions: msg`Saat görevin başlangıç zamanını gösteriyor. Yelkovanı sürükle ya da düğmelerle çevir; her adım 5 dakikadır ve akrep de birlikte ilerler. Bitiş zamanını kurunca “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'clock',
      minuteStep: 5,
      tasks: [
        { kind: 'set', prompt: msg`Saati 5’e 25 kala kur.`, hour: 4, minute: 35 },
        {
          kind: 'later',
          prompt: msg`Tren 8.40’ta kalktı. Yolculuk 1 saat 35 dakika sürdü. Tren kaçta vardı? Saati kur.`,
          from: { hour: 8, minute: 40 },
          minutes: 95,
        },
        { kind: 'later', prompt: msg`Piknik 1.25’te başladı ve 150 dakika sürdü. Piknik kaçta bitti? Saati kur.`, from: { hour: 1, minute: 25 }, minutes: 150 },
        {
          kind: 'later',
          prompt: msg`Saat 11.45. Öğle yemeğine 45 dakika var. Öğle yemeği saat kaçta? Saati kur.`,
          from: { hour: 11, minute: 45 },
          minutes: 45,
        },
        { kind: 'later', prompt: msg`Konser 9.10’da başladı ve 200 dakika sürdü. Konser kaçta bitti? Saati kur.`, from: { hour: 9, minute: 10 }, minutes: 200 },
      ],
    },
  },
  worksheet: {
    title: msg`Zaman Ölçme Çalışma Sayfası`,
    instructions: msg`Dönüşümleri yap ve ders programından bulduğun süreleri tabloya yaz.`,
    tasks: [
      { prompt: msg`Dönüştür: 4 saat = ... dakika; 2 dakika 15 saniye = ... saniye; 130 dakika = ... saat ... dakika.`, lines: 3 },
      { prompt: msg`Bir film 1 saat 50 dakika, öbür film 105 dakika sürüyor. Hangisi daha uzun, ne kadar?`, lines: 3 },
      { prompt: msg`3 hafta 2 gün kaç gündür?`, lines: 2 },
    ],
    table: {
      caption: msg`Okul günümün süreleri`,
      columns: [msg`Etkinlik`, msg`Başlangıç`, msg`Bitiş`, msg`Süre (dakika)`],
      rows: 5,
    },
  },
  story: {
    title: msg`Uzun mu, Kısa mı?`,
    paragraphs: [
      msg`Fındık ile Tavşan Pamuk, Baykuş Nine’yi ziyarete gidecekti. İki yol vardı: Orman yolu 1 saat 35 dakika, dere yolu 100 dakika sürüyordu.`,
      msg`Pamuk hemen seçti: “1 saat 35 dakika! 1, 100’den çok küçük; orman yolu kısa.” Fındık kaşlarını çattı: “Saat ile dakikayı karşılaştıramayız ki.”`,
      msg`Fındık toprağa yazdı: “1 saat 35 dakika = 60 + 35 = 95 dakika.” Sonra karşılaştırdı: 95 dakika, 100 dakikadan 5 dakika kısaydı.`,
      msg`Saat 8.40’ta orman yolundan yola çıktılar. Fındık hesapladı: “8.40’a 1 saat eklersek 9.40, 35 dakika daha eklersek 10.15.” Tam 10.15’te Baykuş Nine’nin kapısını çaldılar.`,
      msg`Baykuş Nine gülümsedi: “Süreleri karşılaştırmadan önce aynı birime çevirmişsiniz, tam zamanında geldiniz!”`,
    ],
    lesson: msg`Süreleri karşılaştırırken önce aynı birime çeviririz. Bir olayın bitiş zamanını bulmak için süresini başlangıç zamanına ekleriz.`,
  },
};
