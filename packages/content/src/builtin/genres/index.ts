import { bankFor } from '../../data/banks';
import { fold } from '../../grammar/fuzzy';
import { bandOf, type LanguageCode, type Level, languageCodes } from '../../languages';
import { type Random, shuffle } from '../../random';
import type { AnswerKeyItem, ReadingRequest } from '../../schemas';
import { matchTopic } from '../../topics/match';
import { questionKeys } from '../excerpt';
import { inBankLanguage, mentionsIn } from '../mentions';
import { namesAsked, saysName } from '../names';
import type { PassageUse } from '../passage';
import { biographyData, biographyText } from './biography';
import { cityGuideData, cityGuideText } from './cityGuide';
import { invitationData, invitationText } from './invitation';
import { menuData, menuText } from './menu';
import { postcardData, postcardText } from './postcard';
import { routineData, routineText } from './routine';
import { shopData, shopText } from './shop';
import { type MadeText, timetableData, timetableText } from './timetable';
import { forecastData, forecastText } from './weather';

type Make = (code: LanguageCode, level: Level, random: Random) => MadeText;

/**
 * A genre written for A1-B1 (some to B2), asked by one of its names or by its topic of the lexicon; read, or
 * written to be heard (a listening is never a reading text read aloud).
 */
type Genre = ReturnType<typeof genre>;
const genre = (
  /** Asked by its names only when undefined. */
  topic: string | undefined,
  names: readonly string[],
  make: Make,
  use: PassageUse = 'Reading',
  levels: readonly Level[] = ['A1', 'A2', 'B1'],
  /** Topics whose words may come with its names ("an invitation to a party"). */
  related: readonly string[] = [],
) => ({ topic, names, levels, make, use, topics: [...(topic ? [topic] : []), ...related] });

/** Genres whose B2 text has its own grammar (a condition, a passive, a pluperfect). */
const toB2: readonly Level[] = ['A1', 'A2', 'B1', 'B2'];

/** Genres made from data, the words that ask for them, and the levels they are written for. */
const genres = [
  genre(
    'transport',
    [
      'timetable',
      'timetables',
      'schedule',
      'bus schedule',
      'train schedule',
      'horaire',
      'horaires',
    ].concat(['fahrplan', 'fahrplane', 'orario', 'orari', 'horario', 'horarios']),
    (code, level, random) => timetableText(code, timetableData(code, level, random)),
  ),
  genre(
    'weather',
    ['weather forecast', 'forecast', 'weather report', 'meteo', 'previsions meteo']
      .concat(['bulletin meteo', 'wetterbericht', 'wettervorhersage', 'previsioni del tempo'])
      .concat(['pronostico del tiempo', 'el tiempo', 'previsao do tempo']),
    (code, _level, random) => forecastText(code, forecastData(code, random)),
  ),
  genre(
    'cafe',
    [
      'menu',
      'menu and order',
      'ordering food',
      'speisekarte',
      'bestellen',
      'menu del giorno',
    ].concat(['ordinare', 'pedir comida', 'cardapio']),
    (code, _level, random) => menuText(code, menuData(code, random)),
  ),
  genre(
    undefined,
    ['invitation', 'invitations', 'an invitation', 'invitation email', 'party invitation']
      .concat(['invite', 'carton d invitation', 'einladung', 'einladungen', 'invito', 'inviti'])
      .concat(['invitacion', 'invitaciones', 'convite', 'convites']),
    (code, level, random) => invitationText(code, invitationData(code, level, random)),
    'Reading',
    ['A1', 'A2', 'B1'],
    ['parties', 'festivals', 'friends'],
  ),
  genre(
    'daily-routine',
    ['daily routine', 'my day', 'a typical day', 'journee type', 'routine quotidienne'].concat([
      'tagesablauf',
      'alltag',
      'giornata tipo',
      'rutina diaria',
      'rotina diaria',
    ]),
    (code, level, random) => routineText(code, routineData(code, level, random)),
  ),
  genre(
    'shopping',
    ['shop dialogue', 'at the shop', 'at the grocers', 'grocery shopping', 'buying food']
      .concat(['dialogue au magasin', 'a l epicerie', 'faire les courses', 'les courses'])
      .concat(['einkaufen', 'beim einkaufen', 'im laden', 'lebensmittelladen'])
      .concat(['fare la spesa', 'al negozio', 'negozio di alimentari', 'la spesa'])
      .concat(['de compras', 'en la tienda', 'hacer la compra', 'la compra'])
      .concat(['fazer compras', 'as compras', 'na mercearia', 'mercearia']),
    (code, level, random) => shopText(code, shopData(code, level, random)),
    'Listening',
  ),
  genre(
    'holidays',
    ['postcard', 'postcards', 'holiday postcard', 'a postcard', 'carte postale', 'cartes postales']
      .concat(['postkarte', 'postkarten', 'urlaubskarte', 'ansichtskarte', 'cartolina'])
      .concat(['cartoline', 'postal', 'postales', 'tarjeta postal', 'postais', 'bilhete postal']),
    (code, level, random) => postcardText(code, postcardData(code, level, random)),
    'Reading',
    toB2,
  ),
  genre(
    undefined,
    ['biography', 'biographies', 'short biography', 'a biography', 'famous people', 'famous person']
      .concat(['a famous person', 'life of a famous person', 'biographie', 'biographies'])
      .concat(['personnage celebre', 'personnages celebres', 'personnalite', 'lebenslauf'])
      .concat(['biografie', 'kurzbiografie', 'beruhmte personen', 'beruhmte person', 'biografia'])
      .concat(['biografie', 'personaggi famosi', 'personaggio famoso', 'biografias'])
      .concat(['personajes famosos', 'personaje famoso', 'pessoas famosas', 'figuras celebres']),
    (code, level, random) => biographyText(code, biographyData(code, level, random)),
    'Reading',
    toB2,
  ),
  genre(
    'city',
    ['city guide', 'a city guide', 'guide to the city', 'sightseeing', 'tourist guide']
      .concat(['sights', 'guide de la ville', 'guide touristique', 'visite de la ville'])
      .concat(['stadtfuhrer', 'stadtfuhrung', 'sehenswurdigkeiten'])
      .concat(['guida della citta', 'guida turistica', 'visita della citta'])
      .concat(['guia de la ciudad', 'guia turistica', 'visita de la ciudad', 'lugares de interes'])
      .concat(['roteiro da cidade', 'roteiro turistico', 'guia da cidade', 'pontos turisticos']),
    (code, level, random) => cityGuideText(code, cityGuideData(code, level, random)),
    'Reading',
    toB2,
  ),
];

/**
 * The genre a request asks for, if a data-made genre answers it at the level: by a genre's name
 * first ("la météo" is not the métro) when the name and the genre's topics say at least half of
 * what was asked and no other topic is asked ("Umweltschutz im Alltag" is no daily routine); else
 * by its topic when the request asks nothing more of it in the text's language. `byTopic`: the
 * made text must then say the words its names do not ("buying clothes" is shopping, but no
 * grocer's dialogue; see `madeText`).
 */
export function genreFor(
  userInput: string,
  level: Level,
  use: PassageUse = 'Reading',
  code?: LanguageCode,
): { genre: Genre; byTopic: boolean; words: string[] } | undefined {
  const padded = ` ${fold(userInput)} `;
  const fitting = genres.filter((genre) => genre.use === use && genre.levels.includes(level));
  const { topic, subject, beyond, words, topicsOf } = matchTopic(userInput);
  const asksFor = (genre: Genre, name: string) => {
    const ofGenre = (word: string) =>
      name.split(' ').includes(word) ||
      (topicsOf.get(word) ?? []).some((id) => genre.topics.includes(id));
    const ofAnother = (word: string) => !ofGenre(word) && (topicsOf.get(word) ?? []).length > 0;
    return words.filter(ofGenre).length * 2 >= words.length && !words.some(ofAnother);
  };
  const named = fitting.find((genre) =>
    genre.names.some((name) => padded.includes(` ${name} `) && asksFor(genre, name)),
  );
  if (named) return { genre: named, byTopic: false, words };
  if (subject || !topic) return undefined;
  if (code && inBankLanguage(bankFor(code).passages, beyond)) return undefined;
  // Asked in another language, the made text cannot be read for the other words; a word of a
  // topic the lexicon does not relate to the genre's ("healthy breakfast habits": health) asks
  // for more than the genre's text ("Urlaub am Meer": the sea is a holiday's).
  const ofAnotherTopic = (word: string) => {
    const ids = topicsOf.get(word) ?? [];
    return (
      ids.length > 0 &&
      !ids.some((id) => id === topic.id || topic.themes.some((theme) => theme === id))
    );
  };
  if (words.some(ofAnotherTopic) && !(code && inBankLanguage(bankFor(code).passages, words)))
    return undefined;
  const ofTopic = fitting.find((genre) => genre.topic === topic.id);
  return ofTopic && { genre: ofTopic, byTopic: true, words };
}

/**
 * A text made from data for the request, to be read or heard, with `questions_quantity` of its
 * questions, in order.
 */
export function madeText(
  request: Pick<ReadingRequest, 'user_input' | 'language' | 'level' | 'questions_quantity'>,
  use: PassageUse,
  random: Random,
): { text: MadeText; answerKey: AnswerKeyItem[]; questions: string[] } | undefined {
  const code = languageCodes[request.language];
  const found = genreFor(request.user_input, request.level, use, code);
  if (!found || bandOf(request.level) === 'C') return undefined;
  const text = found.genre.make(code, request.level, random);
  // Asked by its topic in the text's language, the made text says what the teacher typed.
  const said = [text.title, ...text.paragraphs, ...found.genre.names].join(' ');
  // A place or person the teacher names is what the made text is about, in its title ("a
  // weekend in Madrid" is no guide to Toledo, though Toledo is an hour from Madrid).
  if (namesAsked(request.user_input, code).some((name) => !saysName(text.title, name)))
    return undefined;
  const unsaid = found.words.filter((word) => mentionsIn(said, [word]) === 0);
  const asked = inBankLanguage(bankFor(code).passages, found.words);
  if (found.byTopic && asked && unsaid.length > 0) return undefined;
  const chosen = shuffle(
    text.questions.map((_, index) => index),
    random,
  )
    .slice(0, request.questions_quantity)
    .sort((a, b) => a - b)
    .map((index) => text.questions[index] as MadeText['questions'][number]);
  return {
    text,
    questions: chosen.map(([question]) => question),
    answerKey: questionKeys(chosen, `${use} comprehension`),
  };
}
