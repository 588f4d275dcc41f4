import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Koşu yarışında birinci gelen, yolu en kısa sürede alan kişidir. Peki farklı uzunluktaki parkurlarda koşan iki kişiyi nasıl karşılaştırırız? Bunun için sürati kullanırız.`,
    sections: [
      {
        heading: msg`Sürat nedir?`,
        paragraphs: [
          msg`Bir cismin birim zamanda aldığı yola sürat denir. Sürat, alınan yolun bu yolu almak için geçen süreye bölünmesiyle bulunur: sürat = alınan yol ÷ geçen süre.`,
          msg`Yol metre (m), süre saniye (s) olarak ölçülürse süratin birimi metre/saniye (m/s) olur. 5 m/s, cismin her saniyede 5 m yol aldığı anlamına gelir. Araçların sürati genellikle kilometre/saat (km/sa) ile verilir.`,
        ],
      },
      {
        heading: msg`Ortalama sürat`,
        paragraphs: [
          msg`Bir koşucu yarış boyunca hep aynı süratle koşmaz: başta sürati artar, yorulunca yavaşlar. Toplam yolu toplam süreye bölerek bulduğumuz değere ortalama sürat denir.`,
          msg`Örneğin 100 m’yi 20 s’de koşan Ali’nin ortalama sürati 100 ÷ 20 = 5 m/s’dir. 60 m’yi 10 s’de koşan Ayşe’nin ortalama sürati 6 m/s’dir. Ayşe daha kısa bir yol koşmuş olsa da daha süratlidir.`,
        ],
      },
      {
        heading: msg`Dengelenmiş ve dengelenmemiş kuvvetler`,
        paragraphs: [
          msg`Bir cisme birden fazla kuvvet etki edebilir. Halat çekme oyununda iki takım eşit kuvvetle çekerse halat kıpırdamaz: kuvvetler dengelenmiştir. Dengelenmiş kuvvetlerin etkisindeki cisim duruyorsa durmaya devam eder, hareket ediyorsa süratini ve yönünü değiştirmeden yoluna devam eder.`,
          msg`Takımlardan biri daha büyük bir kuvvetle çekerse halat o tarafa doğru hareket eder: kuvvetler dengelenmemiştir. Dengelenmemiş kuvvetler duran cismi harekete geçirir ya da hareket eden cismin süratini veya yönünü değiştirir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Sürat`, definition: msg`Bir cismin birim zamanda aldığı yol.` },
      { term: msg`Ortalama sürat`, definition: msg`Alınan toplam yolun geçen toplam süreye bölümü.` },
      { term: msg`m/s`, definition: msg`Metre/saniye; her saniyede alınan yolun metre cinsinden değeri.` },
      { term: msg`Dengelenmiş kuvvetler`, definition: msg`Bir cisme etki eden ve birbirinin etkisini yok eden kuvvetler; cismin hareket durumu değişmez.` },
      { term: msg`Dengelenmemiş kuvvetler`, definition: msg`Birbirinin etkisini yok etmeyen kuvvetler; cismin süratini ya da yönünü değiştirir.` },
    ],
  },
  procedure: {
    goal: msg`Yürüme ve koşma sırasındaki ortalama sürati ölçüp hesaplamak ve karşılaştırmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Şerit metre (en az 20 m)`, quantity: msg`1 tane` },
      { name: msg`Kronometre (ya da kronometreli saat)`, quantity: msg`2 tane` },
      { name: msg`Başlangıç ve bitiş çizgisi için tebeşir ya da huni`, quantity: msg`4 tane` },
      { name: msg`Oyuncak araba (isteğe bağlı)`, quantity: msg`1 tane` },
      { name: msg`Kalem ve çalışma sayfası`, quantity: msg`1’er tane` },
    ],
    safety: [
      msg`Deneyi okul bahçesi gibi araç trafiği olmayan, düz ve kaygan olmayan bir alanda yap.`,
      msg`Koşmadan önce ayakkabı bağcıklarını kontrol et; parkurda başka kimse olmasın.`,
      msg`Bitiş çizgisinden sonra hemen durma, yavaşlayarak dur; duvara ya da direğe yakın bir yerde bitirme.`,
    ],
    steps: [
      msg`Şerit metreyle 20 m’lik düz bir parkur ölç. Başlangıç ve bitiş çizgilerini işaretle.`,
      msg`Bir arkadaşın başlangıç çizgisinde dursun. “Başla!” denince yürümeye başlasın, sen de kronometreyi çalıştır.`,
      msg`Arkadaşın bitiş çizgisini geçtiği anda kronometreyi durdur ve süreyi tabloya yaz.`,
      msg`Aynı parkuru bu kez hızlı koşarak geçsin. Süreyi yine ölçüp yaz. Görevleri değiştirerek sen de yürü ve koş.`,
      msg`Her ölçüm için ortalama sürati hesapla: 20 m’yi ölçtüğün süreye böl. Sonuçları karşılaştır.`,
    ],
    observations: [
      msg`Aynı parkurda yürürken mi koşarken mi süre daha kısaydı?`,
      msg`Süre kısaldığında hesapladığın sürat nasıl değişti?`,
      msg`Koşucu başlangıçta, ortada ve sonda hep aynı süratle mi koştu?`,
    ],
    conclusion: msg`Ortalama sürat, alınan yolun geçen süreye bölünmesiyle bulunur ve birimi m/s’dir. Aynı yolu daha kısa sürede alan kişinin sürati daha büyüktür. Koşucu başlangıçta harekete geçerken ve bitişte yavaşlarken üzerine dengelenmemiş kuvvetler etki eder; bu yüzden sürati yarış boyunca değişir.`,
  },
  questions: [
    {
      id: 'speed-formula',
      prompt: msg`Ortalama sürat nasıl hesaplanır?`,
      options: [msg`Yol × süre`, msg`Yol ÷ süre`, msg`Süre ÷ yol`, msg`Yol + süre`],
      correctIndex: 1,
      explanation: msg`Ortalama sürat, alınan toplam yolun geçen toplam süreye bölünmesiyle bulunur.`,
      hints: [
        msg`Sürat, birim zamanda, yani bir saniyede alınan yoldur.`,
        msg`Birime bak: m/s, “metre bölü saniye” diye okunur. Hangi büyüklük hangisine bölünüyor?`,
      ],
    },
    {
      id: 'speed-calc',
      prompt: msg`Bir bisikletli 300 m’lik yolu 60 saniyede alıyor. Ortalama sürati kaç m/s’dir?`,
      options: [msg`3 m/s`, msg`5 m/s`, msg`30 m/s`, msg`360 m/s`],
      correctIndex: 1,
      explanation: msg`Ortalama sürat = 300 m ÷ 60 s = 5 m/s. Bisikletli her saniyede ortalama 5 m yol almıştır.`,
      hints: [
        msg`Ortalama sürati bulmak için alınan yol ile geçen süre arasında hangi işlemi yaptığını hatırla.`,
        msg`300 m’yi 60 s’ye bölersen bisikletlinin bir saniyede ortalama kaç metre gittiğini bulursun.`,
      ],
    },
    {
      id: 'who-faster',
      prompt: msg`Ali 100 m’yi 20 s’de, Ayşe 60 m’yi 10 s’de koşuyor. Hangisi daha süratlidir?`,
      options: [msg`Ali, çünkü daha uzun yol koştu.`, msg`Ayşe, çünkü her saniyede daha çok yol aldı.`, msg`İkisi eşit süratlidir.`],
      correctIndex: 1,
      explanation: msg`Ali’nin sürati 100 ÷ 20 = 5 m/s, Ayşe’ninki 60 ÷ 10 = 6 m/s’dir. Süratleri karşılaştırırken yola değil, birim zamanda alınan yola bakılır.`,
      hints: [
        msg`Daha uzun yol koşmak daha süratli olmak demek değildir; süreye de bakmalısın.`,
        msg`İkisinin ortalama süratini ayrı ayrı hesapla: yol ÷ süre.`,
        msg`Bulduğun iki sonucu karşılaştır; sürati büyük olan daha süratlidir.`,
      ],
    },
    {
      id: 'speed-unit',
      prompt: msg`Aşağıdakilerden hangisi bir sürat birimidir?`,
      options: [msg`m/s`, msg`N`, msg`kg`, msg`°C`],
      correctIndex: 0,
      explanation: msg`Metre/saniye (m/s) bir sürat birimidir. N kuvvetin, kg kütlenin, °C sıcaklığın birimidir.`,
      hints: [
        msg`Sürat, yolun süreye bölünmesiyle bulunur. Birimi de bir uzunluk biriminin bir zaman birimine bölünmesiyle oluşur.`,
        msg`Seçeneklerdeki birimlerin hangi büyüklüklere ait olduğunu düşün: kuvvet, kütle, sıcaklık…`,
      ],
    },
    {
      id: 'balanced-forces',
      prompt: msg`Halat çekme oyununda iki takım eşit büyüklükte kuvvetle çekiyor. Halat ne yapar?`,
      options: [msg`Güçlü görünen takıma doğru hareket eder.`, msg`Hareket etmez, çünkü kuvvetler dengelenmiştir.`, msg`Yukarı doğru hareket eder.`],
      correctIndex: 1,
      explanation: msg`Eşit büyüklükte ve zıt yönlü kuvvetler birbirini dengeler. Dengelenmiş kuvvetlerin etkisindeki duran cisim durmaya devam eder.`,
      hints: [
        msg`İki takımın kuvvetleri eşit büyüklükte ve zıt yönlü.`,
        msg`Eşit büyüklükte, zıt yönlü iki kuvvet birbirinin etkisini ne yapar?`,
        msg`Halat başlangıçta duruyordu. Böyle kuvvetler duran bir cismin durumunu değiştirir mi?`,
      ],
    },
    {
      id: 'unbalanced-effect',
      prompt: msg`Duran bir futbol topuna vurulunca top harekete geçiyor. Bu sırada topa etki eden kuvvetler için ne söylenebilir?`,
      options: [msg`Dengelenmiştir.`, msg`Dengelenmemiştir.`, msg`Topa hiç kuvvet etki etmez.`],
      correctIndex: 1,
      explanation: msg`Duran bir cismin harekete geçmesi için ona dengelenmemiş kuvvetler etki etmelidir. Dengelenmemiş kuvvetler cismin süratini ya da yönünü değiştirir.`,
      hints: [
        msg`Top önce duruyordu, vuruştan sonra hareket etti. Topun hareket durumu değişti mi?`,
        msg`Kuvvetler birbirinin etkisini yok ederse cismin hareket durumu değişmez. Durumu değişen bir cisimde kuvvetler nasıl olmalı?`,
      ],
    },
  ],
  activity: {
    kind: 'simulation',
    title: msg`Sürat pisti`,
    instructions: msg`İki arabanın aldığı yolu ve geçen süreyi kaydırıcılarla seç, sonra yarışı başlat. Daha uzun yol alan araba her zaman daha mı süratli? Ortalama süratleri karşılaştır.`,
    simulation: 'speed-track',
  },
  worksheet: {
    title: msg`Ortalama Sürat Çalışma Sayfası`,
    instructions: msg`Parkurdaki ölçümlerini tabloya yaz ve her satır için ortalama sürati hesapla.`,
    tasks: [
      { prompt: msg`Yürürken ve koşarken bulduğun ortalama süratleri karşılaştır. Aradaki farkı nasıl açıklarsın?`, lines: 3 },
      { prompt: msg`15 m/s süratle giden bir araç 4 saniyede kaç metre yol alır? İşlemini göster.`, lines: 2 },
      { prompt: msg`Dengelenmiş ve dengelenmemiş kuvvetlere günlük hayattan birer örnek yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Parkur ölçümlerim`,
      columns: [msg`Kim? Nasıl? (yürüyüş / koşu)`, msg`Alınan yol (m)`, msg`Geçen süre (s)`, msg`Ortalama sürat (m/s)`],
      rows: 6,
    },
  },
  story: {
    title: msg`Fındık ile Tavşan Pıtır`,
    paragraphs: [
      msg`Orman koşusunun sabahı Tavşan Pıtır böbürleniyordu: “Ben dün 120 metre koştum, Fındık yalnızca 90 metre koştu. Demek ki ben daha süratliyim!”`,
      msg`Sincap Fındık cebinden defterini çıkardı. “Dur bakalım. Sen o 120 metreyi kaç saniyede koştun?” Pıtır düşündü: “Yirmi dört saniye.” Fındık gülümsedi: “Ben 90 metreyi 15 saniyede koştum.”`,
      msg`Baykuş Nine hesapladı: “Pıtır’ın ortalama sürati 120 ÷ 24 = 5 m/s. Fındık’ınki 90 ÷ 15 = 6 m/s. Fındık her saniyede bir metre daha fazla yol almış.”`,
      msg`Pıtır kulaklarını düşürdü ama çabuk toparlandı. “O zaman bugün aynı parkurda yarışalım!” Başlangıç çizgisinde ikisi de yere bastırıp ileri atıldı. Baykuş Nine, “Şimdi üzerinizdeki kuvvetler dengelenmemiş, bu yüzden süratiniz artıyor!” diye seslendi.`,
    ],
    lesson: msg`Ortalama sürat, alınan yolun geçen süreye bölünmesiyle bulunur. Daha uzun yol almak daha süratli olmak demek değildir; birim zamanda alınan yola bakılır.`,
  },
};
