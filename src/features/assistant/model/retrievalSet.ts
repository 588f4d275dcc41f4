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
  { question: 'Evlerdeki lambalar neden paralel bağlanır?', expected: 'experiment:series-parallel', note: 'worksheet task and sample question' },
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
    expected: 'experiment:water-glass-xylophone',
    note: 'review “Ses yayılmak için maddeye ihtiyaç duyar” and the astronaut question',
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
    expected: 'experiment:first-steps',
    note: 'sample question on the order of commands',
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
];
