/**
 * French linking words of cause and consequence: "parce que" and "car" introduce the cause after
 * the fact, "puisque" a cause both speakers know, opening the sentence; "donc" and "c'est
 * pourquoi" the consequence. The slip is a linker of the other direction ("*Il pleut parce que je
 * reste à la maison").
 */
import type { Random } from '../random';
import type { Drill, FormSentence } from './forms';

/** A cause and its consequence; no cause begins with a vowel, "que" never elides ("qu'il"). */
type Pair = { cause: string; effect: string; en: { cause: string; effect: string } };

const pair = (cause: string, effect: string, enCause: string, enEffect: string): Pair => ({
  cause,
  effect,
  en: { cause: enCause, effect: enEffect },
});

const pairs: readonly Pair[] = [
  pair(
    'la route est fermée',
    'nous prenons le train',
    'the road is closed',
    'we are taking the train',
  ),
  pair(
    'mon frère est malade',
    "il ne va pas à l'école",
    'my brother is ill',
    "he isn't going to school",
  ),
  pair("j'ai mal à la tête", 'je me couche tôt', 'I have a headache', "I'm going to bed early"),
  pair(
    'le musée est fermé le lundi',
    'nous y allons mardi',
    'the museum is closed on Mondays',
    "we're going there on Tuesday",
  ),
  pair('tu parles bien anglais', 'tu peux nous aider', 'you speak English well', 'you can help us'),
  pair(
    "nous n'avons pas de voiture",
    'nous faisons les courses à pied',
    "we don't have a car",
    'we do the shopping on foot',
  ),
  pair(
    'la boulangerie est fermée',
    "j'achète le pain au supermarché",
    'the bakery is closed',
    'I buy the bread at the supermarket',
  ),
  pair(
    'ma sœur adore les animaux',
    'elle veut devenir vétérinaire',
    'my sister loves animals',
    'she wants to become a vet',
  ),
  pair(
    'les billets coûtent trop cher',
    'nous restons à la maison',
    'the tickets are too expensive',
    "we're staying at home",
  ),
  pair(
    'le film commence à vingt heures',
    'nous dînons avant',
    'the film starts at eight',
    'we are having dinner before',
  ),
];

/** How a sentence joins the two: the cause after ("parce que"), first ("puisque"), or the consequence after ("donc"). */
type Link = 'because' | 'since' | 'so';

const linkers: Record<Link, { right: string[]; wrong: string[] }> = {
  because: { right: ['parce que', 'car'], wrong: ['donc', "c'est pourquoi"] },
  since: { right: ['puisque', 'comme'], wrong: ['donc', "c'est pourquoi"] },
  so: { right: ['donc', "c'est pourquoi", 'alors'], wrong: ['parce que', 'puisque'] },
};

const pick = <T>(items: readonly T[], random: Random): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('Nothing to pick from');
  return item;
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Nous prenons le train ___ la route est fermée." and its English. */
function causeSentence(link: Link, { cause, effect, en }: Pair): FormSentence {
  const slot = linkers[link];
  switch (link) {
    case 'because':
      return {
        before: [effect],
        slot,
        noun: cause,
        after: [],
        en: `${capitalised(en.effect)} because ${en.cause}.`,
      };
    case 'since':
      return {
        before: [],
        slot,
        noun: `${cause},`,
        after: [effect],
        en: `Since ${en.cause}, ${en.effect}.`,
      };
    case 'so':
      return {
        before: [`${cause},`],
        slot,
        noun: effect,
        after: [],
        en: `${capitalised(en.cause)}, so ${en.effect}.`,
      };
  }
}

const links: readonly Link[] = ['because', 'since', 'so'];

export const connectorDrills = {
  'fr.cause-consequence': {
    paradigm: ['parce que', 'car', 'puisque', 'comme', 'donc', "c'est pourquoi", 'alors'],
    nouns: [],
    sentence: (_subject, _adverbials, random) =>
      causeSentence(pick(links, random), pick(pairs, random)),
  },
} satisfies Record<string, Drill>;

export type ConnectorDrillId = keyof typeof connectorDrills;
