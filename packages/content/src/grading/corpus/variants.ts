import { blank, correct, question, reorder, transform, translate } from './case';
import { group, type VariantCase } from './variantCase';
import { eighthBatch } from './variantsEighth';
import { eleventhBatch } from './variantsEleventh';
import { englishGermanFrenchBatch } from './variantsEnglishGermanFrench';
import { fifthBatch } from './variantsFifth';
import { fourthBatch } from './variantsFourth';
import { lexiconBatch } from './variantsLexicon';
import { ninthBatch } from './variantsNinth';
import { onTextBatch } from './variantsOnText';
import { ownWordsBatch } from './variantsOwnWords';
import { romanceBatch } from './variantsRomance';
import { seventhBatch } from './variantsSeventh';
import { sixthBatch } from './variantsSixth';
import { tenthBatch } from './variantsTenth';
import { twelfthBatch } from './variantsTwelfth';

export type { VariantCase, VariantCategory } from './variantCase';

/**
 * Issue 28, item 3: the ways of writing an answer that a teacher accepts (and the near misses a
 * teacher still refuses), by rule of the language. Written as a teacher grades them, before the
 * grader's rules were looked at for each case; grouped by the rule they exercise.
 */
const numbers: VariantCase[] = [
  ...group('English', 'numbers')(
    translate('She is twenty-one years old.', 'She is 21 years old.', 'correct', 'digits'),
    translate('I have 3 brothers.', 'I have three brothers.', 'correct', 'words'),
    translate(
      'She is twenty-one years old.',
      'She is twenty one years old.',
      'correct',
      'no hyphen',
    ),
    translate(
      'The book costs 105 euros.',
      'The book costs a hundred and five euros.',
      'correct',
      'words',
    ),
    translate('She is twenty-one years old.', 'She is 22 years old.', 'wrong', 'another number'),
    blank('21', 'twenty-one', 'correct', 'the number in words'),
    blank('twelve', '13', 'wrong', 'another number'),
    question('92', 'ninety-two', 'correct', 'words for the digits'),
  ),
  ...group('Spanish', 'numbers')(
    translate('Tengo veintiún años.', 'Tengo 21 años.', 'correct', 'digits'),
    translate(
      'Hay 24 alumnos en la clase.',
      'Hay veinticuatro alumnos en la clase.',
      'correct',
      'words',
    ),
    translate(
      'Mi abuelo tiene 75 años.',
      'Mi abuelo tiene setenta y cinco años.',
      'correct',
      'words',
    ),
    translate('Tengo veintiún años.', 'Tengo 31 años.', 'wrong', 'another number'),
    blank('21', 'veintiuno', 'correct', 'the number in words'),
    blank('15', 'cincuenta', 'wrong', 'fifty is not fifteen'),
  ),
  ...group('French', 'numbers')(
    translate('Il y a vingt-quatre élèves.', 'Il y a 24 élèves.', 'correct', 'digits'),
    translate(
      'Ma grand-mère a 92 ans.',
      'Ma grand-mère a quatre-vingt-douze ans.',
      'correct',
      'words',
    ),
    translate('Il a 71 ans.', 'Il a soixante et onze ans.', 'correct', 'words'),
    translate('Il y a vingt-quatre élèves.', 'Il y a 25 élèves.', 'wrong', 'another number'),
    blank('70', 'soixante-dix', 'correct', 'the number in words'),
    blank('vingt et un', '21', 'correct', 'digits'),
  ),
  ...group('German', 'numbers')(
    translate('Sie ist einundzwanzig Jahre alt.', 'Sie ist 21 Jahre alt.', 'correct', 'digits'),
    translate('Ich habe 3 Katzen.', 'Ich habe drei Katzen.', 'correct', 'words'),
    translate(
      'Das Buch kostet 35 Euro.',
      'Das Buch kostet fünfunddreißig Euro.',
      'correct',
      'words',
    ),
    translate(
      'Sie ist einundzwanzig Jahre alt.',
      'Sie ist 12 Jahre alt.',
      'wrong',
      'another number',
    ),
    blank('einundzwanzig', '21', 'correct', 'digits'),
    blank('53', 'fünfunddreißig', 'wrong', 'the units and tens swapped'),
  ),
  ...group('Italian', 'numbers')(
    translate('Ho 21 anni.', 'Ho ventun anni.', 'correct', 'ventun before a noun'),
    translate('Ho ventuno anni.', 'Ho 21 anni.', 'correct', 'digits'),
    translate('Ci sono ventitré studenti.', 'Ci sono 23 studenti.', 'correct', 'digits'),
    translate('Mia nonna ha 88 anni.', 'Mia nonna ha ottantotto anni.', 'correct', 'words'),
    translate('Ci sono ventitré studenti.', 'Ci sono 33 studenti.', 'wrong', 'another number'),
    blank('diciotto', '18', 'correct', 'digits'),
  ),
  ...group('Portuguese', 'numbers')(
    translate('Tenho vinte e um anos.', 'Tenho 21 anos.', 'correct', 'digits'),
    translate('Ela tem 16 anos.', 'Ela tem dezasseis anos.', 'correct', 'European spelling'),
    translate('Ela tem 16 anos.', 'Ela tem dezesseis anos.', 'correct', 'Brazilian spelling'),
    translate('Tenho 22 livros.', 'Tenho vinte e dois livros.', 'correct', 'words'),
    translate('Tenho vinte e um anos.', 'Tenho 12 anos.', 'wrong', 'another number'),
    blank('14', 'catorze', 'correct', 'the number in words'),
  ),
];

const spelling: VariantCase[] = group('English', 'spelling')(
  translate('My favourite colour is grey.', 'My favorite color is gray.', 'correct', 'American'),
  translate('My favorite color is gray.', 'My favourite colour is grey.', 'correct', 'British'),
  translate(
    'They travelled to Spain last year.',
    'They traveled to Spain last year.',
    'correct',
    'American',
  ),
  translate('We organized a party.', 'We organised a party.', 'correct', 'British -ise'),
  translate('She analysed the results.', 'She analyzed the results.', 'correct', 'American -yze'),
  translate('I met her at the theater.', 'I met her at the theatre.', 'correct', 'British -re'),
  translate(
    'He practiced the piano every day.',
    'He practised the piano every day.',
    'correct',
    'British practise',
  ),
  translate('I learned a lot at school.', 'I learnt a lot at school.', 'correct', 'British learnt'),
  translate('My neighbor is very kind.', 'My neighbour is very kind.', 'correct', 'British -our'),
  translate(
    'We apologized for the delay.',
    'We apologised for the delay.',
    'correct',
    'British -ise',
  ),
  translate(
    'My favourite colour is grey.',
    'My favourite colour is blue.',
    'wrong',
    'another colour',
  ),
  translate(
    'They travelled to Spain last year.',
    'They travel to Spain last year.',
    'wrong',
    'tense',
  ),
  translate('We organized a party.', 'We organizes a party.', 'wrong', 'person'),
);

const portuguese: VariantCase[] = group('Portuguese', 'portuguese')(
  translate('Estou fazendo os deveres.', 'Estou a fazer os deveres.', 'correct', 'a + infinitive'),
  translate('Ele está a ler um livro.', 'Ele está lendo um livro.', 'correct', 'gerund'),
  translate(
    'Vou de ônibus para a escola.',
    'Vou de autocarro para a escola.',
    'correct',
    'European word',
  ),
  translate('Fiz o registro ontem.', 'Fiz o registo ontem.', 'correct', 'European spelling'),
  translate('O comboio chegou atrasado.', 'O trem chegou atrasado.', 'correct', 'Brazilian word'),
  translate('A equipa ganhou o jogo.', 'A equipe ganhou o jogo.', 'correct', 'Brazilian word'),
  translate(
    ['Você vai ao cinema hoje?', 'Tu vais ao cinema hoje?'],
    'Tu vais ao cinema hoje?',
    'correct',
    'tu where the key allows it',
  ),
  translate('Tu vais ao cinema hoje?', 'Você vai ao cinema hoje?', 'correct', 'você for tu'),
  translate('Estamos a estudar português.', 'Estamos estudando português.', 'correct', 'gerund'),
  translate('A casa de banho é ali.', 'O banheiro é ali.', 'correct', 'Brazilian word'),
  translate('Bebo sumo de laranja.', 'Bebo suco de laranja.', 'correct', 'Brazilian word'),
  translate('Estou fazendo os deveres.', 'Estou a fazendo os deveres.', 'wrong', 'a + gerund'),
  translate('Estou fazendo os deveres.', 'Estou fazer os deveres.', 'wrong', 'no a'),
  translate('Você vai ao cinema hoje?', 'Você vais ao cinema hoje?', 'wrong', 'person'),
  translate('Ele está a ler um livro.', 'Ele está a lia um livro.', 'wrong', 'tense'),
);

const clitics: VariantCase[] = [
  ...group('Spanish', 'clitics')(
    translate('Quiero verlo.', 'Lo quiero ver.', 'correct', 'before the group'),
    translate('Lo quiero comprar.', 'Quiero comprarlo.', 'correct', 'attached'),
    translate('Voy a dártelo mañana.', 'Te lo voy a dar mañana.', 'correct', 'before the group'),
    translate(
      'Estoy explicándoselo.',
      'Se lo estoy explicando.',
      'correct',
      'before the gerund group',
    ),
    translate('Tengo que irme.', 'Me tengo que ir.', 'correct', 'before the group'),
    translate('Quiero verlo.', 'Quiero lo ver.', 'wrong', 'between the verbs'),
    translate('Quiero verlo.', 'Lo quiero verlo.', 'wrong', 'twice'),
    translate('Quiero verlo.', 'Quiero verla.', 'wrong', 'gender'),
  ),
  ...group('Italian', 'clitics')(
    translate('Voglio vederlo.', 'Lo voglio vedere.', 'correct', 'before the group'),
    translate('Devo dirtelo.', 'Te lo devo dire.', 'correct', 'before the group'),
    translate('Mi devo alzare presto.', 'Devo alzarmi presto.', 'correct', 'attached'),
    translate('Voglio vederlo.', 'Voglio lo vedere.', 'wrong', 'between the verbs'),
    translate('Voglio vederlo.', 'Voglio vederla.', 'wrong', 'gender'),
  ),
  ...group('Portuguese', 'clitics')(
    translate('Levanto-me cedo.', 'Me levanto cedo.', 'correct', 'proclisis (Brazil)'),
    translate('Eu me chamo Ana.', 'Eu chamo-me Ana.', 'correct', 'enclisis (Portugal)'),
    translate('Ela viu-o ontem.', 'Ela o viu ontem.', 'correct', 'proclisis'),
    translate('Vou comprá-lo amanhã.', 'Vou comprar-lo amanhã.', 'wrong', 'comprá-lo'),
    translate('Não me lembro.', 'Não lembro-me.', 'wrong', 'não attracts the pronoun'),
    translate('Levanto-me cedo.', 'Levanto-te cedo.', 'wrong', 'person'),
  ),
];

const contractions: VariantCase[] = [
  ...group('English', 'contractions')(
    translate("I'm tired.", 'I am tired.', 'correct', 'full form'),
    translate('She does not like fish.', "She doesn't like fish.", 'correct', 'contracted'),
    translate('We will not go.', "We won't go.", 'correct', 'contracted'),
    translate("It's raining.", 'It is raining.', 'correct', 'full form'),
    translate('He would like a coffee.', "He'd like a coffee.", 'correct', 'contracted'),
    translate("I can't swim.", 'I cannot swim.', 'correct', 'cannot'),
    translate("They're at home.", 'They are at home.', 'correct', 'full form'),
    translate('She does not like fish.', "She don't like fish.", 'wrong', 'person'),
    translate("I'm tired.", 'I is tired.', 'wrong', 'person'),
  ),
  ...group('Spanish', 'contractions')(
    translate('Voy al cine.', 'Voy a el cine.', 'wrong', 'a + el is al'),
    translate('Vengo del parque.', 'Vengo de el parque.', 'wrong', 'de + el is del'),
    blank('al', 'a el', 'wrong', 'a + el is al'),
    translate('Voy al cine.', 'Voy al cine.', 'correct', 'the key'),
  ),
  ...group('German', 'contractions')(
    translate('Ich gehe zum Arzt.', 'Ich gehe zu dem Arzt.', 'correct', 'full form'),
    translate('Wir sind im Park.', 'Wir sind in dem Park.', 'correct', 'full form'),
    translate('Sie geht ins Kino.', 'Sie geht in das Kino.', 'correct', 'full form'),
    translate('Ich gehe zum Arzt.', 'Ich gehe zu der Arzt.', 'wrong', 'case and gender'),
    translate('Wir sind im Park.', 'Wir sind in der Park.', 'wrong', 'case and gender'),
  ),
  ...group('French', 'contractions')(
    translate('Je vais au cinéma.', 'Je vais à le cinéma.', 'wrong', 'à + le is au'),
    translate('Il revient du parc.', 'Il revient de le parc.', 'wrong', 'de + le is du'),
  ),
  ...group('Italian', 'contractions')(
    translate('Vado al cinema.', 'Vado a il cinema.', 'wrong', 'a + il is al'),
    translate('Il libro è nel cassetto.', 'Il libro è in il cassetto.', 'wrong', 'in + il is nel'),
  ),
  ...group('Portuguese', 'contractions')(
    translate('Vou ao cinema.', 'Vou a o cinema.', 'wrong', 'a + o is ao'),
    translate('Estou no parque.', 'Estou em o parque.', 'wrong', 'em + o is no'),
  ),
];

const frenchQuestions: VariantCase[] = group('French', 'french questions')(
  translate('Est-ce que tu aimes le chocolat ?', 'Aimes-tu le chocolat ?', 'correct', 'inversion'),
  translate('Est-ce que tu aimes le chocolat ?', 'Tu aimes le chocolat ?', 'correct', 'intonation'),
  translate('Où habites-tu ?', 'Où est-ce que tu habites ?', 'correct', 'est-ce que'),
  translate('Où habites-tu ?', 'Tu habites où ?', 'correct', 'intonation, où at the end'),
  translate('Quand partez-vous ?', 'Vous partez quand ?', 'correct', 'intonation'),
  translate('Est-ce qu’il a fini ?', 'A-t-il fini ?', 'correct', 'inversion with -t-'),
  translate(
    'Est-ce que Marie aime le chocolat ?',
    'Marie aime-t-elle le chocolat ?',
    'correct',
    'complex inversion',
  ),
  translate('Nous allons acheter du pain.', 'On va acheter du pain.', 'correct', 'on for nous'),
  translate('Nous avons mangé une pizza.', 'On a mangé une pizza.', 'correct', 'on for nous'),
  translate('Nous nous levons tôt.', 'On se lève tôt.', 'correct', 'on for nous'),
  translate('Nous sommes partis hier.', 'On est partis hier.', 'correct', 'on for nous'),
  translate(
    'Nous allons acheter du pain.',
    'On allons acheter du pain.',
    'wrong',
    'on with nous form',
  ),
  translate(
    'Nous allons acheter du pain.',
    'Nous va acheter du pain.',
    'wrong',
    'nous with on form',
  ),
  translate('Est-ce que tu aimes le chocolat ?', 'Aime-tu le chocolat ?', 'wrong', 'person'),
  translate(
    'Est-ce que tu aimes le chocolat ?',
    'Est-ce que aimes-tu le chocolat ?',
    'wrong',
    'both',
  ),
);

const fronted: VariantCase[] = [
  ...group('German', 'fronted')(
    translate('Ich gehe morgen ins Kino.', 'Morgen gehe ich ins Kino.', 'correct', 'V2'),
    translate(
      'Ich spiele am Wochenende Fußball.',
      'Am Wochenende spiele ich Fußball.',
      'correct',
      'V2',
    ),
    translate('Wir fahren im Sommer ans Meer.', 'Im Sommer fahren wir ans Meer.', 'correct', 'V2'),
    translate('Ich koche heute Abend.', 'Heute Abend koche ich.', 'correct', 'V2'),
    reorder('Ich gehe morgen ins Kino.', 'Morgen gehe ich ins Kino.', 'correct', 'V2'),
    translate('Ich gehe morgen ins Kino.', 'Morgen ich gehe ins Kino.', 'wrong', 'verb third'),
    translate(
      'Wir fahren im Sommer ans Meer.',
      'Im Sommer wir fahren ans Meer.',
      'wrong',
      'verb third',
    ),
    reorder('Ich gehe morgen ins Kino.', 'Morgen ich gehe ins Kino.', 'wrong', 'verb third'),
  ),
  ...group('Spanish', 'fronted')(
    translate('Vamos a la playa en verano.', 'En verano vamos a la playa.', 'correct', 'fronted'),
    translate('Mañana voy al cine.', 'Voy al cine mañana.', 'correct', 'at the end'),
    reorder(
      'Los sábados juego al fútbol.',
      'Juego al fútbol los sábados.',
      'correct',
      'at the end',
    ),
  ),
  ...group('English', 'fronted')(
    translate(
      'I will go to the cinema tomorrow.',
      'Tomorrow I will go to the cinema.',
      'correct',
      'fronted',
    ),
    translate('We play football on Sundays.', 'On Sundays we play football.', 'correct', 'fronted'),
    reorder('We play football on Sundays.', 'On Sundays, we play football.', 'correct', 'fronted'),
    translate(
      'I will go to the cinema tomorrow.',
      'Tomorrow will I go to the cinema.',
      'wrong',
      'inversion',
    ),
  ),
  ...group('French', 'fronted')(
    translate('Je vais au cinéma demain.', 'Demain, je vais au cinéma.', 'correct', 'fronted'),
    translate(
      'Le samedi, je fais du sport.',
      'Je fais du sport le samedi.',
      'correct',
      'at the end',
    ),
  ),
  ...group('Italian', 'fronted')(
    translate('Domani vado al cinema.', 'Vado al cinema domani.', 'correct', 'at the end'),
    translate("D'estate andiamo al mare.", "Andiamo al mare d'estate.", 'correct', 'at the end'),
  ),
  ...group('Portuguese', 'fronted')(
    translate('Amanhã vou ao cinema.', 'Vou ao cinema amanhã.', 'correct', 'at the end'),
    translate('No verão vamos à praia.', 'Vamos à praia no verão.', 'correct', 'at the end'),
  ),
];

const subjects: VariantCase[] = [
  ...group('Spanish', 'subjects')(
    translate('Como manzanas.', 'Yo como manzanas.', 'correct', 'pronoun'),
    translate('Nosotros vivimos en Madrid.', 'Vivimos en Madrid.', 'correct', 'no pronoun'),
    translate('Como manzanas.', 'Yo come manzanas.', 'wrong', 'person'),
    translate(
      'Vivimos en Madrid.',
      'Ellos vivimos en Madrid.',
      'wrong',
      'pronoun and verb disagree',
    ),
  ),
  ...group('Italian', 'subjects')(
    translate('Mangio la pasta.', 'Io mangio la pasta.', 'correct', 'pronoun'),
    translate('Noi abitiamo a Roma.', 'Abitiamo a Roma.', 'correct', 'no pronoun'),
    translate('Mangio la pasta.', 'Io mangia la pasta.', 'wrong', 'person'),
  ),
  ...group('Portuguese', 'subjects')(
    translate('Moro em Lisboa.', 'Eu moro em Lisboa.', 'correct', 'pronoun'),
    translate('Nós estudamos muito.', 'Estudamos muito.', 'correct', 'no pronoun'),
    translate('Moro em Lisboa.', 'Eu mora em Lisboa.', 'wrong', 'person'),
  ),
  ...group(
    'French',
    'subjects',
  )(translate('Je mange une pomme.', 'Mange une pomme.', 'wrong', 'French needs its subject')),
];

const verbs: VariantCase[] = [
  ...group('German', 'verbs')(
    translate('Ich rufe dich morgen an.', 'Morgen rufe ich dich an.', 'correct', 'separable, V2'),
    translate(
      'Der Film beginnt um acht Uhr.',
      'Der Film fängt um acht Uhr an.',
      'correct',
      'anfangen',
    ),
    translate(
      'Der Film fängt um acht Uhr an.',
      'Der Film beginnt um acht Uhr.',
      'correct',
      'beginnen',
    ),
    translate(
      'Ich stehe um sieben Uhr auf.',
      'Ich aufstehe um sieben Uhr.',
      'wrong',
      'prefix not separated',
    ),
    translate(
      'Ich stehe um sieben Uhr auf.',
      'Ich stehe um sieben Uhr an.',
      'wrong',
      'another verb',
    ),
  ),
  ...group('English', 'verbs')(
    translate('The film starts at eight.', 'The film begins at eight.', 'correct', 'synonym'),
    translate('I finished my homework.', 'I completed my homework.', 'correct', 'synonym'),
    translate('She phoned me yesterday.', 'She called me yesterday.', 'correct', 'synonym'),
    translate("I'm looking for my keys.", "I'm searching for my keys.", 'correct', 'synonym'),
    translate('The film starts at eight.', 'The film finishes at eight.', 'wrong', 'opposite'),
  ),
  ...group('Spanish', 'verbs')(
    translate('Terminé los deberes.', 'Acabé los deberes.', 'correct', 'synonym'),
    translate('Voy a tomar el autobús.', 'Voy a coger el autobús.', 'correct', 'Spain'),
    translate(
      'La película empieza a las ocho.',
      'La película comienza a las ocho.',
      'correct',
      'synonym',
    ),
    translate('Terminé los deberes.', 'Empecé los deberes.', 'wrong', 'opposite'),
  ),
  ...group('French', 'verbs')(
    translate('Il a fini ses devoirs.', 'Il a terminé ses devoirs.', 'correct', 'synonym'),
    translate(
      'Le film commence à huit heures.',
      'Le film débute à huit heures.',
      'correct',
      'synonym',
    ),
    translate('Il a fini ses devoirs.', 'Il a commencé ses devoirs.', 'wrong', 'opposite'),
  ),
  ...group('Italian', 'verbs')(
    translate('Ho finito i compiti.', 'Ho terminato i compiti.', 'correct', 'synonym'),
    translate('Il film comincia alle otto.', 'Il film inizia alle otto.', 'correct', 'synonym'),
    translate('Ho finito i compiti.', 'Ho cominciato i compiti.', 'wrong', 'opposite'),
  ),
  ...group('Portuguese', 'verbs')(
    translate(
      'Terminei os trabalhos de casa.',
      'Acabei os trabalhos de casa.',
      'correct',
      'synonym',
    ),
    translate('O filme começa às oito.', 'O filme inicia às oito.', 'correct', 'synonym'),
    translate(
      'Terminei os trabalhos de casa.',
      'Comecei os trabalhos de casa.',
      'wrong',
      'opposite',
    ),
  ),
];

const accents: VariantCase[] = [
  ...group('Spanish', 'accents')(
    blank('está', 'esta', 'wrong', 'esta is a demonstrative'),
    blank('tú', 'tu', 'wrong', 'tu is a possessive'),
    blank('él', 'el', 'wrong', 'el is the article'),
    translate('Ella está en casa.', 'Ella esta en casa.', 'half', 'esta for está'),
    translate('¿Tú tienes un perro?', '¿Tu tienes un perro?', 'half', 'tu for tú'),
    translate('Él come pan.', 'Comía pan.', 'wrong', 'tense'),
  ),
  ...group('French', 'accents')(
    blank('à', 'a', 'wrong', 'a is the verb'),
    blank('où', 'ou', 'wrong', 'ou is or'),
    translate('Il va à Paris.', 'Il va a Paris.', 'half', 'a for à'),
  ),
  ...group('Portuguese', 'accents')(
    blank('é', 'e', 'wrong', 'e is and'),
    translate('Ela é alta.', 'Ela e alta.', 'half', 'e for é'),
    blank('está', 'esta', 'wrong', 'esta is a demonstrative'),
  ),
  ...group('Italian', 'accents')(
    blank('è', 'e', 'wrong', 'e is and'),
    translate('Lui è alto.', 'Lui e alto.', 'half', 'e for è'),
    blank('là', 'la', 'wrong', 'la is the article'),
  ),
];

/**
 * A second batch, written after the first was passing and before grading it: the same rules on
 * other sentences and kinds of item, to see whether the rules hold beyond the first cases.
 */
const second: VariantCase[] = [
  ...group('English', 'numbers')(
    question('There are fifteen students.', '15', 'correct', 'digits', {
      prompt: 'How many students are there?',
    }),
    translate('We waited for 45 minutes.', 'We waited for forty-five minutes.', 'correct', 'words'),
    translate('He was born in 1990.', 'He was born in 1990.', 'correct', 'the key'),
    translate('We waited for 45 minutes.', 'We waited for fifty-four minutes.', 'wrong', 'swapped'),
    question('There are fifteen students.', '50', 'wrong', 'another number', {
      prompt: 'How many students are there?',
    }),
    question(
      'There are fifteen students.',
      'There are 15 teachers.',
      'half',
      'teachers, not students',
      {
        prompt: 'How many students are there?',
      },
    ),
  ),
  ...group('Spanish', 'numbers')(
    question('Tiene treinta y dos años.', '32', 'correct', 'digits', {
      prompt: '¿Cuántos años tiene?',
    }),
    translate('Compré 100 manzanas.', 'Compré cien manzanas.', 'correct', 'cien'),
    translate('Hay 500 personas.', 'Hay quinientas personas.', 'correct', 'feminine hundreds'),
    translate('Compré 100 manzanas.', 'Compré mil manzanas.', 'wrong', 'a thousand'),
  ),
  ...group('French', 'numbers')(
    question('Il a quatre-vingts ans.', '80', 'correct', 'digits', {
      prompt: 'Quel âge a-t-il ?',
    }),
    translate('Nous avons 31 livres.', 'Nous avons trente et un livres.', 'correct', 'words'),
    translate('Nous avons 31 livres.', 'Nous avons treize livres.', 'wrong', 'thirteen'),
  ),
  ...group('German', 'numbers')(
    question('Er ist achtundvierzig Jahre alt.', '48', 'correct', 'digits', {
      prompt: 'Wie alt ist er?',
    }),
    translate('Wir haben 100 Bücher.', 'Wir haben hundert Bücher.', 'correct', 'words'),
    translate('Wir haben 100 Bücher.', 'Wir haben tausend Bücher.', 'wrong', 'a thousand'),
  ),
  ...group('Italian', 'numbers')(
    question('Ha quarantotto anni.', '48', 'correct', 'digits', {
      prompt: 'Quanti anni ha?',
    }),
    translate('Abbiamo 31 libri.', 'Abbiamo trentuno libri.', 'correct', 'words'),
    translate('Abbiamo 31 libri.', 'Abbiamo tredici libri.', 'wrong', 'thirteen'),
  ),
  ...group('Portuguese', 'numbers')(
    question('Ela tem trinta e duas canetas.', '32', 'correct', 'digits', {
      prompt: 'Quantas canetas tem ela?',
    }),
    translate('Comprei 200 laranjas.', 'Comprei duzentas laranjas.', 'correct', 'feminine'),
    translate('Comprei 200 laranjas.', 'Comprei dois laranjas.', 'wrong', 'another number'),
  ),
  ...group('English', 'spelling')(
    translate(
      'The programme starts at nine.',
      'The program starts at nine.',
      'correct',
      'American',
    ),
    translate('She cancelled the meeting.', 'She canceled the meeting.', 'correct', 'American'),
    translate('I realise I was wrong.', 'I realize I was wrong.', 'correct', 'American'),
    blank('colour', 'color', 'correct', 'American'),
    translate('The programme starts at nine.', 'The program started at nine.', 'wrong', 'tense'),
    blank('travelled', 'travel', 'wrong', 'tense'),
  ),
  ...group('Portuguese', 'portuguese')(
    translate('Ela está a trabalhar agora.', 'Ela está trabalhando agora.', 'correct', 'gerund'),
    translate(
      'Eles estavam a jogar futebol.',
      'Eles estavam jogando futebol.',
      'correct',
      'gerund',
    ),
    translate(
      'Apanhei o comboio das oito.',
      'Peguei o trem das oito.',
      'correct',
      'Brazilian words',
    ),
    translate('O meu telemóvel é novo.', 'O meu celular é novo.', 'correct', 'Brazilian word'),
    translate('Ela está a trabalhar agora.', 'Ela está a trabalhou agora.', 'wrong', 'tense'),
    translate(['Tu tens um cão?', 'Você tem um cão?'], 'Você tens um cão?', 'wrong', 'person'),
    transform(
      'Você vai à praia.',
      'Tu vais à praia.',
      'wrong',
      'the transformation asked for você',
      {
        prompt: 'Tu vais à praia. (você)',
      },
    ),
  ),
  ...group('Spanish', 'clitics')(
    translate('Puedo ayudarte.', 'Te puedo ayudar.', 'correct', 'before the group'),
    translate('Estoy leyéndolo.', 'Lo estoy leyendo.', 'correct', 'before the gerund group'),
    translate('Te puedo ayudar.', 'Puedo te ayudar.', 'wrong', 'between the verbs'),
    translate('Puedo ayudarte.', 'Puedo ayudarle.', 'wrong', 'another pronoun'),
  ),
  ...group('Italian', 'clitics')(
    translate('Posso aiutarti.', 'Ti posso aiutare.', 'correct', 'before the group'),
    translate('Ti posso aiutare.', 'Posso ti aiutare.', 'wrong', 'between the verbs'),
  ),
  ...group('Portuguese', 'clitics')(
    translate('Chamo-me Pedro.', 'Me chamo Pedro.', 'correct', 'Brazil'),
    translate('Ela deu-me um livro.', 'Ela me deu um livro.', 'correct', 'proclisis'),
    translate('Nunca me esqueço.', 'Nunca esqueço-me.', 'wrong', 'nunca attracts'),
    translate('Acho que se enganou.', 'Acho que enganou-se.', 'wrong', 'que attracts'),
  ),
  ...group('English', 'contractions')(
    translate("We've finished.", 'We have finished.', 'correct', 'full form'),
    translate('You are right.', "You're right.", 'correct', 'contracted'),
    translate("There's a problem.", 'There is a problem.', 'correct', 'full form'),
    translate("He isn't here.", "He's not here.", 'correct', 'the other contraction'),
    translate('You are right.', 'Your right.', 'wrong', 'your for you are'),
  ),
  ...group('German', 'contractions')(
    translate('Wir gehen am Montag.', 'Wir gehen an dem Montag.', 'correct', 'full form'),
    translate('Er kommt vom Bahnhof.', 'Er kommt von dem Bahnhof.', 'correct', 'full form'),
    translate('Er kommt vom Bahnhof.', 'Er kommt von der Bahnhof.', 'wrong', 'gender'),
  ),
  ...group('Spanish', 'contractions')(
    blank('del', 'de el', 'wrong', 'de + el is del'),
    translate('Vamos al parque.', 'Vamos a la parque.', 'wrong', 'gender'),
  ),
  ...group('French', 'french questions')(
    translate('Est-ce que vous parlez anglais ?', 'Parlez-vous anglais ?', 'correct', 'inversion'),
    translate('Pourquoi est-ce que tu pleures ?', 'Pourquoi pleures-tu ?', 'correct', 'inversion'),
    translate('Comment tu t’appelles ?', 'Comment t’appelles-tu ?', 'correct', 'inversion'),
    translate('Nous habitons à Lyon.', 'On habite à Lyon.', 'correct', 'on'),
    translate('Nous habitons à Lyon.', 'On habitons à Lyon.', 'wrong', 'on with nous form'),
    translate('Est-ce que vous parlez anglais ?', 'Parlez-tu anglais ?', 'wrong', 'person'),
  ),
  ...group('German', 'fronted')(
    translate('Ich lerne jeden Tag Deutsch.', 'Jeden Tag lerne ich Deutsch.', 'correct', 'V2'),
    translate(
      'Er hat gestern Fußball gespielt.',
      'Gestern hat er Fußball gespielt.',
      'correct',
      'V2',
    ),
    translate(
      'Er hat gestern Fußball gespielt.',
      'Gestern er hat Fußball gespielt.',
      'wrong',
      'verb third',
    ),
    translate(
      'Ich lerne jeden Tag Deutsch.',
      'Jeden Tag ich lerne Deutsch.',
      'wrong',
      'verb third',
    ),
  ),
  ...group(
    'Italian',
    'fronted',
  )(reorder('Il sabato vado in palestra.', 'Vado in palestra il sabato.', 'correct', 'at the end')),
  ...group(
    'Portuguese',
    'fronted',
  )(reorder('Todos os dias como fruta.', 'Como fruta todos os dias.', 'correct', 'at the end')),
  ...group('Spanish', 'subjects')(
    translate('Ella trabaja en un hospital.', 'Trabaja en un hospital.', 'correct', 'no pronoun'),
    translate('Trabajamos mucho.', 'Nosotros no trabajamos mucho.', 'wrong', 'negation'),
    translate('Ella trabaja en un hospital.', 'Ella trabajo en un hospital.', 'wrong', 'person'),
  ),
  ...group('Italian', 'subjects')(
    translate('Lei lavora in banca.', 'Lavora in banca.', 'correct', 'no pronoun'),
    translate('Lavoriamo molto.', 'Loro lavoriamo molto.', 'wrong', 'pronoun and verb disagree'),
  ),
  ...group('Portuguese', 'subjects')(
    translate('Ela trabalha num hospital.', 'Trabalha num hospital.', 'correct', 'no pronoun'),
    translate(
      'Trabalhamos muito.',
      'Eles trabalhamos muito.',
      'wrong',
      'pronoun and verb disagree',
    ),
  ),
  ...group('German', 'verbs')(
    translate(
      'Wann fängt der Unterricht an?',
      'Wann beginnt der Unterricht?',
      'correct',
      'beginnen',
    ),
    translate('Ich rufe meine Mutter an.', 'Ich anrufe meine Mutter.', 'wrong', 'prefix'),
  ),
  ...group('Spanish', 'verbs')(
    translate('Acabo de comer.', 'Termino de comer.', 'wrong', 'acabar de is just'),
    translate('Comenzamos la clase.', 'Empezamos la clase.', 'correct', 'synonym'),
  ),
  ...group(
    'French',
    'verbs',
  )(
    translate(
      'La réunion commence à dix heures.',
      'La réunion finit à dix heures.',
      'wrong',
      'opposite',
    ),
  ),
  ...group('English', 'verbs')(
    translate('The shop opens at nine.', 'The shop closes at nine.', 'wrong', 'opposite'),
    translate('The children are playing.', 'The kids are playing.', 'correct', 'synonym'),
  ),
  ...group('Spanish', 'accents')(
    blank('sí', 'si', 'wrong', 'si is if'),
    blank('más', 'mas', 'wrong', 'mas is but'),
    translate('Él es mi hermano.', 'El es mi hermano.', 'half', 'el for él'),
  ),
  ...group(
    'French',
    'accents',
  )(translate('Elle habite là.', 'Elle habite la.', 'half', 'la for là')),
  ...group(
    'Portuguese',
    'accents',
  )(translate('O café está quente.', 'O café esta quente.', 'half', 'esta for está')),
  ...group('Italian', 'accents')(blank('sì', 'si', 'wrong', 'si is the pronoun')),
];

/** A third batch, written after the second passed: near misses the new rules must not let by. */
const third: VariantCase[] = [
  ...group('French', 'french questions')(
    translate('Est-ce que le chat mange ?', 'Le chat mange-t-il ?', 'correct', 'complex inversion'),
    translate('Est-ce que le chat mange ?', 'Le chat mange-t-elle ?', 'wrong', 'gender'),
    translate('Où est-il ?', 'Il est où ?', 'correct', 'intonation'),
    translate('Comment t’appelles-tu ?', 'Tu t’appelles comment ?', 'correct', 'intonation'),
    translate('Nous sommes allés au cinéma.', 'On est allés au cinéma.', 'correct', 'on'),
    translate('Quel âge a-t-il ?', 'Quel âge il a ?', 'correct', 'intonation'),
    translate('Quel âge a-t-il ?', 'Quel âge a-t-elle ?', 'wrong', 'another person'),
  ),
  ...group('Spanish', 'subjects')(
    translate('Hablas muy bien.', 'Tú hablas muy bien.', 'correct', 'pronoun'),
    translate('Nunca comemos carne.', 'Nosotros nunca comemos carne.', 'correct', 'pronoun'),
    translate('Vivimos en Madrid.', 'Ella vivimos en Madrid.', 'wrong', 'disagree'),
  ),
  ...group('Italian', 'subjects')(
    translate('Non mangiamo carne.', 'Noi non mangiamo carne.', 'correct', 'pronoun'),
    translate('Mangiamo la pasta.', 'Lui mangiamo la pasta.', 'wrong', 'disagree'),
  ),
  ...group('Portuguese', 'portuguese')(
    translate('Você se levanta cedo?', 'Tu levantas-te cedo?', 'correct', 'tu, Portugal'),
    translate('Você se levanta cedo?', 'Tu se levanta cedo?', 'wrong', 'tu with você forms'),
  ),
  ...group('English', 'contractions')(
    translate('I had gone home.', "I'd gone home.", 'correct', "'d is had"),
    translate('I would go home.', "I'd go home.", 'correct', "'d is would"),
    correct('She does not like fish.', "She doesn't like fish.", 'correct', 'contracted', {
      prompt: "She don't like fish.",
    }),
    correct('She does not like fish.', "She don't like fish.", 'wrong', 'left as it was', {
      prompt: "She don't like fish.",
    }),
  ),
  ...group('German', 'verbs')(
    translate(
      'Der Film beginnt um acht Uhr.',
      'Um acht Uhr fängt der Film an.',
      'correct',
      'V2, separable',
    ),
    translate(
      'Der Film beginnt um acht Uhr.',
      'Der Film fängt um acht Uhr.',
      'wrong',
      'no particle',
    ),
  ),
  ...group('English', 'verbs')(
    translate('The car is red.', 'The car is blue.', 'wrong', 'another colour'),
    translate('The film begins at eight.', 'The film began at eight.', 'wrong', 'tense'),
  ),
  ...group('Spanish', 'verbs')(
    translate('Voy a tomar el tren.', 'Voy a coger el tren.', 'correct', 'Spain'),
    translate('La tienda abre a las nueve.', 'La tienda cierra a las nueve.', 'wrong', 'opposite'),
    translate('El lunes voy al médico.', 'El martes voy al médico.', 'wrong', 'another day'),
    translate('Terminé los deberes.', 'Acabaré los deberes.', 'wrong', 'tense'),
  ),
  ...group(
    'Italian',
    'clitics',
  )(translate('Voglio vederlo.', 'Lo voglio vederlo.', 'wrong', 'twice')),
  ...group(
    'German',
    'fronted',
  )(
    translate(
      'Wir gehen heute Abend ins Kino.',
      'Heute Abend gehen wir ins Kino.',
      'correct',
      'V2',
    ),
  ),
  ...group('English', 'fronted')(
    translate(
      'If I have time, I will go to the cinema.',
      'I will go to the cinema if I have time.',
      'correct',
      'the clause after',
    ),
    translate(
      'I stayed at home because it was raining.',
      'Because it was raining, I stayed at home.',
      'correct',
      'the clause before',
    ),
  ),
  ...group('German', 'fronted')(
    translate(
      'Wenn ich Zeit habe, gehe ich ins Kino.',
      'Ich gehe ins Kino, wenn ich Zeit habe.',
      'correct',
      'the clause after',
    ),
    translate(
      'Ich bleibe zu Hause, weil es regnet.',
      'Weil es regnet, bleibe ich zu Hause.',
      'correct',
      'the clause before, verb first',
    ),
    translate(
      'Ich bleibe zu Hause, weil es regnet.',
      'Weil es regnet, ich bleibe zu Hause.',
      'wrong',
      'subject before the verb',
    ),
    translate(
      'Wenn ich Zeit habe, gehe ich ins Kino.',
      'Wenn ich Zeit habe, ich gehe ins Kino.',
      'wrong',
      'subject before the verb',
    ),
  ),
  ...group(
    'French',
    'fronted',
  )(
    translate(
      'Quand il pleut, je reste à la maison.',
      'Je reste à la maison quand il pleut.',
      'correct',
      'the clause after',
    ),
  ),
  ...group('Spanish', 'verbs')(
    translate('Te envié una carta.', 'Te mandé una carta.', 'correct', 'the engine’s verb'),
    translate('Elegimos el restaurante.', 'Escogimos el restaurante.', 'correct', 'synonym'),
    translate('Elegimos el restaurante.', 'Escogeremos el restaurante.', 'wrong', 'tense'),
    translate('Tomo un café.', 'Cojo un café.', 'wrong', 'coger is not tomar for a drink'),
  ),
  ...group(
    'French',
    'verbs',
  )(translate('Elle prépare le dîner.', 'Elle cuisine le dîner.', 'correct', 'the engine’s verb')),
  ...group(
    'German',
    'verbs',
  )(translate('Ich schicke dir eine E-Mail.', 'Ich sende dir eine E-Mail.', 'correct', 'synonym')),
  ...group(
    'Italian',
    'verbs',
  )(translate('Ho mandato una lettera.', 'Ho inviato una lettera.', 'correct', 'synonym')),
  ...group(
    'Portuguese',
    'verbs',
  )(translate('Enviei uma mensagem.', 'Mandei uma mensagem.', 'correct', 'synonym')),
];

export const variantCases: VariantCase[] = [
  ...numbers,
  ...spelling,
  ...portuguese,
  ...clitics,
  ...contractions,
  ...frenchQuestions,
  ...fronted,
  ...subjects,
  ...verbs,
  ...accents,
  ...second,
  ...third,
  ...fourthBatch,
  ...fifthBatch,
  ...sixthBatch,
  ...seventhBatch,
  ...eighthBatch,
  ...ninthBatch,
  ...romanceBatch,
  ...tenthBatch,
  ...eleventhBatch,
  ...twelfthBatch,
  ...englishGermanFrenchBatch,
  ...lexiconBatch,
  ...onTextBatch,
  ...ownWordsBatch,
];
