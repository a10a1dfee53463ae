import type { LanguageCode, Level } from '../languages';
import type { WritingVariation } from '../schemas';
import type { Phrase } from '../topics/lexicon';
import type { ArticleDrillId } from './articles';
import type { BeHaveDrillId } from './be-have';
import type { CausativeDrillId } from './causative';
import type { CiNeDrillId } from './ci-ne';
import type { ComparisonDrillId } from './comparison';
import type { ConnectorDrillId } from './connectors';
import type { DemonstrativeDrillId } from './demonstratives';
import type { EnglishBasicsDrillId } from './english-basics';
import type { EsserciDrillId } from './esserci';
import type { GustarDrillId } from './gustar';
import type { HayEstarDrillId } from './hay-estar';
import type { MeaningId } from './meanings';
import type { NegationDrillId } from './negation';
import type { PoliteDrillId } from './polite';
import type { PronounDrillId } from './pronouns';
import type { QuestionDrillId } from './questions';
import type { RelativeDrillId } from './relatives';
import type { SePassiveDrillId } from './se-passive';
import type { YEnDrillId } from './y-en';

/**
 * Which verbs a point drills: verbs of movement (their perfect takes être, sein, essere), verbs
 * with an object, both, or English verbs by how the library conjugates them.
 */
export type VerbChoice =
  | 'motion'
  | 'action'
  | 'all'
  /** Verbs that take a progressive ("is eating"), not "see", "come", "find", "forget" ("*is seeing the final"). */
  | 'progressive'
  | 'irregular'
  /** Verbs the rule conjugates: in the English past (played), in the Romance present (hablo). */
  | 'regular'
  /** English verbs whose past participle differs from their past (gone/went). */
  | 'participle'
  /** Reflexive verbs of a daily routine (levantarse, alzarsi, levantar-se): see reflexives.ts. */
  | 'reflexive';

/**
 * The one mistake a "Correct the Mistakes" item plants and the wrong options a "Fill in the
 * Blanks" item offers, all of the point itself:
 * - `auxiliary`: the other auxiliary (*a allé, *hat gegangen, *è mangiato una pizza);
 * - `tense`: the form of a tense the sentence rules out (*Ojalá Lucía va, *Hier Léa va);
 * - `regularised`: an English irregular verb given -ed (*goed);
 * - `participle`: the past instead of the participle (*has went);
 * - `order`: German verb placement (*dass Anna geht ins Restaurant; *Hoffentlich Anna geht);
 * - `person`: the ending of another person (*Léa allons);
 * - `modalTo`: "to" after an English modal (*must to go).
 * When the planted form happens to be right (Italian noi: mangiamo in both moods), the item
 * falls back to `person`.
 */
export type Mistake =
  | { kind: 'auxiliary' }
  | { kind: 'tense'; tense: string }
  | { kind: 'regularised' }
  | { kind: 'participle' }
  | { kind: 'order' }
  | { kind: 'person' }
  | { kind: 'modalTo' };

/** A point about the verb: its sentences are clauses in a meaning (see clause.ts, items.ts). */
export type VerbPoint = {
  kind?: 'verb';
  /** "fr.passe-compose-etre" */
  id: string;
  language: LanguageCode;
  /** Levels where syllabi teach it, the main one first. */
  levels: readonly Level[];
  /** Its name in each of the six languages (English included). */
  names: Phrase;
  /** Other ways teachers ask for it, in any language; matched without accents or case. */
  aliases: readonly string[];
  /** Typical forms teachers list for it ("fui", "tuve", "hice"), folded: two of them name it. */
  examples?: readonly string[];
  /**
   * What its sentences mean; two for a contrast (pretérito perfeito / imperfeito), where each
   * item's wrong option is the other tense.
   */
  meanings: readonly MeaningId[];
  /**
   * Its meanings are drilled side by side, not against each other: every item's wrong form is
   * the point's `mistake` (Konjunktiv I said of the past and of the future).
   */
  sideBySide?: true;
  verbs: VerbChoice;
  mistake: Mistake;
  /** The writing variations it generates; all six unless a variation does not fit it. */
  variations: readonly WritingVariation[];
};

/** What every kind of point has: its id, language, levels, names and variations. */
type PointBasics = Pick<
  VerbPoint,
  'id' | 'language' | 'levels' | 'names' | 'aliases' | 'examples' | 'variations'
>;

/**
 * A point about another word than the verb: an article, a preposition and article, a case
 * ("au cinéma", "in den Park" / "im Park", "allo stadio"). Its sentences come from `drill`
 * (forms.ts), whose nouns carry the gender and number the dictionaries give.
 */
export type FormPoint = PointBasics & {
  kind: 'form';
  drill: FormDrillId;
};

export type FormDrillId =
  | 'fr.contracted-articles'
  | 'fr.partitive'
  | 'de.two-way-prepositions'
  | 'de.accusative-article'
  | 'de.dative-prepositions'
  | 'it.articulated-prepositions'
  | 'it.definite-article'
  | 'it.indefinite-article'
  | 'es.possessives'
  | 'pt.possessives'
  | 'fr.possessives'
  | 'it.possessives'
  | ComparisonDrillId
  | ConnectorDrillId
  | PoliteDrillId
  | PronounDrillId
  | RelativeDrillId
  | ArticleDrillId
  | EnglishBasicsDrillId
  | BeHaveDrillId
  | NegationDrillId
  | PassiveDrillId
  | ReflexiveDrillId
  | SimplePastDrillId
  | SeparableDrillId
  | SePassiveDrillId
  | GustarDrillId
  | EsserciDrillId
  | HayEstarDrillId
  | QuestionDrillId
  | DemonstrativeDrillId
  | CausativeDrillId
  | YEnDrillId
  | CiNeDrillId;

/** The German simple past drills of sein, haben and the modal verbs (simple-past.ts). */
export type SimplePastDrillId = 'de.simple-past-sein-haben' | 'de.simple-past-with-modals';

/** The German separable verb drills (separable.ts). */
export type SeparableDrillId = 'de.separable-present' | 'de.separable-perfect';

/** The pronominal verb drills (reflexive.ts). */
export type ReflexiveDrillId =
  | 'fr.reflexive-present'
  | 'fr.reflexive-past'
  | 'de.reflexive-present';

/** The passive drills (passive.ts), per language and tense. */
export type PassiveDrillId =
  | `${LanguageCode}.passive-${'present' | 'past'}`
  | `${LanguageCode}.passive`;

/** Two words a learner chooses between by a rule (ser/estar, por/para): see `choice.ts`. */
export type ChoicePoint = PointBasics & {
  kind: 'choice';
  choice: ChoiceId;
};

export type ChoiceId = 'ser-estar' | 'por-para';

export type GrammarPoint = VerbPoint | FormPoint | ChoicePoint;

export const isVerbPoint = (point: GrammarPoint): point is VerbPoint =>
  point.kind === undefined || point.kind === 'verb';
