import { blank, correct, form, question, transform, translate } from './case';
import { group, type VariantCase } from './variantCase';

/**
 * A batch of issue 28 cases for Spanish, Italian and Portuguese (2026-12-01): corrections that
 * also leave out or add a pronoun the sentence may do without, numbers that keep their gender,
 * times said in words or digits, childhood said three ways, with the near misses a teacher
 * refuses. Written by the rules' author on sentences of their own.
 */

const dogs = { prompt: 'A mí me gusta los perros.' };
const truth = { prompt: 'Le dije a ellos la verdad.' };
const coffee = { prompt: 'A ellos no le gusta el café.' };
const pronouns = group('Spanish', 'subjects')(
  correct('A mí me gustan los perros.', 'Me gustan los perros.', 'correct', 'no "a mí"', dogs),
  correct('A mí me gustan los perros.', 'A mí gustan los perros.', 'wrong', 'no "me"', dogs),
  correct('A mí me gustan los perros.', 'Me gusta los perros.', 'wrong', 'the error kept', dogs),
  correct('Les dije la verdad a ellos.', 'Les dije la verdad.', 'correct', 'no "a ellos"', truth),
  correct('Les dije la verdad.', 'Les dije la verdad a ellos.', 'correct', '"a ellos"', truth),
  correct('Les dije la verdad.', 'Le dije la verdad a ellos.', 'wrong', '"le" for "ellos"', truth),
  correct(
    'A ellos no les gusta el café.',
    'No les gusta el café.',
    'correct',
    'no "a ellos"',
    coffee,
  ),
  correct('A ellos no les gusta el café.', 'A ella no le gusta el café.', 'wrong', 'she', coffee),
  translate('A ella le encanta bailar.', 'Le encanta bailar.', 'correct', 'no "a ella"', {
    prompt: 'She loves dancing.',
  }),
  translate('Le encanta bailar.', 'A él le encanta bailar.', 'wrong', 'he for she', {
    prompt: 'She loves dancing.',
  }),
);

const pizza = { prompt: 'A me mi piace la pizza.' };
const fish = { prompt: "I don't like fish." };
const datives = group('Italian', 'subjects')(
  correct('A me piace la pizza.', 'Mi piace la pizza.', 'correct', '"mi" for "a me"', pizza),
  correct('A me piace la pizza.', 'A me mi piace la pizza.', 'wrong', 'the error kept', pizza),
  correct('Mi piace la pizza.', 'A me piace la pizza.', 'correct', '"a me" for "mi"', pizza),
  translate('Non mi piace il pesce.', 'A me non piace il pesce.', 'correct', '"a me"', fish),
  translate('Non mi piace il pesce.', 'A te non piace il pesce.', 'wrong', 'you', fish),
  translate('Anche a me piace il pesce.', 'Anche mi piace il pesce.', 'wrong', 'no Italian', {
    prompt: 'I like fish too.',
  }),
);

const seen = { prompt: 'Eu lhe vi ontem.' };
const subjects = group('Portuguese', 'subjects')(
  // "vi" is the verb here, not the Italian pronoun.
  correct('Eu o vi ontem.', 'Vi-o ontem.', 'correct', 'no subject, the pronoun after', seen),
  correct('Eu o vi ontem.', 'Viu-o ontem.', 'wrong', 'another person', seen),
  translate('Eu vi o filme.', 'Vi o filme.', 'correct', 'no subject', {
    prompt: 'I saw the film.',
  }),
);

const beds = { prompt: 'The hospital has three hundred beds.' };
const houses = { prompt: 'They have two houses and two hundred hens.' };
const genders = [
  ...group('Spanish', 'numbers')(
    translate(
      'El hospital tiene trescientas camas.',
      'El hospital tiene 300 camas.',
      'correct',
      'digits',
      beds,
    ),
    translate(
      'El hospital tiene trescientas camas.',
      'El hospital tiene trescientos camas.',
      'wrong',
      'masculine',
      beds,
    ),
  ),
  ...group('Portuguese', 'numbers')(
    translate(
      'Eles têm duas casas e duzentas galinhas.',
      'Eles têm 2 casas e 200 galinhas.',
      'correct',
      'digits',
      houses,
    ),
    translate(
      'Eles têm duas casas e duzentas galinhas.',
      'Eles têm dois casas e duzentas galinhas.',
      'wrong',
      '"dois"',
      houses,
    ),
    translate(
      'Eles têm duas casas e duzentas galinhas.',
      'Eles têm duas casas e duzentos galinhas.',
      'wrong',
      '"duzentos"',
      houses,
    ),
  ),
];

const back = {
  prompt: '¿A qué hora volvió Pablo a casa?',
  passage: 'Pablo cenó con sus amigos y volvió a casa muy tarde, a las doce y media.',
};
const train = { prompt: 'The train leaves at a quarter past ten.' };
const lesson = { prompt: 'The lesson starts at half past nine.' };
const clocks = [
  ...group('Spanish', 'numbers')(
    question('Volvió a las doce y media.', 'a las 12:30 de la noche', 'correct', 'digits', back),
    question('Volvió a las doce y media.', 'a las 12:15', 'wrong', 'another time', back),
    translate('Salimos a las ocho menos cuarto.', 'Salimos a las 7:45.', 'correct', 'digits', {
      prompt: 'We leave at a quarter to eight.',
    }),
    translate('Salimos a las ocho menos cuarto.', 'Salimos a las 8:45.', 'wrong', 'after eight', {
      prompt: 'We leave at a quarter to eight.',
    }),
  ),
  ...group('Italian', 'numbers')(
    translate(
      'Il treno parte alle dieci e un quarto.',
      'Il treno parte alle 10:15.',
      'correct',
      'digits',
      train,
    ),
    translate(
      'Il treno parte alle dieci e un quarto.',
      'Il treno parte alle 10:45.',
      'wrong',
      'another time',
      train,
    ),
  ),
  ...group('Portuguese', 'numbers')(
    translate(
      'A aula começa às nove e meia.',
      'A aula começa às 9h30.',
      'correct',
      'digits',
      lesson,
    ),
    translate(
      'A aula começa às nove e meia.',
      'A aula começa às 9h.',
      'wrong',
      'on the hour',
      lesson,
    ),
  ),
];

const child = { prompt: 'When I was a child, I played in the park.' };
const football = { prompt: 'When I was a child, I played football every afternoon.' };
const naples = { prompt: 'When I was a child, I lived in Naples.' };
const childhood = [
  ...group('Spanish', 'synonyms')(
    translate(
      'Cuando era niño, jugaba en el parque.',
      'De pequeña jugaba en el parque.',
      'correct',
      '"de pequeña"',
      child,
    ),
    translate(
      'Cuando era niño, jugaba en el parque.',
      'Cuando era pequeña, jugaba en el parque.',
      'correct',
      'the speaker a girl',
      child,
    ),
    // The object pronoun stands for the book, not the speaker: "la" is another word.
    translate(
      '¿Necesitas el libro? Sí, lo necesito.',
      '¿Necesitas el libro? Sí, la necesito.',
      'wrong',
      'the pronoun of "el libro"',
      { prompt: 'Do you need the book? Yes, I need it.' },
    ),
    translate(
      'Cuando era niño, jugaba en el parque.',
      'De pequeños jugábamos en el parque.',
      'wrong',
      'we',
      child,
    ),
    translate(
      'Cuando era niño, jugaba en el parque.',
      'De pequeño jugué en el parque.',
      'wrong',
      'the preterite',
      { ...child, trap: 'tense' },
    ),
  ),
  ...group('Italian', 'synonyms')(
    translate(
      'Quando ero bambino, abitavo a Napoli.',
      'Da piccolo abitavo a Napoli.',
      'correct',
      '"da piccolo"',
      naples,
    ),
    translate(
      'Quando ero bambino, abitavo a Napoli.',
      'Da piccola abitavo a Napoli.',
      'correct',
      'the speaker a girl',
      naples,
    ),
    translate(
      'Quando ero bambino, abitavo a Napoli.',
      'Da piccolo abitava a Napoli.',
      'wrong',
      'he',
      naples,
    ),
  ),
  ...group('Portuguese', 'synonyms')(
    translate(
      'Quando era criança, jogava futebol todas as tardes.',
      'Quando eu era pequena, jogava bola toda tarde.',
      'correct',
      'Brazil',
      football,
    ),
    translate(
      'Quando era criança, jogava futebol todas as tardes.',
      'Em miúdo jogava à bola todas as tardes.',
      'correct',
      'Portugal',
      football,
    ),
    translate(
      'Quando era criança, jogava futebol todas as tardes.',
      'Quando era criança, jogo bola todas as tardes.',
      'wrong',
      'the present',
      football,
    ),
  ),
];

const kitchen = { prompt: 'Mi madre ___ en la cocina. (estar)' };
const house = { prompt: 'La casa en ___ vivo es pequeña.' };
const dots = { prompt: 'Mi padre ... en el jardín. (estar)' };
const blanks = group('Spanish', 'equal forms')(
  blank(
    'está',
    'Mi padre está en el jardín.',
    'correct',
    'the whole sentence, a gap of dots',
    dots,
  ),
  blank('está', 'Mi padre es en el jardín.', 'wrong', '"es"', dots),
  blank('está', 'Mi madre está en la cocina.', 'correct', 'the whole sentence', kitchen),
  blank('está', 'Mi madre es en la cocina.', 'wrong', 'the whole sentence, "es"', kitchen),
  blank('la que', 'que', 'correct', '"en que"', house),
  blank('la que', 'la cual', 'correct', '"en la cual"', house),
  blank('la que', 'el que', 'wrong', 'masculine', house),
  blank('la que', 'el cual', 'wrong', 'masculine', house),
  translate(
    'Es el libro del que te hablé.',
    'Es el libro del cual te hablé.',
    'correct',
    '"del cual"',
    {
      prompt: 'It is the book I told you about.',
    },
  ),
);

const home = { prompt: 'Cuando llegaré a casa, te llamo.' };
const habit = { prompt: 'Cuando llego a casa, ceno.' };
const whenToCome = group('Spanish', 'verbs')(
  correct(
    'Cuando llegue a casa, te llamo.',
    'Cuando llegue a casa te llamaré.',
    'correct',
    'the future',
    home,
  ),
  correct(
    'Cuando llegue a casa, te llamo.',
    'Te llamaré cuando llegue a casa.',
    'correct',
    'moved',
    home,
  ),
  correct(
    'Cuando llegue a casa, te llamo.',
    'Cuando llegue a casa, te llamaba.',
    'wrong',
    'imperfect',
    {
      ...home,
      trap: 'tense',
    },
  ),
  correct(
    'Cuando llegue a casa, te llamo.',
    'Cuando llegaré a casa, te llamaré.',
    'wrong',
    'the error kept',
    home,
  ),
  translate('Cuando llego a casa, ceno.', 'Cuando llego a casa, cenaré.', 'wrong', 'a habit', {
    prompt: 'When I get home, I have dinner.',
  }),
  correct('Cuando llego a casa, ceno.', 'Cuando llego a casa, cenaré.', 'wrong', 'a habit', habit),
);

const book = { prompt: 'The book was written in 1950.' };
const late = { prompt: 'Although it was late, we went on working.' };
const bridge = { prompt: 'Hanno costruito il ponte nel 1950. (forma passiva)' };
const italianPast = group('Italian', 'verbs')(
  translate(
    'Il libro è stato scritto nel 1950.',
    'Il libro fu scritto nel 1950.',
    'correct',
    'remoto',
    book,
  ),
  translate(
    'Il libro è stato scritto nel 1950.',
    'Il libro era scritto nel 1950.',
    'wrong',
    'imperfetto',
    {
      ...book,
      trap: 'tense',
    },
  ),
  translate(
    'Il libro è stato scritto nel 1950.',
    'Il libro furono scritto nel 1950.',
    'wrong',
    'plural',
    book,
  ),
  translate(
    'Nonostante fosse tardi, abbiamo continuato a lavorare.',
    'Benché fosse tardi, continuammo a lavorare.',
    'correct',
    'benché, remoto',
    late,
  ),
  translate(
    'Nonostante fosse tardi, abbiamo continuato a lavorare.',
    'Benché fosse tardi, continuarono a lavorare.',
    'wrong',
    'they',
    late,
  ),
  transform(
    'Il ponte è stato costruito nel 1950.',
    'Il ponte fu costruito nel 1950.',
    'correct',
    'remoto',
    bridge,
  ),
  transform('Sono andato al mare.', 'Andai al mare.', 'wrong', 'the tense named', {
    prompt: 'Vado al mare. (passato prossimo)',
    trap: 'tense',
  }),
  translate('Ieri sono andato al mare.', 'Ieri ho andato al mare.', 'wrong', 'auxiliary', {
    prompt: 'Yesterday I went to the seaside.',
  }),
);

const tired = { prompt: "I've been feeling tired lately." };
const given = { prompt: 'Ho dato il libro a Luca. (pronomi combinati)' };
const placements = [
  ...group('Portuguese', 'clitics')(
    translate(
      'Tenho-me sentido cansado ultimamente.',
      'Ultimamente tenho me sentido cansada.',
      'correct',
      'Brazil, moved, a woman',
      tired,
    ),
    translate(
      'Tenho-me sentido cansado ultimamente.',
      'Ultimamente tenho te sentido cansado.',
      'wrong',
      '"te"',
      tired,
    ),
    translate(
      'Tenho-me sentido cansado ultimamente.',
      'Ultimamente tenho me sentido cansados.',
      'wrong',
      'plural',
      tired,
    ),
  ),
  ...group('Italian', 'clitics')(
    transform("Gliel'ho dato.", 'Glielo ho dato.', 'correct', 'not elided', given),
    transform("Gliel'ho dato.", 'Gliela ho dato.', 'wrong', 'feminine', given),
  ),
];

const pool = { prompt: 'A câmara construiu uma nova piscina. (voz passiva)' };
const opened = { prompt: 'The hospital was opened by the mayor.' };
const passives = [
  ...group('Portuguese', 'fronted')(
    transform(
      'Uma nova piscina foi construída pela câmara.',
      'Foi construída uma nova piscina pela câmara.',
      'correct',
      'subject after',
      pool,
    ),
    transform(
      'Uma nova piscina foi construída pela câmara.',
      'Foi construído uma nova piscina pela câmara.',
      'wrong',
      'agreement',
      pool,
    ),
    transform(
      'Uma nova piscina foi construída pela câmara.',
      'Construída foi uma nova piscina pela câmara.',
      'wrong',
      'order',
      pool,
    ),
  ),
  ...group('Spanish', 'fronted')(
    translate(
      'El hospital fue inaugurado por el alcalde.',
      'Fue inaugurado el hospital por el alcalde.',
      'correct',
      'subject after',
      opened,
    ),
    translate(
      'El hospital fue inaugurado por el alcalde.',
      'Fue inaugurado el alcalde por el hospital.',
      'wrong',
      'the other way round',
      opened,
    ),
  ),
];

const mushrooms = { prompt: "My brother doesn't like mushrooms." };
const shuttle = { prompt: 'The shuttle bus is free.' };
const app = { prompt: 'You can buy the ticket with the app.' };
const everyday = [
  ...group('Spanish', 'synonyms')(
    translate(
      'A mi hermano no le gustan las setas.',
      'A mi hermano no le gustan los champiñones.',
      'correct',
      'champiñones',
      mushrooms,
    ),
    translate(
      'A mi hermano no le gustan las setas.',
      'A mi hermano no le gustan las champiñones.',
      'wrong',
      'gender',
      mushrooms,
    ),
  ),
  ...group(
    'Italian',
    'synonyms',
  )(translate('La navetta è gratuita.', 'La navetta è gratis.', 'correct', 'gratis', shuttle)),
  ...group('Portuguese', 'synonyms')(
    translate(
      'Pode comprar o bilhete na aplicação.',
      'Pode comprar o bilhete no aplicativo.',
      'correct',
      'Brazil',
      app,
    ),
    translate(
      'Pode comprar o bilhete na aplicação.',
      'Pode comprar o bilhete na aplicativo.',
      'wrong',
      'gender',
      app,
    ),
  ),
];

const pay = { prompt: 'I pay the bill.' };
const forms = group('Portuguese', 'equal forms')(
  form('pago', 'pagado', 'correct', 'two participles', { prompt: '(pagar, particípio)' }),
  form('aceitado', 'aceite', 'correct', 'two participles', {
    prompt: 'Tinha ___ o convite. (aceitar, particípio)',
  }),
  translate('Eu pago a conta.', 'Eu pagado a conta.', 'wrong', 'a participle for "I pay"', pay),
  form('sentamo-nos', 'nos sentamos', 'correct', 'the pronoun before', {
    prompt: '(sentar-se, nós, presente)',
  }),
  form('sentamo-nos', 'nos sentamo', 'wrong', 'no s', { prompt: '(sentar-se, nós, presente)' }),
  form('dir-lhe-ei', 'lhe direi', 'correct', 'the pronoun before', {
    prompt: '(dizer, eu, futuro, + lhe)',
  }),
  form('dir-lhe-ei', 'lhe diria', 'wrong', 'the conditional', {
    prompt: '(dizer, eu, futuro, + lhe)',
    trap: 'tense',
  }),
  form('ouço', 'oiço', 'correct', 'Portugal', { prompt: '(ouvir, eu, presente)' }),
);

const doctor = { prompt: 'I have to go to the doctor.' };
const arrived = { prompt: 'I have just arrived home.' };
const reading = { prompt: 'I like reading books.' };
const tonight = { prompt: 'We are going to the cinema tonight.' };
const variants = [
  ...group('Portuguese', 'portuguese')(
    translate('Tenho de ir ao médico.', 'Tenho que ir ao médico.', 'correct', '"que"', doctor),
    translate('Tenho de ir ao médico.', 'Tive que ir ao médico.', 'wrong', 'the past', {
      ...doctor,
      trap: 'tense',
    }),
    translate(
      'Acabei de chegar a casa.',
      'Acabei de chegar em casa.',
      'correct',
      'Brazil',
      arrived,
    ),
    translate(
      'Hoje à noite vamos ao cinema.',
      'Esta noite vamos ao cinema.',
      'correct',
      'esta noite',
      tonight,
    ),
    translate(
      'Hoje à noite vamos ao cinema.',
      'Esta tarde vamos ao cinema.',
      'wrong',
      'afternoon',
      tonight,
    ),
  ),
  ...group('Spanish', 'subjects')(
    translate('Me gusta leer libros.', 'A mí me gusta leer libros.', 'correct', '"a mí"', reading),
    translate('Me gusta leer libros.', 'A ti te gusta leer libros.', 'wrong', 'you', reading),
  ),
  ...group(
    'Italian',
    'synonyms',
  )(translate('Devo andare dal medico.', 'Devo andare dal dottore.', 'correct', 'dottore', doctor)),
];

const rich = { prompt: 'If I had money, I would buy a house.' };
const optional = [
  ...group('Spanish', 'several changes')(
    translate(
      'Si tuviera dinero, compraría una casa.',
      'Si tuviese dinero, me compraría una casa.',
      'correct',
      '"me" of interest',
      rich,
    ),
    translate(
      'Si tuviera dinero, compraría una casa.',
      'Si tuviese dinero, te compraría una casa.',
      'wrong',
      'for you',
      rich,
    ),
  ),
  ...group('Italian', 'several changes')(
    translate(
      'Se avessi soldi, comprerei una casa.',
      'Se avessi dei soldi, mi comprerei una casa.',
      'correct',
      'partitive, "mi"',
      rich,
    ),
    translate(
      'Se avessi soldi, comprerei una casa.',
      'Se avessi dei soldi, ti comprerei una casa.',
      'wrong',
      'for you',
      rich,
    ),
  ),
];

const soon = { prompt: 'Ojalá que viene pronto.' };
const wishes = group('Spanish', 'synonyms')(
  correct('Ojalá venga pronto.', 'Ojalá que venga pronto.', 'correct', '"que"', soon),
  correct('Ojalá venga pronto.', 'Ojalá que viene pronto.', 'wrong', 'the error kept', soon),
);

export const romanceBatch: VariantCase[] = [
  ...wishes,
  ...optional,
  ...variants,
  ...forms,
  ...everyday,
  ...passives,
  ...placements,
  ...italianPast,
  ...whenToCome,
  ...blanks,
  ...childhood,
  ...pronouns,
  ...datives,
  ...subjects,
  ...genders,
  ...clocks,
];
