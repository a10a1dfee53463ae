/**
 * Verbs like gustar and Italian piacere: "A Lucía le gustan los gatos", "Me duele la cabeza", "Mi
 * piace la pizza", "A Marco piacciono i gatti", "Mi è piaciuta la festa". What is liked is the
 * subject: the verb agrees with it (gusta for a singular noun or an infinitive, gustan for a
 * plural), the one who likes is the indirect object (me, le, nos; mi, ci; "a Lucía le", "a Marco").
 * Verb forms come from the conjugation tables, articles and adjectives from their helpers; the
 * nouns' gender is the dictionaries' (Italian checked by forms.test.ts).
 */
import { conjugate, type Person, sayPresent } from '../conjugation/conjugate';
import type { Level } from '../languages';
import { pick, type Random } from '../random';
import { articleSlot } from './articles';
import { atOrBelow, capitalise, type Subject } from './clause';
import { agreeAdjective } from './comparison';
import type { Drill, FormSentence, Slot } from './forms';
import { italianDefinite } from './italian-articles';
import type { Noun } from './nouns';
import { directPronouns, indirectPronouns } from './pronouns';

export type GustarDrillId = 'es.gustar' | 'it.piacere';

const n = (text: string, gender: Noun['gender'], en: string, lemma?: string): Noun => ({
  text,
  gender,
  en,
  ...(lemma ? { plural: true, lemma } : {}),
});

/** What is liked: a noun (its article from the helpers) or an infinitive, always singular. */
type Liked = { noun: Noun } | { infinitive: string; en: string };

const plural = (liked: Liked) => 'noun' in liked && liked.noun.plural === true;
const likedEn = (liked: Liked) => ('noun' in liked ? liked.noun.en : liked.en);
const verb3 = (code: 'es' | 'it', verb: string, isPlural: boolean) =>
  conjugate(code, verb, code === 'es' ? 'PRESENT' : 'PRESENTE', isPlural ? 5 : 2).join(' ');

/** The one who likes, as English names them: "I", "my", "me"; "Lucía", "Lucía's", "Lucía". */
function englishOf(subject: Subject) {
  const who = subject.text.en ?? '';
  const whose =
    { I: 'my', you: 'your', we: 'our' }[who] ?? `${who}'${who.endsWith('s') ? '' : 's'}`;
  const whom = { I: 'me', we: 'us' }[who] ?? who;
  return { who, whose, whom, does: (verb: string) => sayPresent('en', verb, subject.person) };
}

const isPronoun = (subject: Subject) => ['I', 'you', 'we', 'you-all'].includes(subject.id);

// ——— Spanish ———

type SpanishScene = {
  verb: string;
  from: Level;
  liked: Liked;
  /** The adjective of parecer ("me parecen caros"), agreeing with what is liked. */
  adjective?: [lemma: string, en: string];
};

const scenes = (verb: string, from: Level, likes: Liked[]): SpanishScene[] =>
  likes.map((liked) => ({ verb, from, liked }));
const noun = (text: string, gender: Noun['gender'], en: string, lemma?: string): Liked => ({
  noun: n(text, gender, en, lemma),
});
const infinitive = (text: string, en: string): Liked => ({ infinitive: text, en });
/** "me parece interesante el museo": parecer and an adjective. */
const seeming = (liked: Liked, adjective: [lemma: string, en: string]): SpanishScene => ({
  verb: 'parecer',
  from: 'B1',
  liked,
  adjective,
});

const spanishScenes: readonly SpanishScene[] = [
  ...scenes('gustar', 'A1', [
    noun('chocolate', 'M', 'chocolate'),
    noun('música', 'F', 'music'),
    noun('gatos', 'M', 'cats', 'gato'),
    noun('manzanas', 'F', 'apples', 'manzana'),
    infinitive('bailar', 'dancing'),
    infinitive('leer', 'reading'),
  ]),
  ...scenes('encantar', 'A1', [
    noun('café', 'M', 'coffee'),
    noun('playa', 'F', 'the beach'),
    noun('perros', 'M', 'dogs', 'perro'),
    noun('películas', 'F', 'films', 'película'),
    infinitive('viajar', 'travelling'),
    infinitive('cocinar', 'cooking'),
  ]),
  ...scenes('interesar', 'A2', [
    noun('historia', 'F', 'history'),
    noun('arte', 'M', 'art'),
    noun('idiomas', 'M', 'languages', 'idioma'),
    noun('noticias', 'F', 'the news', 'noticia'),
  ]),
  ...scenes('doler', 'A2', [
    noun('cabeza', 'F', 'head'),
    noun('espalda', 'F', 'back'),
    noun('pies', 'M', 'feet', 'pie'),
    noun('piernas', 'F', 'legs', 'pierna'),
  ]),
  ...scenes('molestar', 'B1', [
    noun('ruido', 'M', 'the noise'),
    noun('humo', 'M', 'smoke'),
    noun('mosquitos', 'M', 'mosquitoes', 'mosquito'),
    noun('mentiras', 'F', 'lies', 'mentira'),
  ]),
  seeming(noun('museo', 'M', 'the museum'), ['interesante', 'interesting']),
  seeming(noun('examen', 'M', 'the exam'), ['difícil', 'difficult']),
  seeming(noun('zapatos', 'M', 'the shoes', 'zapato'), ['caro', 'expensive']),
  seeming(noun('clases', 'F', 'the classes', 'clase'), ['aburrido', 'boring']),
];

/** "los gatos", "bailar", "caros los zapatos": what follows the verb. */
function spanishLiked({ liked, adjective }: SpanishScene): string {
  if (!('noun' in liked)) return liked.infinitive;
  const { noun } = liked;
  const thing = `${articleSlot('es', 'definite', noun).right[0]} ${noun.text}`;
  if (!adjective) return thing;
  const agreed = agreeAdjective('es', adjective[0], {
    gender: noun.gender === 'F' ? 'F' : 'M',
    plural: noun.plural === true,
  });
  return `${agreed} ${thing}`;
}

/**
 * The clitic and the verb agreeing with what is liked: "le gustan", "me gusta". The slips: the
 * verb agreeing with the one who likes or not with the thing (*me gustan el chocolate, *a mis
 * padres les gusta los gatos); then, after "a Lucía", the direct pronoun or "le" for "les" (*a
 * Lucía la gusta, *a mis padres le gustan), or else the personal verb (*yo gusto el chocolate).
 */
export function gustarSlot(subject: Subject, verb: string, thingPlural: boolean): Slot {
  const person = subject.person;
  const clitic = ['me', 'te', 'le', 'nos', 'os', 'les'][person] ?? '';
  const form = verb3('es', verb, thingPlural);
  const disagreeing = `${clitic} ${verb3('es', verb, !thingPlural)}`;
  if (isPronoun(subject)) {
    const personal = `${subject.text.es} ${conjugate('es', verb, 'PRESENT', person).join(' ')}`;
    return { right: [`${clitic} ${form}`], wrong: [disagreeing, personal] };
  }
  const agreement = `${subject.gender}${person === 5 ? 'P' : 'S'}` as const;
  const otherClitic = person === 5 ? indirectPronouns.es.MS : directPronouns.es[agreement];
  return { right: [`${clitic} ${form}`], wrong: [disagreeing, `${otherClitic} ${form}`] };
}

/** "Lucía likes cats", "My feet hurt", "Noise bothers us", "Tom finds the exam difficult". */
function spanishEnglish(subject: Subject, { verb, liked, adjective }: SpanishScene): string {
  const { who, whose, whom, does } = englishOf(subject);
  const thing = likedEn(liked);
  const thingDoes = (english: string) => sayPresent('en', english, plural(liked) ? 5 : 2);
  const words: Record<string, string> = {
    gustar: `${who} ${does('like')} ${thing}`,
    encantar: `${who} ${does('love')} ${thing}`,
    interesar: `${who} ${does('be')} interested in ${thing}`,
    doler: `${whose} ${thing} ${thingDoes('hurt')}`,
    molestar: `${thing} ${thingDoes('bother')} ${whom}`,
    parecer: `${who} ${does('find')} ${thing} ${adjective?.[1] ?? ''}`,
  };
  return `${capitalise(words[verb] ?? '')}.`;
}

function spanishSentence(subject: Subject, level: Level, random: Random): FormSentence {
  const scene = pick(
    spanishScenes.filter(({ from }) => atOrBelow(from, level)),
    random,
  );
  return {
    before: isPronoun(subject) ? [] : [`A ${subject.text.es}`],
    slot: gustarSlot(subject, scene.verb, plural(scene.liked)),
    noun: spanishLiked(scene),
    after: [],
    en: spanishEnglish(subject, scene),
    cue: scene.verb,
  };
}

// ——— Italian ———

const italianLiked: readonly Liked[] = [
  { noun: n('pizza', 'F', 'pizza') },
  { noun: n('gelato', 'M', 'ice cream') },
  { noun: n('musica', 'F', 'music') },
  { noun: n('sport', 'M', 'sport') },
  { noun: n('arte', 'F', 'art') },
  { noun: n('gatti', 'M', 'cats', 'gatto') },
  { noun: n('fiori', 'M', 'flowers', 'fiore') },
  { noun: n('spaghetti', 'M', 'spaghetti', 'spaghetto') },
  { noun: n('mele', 'F', 'apples', 'mela') },
  { infinitive: 'viaggiare', en: 'travelling' },
  { infinitive: 'cucinare', en: 'cooking' },
  { infinitive: 'ballare', en: 'dancing' },
];

/** Things that happened once, for the passato prossimo (B1): "Mi è piaciuta la festa". */
const italianEvents: readonly Noun[] = [
  n('festa', 'F', 'the party'),
  n('film', 'M', 'the film'),
  n('spettacolo', 'M', 'the show'),
  n('cena', 'F', 'the dinner'),
  n('regali', 'M', 'the presents', 'regalo'),
  n('canzoni', 'F', 'the songs', 'canzone'),
];

export const piacereNouns: readonly Noun[] = [
  ...italianLiked.flatMap((liked) => ('noun' in liked ? [liked.noun] : [])),
  ...italianEvents,
];

/** "a Marco", "ai miei genitori", "alle mie amiche": a joins the article. */
const joined: Record<string, string> = { i: 'ai', le: 'alle' };
function italianTo(text: string): string {
  const [first = '', ...rest] = text.split(' ');
  const contracted = joined[first];
  return contracted ? [contracted, ...rest].join(' ') : `a ${text}`;
}

/** "la pizza", "l'arte", "gli spaghetti". */
function italianThing(noun: Noun): string {
  const article = italianDefinite(noun).right[0] ?? '';
  return article.endsWith("'") ? `${article}${noun.text}` : `${article} ${noun.text}`;
}

/**
 * Who likes and piacere: "mi piace", "a Marco piacciono". The slips: the verb agreeing with the
 * one who likes or not with the thing (*mi piacciono la pizza), then the personal verb (*io piaccio
 * la pizza, *Marco piace i gatti). In the passato prossimo (essere, the participle agreeing with
 * the thing) the slips are the participle left as it is in the dictionary (*mi è piaciuto la
 * festa) and avere (*mi ha piaciuto).
 */
export function piacereSlot(
  subject: Subject,
  thing: { gender: 'M' | 'F'; plural: boolean },
  past: boolean,
): Slot {
  const who = isPronoun(subject)
    ? (['mi', 'ti', '', 'ci', 'vi', ''][subject.person] ?? '')
    : italianTo(subject.text.it ?? '');
  const person: Person = thing.plural ? 5 : 2;
  const say = (form: string[]) => `${who} ${form.join(' ')}`;
  if (past) {
    const right = say(conjugate('it', 'piacere', 'PASSATO_PROSSIMO', person, thing.gender, 'be'));
    const unagreed = say(conjugate('it', 'piacere', 'PASSATO_PROSSIMO', 2, 'M', 'be'));
    const otherNumber = say(
      conjugate('it', 'piacere', 'PASSATO_PROSSIMO', thing.plural ? 2 : 5, thing.gender, 'be'),
    );
    const avere = say(conjugate('it', 'piacere', 'PASSATO_PROSSIMO', person, 'M', 'have'));
    return { right: [right], wrong: [unagreed === right ? otherNumber : unagreed, avere] };
  }
  const personal = `${subject.text.it} ${conjugate('it', 'piacere', 'PRESENTE', subject.person).join(' ')}`;
  return {
    right: [say([verb3('it', 'piacere', thing.plural)])],
    wrong: [say([verb3('it', 'piacere', !thing.plural)]), personal],
  };
}

function italianSentence(subject: Subject, level: Level, random: Random): FormSentence {
  const past = atOrBelow('B1', level) && random() < 0.5;
  const liked: Liked = past ? { noun: pick(italianEvents, random) } : pick(italianLiked, random);
  const gender = 'noun' in liked && liked.noun.gender === 'F' ? 'F' : 'M';
  const { who, does } = englishOf(subject);
  return {
    before: [],
    slot: piacereSlot(subject, { gender, plural: plural(liked) }, past),
    noun: 'noun' in liked ? italianThing(liked.noun) : liked.infinitive,
    after: [],
    en: `${capitalise(`${who} ${past ? 'liked' : does('like')} ${likedEn(liked)}`)}.`,
  };
}

const spanishDrill: Drill = {
  get paradigm() {
    return ['me', 'te', 'le', 'nos', 'les'].flatMap((clitic) =>
      spanishScenes.map(({ verb, liked }) => `${clitic} ${verb3('es', verb, plural(liked))}`),
    );
  },
  nouns: [],
  sentence: (subject, _adverbials, random, level) => spanishSentence(subject, level, random),
};

const italianDrill: Drill = {
  paradigm: ['piace', 'piacciono', 'è piaciuto', 'è piaciuta', 'sono piaciuti', 'sono piaciute'],
  nouns: piacereNouns,
  sentence: (subject, _adverbials, random, level) => italianSentence(subject, level, random),
};

export const gustarDrills: Record<GustarDrillId, Drill> = {
  'es.gustar': spanishDrill,
  'it.piacere': italianDrill,
};
