import { blank, correct, form, reorder, translate } from './case';
import { group, type VariantCase } from './variantCase';

/**
 * An eleventh batch of issue 28 cases (2026-11-30), for the rules added after the third
 * development set showed right answers refused: the future said with "to go" in a blank, a form
 * asked by its name written with its subject or article. Each right form with the near misses a
 * teacher refuses. Written by the rules' author on sentences of their own.
 */

const dinner = { prompt: 'El sábado ___ en casa de mis tíos. (cenar, futuro)' };
const trip = { prompt: 'No verão ___ para o Algarve. (viajar, futuro)' };
const futures: VariantCase[] = [
  ...group('Spanish', 'equal forms')(
    blank('cenaremos', 'vamos a cenar', 'correct', 'ir a for the future', dinner),
    blank('cenaremos', 'van a cenar', 'wrong', 'another person', dinner),
    blank('cenaremos', 'íbamos a cenar', 'wrong', 'the past', { ...dinner, trap: 'tense' }),
    blank('cenaremos', 'vamos a cenar', 'wrong', 'the simple future asked', {
      prompt: 'El sábado ___ en casa de mis tíos. (cenar, futuro simple)',
    }),
  ),
  ...group('Portuguese', 'equal forms')(
    blank('viajaremos', 'vamos viajar', 'correct', 'ir for the future', trip),
    blank('viajaremos', 'vão viajar', 'wrong', 'another person', trip),
    blank('viajaremos', 'viajamos', 'wrong', 'the present', trip),
  ),
];

const sixth = { prompt: 'Verbe « finir », présent, 1re personne du pluriel' };
const third = { prompt: '„laufen“, Präsens, 3. Person Singular' };
const plural = { prompt: 'Plural von „die Maus“' };
const named: VariantCase[] = [
  ...group('French', 'subjects')(
    form('finissons', 'nous finissons', 'correct', 'with the subject asked', sixth),
    form('finissons', 'vous finissons', 'wrong', 'another subject', sixth),
    form('finissons', 'nous finissez', 'wrong', 'another person', sixth),
  ),
  ...group('German', 'subjects')(
    form('läuft', 'sie läuft', 'correct', 'with a subject of the person asked', third),
    form('läuft', 'ihr läuft', 'wrong', 'another subject', third),
    form('läuft', 'er lauft', 'wrong', 'the umlaut lost', { ...third, trap: 'accent' }),
    form('die Mäuse', 'Mäuse', 'correct', 'the plural without its article', plural),
    form('die Mäuse', 'der Mäuse', 'wrong', 'the genitive', plural),
    form('die Mäuse', 'Mause', 'wrong', 'no plural', plural),
  ),
];

const window = { prompt: 'Can you close the window?' };
const requests: VariantCase[] = [
  ...group('English', 'equal forms')(
    translate(
      'Can you open the door for me?',
      'Could you open the door for me?',
      'correct',
      'could',
      {
        prompt: '¿Puedes abrirme la puerta?',
      },
    ),
    translate('I can open the door.', 'I could open the door.', 'wrong', 'the past, no request', {
      prompt: 'Puedo abrir la puerta.',
    }),
  ),
  ...group('Italian', 'equal forms')(
    translate(
      'Puoi chiudere la finestra?',
      'Potresti chiudere la finestra?',
      'correct',
      'the conditional',
      window,
    ),
    translate(
      'Puoi chiudere la finestra?',
      'Potremmo chiudere la finestra?',
      'wrong',
      'another person',
      window,
    ),
    translate(
      'Puoi chiudere la finestra?',
      'Potevi chiudere la finestra?',
      'wrong',
      'the imperfect',
      window,
    ),
  ),
  ...group('German', 'equal forms')(
    translate(
      'Kannst du das Fenster schließen?',
      'Könntest du das Fenster schließen?',
      'correct',
      'the Konjunktiv II',
      window,
    ),
    translate(
      'Kannst du das Fenster schließen?',
      'Konntest du das Fenster schließen?',
      'wrong',
      'the past',
      { ...window, trap: 'accent' },
    ),
  ),
];

const weekly = { prompt: 'We go swimming every week.' };
const everyDay: VariantCase[] = group('Portuguese', 'synonyms')(
  translate(
    'Vamos nadar todas as semanas.',
    'Vamos nadar toda semana.',
    'correct',
    'toda semana',
    weekly,
  ),
  translate(
    'Vamos nadar todas as semanas.',
    'Vamos nadar toda a semana.',
    'wrong',
    'the whole week',
    weekly,
  ),
);

const summer = { prompt: 'No verão passado viajámos a Itália.' };
const orders: VariantCase[] = [
  ...group('Portuguese', 'equal forms')(
    translate('Viajámos para Itália.', 'Viajámos a Itália.', 'correct', 'a for para after viajar', {
      prompt: 'We travelled to Italy.',
    }),
    translate('Viajámos para Itália.', 'Viajámos em Itália.', 'wrong', 'em is inside', {
      prompt: 'We travelled to Italy.',
    }),
    correct(
      'No verão passado viajámos para Itália.',
      'No verão passado viajámos a Itália.',
      'wrong',
      'the mistake left',
      summer,
    ),
  ),
  ...group('Portuguese', 'clitics')(
    reorder(
      'Ele mostrou-nos a casa.',
      'Ele nos mostrou a casa.',
      'correct',
      'the pronoun before its verb',
      {
        prompt: 'mostrou / a casa / nos / ele',
      },
    ),
    reorder('Ele mostrou-nos a casa.', 'Nos ele mostrou a casa.', 'wrong', 'the pronoun first', {
      prompt: 'mostrou / a casa / nos / ele',
    }),
  ),
  ...group('English', 'adverbs of frequency')(
    reorder(
      'We usually have lunch at one.',
      'Usually we have lunch at one.',
      'correct',
      'usually first',
      {
        prompt: 'lunch / usually / we / at one / have',
      },
    ),
    reorder(
      'We usually have lunch at one.',
      'We have usually lunch at one.',
      'wrong',
      'after the verb',
      {
        prompt: 'lunch / usually / we / at one / have',
      },
    ),
    reorder(
      'We always have lunch at one.',
      'Always we have lunch at one.',
      'wrong',
      'always first',
      {
        prompt: 'lunch / always / we / at one / have',
      },
    ),
    translate(
      'She sometimes works from home.',
      'Sometimes she works from home.',
      'correct',
      'sometimes first',
      {
        prompt: 'A veces trabaja desde casa.',
      },
    ),
  ),
];

const tired = { prompt: '___ fossi stanca, ho finito il libro.' };
const arrived = { prompt: 'Abrimos a porta ___ o carteiro tocou. (conjunção temporal)' };
const conjunctions: VariantCase[] = [
  ...group('Italian', 'equal forms')(
    blank('Benché', 'Sebbene', 'correct', 'another concessive', tired),
    blank('Benché', 'Anche se', 'wrong', 'the indicative one', tired),
    blank('Benché', 'Perché', 'wrong', 'a cause', tired),
  ),
  ...group('Portuguese', 'equal forms')(
    blank('quando', 'assim que', 'correct', 'a conjunction of time asked', arrived),
    blank('quando', 'embora', 'wrong', 'a concession', arrived),
    blank('Quando', 'Assim que', 'wrong', 'a state, not a moment', {
      prompt: '___ era pequena, morava em Braga.',
    }),
  ),
];

const tired2 = { prompt: 'You look tired: do you want to sit down?' };
const voseo: VariantCase[] = group('Spanish', 'you')(
  translate(
    'Pareces cansado: ¿quieres sentarte?',
    'Parecés cansado: ¿vos querés sentarte?',
    'correct',
    'vos',
    tired2,
  ),
  translate(
    'Pareces cansado: ¿quieres sentarte?',
    'Parecés cansado: ¿vos queréis sentarte?',
    'wrong',
    'vosotros',
    tired2,
  ),
  translate('Vives cerca del río.', 'Vos vivís cerca del río.', 'correct', 'vos', {
    prompt: 'You live near the river.',
  }),
  translate('Vives cerca del río.', 'Vos vive cerca del río.', 'wrong', 'another person', {
    prompt: 'You live near the river.',
  }),
);

export const eleventhBatch: VariantCase[] = [
  ...voseo,
  ...conjunctions,
  ...futures,
  ...named,
  ...requests,
  ...everyDay,
  ...orders,
];
