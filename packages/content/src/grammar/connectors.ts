/**
 * French linking words of cause and consequence: "parce que" and "car" introduce the cause after
 * the fact, "puisque" a cause both speakers know, opening the sentence; "donc" and "c'est
 * pourquoi" the consequence. The slip is a linker of the other direction ("*Il pleut parce que je
 * reste à la maison").
 */
import { pick } from '../random';
import type { Drill, FormSentence } from './forms';

/**
 * A cause and its consequence, the consequence short and (from B1, as other drills lengthen with
 * adverbials) longer; no cause begins with a vowel, so "que" never elides ("qu'il").
 */
type Pair = {
  cause: string;
  effect: [short: string, long: string];
  en: { cause: string; effect: [short: string, long: string] };
};

const pair = (
  cause: string,
  effect: Pair['effect'],
  enCause: string,
  enEffect: Pair['effect'],
): Pair => ({ cause, effect, en: { cause: enCause, effect: enEffect } });

const pairs: readonly Pair[] = [
  pair(
    'la route est fermée',
    ['nous prenons le train', 'nous prenons le train de sept heures'],
    'the road is closed',
    ['we are taking the train', "we are taking the seven o'clock train"],
  ),
  pair(
    'mon frère est malade',
    ["il ne va pas à l'école", "il ne va pas à l'école cette semaine"],
    'my brother is ill',
    ["he isn't going to school", "he isn't going to school this week"],
  ),
  pair(
    "j'ai mal à la tête",
    ['je me couche tôt', 'je me couche tôt ce soir'],
    'I have a headache',
    ["I'm going to bed early", "I'm going to bed early tonight"],
  ),
  pair(
    'le musée est fermé le matin',
    ['nous y allons le soir', 'nous y allons le soir après le travail'],
    'the museum is closed in the morning',
    ["we're going there in the evening", "we're going there in the evening after work"],
  ),
  pair(
    'tu connais bien la ville',
    ['tu peux nous guider', 'tu peux nous guider dans la vieille ville'],
    'you know the town well',
    ['you can show us around', 'you can show us around the old town'],
  ),
  pair(
    "nous n'avons pas de voiture",
    ['nous faisons les courses à pied', 'nous faisons toutes les courses à pied'],
    "we don't have a car",
    ['we do the shopping on foot', 'we do all the shopping on foot'],
  ),
  pair(
    'la boulangerie est fermée',
    ["j'achète le pain au supermarché", "j'achète le pain au supermarché du coin"],
    'the bakery is closed',
    ['I buy the bread at the supermarket', 'I buy the bread at the supermarket on the corner'],
  ),
  pair(
    'ma sœur adore les animaux',
    ['elle veut devenir vétérinaire', 'elle veut devenir vétérinaire plus tard'],
    'my sister loves animals',
    ['she wants to become a vet', 'she wants to become a vet later on'],
  ),
  pair(
    'les billets coûtent trop cher',
    ['nous restons à la maison', 'nous restons à la maison ce week-end'],
    'the tickets are too expensive',
    ["we're staying at home", "we're staying at home this weekend"],
  ),
  pair(
    'le film commence à vingt heures',
    ['nous dînons tôt', 'nous dînons tôt ce soir'],
    'the film starts at eight',
    ['we are having dinner early', 'we are having dinner early tonight'],
  ),
];

/** How a sentence joins the two: the cause after ("parce que"), first ("puisque"), or the consequence after ("donc"). */
type Link = 'because' | 'since' | 'so';

const linkers: Record<Link, { right: string[]; wrong: string[] }> = {
  because: { right: ['parce que', 'car'], wrong: ['donc', "c'est pourquoi"] },
  since: { right: ['puisque', 'comme'], wrong: ['donc', "c'est pourquoi"] },
  so: { right: ['donc', "c'est pourquoi", 'alors'], wrong: ['parce que', 'puisque'] },
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Nous prenons le train ___ la route est fermée." and its English. */
function causeSentence(
  link: Link,
  { cause, effect: effects, en }: Pair,
  long: boolean,
): FormSentence {
  const slot = linkers[link];
  const effect = effects[long ? 1 : 0];
  const enEffect = en.effect[long ? 1 : 0];
  switch (link) {
    case 'because':
      return {
        before: [effect],
        slot,
        noun: cause,
        after: [],
        en: `${capitalised(enEffect)} because ${en.cause}.`,
      };
    case 'since':
      return {
        before: [],
        slot,
        noun: `${cause},`,
        after: [effect],
        en: `Since ${en.cause}, ${enEffect}.`,
      };
    case 'so':
      return {
        before: [`${cause},`],
        slot,
        noun: effect,
        after: [],
        en: `${capitalised(en.cause)}, so ${enEffect}.`,
      };
  }
}

const links: readonly Link[] = ['because', 'since', 'so'];

export const connectorDrills = {
  'fr.cause-consequence': {
    paradigm: ['parce que', 'car', 'puisque', 'comme', 'donc', "c'est pourquoi", 'alors'],
    nouns: [],
    sentence: (_subject, adverbials, random) =>
      causeSentence(pick(links, random), pick(pairs, random), adverbials.length > 0),
  },
} satisfies Record<string, Drill>;

export type ConnectorDrillId = keyof typeof connectorDrills;
