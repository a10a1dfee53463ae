import type { LanguageCode } from '../../languages';
import type { Random } from '../../random';
import { type MadeText, townsOf } from './timetable';

/**
 * A three-day weather forecast for a town made from data: the sky and the lowest and highest
 * temperature of each day. The warmest day is one (the highest temperatures differ), so each
 * question has one answer, written from the same data as the text.
 */
export type Forecast = {
  town: string;
  /** 0 = Monday. */
  firstDay: number;
  days: { sky: Sky; low: number; high: number }[];
};
export type Sky = 'sunny' | 'cloudy' | 'rainy';

const skies: readonly Sky[] = ['sunny', 'cloudy', 'rainy'];

export function forecastData(code: LanguageCode, random: Random): Forecast {
  const towns = townsOf(code);
  const base = Math.floor(random() * 20);
  // Three different highs: the warmest day is one day.
  const highs = new Set<number>();
  while (highs.size < 3) highs.add(base + 5 + Math.floor(random() * 7));
  return {
    town: towns[Math.floor(random() * towns.length)] as string,
    firstDay: Math.floor(random() * 7),
    days: [...highs].map((high) => ({
      sky: skies[Math.floor(random() * skies.length)] as Sky,
      low: high - 4 - Math.floor(random() * 5),
      high,
    })),
  };
}

type Words = {
  title: (town: string) => string;
  days: readonly string[];
  /** "On Monday" as a sentence opens it. */
  on: (day: number) => string;
  /** The day as a question asks for it ("on Monday", "lundi", "am Montag"). */
  onAsked: (day: number) => string;
  sky: Record<Sky, string>;
  /** A day's weather; the town is named in the first day's sentence only. */
  sentence: (
    on: string,
    town: string | undefined,
    sky: string,
    low: number,
    high: number,
  ) => string;
  /** What the sky brings, said with its noun (the sun, clouds, rain): a teacher's words. */
  brings: Record<Sky, string>;
  /** Said of a cold (highest at most 12) or a hot (at least 24) day. */
  feels: { cold: string; hot: string };
  skyQuestion: (on: string) => string;
  highQuestion: (on: string) => string;
  degrees: string;
  warmestQuestion: string;
};

const en = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const fr = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];
const de = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'];
const it = ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'];
const es = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
const pt = [
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
  'domingo',
];
const day = (names: readonly string[], index: number) => names[index % 7] as string;
const capital = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
/** Portuguese weekdays are feminine, sábado and domingo masculine. */
const ptOn = (index: number) => `${index % 7 < 5 ? 'na' : 'no'} ${day(pt, index)}`;

const words: Record<LanguageCode, Words> = {
  en: {
    title: (town) => `Weather forecast for ${town}`,
    days: en,
    on: (d) => `On ${day(en, d)}`,
    onAsked: (d) => `on ${day(en, d)}`,
    sky: { sunny: 'sunny', cloudy: 'cloudy', rainy: 'rainy' },
    brings: {
      sunny: 'There will be a lot of sun.',
      cloudy: 'There will be clouds and a little wind.',
      rainy: 'There will be rain all day.',
    },
    feels: { cold: 'It will be cold.', hot: 'It will be hot.' },
    sentence: (on, town, sky, low, high) =>
      `${on} it will be ${sky}${town ? ` in ${town}` : ''}, with temperatures between ${low} and ${high} degrees.`,
    skyQuestion: (on) => `What will the weather be like ${on}?`,
    highQuestion: (on) => `What will the highest temperature be ${on}?`,
    degrees: 'degrees',
    warmestQuestion: 'Which day will be the warmest?',
  },
  fr: {
    title: (town) => `Météo à ${town}`,
    days: fr,
    on: (d) => capital(day(fr, d)),
    onAsked: (d) => day(fr, d),
    sky: { sunny: 'ensoleillé', cloudy: 'nuageux', rainy: 'pluvieux' },
    brings: {
      sunny: 'Il y aura du soleil toute la journée.',
      cloudy: 'Il y aura des nuages et un peu de vent.',
      rainy: 'Il y aura de la pluie toute la journée.',
    },
    feels: { cold: 'Il fera froid.', hot: 'Il fera chaud.' },
    sentence: (on, town, sky, low, high) =>
      `${on}${town ? `, à ${town},` : ','} le temps sera ${sky}, avec des températures entre ${low} et ${high} degrés.`,
    skyQuestion: (on) => `Quel temps fera-t-il ${on} ?`,
    highQuestion: (on) => `Quelle sera la température maximale ${on} ?`,
    degrees: 'degrés',
    warmestQuestion: 'Quel jour fera-t-il le plus chaud ?',
  },
  de: {
    title: (town) => `Wetterbericht für ${town}`,
    days: de,
    on: (d) => `Am ${day(de, d)}`,
    onAsked: (d) => `am ${day(de, d)}`,
    sky: { sunny: 'sonnig', cloudy: 'bewölkt', rainy: 'regnerisch' },
    brings: {
      sunny: 'Die Sonne scheint den ganzen Tag.',
      cloudy: 'Es gibt Wolken und ein bisschen Wind.',
      rainy: 'Es gibt den ganzen Tag Regen.',
    },
    feels: { cold: 'Es ist kalt.', hot: 'Es ist heiß.' },
    sentence: (on, town, sky, low, high) =>
      `${on} ist es${town ? ` in ${town}` : ''} ${sky}, bei Temperaturen zwischen ${low} und ${high} Grad.`,
    skyQuestion: (on) => `Wie ist das Wetter ${on}?`,
    highQuestion: (on) => `Wie warm wird es ${on} höchstens?`,
    degrees: 'Grad',
    warmestQuestion: 'An welchem Tag ist es am wärmsten?',
  },
  it: {
    title: (town) => `Previsioni del tempo a ${town}`,
    days: it,
    on: (d) => capital(day(it, d)),
    onAsked: (d) => day(it, d),
    sky: { sunny: 'soleggiato', cloudy: 'nuvoloso', rainy: 'piovoso' },
    brings: {
      sunny: 'Ci sarà il sole tutto il giorno.',
      cloudy: "Ci saranno nuvole e un po' di vento.",
      rainy: 'Ci sarà pioggia tutto il giorno.',
    },
    feels: { cold: 'Farà freddo.', hot: 'Farà caldo.' },
    sentence: (on, town, sky, low, high) =>
      `${on}${town ? ` a ${town}` : ''} il tempo sarà ${sky}, con temperature tra ${low} e ${high} gradi.`,
    skyQuestion: (on) => `Che tempo farà ${on}?`,
    highQuestion: (on) => `Quale sarà la temperatura massima ${on}?`,
    degrees: 'gradi',
    warmestQuestion: 'In quale giorno farà più caldo?',
  },
  es: {
    title: (town) => `El tiempo en ${town}`,
    days: es,
    on: (d) => `El ${day(es, d)}`,
    onAsked: (d) => `el ${day(es, d)}`,
    sky: { sunny: 'soleado', cloudy: 'nublado', rainy: 'lluvioso' },
    brings: {
      sunny: 'Habrá sol todo el día.',
      cloudy: 'Habrá nubes y un poco de viento.',
      rainy: 'Habrá lluvia todo el día.',
    },
    feels: { cold: 'Hará frío.', hot: 'Hará calor.' },
    sentence: (on, town, sky, low, high) =>
      `${on}${town ? `, en ${town},` : ','} el día será ${sky}, con temperaturas entre ${low} y ${high} grados.`,
    skyQuestion: (on) => `¿Qué tiempo hará ${on}?`,
    highQuestion: (on) => `¿Cuál será la temperatura máxima ${on}?`,
    degrees: 'grados',
    warmestQuestion: '¿Qué día hará más calor?',
  },
  pt: {
    title: (town) => `Previsão do tempo em ${town}`,
    days: pt,
    on: (d) => capital(ptOn(d)),
    onAsked: (d) => ptOn(d),
    sky: { sunny: 'ensolarado', cloudy: 'nublado', rainy: 'chuvoso' },
    brings: {
      sunny: 'Vai fazer sol o dia todo.',
      cloudy: 'Vai haver nuvens e um pouco de vento.',
      rainy: 'Vai chover o dia todo.',
    },
    feels: { cold: 'Vai fazer frio.', hot: 'Vai fazer calor.' },
    sentence: (on, town, sky, low, high) =>
      `${on}${town ? `, em ${town},` : ','} o dia vai ser ${sky}, com temperaturas entre ${low} e ${high} graus.`,
    skyQuestion: (on) => `Como vai ser o dia ${on}?`,
    highQuestion: (on) => `Qual vai ser a temperatura máxima ${on}?`,
    degrees: 'graus',
    warmestQuestion: 'Em que dia vai fazer mais calor?',
  },
};

/** The forecast's text and its questions, each answered from the data. */
export function forecastText(code: LanguageCode, forecast: Forecast): MadeText {
  const w = words[code];
  const days = forecast.days.map((_, index) => forecast.firstDay + index);
  const sentences = forecast.days.map((weather, index) =>
    [
      w.sentence(
        w.on(days[index] as number),
        index === 0 ? forecast.town : undefined,
        w.sky[weather.sky],
        weather.low,
        weather.high,
      ),
      w.brings[weather.sky],
      ...(weather.high <= 12 ? [w.feels.cold] : weather.high >= 24 ? [w.feels.hot] : []),
    ].join(' '),
  );
  const warmest = forecast.days.reduce(
    (best, weather, index) => (weather.high > (forecast.days[best]?.high ?? -99) ? index : best),
    0,
  );
  const warmestDay = days[warmest] as number;
  const questions: MadeText['questions'] = forecast.days.flatMap((weather, index) => {
    const on = w.onAsked(days[index] as number);
    return [
      [w.skyQuestion(on), w.sky[weather.sky]],
      [
        w.highQuestion(on),
        `${weather.high} ${w.degrees}`,
        String(weather.high),
        `${weather.high}°`,
        `${weather.high} °C`,
      ],
    ] as MadeText['questions'];
  });
  questions.push([
    w.warmestQuestion,
    day(w.days, warmestDay),
    w.onAsked(warmestDay),
    capital(w.onAsked(warmestDay)),
  ]);
  return { title: w.title(forecast.town), paragraphs: [sentences.join(' ')], questions };
}
