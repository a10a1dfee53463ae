import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../languages';
import { textTopic } from './match';
import { subjects } from './subjects';

/** The topic the engine understands in a teacher's request for a B1 text, and whether wholly. */
const understood = (request: string, code: LanguageCode) => {
  const { topic, exact } = textTopic(request, code, 'B1');
  return { topic: topic?.id, exact };
};

describe('the syllabus topics, named as units are titled', () => {
  // Exact: once the bank has texts on the topic, the teacher gets one without a notice.
  it.each<[string, LanguageCode, string]>([
    ['Se présenter', 'fr', 'introductions'],
    ['Sich vorstellen', 'de', 'introductions'],
    ['Presentarse', 'es', 'introductions'],
    ['Introducing yourself and others', 'en', 'introductions'],
    ['Saluti e presentazioni', 'it', 'introductions'],
    ['Apresentações e cumprimentos', 'pt', 'introductions'],
    ['Describing people', 'en', 'people'],
    ['El aspecto físico y el carácter', 'es', 'people'],
    ['Décrire une personne', 'fr', 'people'],
    ['Personen beschreiben', 'de', 'people'],
    ['Descrivere una persona: aspetto fisico e carattere', 'it', 'people'],
    ['Descrever pessoas', 'pt', 'people'],
    ['Freizeit und Hobbys', 'de', 'hobbies'],
    ['Les loisirs', 'fr', 'hobbies'],
    ['El tiempo libre', 'es', 'hobbies'],
    ['Il tempo libero e i passatempi', 'it', 'hobbies'],
    ['Tempos livres', 'pt', 'hobbies'],
    ['Free time activities', 'en', 'hobbies'],
    ['Los medios de comunicación', 'es', 'media'],
    ["Les médias et l'information", 'fr', 'media'],
    ['Medien und Nachrichten', 'de', 'media'],
    ['Il telegiornale', 'it', 'media'],
    ['Fake news', 'en', 'media'],
    ['A imprensa', 'pt', 'media'],
    ['El dinero y el ahorro', 'es', 'money'],
    ["L'argent de poche", 'fr', 'money'],
    ['Taschengeld', 'de', 'money'],
    ['I soldi e il risparmio', 'it', 'money'],
    ['Money and banks', 'en', 'money'],
    ['O dinheiro', 'pt', 'money'],
    ["L'amour et le couple", 'fr', 'relationships'],
    ['Liebe und Partnerschaft', 'de', 'relationships'],
    ['Love and relationships', 'en', 'relationships'],
    ['El amor y las relaciones de pareja', 'es', 'relationships'],
    ['Il matrimonio', 'it', 'relationships'],
    ['Namoro e casamento', 'pt', 'relationships'],
    ['Mi infancia', 'es', 'childhood'],
    ["Souvenirs d'enfance", 'fr', 'childhood'],
    ['Kindheitserinnerungen', 'de', 'childhood'],
    ["Ricordi d'infanzia", 'it', 'childhood'],
    ['Childhood memories', 'en', 'childhood'],
    ['A infância', 'pt', 'childhood'],
    // "futuro", "future" name the tense too: the words beside them name the topic.
    ['Zukunftspläne', 'de', 'future'],
    ["Projets d'avenir", 'fr', 'future'],
    ['Progetti per il futuro', 'it', 'future'],
    ['Planes de futuro', 'es', 'future'],
    ['Plans for the future', 'en', 'future'],
    ['Planos para o futuro', 'pt', 'future'],
    ['Le bénévolat', 'fr', 'volunteering'],
    ['Ehrenamt', 'de', 'volunteering'],
    ['El voluntariado', 'es', 'volunteering'],
    ['Volontariato e solidarietà', 'it', 'volunteering'],
    ['Volunteering and charities', 'en', 'volunteering'],
    ['Trabalho voluntário', 'pt', 'volunteering'],
    ['La inmigración', 'es', 'migration'],
    ["Vivre à l'étranger", 'fr', 'migration'],
    ['Migration und Integration', 'de', 'migration'],
    ["Emigrare all'estero", 'it', 'migration'],
    ['Living abroad', 'en', 'migration'],
    ['A imigração', 'pt', 'migration'],
    ['La publicidad', 'es', 'consumption'],
    ['Werbung und Konsum', 'de', 'consumption'],
    ['La société de consommation', 'fr', 'consumption'],
    ['Pubblicità e consumi', 'it', 'consumption'],
    ['Advertising and brands', 'en', 'consumption'],
    ['Publicidade e consumo', 'pt', 'consumption'],
    ['La igualdad de género', 'es', 'equality'],
    ["L'égalité hommes-femmes", 'fr', 'equality'],
    ['Gleichberechtigung', 'de', 'equality'],
    ['I diritti umani', 'it', 'equality'],
    ['Human rights', 'en', 'equality'],
    ['Igualdade de direitos', 'pt', 'equality'],
    ['La fiesta de cumpleaños', 'es', 'parties'],
    ["Organiser une fête d'anniversaire", 'fr', 'parties'],
    ['Geburtstag feiern', 'de', 'parties'],
    ['La festa di compleanno', 'it', 'parties'],
    ['A birthday party', 'en', 'parties'],
    ['Festa de aniversário', 'pt', 'parties'],
    ['La delincuencia', 'es', 'crime'],
    ['Kriminalität', 'de', 'crime'],
    ['Crime and safety', 'en', 'crime'],
    ['La criminalità', 'it', 'crime'],
    ['La police et la sécurité', 'fr', 'crime'],
    ['Crime e segurança', 'pt', 'crime'],
    ['Young people and their problems', 'en', 'youth'],
    ['Jugendliche', 'de', 'youth'],
    ['Les jeunes', 'fr', 'youth'],
    ['Los adolescentes', 'es', 'youth'],
    ['I giovani', 'it', 'youth'],
    ['Os jovens', 'pt', 'youth'],
    ['Bücher und Lesen', 'de', 'books'],
    ['La lecture', 'fr', 'books'],
    ['Libros y lectura', 'es', 'books'],
    ['I libri', 'it', 'books'],
    ['Books and reading', 'en', 'books'],
    ['Livros e leitura', 'pt', 'books'],
  ])('"%s" (%s) is about %s', (request, code, topic) => {
    expect(understood(request, code)).toEqual({ topic, exact: true });
  });
});

describe('the older topics, named as syllabi name them', () => {
  it.each<[string, LanguageCode, string]>([
    ['La vida cotidiana', 'es', 'daily-routine'],
    ['La vie quotidienne', 'fr', 'daily-routine'],
    ['Le logement', 'fr', 'home'],
    ['Wohnen', 'de', 'home'],
    ["La casa e l'arredamento", 'it', 'home'],
    ['El medio ambiente y el reciclaje', 'es', 'environment'],
    ['Die Umwelt schützen', 'de', 'environment'],
    ['As mudanças climáticas', 'pt', 'environment'],
    ['Les transports en commun', 'fr', 'transport'],
    ['Los medios de transporte', 'es', 'transport'],
    ['Il mondo del lavoro', 'it', 'work'],
    ['The world of work', 'en', 'work'],
    ['Les parties du corps', 'fr', 'health'],
    ['Os animais de estimação', 'pt', 'animals'],
    ['Giochi da tavolo', 'it', 'games'],
    ['Jeux vidéo', 'fr', 'games'],
    ['Stadtbibliothek', 'de', 'library'],
  ])('"%s" (%s) is about %s', (request, code, topic) => {
    expect(understood(request, code)).toEqual({ topic, exact: true });
  });
});

describe('near misses', () => {
  it('takes the history of a topic for that topic, whose texts are not about its history', () => {
    // A teacher asking for "the history of money" wants money, not the Middle Ages; no text is
    // on its history, so the text comes with a notice.
    expect(understood('the history of money', 'en')).toEqual({ topic: 'money', exact: false });
    expect(understood('la historia del dinero', 'es')).toEqual({ topic: 'money', exact: false });
    expect(understood("l'histoire de l'art", 'fr')).toEqual({ topic: 'art', exact: false });
    expect(understood("une histoire d'amour", 'fr').topic).toBe('relationships');
    // The history of what is no other topic is history.
    expect(understood('la historia de España', 'es').topic).toBe('history');
  });

  it.each<[string, LanguageCode, string]>([
    // A phrase outweighs the words other topics share with it.
    ['Il tempo libero', 'it', 'hobbies'],
    ['El medio ambiente', 'es', 'environment'],
    ['Social media', 'en', 'internet'],
    ['Political parties', 'en', 'politics'],
    ['Viajar al extranjero', 'es', 'travel'],
    ['Los jóvenes y las redes sociales', 'es', 'internet'],
    ['Los derechos de los niños', 'es', 'equality'],
    ['Il parco giochi', 'it', 'childhood'],
    // A word says its topic once, however many of its keywords it is near ("planes": "plans").
    ['Mis planes para el verano', 'es', 'holidays'],
    // Where two topics are named alike, the older, nearer the request's subject.
    ['TV series', 'en', 'cinema'],
    ['La sécurité sur internet', 'fr', 'internet'],
    // Words like another topic's are not it: presents are no introduction, "policier" no police.
    ['Christmas presents', 'en', 'festivals'],
    ['Un roman policier', 'fr', 'books'],
    // Everyday situations teachers ask a text on, each with its texts in the bank.
    ['Flatmates sharing out the housework', 'en', 'home'],
    ['Llamada para reservar mesa en un restaurante', 'es', 'restaurant'],
    ['Podcast : passer le permis de conduire', 'fr', 'transport'],
    ['Le harcèlement scolaire', 'fr', 'school'],
    ['Stress e burnout al lavoro', 'it', 'work'],
    ['Radiointerview: ehrenamtlich bei der Tafel', 'de', 'volunteering'],
    ['A dieta mediterrânica', 'pt', 'food'],
    // A common word is itself, no typo of a longer keyword: a table is no tablet.
    ['Phone call to book a table at a restaurant', 'en', 'restaurant'],
    // The kind of recording names the media only when nothing else is asked.
    ['Radio news report on extreme weather', 'en', 'weather'],
    ['Flash info à la radio : canicule en Europe', 'fr', 'weather'],
    ['Intervista radiofonica a uno chef', 'it', 'food'],
    ['La radio', 'fr', 'media'],
  ])('"%s" (%s) is about %s', (request, code, topic) => {
    expect(understood(request, code).topic).toBe(topic);
  });

  it('reads the future tense, not a topic, in "el futuro" alone', () => {
    expect(understood('el futuro', 'es').topic).toBeUndefined();
    expect(understood('Zukunft', 'de').topic).toBeUndefined();
  });
});

describe('German compounds', () => {
  // A compound no keyword says as written is read by the topic words it is made of.
  it.each<[string, string]>([
    ['Wohnungssuche in einer Großstadt', 'home'],
    ['mein Schultag', 'school'],
    ['Umweltverschmutzung', 'environment'],
    ['Fußballverein', 'football'],
  ])('"%s" is about %s, wholly', (request, topic) => {
    expect(understood(request, 'de')).toEqual({ topic, exact: true });
  });

  it('keeps a named subject whole ("Weihnachtsmarkt" is Christmas, not a market)', () => {
    expect(textTopic('Weihnachtsmarkt in Nürnberg', 'de', 'B1').subject?.id).toBe('christmas');
  });

  it('reads a subject in a plural or as a first part ("Weihnachtsmärkte", "Karnevalsumzug")', () => {
    const subjectOf = (request: string) => textTopic(request, 'de', 'B1').subject?.id;
    expect(subjectOf('Weihnachtsmärkte in Deutschland')).toBe('christmas');
    expect(subjectOf('Weihnachtsgeschenke für die Familie')).toBe('christmas');
    // A carnival parade, not moving house ("Umzug").
    expect(subjectOf('der Karnevalsumzug in Köln')).toBe('carnival');
    // "Österreich" is no Easter ("Ostern") without a head word after it.
    expect(subjectOf('eine Reise nach Österreich')).toBeUndefined();
  });
});

describe('named subjects', () => {
  // Two helpers' texts on one subject merged as two entries: a text tagged with it would answer
  // only the first entry's names.
  it('each has one entry, and a name belongs to one subject', () => {
    const ids = subjects.map(({ id }) => id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const owner = new Map<string, string>();
    const shared = subjects.flatMap(({ id, names }) =>
      names.flatMap((name) => {
        const first = owner.get(name) ?? id;
        owner.set(name, first);
        return first === id ? [] : [`${name}: ${first}, ${id}`];
      }),
    );
    expect(shared).toEqual([]);
  });
});

describe('everyday situations, named as textbooks title them', () => {
  // Named by their parts (`concepts.ts`): a request made of them is wholly understood.
  it.each<[string, LanguageCode, string]>([
    ["At the doctor's with a sore throat", 'en', 'health'],
    ['Mal de gorge et fièvre', 'fr', 'health'],
    ['Halsschmerzen und Fieber', 'de', 'health'],
    ['Tengo fiebre y dolor de garganta', 'es', 'health'],
    ['Una ola de calor', 'es', 'weather'],
    ['Die Hitzewelle', 'de', 'weather'],
    ['Forest fires', 'en', 'environment'],
    ['Gli incendi boschivi', 'it', 'environment'],
    ['Ir de tapas', 'es', 'cafe'],
    ['Mein erster Job', 'de', 'work'],
    ['O primeiro emprego', 'pt', 'work'],
    ['La selección de personal', 'es', 'work'],
    ['Ein gesundes Frühstück', 'de', 'food'],
    ['Um café da manhã saudável', 'pt', 'food'],
    ['O café da manhã', 'pt', 'daily-routine'],
    ['Working nights', 'en', 'daily-routine'],
    ['Turni di notte in ospedale', 'it', 'daily-routine'],
    ['La tarjeta de embarque', 'es', 'transport'],
    ['Die Bordkarte', 'de', 'transport'],
  ])('"%s" (%s) is %s', (request, code, topic) => {
    expect(understood(request, code)).toEqual({ topic, exact: true });
  });

  it('keeps the words those parts share with other topics apart', () => {
    // "cold" is the weather's as much as a patient's: no symptom alone.
    expect(understood('A cold winter', 'en').topic).toBe('weather');
    // A French "vol" is also a theft: no flight alone.
    expect(understood('Le vol', 'fr').topic).toBeUndefined();
    // A coffee at the bar stays at the café, without tapas.
    expect(understood('Un café en el bar', 'es').topic).toBe('cafe');
    // The "s" of a possessive names nothing: "my grandmother's" is family.
    expect(textTopic("My grandmother's family", 'en', 'B1').words).toEqual([
      'grandmother',
      'family',
    ]);
  });
});
