import { blank, form, reorder, transform, translate } from './case';
import { group, type VariantCase } from './variantCase';

/**
 * A fifth batch of issue 28 cases (2026-11-30), for the rules added after a development set of
 * answers written apart from the grader showed them missing: each right form with the near miss a
 * teacher still refuses. Written by the rules' author, so they show what the rules do; the
 * development and held-out sets measure them.
 */
const questions: VariantCase[] = [
  ...group('Spanish', 'questions by their mark')(
    transform('¿Hablas español?', '¿Tú hablas español?', 'correct', 'the mark alone', {
      prompt: 'Tú hablas español. (pregunta)',
    }),
    transform('¿Hablas español?', 'Tú hablas español.', 'wrong', 'the sentence unchanged', {
      prompt: 'Tú hablas español. (pregunta)',
    }),
  ),
  ...group(
    'Italian',
    'questions by their mark',
  )(
    transform('Parli italiano?', 'Tu parli italiano?', 'correct', 'the mark alone', {
      prompt: 'Tu parli italiano. (domanda)',
    }),
  ),
  ...group('French', 'questions by their mark')(
    transform('Habitez-vous ici ?', 'Est-ce que vous habitez ici ?', 'correct', 'est-ce que', {
      prompt: 'Vous habitez ici. (question)',
    }),
    transform('Habitez-vous ici ?', 'Vous habitez ici ?', 'correct', 'intonation', {
      prompt: 'Vous habitez ici. (question)',
    }),
  ),
];

const speakersGender: VariantCase[] = [
  ...group('Italian', "speaker's gender")(
    form('sono andato', 'sono andata', 'correct', 'io may be a woman', {
      topic: 'passato prossimo',
    }),
    transform('Ieri sono andato al mercato.', 'Ieri sono andata al mercato.', 'correct', 'io', {
      prompt: 'Oggi vado al mercato. (passato prossimo, ieri)',
    }),
    translate('Marco è andato al mercato.', 'Marco è andata al mercato.', 'wrong', 'Marco'),
    translate('Siamo andati al mare.', 'Siamo andate al mare.', 'correct', 'noi, all women'),
  ),
  ...group('French', "speaker's gender")(
    form('je suis allé', 'je suis allée', 'correct', 'je may be a woman', {
      topic: 'passé composé',
    }),
    translate('Il est allé au cinéma.', 'Il est allée au cinéma.', 'wrong', 'il'),
  ),
  ...group('Spanish', "speaker's gender")(
    translate('Estoy cansado.', 'Estoy cansada.', 'correct', 'yo may be a woman'),
    translate('Pedro está cansado.', 'Pedro está cansada.', 'wrong', 'Pedro'),
  ),
];

const order: VariantCase[] = [
  ...group('German', 'middle field')(
    translate(
      'Ich gebe meinem Bruder das Buch.',
      'Ich gebe das Buch meinem Bruder.',
      'correct',
      'objects',
    ),
    translate(
      'Ich lerne seit zwei Jahren Deutsch.',
      'Ich lerne Deutsch seit 2 Jahren.',
      'correct',
      'adverbial',
    ),
    translate(
      'Ich habe gestern das Buch gelesen.',
      'Ich habe das Buch gestern gelesen.',
      'correct',
      'time',
    ),
    translate(
      'Ich habe gestern das Buch gelesen.',
      'Ich habe gestern gelesen das Buch.',
      'wrong',
      'participle not last',
    ),
    translate('Ich gebe es ihm.', 'Ich gebe ihm es.', 'wrong', 'pronouns'),
    reorder(
      'Ich glaube, dass er heute kommt.',
      'Ich glaube, dass er kommt heute.',
      'wrong',
      'verb last',
    ),
    translate('Wir spielen heute Fußball.', 'Wir spielen heute Fussball.', 'correct', 'Swiss ss'),
  ),
  ...group('Spanish', 'adverbs of frequency')(
    reorder(
      'Yo siempre desayuno a las siete.',
      'Yo desayuno siempre a las siete.',
      'correct',
      'after the verb',
    ),
    reorder(
      'María todavía no ha llegado.',
      'María no ha todavía llegado.',
      'wrong',
      'inside the perfect',
    ),
    reorder('Nunca como carne.', 'Como nunca carne.', 'wrong', 'nunca before the verb'),
  ),
  ...group('Italian', 'adverbs of frequency')(
    reorder('Non ho ancora mangiato.', 'Ancora non ho mangiato.', 'correct', 'front'),
    reorder('Non ho mai visto Roma.', 'Non mai ho visto Roma.', 'wrong', 'mai after the auxiliary'),
  ),
  ...group(
    'Portuguese',
    'adverbs of frequency',
  )(
    reorder(
      'Bebo sempre café de manhã.',
      'Sempre bebo café de manhã.',
      'correct',
      'before the verb',
    ),
  ),
  ...group(
    'French',
    'fronted',
  )(
    transform(
      'Demain, je travaillerai.',
      'Je travaillerai demain.',
      'correct',
      'a short sentence',
      {
        prompt: 'Demain, je travaille. (futur simple)',
      },
    ),
  ),
  ...group('English', 'that')(
    transform('She said that she was tired.', 'She said she was tired.', 'correct', 'no that', {
      prompt: '"I am tired," she said. (reported speech)',
    }),
    transform(
      'She said that she was tired.',
      'She said that she is tired.',
      'wrong',
      'tense kept',
      {
        prompt: '"I am tired," she said. (reported speech)',
      },
    ),
  ),
];

const equalForms: VariantCase[] = [
  ...group('Italian', 'equal forms')(
    transform(
      'La lettera è scritta da Marco.',
      'La lettera viene scritta da Marco.',
      'correct',
      'venire',
      {
        prompt: 'Marco scrive la lettera. (passivo)',
      },
    ),
    transform(
      'La lettera è scritta da Marco.',
      'La lettera va scritta da Marco.',
      'wrong',
      'andare: must',
      {
        prompt: 'Marco scrive la lettera. (passivo)',
      },
    ),
  ),
  ...group('Portuguese', 'equal forms')(
    blank('comprava', 'compraria', 'correct', 'the conditional after se', {
      prompt: 'Se eu tivesse dinheiro, ___ uma casa. (comprar)',
    }),
    translate(
      'Eu comprava pão todos os dias.',
      'Eu compraria pão todos os dias.',
      'wrong',
      'a habit',
    ),
  ),
  ...group('French', 'equal forms')(
    translate("J'ai un frère et une sœur.", "J'ai un frère et une soeur.", 'correct', 'oe for œ'),
    translate('Le film commence à huit heures.', 'Le film commence à 8h.', 'correct', '8h'),
    translate('Le film commence à huit heures.', 'Le film commence à 9h.', 'wrong', 'another hour'),
  ),
  ...group('Italian', 'equal forms')(
    translate('Ho comprato una macchina nuova.', "Ho comprato un'auto nuova.", 'correct', "un'"),
    transform(
      'Dopo aver finito il lavoro, sono uscito.',
      'Dopo avere finito il lavoro, sono uscito.',
      'correct',
      'avere',
      {
        prompt: "Ho finito il lavoro. Sono uscito. (unisci con 'dopo aver')",
      },
    ),
  ),
  ...group(
    'Portuguese',
    'equal forms',
  )(translate('O filme começa às oito.', 'O filme começa às 8h.', 'correct', '8h')),
  ...group('English', 'equal forms')(
    translate(
      'She should have left earlier.',
      'She ought to have left earlier.',
      'correct',
      'ought to',
    ),
    translate(
      'I have lived in London for two years.',
      "I've been living in London for two years.",
      'correct',
      'continuous with for',
    ),
    translate('I have read the book.', 'I have been reading the book.', 'wrong', 'no duration'),
  ),
  ...group('German', 'equal forms')(
    translate('Er ist nicht gekommen.', 'Er kam nicht.', 'correct', 'Präteritum'),
    translate(
      'Gestern haben wir Fußball gespielt.',
      'Wir spielten gestern Fußball.',
      'correct',
      'Präteritum',
    ),
    translate('Er ist nicht gekommen.', 'Er kommt nicht.', 'wrong', 'the present'),
    translate(
      'Wir haben das Treffen abgesagt.',
      'Wir sagten das Treffen ab.',
      'correct',
      'Präteritum of a separable verb',
    ),
    translate(
      'Wir haben das Treffen abgesagt.',
      'Wir sagten das Treffen.',
      'wrong',
      'the particle lost',
    ),
    form('ist gekommen', 'kam', 'wrong', 'the tense asked', { topic: 'Perfekt' }),
  ),
];

const addressees: VariantCase[] = [
  ...group('German', 'you')(
    translate('Kannst du mir helfen?', 'Können Sie mir helfen?', 'correct', 'Sie', {
      prompt: 'Can you help me?',
    }),
    translate('Kannst du mir helfen?', 'Könnt ihr mir helfen?', 'correct', 'ihr', {
      prompt: 'Can you help me?',
    }),
    translate('Kannst du mir helfen?', 'Kann sie mir helfen?', 'wrong', 'she', {
      prompt: 'Can you help me?',
    }),
  ),
  ...group('French', 'you')(
    translate('Je veux que tu viennes.', 'Je veux que vous veniez.', 'correct', 'vous', {
      prompt: 'I want you to come.',
    }),
    translate('Je veux que tu viennes.', 'Je veux que vous venez.', 'wrong', 'the indicative', {
      prompt: 'I want you to come.',
    }),
  ),
  ...group('Italian', 'you')(
    translate('Vuoi venire con me?', 'Volete venire con me?', 'correct', 'voi', {
      prompt: 'Do you want to come with me?',
    }),
    translate('Vuoi venire con me?', 'Voglio venire con me?', 'wrong', 'io', {
      prompt: 'Do you want to come with me?',
    }),
  ),
];

export const fifthBatch: VariantCase[] = [
  ...addressees,
  ...questions,
  ...speakersGender,
  ...order,
  ...equalForms,
];
