/**
 * Everyday syllabus requests, as teachers type them, with what the built-in engine should make of
 * them: the point that teaches them, or the grammar term it declines by name. Written with the
 * engine (its tests and `pnpm --filter @lingua/content eval` use them), so they show the engine
 * keeps its word, not how it meets requests nobody here wrote.
 */
import type { LanguageCode, Level } from '../languages';

/** [request, language, level, the point's id, the id of the term declined, or "?" for a request declined quoting it]. */
export const namedGrammarRequests: readonly [string, LanguageCode, Level, string][] = [
  ['comparatives and superlatives of adjectives', 'en', 'A2', 'en.comparatives-superlatives'],
  ['the passive voice – present simple and past simple', 'en', 'B1', 'en.passive'],
  ['present perfect with for and since', 'en', 'B1', 'en.present-perfect-for-since'],
  ['third conditional', 'en', 'B2', 'en.third-conditional'],
  ['relative clauses with who, which and that', 'en', 'B1', 'en.relative-pronouns'],
  ['reported speech', 'en', 'B2', 'en.reported-speech'],
  ['gerund or infinitive', 'en', 'B1', 'gerund-infinitive'],
  ['possessive adjectives', 'en', 'A1', 'en.possessive-adjectives'],
  ['object pronouns', 'en', 'A2', 'en.object-pronouns'],
  ['the imperative', 'en', 'A1', 'en.imperative'],
  // a/an and the together: no single point; declined quoting the request.
  ['articles a, an, the', 'en', 'A1', '?'],
  [
    'pretérito indefinido irregular (fui, tuve, hice)',
    'es',
    'A2',
    'es.preterito-indefinido-irregular',
  ],
  ['pronombres de objeto directo e indirecto', 'es', 'B1', 'es.pronombres-objeto'],
  ['verbos reflexivos', 'es', 'A2', 'es.verbos-reflexivos'],
  ['la voz pasiva', 'es', 'B2', 'passive'],
  ['comparativos', 'es', 'A2', 'es.comparativos'],
  ['el imperativo afirmativo', 'es', 'A2', 'es.imperativo-afirmativo'],
  ['les pronoms relatifs qui, que, dont', 'fr', 'B1', 'fr.pronoms-relatifs'],
  ['les verbes pronominaux au passé composé', 'fr', 'A2', 'fr.pronominaux-passe-compose'],
  ["l'impératif", 'fr', 'A1', 'fr.imperatif'],
  ['le subjonctif', 'fr', 'B1', 'fr.subjonctif-il-faut'],
  ['Passiv mit werden', 'de', 'B1', 'de.passiv'],
  ['trennbare Verben', 'de', 'A1', 'de.trennbare-verben'],
  ['Relativsätze', 'de', 'B1', 'de.relativsaetze'],
  ['Komparativ und Superlativ', 'de', 'A2', 'de.steigerung'],
  ['Wortstellung', 'de', 'A2', 'de.inversion'],
  ['indirekte Rede', 'de', 'C1', 'de.konjunktiv-1'],
  ['pronomi diretti e indiretti', 'it', 'A2', 'it.pronomi-complemento'],
  ['il passivo', 'it', 'B2', 'passive'],
  ['gli aggettivi possessivi', 'it', 'A1', 'it.possessivi'],
  ['preposizioni articolate', 'it', 'A1', 'it.preposizioni-articolate'],
  ['colocação pronominal', 'pt', 'B1', 'pronoun-placement'],
  ['voz passiva', 'pt', 'B2', 'passive'],
  ['pronomes relativos', 'pt', 'B1', 'pt.pronomes-relativos'],
];
