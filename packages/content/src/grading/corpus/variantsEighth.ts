import { blank, correct, form, question, reorder, translate } from './case';
import { group, type VariantCase } from './variantCase';

/**
 * An eighth batch of issue 28 cases (2026-11-30, session 18), for the rules added after the
 * second development set (devset2) showed them missing: each right form with the near miss a
 * teacher refuses. Written by the rules' author: they show what the rules do.
 */
const contractions: VariantCase[] = group('English', 'contractions')(
  blank('will stay', "'ll stay", 'correct', 'joined to the word before the blank', {
    prompt: 'If it rains tomorrow, we ___ at home. (stay)',
  }),
  blank('will stay', "'d stay", 'wrong', 'another auxiliary', {
    prompt: 'If it rains tomorrow, we ___ at home. (stay)',
  }),
);

const contractedForms: VariantCase[] = group('English', 'contractions')(
  form('have seen', "'ve seen", 'correct', 'a contracted auxiliary', {
    prompt: 'I ___ this film before. (see, present perfect, I)',
  }),
  form('have seen', "'ve saw", 'wrong', 'the simple past after the auxiliary', {
    prompt: 'I ___ this film before. (see, present perfect, I)',
  }),
);

const repeatedSubject: VariantCase[] = [
  ...group('German', 'subjects')(
    correct(
      'Ich bin 20 Jahre alt und ich wohne in Köln.',
      'Ich bin 20 Jahre alt und wohne in Köln.',
      'correct',
      'the subject said once',
      { prompt: 'Ich bin 20 Jahre alt und ich wohnen in Köln.' },
    ),
    correct(
      'Ich bin 20 Jahre alt und ich wohne in Köln.',
      'Ich bin 20 Jahre alt und wohnen in Köln.',
      'wrong',
      'the mistake left',
      { prompt: 'Ich bin 20 Jahre alt und ich wohnen in Köln.' },
    ),
  ),
  ...group('English', 'subjects')(
    translate('I got up and I had breakfast.', 'I got up and had breakfast.', 'correct', 'once'),
    translate(
      'I got up and she had breakfast.',
      'I got up and had breakfast.',
      'wrong',
      'another subject left out',
    ),
  ),
];

const subordinateFirst: VariantCase[] = group('German', 'fronted')(
  reorder(
    'Er kommt nicht, weil er krank ist.',
    'Weil er krank ist, kommt er nicht.',
    'correct',
    'the verb first after the clause',
  ),
  reorder(
    'Er kommt nicht, weil er krank ist.',
    'Weil er krank ist, er kommt nicht.',
    'wrong',
    'the verb third',
  ),
);

const pastAndConditional: VariantCase[] = [
  ...group('German', 'equal forms')(
    translate(
      'Der Mann, den ich gestern gesehen habe, ist mein Nachbar.',
      'Der Mann, den ich gestern sah, ist mein Nachbar.',
      'correct',
      'Präteritum in the relative clause',
    ),
    translate(
      'Der Mann, den ich gestern gesehen habe, ist mein Nachbar.',
      'Der Mann, den ich gestern sehe, ist mein Nachbar.',
      'wrong',
      'the present',
    ),
  ),
  ...group('Spanish', 'equal forms')(
    translate(
      'Habría sido mejor no decir nada.',
      'Hubiera sido mejor no decir nada.',
      'correct',
      'the -ra form for the conditional perfect',
    ),
    translate(
      'Si lo hubiera sabido, habría venido.',
      'Si lo habría sabido, habría venido.',
      'wrong',
      'the conditional after si',
    ),
  ),
  ...group('Portuguese', 'equal forms')(
    translate(
      'Se tivesse sabido, teria vindo mais cedo.',
      'Se tivesse sabido, tinha vindo mais cedo.',
      'correct',
      'the imperfect for the conditional',
    ),
    translate(
      'Se tivesse sabido, teria vindo mais cedo.',
      'Se teria sabido, teria vindo mais cedo.',
      'wrong',
      'the conditional after se',
    ),
  ),
];

const durations: VariantCase[] = [
  ...group('Spanish', 'equal forms')(
    translate(
      'Vivo en Madrid desde hace cuatro años.',
      'Llevo cuatro años viviendo en Madrid.',
      'correct',
      'llevar with a gerund',
      { prompt: 'I have been living in Madrid for four years.' },
    ),
    translate(
      'Estudiamos español desde hace dos años.',
      'Llevamos dos años estudiando español.',
      'correct',
      'llevar, first person plural',
      { prompt: 'We have been studying Spanish for two years.' },
    ),
    translate(
      'Vivo en Madrid desde hace cuatro años.',
      'Llevo cuatro años vivendo en Madrid.',
      'wrong',
      'a Portuguese gerund',
      { prompt: 'I have been living in Madrid for four years.' },
    ),
  ),
  ...group('Italian', 'equal forms')(
    translate(
      "Studio l'italiano da due anni.",
      'Sono due anni che studio italiano.',
      'correct',
      'the duration first',
      { prompt: 'I have been studying Italian for two years.' },
    ),
    translate(
      "Studio l'italiano da due anni.",
      'Sono due anni che studiavo italiano.',
      'wrong',
      'the imperfect',
      { prompt: 'I have been studying Italian for two years.' },
    ),
  ),
];

const clock = (at: string) => ({ prompt: at });
const hours: VariantCase[] = [
  ...group('Italian', 'numbers')(
    question(
      'Alle due del pomeriggio.',
      'Alle 14.',
      'correct',
      '24-hour clock',
      clock('A che ora finisce?'),
    ),
    question(
      'Alle due del pomeriggio.',
      'Alle 16.',
      'wrong',
      'another hour',
      clock('A che ora finisce?'),
    ),
  ),
  ...group('Portuguese', 'numbers')(
    question('Ao meio-dia.', 'Às 12h.', 'correct', 'noon as an hour', clock('A que horas acaba?')),
    question('Ao meio-dia.', 'À meia-noite.', 'wrong', 'midnight', clock('A que horas acaba?')),
  ),
  ...group('English', 'numbers')(
    question('At seven in the morning.', 'At 7am.', 'correct', 'am', clock('When does she start?')),
    question('At seven in the morning.', 'At 7pm.', 'wrong', 'pm', clock('When does she start?')),
  ),
  ...group('French', 'numbers')(
    question(
      "À deux heures de l'après-midi.",
      'À 14h.',
      'correct',
      '24-hour clock',
      clock('Quand ?'),
    ),
    question("À deux heures de l'après-midi.", 'À 2h.', 'wrong', 'the night', clock('Quand ?')),
  ),
  ...group('German', 'numbers')(
    question('Um zwei Uhr nachmittags.', 'Um 14 Uhr.', 'correct', '24-hour clock', clock('Wann?')),
    question('Um zwei Uhr nachmittags.', 'Um 2 Uhr.', 'wrong', 'the night', clock('Wann?')),
  ),
];

export const eighthBatch: VariantCase[] = [
  ...contractions,
  ...contractedForms,
  ...repeatedSubject,
  ...subordinateFirst,
  ...pastAndConditional,
  ...durations,
  ...hours,
];
