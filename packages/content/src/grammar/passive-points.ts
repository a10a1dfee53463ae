/**
 * The passive of Spanish, Italian and Portuguese: with ser/essere (passive.ts), both tenses
 * together as syllabi teach it at B1, then the present and the past apart; and with se/si beside
 * the impersonal se/si (se-passive.ts).
 */
import { form, withoutTranslations } from './form-points';
import type { Names } from './inventory/build';
import type { FormPoint } from './point';

/** Spanish and Portuguese name their passive alike: both build it with ser. */
const serPassive: Names = [
  'passive voice with ser',
  'voix passive avec ser',
  'Passiv mit ser',
  'forma passiva con ser',
  'voz pasiva con ser',
  'voz passiva com ser',
];

export const spanishPassive: FormPoint[] = [
  form('es', 'voz-pasiva', ['B1', 'B2'], serPassive, 'es.passive', [
    'voz pasiva',
    'la voz pasiva',
    'pasiva con ser',
    'pasiva perifrástica',
    'ser + participio',
    'oraciones pasivas',
    'passive voice',
  ]),
  form(
    'es',
    'pasiva-presente',
    ['B1'],
    [
      'passive voice with ser in the present',
      'voix passive avec ser au présent',
      'Passiv mit ser im Präsens',
      'forma passiva con ser al presente',
      'voz pasiva en presente',
      'voz passiva com ser no presente',
    ],
    'es.passive-present',
    ['pasiva en presente', 'es + participio'],
  ),
  form(
    'es',
    'pasiva-indefinido',
    ['B1', 'B2'],
    [
      'passive voice with ser in the preterite',
      'voix passive avec ser au passé (fue + participe)',
      'Passiv mit ser im Indefinido',
      'forma passiva con ser al passato (fue + participio)',
      'voz pasiva en pretérito indefinido',
      'voz passiva com ser no pretérito (fue + particípio)',
    ],
    'es.passive-past',
    ['pasiva en pasado', 'pasiva en indefinido', 'fue + participio'],
  ),
  // English "books are sold" is as rightly "se venden libros", "venden libros" or "los libros son
  // vendidos": the se points have no Translations.
  // English "books are sold" is as rightly "venden libros" or "los libros son vendidos".
  withoutTranslations(
    form(
      'es',
      'pasiva-refleja',
      ['B1', 'B2'],
      [
        'the passive and impersonal se (se venden pisos, se vive bien)',
        'le se passif et impersonnel (se venden pisos, se vive bien)',
        'Passiv und unpersönliches se (se venden pisos, se vive bien)',
        'il se passivante e impersonale (se venden pisos, se vive bien)',
        'la pasiva refleja y el se impersonal',
        'a passiva com se e o se impessoal (se venden pisos, se vive bien)',
      ],
      'es.se-passive',
      [
        'pasiva refleja',
        'pasiva con se',
        'se impersonal',
        'oraciones impersonales con se',
        'se venden pisos',
        'passive with se',
      ],
    ),
  ),
];

export const italianPassive: FormPoint[] = [
  form(
    'it',
    'forma-passiva',
    ['B1', 'B2'],
    [
      'passive voice with essere and venire',
      'voix passive avec essere et venire',
      'Passiv mit essere und venire',
      'forma passiva con essere e venire',
      'voz pasiva con essere y venire',
      'voz passiva com essere e venire',
    ],
    'it.passive',
    [
      'forma passiva',
      'la forma passiva',
      'il passivo',
      'passivo',
      'passivo con essere e venire',
      'essere + participio passato',
      'venire + participio passato',
      'frasi passive',
      'passive voice',
    ],
  ),
  form(
    'it',
    'passiva-presente',
    ['B1'],
    [
      'passive voice in the present (è scritto, viene scritto)',
      'voix passive au présent (è scritto, viene scritto)',
      'Passiv im Präsens (è scritto, viene scritto)',
      'forma passiva al presente',
      'voz pasiva en presente (è scritto, viene scritto)',
      'voz passiva no presente (è scritto, viene scritto)',
    ],
    'it.passive-present',
    ['passivo presente', 'passiva al presente'],
  ),
  form(
    'it',
    'passiva-passato',
    ['B1', 'B2'],
    [
      'passive voice in the past (è stato scritto)',
      'voix passive au passé (è stato scritto)',
      'Passiv in der Vergangenheit (è stato scritto)',
      'forma passiva al passato (è stato scritto)',
      'voz pasiva en pasado (è stato scritto)',
      'voz passiva no passado (è stato scritto)',
    ],
    'it.passive-past',
    ['passivo al passato', 'passiva al passato prossimo', 'è stato + participio'],
  ),
  withoutTranslations(
    form(
      'it',
      'si-passivante',
      ['B1', 'B2'],
      [
        'the passive and impersonal si (si vendono case, si vive bene)',
        'le si passif et impersonnel (si vendono case, si vive bene)',
        'Passiv und unpersönliches si (si vendono case, si vive bene)',
        'il si passivante e il si impersonale',
        'la pasiva y el impersonal con si (si vendono case, si vive bene)',
        'a passiva e o impessoal com si (si vendono case, si vive bene)',
      ],
      'it.se-passive',
      [
        'si passivante',
        'si impersonale',
        'forma impersonale con si',
        'costruzione impersonale',
        'si vendono case',
      ],
    ),
  ),
];

export const portuguesePassive: FormPoint[] = [
  form('pt', 'voz-passiva', ['B1', 'B2'], serPassive, 'pt.passive', [
    'voz passiva',
    'a voz passiva',
    'passiva analítica',
    'passiva com ser',
    'ser + particípio',
    'frases passivas',
    'passive voice',
  ]),
  form(
    'pt',
    'passiva-presente',
    ['B1'],
    [
      'passive voice with ser in the present',
      'voix passive avec ser au présent',
      'Passiv mit ser im Präsens',
      'forma passiva con ser al presente',
      'voz pasiva con ser en presente',
      'voz passiva no presente',
    ],
    'pt.passive-present',
    ['passiva no presente', 'é + particípio'],
  ),
  form(
    'pt',
    'passiva-preterito',
    ['B1', 'B2'],
    [
      'passive voice with ser in the preterite',
      'voix passive avec ser au passé (foi + participe)',
      'Passiv mit ser im Perfeito',
      'forma passiva con ser al passato (foi + participio)',
      'voz pasiva con ser en pretérito (foi + participio)',
      'voz passiva no pretérito perfeito',
    ],
    'pt.passive-past',
    ['passiva no passado', 'passiva no pretérito', 'foi + particípio'],
  ),
  withoutTranslations(
    form(
      'pt',
      'se-apassivante',
      ['B1', 'B2'],
      [
        'the passive and impersonal se (vendem-se casas, vive-se bem)',
        'le se passif et impersonnel (vendem-se casas, vive-se bem)',
        'Passiv und unpersönliches se (vendem-se casas, vive-se bem)',
        'il se passivante e impersonale (vendem-se casas, vive-se bem)',
        'la pasiva refleja y el se impersonal (vendem-se casas, vive-se bem)',
        'a passiva sintética e o se impessoal',
      ],
      'pt.se-passive',
      [
        'se apassivante',
        'se passivo',
        'passiva com se',
        'passiva sintética',
        'passiva pronominal',
        'partícula apassivadora',
        'se impessoal',
        'vendem-se casas',
      ],
    ),
  ),
];
