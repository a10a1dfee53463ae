/** Verbs like gustar (es) and piacere (it): gustar.ts drills them. */
import { form, withoutTranslations } from './form-points';
import type { FormPoint } from './point';

// English "I love dancing" is as rightly "me encanta bailar" as "adoro bailar", "I'm interested in
// history" as "estoy interesado en la historia": no Translations.
export const spanishGustar: FormPoint = withoutTranslations(
  form(
    'es',
    'verbos-como-gustar',
    ['A1', 'A2', 'B1'],
    [
      'verbs like gustar (me gusta, me gustan)',
      'les verbes comme gustar (me gusta, me gustan)',
      'Verben wie gustar (me gusta, me gustan)',
      'i verbi come gustar (me gusta, me gustan)',
      'verbos como gustar (me gusta, me gustan)',
      'verbos como gustar (me gusta, me gustan)',
    ],
    'es.gustar',
    [
      'verbos como gustar',
      'el verbo gustar',
      'gustar',
      'me gusta me gustan',
      'gustar encantar interesar',
      'verbos de afección',
      'verbos de afeccion',
      'verbos tipo gustar',
      'verbos con pronombre de objeto indirecto',
      'verbs like gustar',
      'gustar and similar verbs',
    ],
  ),
);

export const italianPiacere: FormPoint = form(
  'it',
  'verbo-piacere',
  ['A1', 'A2', 'B1'],
  [
    'the verb piacere (mi piace, mi piacciono)',
    'le verbe piacere (mi piace, mi piacciono)',
    'das Verb piacere (mi piace, mi piacciono)',
    'il verbo piacere (mi piace, mi piacciono)',
    'el verbo piacere (mi piace, mi piacciono)',
    'o verbo piacere (mi piace, mi piacciono)',
  ],
  'it.piacere',
  [
    'il verbo piacere',
    'mi piace mi piacciono',
    'piace piacciono',
    'verbi come piacere',
    'the verb piacere',
    'verbs like piacere',
    'piacere al passato prossimo',
  ],
);
