/** The drills of verb forms built from their own scenes (passive.ts, reflexive.ts), as form drills (forms.ts). */
import type { LanguageCode } from '../languages';
import type { Drill } from './forms';
import { type PassiveTense, passiveAuxiliaries, passiveNouns, passiveSentence } from './passive';
import type {
  PassiveDrillId,
  ReflexiveDrillId,
  SeparableDrillId,
  SimplePastDrillId,
} from './point';
import { type ReflexiveTense, reflexiveSentence } from './reflexive';
import { type SeparableTense, separableMarkers, separableSentence } from './separable';
import { simplePastDrill } from './simple-past';

/** A drill of one tense, or of both (the syllabi's "present and past passive") when none is given. */
const drill = (code: LanguageCode, tense?: PassiveTense): Drill => ({
  paradigm: tense
    ? passiveAuxiliaries[code][tense]
    : [...passiveAuxiliaries[code].present, ...passiveAuxiliaries[code].past],
  nouns: code === 'en' ? [] : passiveNouns(code),
  sentence: (_subject, adverbials, random) =>
    passiveSentence(code, tense ?? (random() < 0.5 ? 'present' : 'past'), adverbials, random),
});

/** A pronominal verb drill; every form it teaches is its slot (the eval looks for the pronoun). */
const reflexive = (code: 'fr' | 'de', tense: ReflexiveTense): Drill => ({
  paradigm:
    code === 'fr'
      ? ['me', 'te', 'se', 'nous', 'vous', "m'", "t'", "s'"]
      : ['mich', 'dich', 'sich', 'uns', 'euch'],
  nouns: [],
  sentence: (subject, adverbials, random) =>
    reflexiveSentence(code, tense, subject, adverbials, random),
});

/** A separable verb drill: its paradigm is the prefixes that end its sentences, or its participles. */
const separable = (tense: SeparableTense): Drill => ({
  get paradigm() {
    return separableMarkers(tense);
  },
  nouns: [],
  sentence: (subject, adverbials, random) => separableSentence(tense, subject, adverbials, random),
});

export const verbDrills: Record<
  PassiveDrillId | ReflexiveDrillId | SeparableDrillId | SimplePastDrillId,
  Drill
> = {
  'de.separable-present': separable('present'),
  'de.separable-perfect': separable('perfect'),
  'de.simple-past-sein-haben': simplePastDrill('sein-haben'),
  'de.simple-past-with-modals': simplePastDrill('with-modals'),
  'fr.reflexive-present': reflexive('fr', 'present'),
  'fr.reflexive-past': reflexive('fr', 'past'),
  'de.reflexive-present': reflexive('de', 'present'),
  'fr.passive': drill('fr'),
  'de.passive': drill('de'),
  'en.passive': drill('en'),
  'fr.passive-present': drill('fr', 'present'),
  'fr.passive-past': drill('fr', 'past'),
  'de.passive-present': drill('de', 'present'),
  'de.passive-past': drill('de', 'past'),
  'en.passive-present': drill('en', 'present'),
  'en.passive-past': drill('en', 'past'),
  'es.passive': drill('es'),
  'es.passive-present': drill('es', 'present'),
  'es.passive-past': drill('es', 'past'),
  'it.passive': drill('it'),
  'it.passive-present': drill('it', 'present'),
  'it.passive-past': drill('it', 'past'),
  'pt.passive': drill('pt'),
  'pt.passive-present': drill('pt', 'present'),
  'pt.passive-past': drill('pt', 'past'),
};
