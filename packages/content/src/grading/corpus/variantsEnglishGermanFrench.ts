import { blank, correct, reorder, transform, translate } from './case';
import { group, type VariantCase } from './variantCase';

/**
 * Issue 28 cases for English, German and French (2026-12-01): right answers the development sets
 * showed refused, by class (an open question word in a blank...), each with the near misses a
 * teacher refuses. Written by the rules' author on sentences of their own.
 */

const comes = { prompt: 'Ich weiß nicht, ___ sie heute Abend kommt.' };
const leaves = { prompt: 'Je ne sais pas ___ elle part demain.' };
const rains = { prompt: 'I wonder ___ it will rain tomorrow.' };
const openQuestion = [
  ...group('German', 'equal forms')(
    blank('ob', 'wann', 'correct', 'another question word, no hint', comes),
    blank('ob', 'warum', 'correct', 'another question word, no hint', comes),
    blank('ob', 'dass', 'wrong', 'no question word', comes),
    blank('ob', 'wann', 'wrong', 'the hint asks for the yes-or-no question', {
      prompt: 'Ich weiß nicht, ___ sie heute Abend kommt. (ja oder nein)',
    }),
  ),
  ...group('French', 'equal forms')(
    blank('si', 'quand', 'correct', 'another question word, no hint', leaves),
    blank('si', 'que', 'wrong', 'no question word', leaves),
  ),
  ...group('English', 'equal forms')(
    blank('if', 'whether', 'correct', 'another question word, no hint', rains),
    blank('if', 'when', 'correct', 'another question word, no hint', rains),
    blank('if', 'that', 'wrong', 'no question word', rains),
  ),
];

const harder = { prompt: 'She would have passed if she had studied harder.' };
const quantityBeforeParticiple = group('French', 'fronted')(
  translate(
    'Elle aurait réussi si elle avait travaillé plus.',
    'Elle aurait réussi si elle avait plus travaillé.',
    'correct',
    'adverb of quantity before the participle',
    harder,
  ),
  translate(
    'Elle aurait réussi si elle avait travaillé plus.',
    'Elle aurait réussi si elle plus avait travaillé.',
    'wrong',
    'adverb before the auxiliary',
    harder,
  ),
);

const book = { prompt: 'Das Buch, ___ ich gerade lese, ist spannend.' };
const germanRelatives = group('German', 'doublets')(
  translate(
    'Die Frau, die dort wohnt, ist Ärztin.',
    'Die Frau, welche dort wohnt, ist Ärztin.',
    'correct',
    'relative welch-',
    { prompt: 'The woman who lives there is a doctor.' },
  ),
  blank('das', 'welches', 'correct', 'relative welch-, same case and gender', book),
  blank('das', 'welcher', 'wrong', 'another gender', book),
);

const englishSynonyms = group('English', 'synonyms')(
  translate(
    'We rent a flat near the river.',
    'We rent an apartment near the river.',
    'correct',
    'American word, its article',
    {
      prompt: 'Nous louons un appartement près de la rivière.',
    },
  ),
  translate(
    'We rent a flat near the river.',
    'We rents an apartment near the river.',
    'wrong',
    'another person of the verb',
    {
      prompt: 'Nous louons un appartement près de la rivière.',
    },
  ),
  translate(
    'If I had known, I would have called you.',
    "Had I known, I'd have rung you.",
    'correct',
    'British verb, contraction',
    {
      prompt: 'Si lo hubiera sabido, te habría llamado.',
    },
  ),
  translate(
    'She reads in her free time.',
    'She reads in her spare time.',
    'correct',
    'spare time',
    {
      prompt: 'Sie liest in ihrer Freizeit.',
    },
  ),
);

const tired = {
  prompt: "Although she was tired, she finished the report. (Begin with 'In spite of')",
};
const despiteTheFact = group('English', 'equal forms')(
  transform(
    'In spite of her tiredness, she finished the report.',
    'In spite of the fact that she was tired, she finished the report.',
    'correct',
    'the fact that and the given clause',
    tired,
  ),
  transform(
    'In spite of her tiredness, she finished the report.',
    'She finished the report despite the fact that she was tired.',
    'correct',
    'the fact that, clause moved',
    tired,
  ),
  transform(
    'In spite of her tiredness, she finished the report.',
    'In spite of she was tired, she finished the report.',
    'wrong',
    'a clause after the preposition',
    tired,
  ),
  transform(
    'In spite of her tiredness, she finished the report.',
    'In spite of the fact that she is tired, she finished the report.',
    'wrong',
    'another tense in the clause',
    tired,
  ),
);

const reported = {
  prompt: 'Léa dit : « Je commence mon nouveau travail la semaine prochaine. » (discours indirect)',
};
const countedFromThen = [
  ...group('French', 'synonyms')(
    transform(
      "Léa a dit qu'elle commençait son nouveau travail la semaine suivante.",
      "Léa a dit qu'elle commençait son nouveau travail la semaine d'après.",
      'correct',
      "la semaine d'après",
      reported,
    ),
    transform(
      "Léa a dit qu'elle commençait son nouveau travail la semaine suivante.",
      "Léa a dit qu'elle commençait son nouveau travail la semaine d'avant.",
      'wrong',
      'the week before',
      reported,
    ),
  ),
  ...group(
    'English',
    'synonyms',
  )(
    transform(
      'He said he had met her the day before.',
      'He said he had met her the previous day.',
      'correct',
      'the previous day',
      { prompt: '"I met her yesterday," he said. (reported speech)' },
    ),
  ),
  ...group(
    'German',
    'synonyms',
  )(
    transform(
      'Sie sagte, sie komme am nächsten Tag.',
      'Sie sagte, sie komme am Tag darauf.',
      'correct',
      'am Tag darauf',
      { prompt: 'Sie sagte: „Ich komme morgen.“ (indirekte Rede)' },
    ),
  ),
];

const works = { prompt: 'She asked him where he ___. (work, past)' };
const trainLeaves = { prompt: 'When we arrived, the train ___. (leave)' };
const pastProgressive = group('English', 'equal forms')(
  blank('worked', 'was working', 'correct', 'past progressive in a reported question', works),
  blank('worked', 'were working', 'wrong', 'the auxiliary does not agree', works),
  blank('worked', 'was walking', 'wrong', 'another verb', works),
  blank('left', 'was leaving', 'wrong', 'a finished event, another meaning', trainLeaves),
  blank('went', 'were going', 'correct', 'unreal past, progressive', {
    prompt: "It's time we ___ to bed. (go)",
  }),
);

const ofWhom = group('French', 'equal forms')(
  correct(
    "C'est la femme dont je t'ai parlé.",
    "C'est la femme de qui je t'ai parlé.",
    'correct',
    'de qui, of a person',
    {
      prompt: "C'est la femme que je t'ai parlé.",
    },
  ),
  correct(
    "C'est le film dont je t'ai parlé.",
    "C'est le film de qui je t'ai parlé.",
    'wrong',
    'de qui, of a thing',
    {
      prompt: "C'est le film que je t'ai parlé.",
    },
  ),
);

const living = { prompt: 'I have been living in Lyon for two years.' };
const durationFirst = group('French', 'fronted')(
  translate(
    "J'habite à Lyon depuis deux ans.",
    "Ça fait deux ans que j'habite à Lyon.",
    'correct',
    'ça fait… que',
    living,
  ),
  translate(
    "J'habite à Lyon depuis deux ans.",
    "Il y a deux ans que j'habite à Lyon.",
    'correct',
    'il y a… que',
    living,
  ),
  translate(
    "J'habite à Lyon depuis deux ans.",
    "Ça fait trois ans que j'habite à Lyon.",
    'wrong',
    'another duration',
    living,
  ),
  translate(
    "J'habite à Lyon depuis deux ans.",
    "Il y a deux ans, j'ai habité à Lyon.",
    'wrong',
    'two years ago',
    living,
  ),
);

const piano = { prompt: 'Mi hermana está aprendiendo a tocar el piano.' };
const learnAndPlay = group('English', 'synonyms')(
  translate(
    'My sister is learning to play the piano.',
    'My sister is learning how to play piano.',
    'correct',
    'how to, no article',
    piano,
  ),
  translate(
    'My sister is learning to play the piano.',
    'My sister was learning how to play piano.',
    'wrong',
    'another tense',
    piano,
  ),
  translate(
    'We have been studying German for a year.',
    "We've been learning German for a year.",
    'correct',
    'learn a language',
    {
      prompt: 'Llevamos un año estudiando alemán.',
    },
  ),
);

const sister = { prompt: 'Ma sœur a douze ans.' };
const bareAges = [
  ...group('German', 'numbers')(
    translate(
      'Meine Schwester ist zwölf.',
      'Meine Schwester ist 12 Jahre alt.',
      'correct',
      'the age with its years',
      sister,
    ),
    translate(
      'Meine Schwester ist zwölf.',
      'Meine Schwester ist 13 Jahre alt.',
      'wrong',
      'another age',
      sister,
    ),
  ),
  ...group(
    'English',
    'numbers',
  )(
    translate(
      'My sister is twelve years old.',
      'My sister is 12.',
      'correct',
      'the age without its years',
      sister,
    ),
  ),
];

const works2 = { prompt: 'My father ___ (work) in a bank.' };
const kino = { prompt: 'Am Samstag ___ wir ins Kino gegangen. (sein)' };
const wholeSentence = [
  ...group('English', 'equal forms')(
    blank('works', 'My father works in a bank.', 'correct', 'the whole sentence', works2),
    blank(
      'works',
      'My father work in a bank.',
      'wrong',
      'the whole sentence, another form',
      works2,
    ),
    blank(
      'works',
      'My father works in a shop.',
      'wrong',
      'the whole sentence, another word',
      works2,
    ),
  ),
  ...group('German', 'equal forms')(
    blank('sind', 'Am Samstag sind wir ins Kino gegangen.', 'correct', 'the whole sentence', kino),
    blank('sind', 'Am Samstag haben wir ins Kino gegangen.', 'wrong', 'another auxiliary', kino),
  ),
  ...group(
    'French',
    'equal forms',
  )(
    blank("n'aime pas", "Je n'aime pas le café.", 'correct', 'the whole sentence', {
      prompt: 'Je ___ (ne pas aimer) le café.',
    }),
  ),
];

const rained = { prompt: 'not / it / has / rained / week / this' };
const reorderContracted = group('English', 'contractions')(
  reorder(
    'It has not rained this week.',
    "It hasn't rained this week.",
    'correct',
    'two given words contracted',
    rained,
  ),
  reorder(
    'It has not rained this week.',
    "It hasn't this week rained.",
    'wrong',
    'contracted, in another order',
    rained,
  ),
);

const skiing = { prompt: 'Ils adorent faire du ski en hiver.' };
const likeDoing = group('English', 'equal forms')(
  translate(
    'They love skiing in winter.',
    'They love to ski in the winter.',
    'correct',
    'to-infinitive, the season with its article',
    skiing,
  ),
  translate(
    'I would like to travel to Japan.',
    'I would like travelling to Japan.',
    'wrong',
    "not after 'would'",
    {
      prompt: "J'aimerais voyager au Japon.",
    },
  ),
  translate(
    'He stopped smoking.',
    'He stopped to smoke.',
    'wrong',
    "'stop' says something else with 'to'",
    {
      prompt: 'Er hat aufgehört zu rauchen.',
    },
  ),
);

const names = [
  ...group('German', 'synonyms')(
    translate(
      'Ich heiße Tom und wohne in Köln.',
      'Mein Name ist Tom und ich wohne in Köln.',
      'correct',
      'Name, the subject said again',
      {
        prompt: 'My name is Tom and I live in Cologne.',
      },
    ),
    translate('Ich besuche meinen Großvater.', 'Ich besuche meinen Opa.', 'correct', 'Opa', {
      prompt: 'I am visiting my grandfather.',
    }),
    translate(
      'Ich besuche meinen Großvater.',
      'Ich besuche meine Oma.',
      'wrong',
      'the grandmother',
      {
        prompt: 'I am visiting my grandfather.',
      },
    ),
  ),
  ...group(
    'French',
    'synonyms',
  )(
    translate("Je m'appelle Léa.", 'Mon nom est Léa.', 'correct', 'mon nom est', {
      prompt: 'My name is Léa.',
    }),
  ),
];

const frenchInversion = [
  ...group('French', 'french questions')(
    translate(
      'Elle partira peut-être ce soir.',
      'Peut-être partira-t-elle ce soir.',
      'correct',
      'inversion after peut-être',
      {
        prompt: 'She may leave tonight.',
      },
    ),
    translate(
      'Elle partira peut-être ce soir.',
      "Peut-être qu'elle partira ce soir.",
      'correct',
      'peut-être que',
      {
        prompt: 'She may leave tonight.',
      },
    ),
    translate(
      'Elle partira peut-être ce soir.',
      'Peut-être partira-t-il ce soir.',
      'wrong',
      'another pronoun',
      {
        prompt: 'She may leave tonight.',
      },
    ),
    translate(
      "Il était à peine arrivé qu'il est reparti.",
      "À peine était-il arrivé qu'il est reparti.",
      'correct',
      'inversion after à peine',
      {
        prompt: 'He had hardly arrived when he left again.',
      },
    ),
  ),
  ...group('French', 'fronted')(
    reorder('Où travaillez-vous ?', 'Vous travaillez où ?', 'correct', 'the question word last', {
      prompt: 'travaillez / où / vous',
    }),
    reorder(
      'Elle partira peut-être ce soir.',
      'Peut-être partira-t-elle ce soir.',
      'correct',
      'inversion after peut-être',
      {
        prompt: 'ce soir / peut-être / partira / elle',
      },
    ),
    reorder(
      'Elle a déjà mangé.',
      'Elle a mangé déjà.',
      'wrong',
      'the adverb after the participle',
      {
        prompt: 'déjà / a / elle / mangé',
      },
    ),
  ),
];

const takenUp = [
  ...group('German', 'subjects')(
    translate(
      'Meine Schwester wohnt in Wien und arbeitet dort.',
      'Meine Schwester wohnt in Wien und sie arbeitet dort.',
      'correct',
      'the subject taken up by its pronoun',
      {
        prompt: 'My sister lives in Vienna and works there.',
      },
    ),
    translate(
      'Meine Schwester wohnt in Wien und arbeitet dort.',
      'Meine Schwester wohnt in Wien und er arbeitet dort.',
      'wrong',
      'another gender',
      {
        prompt: 'My sister lives in Vienna and works there.',
      },
    ),
  ),
  ...group(
    'French',
    'subjects',
  )(
    translate(
      'Mon frère habite à Lyon et travaille là-bas.',
      'Mon frère habite à Lyon et il travaille là-bas.',
      'correct',
      'the subject taken up by its pronoun',
      {
        prompt: 'My brother lives in Lyon and works there.',
      },
    ),
  ),
];

const askedWhere = { prompt: '"Where do you work?" he asked her. (reported speech)' };
const reportedProgressive = group('English', 'equal forms')(
  transform(
    'He asked her where she worked.',
    'He asked her where she was working.',
    'correct',
    'past progressive in a reported question',
    askedWhere,
  ),
  transform(
    'He asked her where she worked.',
    'He asked her where she were working.',
    'wrong',
    'the auxiliary does not agree',
    askedWhere,
  ),
);

export const englishGermanFrenchBatch: VariantCase[] = [
  ...openQuestion,
  ...quantityBeforeParticiple,
  ...germanRelatives,
  ...englishSynonyms,
  ...despiteTheFact,
  ...countedFromThen,
  ...pastProgressive,
  ...ofWhom,
  ...durationFirst,
  ...learnAndPlay,
  ...bareAges,
  ...wholeSentence,
  ...reorderContracted,
  ...likeDoing,
  ...names,
  ...frenchInversion,
  ...takenUp,
  ...reportedProgressive,
];
