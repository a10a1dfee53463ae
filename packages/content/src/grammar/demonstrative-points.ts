/** The demonstratives of Spanish, Portuguese and Italian: demonstratives.ts drills them. */
import { form } from './form-points';

export const spanishDemonstratives = form(
  'es',
  'demostrativos',
  ['A1', 'A2'],
  [
    'demonstratives (este, ese, aquel)',
    'les démonstratifs (este, ese, aquel)',
    'Demonstrativartikel (este, ese, aquel)',
    'i dimostrativi (este, ese, aquel)',
    'los demostrativos (este, ese, aquel)',
    'os demonstrativos (este, ese, aquel)',
  ],
  'es.demonstratives',
  [
    'demostrativos',
    'los demostrativos',
    'adjetivos demostrativos',
    'determinantes demostrativos',
    'este ese aquel',
    'este esta estos estas',
    'este, ese y aquel',
    'demostrativos y distancia',
    'demonstrative adjectives',
  ],
);

// Portuguese grammars call este, esse and aquele "pronomes demonstrativos" before a noun too.
export const portugueseDemonstratives = form(
  'pt',
  'demonstrativos',
  ['A1', 'A2'],
  [
    'demonstratives (este, esse, aquele)',
    'les démonstratifs (este, esse, aquele)',
    'Demonstrativartikel (este, esse, aquele)',
    'i dimostrativi (este, esse, aquele)',
    'los demostrativos (este, esse, aquele)',
    'os demonstrativos (este, esse, aquele)',
  ],
  'pt.demonstratives',
  [
    'demonstrativos',
    'os demonstrativos',
    'pronomes demonstrativos',
    'determinantes demonstrativos',
    'adjetivos demonstrativos',
    'este esse aquele',
    'este esta estes estas',
    'demonstrative adjectives',
  ],
);

export const italianDemonstratives = form(
  'it',
  'dimostrativi',
  ['A1', 'A2'],
  [
    'demonstratives (questo, quello)',
    'les démonstratifs (questo, quello)',
    'Demonstrativartikel (questo, quello)',
    'aggettivi dimostrativi (questo, quello)',
    'los demostrativos (questo, quello)',
    'os demonstrativos (questo, quello)',
  ],
  'it.demonstratives',
  [
    'dimostrativi',
    'i dimostrativi',
    'aggettivi dimostrativi',
    'questo e quello',
    'questo quello',
    'quel quello quei quegli',
    'questo questa questi queste',
    'demonstrative adjectives',
  ],
);
