import { blank, form, question, translate } from './case';
import { group, type VariantCase } from './variantCase';

/**
 * Issue 28, items 1 and 2: doublets (two forms of a word both right in standard usage, doublets.ts)
 * and everyday synonyms and clippings (lexicon.ts), in conjugations, blanks and sentences; with,
 * for each class, a near miss (another person, tense, gender or meaning) that stays wrong.
 */
const doublets: VariantCase[] = [
  ...group('English', 'doublets')(
    translate('The milk was spilled.', 'The milk was spilt.', 'correct', 'British -t'),
    translate('She leaned on the wall.', 'She leant on the wall.', 'correct', 'British -t'),
    blank('knelt', 'kneeled', 'correct', 'American -ed'),
    blank('learned', 'learnt', 'correct', 'British -t'),
    blank('spilt', 'spills', 'wrong', 'the present, not the past'),
  ),
  ...group('Spanish', 'doublets')(
    form('frito', 'freído', 'correct', 'both participles of freír'),
    form('impreso', 'imprimido', 'correct', 'both participles of imprimir'),
    blank('provisto', 'proveído', 'correct', 'both participles of proveer'),
    form('frito', 'freí', 'wrong', 'the preterite, not the participle'),
    translate('Vi un vídeo.', 'Vi un video.', 'correct', 'both spellings'),
    blank('septiembre', 'setiembre', 'correct', 'both spellings'),
  ),
  ...group('French', 'doublets')(
    form('je paie', 'je paye', 'correct', '-ayer: ai or ay'),
    form('ils essaient', 'ils essayent', 'correct', '-ayer: ai or ay'),
    form('je paierai', 'je payerai', 'correct', '-ayer: ai or ay in the future'),
    form('je paie', 'je payais', 'wrong', 'the imperfect, not the present'),
    form('il paie', 'ils payent', 'wrong', 'another person'),
    form("je m'assieds", "je m'assois", 'correct', 's’asseoir in -oi-'),
    form("ils s'asseyent", "ils s'assoient", 'correct', 's’asseoir in -oi-'),
    form("je m'assieds", "il s'assoit", 'wrong', 'another person'),
    blank('préférerai', 'préfèrerai', 'correct', 'the 1990 spelling'),
    blank('clé', 'clef', 'correct', 'both spellings'),
  ),
  ...group('German', 'doublets')(
    form('bäckt', 'backt', 'correct', 'backen: both 3rd persons'),
    form('du bäckst', 'du backst', 'correct', 'backen: both 2nd persons'),
    form('ihr backt', 'ihr bäckt', 'wrong', '"bäckt" is the 3rd person only'),
    form('gesandt', 'gesendet', 'correct', 'senden: both participles'),
    form('sandte', 'sendete', 'correct', 'senden: both preterites'),
    form('wandten', 'wendeten', 'correct', 'wenden: both preterites'),
    form('sandte', 'sendeten', 'wrong', 'another person'),
    translate(
      'Er hat mir einen Brief gesandt.',
      'Er hat mir einen Brief gesendet.',
      'correct',
      'senden: both participles',
    ),
    blank('selbstständig', 'selbständig', 'correct', 'both spellings'),
    translate(
      'Ich habe dir eine E-Mail geschickt.',
      'Ich habe dir eine E-Mail gesandt.',
      'correct',
      'senden for schicken, with either participle',
    ),
  ),
  ...group('Italian', 'doublets')(
    form('perso', 'perduto', 'correct', 'both participles of perdere'),
    form('visto', 'veduto', 'correct', 'both participles of vedere'),
    form('apparvi', 'apparii', 'correct', 'both passati remoti'),
    form('dovetti', 'dovei', 'correct', 'both passati remoti'),
    form('dovette', 'dové', 'correct', 'both passati remoti'),
    form('dovetti', 'dovette', 'wrong', 'another person'),
    form('apparvi', 'apparve', 'wrong', 'another person'),
    blank('siedo', 'seggo', 'correct', 'both present stems'),
    translate('Ho perso le chiavi.', 'Ho perduto le chiavi.', 'correct', 'both participles'),
  ),
  ...group('Portuguese', 'doublets')(
    form('cantámos', 'cantamos', 'correct', 'the Brazilian preterite'),
    form('falámos', 'falamos', 'correct', 'the Brazilian preterite'),
    form('cantámos', 'cantávamos', 'wrong', 'the imperfect, not the preterite'),
    blank('connosco', 'conosco', 'correct', 'Brazilian spelling'),
    blank('perspetiva', 'perspectiva', 'correct', 'Brazilian spelling'),
  ),
];

const synonyms: VariantCase[] = [
  ...group('English', 'synonyms')(
    translate('I ride my bicycle to school.', 'I ride my bike to school.', 'correct', 'clipping'),
    translate('We went to the cinema.', 'We went to the movies.', 'correct', 'American'),
    translate('Everyone is here.', 'Everybody is here.', 'correct', 'synonym'),
    translate('He is very intelligent.', 'He is very clever.', 'correct', 'synonym'),
    blank('trousers', 'pants', 'correct', 'American'),
    translate('Everyone is here.', 'No one is here.', 'wrong', 'the opposite'),
    translate(
      'I ride my bicycle to school.',
      'I rode my bike to school.',
      'wrong',
      'another tense',
    ),
  ),
  ...group('Spanish', 'synonyms')(
    question('En bicicleta.', 'En bici.', 'correct', 'clipping', {
      prompt: '¿Cómo va Marta a la universidad?',
    }),
    translate('Vimos una película.', 'Vimos una peli.', 'correct', 'clipping'),
    translate('Bebo zumo de naranja.', 'Bebo jugo de naranja.', 'correct', 'American'),
    translate('Está enfadado.', 'Está enojado.', 'correct', 'American'),
    translate('Está enfadada.', 'Está enojado.', 'wrong', 'another gender'),
    blank('bonita', 'linda', 'correct', 'synonym'),
    blank('bonita', 'lindo', 'wrong', 'another gender'),
  ),
  ...group('French', 'synonyms')(
    question('Elle est professeur de musique.', 'Prof de musique.', 'correct', 'clipping', {
      prompt: 'Quel est le métier de Sophie ?',
    }),
    translate(
      'Le lait est dans le réfrigérateur.',
      'Le lait est dans le frigo.',
      'correct',
      'clipping',
    ),
    translate('Mon ordinateur est neuf.', 'Mon ordi est neuf.', 'correct', 'clipping'),
    translate('Je vais souvent au cinéma.', 'Je vais souvent au ciné.', 'correct', 'clipping'),
    blank('parfois', 'quelquefois', 'correct', 'synonym'),
    blank('souvent', 'parfois', 'wrong', 'another frequency'),
    translate('Mon ordinateur est neuf.', 'Mes ordis sont neufs.', 'wrong', 'plural'),
    translate(
      "J'habite à Paris depuis cinq ans.",
      'Je vis à Paris depuis cinq ans.',
      'correct',
      'where one lives',
    ),
    translate('Il a habité à Lyon.', 'Il a vécu à Lyon.', 'correct', 'where one lives'),
    translate("J'habite à Paris.", 'Je vivais à Paris.', 'wrong', 'the imperfect'),
  ),
  ...group('German', 'synonyms')(
    translate('Ich fahre mit dem Auto.', 'Ich fahre mit dem Wagen.', 'correct', 'synonym'),
    translate('Mein Handy ist kaputt.', 'Mein Smartphone ist kaputt.', 'correct', 'synonym'),
    translate('Ich gehe jetzt nach Hause.', 'Ich gehe jetzt heim.', 'correct', 'synonym'),
    translate('Er studiert an der Universität.', 'Er studiert an der Uni.', 'correct', 'clipping'),
    blank('oft', 'häufig', 'correct', 'synonym'),
    translate('Ich habe ein Auto.', 'Ich habe ein Wagen.', 'wrong', '"Wagen" is masculine: einen'),
    blank('oft', 'selten', 'wrong', 'the opposite'),
    translate(
      'Ich wohne seit zwei Jahren in Berlin.',
      'Ich lebe seit zwei Jahren in Berlin.',
      'correct',
      'where one lives',
    ),
    translate('Sie wohnt in Wien.', 'Sie lebten in Wien.', 'wrong', 'another person and tense'),
  ),
  ...group('Italian', 'synonyms')(
    blank('molta', 'tanta', 'correct', '"tanta fame"', { prompt: 'Ho ___ fame! (quantità)' }),
    blank('tanto', 'molto', 'wrong', '"tanto … quanto" compares', {
      prompt: 'Marco è ___ alto quanto Luca.',
    }),
    translate('Il latte è nel frigorifero.', 'Il latte è nel frigo.', 'correct', 'clipping'),
    translate('Vado spesso al cinema.', 'Vado frequentemente al cinema.', 'correct', 'synonym'),
    translate('Il bambino gioca.', 'Il bimbo gioca.', 'correct', 'synonym'),
    translate('Il bambino gioca.', 'La bimba gioca.', 'wrong', 'another gender'),
    translate('Adesso vado a casa.', 'Ora vado a casa.', 'correct', 'synonym'),
    translate('Abitiamo a Roma.', 'Viviamo a Roma.', 'correct', 'where one lives'),
    translate('Abitiamo a Roma.', 'Vivono a Roma.', 'wrong', 'another person'),
  ),
  ...group('Portuguese', 'synonyms')(
    translate('O menino está na escola.', 'O miúdo está na escola.', 'correct', 'European'),
    translate(
      'Vou comprar um guarda-chuva.',
      'Vou comprar um chapéu de chuva.',
      'correct',
      'European',
    ),
    translate('O caminhão é grande.', 'O camião é grande.', 'correct', 'European'),
    blank('às vezes', 'de vez em quando', 'correct', 'synonym'),
    translate('A menina é bonita.', 'A menina é lindo.', 'wrong', 'another gender'),
    translate('O menino está na escola.', 'A miúda está na escola.', 'wrong', 'another gender'),
    translate('Eles moram no Porto.', 'Eles vivem no Porto.', 'correct', 'where one lives'),
    translate('Eles moram no Porto.', 'Eles viveram no Porto.', 'wrong', 'another tense'),
  ),
];

export const lexiconBatch: VariantCase[] = [...doublets, ...synonyms];
