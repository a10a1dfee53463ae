import type { LanguageCode, Level } from '../../languages';
import { type Random, shuffle } from '../../random';
import { type MadeText, priceForms } from './timetable';

/**
 * A conversation in a small grocery shop written to be heard: a customer buys two things (A1) or three
 * (A2, B1; at B1 the shop has run out of what was asked first), hears each price and the total,
 * pays with a note and gets the change. Every key is the data's.
 */
export type ShopDialogue = {
  customer: string;
  /** The customer's gender, for the words that agree with it (pt "obrigada"). */
  female: boolean;
  /** What is bought, in order: an index into the language's goods, how many units, the cost. */
  items: { good: number; quantity: 1 | 2 | 3; cents: number }[];
  /** B1: the good asked first that the shop no longer has (a good sold by the kilo). */
  missing?: number;
  /** The note the customer pays with, in cents. */
  paid: number;
};

type Unit = 'kilo' | 'bottle' | 'packet';
/** [unit, the good as it follows the unit ("tomatoes"), price of one unit in cents] */
type Good = readonly [Unit, string, number];

type Goods = {
  goods: readonly Good[];
  /** "two kilos", by quantity 1-3. */
  units: Record<Unit, readonly [string, string, string]>;
  /** Joins a quantity and a good: "two kilos of tomatoes", "zwei Kilo Tomaten". */
  of: (quantity: string, good: string) => string;
  /** A woman's name, then a man's, and so on. */
  names: readonly string[];
};

const goods: Record<LanguageCode, Goods> = {
  en: {
    goods: [
      ['kilo', 'tomatoes', 250],
      ['kilo', 'apples', 220],
      ['kilo', 'potatoes', 150],
      ['bottle', 'milk', 110],
      ['bottle', 'olive oil', 650],
      ['packet', 'rice', 180],
      ['packet', 'coffee', 390],
    ],
    units: {
      kilo: ['a kilo', 'two kilos', 'three kilos'],
      bottle: ['a bottle', 'two bottles', 'three bottles'],
      packet: ['a packet', 'two packets', 'three packets'],
    },
    of: (quantity, good) => `${quantity} of ${good}`,
    names: ['Emma', 'Jack', 'Lucy', 'Tom', 'Sophie', 'Ben'],
  },
  fr: {
    goods: [
      ['kilo', 'tomates', 250],
      ['kilo', 'pommes', 220],
      ['kilo', 'pommes de terre', 150],
      ['bottle', 'lait', 110],
      ['bottle', "huile d'olive", 650],
      ['packet', 'riz', 180],
      ['packet', 'café', 390],
    ],
    units: {
      kilo: ['un kilo', 'deux kilos', 'trois kilos'],
      bottle: ['une bouteille', 'deux bouteilles', 'trois bouteilles'],
      packet: ['un paquet', 'deux paquets', 'trois paquets'],
    },
    of: (quantity, good) => `${quantity} ${/^[aeiouhé]/.test(good) ? "d'" : 'de '}${good}`,
    // No name opens with a vowel: "est-ce que" and "de" would elide before it.
    names: ['Léa', 'Théo', 'Camille', 'Louis', 'Chloé', 'Jules'],
  },
  de: {
    goods: [
      ['kilo', 'Tomaten', 250],
      ['kilo', 'Äpfel', 220],
      ['kilo', 'Kartoffeln', 150],
      ['bottle', 'Milch', 110],
      ['bottle', 'Olivenöl', 650],
      ['packet', 'Reis', 180],
      ['packet', 'Kaffee', 390],
    ],
    units: {
      kilo: ['ein Kilo', 'zwei Kilo', 'drei Kilo'],
      bottle: ['eine Flasche', 'zwei Flaschen', 'drei Flaschen'],
      packet: ['eine Packung', 'zwei Packungen', 'drei Packungen'],
    },
    of: (quantity, good) => `${quantity} ${good}`,
    names: ['Anna', 'Lukas', 'Mia', 'Felix', 'Lena', 'Jonas'],
  },
  it: {
    goods: [
      ['kilo', 'pomodori', 250],
      ['kilo', 'mele', 220],
      ['kilo', 'patate', 150],
      ['bottle', 'latte', 110],
      ['bottle', 'olio', 650],
      ['packet', 'riso', 180],
      ['packet', 'caffè', 390],
    ],
    units: {
      kilo: ['un chilo', 'due chili', 'tre chili'],
      bottle: ['una bottiglia', 'due bottiglie', 'tre bottiglie'],
      packet: ['un pacco', 'due pacchi', 'tre pacchi'],
    },
    of: (quantity, good) => `${quantity} di ${good}`,
    names: ['Giulia', 'Marco', 'Sara', 'Luca', 'Chiara', 'Matteo'],
  },
  es: {
    goods: [
      ['kilo', 'tomates', 250],
      ['kilo', 'manzanas', 220],
      ['kilo', 'patatas', 150],
      ['bottle', 'leche', 110],
      ['bottle', 'aceite de oliva', 650],
      ['packet', 'arroz', 180],
      ['packet', 'café', 390],
    ],
    units: {
      kilo: ['un kilo', 'dos kilos', 'tres kilos'],
      bottle: ['una botella', 'dos botellas', 'tres botellas'],
      packet: ['un paquete', 'dos paquetes', 'tres paquetes'],
    },
    of: (quantity, good) => `${quantity} de ${good}`,
    names: ['Lucía', 'Pablo', 'Carmen', 'Diego', 'Sofía', 'Javier'],
  },
  pt: {
    goods: [
      ['kilo', 'tomates', 250],
      ['kilo', 'maçãs', 220],
      ['kilo', 'batatas', 150],
      ['bottle', 'leite', 110],
      ['bottle', 'azeite', 650],
      ['packet', 'arroz', 180],
      ['packet', 'café', 390],
    ],
    units: {
      kilo: ['um quilo', 'dois quilos', 'três quilos'],
      bottle: ['uma garrafa', 'duas garrafas', 'três garrafas'],
      packet: ['um pacote', 'dois pacotes', 'três pacotes'],
    },
    of: (quantity, good) => `${quantity} de ${good}`,
    names: ['Inês', 'Tiago', 'Beatriz', 'Duarte', 'Leonor', 'Rodrigo'],
  },
};

const notes = [500, 1000, 2000, 5000];

export function shopData(code: LanguageCode, level: Level, random: Random): ShopDialogue {
  const { goods: all, names } = goods[code];
  const count = level === 'A1' ? 2 : 3;
  const [missing, ...bought] = shuffle(
    all.map((_, good) => good),
    random,
  ).sort((a, b) => Number(all[b]?.[0] === 'kilo') - Number(all[a]?.[0] === 'kilo'));
  // The missing good is one sold by the kilo (the sort puts those first); the rest are shuffled.
  const chosen = shuffle(level === 'B1' ? bought : [missing as number, ...bought], random).slice(
    0,
    count,
  );
  const items = chosen.map((good) => {
    const quantity = (1 + Math.floor(random() * 3)) as 1 | 2 | 3;
    // About the usual price of one unit, to 10 cents, times the quantity.
    const unit = (all[good]?.[2] ?? 200) + 10 * Math.floor(random() * 6) - 20;
    return { good, quantity, cents: quantity * unit };
  });
  const total = items.reduce((sum, item) => sum + item.cents, 0);
  // The smallest note that pays, or the next one up (a customer without change).
  const paying = notes.filter((note) => note > total);
  const paid = (random() < 0.7 ? paying[0] : (paying[1] ?? paying[0])) ?? 5000;
  const name = Math.floor(random() * names.length);
  return {
    customer: names[name] as string,
    female: name % 2 === 0,
    items,
    ...(level === 'B1' ? { missing: missing as number } : {}),
    paid,
  };
}

/**
 * A price as it is said aloud ("4 euros 30"): eSpeak reads "4,30 €" as "four point three zero
 * euros". Whole euros and coins alone are said as such.
 */
function spokenPrice(code: LanguageCode, cents: number): string {
  const e = Math.floor(cents / 100);
  const c = cents % 100;
  const euro = (plural: boolean) =>
    ({
      en: plural ? 'euros' : 'euro',
      fr: plural ? 'euros' : 'euro',
      de: 'Euro',
      it: 'euro',
      es: plural ? 'euros' : 'euro',
      pt: plural ? 'euros' : 'euro',
    })[code];
  const coins = {
    en: 'cents',
    fr: 'centimes',
    de: 'Cent',
    it: 'centesimi',
    es: 'céntimos',
    pt: 'cêntimos',
  }[code];
  if (e === 0) return `${c} ${coins}`;
  const whole = `${e} ${euro(e > 1)}`;
  if (c === 0) return whole;
  const joined = { en: ' ', fr: ' ', de: ' ', it: ' e ', es: ' con ', pt: ' e ' }[code];
  return `${whole}${joined}${c}`;
}

/** The spoken price first; the written spellings a student may use after it. */
export function heardPrice(code: LanguageCode, cents: number): [string, ...string[]] {
  const spoken = spokenPrice(code, cents);
  const written = priceForms(code, cents, 'euro').accepted;
  const e = Math.floor(cents / 100);
  const c = cents % 100;
  const plain = c === 0 ? [`${e}`, `${e} €`, `€${e}`] : e === 0 ? [`${c}`, `0,${c}`, `0.${c}`] : [];
  return [spoken, ...new Set([...written, ...plain, spoken.replace(/ (e|con) /, ' ')])].filter(
    (form, index) => index === 0 || form !== spoken,
  ) as [string, ...string[]];
}

type Say = {
  title: (customer: string) => string;
  intro: (customer: string) => string;
  greet: string;
  want: (thing: string) => string;
  /** B1: asks for the missing good, hears there is none left, takes the first thing instead. */
  ask: (good: string) => string;
  none: (good: string) => string;
  instead: (thing: string) => string;
  /** The price of what was just asked for; the first time, with the thing handed over. */
  /** `one`: one euro and some cents, which takes a singular verb (es "Es 1 euro con 20"). */
  price: (price: string, first: boolean, one: boolean) => string;
  also: (thing: string) => string;
  done: (female: boolean) => string;
  total: (price: string) => string;
  pays: (price: string) => string;
  change: (price: string) => string;
  bye: (female: boolean) => string;
  questions: {
    pays: (customer: string, thing: string) => string;
    total: (customer: string) => string;
    paid: (customer: string) => string;
    change: (customer: string) => string;
    first: (customer: string) => string;
    missing: string;
  };
};

const say: Record<LanguageCode, Say> = {
  en: {
    title: (customer) => `${customer} at the grocer's`,
    intro: (customer) => `${customer} is in the small grocer's shop on the corner.`,
    greet: 'Good morning! What would you like?',
    want: (thing) => `Good morning. I'd like ${thing}, please.`,
    ask: (good) => `Good morning. Have you got any ${good}?`,
    none: (good) => `I'm sorry, there are no ${good} left today.`,
    instead: (thing) => `What a pity! Then I'd like ${thing}, please.`,
    price: (price, first) => `${first ? 'Here you are. ' : ''}That's ${price}. Anything else?`,
    also: (thing) => `Yes, ${thing}, please.`,
    done: () => "No, that's all, thank you. How much is it altogether?",
    total: (price) => `That's ${price} altogether.`,
    pays: (price) => `Here you are: ${price}.`,
    change: (price) => `Thank you. Here's your change: ${price}. Have a nice day!`,
    bye: () => 'Thank you, goodbye!',
    questions: {
      pays: (customer, thing) => `How much does ${customer} pay for ${thing}?`,
      total: (customer) => `How much does ${customer} pay altogether?`,
      paid: (customer) => `How much money does ${customer} give the shopkeeper?`,
      change: (customer) => `How much change does ${customer} get?`,
      first: (customer) => `What does ${customer} buy first?`,
      missing: 'What has the shopkeeper run out of today?',
    },
  },
  fr: {
    title: (customer) => `${customer} à l'épicerie`,
    intro: (customer) => `${customer} fait ses courses à l'épicerie du quartier.`,
    greet: 'Bonjour ! Vous désirez ?',
    want: (thing) => `Bonjour. Je voudrais ${thing}, s'il vous plaît.`,
    ask: (good) => `Bonjour. Vous avez des ${good} ?`,
    none: (good) => `Ah, je suis désolé, il n'y a plus de ${good} aujourd'hui.`,
    instead: (thing) => `Dommage ! Alors je voudrais ${thing}, s'il vous plaît.`,
    price: (price, first) => `${first ? 'Voilà. ' : ''}Ça fait ${price}. Et avec ceci ?`,
    also: (thing) => `Oui, ${thing}, s'il vous plaît.`,
    done: () => "Non, c'est tout, merci. Ça fait combien en tout ?",
    total: (price) => `Ça fait ${price} en tout.`,
    pays: (price) => `Voilà ${price}.`,
    change: (price) => `Merci. Voici votre monnaie : ${price}. Bonne journée !`,
    bye: () => 'Merci, au revoir !',
    questions: {
      pays: (customer, thing) => `Combien est-ce que ${customer} paie pour ${thing} ?`,
      total: (customer) => `Combien est-ce que ${customer} paie en tout ?`,
      paid: (customer) => `Combien d'argent est-ce que ${customer} donne à l'épicier ?`,
      change: (customer) => `Combien de monnaie est-ce que ${customer} reçoit ?`,
      first: (customer) => `Qu'est-ce que ${customer} achète d'abord ?`,
      missing: "Qu'est-ce que l'épicier n'a plus aujourd'hui ?",
    },
  },
  de: {
    title: (customer) => `${customer} im Lebensmittelladen`,
    intro: (customer) => `${customer} kauft im kleinen Lebensmittelladen an der Ecke ein.`,
    greet: 'Guten Morgen! Was darf es sein?',
    want: (thing) => `Guten Morgen. Ich hätte gern ${thing}, bitte.`,
    ask: (good) => `Guten Morgen. Haben Sie ${good}?`,
    none: (good) => `Tut mir leid, heute haben wir keine ${good} mehr.`,
    instead: (thing) => `Schade! Dann hätte ich gern ${thing}, bitte.`,
    price: (price, first) => `${first ? 'Bitte schön. ' : ''}Das macht ${price}. Sonst noch etwas?`,
    also: (thing) => `Ja, ${thing}, bitte.`,
    done: () => 'Nein, das ist alles, danke. Was macht das zusammen?',
    total: (price) => `Das macht zusammen ${price}.`,
    pays: (price) => `Hier, bitte: ${price}.`,
    change: (price) => `Danke. Hier ist Ihr Wechselgeld: ${price}. Einen schönen Tag noch!`,
    bye: () => 'Danke, auf Wiedersehen!',
    questions: {
      pays: (customer, thing) => `Wie viel bezahlt ${customer} für ${thing}?`,
      total: (customer) => `Wie viel bezahlt ${customer} zusammen?`,
      paid: (customer) => `Wie viel Geld gibt ${customer} dem Verkäufer?`,
      change: (customer) => `Wie viel Wechselgeld bekommt ${customer}?`,
      first: (customer) => `Was kauft ${customer} zuerst?`,
      missing: 'Was hat der Verkäufer heute nicht mehr?',
    },
  },
  it: {
    title: (customer) => `${customer} al negozio di alimentari`,
    intro: (customer) => `${customer} fa la spesa nel piccolo negozio di alimentari sotto casa.`,
    greet: 'Buongiorno! Che cosa desidera?',
    want: (thing) => `Buongiorno. Vorrei ${thing}, per favore.`,
    ask: (good) => `Buongiorno. Ha ${good === 'pomodori' ? 'dei' : 'delle'} ${good}?`,
    none: (good) => `Mi dispiace, oggi non ho più ${good}.`,
    instead: (thing) => `Peccato! Allora vorrei ${thing}, per favore.`,
    price: (price, first, one) =>
      `${first ? 'Ecco a lei. ' : ''}${one ? 'È' : 'Sono'} ${price}. Altro?`,
    also: (thing) => `Sì, ${thing}, per favore.`,
    done: () => "No, basta così, grazie. Quant'è in tutto?",
    total: (price) => `In tutto sono ${price}.`,
    pays: (price) => `Ecco ${price}.`,
    change: (price) => `Grazie. Ecco il resto: ${price}. Buona giornata!`,
    bye: () => 'Grazie, arrivederci!',
    questions: {
      pays: (customer, thing) => `Quanto paga ${customer} per ${thing}?`,
      total: (customer) => `Quanto paga ${customer} in tutto?`,
      paid: (customer) => `Quanti soldi dà ${customer} al negoziante?`,
      change: (customer) => `Quanto riceve ${customer} di resto?`,
      first: (customer) => `Che cosa compra ${customer} prima di tutto?`,
      missing: 'Che cosa non ha più oggi il negoziante?',
    },
  },
  es: {
    title: (customer) => `${customer} en la tienda del barrio`,
    intro: (customer) => `${customer} está haciendo la compra en la tienda del barrio.`,
    greet: '¡Buenos días! ¿Qué le pongo?',
    want: (thing) => `Buenos días. Quería ${thing}, por favor.`,
    ask: (good) => `Buenos días. ¿Tiene ${good}?`,
    none: (good) => `Lo siento, hoy ya no me quedan ${good}.`,
    instead: (thing) => `¡Qué pena! Entonces quería ${thing}, por favor.`,
    price: (price, first, one) =>
      `${first ? 'Aquí tiene. ' : ''}${one ? 'Es' : 'Son'} ${price}. ¿Algo más?`,
    also: (thing) => `Sí, ${thing}, por favor.`,
    done: () => 'No, nada más, gracias. ¿Cuánto es todo?',
    total: (price) => `Son ${price} en total.`,
    pays: (price) => `Aquí tiene: ${price}.`,
    change: (price) => `Gracias. Aquí tiene la vuelta: ${price}. ¡Que tenga un buen día!`,
    bye: () => '¡Gracias, adiós!',
    questions: {
      pays: (customer, thing) => `¿Cuánto paga ${customer} por ${thing}?`,
      total: (customer) => `¿Cuánto paga ${customer} en total?`,
      paid: (customer) => `¿Cuánto dinero le da ${customer} al tendero?`,
      change: (customer) => `¿Cuánto recibe ${customer} de vuelta?`,
      first: (customer) => `¿Qué compra ${customer} primero?`,
      missing: '¿Qué ya no tiene hoy el tendero?',
    },
  },
  pt: {
    title: (customer) => `${customer} na mercearia`,
    intro: (customer) => `${customer} está a fazer compras na mercearia do bairro.`,
    greet: 'Bom dia! O que deseja?',
    want: (thing) => `Bom dia. Queria ${thing}, se faz favor.`,
    ask: (good) => `Bom dia. Tem ${good}?`,
    none: (good) => `Lamento, hoje já não há ${good}.`,
    instead: (thing) => `Que pena! Então queria ${thing}, se faz favor.`,
    price: (price, first, one) =>
      `${first ? 'Aqui tem. ' : ''}${one ? 'É' : 'São'} ${price}. Mais alguma coisa?`,
    also: (thing) => `Sim, ${thing}, se faz favor.`,
    done: (female) => `Não, é tudo, ${female ? 'obrigada' : 'obrigado'}. Quanto é ao todo?`,
    total: (price) => `São ${price} ao todo.`,
    pays: (price) => `Aqui tem: ${price}.`,
    change: (price) => `Obrigado. Aqui tem o troco: ${price}. Tenha um bom dia!`,
    bye: (female) => `${female ? 'Obrigada' : 'Obrigado'}, adeus!`,
    questions: {
      pays: (customer, thing) => `Quanto paga ${customer} por ${thing}?`,
      total: (customer) => `Quanto paga ${customer} ao todo?`,
      paid: (customer) => `Quanto dinheiro dá ${customer} ao merceeiro?`,
      change: (customer) => `Quanto recebe ${customer} de troco?`,
      first: (customer) => `O que compra ${customer} primeiro?`,
      missing: 'O que é que o merceeiro já não tem hoje?',
    },
  },
};

/** What one item is called in the dialogue: "two kilos of tomatoes". */
export function itemPhrase(code: LanguageCode, item: ShopDialogue['items'][number]): string {
  const { goods: all, units, of } = goods[code];
  const [unit, good] = all[item.good] as Good;
  return of(units[unit][item.quantity - 1] as string, good);
}

/** Names of people in the language, a woman's then a man's, for the other genres. */
export const peopleOf = (code: LanguageCode): readonly string[] => goods[code].names;

export const goodName = (code: LanguageCode, good: number): string =>
  goods[code].goods[good]?.[1] ?? '';

/**
 * The dialogue, one turn a paragraph opened by a dash (eSpeak pauses on it and says nothing), after
 * a sentence that sets the scene, and its questions, each answered from the data.
 */
export function shopText(code: LanguageCode, data: ShopDialogue): MadeText {
  const s = say[code];
  const things = data.items.map((item) => itemPhrase(code, item));
  const prices = data.items.map((item) => heardPrice(code, item.cents));
  const total = data.items.reduce((sum, item) => sum + item.cents, 0);
  const [first = '', ...others] = things;
  const turns = [s.greet];
  if (data.missing === undefined) turns.push(s.want(first));
  else {
    const missing = goodName(code, data.missing);
    turns.push(s.ask(missing), s.none(missing), s.instead(first));
  }
  prices.forEach(([price], index) => {
    const cents = data.items[index]?.cents ?? 0;
    turns.push(s.price(price, index === 0, cents >= 100 && cents < 200));
    const next = others[index];
    turns.push(next ? s.also(next) : s.done(data.female));
  });
  const totalForms = heardPrice(code, total);
  const paidForms = heardPrice(code, data.paid);
  const changeForms = heardPrice(code, data.paid - total);
  turns.push(
    s.total(totalForms[0]),
    s.pays(paidForms[0]),
    s.change(changeForms[0]),
    s.bye(data.female),
  );
  const firstGood = goodName(code, data.items[0]?.good ?? 0);
  const questions: MadeText['questions'] = [
    ...things.map((thing, index): MadeText['questions'][number] => [
      s.questions.pays(data.customer, thing),
      ...(prices[index] as [string, ...string[]]),
    ]),
    [s.questions.total(data.customer), ...totalForms],
    [s.questions.paid(data.customer), ...paidForms],
    [s.questions.change(data.customer), ...changeForms],
    [s.questions.first(data.customer), first, firstGood],
    ...(data.missing === undefined
      ? []
      : [[s.questions.missing, goodName(code, data.missing)] as MadeText['questions'][number]]),
  ];
  return {
    title: s.title(data.customer),
    paragraphs: [s.intro(data.customer), ...turns.map((turn) => `— ${turn}`)],
    questions,
  };
}
