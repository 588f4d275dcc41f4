import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Postanedeki ayırma makinesi her mektuba bakar ve bir kurala göre doğru torbaya atar. Bilgisayarlar da “eğer … değilse …” kurallarıyla karar verir. Bu oyunda sen ayırma makinesi olacaksın: renkli sayı kartlarını bir kurala göre üç kutuya dağıtacaksın.`,
    sections: [
      {
        heading: msg`Kural`,
        paragraphs: [
          msg`Kural şöyle: Eğer kart kırmızıysa sol kutuya koy. Değilse: eğer kartın sayısı 5’ten büyükse orta kutuya koy, değilse sağ kutuya koy.`,
          msg`Her kart için soruları yazıldığı sırayla sor. İlk soruya “evet” cevabı gelirse kartı koyar ve o kart için başka soru sormazsın. “Hayır” gelirse bir sonraki soruya geçersin.`,
        ],
      },
      {
        heading: msg`Sıra önemlidir`,
        paragraphs: [
          msg`Kırmızı 8 kartını düşün. İlk soru “kırmızı mı?” olduğu için sol kutuya gider; sayısının 5’ten büyük olması hiç sorulmaz bile. Soruların yeri değişseydi (önce “5’ten büyük mü?” sorulsaydı) aynı kart orta kutuya giderdi.`,
          msg`Yani bir “eğer–değilse” zincirinde önce sorulan soru önceliklidir. Program yazarken soruları hangi sırayla soracağımıza bilerek karar veririz.`,
        ],
      },
      {
        heading: msg`Sınır durumu: 5 kartı`,
        paragraphs: [
          msg`Mavi 5 kartı hangi kutuya gider? “5, 5’ten büyük mü?” Hayır, 5 kendisine eşittir ama ondan büyük değildir. Bu yüzden sağ kutuya gider. Kural “5 ya da daha büyükse” deseydi orta kutuya giderdi.`,
          msg`Programlardaki hataların çoğu böyle sınır durumlarında çıkar. Bir kuralı test ederken sınırdaki değerleri (burada 5’i) mutlaka deneriz.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Eğer–değilse`, definition: msg`Koşul doğruysa bir işi, yanlışsa başka bir işi yaptıran karar yapısı.` },
      { term: msg`Öncelik`, definition: msg`Bir zincirde önce sorulan koşulun sonraki koşullardan önce karar vermesi.` },
      { term: msg`Sınır durumu`, definition: msg`Bir koşulun tam sınırındaki değer; “5’ten büyük” kuralında 5 gibi.` },
    ],
  },
  procedure: {
    goal: msg`Renkli sayı kartlarını bir “eğer–değilse” kuralıyla sınıflandırmak; soruların sırasını ve sınır değerini değiştirince sonucun nasıl değiştiğini gözlemek.`,
    durationMinutes: 35,
    materials: [
      { name: msg`Kartondan sayı kartları: kırmızı, mavi ve yeşil renkte, 1’den 9’a (her kartta rengin adı da yazılı)`, quantity: msg`Her gruba 27 kart` },
      { name: msg`Üzerinde “sol”, “orta”, “sağ” yazan kutu ya da zarf`, quantity: msg`Her gruba 3 tane` },
      { name: msg`Kural kartı`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Sayım tablosu ve kalem`, quantity: msg`Her gruba 1’er tane` },
    ],
    safety: [msg`Karton kartların kenarları keskin olabilir; kartları hızla çekip arkadaşına fırlatma.`],
    steps: [
      msg`Kartları karıştırıp ters çevirerek deste yapın. Kural kartını ortaya koyun.`,
      msg`Sırayla bir kart çekin ve kuralın sorularını sesli sorun: “Kırmızı mı? … 5’ten büyük mü?” Kartı cevaba göre kutuya koyun.`,
      msg`Bütün kartlar bitince her kutudaki kartları sayıp tabloya yazın.`,
      msg`Kuralın soru sırasını değiştirin: önce “5’ten büyük mü?”, sonra “kırmızı mı?” Kartları yeniden dağıtın ve sayın. Hangi kartların kutusu değişti?`,
      msg`Son olarak “5’ten büyük” yerine “5 ya da daha büyük” deyin ve yalnızca 5 kartlarının nereye gittiğine bakın.`,
    ],
    observations: [
      msg`İlk kuralla her kutuya kaç kart düştü?`,
      msg`Soruların sırası değişince hangi kartlar başka kutuya gitti?`,
      msg`5 kartları iki kuralda nereye gitti?`,
    ],
    conclusion: msg`“Eğer–değilse” zincirinde sorular sırayla sorulur ve ilk “evet” kararı verir; bu yüzden soruların sırası sonucu değiştirebilir. Sınırdaki değerler (5 gibi) kuralın tam olarak ne dediğini sınar.`,
  },
  questions: [
    {
      id: 'red-eight',
      prompt: msg`Kural: Eğer kırmızıysa sol; değilse, 5’ten büyükse orta; değilse sağ. Kırmızı 8 kartı nereye gider?`,
      options: [msg`Orta kutuya`, msg`Sağ kutuya`, msg`Sol kutuya`],
      correctIndex: 2,
      explanation: msg`İlk soru “kırmızı mı?” ve cevap evet. Kart sol kutuya gider; ikinci soru hiç sorulmaz.`,
      hints: [msg`Soruları yazıldığı sırayla sor.`, msg`İlk sorunun cevabı evet olunca ne olur?`],
    },
    {
      id: 'blue-five',
      prompt: msg`Aynı kurala göre mavi 5 kartı nereye gider?`,
      options: [msg`Sol kutuya`, msg`Orta kutuya`, msg`Sağ kutuya`],
      correctIndex: 2,
      explanation: msg`Kırmızı değil, ikinci soruya geçilir: 5, 5’ten büyük değildir (eşittir). Son “değilse” kolu çalışır ve kart sağ kutuya gider.`,
      hints: [msg`Kart kırmızı mı?`, msg`5 sayısı 5’ten büyük müdür, yoksa eşit mi?`],
    },
    {
      id: 'order',
      prompt: msg`Soruların yeri değişirse (önce “5’ten büyük mü?”, sonra “kırmızı mı?”) hangi kartın kutusu değişir?`,
      options: [msg`Kırmızı 7`, msg`Mavi 2`, msg`Yeşil 9`, msg`Kırmızı 3`],
      correctIndex: 0,
      explanation: msg`Eski kuralda kırmızı 7 “kırmızı” olduğu için sola gider. Yeni kuralda önce “5’ten büyük mü?” sorulur, cevap evet olduğu için orta kutuya gider. Diğer kartların kutusu iki kuralda da aynıdır.`,
      hints: [msg`Her kartı iki kurala göre ayrı ayrı yerleştir.`, msg`Hem kırmızı hem 5’ten büyük olan kart hangisi?`],
    },
    {
      id: 'test-boundary',
      prompt: msg`Bu kuralı yazan bir programı test ederken hangi kartı mutlaka denemek gerekir?`,
      options: [msg`Yalnızca kırmızı 1’i`, msg`Sınırdaki 5 ve 6 kartlarını`, msg`Yalnızca en büyük kart olan 9’u`],
      correctIndex: 1,
      explanation: msg`Kuralın kararı 5 ile 6 arasında değişir. Hatalar çoğunlukla bu sınırda çıkar; “büyüktür” yerine yanlışlıkla “büyük ya da eşittir” yazılmışsa ancak 5 kartıyla fark edilir.`,
      hints: [msg`Kuralın kararı hangi iki sayı arasında değişiyor?`, msg`“Büyüktür” ile “büyük ya da eşittir” hangi kartta farklı sonuç verir?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Kartları kutulara dağıt`,
    instructions: msg`Kural: Eğer kart kırmızıysa sol kutuya. Değilse: eğer sayısı 5’ten büyükse orta kutuya, değilse sağ kutuya. Her kart için soruları sırayla sor ve kartı doğru kutuya taşı. Sonra kontrol et.`,
    categories: [
      { id: 'left', label: msg`Sol kutu` },
      { id: 'middle', label: msg`Orta kutu` },
      { id: 'right', label: msg`Sağ kutu` },
    ],
    items: [
      {
        id: 'red-8',
        label: msg`Kırmızı 8`,
        emoji: '🟥',
        categoryId: 'left',
        explanation: msg`Kırmızı olduğu için ilk soruda karar verilir: sol kutu. 8’in büyüklüğü sorulmaz.`,
      },
      { id: 'red-2', label: msg`Kırmızı 2`, emoji: '🟥', categoryId: 'left', explanation: msg`Kırmızı: sol kutu.` },
      { id: 'blue-9', label: msg`Mavi 9`, emoji: '🟦', categoryId: 'middle', explanation: msg`Kırmızı değil; 9, 5’ten büyük: orta kutu.` },
      { id: 'green-6', label: msg`Yeşil 6`, emoji: '🟩', categoryId: 'middle', explanation: msg`Kırmızı değil; 6, 5’ten büyük: orta kutu.` },
      {
        id: 'blue-5',
        label: msg`Mavi 5`,
        emoji: '🟦',
        categoryId: 'right',
        explanation: msg`Kırmızı değil; 5, 5’ten büyük değil (eşit): sağ kutu. Sınır durumu!`,
      },
      { id: 'green-1', label: msg`Yeşil 1`, emoji: '🟩', categoryId: 'right', explanation: msg`Kırmızı değil; 1, 5’ten büyük değil: sağ kutu.` },
      { id: 'red-5', label: msg`Kırmızı 5`, emoji: '🟥', categoryId: 'left', explanation: msg`Kırmızı olduğu için sol kutu; sayısına hiç bakılmaz.` },
      { id: 'blue-3', label: msg`Mavi 3`, emoji: '🟦', categoryId: 'right', explanation: msg`Kırmızı değil; 3, 5’ten büyük değil: sağ kutu.` },
    ],
  },
  worksheet: {
    title: msg`Eğer–Değilse Kart Oyunu Çalışma Sayfası`,
    instructions: msg`Oyunun sonuçlarını tabloya yaz ve soruları cevapla.`,
    tasks: [
      { prompt: msg`Kuralı bir akış şeması olarak çiz: her soru bir kutu, “evet” ve “hayır” birer ok.`, lines: 5 },
      { prompt: msg`Soruların sırası değişince kutusu değişen kartları yaz. Bu kartların ortak özelliği ne?`, lines: 3 },
      { prompt: msg`Kendi “eğer–değilse” kuralını yaz ve bir arkadaşına uygulat.`, lines: 3 },
    ],
    table: {
      caption: msg`Kutulardaki kart sayıları`,
      columns: [msg`Kural`, msg`Sol kutu`, msg`Orta kutu`, msg`Sağ kutu`],
      rows: 3,
    },
  },
  story: {
    title: msg`Postacı Fındık`,
    paragraphs: [
      msg`Orman postanesinde ayırma makinesi bozulunca Posta Müdürü Baykuş Nine, Fındık’tan yardım istedi. Kural duvarda yazıyordu: “Eğer zarf kırmızıysa acil torbasına. Değilse, eğer ağırsa kargo torbasına, değilse normal torbaya.”`,
      msg`Fındık hızlı çalıştı ama bir an durakladı: elinde hem kırmızı hem ağır bir zarf vardı. “Acil mi, kargo mu?” Baykuş Nine kuralı gösterdi: “Önce hangisi soruluyor? Kırmızı mı diye. Cevap evet; öyleyse acil. Ağırlığına bakmana gerek yok.”`,
      msg`Akşama doğru bir zarf daha geldi: tam sınırda, ne hafif ne ağır. Fındık tartıya koydu ve kuralın “ağırsa” dediği sınırı sordu. Baykuş Nine gülümsedi: “İşte en çok hatanın çıktığı yer burası. Kuralı yazan, sınırı da açıkça yazmalı.”`,
      msg`Ertesi gün Fındık duvardaki kurala küçük bir not ekledi: “Ağır: 1 kilogramdan fazla.” O günden sonra hiçbir zarf yanlış torbaya gitmedi.`,
    ],
    lesson: msg`“Eğer–değilse” zincirinde sorular sırayla sorulur ve ilk “evet” kararı verir; kuralların sınırları açıkça yazılmalıdır.`,
  },
};
