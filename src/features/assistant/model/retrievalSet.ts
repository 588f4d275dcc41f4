/* eslint-disable lingui/no-unlocalized-strings -- questions as users type them, measured against the search; never shown */

/**
 * One question and the source that should answer it. `expected` is a source key:
 * `experiment:<experimentId>` (any passage of that experiment), `tool:<toolId>`,
 * `forest:<forest search entry id>` or `help:<help topic id>`.
 * `note` says which part of the source holds the answer and why the case is there.
 */
export type RetrievalCase = { question: string; expected: string; note?: string };

/**
 * The retrieval test set of the EtkiBot assistant: the search passes when, for at least 95 % of
 * these questions, the expected source is among the first three results.
 *
 * Written from the content alone (not from the search engine), the way children and teachers type:
 * missing diacritics, capitals, suffixes, question words, grade numbers, paraphrases rather than
 * titles. Each question has one best source; where two experiments share a subject the question
 * names what only one of them has (a material, a story, a sample question, the grade).
 */
export const RETRIEVAL_SET: readonly RetrievalCase[] = [
  // ── Science · light and shadow ────────────────────────────────────────────
  { question: 'golge neden olusur', expected: 'experiment:shadow-size', note: 'review “Tam gölge nasıl oluşur?”; no diacritics' },
  { question: '5. sınıf ışığın yayılması deneyi', expected: 'experiment:shadow-size', note: 'teacher; grade 5, procedure with torch, figure and screen' },
  { question: 'IŞIK KAYNAKLARI DOĞAL VE YAPAY ÖRNEKLER', expected: 'experiment:light-and-seeing', note: 'key terms doğal/yapay ışık kaynağı; capitals' },
  { question: 'Ambulansların önündeki yazı neden ters yazılır?', expected: 'experiment:mirror-reflection', note: 'worksheet task on the plane mirror image' },

  // ── Science · electric circuits ───────────────────────────────────────────
  { question: 'basit devrede anahtar açıkken ampul neden yanmıyor', expected: 'experiment:simple-circuit', note: 'sample question; açık/kapalı devre' },
  {
    question: 'pil sayisi artinca ampul daha parlak yanar mi',
    expected: 'experiment:bulb-brightness',
    note: 'sample question “seri bağlı pil sayısı artırılırsa”; no diacritics',
  },
  {
    question: 'Evlerdeki lambalar neden paralel bağlanır?',
    expected: 'experiment:home-circuits',
    note: 'was series-parallel (a worksheet task); home-circuits, added later, is about exactly this: its title, summary (“Evdeki lambaların ve prizlerin neden paralel bağlandığını”) and review “Evdeki devreler”',
  },
  {
    question: 'seri ve paralel devrede ampermetre ile akım nasıl ölçülür',
    expected: 'experiment:series-parallel',
    note: 'key terms Ampermetre and Voltmetre, which only series-parallel measures with',
  },
  {
    question: 'silgi elektrigi iletir mi yoksa yalitkan mi',
    expected: 'experiment:conductors-insulators',
    note: 'activity “İletken mi, yalıtkan mı?”; no diacritics',
  },
  {
    question: 'kaydıraktan kayınca saçlarım neden kabarıyor',
    expected: 'experiment:static-electricity',
    note: 'story “Fındık’ın Kabaran Tüyleri” (plastic slide) and elektriklenme',
  },

  // ── Science · force and motion ────────────────────────────────────────────
  { question: 'kuvvet ölçme etkinliği', expected: 'experiment:measuring-force', note: 'teacher; activity “Sanal dinamometre”' },
  { question: 'miknatis neleri ceker', expected: 'experiment:force-and-magnets', note: 'review “Mıknatıs neleri çeker?”; no diacritics' },
  { question: 'ortalama sürat nasıl hesaplanır', expected: 'experiment:average-speed', note: 'key term and sample question' },
  {
    question: 'baraj duvarları neden altta daha kalın yapılıyor',
    expected: 'experiment:solid-and-liquid-pressure',
    note: 'sample question on liquid pressure and depth',
  },

  // ── Science · Earth and space ─────────────────────────────────────────────
  {
    question: '4. sinif donme ve dolanma hareketi etkinligi',
    expected: 'experiment:day-and-night',
    note: 'teacher; activity “Dönmenin mi, dolanmanın mı sonucu?”; no diacritics',
  },
  { question: "Ay'ın evrelerini sıralama etkinliği", expected: 'experiment:moon-phases', note: 'activity “Ay’ın evrelerini sırala” (sequence)' },
  { question: 'ay tutulmasinda ay neden bakir rengi oluyor', expected: 'experiment:eclipse-model', note: 'story “Fındık ve Bakır Renkli Ay”; no diacritics' },
  {
    question: "Avustralya'da aralık ayında neden yaz oluyor",
    expected: 'experiment:seasons-sunlight-angle',
    note: 'story with the photo from Australia and the sample question',
  },
  { question: 'gözlemevleri neden şehirden uzağa kurulur', expected: 'experiment:star-gazing-box', note: 'sample question and summary on light pollution' },

  // ── Science · human body ──────────────────────────────────────────────────
  { question: '5 duyu organımız ve görevleri nelerdir', expected: 'experiment:five-senses', note: 'worksheet “Beş duyu organını ve her birinin görevini yaz”' },
  { question: 'pet şişe ve balonla akciğer modeli nasıl yapılır', expected: 'experiment:lung-model', note: 'procedure: materials and steps' },
  {
    question: 'sıcak tencereye değince elimizi düşünmeden çekmemiz neden',
    expected: 'experiment:reaction-time',
    note: 'key term “Refleks” and its sample question',
  },
  { question: 'dengeli beslenmek için bir öğünde neler olmalı', expected: 'experiment:food-nutrients', note: 'review “Dengeli beslenme” and sample question' },

  // ── Science · living world ────────────────────────────────────────────────
  { question: 'oyuncak robot canlı mı cansız mı', expected: 'experiment:bean-germination', note: 'sample question on living and non-living' },
  { question: 'ekmek neden kufleniyor', expected: 'experiment:bread-mould', note: 'summary and review on mould; no diacritics' },
  { question: 'TOZLAŞMA NEDİR', expected: 'experiment:flower-and-seed', note: 'key term “Tozlaşma”' },
  { question: 'soğan zarından preparat nasıl hazırlanır', expected: 'experiment:onion-cell', note: 'procedure (microscope slide)' },
  { question: 'cilekten dna nasil cikarilir', expected: 'experiment:strawberry-dna', note: 'procedure; no diacritics' },

  // ── Science · environment ─────────────────────────────────────────────────
  {
    question: 'musluk damlatirsa bir gunde ne kadar su bosa gider',
    expected: 'experiment:dripping-tap',
    note: 'procedure and worksheet calculation; no diacritics',
  },
  {
    question: 'denize petrol dökülünce martılara ne oluyor',
    expected: 'experiment:oil-spill-cleanup',
    note: 'sample question and story “Fındık ve Siyah Tüylü Martı”',
  },
  { question: 'üretici tüketici ayrıştırıcı ne demek', expected: 'experiment:photosynthesis-rate', note: 'key terms and classify activity' },

  // ── Science · sound ───────────────────────────────────────────────────────
  { question: '3. sınıf ses kaynakları etkinliği', expected: 'experiment:sound-sources', note: 'teacher; activity “Doğal mı, yapay mı?” (ses kaynağı)' },
  { question: 'sesi en iyi yalitan malzeme hangisi', expected: 'experiment:muffling-sound', note: 'procedure goal and conclusion (alarm in a box)' },
  {
    question: 'uzayda neden ses duyulmaz',
    expected: 'experiment:string-telephone',
    note: 'was water-glass-xylophone (a paragraph of its review); string-telephone, added later, has it as an outcome (“Sesin boşlukta yayılmadığını”), the key term “Boşluk” and the astronauts’ sample question',
  },

  // ── Science · states of matter ────────────────────────────────────────────
  {
    question: 'seker sicak suda neden daha hizli eriyor',
    expected: 'experiment:dissolving-sugar',
    note: 'review on particles and temperature; “erimek” as children say it',
  },
  {
    question: 'lahana çorbasına limon sıkınca neden pembe oldu',
    expected: 'experiment:cabbage-indicator',
    note: 'story “Fındık ve Renk Değiştiren Çorba” (indicator)',
  },
  { question: '6. sınıf ısı yalıtımı deneyi kavanoz', expected: 'experiment:heat-insulation', note: 'teacher; procedure with wrapped jars' },
  {
    question: 'kum ve demir tozu karışımını nasıl ayırırım',
    expected: 'experiment:matter-properties',
    note: 'sample question on separating a mixture with a magnet',
  },
  {
    question: 'buz erirken termometre neden hep 0 derece gösteriyor',
    expected: 'experiment:melting-ice',
    note: 'review “Hâl değişirken sıcaklık sabit kalır” and sample question',
  },

  // ── Maths · numbers ───────────────────────────────────────────────────────
  { question: '2. sınıf onluk ve birlik etkinliği', expected: 'experiment:tens-and-ones', note: 'teacher; manipulative “Onluk çubuklar ve birlik küpler”' },
  { question: 'yarım mı büyük çeyrek mi', expected: 'experiment:halves-and-quarters', note: 'worksheet task and sample question' },
  { question: 'denk kesir nasil bulunur', expected: 'experiment:equivalent-fractions', note: 'review “Denk kesirler”; no diacritics' },
  { question: 'yüzlüğü 10 onluğa bozdurmak', expected: 'experiment:hundreds-tens-ones', note: 'review “Bozdurma ve birleştirme”; grade 3' },

  // ── Maths · geometry and measurement ──────────────────────────────────────
  { question: 'dar açı, dik açı ve geniş açı nasıl ayırt edilir', expected: 'experiment:angle-types', note: 'review “Dar, dik ve geniş açı”' },
  { question: 'tümler açı nedir', expected: 'experiment:angle-pairs', note: 'key term “Tümler açılar”' },
  { question: 'alan ile cevre arasindaki fark ne', expected: 'experiment:area-and-perimeter', note: 'review sections Çevre and Alan; no diacritics' },
  {
    question: 'milimetre santimetre dönüşümü 5. sınıf',
    expected: 'experiment:millimetres-and-centimetres',
    note: 'teacher; review “Birimler arasında dönüşüm”',
  },

  // ── Maths · data, ratio and patterns ──────────────────────────────────────
  {
    question: "ekseni 0'dan başlamayan grafik neden yanıltıcı",
    expected: 'experiment:reading-graphs',
    note: 'review “Yanıltıcı grafikler” and worksheet task',
  },
  {
    question: 'şerbet tarifini büyütünce tadı aynı kalsın diye ne yapmalıyım',
    expected: 'experiment:juice-ratio',
    note: 'summary, review “Eşit oranlar” and story “Fındık’ın Bayram Şerbeti”',
  },
  { question: '1. sınıf örüntü etkinliği', expected: 'experiment:repeating-patterns', note: 'teacher; grade 1 manipulative “Örüntü treni”' },
  { question: 'büyüyen örüntünün kuralını harfle yazma', expected: 'experiment:growing-patterns', note: 'review “Kuralı harfle yazmak”' },

  // ── Programming · block puzzles ───────────────────────────────────────────
  {
    question: 'sağa dön ileri git ile ileri git sağa dön aynı sonucu verir mi',
    expected: 'experiment:facing-turns',
    note: 'was first-steps; facing-turns, added later, has this very sample question (“aynı sonucu verir mi”) and is about turning',
  },
  {
    question: 'yere bantla ızgara çizip ok kartlarıyla robot arkadaşı yuvaya götürme',
    expected: 'experiment:first-steps',
    note: 'first-steps’ own procedure (floor grid, arrow cards, a classmate as the robot); what the order-of-commands question above no longer names',
  },
  { question: 'Iç içe döngüde içteki blok kaç kez çalışır', expected: 'experiment:paint-square', note: 'review “Bir blok kaç kez çalışır?”' },
  { question: 'robot süpürge duvara çarpmadan nasıl dönüyor', expected: 'experiment:forest-path', note: 'sample question on sensors and conditions' },
  { question: 'çizgi izleyen robot nasıl karar veriyor', expected: 'experiment:colour-signs', note: 'review “Renk algılayıcılı robotlar” and sample question' },
  { question: 'yesil bayraga tiklaninca blogu ne ise yarar', expected: 'experiment:nut-event', note: 'sample question on the green flag event; no diacritics' },
  { question: 'degiskene ilk deger vermek ne demek', expected: 'experiment:spiral-path', note: 'key term “İlk değer”; no diacritics' },
  { question: 'labirentten çıkmak için sol el kuralı nasıl çalışır', expected: 'experiment:maze-runner', note: 'review “Sol el kuralı”' },

  // ── Programming · unplugged ───────────────────────────────────────────────
  { question: 'Sandviç Algoritması', expected: 'experiment:sandwich-algorithm', note: 'exact title' },
  { question: 'akış şemasında karar hangi şekille gösterilir', expected: 'experiment:loop-or-condition', note: 'sample question (eşkenar dörtgen)' },
  { question: 'sonsuz döngü nedir', expected: 'experiment:debugging-steps', note: 'key term “Sonsuz döngü”' },

  // ── Science · more of the library ─────────────────────────────────────────
  {
    question: 'ters cevirdigim bardaktaki pecete neden islanmiyor',
    expected: 'experiment:air-around-us',
    note: 'summary and sample question (air takes up space); child, no diacritics',
  },
  { question: 'iki büyüteçle teleskop yapılır mı', expected: 'experiment:lens-telescope', note: 'procedure: two magnifiers in a card tube' },
  {
    question: "Ay'ın yüzeyinde neden bu kadar çok çukur var",
    expected: 'experiment:moon-craters',
    note: 'review “Kraterler nasıl oluşur?”; “çukur” as the title says it',
  },
  {
    question: '4. sınıf fosil nasıl oluşur etkinliği',
    expected: 'experiment:rocks-and-fossils',
    note: 'teacher; review “Fosiller nasıl oluşur?” and the play-dough fossil',
  },
  {
    question: 'gezegenlerin güneşe uzaklığını sınıfta ölçekli gösterme',
    expected: 'experiment:solar-system-scale',
    note: 'procedure: 1 AB = 10 cm on a paper strip',
  },
  { question: 'BİTEN PİLLERİ ÇÖPE ATARSAK NE OLUR', expected: 'experiment:battery-recycling', note: 'review “Atık piller doğaya zarar verir”; capitals' },
  { question: 'devre şemasında içi çarpılı daire neyi gösterir', expected: 'experiment:circuit-from-diagram', note: 'sample question on circuit symbols' },
  {
    question: 'su ısıtıcısı 15 dakikada kaç kilovatsaat elektrik harcar',
    expected: 'experiment:energy-at-home',
    note: 'sample question on kWh; grade 8',
  },
  {
    question: 'yılbaşı ışıklarında bir ampul bozulunca neden hepsi sönüyor',
    expected: 'experiment:home-circuits',
    note: 'summary and sample question on the old series string of lights',
  },
  {
    question: 'kursun kalem ucu ile ampulun parlakligini ayarlamak',
    expected: 'experiment:pencil-dimmer',
    note: 'summary (graphite as a variable resistor); no diacritics',
  },
  { question: 'biçilmiş çimde neden daha az canlı çeşidi var', expected: 'experiment:biodiversity-count', note: 'sample question and story “Biçilen Çayır”' },
  { question: '8. sınıf sera etkisi kavanoz deneyi', expected: 'experiment:greenhouse-jar', note: 'teacher; procedure with a closed and an open jar' },
  {
    question: 'ağzı kapalı kavanozdaki bitki haftalarca nasıl yaşıyor',
    expected: 'experiment:jar-ecosystem',
    note: 'sample question on the closed jar and the cycles of matter',
  },
  { question: 'peri bacaları nasıl oluşmuş', expected: 'experiment:natural-or-built', note: 'sample question on Kapadokya (natural environment)' },
  { question: 'evde eski kağıtlardan yeni kağıt yapabilir miyiz', expected: 'experiment:recycled-paper', note: 'procedure: paper pulp and a wire frame' },
  {
    question: 'su dolu bardağı kartla kapatıp ters çevirince su neden dökülmüyor',
    expected: 'experiment:air-pressure',
    note: 'sample question on air pressure; grade 8',
  },
  { question: 'miknatis kartonun altindan atasi yurutebilir mi', expected: 'experiment:magnet-maze', note: 'summary and sample question; no diacritics' },
  {
    question: 'halat çekmede iki takım eşit kuvvetle çekerse ne olur',
    expected: 'experiment:net-force',
    note: 'sample question and story on balanced forces',
  },
  { question: 'hareketli makara kuvvetten kazanç sağlar mı', expected: 'experiment:ramp-and-pulley', note: 'review “Makaralar” and key term Hareketli makara' },
  {
    question: 'lastik banttan dinamometre nasıl yapılır',
    expected: 'experiment:rubber-band-scale',
    note: 'procedure: rubber band, paper clips and card strip',
  },
  {
    question: 'duvarı bütün gücümle itiyorum ama kımıldamıyor, iş yapmış olur muyum',
    expected: 'experiment:weight-and-work',
    note: 'sample question on work in the physical sense',
  },
  { question: 'kosunca kalbim neden daha hizli atiyor', expected: 'experiment:pulse-rate', note: 'title and sample question on pulse; child, no diacritics' },
  {
    question: 'sigara içmeyen çocuk dumanlı odada oturursa zarar görür mü',
    expected: 'experiment:straw-breathing',
    note: 'key term Pasif içicilik and its sample question',
  },
  {
    question: 'nezle olunca yemeklerin tadını neden alamıyoruz',
    expected: 'experiment:taste-and-smell',
    note: 'review “Tat ve koku birlikte çalışır”; a paraphrase',
  },
  { question: 'tek gözümü kapatınca kalemin kapağını neden takamıyorum', expected: 'experiment:two-eyes-two-ears', note: 'summary and sample question' },
  {
    question: 'güneş enerjili su ısıtıcılarının kolektörleri neden koyu renkli',
    expected: 'experiment:light-absorption',
    note: 'sample question and key term Güneş kolektörü',
  },
  { question: 'buzlu cam saydam mi yari saydam mi', expected: 'experiment:light-through-holes', note: 'sample question on frosted glass; no diacritics' },
  {
    question: 'sokak lambaları yavru kaplumbağaların yolunu neden şaşırtır',
    expected: 'experiment:shielded-streetlight',
    note: 'story “Yolunu Şaşıran Kaplumbağa” and review “Işık kirliliği”',
  },
  {
    question: 'yazı tura atarak baskın ve çekinik gen olasılığı',
    expected: 'experiment:coin-genetics',
    note: 'summary: two coins as heterozygous pea parents; grade 8',
  },
  { question: 'oyun hamurundan kromozom yapıp mitozu göstermek', expected: 'experiment:mitosis-model', note: 'procedure and activity “Mitozun aşamaları”' },
  {
    question: 'maya şekerli suda balonu neden şişiriyor',
    expected: 'experiment:yeast-balloon',
    note: 'title and sample question “Balonu şişiren gaz nereden geldi?”',
  },
  { question: 'Tomurcuklanma ile üreme nedir', expected: 'experiment:yeast-budding', note: 'key term Tomurcuklanma; grade 7' },
  {
    question: 'şimşeği gördükten 3 saniye sonra gök gürültüsü geldi ne kadar uzakta',
    expected: 'experiment:string-telephone',
    note: 'sample question on the speed of sound in air',
  },
  { question: 'elektrik telleri yazın neden sarkık olur', expected: 'experiment:balloon-bottle', note: 'sample question on expansion' },
  { question: 'buz mu tereyağı mı çikolata mı önce erir', expected: 'experiment:heat-changes', note: 'title “Hangisi Önce Erir?” and the procedure' },
  {
    question: 'kapalı şişede sirke ile karbonat tepkimeye girince kütle azalır mı',
    expected: 'experiment:mass-conservation',
    note: 'summary and sample questions (conservation of mass)',
  },
  { question: 'dereceli silindirle taşın yoğunluğu nasıl bulunur', expected: 'experiment:measuring-density', note: 'procedure and sample question' },
  { question: 'tuzlu sudan tuzu nasil geri aliriz', expected: 'experiment:separating-mixtures', note: 'sample question (evaporation); no diacritics' },
  { question: '3. sınıf esnek ve kırılgan maddeler', expected: 'experiment:stretch-or-snap', note: 'teacher; key terms Esneklik, Kırılganlık' },
  {
    question: 'salıncak sallanır topaç döner hareket çeşitleri',
    expected: 'experiment:motion-detectives',
    note: 'review “Dönme ve sallanma”; grade 3',
  },

  // ── Maths · more of the library ───────────────────────────────────────────
  { question: 'ayran yaparken yoğurt ile su doğru orantılı mı', expected: 'experiment:ayran-proportion', note: 'summary and review on direct proportion' },
  { question: 'terazi modeliyle denklem çözme 7. sınıf', expected: 'experiment:balance-equations', note: 'teacher; manipulative with bags and marbles' },
  { question: 'dogrunun egimi nasil bulunur', expected: 'experiment:linear-graphs', note: 'key term and review “Eğim”; no diacritics' },
  { question: '5x + 2 ifadesinde katsayı ve sabit terim hangisi', expected: 'experiment:modelling-expressions', note: 'sample question; key terms' },
  { question: 'veri grubunun açıklığı nasıl hesaplanır', expected: 'experiment:mean-and-range', note: 'key term and review “Açıklık”; grade 6' },
  { question: 'ortanca ile tepe değer arasındaki fark nedir', expected: 'experiment:mean-median-mode', note: 'review “Ortanca ve tepe değer”' },
  { question: 'daire grafiginde dilimin acisi nasil bulunur', expected: 'experiment:pie-charts', note: 'review “Merkez açıyı hesaplamak”; no diacritics' },
  {
    question: 'pasta grafiğinde 90 derecelik dilim yüzde kaç eder',
    expected: 'experiment:pie-charts',
    note: 'keyword Pasta grafiği; review “Daire grafiğini okumak” (90° = %25)',
  },
  { question: '2. sınıf anket yapıp çetele tutma', expected: 'experiment:pets-survey', note: 'teacher; summary (survey, tally, frequency table)' },
  { question: 'zar atinca tek sayi gelme olasiligi kac', expected: 'experiment:spinner-probability', note: 'sample question; no diacritics' },
  {
    question: 'bir zar atildiginda olasi durumlar nelerdir',
    expected: 'experiment:rolling-a-die',
    note: 'review “Deney, çıktı ve olası durumlar”; no diacritics',
  },
  {
    question: 'zarda 7 gelmesi imkânsız olay mı',
    expected: 'experiment:rolling-a-die',
    note: 'review “Kesin olay, imkânsız olay” and the activity’s last task',
  },
  { question: 'kesir şeritleriyle kesirleri toplama 5. sınıf', expected: 'experiment:adding-fractions', note: 'teacher; manipulative fraction strips' },
  {
    question: 'kağıdı iki yönde katlayarak bir kesrin bir kesir kadarını bulmak',
    expected: 'experiment:fraction-operations',
    note: 'summary; rational-operations (grade 7) folds paper too, so the question names the grade-6 wording',
  },
  { question: '0,3 çarpı 0,4 neden 0,12 ediyor', expected: 'experiment:multiplying-decimals', note: 'summary (hundred grid)' },
  { question: 'Fiyatı 80 TL olan kitaba yüzde 25 zam', expected: 'experiment:percent-problems', note: 'sample question on a price rise' },
  { question: 'yüzlük tabloda yüzde kaçı boyalı', expected: 'experiment:percentages-on-a-grid', note: 'title and manipulative; grade 5' },
  { question: 'devirli ondalık gösterim ne demek', expected: 'experiment:rational-numbers', note: 'keyword Devirli ondalık and sample question' },
  { question: 'paydaları eşit kesirleri toplarken payda neden değişmiyor', expected: 'experiment:same-denominator-sums', note: 'summary; grade 4' },
  {
    question: 'onda bir ile yüzde bir arasındaki fark',
    expected: 'experiment:tenths-and-hundredths',
    note: 'keywords Onda bir, Yüzde bir and the hundred grid',
  },
  { question: 'birim kesir nedir', expected: 'experiment:unit-fractions', note: 'title, key term Birim kesir and sample question' },
  { question: 'ekmegi ikiye bolunce parcalar yarim olur mu', expected: 'experiment:whole-and-half', note: 'grade 1 sample question; no diacritics' },
  { question: 'altı kareli hangi açınım katlanınca küp olur', expected: 'experiment:cube-nets', note: 'title “Hangi Açınım Küp Olur?” paraphrased' },
  { question: 'paralel iki doğruyu kesen doğrunun oluşturduğu yöndeş açılar', expected: 'experiment:parallel-lines-angles', note: 'keywords and review' },
  { question: 'geometri tahtasında beşgen ve altıgen yapmak', expected: 'experiment:shapes-on-a-geoboard', note: 'summary; grade 3' },
  { question: 'üçgenin kaç kenarı kaç köşesi var 2. sınıf', expected: 'experiment:sides-and-corners', note: 'teacher; sample question on corners' },
  { question: 'bir noktanın x eksenine göre yansıması', expected: 'experiment:slide-and-reflect', note: 'sample question; grade 8' },
  { question: 'hangi üç uzunlukla üçgen çizilebilir', expected: 'experiment:triangle-sides-angles', note: 'summary and sample question (triangle inequality)' },
  {
    question: 'kağıt üçgenin köşelerini yırtıp birleştirince iç açılar toplamı kaç derece',
    expected: 'experiment:triangles-and-quadrilaterals',
    note: 'summary (tearing the corners); polygon-angles-areas sums polygons’ angles, so the question names the torn triangle',
  },
  { question: "6'ya 15 kala saat kaç", expected: 'experiment:minutes-on-the-clock', note: 'sample question on “kala”' },
  { question: 'çeyrek kilogram kaç gram eder', expected: 'experiment:kilogram-gram-conversions', note: 'sample question; grade 4' },
  { question: '1 lira kac kurus', expected: 'experiment:lira-and-kurus', note: 'sample question; no diacritics' },
  { question: '2 L 300 mL kaç mililitredir', expected: 'experiment:litres-and-millilitres', note: 'sample question with units as written' },
  { question: 'paralelkenarın alanı nasıl bulunur', expected: 'experiment:triangle-and-parallelogram-area', note: 'summary (cut into a rectangle)' },
  { question: 'sayı doğrusunda onar onar geri zıplayarak çıkarma', expected: 'experiment:subtracting-tens-and-ones', note: 'summary; grade 2' },
  { question: 'karekok nedir tam kare sayi', expected: 'experiment:square-roots', note: 'keywords Karekök, Tam kare; no diacritics' },
  {
    question: 'Eratosthenes kalburu ile asal sayıları bulma',
    expected: 'experiment:factors-and-multiples',
    note: 'summary (the sieve); the tool on Eratosthenes is about the Earth',
  },
  { question: 'sıfırın altındaki sıcaklıklar negatif sayı mı', expected: 'experiment:integers-on-a-line', note: 'title “Sıfırın Altı ve Üstü” and summary' },
  { question: 'venn şemasında kesişim ve birleşim', expected: 'experiment:sets-and-venn', note: 'keywords and summary; grade 6' },

  // ── Programming · more of the library ─────────────────────────────────────
  { question: 'fonksiyonu her çağırmadan önce değişkene sütunun boyunu vermek', expected: 'experiment:bar-chart', note: 'summary (one function, a variable)' },
  { question: 'dala çıkıp fındığı alıp gövdeye geri dönen fonksiyon', expected: 'experiment:branch-nuts', note: 'summary' },
  { question: 'kapıyı boyarken kareyi boya bloğunu unutursam ne olur', expected: 'experiment:door-paint', note: 'sample question; grade 3' },
  { question: 'kopyalanan eger blogunda kosulu degistirmeyi unuttum', expected: 'experiment:fix-copy-paste', note: 'summary; no diacritics' },
  { question: 'izleme tablosu hatayı bulmaya nasıl yardım eder', expected: 'experiment:fix-countdown', note: 'sample question and key term İzleme tablosu' },
  { question: 'döngünün dışında kalan blok kaç kez çalışır', expected: 'experiment:fix-pond-walk', note: 'sample question' },
  { question: 'kendi bloğunu tanımlayıp üç yerde çağırmak', expected: 'experiment:flower-beds', note: 'title and summary (define once, call three times)' },
  { question: 'çim biçme algoritması git gel yöntemi', expected: 'experiment:lawn-mower', note: 'title and keyword Git–gel; grade 8' },
  {
    question: 'on iki bloklu programı kez tekrarla ile dört bloğa indirmek',
    expected: 'experiment:long-branch',
    note: 'summary and sample question; nut-stairs also shortens with a loop, so the question names the 12 → 4 blocks',
  },
  { question: 'sıçrama değişkenini her turda 2 artırmak', expected: 'experiment:nut-jumps', note: 'summary and sample question' },
  { question: 'eğer bloğu neden döngünün içine konur', expected: 'experiment:scattered-nuts', note: 'sample question' },
  { question: 'önün açıksa ilerle değilse sağa dön kuralı', expected: 'experiment:snail-shell', note: 'summary (one if–else rule walks the shell)' },
  { question: 'boncuk bilekliğinde tekrar eden örüntü birimi', expected: 'experiment:bead-loops', note: 'unplugged; sample question on the pattern unit' },
  { question: 'ikili sayı sisteminde bit nedir', expected: 'experiment:binary-bracelet', note: 'key term Bit and sample question; grade 7' },
  { question: 'bilgisayarsız olay ve tepki oyunu', expected: 'experiment:event-reactions', note: 'teacher; unplugged title “Olay–Tepki Oyunu”' },
  { question: 'şarkının nakaratını bir kez yazıp çağırmak fonksiyon mu', expected: 'experiment:song-chorus', note: 'summary (chorus as a function)' },
  { question: '8. sınıf sıralama ağı etkinliği', expected: 'experiment:sorting-network', note: 'teacher; unplugged, on the floor' },
  { question: 'iki yoldan daha az blokla varanı seçmek', expected: 'experiment:short-route', note: 'summary; grade 3' },

  // ── Tools ─────────────────────────────────────────────────────────────────
  { question: 'kronometrede tur zamanlarını nasıl kaydederim', expected: 'tool:stopwatch', note: 'tool purpose: laps and split times' },
  { question: 'demirin simgesi ve atom numarası kaç', expected: 'tool:periodic-table', note: 'element search by name, symbol and atomic number' },
  { question: '100 Fahrenheit kaç santigrat derece', expected: 'tool:unit-converter', note: 'temperature units' },
  { question: '7ler carpim tablosu alistirma', expected: 'tool:multiplication-table', note: 'practice with scores; no diacritics' },
  {
    question: "bir sonraki güneş tutulması ne zaman, İstanbul'dan görünecek mi",
    expected: 'tool:eclipse-calendar',
    note: 'upcoming eclipses seen from a city',
  },
  { question: "Eratosthenes Dünya'nın çevresini nasıl hesapladı", expected: 'tool:historical-earth-beliefs', note: 'Eratosthenes calculator and timeline' },
  { question: 'simetrik desen çizebileceğim bir şey var mı', expected: 'tool:mirror-maker', note: 'symmetry drawing with mirror axes' },
  { question: 'ivmeli hareketin hız zaman grafiği', expected: 'tool:motion-analysis', note: 'uniform and accelerated motion graphs' },
  { question: 'dalga boyu ile frekans arasındaki ilişki', expected: 'tool:wave-analysis', note: 'v = f·λ with a live wave' },
  {
    question: 'gün boyunca güneşin yüksekliği nasıl değişir grafikle görmek istiyorum',
    expected: 'tool:sunlight-intensity',
    note: 'altitude and irradiance over a day',
  },

  // ── Forest mini-site ──────────────────────────────────────────────────────
  { question: 'ormanı tanımak ve korumak için hangi etkinlikler var', expected: 'forest:forest-home', note: 'the forest home: five activities' },
  { question: 'ormana cam şişe bırakırsak yangın çıkar mı', expected: 'forest:forest-fire-prevention', note: 'fire-prevention game: dangerous litter' },
  { question: 'bir tohumdan kocaman ağaç nasıl büyür', expected: 'forest:forest-tree-journey', note: 'tree journey, step by step' },
  { question: 'ormanları koruyan vakıflar ve dernekler hangileri', expected: 'forest:forest-forest-heroes', note: 'forest heroes page' },
  { question: 'simgesi panda olan doğa vakfı', expected: 'forest:forest-org-wwf', note: 'WWF-Türkiye' },
  { question: 'palamut hangi ağacın meyvesi', expected: 'forest:forest-species-oak', note: 'Meşe: “Meyvesine palamut denir”' },
  { question: "türkiye'de en geniş alanı kaplayan ağaç türü hangisi", expected: 'forest:forest-species-pine', note: 'Kızılçam' },
  { question: 'yedigoller nasil olusmus', expected: 'forest:forest-place-1', note: 'Yedigöller Milli Parkı (landslides closed the valleys); no diacritics' },
  { question: 'milli agaclandirma gunu ne zaman', expected: 'forest:forest-programme-national-campaign', note: '11 November, all 81 provinces; no diacritics' },
  {
    question: 'ailemle fidan dikmek istiyoruz hangi kampanyalar var',
    expected: 'forest:forest-tree-planting',
    note: 'the planting page listing the campaigns',
  },

  // ── Help topics ───────────────────────────────────────────────────────────
  { question: 'sifremi unuttum giris yapamiyorum', expected: 'help:password', note: 'no diacritics' },
  { question: 'internet yokken uygulama açılır mı', expected: 'help:offline' },
  { question: "uygulamayı iPad'e nasıl yüklerim", expected: 'help:install' },
  { question: 'çalışma kağıdını yazıcıdan nasıl çıkarırım', expected: 'help:teacher-print', note: 'teacher; “kağıt” without the circumflex' },
  { question: 'soruyu yanlış cevaplarsam puanım düşer mi', expected: 'help:student-questions' },
  { question: 'ders planımı takvime ekleyebilir miyim', expected: 'help:teacher-calendar' },
  { question: 'çocuğum çok ekrana bakıyor ekran süresini nasıl dengelerim', expected: 'help:parent-screen', note: 'parent' },
  { question: 'okuldaki ortak tabletlerde çıkış yapınca bilgiler silinir mi', expected: 'help:admin-devices', note: 'administrator' },
];

/** Questions the platform's content does not answer: the assistant must say it has nothing rather than invent. */
export const NO_ANSWER_SET: readonly string[] = [
  'Osmanlı Devleti ne zaman kuruldu?',
  "Kurtuluş Savaşı'nda hangi cepheler vardı?",
  'ingilizcede past tense nasil kurulur',
  'borsa nasıl çalışır hisse senedi ne demek',
  'Fiilimsiler nelerdir, örnek verir misin?',
  'deprem nasil olur fay hatti ne demek',
  'yanardağlar neden patlar',
  'logaritma nasıl hesaplanır',
  'Türev nedir, nasıl alınır?',
  'satrançta at nasıl hareket eder',
  'Divan edebiyatında gazel nedir?',
  'kredi faizi nasıl hesaplanır',
  'ikinci dünya savaşı ne zaman bitti',
  'Fransızcada fiil çekimi nasıl yapılır?',
  'voleybolda bir set kaç sayıda biter',
];
