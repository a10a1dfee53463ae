import { blank, correct, form, transform, translate } from './case';
import { group, type VariantCase } from './variantCase';

/**
 * A ninth batch of issue 28 cases (2026-11-30, session 19), for the rules added after the
 * second development set (devset2) showed right answers refused in translations,
 * transformations, corrections, blanks and conjugations: each right form with the near misses
 * a teacher refuses (another tense, another person, a wrong agreement). Written by the rules'
 * author: they show what the rules do.
 */

const went = { prompt: 'Ayer ___ al cine con mis amigos. (ir, pretérito indefinido)' };
const gone = { prompt: 'Ieri ___ andati al cinema. (essere)' };
const foi = { prompt: 'Ontem ___ ao cinema com os amigos. (ir, pretérito perfeito)' };
const openPersons: VariantCase[] = [
  ...group('Spanish', 'subjects')(
    blank('fui', 'fuimos', 'correct', 'no subject says who went', went),
    blank('fui', 'íbamos', 'wrong', 'the imperfect', { ...went, trap: 'tense' }),
    blank('fui', 'fue', 'wrong', '"mis amigos": the speaker went', went),
    blank('fuiste', 'fuisteis', 'correct', '"tus amigos": the listeners', {
      prompt: 'Ayer ___ al cine con tus amigos. (ir, pretérito indefinido)',
    }),
    blank('fue', 'fuimos', 'wrong', 'the subject is said', {
      prompt: 'Mi hermano ___ al cine ayer. (ir, pretérito indefinido)',
    }),
    blank('vengas', 'venga', 'correct', 'usted', { prompt: 'Quiero que ___ conmigo. (venir)' }),
    blank('vengas', 'vienes', 'wrong', 'the indicative', {
      prompt: 'Quiero que ___ conmigo. (venir)',
      trap: 'tense',
    }),
  ),
  ...group('Italian', 'subjects')(
    blank('siamo', 'sono', 'correct', 'loro', gone),
    blank('siamo', 'sei', 'wrong', 'a singular before "andati"', gone),
    blank('siamo', 'erano', 'wrong', 'the imperfect', { ...gone, trap: 'tense' }),
  ),
  ...group('Portuguese', 'subjects')(
    blank('fui', 'fomos', 'correct', 'nós', foi),
    blank('fui', 'íamos', 'wrong', 'the imperfect', { ...foi, trap: 'tense' }),
    blank('fui', 'foram', 'wrong', '"meus amigos": the speaker went', {
      prompt: 'Ontem ___ ao cinema com os meus amigos. (ir, pretérito perfeito)',
    }),
    blank('fui', 'fomos', 'wrong', 'the subject is said', {
      prompt: 'Ontem eu ___ ao cinema com os amigos. (ir, pretérito perfeito)',
    }),
  ),
];

const opinion = { prompt: 'Pienso de que es una buena idea.' };
const synonyms: VariantCase[] = [
  ...group('English', 'synonyms')(
    correct(
      'Despite the rain, we went out.',
      'In spite of the rain, we went out.',
      'correct',
      'in spite of',
      {
        prompt: 'Despite of the rain, we went out.',
      },
    ),
    correct(
      'Despite the rain, we went out.',
      'Despite of the rain, we went out.',
      'wrong',
      'the mistake left',
      {
        prompt: 'Despite of the rain, we went out.',
      },
    ),
  ),
  ...group('Spanish', 'synonyms')(
    correct(
      'Pienso que es una buena idea.',
      'Creo que es una buena idea.',
      'correct',
      'creer que',
      opinion,
    ),
    correct(
      'Pienso que es una buena idea.',
      'Creo de que es una buena idea.',
      'wrong',
      'the mistake left',
      opinion,
    ),
    correct(
      'Había muchas personas en la plaza.',
      'Había mucha gente en la plaza.',
      'correct',
      'gente',
      {
        prompt: 'Habían muchas personas en la plaza.',
      },
    ),
    correct(
      'Había muchas personas en la plaza.',
      'Habían mucha gente en la plaza.',
      'wrong',
      'the plural left',
      {
        prompt: 'Habían muchas personas en la plaza.',
      },
    ),
  ),
  ...group('Italian', 'synonyms')(
    translate('Penso che abbia ragione.', 'Credo che abbia ragione.', 'correct', 'credere che'),
    translate('Penso che abbia ragione.', 'Credo che abbiano ragione.', 'wrong', 'another person'),
    correct(
      'Malgrado sia tardi, continuiamo.',
      'Nonostante sia tardi, continuiamo.',
      'correct',
      'nonostante',
      {
        prompt: 'Malgrado è tardi, continuiamo.',
      },
    ),
    correct(
      'Malgrado sia tardi, continuiamo.',
      'Nonostante è tardi, continuiamo.',
      'wrong',
      'the indicative left',
      {
        prompt: 'Malgrado è tardi, continuiamo.',
        trap: 'tense',
      },
    ),
    transform(
      'Ha detto che sarebbe venuto il giorno dopo.',
      "Ha detto che sarebbe venuto l'indomani.",
      'correct',
      "l'indomani",
      {
        prompt: 'Ha detto: «Verrò domani.» (discorso indiretto al passato)',
      },
    ),
    transform(
      'Ha detto che sarebbe venuto il giorno dopo.',
      'Ha detto che verrebbe il giorno dopo.',
      'wrong',
      'the present conditional',
      {
        prompt: 'Ha detto: «Verrò domani.» (discorso indiretto al passato)',
        trap: 'tense',
      },
    ),
    blank('affinché', 'perché', 'correct', 'perché with the subjunctive', {
      prompt: 'Te lo dico ___ tu lo sappia. (congiunzione finale)',
    }),
    blank('perché', 'affinché', 'wrong', 'a purpose for a cause', {
      prompt: 'Non esco ___ piove.',
    }),
  ),
  ...group('French', 'synonyms')(
    translate(
      'Il est indispensable que tout le monde participe.',
      'Il est essentiel que chacun participe.',
      'correct',
      'essentiel, chacun',
      { prompt: 'It is essential that everyone take part.' },
    ),
    translate(
      'Il est indispensable que tout le monde participe.',
      'Il est essentiel que chacun participait.',
      'wrong',
      'the imperfect after "il est essentiel que"',
      { prompt: 'It is essential that everyone take part.', trap: 'tense' },
    ),
    transform(
      "Elle a dit qu'elle viendrait le lendemain.",
      "Elle a dit qu'elle viendrait le jour suivant.",
      'correct',
      'le jour suivant',
      {
        prompt: 'Elle a dit : « Je viendrai demain. » (discours indirect au passé)',
      },
    ),
    transform(
      "Elle a dit qu'elle viendrait le lendemain.",
      "Elle a dit qu'elle viendra le jour suivant.",
      'wrong',
      'the future',
      {
        prompt: 'Elle a dit : « Je viendrai demain. » (discours indirect au passé)',
        trap: 'tense',
      },
    ),
  ),
  ...group('German', 'synonyms')(
    blank('Trotz', 'Ungeachtet', 'correct', 'the formal preposition', {
      prompt: '___ des Regens gingen wir spazieren. (Präposition)',
    }),
    blank('Trotz', 'Wegen', 'wrong', 'a cause', {
      prompt: '___ des Regens gingen wir spazieren. (Präposition)',
    }),
  ),
  ...group('Portuguese', 'synonyms')(
    correct('Havia muitas pessoas na praça.', 'Havia muita gente na praça.', 'correct', 'gente', {
      prompt: 'Haviam muitas pessoas na praça.',
    }),
    correct(
      'Havia muitas pessoas na praça.',
      'Haviam muita gente na praça.',
      'wrong',
      'the plural left',
      {
        prompt: 'Haviam muitas pessoas na praça.',
      },
    ),
  ),
];

const accepted = { prompt: 'Eles foram ___ no curso de Medicina. (aceitar, particípio passado)' };
const leftEarlier = {
  prompt:
    'Se eu ___ mais cedo, tinha apanhado o comboio. (sair, mais-que-perfeito do conjuntivo, eu)',
};
const toSchool = { prompt: 'Ontem eu vou à escola.' };
const withYou = { prompt: 'If I had time, I would go with you.' };
const portuguese: VariantCase[] = group('Portuguese', 'portuguese')(
  form('aceites', 'aceitos', 'correct', "Brazil's participle", accepted),
  form('aceites', 'aceitas', 'wrong', 'the feminine for "eles"', accepted),
  form('tivesse saído', 'houvesse saído', 'correct', 'haver as the auxiliary', leftEarlier),
  form('tivesse saído', 'houvera saído', 'wrong', 'the pluperfect indicative', {
    ...leftEarlier,
    trap: 'tense',
  }),
  blank('a', 'para', 'correct', 'ir para', { prompt: 'Amanhã vou ___ Lisboa.' }),
  blank('a', 'em', 'wrong', 'em after ir', { prompt: 'Amanhã vou ___ Lisboa.' }),
  blank('para o', 'ao', 'correct', 'ir a', { prompt: 'Vou ___ trabalho de autocarro.' }),
  blank('para o', 'à', 'wrong', 'the feminine', { prompt: 'Vou ___ trabalho de autocarro.' }),
  correct('Ontem eu fui à escola.', 'Ontem fui para a escola.', 'correct', 'ir para', toSchool),
  correct('Ontem eu fui à escola.', 'Ontem vou para a escola.', 'wrong', 'the mistake left', {
    ...toSchool,
    trap: 'tense',
  }),
  translate(
    'Se tivesse tempo, ia contigo.',
    'Se eu tivesse tempo, iria com você.',
    'correct',
    'com você',
    withYou,
  ),
  translate(
    'Se tivesse tempo, ia contigo.',
    'Se eu tivesse tempo, iria com ele.',
    'wrong',
    'him',
    withYou,
  ),
);

const rain = { prompt: 'Aunque llueva, saldremos. (por mucho que)' };
const mind = { prompt: 'Por mucho que insistas, no voy a cambiar de opinión.' };
const manSeen = { prompt: 'Das ist der Mann, dem ich gestern gesehen habe.' };
const futures: VariantCase[] = [
  ...group('Spanish', 'equal forms')(
    transform(
      'Por mucho que llueva, saldremos.',
      'Por mucho que llueva, vamos a salir.',
      'correct',
      'ir a for the future the sentence has',
      rain,
    ),
    transform(
      'Por mucho que llueva, saldremos.',
      'Por mucho que llueva, íbamos a salir.',
      'wrong',
      'the past',
      { ...rain, trap: 'tense' },
    ),
    transform('Saldremos.', 'Vamos a salir.', 'wrong', 'the tense asked left undone', {
      prompt: 'Vamos a salir. (futuro simple)',
    }),
    translate(
      'Me dijeron que llegarían tarde.',
      'Me dijeron que iban a llegar tarde.',
      'correct',
      'iban a for the conditional',
      {
        prompt: 'They told me that they would arrive late.',
      },
    ),
    translate(
      'Me dijeron que llegarían tarde.',
      'Me dijeron que van a llegar tarde.',
      'wrong',
      'the present',
      {
        prompt: 'They told me that they would arrive late.',
        trap: 'tense',
      },
    ),
  ),
  ...group('English', 'equal forms')(
    translate(
      "No matter how much you insist, I'm not going to change my mind.",
      "However much you insist, I won't change my mind.",
      'correct',
      'will and however much',
      mind,
    ),
    translate(
      "No matter how much you insist, I'm not going to change my mind.",
      'However much you insist, I will change my mind.',
      'wrong',
      'the negation lost',
      mind,
    ),
  ),
  ...group('French', 'equal forms')(
    translate('Je vais le faire demain.', 'Je le ferai demain.', 'correct', 'the simple future', {
      prompt: "I'm going to do it tomorrow.",
    }),
    translate('Je vais le faire demain.', 'Je le ferais demain.', 'wrong', 'the conditional', {
      prompt: "I'm going to do it tomorrow.",
      trap: 'tense',
    }),
  ),
  ...group('Portuguese', 'equal forms')(
    translate(
      'Quando acabar o curso, vou procurar emprego.',
      'Quando acabar o curso, procurarei emprego.',
      'correct',
      'the simple future',
      {
        prompt: 'When I finish the course, I will look for a job.',
      },
    ),
    translate(
      'Quando acabar o curso, vou procurar emprego.',
      'Quando acabar o curso, procuraria emprego.',
      'wrong',
      'the conditional',
      {
        prompt: 'When I finish the course, I will look for a job.',
        trap: 'tense',
      },
    ),
  ),
  ...group('German', 'equal forms')(
    correct(
      'Das ist der Mann, den ich gestern gesehen habe.',
      'Das ist der Mann, den ich gestern sah.',
      'correct',
      'the Präteritum where the tense is not the mistake',
      manSeen,
    ),
    correct(
      'Das ist der Mann, den ich gestern gesehen habe.',
      'Das ist der Mann, dem ich gestern sah.',
      'wrong',
      'the mistake left',
      manSeen,
    ),
    correct(
      'Das ist der Mann, den ich gestern gesehen habe.',
      'Das ist der Mann, den ich gestern sehe.',
      'wrong',
      'the present',
      { ...manSeen, trap: 'tense' },
    ),
  ),
];

const helped = {
  prompt: 'Wenn er mir ___, wäre ich schneller fertig. (helfen, Konjunktiv II, er)',
};
const rich = { prompt: 'Wenn ich reich ___, würde ich reisen. (sein, Konjunktiv II, ich)' };
const request = { prompt: '___ du mir bitte helfen? (Modalverb)' };
const founded = {
  prompt: 'Die Firma, die 1950 gegründet wurde, ist heute weltbekannt. (Partizipialattribut)',
};
const german: VariantCase[] = group('German', 'equal forms')(
  form('hülfe', 'helfen würde', 'correct', 'würde with the infinitive', helped),
  form('hülfe', 'helfen würden', 'wrong', 'another person', helped),
  form('hülfe', 'half', 'wrong', 'the Präteritum', { ...helped, trap: 'tense' }),
  form('wäre', 'sein würde', 'wrong', 'sein keeps its own Konjunktiv', rich),
  blank('Kannst', 'Könntest', 'correct', 'a polite request', request),
  translate(
    'Der Film fängt um acht Uhr an.',
    'Der Film anfängt um acht Uhr.',
    'wrong',
    'the separable verb kept whole',
    {
      prompt: "The film starts at eight o'clock.",
    },
  ),
  translate(
    'Der Film fängt um acht Uhr an.',
    'Der Film beginnt um acht Uhr.',
    'correct',
    'a synonym',
    {
      prompt: "The film starts at eight o'clock.",
    },
  ),
  blank('Kannst', 'Konntest', 'wrong', 'the Präteritum', { ...request, trap: 'tense' }),
  translate(
    'Könnten Sie mir bitte helfen?',
    'Können Sie mir bitte helfen?',
    'correct',
    'a request in the present',
    {
      prompt: 'Could you help me, please?',
    },
  ),
  transform(
    'Die 1950 gegründete Firma ist heute weltbekannt.',
    'Die im Jahr 1950 gegründete Firma ist heute weltbekannt.',
    'correct',
    'the year said as such',
    founded,
  ),
  transform(
    'Die 1950 gegründete Firma ist heute weltbekannt.',
    'Die im Jahr 1960 gegründete Firma ist heute weltbekannt.',
    'wrong',
    'another year',
    founded,
  ),
);
const years: VariantCase[] = group('Spanish', 'numbers')(
  translate(
    'En 1990 vivíamos en Madrid.',
    'En el año 1990 vivíamos en Madrid.',
    'correct',
    'el año',
    { prompt: 'In 1990 we lived in Madrid.' },
  ),
  translate(
    'En 1990 vivíamos en Madrid.',
    'En el año 1999 vivíamos en Madrid.',
    'wrong',
    'another year',
    { prompt: 'In 1990 we lived in Madrid.' },
  ),
);

const cancelled = { prompt: 'On a annulé le concert à cause de la pluie. (passif)' };
const started = { prompt: 'By the time we arrived, the film ___. (already / start)' };
const pizza = { prompt: 'Do you like pizza?' };
const order: VariantCase[] = [
  ...group('French', 'fronted')(
    transform(
      'Le concert a été annulé à cause de la pluie.',
      'À cause de la pluie, le concert a été annulé.',
      'correct',
      'a long adverbial before its comma',
      cancelled,
    ),
    transform(
      'Le concert a été annulé à cause de la pluie.',
      'À cause de la pluie, le concert est annulé.',
      'wrong',
      'the present passive',
      { ...cancelled, trap: 'tense' },
    ),
  ),
  ...group('English', 'adverbs of frequency')(
    blank(
      'had already started',
      'had started already',
      'correct',
      '"already" closing the clause',
      started,
    ),
    blank('had already started', 'has started already', 'wrong', 'the present perfect', {
      ...started,
      trap: 'tense',
    }),
    translate('She has already left.', 'She has left already.', 'correct', 'at the end', {
      prompt: 'Elle est déjà partie.',
    }),
    translate('She has already left.', 'She had left already.', 'wrong', 'the past perfect', {
      prompt: 'Elle est déjà partie.',
      trap: 'tense',
    }),
  ),
  ...group('Italian', 'fronted')(
    translate(
      'Ti piace la pizza?',
      'La pizza ti piace?',
      'correct',
      'the subject of piacere first',
      pizza,
    ),
    translate('Ti piace la pizza?', 'La pizza ti piacciono?', 'wrong', 'a plural verb', pizza),
  ),
  ...group('Spanish', 'fronted')(
    translate(
      'No me gusta el café.',
      'El café no me gusta.',
      'correct',
      'the subject of gustar first',
      { prompt: "I don't like coffee." },
    ),
    translate('No me gusta el café.', 'El café me no gusta.', 'wrong', '"no" after the pronoun', {
      prompt: "I don't like coffee.",
    }),
  ),
];

const hardly = { prompt: "À peine était-il arrivé qu'il a fallu repartir." };
const never = {
  prompt: 'I have never seen such a beautiful sunset. (inversion, start with Never)',
};
const saturdays = { prompt: 'When I was young, I used to play tennis every Saturday.' };
const minister = { prompt: 'It is said that the minister will resign.' };
const child = { prompt: 'When I was a child, I used to play in the street.' };
const phrasing: VariantCase[] = [
  ...group('English', 'fronted')(
    translate(
      'I currently live in Madrid.',
      'Currently I live in Madrid.',
      'correct',
      'a fronted adverb',
      {
        prompt: 'Actualmente vivo en Madrid.',
      },
    ),
    translate(
      'I always get up early.',
      'Always I get up early.',
      'wrong',
      '"always" stays beside its verb',
      {
        prompt: 'Siempre me levanto temprano.',
      },
    ),
    translate(
      'Hardly had he arrived when he had to leave again.',
      'He had hardly arrived when he had to leave again.',
      'correct',
      'the plain order',
      hardly,
    ),
    translate(
      'Hardly had he arrived when he had to leave again.',
      'Hardly he had arrived when he had to leave again.',
      'wrong',
      'no inversion after the adverb',
      hardly,
    ),
    transform(
      'Never have I seen such a beautiful sunset.',
      'I have never seen such a beautiful sunset.',
      'wrong',
      'the inversion asked left undone',
      never,
    ),
  ),
  ...group('French', 'synonyms')(
    translate(
      "Quand j'étais jeune, je jouais au tennis tous les samedis.",
      "Quand j'étais petit, je jouais au tennis chaque samedi.",
      'correct',
      'petit, chaque samedi',
      saturdays,
    ),
    translate(
      "Quand j'étais jeune, je jouais au tennis tous les samedis.",
      "Quand j'étais petit, je jouais au tennis chaque dimanche.",
      'wrong',
      'another day',
      saturdays,
    ),
  ),
  ...group('Italian', 'synonyms')(
    translate(
      'Si dice che il ministro si dimetterà.',
      'Dicono che il ministro si dimetterà.',
      'correct',
      'dicono che',
      minister,
    ),
    translate(
      'Si dice che il ministro si dimetterà.',
      'Dicono che il ministro si dimetteva.',
      'wrong',
      'the imperfect',
      { ...minister, trap: 'tense' },
    ),
  ),
  ...group('Portuguese', 'synonyms')(
    translate(
      'Quando era criança, brincava na rua.',
      'Quando eu era pequeno, brincava na rua.',
      'correct',
      'pequeno',
      child,
    ),
    translate(
      'Quando era criança, brincava na rua.',
      'Quando eu era pequeno, brinquei na rua.',
      'wrong',
      'the preterite',
      { ...child, trap: 'tense' },
    ),
    translate(
      'Apanha o autocarro até ao centro.',
      'Apanha o ônibus até o centro.',
      'correct',
      'até o',
      { prompt: 'Take the bus to the city centre.' },
    ),
  ),
];

const rains = { prompt: 'If it rains tomorrow, we ___ stay at home. (future)' };
const blankFutures: VariantCase[] = group('English', 'equal forms')(
  blank('will', 'are going to', 'correct', 'going to for the future', rains),
  blank('will', 'is going to', 'wrong', 'another person', rains),
  blank('will', 'were going to', 'wrong', 'the past', { ...rains, trap: 'tense' }),
  blank('will', 'are going to', 'wrong', 'the simple future asked', {
    prompt: 'If it rains tomorrow, we ___ stay at home. (future simple)',
  }),
);

const late = { prompt: "Bien qu'il ___ tard, nous avons continué. (être)" };
const literary: VariantCase[] = group('French', 'equal forms')(
  blank('soit', 'fût', 'correct', 'the imperfect subjunctive after a past', late),
  blank('soit', 'fut', 'wrong', 'the passé simple', { ...late, trap: 'accent' }),
  blank('soit', 'fussent', 'wrong', 'another person', late),
  blank('soit', 'fût', 'wrong', 'no past to agree with', {
    prompt: "Bien qu'il ___ tard, nous continuons. (être)",
  }),
);

const boss = { prompt: 'Er redet, als ___ er der Chef. (sein, Konjunktiv)' };
const asIf: VariantCase[] = group('German', 'equal forms')(
  blank('wäre', 'sei', 'correct', 'the Konjunktiv I after als', boss),
  blank('wäre', 'ist', 'wrong', 'the indicative', { ...boss, trap: 'tense' }),
  blank('wäre', 'seien', 'wrong', 'another person', boss),
  blank('wäre', 'sei', 'wrong', 'an unreal condition', {
    prompt: 'Wenn er reich ___, würde er reisen. (sein, Konjunktiv II)',
  }),
);

const hungry = { prompt: 'Eu sou com fome.' };
const feelings: VariantCase[] = group('Portuguese', 'synonyms')(
  correct('Eu estou com fome.', 'Eu tenho fome.', 'correct', 'ter fome', hungry),
  correct('Eu estou com fome.', 'Eu tenho sede.', 'wrong', 'thirst', hungry),
  correct('Eu estou com fome.', 'Eu tem fome.', 'wrong', 'another person', hungry),
);

export const ninthBatch: VariantCase[] = [
  ...feelings,
  ...asIf,
  ...literary,
  ...blankFutures,
  ...phrasing,
  ...order,
  ...german,
  ...years,
  ...openPersons,
  ...synonyms,
  ...portuguese,
  ...futures,
];
