import type { LanguageCode } from '../../languages';
import { type Random, shuffle } from '../../random';
import { type MadeText, priceForms } from './timetable';

/**
 * A café's menu and two friends' order made from data: four dishes and three drinks with their
 * prices, what each friend has, and the bill (the sum of the four prices), so every key is the
 * data's.
 */
export type MenuOrder = {
  cafe: string;
  dishes: { item: number; cents: number }[];
  drinks: { item: number; cents: number }[];
  /** Two friends, each with one dish and one drink (indexes into `dishes` and `drinks`). */
  order: { name: string; dish: number; drink: number }[];
};

/** [as the menu names it, as an order says it (with its article; German in the accusative)] */
type Item = readonly [string, string];

const menus: Record<
  LanguageCode,
  { dishes: readonly Item[]; drinks: readonly Item[]; names: readonly string[] }
> = {
  en: {
    dishes: [
      ['tomato soup', 'a tomato soup'],
      ['cheese omelette', 'a cheese omelette'],
      ['chicken salad', 'a chicken salad'],
      ['pizza margherita', 'a pizza margherita'],
      ['vegetable lasagne', 'a vegetable lasagne'],
    ],
    drinks: [
      ['orange juice', 'an orange juice'],
      ['mineral water', 'a mineral water'],
      ['coffee', 'a coffee'],
      ['lemonade', 'a lemonade'],
    ],
    names: ['Emma', 'Jack', 'Lucy', 'Tom', 'Sophie', 'Ben'],
  },
  fr: {
    dishes: [
      ['soupe de tomates', 'une soupe de tomates'],
      ['omelette au fromage', 'une omelette au fromage'],
      ['salade au poulet', 'une salade au poulet'],
      ['pizza margherita', 'une pizza margherita'],
      ['croque-monsieur', 'un croque-monsieur'],
    ],
    drinks: [
      ["jus d'orange", "un jus d'orange"],
      ['eau minérale', 'une eau minérale'],
      ['café', 'un café'],
      ['limonade', 'une limonade'],
    ],
    names: ['Léa', 'Hugo', 'Camille', 'Louis', 'Chloé', 'Jules'],
  },
  de: {
    dishes: [
      ['Tomatensuppe', 'eine Tomatensuppe'],
      ['Käseomelett', 'ein Käseomelett'],
      ['Hähnchensalat', 'einen Hähnchensalat'],
      ['Pizza Margherita', 'eine Pizza Margherita'],
      ['Gemüselasagne', 'eine Gemüselasagne'],
    ],
    drinks: [
      ['Orangensaft', 'einen Orangensaft'],
      ['Mineralwasser', 'ein Mineralwasser'],
      ['Kaffee', 'einen Kaffee'],
      ['Limonade', 'eine Limonade'],
    ],
    names: ['Anna', 'Lukas', 'Mia', 'Felix', 'Lena', 'Jonas'],
  },
  it: {
    dishes: [
      ['zuppa di pomodoro', 'una zuppa di pomodoro'],
      ['frittata al formaggio', 'una frittata al formaggio'],
      ['insalata di pollo', "un'insalata di pollo"],
      ['pizza margherita', 'una pizza margherita'],
      ['risotto ai funghi', 'un risotto ai funghi'],
    ],
    drinks: [
      ["succo d'arancia", "un succo d'arancia"],
      ['acqua minerale', "un'acqua minerale"],
      ['caffè', 'un caffè'],
      ['limonata', 'una limonata'],
    ],
    names: ['Giulia', 'Marco', 'Sara', 'Luca', 'Chiara', 'Matteo'],
  },
  es: {
    dishes: [
      ['sopa de tomate', 'una sopa de tomate'],
      ['tortilla de patatas', 'una tortilla de patatas'],
      ['ensalada de pollo', 'una ensalada de pollo'],
      ['pizza margarita', 'una pizza margarita'],
      ['paella de verduras', 'una paella de verduras'],
    ],
    drinks: [
      ['zumo de naranja', 'un zumo de naranja'],
      ['agua mineral', 'un agua mineral'],
      ['café', 'un café'],
      ['limonada', 'una limonada'],
    ],
    names: ['Lucía', 'Pablo', 'Carmen', 'Diego', 'Sofía', 'Javier'],
  },
  pt: {
    dishes: [
      ['sopa de tomate', 'uma sopa de tomate'],
      ['sanduíche de queijo', 'um sanduíche de queijo'],
      ['salada de frango', 'uma salada de frango'],
      ['pizza margherita', 'uma pizza margherita'],
      ['feijoada', 'uma feijoada'],
    ],
    drinks: [
      ['suco de laranja', 'um suco de laranja'],
      ['água mineral', 'uma água mineral'],
      ['café', 'um café'],
      ['limonada', 'uma limonada'],
    ],
    names: ['Ana', 'Pedro', 'Júlia', 'Lucas', 'Beatriz', 'Rafael'],
  },
};

const cafes = ['Luna', 'Sole', 'Central', 'Rosa', 'Aurora', 'Oliva'];

export function menuData(code: LanguageCode, random: Random): MenuOrder {
  const menu = menus[code];
  // A dish costs about its usual price (a soup less than a lasagne), to 10 cents.
  const price = (base: number, spread: number) =>
    base + 10 * Math.floor(random() * (spread / 10 + 1));
  const dishBase = [550, 750, 850, 900, 1000];
  const drinkBase = [250, 180, 200, 220];
  const dishes = shuffle(
    menu.dishes.map((_, item) => item),
    random,
  )
    .slice(0, 4)
    .map((item) => ({ item, cents: price(dishBase[item] ?? 800, 150) }));
  const drinks = shuffle(
    menu.drinks.map((_, item) => item),
    random,
  )
    .slice(0, 3)
    .map((item) => ({ item, cents: price(drinkBase[item] ?? 200, 60) }));
  const [first, second] = shuffle(menu.names, random) as [string, string];
  const [dishA, dishB] = shuffle([0, 1, 2, 3], random) as [number, number];
  const [drinkA, drinkB] = shuffle([0, 1, 2], random) as [number, number];
  return {
    cafe: cafes[Math.floor(random() * cafes.length)] as string,
    dishes,
    drinks,
    order: [
      { name: first, dish: dishA, drink: drinkA },
      { name: second, dish: dishB, drink: drinkB },
    ],
  };
}

type Words = {
  menuTitle: (cafe: string) => string;
  drinksLabel: string;
  /** "Emma and Jack have lunch at Café Luna." */
  scene: (a: string, b: string, cafe: string) => string;
  orders: (name: string, dish: string, drink: string) => string;
  pay: (a: string, b: string, total: string) => string;
  dishPrice: (dish: string) => string;
  drinkOf: (name: string) => string;
  dishOf: (name: string) => string;
  total: (a: string, b: string) => string;
  title: (cafe: string) => string;
};

const words: Record<LanguageCode, Words> = {
  en: {
    title: (cafe) => `Lunch at Café ${cafe}`,
    menuTitle: (cafe) => `Café ${cafe}, menu:`,
    drinksLabel: 'Drinks:',
    scene: (a, b, cafe) => `${a} and ${b} have lunch at Café ${cafe}.`,
    orders: (name, dish, drink) => `${name} orders ${dish} and ${drink}.`,
    pay: (a, b, total) => `${a} and ${b} pay ${total} in total.`,
    dishPrice: (dish) => `How much is ${dish}?`,
    drinkOf: (name) => `What does ${name} drink?`,
    dishOf: (name) => `What does ${name} eat?`,
    total: (a, b) => `How much do ${a} and ${b} pay in total?`,
  },
  fr: {
    title: (cafe) => `Déjeuner au Café ${cafe}`,
    menuTitle: (cafe) => `Café ${cafe}, la carte :`,
    drinksLabel: 'Boissons :',
    scene: (a, b, cafe) => `${a} et ${b} déjeunent au Café ${cafe}.`,
    orders: (name, dish, drink) => `${name} prend ${dish} et ${drink}.`,
    pay: (a, b, total) => `${a} et ${b} paient ${total} en tout.`,
    dishPrice: (dish) => `Combien coûte ${dish} ?`,
    drinkOf: (name) => `Que boit ${name} ?`,
    dishOf: (name) => `Que mange ${name} ?`,
    total: (a, b) => `Combien ${a} et ${b} paient-ils en tout ?`,
  },
  de: {
    title: (cafe) => `Mittagessen im Café ${cafe}`,
    menuTitle: (cafe) => `Café ${cafe}, Speisekarte:`,
    drinksLabel: 'Getränke:',
    scene: (a, b, cafe) => `${a} und ${b} essen im Café ${cafe} zu Mittag.`,
    orders: (name, dish, drink) => `${name} nimmt ${dish} und ${drink}.`,
    pay: (a, b, total) => `${a} und ${b} bezahlen zusammen ${total}.`,
    dishPrice: (dish) => `Wie viel kostet ${dish}?`,
    drinkOf: (name) => `Was trinkt ${name}?`,
    dishOf: (name) => `Was isst ${name}?`,
    total: (a, b) => `Wie viel bezahlen ${a} und ${b} zusammen?`,
  },
  it: {
    title: (cafe) => `Pranzo al Caffè ${cafe}`,
    menuTitle: (cafe) => `Caffè ${cafe}, menù:`,
    drinksLabel: 'Bevande:',
    scene: (a, b, cafe) => `${a} e ${b} pranzano al Caffè ${cafe}.`,
    orders: (name, dish, drink) => `${name} prende ${dish} e ${drink}.`,
    pay: (a, b, total) => `${a} e ${b} pagano ${total} in tutto.`,
    dishPrice: (dish) => `Quanto costa ${dish}?`,
    drinkOf: (name) => `Che cosa beve ${name}?`,
    dishOf: (name) => `Che cosa mangia ${name}?`,
    total: (a, b) => `Quanto pagano in tutto ${a} e ${b}?`,
  },
  es: {
    title: (cafe) => `Comida en el Café ${cafe}`,
    menuTitle: (cafe) => `Café ${cafe}, carta:`,
    drinksLabel: 'Bebidas:',
    scene: (a, b, cafe) => `${a} y ${b} comen en el Café ${cafe}.`,
    orders: (name, dish, drink) => `${name} pide ${dish} y ${drink}.`,
    pay: (a, b, total) => `${a} y ${b} pagan ${total} en total.`,
    dishPrice: (dish) => `¿Cuánto cuesta ${dish}?`,
    drinkOf: (name) => `¿Qué bebe ${name}?`,
    dishOf: (name) => `¿Qué come ${name}?`,
    total: (a, b) => `¿Cuánto pagan ${a} y ${b} en total?`,
  },
  pt: {
    title: (cafe) => `Almoço no Café ${cafe}`,
    menuTitle: (cafe) => `Café ${cafe}, cardápio:`,
    drinksLabel: 'Bebidas:',
    scene: (a, b, cafe) => `${a} e ${b} almoçam no Café ${cafe}.`,
    orders: (name, dish, drink) => `${name} pede ${dish} e ${drink}.`,
    pay: (a, b, total) => `${a} e ${b} pagam ${total} no total.`,
    dishPrice: (dish) => `Quanto custa ${dish}?`,
    drinkOf: (name) => `O que ${name} bebe?`,
    dishOf: (name) => `O que ${name} come?`,
    total: (a, b) => `Quanto ${a} e ${b} pagam no total?`,
  },
};

const capital = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** The menu, the friends' order and the questions, each answered from the data. */
export function menuText(code: LanguageCode, data: MenuOrder): MadeText {
  const w = words[code];
  const menu = menus[code];
  const dish = (index: number) => menu.dishes[data.dishes[index]?.item ?? 0] as Item;
  const drink = (index: number) => menu.drinks[data.drinks[index]?.item ?? 0] as Item;
  const line = (item: Item, cents: number) => `${capital(item[0])} ${priceForms(code, cents).text}`;
  const menuText = [
    w.menuTitle(data.cafe),
    `${data.dishes.map(({ cents }, index) => line(dish(index), cents)).join(' · ')}.`,
    w.drinksLabel,
    `${data.drinks.map(({ cents }, index) => line(drink(index), cents)).join(' · ')}.`,
  ].join(' ');
  const [a, b] = data.order as [MenuOrder['order'][0], MenuOrder['order'][0]];
  const cents = data.order.reduce(
    (sum, person) =>
      sum + (data.dishes[person.dish]?.cents ?? 0) + (data.drinks[person.drink]?.cents ?? 0),
    0,
  );
  const total = priceForms(code, cents);
  const story = [
    w.scene(a.name, b.name, data.cafe),
    ...data.order.map((person) =>
      w.orders(person.name, dish(person.dish)[1], drink(person.drink)[1]),
    ),
    w.pay(a.name, b.name, total.text),
  ].join(' ');
  const priced = data.dishes[0] as { cents: number };
  const price = priceForms(code, priced.cents);
  // Asked with the order's article ("a tomato soup"); German in the nominative ("ein Salat").
  const asked = dish(0)[1].replace(/^einen /, 'ein ');
  const questions: MadeText['questions'] = [
    [w.dishPrice(asked), price.text, ...price.accepted],
    [w.drinkOf(a.name), drink(a.drink)[1], drink(a.drink)[0]],
    [w.dishOf(b.name), dish(b.dish)[1], dish(b.dish)[0]],
    [w.total(a.name, b.name), total.text, ...total.accepted],
  ];
  return {
    title: w.title(data.cafe),
    paragraphs: [menuText, story],
    questions: questions.map(
      ([question, answer, ...accepted]) =>
        [question, answer, ...new Set(accepted.filter((form) => form !== answer))] as [
          string,
          string,
          ...string[],
        ],
    ),
  };
}
