import type { LanguageCode } from '../languages';

/**
 * Doublets: two (or more) forms of the same word a teacher accepts as equally correct in
 * standard usage ("je paie" / "je paye", "gesandt" / "gesendet", "perso" / "perduto"). Read as
 * synonym groups (compare.ts): every form of a group stands for the first, in answers and keys,
 * in conjugations and blanks as in sentences. Each group holds the same person, tense and number
 * only, so another person or tense of the verb stays another form. Lower case, as compared.
 *
 * `oneWayDoublets`: a form right where the key has the other, but not the other way round,
 * because it is also another form ("backt" is "er bäckt" and also "ihr backt").
 */

/** The same endings on two stems, as groups: `paired(['pai', 'pay'], ['e', 'es'])`. */
const paired = (stems: readonly string[], endings: readonly string[]): string[][] =>
  endings.map((ending) => stems.map((stem) => `${stem}${ending}`));

/** French -ayer verbs: "ai" or "ay" before a mute e, in every person and tense where it falls. */
const ayerVerbs = ['pa', 'essa', 'bala', 'effra', 'béga', 'éga', 'débla'];
const muteEEndings = [
  'e',
  'es',
  'ent',
  'erai',
  'eras',
  'era',
  'erons',
  'erez',
  'eront',
  'erais',
  'erait',
  'erions',
  'eriez',
  'eraient',
];
const frenchAyer = ayerVerbs.flatMap((stem) => paired([`${stem}i`, `${stem}y`], muteEEndings));

/** French verbs in é + consonant + er: the 1990 spelling writes their future and conditional "è". */
const eAccentVerbs = [
  'céd',
  'préfér',
  'répét',
  'espér',
  'complét',
  'célébr',
  'posséd',
  'considér',
  'régl',
  'protég',
  'séch',
  'inquiét',
  'accélér',
  'suggér',
  'gér',
  'libér',
  'récupér',
  'tolér',
  'interprét',
  'exagér',
  'pénétr',
  'révél',
  'précéd',
  'succéd',
];
const futureEndings = muteEEndings.slice(3);
const frenchReformFutures = eAccentVerbs.flatMap((stem) =>
  paired([stem, stem.replace(/é(?=[^é]*$)/, 'è')], futureEndings),
);

export const doublets: Record<LanguageCode, readonly (readonly string[])[]> = {
  en: [
    // Past tense and participle in -t (British) or -ed (American and British).
    ['spilled', 'spilt'],
    ['kneeled', 'knelt'],
    ['leaned', 'leant'],
    ['dwelled', 'dwelt'],
  ],
  es: [
    // Verbs with two participles the RAE accepts in compound tenses.
    ['frito', 'freído'],
    ['impreso', 'imprimido'],
    ['provisto', 'proveído'],
    // Words written with or without an accent, or in two spellings, both in the RAE.
    ['vídeo', 'video'],
    ['vídeos', 'videos'],
    ['período', 'periodo'],
    ['períodos', 'periodos'],
    ['chófer', 'chofer'],
    ['fútbol', 'futbol'],
    ['cóctel', 'coctel'],
    ['septiembre', 'setiembre'],
    ['olimpiada', 'olimpíada'],
    ['élite', 'elite'],
    ['icono', 'ícono'],
    ['pijama', 'piyama'],
    ['quiosco', 'kiosco'],
    ['kilo', 'quilo'],
    ['kilos', 'quilos'],
    ['psicología', 'sicología'],
    ['psicólogo', 'sicólogo'],
    ['psicóloga', 'sicóloga'],
  ],
  fr: [
    // -ayer verbs: "je paie" / "je paye", "ils essaient" / "ils essayent", "je paierai" / "je payerai".
    ...frenchAyer,
    // S'asseoir, conjugated in "-ied-" or "-oi-": "je m'assieds" / "je m'assois".
    ['assieds', 'assois'],
    ['assied', 'assoit'],
    ['asseyons', 'assoyons'],
    ['asseyez', 'assoyez'],
    ['asseyent', 'assoient'],
    ['asseyais', 'assoyais'],
    ['asseyait', 'assoyait'],
    ['asseyions', 'assoyions'],
    ['asseyiez', 'assoyiez'],
    ['asseyaient', 'assoyaient'],
    ['asseye', 'assoie'],
    ['asseyes', 'assoies'],
    ...paired(
      ['assiér', 'assoir'],
      ['ai', 'as', 'a', 'ons', 'ez', 'ont', 'ais', 'ait', 'ions', 'iez', 'aient'],
    ),
    ['asseyant', 'assoyant'],
    ['asseoir', 'assoir'],
    // The 1990 spelling: "je préférerai" / "je préfèrerai", "événement" / "évènement".
    ...frenchReformFutures,
    ['événement', 'évènement'],
    ['événements', 'évènements'],
    // Two spellings of the same word, both in the dictionaries.
    ['clé', 'clef'],
    ['clés', 'clefs'],
    ['cuillère', 'cuiller'],
    ['cuillères', 'cuillers'],
  ],
  de: [
    // Backen: "du bäckst" / "du backst" (and "er backt", one way below).
    ['bäckst', 'backst'],
    // Senden and wenden, weak or strong: "sendete" / "sandte", "gesendet" / "gesandt".
    ['sendete', 'sandte'],
    ['sendetest', 'sandtest'],
    ['sendeten', 'sandten'],
    ['sendetet', 'sandtet'],
    ['gesendet', 'gesandt'],
    ['wendete', 'wandte'],
    ['wendetest', 'wandtest'],
    ['wendeten', 'wandten'],
    ['wendetet', 'wandtet'],
    ['gewendet', 'gewandt'],
    ['angewandt', 'angewendet'],
    ['abgewandt', 'abgewendet'],
    ['umgewandt', 'umgewendet'],
    // Saugen, strong or weak: "sog" / "saugte", "gesogen" / "gesaugt".
    ['sog', 'saugte'],
    ['sogst', 'saugtest'],
    ['sogen', 'saugten'],
    ['sogt', 'saugtet'],
    ['gesogen', 'gesaugt'],
    // Two spellings the Duden gives both ("Delfin" / "Delphin", "selbstständig" / "selbständig").
    ['delfin', 'delphin'],
    ['delfine', 'delphine'],
    ['grafik', 'graphik'],
    ['geografie', 'geographie'],
    ['fotografie', 'photographie'],
    ['portemonnaie', 'portmonee'],
    ['joghurt', 'jogurt'],
    ['thunfisch', 'tunfisch'],
    ['panther', 'panter'],
    ['ketchup', 'ketschup'],
    ['aufwendig', 'aufwändig'],
    ['selbstständig', 'selbständig'],
    ['potenziell', 'potentiell'],
    ['essenziell', 'essentiell'],
  ],
  it: [
    // Two past participles: "perso" / "perduto", "visto" / "veduto", "sepolto" / "seppellito".
    ['perso', 'perduto'],
    ['persa', 'perduta'],
    ['visto', 'veduto'],
    ['vista', 'veduta'],
    ['visti', 'veduti'],
    ['viste', 'vedute'],
    ['sepolto', 'seppellito'],
    ['sepolta', 'seppellita'],
    ['sepolti', 'seppelliti'],
    ['sepolte', 'seppellite'],
    // Passato remoto doublets: "apparvi" / "apparii", "dovetti" / "dovei", "persi" / "perdei".
    ...['appar', 'scompar', 'compar'].flatMap((root) => [
      [`${root}vi`, `${root}ii`],
      [`${root}ve`, `${root}ì`],
      [`${root}vero`, `${root}irono`],
    ]),
    ...['dov', 'cred', 'ricev', 'vend', 'sed', 'batt', 'tem'].flatMap((root) => [
      [`${root}etti`, `${root}ei`],
      [`${root}ette`, `${root}é`],
      [`${root}ettero`, `${root}erono`],
    ]),
    ['persi', 'perdei', 'perdetti'],
    ['perse', 'perdé', 'perdette'],
    ['persero', 'perderono', 'perdettero'],
    // Two present stems: "siedo" / "seggo", "possiedo" / "posseggo", "devo" / "debbo".
    ['siedo', 'seggo'],
    ['siedono', 'seggono'],
    ['sieda', 'segga'],
    ['siedano', 'seggano'],
    ['possiedo', 'posseggo'],
    ['possiedono', 'posseggono'],
    ['possieda', 'possegga'],
    ['possiedano', 'posseggano'],
    ['devo', 'debbo'],
    ['devono', 'debbono'],
    ['debba', 'deva'],
    ['debbano', 'devano'],
  ],
  pt: [
    // European and Brazilian spellings after the 1990 agreement that no rule of equivalents.ts finds.
    ['aspecto', 'aspeto'],
    ['aspectos', 'aspetos'],
    ['perspectiva', 'perspetiva'],
    ['perspectivas', 'perspetivas'],
    ['espectador', 'espetador'],
    ['espectadores', 'espetadores'],
    ['percepção', 'perceção'],
    ['concepção', 'conceção'],
    ['seção', 'secção'],
    ['seções', 'secções'],
    ['conosco', 'connosco'],
    // "Ouvir": Portugal says "oiço" (and "oiça") as well as "ouço".
    ['ouço', 'oiço'],
    ['ouça', 'oiça'],
    ['ouçam', 'oiçam'],
    ['úmido', 'húmido'],
    ['úmida', 'húmida'],
    ['úmidos', 'húmidos'],
    ['úmidas', 'húmidas'],
  ],
};

/**
 * [answer, key]: the answer's form is right where the key has the other one. Portuguese
 * "cantámos" / "cantamos" is a rule (sameDoublet), not listed.
 */
export const oneWayDoublets: Record<LanguageCode, readonly (readonly [string, string])[]> = {
  en: [],
  // "Hubiera sido mejor" for "habría sido mejor": the -ra (and -se) pluperfect stands for the
  // conditional perfect; "si lo habría sabido" for "si lo hubiera sabido" stays a mistake.
  es: ['hubiera', 'hubieras', 'hubiéramos', 'hubierais', 'hubieran'].flatMap((ra, index) => {
    const conditional = ['habría', 'habrías', 'habríamos', 'habríais', 'habrían'][index] as string;
    const se = ra.replace('hubier', 'hubies');
    return [
      [ra, conditional],
      [se, conditional],
    ] as const;
  }),
  fr: [],
  de: [
    // "Er backt" is as right as "er bäckt"; "ihr bäckt" is not "ihr backt".
    ['backt', 'bäckt'],
    // "Das Haus, welches wir gekauft haben": the relative "welch-" for "der, die, das" in the
    // same case; "das" for a "welches" that asks ("Welches Haus?") is wrong.
    ['welcher', 'der'],
    ['welche', 'die'],
    ['welches', 'das'],
    ['welchem', 'dem'],
    ['welchen', 'den'],
    ['welchen', 'denen'],
  ],
  // "Tanta fame" for "molta fame"; "molto" in "tanto … quanto" is no comparison.
  it: [
    ['tanto', 'molto'],
    ['tanta', 'molta'],
    ['tanti', 'molti'],
    ['tante', 'molte'],
    // "Perché" with the subjunctive says "so that" as "affinché" does; "affinché" for a "perché"
    // (because) is wrong.
    ['perché', 'affinché'],
  ],
  // "Tinha vindo" for "teria vindo": the imperfect stands for the conditional, as people say it;
  // "teria" where the key says what was ("tinha um carro") stays wrong.
  pt: [
    ['tinha', 'teria'],
    ['tinhas', 'terias'],
    ['tínhamos', 'teríamos'],
    ['tinham', 'teriam'],
    // Devset 2 (session 19): Brazil's participle "aceitos" for Portugal's "aceites" (the plural
    // only: "aceito" is also "I accept").
    ['aceitos', 'aceites'],
  ],
};

const oneWay = new Map<LanguageCode, Set<string>>();

/**
 * Whether the answer's word is a doublet of the key's that only reads one way: listed above, or
 * the Brazilian 1st person plural preterite of an -ar verb ("cantamos") for the European one
 * ("cantámos"): "cantámos" for a "cantamos" stays the preterite for the present.
 */
export function isOneWayDoublet(code: LanguageCode, answer: string, key: string): boolean {
  if (code === 'pt' && key.endsWith('ámos') && answer === `${key.slice(0, -4)}amos`) return true;
  let pairs = oneWay.get(code);
  if (!pairs) {
    pairs = new Set(oneWayDoublets[code].map(([yours, right]) => `${yours} ${right}`));
    oneWay.set(code, pairs);
  }
  return pairs.has(`${answer} ${key}`);
}
