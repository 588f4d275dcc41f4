import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Dengede duran bir terazinin iki kefesi eşit ağırlıktadır. Bir kefeye bir şey ekler ya da oradan bir şey alırsan terazi bozulur; aynısını öbür kefeye de yaparsan denge sürer. Denklem çözmenin bütün sırrı bu dengede saklı.`,
    sections: [
      {
        heading: msg`Eşitlik ve eşitliğin korunumu`,
        paragraphs: [
          msg`“=” işareti, iki yanındaki ifadelerin aynı değerde olduğunu söyler: 4 + 5 = 9 bir eşitliktir. Eşitliğin iki tarafına aynı sayı eklenirse, iki tarafından aynı sayı çıkarılırsa, iki tarafı aynı sayıyla çarpılırsa ya da sıfırdan farklı aynı sayıya bölünürse eşitlik bozulmaz.`,
          msg`Terazide bu, iki kefeye birden aynı hamleyi yapmak demektir. Yalnız bir kefeye yapılan hamle dengeyi bozar, tıpkı eşitliğin yalnız bir tarafını değiştirmek gibi.`,
        ],
      },
      {
        heading: msg`Birinci dereceden bir bilinmeyenli denklem`,
        paragraphs: [
          msg`İçinde bilinmeyen bir sayı bulunan eşitliğe denklem denir. Bilinmeyeni genellikle x gibi bir harfle gösteririz. 3x + 2 = 11 denkleminde x’in üssü 1 olduğu için bu denklem birinci dereceden bir bilinmeyenli bir denklemdir.`,
          msg`Denklemi çözmek, eşitliği doğru yapan x değerini bulmaktır. Bu değere denklemin çözümü (kökü) denir.`,
        ],
      },
      {
        heading: msg`Terazi ile çözmek ve sağlamak`,
        paragraphs: [
          msg`3x + 2 = 11 için iki kefeden de 2 birim çıkarırız: 3x = 9. Sonra iki kefeyi de 3 eş gruba ayırıp birini bırakırız, yani iki tarafı 3’e böleriz: x = 3.`,
          msg`x iki tarafta da varsa önce iki taraftan aynı sayıda x çıkarılır: 4x + 1 = 2x + 9 denkleminde iki taraftan 2x çıkarınca 2x + 1 = 9 kalır. Bulunan değeri ilk denklemde yerine koymak (sağlama) çözümün doğru olup olmadığını gösterir: 3 · 3 + 2 = 11.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Eşitlik`, definition: msg`İki ifadenin aynı değerde olduğunu “=” işaretiyle gösteren matematik cümlesi.` },
      { term: msg`Denklem`, definition: msg`İçinde bilinmeyen bulunan ve bilinmeyenin belli değerleri için doğru olan eşitlik.` },
      { term: msg`Bilinmeyen`, definition: msg`Değeri aranan ve harfle gösterilen sayı; burada bir kesedeki bilye sayısı x.` },
      { term: msg`Eşitliğin korunumu`, definition: msg`Eşitliğin iki tarafına aynı işlem yapıldığında eşitliğin bozulmaması.` },
      { term: msg`Sağlama`, definition: msg`Bulunan çözümü ilk denklemde yerine koyup iki tarafın eşit çıktığını göstermek.` },
    ],
  },
  procedure: {
    goal: msg`Kefeli bir terazi, içinde eşit sayıda bilye olan kapalı keseler ve tek bilyelerle denklemleri modellemek; iki kefeye hep aynı işlemi yaparak bir kesedeki bilye sayısını bulmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`İki kefeli terazi (okul laboratuvarından ya da askı, ip ve iki plastik bardakla yapılmış askılı terazi)`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Eş boyda cam bilye (ya da eş ağırlıkta metal pul)`, quantity: msg`Her gruba 40 tane` },
      { name: msg`Küçük, eş ve ışık geçirmeyen kese ya da zarf`, quantity: msg`Her gruba 6 tane` },
      { name: msg`Boş kese ve zarfların ağırlığını dengelemek için fazladan boş kese`, quantity: msg`Her gruba 6 tane` },
      { name: msg`Kareli defter ve kalem`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [
      msg`Bilyeleri ağza alma; yere düşen bilyeleri hemen topla, basınca kayıp düşmeye yol açabilir.`,
      msg`Askılı terazi kullanıyorsan askıyı sağlam bir yere as ve çengelinin ucunu kimseye doğru tutma.`,
      msg`Cam bilye kırılır ya da çatlarsa parçalarına elinle dokunma, öğretmenine haber ver; bilyeleri masadan yuvarlanmasın diye bir kutu kapağının içinde say.`,
    ],
    steps: [
      msg`Öğretmenin ya da grubundan bir arkadaşın, her keseye aynı sayıda (2, 3 ya da 4) bilye koysun ve keseleri kapatsın; bu sayıyı kimseye söylemesin. Bir kesedeki bilye sayısına x diyeceğiz.`,
      msg`Kesenin kendi ağırlığı sonucu bozmasın diye, bir kefeye koyduğun her dolu kesenin karşısına, öbür kefeye bir boş kese koy. Boş iki kesenin terazide dengede durduğunu önceden dene.`,
      msg`Sol kefeye 3 kese ve 2 tek bilye koy. Sağ kefeye terazi dengelenene kadar tek tek bilye ekle. Sağdaki bilyeleri say ve durumu bir denklemle yaz (örneğin 3x + 2 = 11).`,
      msg`İki kefeden de aynı sayıda tek bilye çıkar; terazinin dengede kaldığını gözle ve yeni denklemi yaz.`,
      msg`Sol kefede yalnız keseler kalınca sağdaki bilyeleri kese sayısı kadar eş gruba ayır. Bir grubun bir keseyi dengelediğini terazide dene ve denklemi x = … biçiminde yaz.`,
      msg`Bir keseyi açıp bilyelerini say, bulduğun değeri ilk denklemde yerine koyarak sağlama yap.`,
      msg`Bu kez iki kefeye de dolu kese koyarak (örneğin solda 4 kese ve 1 bilye, sağda 2 kese; sağa terazi dengelenene kadar tek bilye ekle, boş keselerle kese sayılarını yine eşitle) aynı işlemleri tekrarla: önce iki kefeden aynı sayıda dolu kese çıkar.`,
    ],
    observations: [
      msg`Yalnız bir kefeden bilye çıkardığında terazi ne yaptı? İki kefeden de aynı sayıda çıkardığında ne oldu?`,
      msg`Her adımdan sonra yazdığın denklemler nasıl kısaldı? Hangi adımda x yalnız kaldı?`,
      msg`Kese açılınca bulduğun sayı, terazide bulduğunla aynı çıktı mı?`,
    ],
    conclusion: msg`Denge, eşitliğin iki tarafına aynı işlem yapıldıkça korunur. Bir denklemde önce iki taraftan aynı sayıda bilinmeyen ve aynı sayı çıkarılır, sonra iki taraf bilinmeyenin katsayısına bölünür; böylece x yalnız kalır ve çözüm bulunur. Bulunan değer ilk denklemde yerine konarak sağlanır.`,
  },
  questions: [
    {
      id: 'keep-equality',
      prompt: msg`x + 7 = 15 eşitliğinin iki tarafından 7 çıkarılırsa hangi eşitlik elde edilir?`,
      options: [msg`x = 22`, msg`x + 7 = 8`, msg`x = 8`, msg`x = 15`],
      correctIndex: 2,
      explanation: msg`Sol tarafta x + 7 − 7 = x, sağ tarafta 15 − 7 = 8 kalır; eşitlik korunduğu için x = 8 olur.`,
      hints: [msg`Çıkarma işlemini iki tarafa da ayrı ayrı yap.`, msg`Solda x + 7’den 7 çıkınca geriye ne kalır?`],
    },
    {
      id: 'solve-two-step',
      prompt: msg`5x − 4 = 21 denkleminin çözümü kaçtır?`,
      options: [msg`3`, msg`5`, msg`25`, msg`17`],
      correctIndex: 1,
      explanation: msg`İki tarafa 4 eklenir: 5x = 25. İki taraf 5’e bölünür: x = 5. Sağlama: 5 · 5 − 4 = 21.`,
      hints: [msg`Önce −4’ü ortadan kaldırmak için iki tarafa ne eklemelisin?`, msg`5x’in değerini bulduktan sonra iki tarafı x’in katsayısına böl.`],
    },
    {
      id: 'balance-move',
      prompt: msg`Dengedeki bir terazinin sol kefesinde 2 kese ve 3 tek bilye, sağ kefesinde 9 tek bilye var. Hangi hamle teraziyi dengede tutar?`,
      options: [
        msg`İki kefeden de 3 bilye çıkarmak`,
        msg`Yalnız sağ kefeden 3 bilye çıkarmak`,
        msg`Yalnız sol kefeye 1 kese eklemek`,
        msg`Yalnız sağ kefedeki bilyelerin yarısını almak`,
      ],
      correctIndex: 0,
      explanation: msg`İki kefeye aynı işlem yapıldığında denge korunur: 2x + 3 = 9 eşitliğinin iki tarafından 3 çıkarılınca 2x = 6 olur. Öbür hamleler yalnız bir kefeyi değiştirdiği için dengeyi bozar.`,
      hints: [msg`Dengenin korunması için iki kefeye ne olmalı?`, msg`Bir kefeden alınanı öbür kefeden de alırsan terazi ne yapar?`],
    },
    {
      id: 'x-both-sides',
      prompt: msg`7x − 5 = 3x + 11 denkleminin çözümü kaçtır?`,
      options: [msg`2`, msg`6`, msg`16`, msg`4`],
      correctIndex: 3,
      explanation: msg`İki taraftan 3x çıkarılır: 4x − 5 = 11. İki tarafa 5 eklenir: 4x = 16. İki taraf 4’e bölünür: x = 4. Sağlama: 7 · 4 − 5 = 23 ve 3 · 4 + 11 = 23.`,
      hints: [
        msg`Önce bilinmeyenleri bir tarafta toplamak için iki taraftan aynı sayıda x çıkar.`,
        msg`Sonra sayıları öbür tarafta topla ve iki tarafı x’in katsayısına böl.`,
        msg`Bulduğun değeri iki tarafa da koy; ikisi aynı sayıyı vermeli.`,
      ],
    },
    {
      id: 'word-problem',
      prompt: msg`Ela’nın eşit sayıda kalem bulunan 4 paketi ve ayrıca 6 kalemi var; toplam 30 kalemi var. Bir pakette kaç kalem vardır?`,
      options: [msg`9`, msg`6`, msg`24`, msg`7`],
      correctIndex: 1,
      explanation: msg`Bir paketteki kalem sayısına x dersek 4x + 6 = 30 olur. İki taraftan 6 çıkarılır: 4x = 24. İki taraf 4’e bölünür: x = 6. Sağlama: 4 · 6 + 6 = 30.`,
      hints: [
        msg`Bir paketteki kalem sayısına x de ve toplamı x ile yaz.`,
        msg`Denklemi kurduktan sonra terazideki gibi önce tek kalemleri iki taraftan çıkar.`,
      ],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Denklem terazisi`,
    instructions: msg`Sarı kutuların her biri x, mavi yuvarlakların her biri 1 birim ağırlığındadır. Düğmelerle iki kefeye birden aynı hamleyi yap: birim ya da x ekle, çıkar ya da iki kefeyi aynı sayıya böl. Bir kefede yalnız bir x kalınca “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'equation-balance',
      tasks: [
        { prompt: msg`Teraziyle 3x + 2 = 11 denklemini çöz.`, left: { x: 3, units: 2 }, right: { x: 0, units: 11 } },
        { prompt: msg`2x + 5 = 13 denklemini çöz. Hangi hamleyle başlamalısın?`, left: { x: 2, units: 5 }, right: { x: 0, units: 13 } },
        { prompt: msg`4x + 1 = 2x + 9 denklemini çöz. x iki kefede de var; önce ne yapmalısın?`, left: { x: 4, units: 1 }, right: { x: 2, units: 9 } },
        { prompt: msg`3x = x + 10 denklemini çöz.`, left: { x: 3, units: 0 }, right: { x: 1, units: 10 } },
        { prompt: msg`2x + 12 = 5x + 3 denklemini çöz. Bu kez x hangi kefede yalnız kalacak?`, left: { x: 2, units: 12 }, right: { x: 5, units: 3 } },
      ],
    },
  },
  worksheet: {
    title: msg`Terazideki Denklem Çalışma Sayfası`,
    instructions: msg`Terazide yaptığın her hamleyi ve hamleden sonraki denklemi tabloya yaz. Sonunda çözümünü sağla.`,
    tasks: [
      { prompt: msg`“Bir sayının 4 katının 3 fazlası 27’dir.” cümlesini denklemle yaz ve çöz.`, lines: 3 },
      { prompt: msg`6x + 2 = 2x + 18 denklemini çöz. Her adımda iki tarafa hangi işlemi yaptığını yaz.`, lines: 4 },
      { prompt: msg`Çözümü 5 olan, iki tarafında da x bulunan bir denklem yaz ve bir arkadaşına çözdür.`, lines: 3 },
      { prompt: msg`Yalnız bir kefeden bilye çıkarmak neden yanlış bir hamledir? Kendi cümlelerinle açıkla.`, lines: 3 },
    ],
    table: {
      caption: msg`Hamle – denklem tablosu`,
      columns: [msg`Adım`, msg`İki kefeye yapılan hamle`, msg`Sol kefe`, msg`Sağ kefe`, msg`Denklem`],
      rows: 6,
    },
  },
  story: {
    title: msg`Fındık’ın Ceviz Keseleri`,
    paragraphs: [
      msg`Fındık kış için cevizlerini eşit sayıda ceviz alan bez keselere doldurmuştu ama bir kesede kaç ceviz olduğunu unutmuştu. Keseleri açıp saymaya da üşeniyordu.`,
      msg`Kardeşi Çıtır ambarın köşesindeki eski teraziyi gösterdi. Fındık sol kefeye 3 kese ve 2 tek ceviz koydu. Sağ kefeye tek tek ceviz ekledi; terazi 11 cevizde dengelendi.`,
      msg`Çıtır hemen sağ kefeden 2 ceviz aldı; terazi bir anda sola devrildi. “Dur!” dedi Baykuş Nine daldan. “Bir kefeye ne yaparsan öbürüne de aynısını yapmalısın.”`,
      msg`Fındık iki kefeden de 2’şer ceviz aldı; terazi dengede kaldı. Solda 3 kese, sağda 9 ceviz vardı. Sağdaki cevizleri 3 eş gruba ayırdı: her grupta 3 ceviz. “Demek ki bir kesede 3 ceviz var!”`,
      msg`Emin olmak için bir keseyi açtılar: içinden tam 3 ceviz çıktı. Çıtır güldü: “Teraziye kızmamak lazımmış, ona adil davranmak lazımmış!”`,
    ],
    lesson: msg`Bir eşitliğin iki tarafına hep aynı işlemi yaparsak denge bozulmaz; bilinmeyeni yalnız bırakınca değerini buluruz.`,
  },
};
