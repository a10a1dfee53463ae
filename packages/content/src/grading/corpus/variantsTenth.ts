import { blank, correct, question, reorder, transform, translate } from './case';
import { group, type VariantCase } from './variantCase';

/**
 * A tenth batch of issue 28 cases (2026-11-30, session 20), for the rules added after both
 * development sets showed right answers refused or left to the teacher: everyday synonyms and
 * polite wishes, a condition with its verb first, the present for a time to come. Each right
 * form with the near misses a teacher refuses (another person, tense, word or order). Written by
 * the rules' author on sentences of their own: they show what the rules do.
 */

const synonyms: VariantCase[] = [
  ...group('English', 'synonyms')(
    translate(
      'We have to leave before noon.',
      'We need to leave before noon.',
      'correct',
      'need to',
    ),
    translate(
      'We have to leave before noon.',
      'We needs to leave before noon.',
      'wrong',
      'another person',
    ),
    translate('I saw her last night.', 'I saw her yesterday evening.', 'correct', 'the evening'),
    translate('I saw her last night.', 'I saw her yesterday morning.', 'wrong', 'the morning'),
    translate(
      'You should have told me earlier.',
      'You should have told me sooner.',
      'correct',
      'sooner',
    ),
    translate(
      'You should have told me earlier.',
      'You should have told me later.',
      'wrong',
      'the opposite',
    ),
  ),
  ...group('Spanish', 'synonyms')(
    translate('¿Cómo te llamas?', '¿Cuál es tu nombre?', 'correct', 'the name asked', {
      prompt: 'What is your name? (informal)',
    }),
    translate('¿Cómo te llamas?', '¿Cómo te llama?', 'wrong', 'another person', {
      prompt: 'What is your name? (informal)',
    }),
  ),
  ...group('French', 'synonyms')(
    translate(
      "Je voudrais un thé, s'il vous plaît.",
      "J'aimerais un thé, s'il vous plaît.",
      'correct',
      'aimer in the conditional',
    ),
    translate(
      "Je voudrais un thé, s'il vous plaît.",
      "J'aimerait un thé, s'il vous plaît.",
      'wrong',
      'another person',
    ),
    translate('Nous voudrions partir tôt.', 'Nous aimerions partir tôt.', 'correct', 'nous'),
    translate('Nous voudrions partir tôt.', 'Nous aimeriez partir tôt.', 'wrong', 'another person'),
  ),
  ...group('Portuguese', 'synonyms')(
    translate(
      'Queria um chá, por favor.',
      'Gostaria de um chá, por favor.',
      'correct',
      'gostaria de',
    ),
    translate(
      'Queria um chá, por favor.',
      'Gostaríamos de um chá, por favor.',
      'wrong',
      'another person',
    ),
    correct('Vou a casa do meu tio.', 'Vou à casa do meu tio.', 'correct', 'someone’s house', {
      prompt: 'Vou em casa do meu tio.',
    }),
    correct('Vou a casa do meu tio.', 'Vou na casa do meu tio.', 'wrong', 'the mistake left', {
      prompt: 'Vou em casa do meu tio.',
    }),
    blank('sabe', 'consegue', 'correct', 'an ability', {
      prompt: 'O meu irmão ___ tocar guitarra.',
    }),
    blank('sabe', 'conseguem', 'wrong', 'another person', {
      prompt: 'O meu irmão ___ tocar guitarra.',
    }),
    blank('sabe', 'consegue', 'wrong', 'knowing a fact', {
      prompt: 'Ela ___ que eu estou aqui.',
    }),
  ),
  ...group('Italian', 'synonyms')(
    translate('Andiamo in macchina.', 'Andiamo con la macchina.', 'correct', 'con la macchina', {
      prompt: "We're going by car.",
    }),
    translate('Andiamo in macchina.', 'Andiamo a macchina.', 'wrong', 'another preposition', {
      prompt: "We're going by car.",
    }),
    blank('in', 'con il', 'correct', 'con il treno', { prompt: 'Arrivo a Milano ___ treno.' }),
    blank('in', 'a', 'wrong', 'another preposition', { prompt: 'Arrivo a Milano ___ treno.' }),
  ),
  ...group('German', 'synonyms')(
    translate(
      'Er wohnt seit drei Jahren in Wien.',
      'Er wohnt schon seit drei Jahren in Wien.',
      'correct',
      'schon seit',
    ),
    translate(
      'Er wohnt seit drei Jahren in Wien.',
      'Er wohnt schon seit drei Jahre in Wien.',
      'wrong',
      'the dative left out',
    ),
    translate('Ich glaube, dass sie müde ist.', 'Ich denke, sie ist müde.', 'correct', 'denken'),
    translate(
      'Ich glaube, dass sie müde ist.',
      'Ich denke, sie sind müde.',
      'wrong',
      'another person',
    ),
  ),
];

const conditions: VariantCase[] = [
  ...group('English', 'equal forms')(
    translate(
      'Had she asked, I would have helped her.',
      'If she had asked, I would have helped her.',
      'correct',
      'the condition with if',
    ),
    translate(
      'If I were you, I would stay.',
      'Were I you, I would stay.',
      'correct',
      'the condition inverted',
    ),
    translate(
      'Had she asked, I would have helped her.',
      'If she asked, I would have helped her.',
      'wrong',
      'another tense',
      { trap: 'tense' },
    ),
    translate(
      'Had I known, I would have stayed.',
      'If I have known, I would have stayed.',
      'wrong',
      'the present perfect',
      { trap: 'tense' },
    ),
  ),
  ...group('German', 'equal forms')(
    translate(
      'Wenn sie früher gekommen wäre, hätte sie ihn gesehen.',
      'Wäre sie früher gekommen, hätte sie ihn gesehen.',
      'correct',
      'the verb first',
    ),
    translate(
      'Wenn sie früher gekommen wäre, hätte sie ihn gesehen.',
      'Wäre sie früher gekommen, hatte sie ihn gesehen.',
      'wrong',
      'the indicative',
      { trap: 'tense' },
    ),
    translate(
      'Er redet, als ob er der Chef wäre.',
      'Er redet, als wäre er der Chef.',
      'correct',
      'als with the verb first',
    ),
    translate(
      'Er redet, als ob er der Chef wäre.',
      'Er redet, als war er der Chef.',
      'wrong',
      'the indicative',
      { trap: 'tense' },
    ),
  ),
];

const futures: VariantCase[] = [
  ...group('Italian', 'equal forms')(
    translate('Domani vado dal medico.', 'Domani andrò dal medico.', 'correct', 'the future', {
      prompt: "Tomorrow I'm going to the doctor.",
    }),
    translate('Domani vado dal medico.', 'Andrò dal medico domani.', 'correct', 'moved', {
      prompt: "Tomorrow I'm going to the doctor.",
    }),
    translate('Domani vado dal medico.', 'Domani andavo dal medico.', 'wrong', 'the imperfect', {
      prompt: "Tomorrow I'm going to the doctor.",
      trap: 'tense',
    }),
    translate(
      'Se lo compra ogni settimana.',
      'Se lo comprerà ogni settimana.',
      'wrong',
      'the pronoun se',
      {
        prompt: 'He buys it for himself every week.',
        trap: 'tense',
      },
    ),
    translate('Mi alzo presto.', 'Mi alzerò presto.', 'wrong', '"presto" is early, a habit', {
      prompt: 'I get up early.',
      trap: 'tense',
    }),
    translate('Domani vado dal medico.', 'Domani andremo dal medico.', 'wrong', 'another person', {
      prompt: "Tomorrow I'm going to the doctor.",
    }),
  ),
  ...group('Spanish', 'equal forms')(
    translate(
      'El lunes vamos a visitar a mis abuelos.',
      'El lunes visitamos a mis abuelos.',
      'correct',
      'the present',
      { prompt: 'On Monday we are going to visit my grandparents.' },
    ),
    translate(
      'El lunes vamos a visitar a mis abuelos.',
      'El lunes visitábamos a mis abuelos.',
      'wrong',
      'the imperfect',
      { prompt: 'On Monday we are going to visit my grandparents.', trap: 'tense' },
    ),
    translate(
      'Por la mañana voy al trabajo en bici.',
      'Por la mañana iré al trabajo en bici.',
      'wrong',
      'a habit is no future',
      { prompt: 'In the morning I go to work by bike.', trap: 'tense' },
    ),
  ),
  ...group('Portuguese', 'equal forms')(
    correct(
      'Se ela tiver tempo, vem connosco.',
      'Se ela tiver tempo, virá connosco.',
      'correct',
      'the future',
      {
        prompt: 'Se ela ter tempo, vem connosco.',
      },
    ),
    correct(
      'Se ela tiver tempo, vem connosco.',
      'Se ela tiver tempo, viria connosco.',
      'wrong',
      'the conditional',
      {
        prompt: 'Se ela ter tempo, vem connosco.',
        trap: 'tense',
      },
    ),
  ),
  ...group('French', 'equal forms')(
    translate('Demain, je pars à Lyon.', 'Demain, je partirai à Lyon.', 'correct', 'the future', {
      prompt: "Tomorrow I'm leaving for Lyon.",
    }),
    translate('Le matin, je bois un café.', 'Le matin, je boirai un café.', 'wrong', 'a habit', {
      prompt: 'In the morning I drink a coffee.',
      trap: 'tense',
    }),
  ),
];

const slower = { prompt: 'Il court ___ vite que son frère. (comparatif)' };
const seen = { prompt: "Je n'ai ___ lu ce livre." };
const visto = { prompt: 'Non ho ___ letto quel libro.' };
const openSlots: VariantCase[] = [
  ...group('French', 'equal forms')(
    blank('plus', 'moins', 'correct', 'another degree, none asked', slower),
    blank('plus', 'aussi', 'correct', 'equality, none asked', slower),
    blank('plus', 'très', 'wrong', 'no comparison', slower),
    blank('plus', 'moins', 'wrong', 'the degree asked', {
      prompt: 'Il court ___ vite que son frère. (comparatif de supériorité)',
    }),
    blank('jamais', 'pas', 'correct', 'not, where nothing says never', seen),
    blank('jamais', 'rien', 'wrong', 'nothing, with an object', seen),
    blank('jamais', 'pas', 'wrong', 'never, said by "de ma vie"', {
      prompt: "Je n'ai ___ lu un livre pareil de ma vie.",
    }),
  ),
  ...group('Italian', 'equal forms')(
    blank('mai', 'ancora', 'correct', 'not yet, where nothing says never', visto),
    blank('mai', 'più', 'wrong', 'no longer', visto),
    blank('mai', 'ancora', 'wrong', 'the hint asks for never', {
      prompt: 'Non ho ___ letto quel libro. (never)',
    }),
  ),
  ...group('Spanish', 'equal forms')(
    blank('más', 'menos', 'correct', 'another degree, none asked', {
      prompt: 'Mi casa es ___ grande que la tuya. (comparativo)',
    }),
    blank('más', 'tan', 'wrong', '"tan" takes "como"', {
      prompt: 'Mi casa es ___ grande que la tuya. (comparativo)',
    }),
  ),
];

const departure = {
  passage: 'The bus was due at 7:10, but it came twenty minutes late.',
  prompt: 'When did the bus come?',
};
const clock: VariantCase[] = group('English', 'numbers')(
  question('At 7:30.', 'At half past seven.', 'correct', 'the half hour in words', departure),
  question('At 7:30.', 'At half past eight.', 'wrong', 'another hour', departure),
  question('At 8:45.', 'At a quarter to nine.', 'correct', 'a quarter to', {
    passage: 'The film starts at 8:45.',
    prompt: 'When does the film start?',
  }),
  question('At 8:45.', 'At a quarter past nine.', 'wrong', 'past for to', {
    passage: 'The film starts at 8:45.',
    prompt: 'When does the film start?',
  }),
  translate(
    'The shop is open from ten to five.',
    'The shop is open from 4:50.',
    'wrong',
    'a range is no time',
  ),
);

const turn = { prompt: 'Turn left at the church.' };
const imperatives: VariantCase[] = [
  ...group('Spanish', 'you')(
    translate(
      'Gira a la izquierda en la iglesia.',
      'Gire a la izquierda en la iglesia.',
      'correct',
      'usted',
      turn,
    ),
    translate(
      'Gira a la izquierda en la iglesia.',
      'Giró a la izquierda en la iglesia.',
      'wrong',
      'the preterite',
      { ...turn, trap: 'tense' },
    ),
  ),
  ...group('Portuguese', 'you')(
    translate('Vira à esquerda na igreja.', 'Vire à esquerda na igreja.', 'correct', 'você', turn),
    translate(
      'Vira à esquerda na igreja.',
      'Virou à esquerda na igreja.',
      'wrong',
      'the preterite',
      { ...turn, trap: 'tense' },
    ),
    translate(
      'Vira à esquerda na igreja.',
      'Vire à esquerda na igreja.',
      'wrong',
      'a statement, not an order',
      {
        prompt: 'He turns left at the church.',
      },
    ),
  ),
];

const quantities: VariantCase[] = [
  ...group('English', 'synonyms')(
    translate('She has many books.', 'She has a lot of books.', 'correct', 'a lot of'),
    translate('She has many books.', 'She has lots of books.', 'correct', 'lots of'),
    translate('She has many books.', 'She has a lot of book.', 'wrong', 'a singular'),
  ),
  ...group('French', 'synonyms')(
    translate('Je voudrais lire plus.', 'Je voudrais lire davantage.', 'correct', 'davantage'),
    translate('Je voudrais lire plus.', 'Je voudrais lire davantages.', 'wrong', 'no plural'),
    translate(
      "Si j'avais le temps, je lirais.",
      "Si j'avais du temps, je lirais.",
      'correct',
      'du temps',
    ),
    translate(
      "Si j'avais le temps, je lirais.",
      "Si j'avais un temps, je lirais.",
      'wrong',
      'un temps',
    ),
  ),
  ...group('Italian', 'synonyms')(
    translate('Se avessi tempo, leggerei.', 'Se avessi il tempo, leggerei.', 'correct', 'il tempo'),
    translate(
      'Se avessi tempo, leggerei.',
      'Se avessi la tempo, leggerei.',
      'wrong',
      'another gender',
    ),
  ),
];

const sent = { prompt: 'I have already sent the letter.' };
const stolen = { prompt: 'Someone stole my bike last night. (passive)' };
const told = { prompt: 'È il libro ___ ti ho parlato.' };
const grammar: VariantCase[] = [
  ...group('Spanish', 'equal forms')(
    translate(
      'Ya he enviado la carta.',
      'Ya envié la carta.',
      'correct',
      'the preterite of America',
      sent,
    ),
    translate('Ya he enviado la carta.', 'Ya envió la carta.', 'wrong', 'another person', sent),
    translate('Ya he enviado la carta.', 'Ya enviaba la carta.', 'wrong', 'the imperfect', {
      ...sent,
      trap: 'tense',
    }),
    transform('He enviado la carta.', 'Envié la carta.', 'wrong', 'the tense asked', {
      prompt: 'Envío la carta. (pretérito perfecto)',
      trap: 'tense',
    }),
  ),
  ...group('English', 'equal forms')(
    transform(
      'My bike was stolen last night.',
      'My bike was stolen last night by someone.',
      'correct',
      'the vague agent',
      stolen,
    ),
    transform(
      'My bike was stolen last night.',
      'My bike was stolen last night by him.',
      'wrong',
      'an agent the sentence lacks',
      stolen,
    ),
    transform(
      'My bike was stolen last night.',
      'My bike is stolen last night by someone.',
      'wrong',
      'the present',
      { ...stolen, trap: 'tense' },
    ),
  ),
  ...group('Italian', 'equal forms')(
    blank('di cui', 'del quale', 'correct', 'quale agreeing with il libro', told),
    blank('di cui', 'della quale', 'wrong', 'quale not agreeing', told),
    blank('di cui', 'che', 'wrong', 'no preposition', told),
  ),
  ...group('French', 'equal forms')(
    translate(
      "C'est la ville dont je rêve.",
      "C'est la ville de laquelle je rêve.",
      'correct',
      'de laquelle',
    ),
    translate(
      "C'est la ville dont je rêve.",
      "C'est la ville que je rêve.",
      'wrong',
      'que for dont',
    ),
  ),
];

const gift = { prompt: 'heute / hat / uns / unser Nachbar / einen Kuchen / gebracht' };
const pronounFirst: VariantCase[] = group('German', 'middle field')(
  reorder(
    'Unser Nachbar hat uns heute einen Kuchen gebracht.',
    'Heute hat uns unser Nachbar einen Kuchen gebracht.',
    'correct',
    'the pronoun before the subject',
    gift,
  ),
  reorder(
    'Unser Nachbar hat uns heute einen Kuchen gebracht.',
    'Heute uns hat unser Nachbar einen Kuchen gebracht.',
    'wrong',
    'the verb third',
    gift,
  ),
  translate(
    'Gestern hat der Lehrer mir das Buch gegeben.',
    'Gestern hat mir der Lehrer das Buch gegeben.',
    'correct',
    'the pronoun before the subject',
  ),
  translate(
    'Gestern hat der Lehrer mir das Buch gegeben.',
    'Gestern hat mich der Lehrer das Buch gegeben.',
    'wrong',
    'the accusative',
  ),
);

const wallet = { prompt: 'Il ___ son portefeuille dans le train. (passé composé)' };
const vocabulary: VariantCase[] = [
  ...group('German', 'synonyms')(
    translate(
      'Wir brauchen ein Auto.',
      'Wir brauchen einen Wagen.',
      'correct',
      'Wagen in the accusative',
    ),
    translate('Das ist ein Auto.', 'Das ist einen Wagen.', 'wrong', 'an accusative after sein'),
  ),
  ...group('French', 'synonyms')(
    blank('a perdu', 'a égaré', 'correct', 'égarer, of a thing one has', wallet),
    blank('a perdu', 'est égaré', 'wrong', 'another auxiliary', wallet),
    translate(
      'Tu dois nous appeler ce soir.',
      'Tu dois nous téléphoner ce soir.',
      'correct',
      'téléphoner',
    ),
    translate(
      'Tu dois nous appeler ce soir.',
      'Tu dois nous téléphoné ce soir.',
      'wrong',
      'the participle',
    ),
  ),
];

const cause = { prompt: 'Elle reste à la maison ___ elle est malade. (conjonction de cause)' };
const phrases: VariantCase[] = [
  ...group('French', 'synonyms')(
    blank("parce qu'", 'car', 'correct', 'car inside the sentence', cause),
    blank("parce qu'", 'donc', 'wrong', 'a consequence', cause),
    translate(
      "Elle reste à la maison parce qu'elle est malade.",
      'Elle reste à la maison car elle est malade.',
      'correct',
      'car',
    ),
    translate(
      "Elle reste à la maison parce qu'elle est malade.",
      'Elle reste à la maison car elle es malade.',
      'wrong',
      'another person',
    ),
    translate(
      "Si j'avais su, je serais resté.",
      "Si je l'avais su, je serais resté.",
      'correct',
      'le',
    ),
    translate(
      "Si j'avais su, je serais resté.",
      "Si je l'avais su, je suis resté.",
      'wrong',
      'the passé composé',
      { trap: 'tense' },
    ),
  ),
  ...group('English', 'synonyms')(
    transform(
      'Never have I heard such a strange story.',
      'Never before have I heard such a strange story.',
      'correct',
      'never before',
      { prompt: 'I have never heard such a strange story. (inversion, start with Never)' },
    ),
    transform(
      'Never have I heard such a strange story.',
      'Never before I have heard such a strange story.',
      'wrong',
      'not inverted',
      { prompt: 'I have never heard such a strange story. (inversion, start with Never)' },
    ),
  ),
];

export const tenthBatch: VariantCase[] = [
  ...phrases,
  ...vocabulary,
  ...pronounFirst,
  ...grammar,
  ...imperatives,
  ...quantities,
  ...synonyms,
  ...conditions,
  ...futures,
  ...openSlots,
  ...clock,
];
