import type { Language } from '../../languages';
import {
  blank,
  type CorpusCase,
  correct,
  question,
  reorder,
  transform,
  translate,
} from './case';

/**
 * Issue 28, item 3: the ways of writing an answer that a teacher accepts (and the near misses a
 * teacher still refuses), by rule of the language. Written as a teacher grades them, before the
 * grader's rules were looked at for each case; grouped by the rule they exercise.
 */
export type VariantCategory =
  | 'numbers'
  | 'spelling'
  | 'portuguese'
  | 'clitics'
  | 'contractions'
  | 'french questions'
  | 'fronted'
  | 'subjects'
  | 'verbs'
  | 'accents';

export type VariantCase = CorpusCase & { language: Language; category: VariantCategory };

const group =
  (language: Language, category: VariantCategory) =>
  (...cases: CorpusCase[]): VariantCase[] =>
    cases.map((item) => ({ ...item, language, category }));

const numbers: VariantCase[] = [
  ...group('English', 'numbers')(
    translate('She is twenty-one years old.', 'She is 21 years old.', 'correct', 'digits'),
    translate('I have 3 brothers.', 'I have three brothers.', 'correct', 'words'),
    translate('She is twenty-one years old.', 'She is twenty one years old.', 'correct', 'no hyphen'),
    translate('The book costs 105 euros.', 'The book costs a hundred and five euros.', 'correct', 'words'),
    translate('She is twenty-one years old.', 'She is 22 years old.', 'wrong', 'another number'),
    blank('21', 'twenty-one', 'correct', 'the number in words'),
    blank('twelve', '13', 'wrong', 'another number'),
    question('92', 'ninety-two', 'correct', 'words for the digits'),
  ),
  ...group('Spanish', 'numbers')(
    translate('Tengo veintiún años.', 'Tengo 21 años.', 'correct', 'digits'),
    translate('Hay 24 alumnos en la clase.', 'Hay veinticuatro alumnos en la clase.', 'correct', 'words'),
    translate('Mi abuelo tiene 75 años.', 'Mi abuelo tiene setenta y cinco años.', 'correct', 'words'),
    translate('Tengo veintiún años.', 'Tengo 31 años.', 'wrong', 'another number'),
    blank('21', 'veintiuno', 'correct', 'the number in words'),
    blank('15', 'cincuenta', 'wrong', 'fifty is not fifteen'),
  ),
  ...group('French', 'numbers')(
    translate('Il y a vingt-quatre élèves.', 'Il y a 24 élèves.', 'correct', 'digits'),
    translate('Ma grand-mère a 92 ans.', 'Ma grand-mère a quatre-vingt-douze ans.', 'correct', 'words'),
    translate('Il a 71 ans.', 'Il a soixante et onze ans.', 'correct', 'words'),
    translate('Il y a vingt-quatre élèves.', 'Il y a 25 élèves.', 'wrong', 'another number'),
    blank('70', 'soixante-dix', 'correct', 'the number in words'),
    blank('vingt et un', '21', 'correct', 'digits'),
  ),
  ...group('German', 'numbers')(
    translate('Sie ist einundzwanzig Jahre alt.', 'Sie ist 21 Jahre alt.', 'correct', 'digits'),
    translate('Ich habe 3 Katzen.', 'Ich habe drei Katzen.', 'correct', 'words'),
    translate('Das Buch kostet 35 Euro.', 'Das Buch kostet fünfunddreißig Euro.', 'correct', 'words'),
    translate('Sie ist einundzwanzig Jahre alt.', 'Sie ist 12 Jahre alt.', 'wrong', 'another number'),
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
  translate('They travelled to Spain last year.', 'They traveled to Spain last year.', 'correct', 'American'),
  translate('We organized a party.', 'We organised a party.', 'correct', 'British -ise'),
  translate('She analysed the results.', 'She analyzed the results.', 'correct', 'American -yze'),
  translate('I met her at the theater.', 'I met her at the theatre.', 'correct', 'British -re'),
  translate('He practiced the piano every day.', 'He practised the piano every day.', 'correct', 'British practise'),
  translate('I learned a lot at school.', 'I learnt a lot at school.', 'correct', 'British learnt'),
  translate('My neighbor is very kind.', 'My neighbour is very kind.', 'correct', 'British -our'),
  translate('We apologized for the delay.', 'We apologised for the delay.', 'correct', 'British -ise'),
  translate('My favourite colour is grey.', 'My favourite colour is blue.', 'wrong', 'another colour'),
  translate('They travelled to Spain last year.', 'They travel to Spain last year.', 'wrong', 'tense'),
  translate('We organized a party.', 'We organizes a party.', 'wrong', 'person'),
);

const portuguese: VariantCase[] = group('Portuguese', 'portuguese')(
  translate('Estou fazendo os deveres.', 'Estou a fazer os deveres.', 'correct', 'a + infinitive'),
  translate('Ele está a ler um livro.', 'Ele está lendo um livro.', 'correct', 'gerund'),
  translate('Vou de ônibus para a escola.', 'Vou de autocarro para a escola.', 'correct', 'European word'),
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
    translate('Estoy explicándoselo.', 'Se lo estoy explicando.', 'correct', 'before the gerund group'),
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
  translate('Est-ce que Marie aime le chocolat ?', 'Marie aime-t-elle le chocolat ?', 'correct', 'complex inversion'),
  translate('Nous allons acheter du pain.', 'On va acheter du pain.', 'correct', 'on for nous'),
  translate('Nous avons mangé une pizza.', 'On a mangé une pizza.', 'correct', 'on for nous'),
  translate('Nous nous levons tôt.', 'On se lève tôt.', 'correct', 'on for nous'),
  translate('Nous sommes partis hier.', 'On est partis hier.', 'correct', 'on for nous'),
  translate('Nous allons acheter du pain.', 'On allons acheter du pain.', 'wrong', 'on with nous form'),
  translate('Nous allons acheter du pain.', 'Nous va acheter du pain.', 'wrong', 'nous with on form'),
  translate('Est-ce que tu aimes le chocolat ?', 'Aime-tu le chocolat ?', 'wrong', 'person'),
  translate('Est-ce que tu aimes le chocolat ?', 'Est-ce que aimes-tu le chocolat ?', 'wrong', 'both'),
);

const fronted: VariantCase[] = [
  ...group('German', 'fronted')(
    translate('Ich gehe morgen ins Kino.', 'Morgen gehe ich ins Kino.', 'correct', 'V2'),
    translate('Ich spiele am Wochenende Fußball.', 'Am Wochenende spiele ich Fußball.', 'correct', 'V2'),
    translate('Wir fahren im Sommer ans Meer.', 'Im Sommer fahren wir ans Meer.', 'correct', 'V2'),
    translate('Ich koche heute Abend.', 'Heute Abend koche ich.', 'correct', 'V2'),
    reorder('Ich gehe morgen ins Kino.', 'Morgen gehe ich ins Kino.', 'correct', 'V2'),
    translate('Ich gehe morgen ins Kino.', 'Morgen ich gehe ins Kino.', 'wrong', 'verb third'),
    translate('Wir fahren im Sommer ans Meer.', 'Im Sommer wir fahren ans Meer.', 'wrong', 'verb third'),
    reorder('Ich gehe morgen ins Kino.', 'Morgen ich gehe ins Kino.', 'wrong', 'verb third'),
  ),
  ...group('Spanish', 'fronted')(
    translate('Vamos a la playa en verano.', 'En verano vamos a la playa.', 'correct', 'fronted'),
    translate('Mañana voy al cine.', 'Voy al cine mañana.', 'correct', 'at the end'),
    reorder('Los sábados juego al fútbol.', 'Juego al fútbol los sábados.', 'correct', 'at the end'),
  ),
  ...group('English', 'fronted')(
    translate('I will go to the cinema tomorrow.', 'Tomorrow I will go to the cinema.', 'correct', 'fronted'),
    translate('We play football on Sundays.', 'On Sundays we play football.', 'correct', 'fronted'),
    reorder('We play football on Sundays.', 'On Sundays, we play football.', 'correct', 'fronted'),
    translate('I will go to the cinema tomorrow.', 'Tomorrow will I go to the cinema.', 'wrong', 'inversion'),
  ),
  ...group('French', 'fronted')(
    translate('Je vais au cinéma demain.', 'Demain, je vais au cinéma.', 'correct', 'fronted'),
    translate('Le samedi, je fais du sport.', 'Je fais du sport le samedi.', 'correct', 'at the end'),
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
    translate('Vivimos en Madrid.', 'Ellos vivimos en Madrid.', 'wrong', 'pronoun and verb disagree'),
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
  ...group('French', 'subjects')(
    translate('Je mange une pomme.', 'Mange une pomme.', 'wrong', 'French needs its subject'),
  ),
];

const verbs: VariantCase[] = [
  ...group('German', 'verbs')(
    translate('Ich rufe dich morgen an.', 'Morgen rufe ich dich an.', 'correct', 'separable, V2'),
    translate('Der Film beginnt um acht Uhr.', 'Der Film fängt um acht Uhr an.', 'correct', 'anfangen'),
    translate('Der Film fängt um acht Uhr an.', 'Der Film beginnt um acht Uhr.', 'correct', 'beginnen'),
    translate('Ich stehe um sieben Uhr auf.', 'Ich aufstehe um sieben Uhr.', 'wrong', 'prefix not separated'),
    translate('Ich stehe um sieben Uhr auf.', 'Ich stehe um sieben Uhr an.', 'wrong', 'another verb'),
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
    translate('La película empieza a las ocho.', 'La película comienza a las ocho.', 'correct', 'synonym'),
    translate('Terminé los deberes.', 'Empecé los deberes.', 'wrong', 'opposite'),
  ),
  ...group('French', 'verbs')(
    translate('Il a fini ses devoirs.', 'Il a terminé ses devoirs.', 'correct', 'synonym'),
    translate('Le film commence à huit heures.', 'Le film débute à huit heures.', 'correct', 'synonym'),
    translate('Il a fini ses devoirs.', 'Il a commencé ses devoirs.', 'wrong', 'opposite'),
  ),
  ...group('Italian', 'verbs')(
    translate('Ho finito i compiti.', 'Ho terminato i compiti.', 'correct', 'synonym'),
    translate('Il film comincia alle otto.', 'Il film inizia alle otto.', 'correct', 'synonym'),
    translate('Ho finito i compiti.', 'Ho cominciato i compiti.', 'wrong', 'opposite'),
  ),
  ...group('Portuguese', 'verbs')(
    translate('Terminei os trabalhos de casa.', 'Acabei os trabalhos de casa.', 'correct', 'synonym'),
    translate('O filme começa às oito.', 'O filme inicia às oito.', 'correct', 'synonym'),
    translate('Terminei os trabalhos de casa.', 'Comecei os trabalhos de casa.', 'wrong', 'opposite'),
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
];
