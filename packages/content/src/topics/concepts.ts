import { fold } from '../grammar/fuzzy';

/** A part of a topic teachers ask for, named in the seven languages; its names are the topic's. */
type Concept = { topic: string; names: readonly string[] };

/**
 * What teachers ask for inside a topic, said in the seven languages: a request in English for a
 * German text ("healthy eating") looks in the texts for the German words ("gesund essen"), so
 * of the topic's texts the one on that part of it comes first. Each name is a keyword of its
 * topic (`lexicon.ts`).
 */
export const concepts: readonly Concept[] = [
  {
    topic: 'food',
    names: [
      'healthy eating',
      'bien manger',
      'manger sainement',
      'gesund essen',
      'gesunde ernährung',
      'mangiare sano',
      'alimentazione sana',
      'comer sano',
      'alimentación saludable',
      'alimentação saudável',
      'comer bem',
    ],
  },
  {
    topic: 'city',
    names: [
      'asking the way',
      'directions',
      'demander son chemin',
      'demander le chemin',
      'nach dem weg fragen',
      'wegbeschreibung',
      'chiedere indicazioni',
      'indicazioni stradali',
      'preguntar el camino',
      'pedir direcciones',
      'pedir direções',
      'perguntar o caminho',
    ],
  },
  {
    topic: 'work',
    names: [
      'remote work',
      'working from home',
      'home office',
      'homeoffice',
      'télétravail',
      'teletrabajo',
      'smart working',
      'lavorare da casa',
      'telelavoro',
      'teletrabalho',
      'trabalho remoto',
    ],
  },
  {
    topic: 'work',
    names: [
      'gig economy',
      'delivery riders',
      'ubérisation',
      'livreurs',
      'plattformarbeit',
      'lieferdienst',
      'rider',
      'repartidores',
      'estafetas',
      'entregadores',
    ],
  },
  { topic: 'health', names: ['sleep', 'sommeil', 'schlaf', 'sonno', 'sueño', 'sono'] },
  { topic: 'health', names: ['stress', 'estrés', 'stresso'] },
  { topic: 'science', names: ['memory', 'mémoire', 'gedächtnis', 'memoria', 'memória'] },
  {
    topic: 'city',
    names: ['loneliness', 'solitude', 'einsamkeit', 'solitudine', 'soledad', 'solidão'],
  },
  {
    topic: 'transport',
    names: [
      'train ticket',
      'billet de train',
      'fahrkarte',
      'biglietto del treno',
      'billete de tren',
      'bilhete de comboio',
    ],
  },
  {
    topic: 'transport',
    names: ['station', 'gare', 'bahnhof', 'stazione', 'estación de tren', 'estação de comboios'],
  },
  {
    topic: 'environment',
    names: [
      'recycling',
      'recyclage',
      'riciclaggio',
      'raccolta differenziata',
      'reciclaje',
      'reciclagem',
      'mülltrennung',
    ],
  },
  {
    topic: 'volunteering',
    names: [
      'volunteering',
      'volunteers',
      'bénévolat',
      'bénévoles',
      'ehrenamt',
      'freiwillige',
      'volontariato',
      'volontari',
      'voluntariado',
      'voluntarios',
      'voluntários',
    ],
  },
  {
    topic: 'hobbies',
    names: [
      'weekend',
      'week-end',
      'wochenende',
      'fine settimana',
      'fin de semana',
      'fim de semana',
    ],
  },
  {
    topic: 'travel',
    names: [
      'mass tourism',
      'overtourism',
      'tourisme de masse',
      'massentourismus',
      'turismo di massa',
      'turismo masivo',
      'turismo de massa',
    ],
  },
  {
    topic: 'city',
    names: [
      'rural depopulation',
      'empty villages',
      'désertification',
      'exode rural',
      'landflucht',
      'spopolamento',
      'borghi',
      'españa vaciada',
      'despoblación',
      'êxodo rural',
      'despovoamento',
    ],
  },
  {
    topic: 'internet',
    names: [
      'social media',
      'social networks',
      'réseaux sociaux',
      'soziale netzwerke',
      'soziale medien',
      'reti sociali',
      'redes sociales',
      'redes sociais',
    ],
  },
  {
    topic: 'media',
    names: [
      'disinformation',
      'fake news',
      'désinformation',
      'infox',
      'desinformation',
      'falschmeldungen',
      'disinformazione',
      'desinformación',
      'desinformação',
      'notícias falsas',
    ],
  },
  {
    topic: 'technology',
    names: ['surveillance', 'überwachung', 'sorveglianza', 'vigilancia', 'vigilância'],
  },
  {
    topic: 'technology',
    names: ['privacy', 'vie privée', 'privatsphäre', 'datenschutz', 'privacidad', 'privacidade'],
  },
  {
    topic: 'equality',
    names: [
      'inequality',
      'inégalités',
      'ungleichheit',
      'disuguaglianza',
      'desigualdad',
      'desigualdade',
    ],
  },
  {
    topic: 'environment',
    names: [
      'climate change',
      'réchauffement climatique',
      'klimawandel',
      'cambiamento climatico',
      'cambio climático',
      'alterações climáticas',
      'mudanças climáticas',
    ],
  },
  {
    topic: 'weather',
    names: [
      'weather report',
      'weather forecast',
      'bulletin météo',
      'wetterbericht',
      'wettervorhersage',
      'previsioni del tempo',
      'pronóstico del tiempo',
      'previsão do tempo',
      'boletim meteorológico',
    ],
  },
  {
    topic: 'job-interview',
    names: [
      'job interview',
      "entretien d'embauche",
      'vorstellungsgespräch',
      'colloquio di lavoro',
      'entrevista de trabajo',
      'entrevista de emprego',
    ],
  },
  {
    topic: 'clothes',
    names: [
      'buying clothes',
      'acheter des vêtements',
      'kleidung kaufen',
      'comprare vestiti',
      'comprar ropa',
      'comprar roupa',
    ],
  },
  {
    topic: 'introductions',
    names: ['introducing yourself', 'se présenter', 'presentarsi', 'presentarse', 'apresentar-se'],
  },
  {
    topic: 'migration',
    names: ['integration', 'intégration', 'integrazione', 'integración', 'integração'],
  },
  {
    topic: 'science',
    names: [
      'libre arbitre',
      'willensfreiheit',
      'libero arbitrio',
      'libre albedrío',
      'livre-arbítrio',
    ],
  },
  {
    topic: 'science',
    names: [
      'genetic engineering',
      'gene editing',
      'génétique',
      'gentechnik',
      'ingegneria genetica',
      'edición genética',
      'edição genética',
    ],
  },
  { topic: 'politics', names: ['populism', 'populisme', 'populismus', 'populismo'] },
  {
    topic: 'languages',
    names: ['dialects', 'dialectes', 'dialekte', 'dialetti', 'dialectos', 'dialetos'],
  },
  { topic: 'transport', names: ['cars', 'voitures', 'autos', 'automobili', 'coches', 'carros'] },
  {
    topic: 'health',
    names: [
      'vaccines',
      'vaccination',
      'vaccins',
      'impfung',
      'impfungen',
      'impfen',
      'vaccini',
      'vaccinazioni',
      'vacunas',
      'vacunación',
      'vacinas',
      'vacinação',
    ],
  },
  {
    topic: 'work',
    names: [
      'startups',
      'startup',
      'entrepreneurship',
      'entrepreneuriat',
      'existenzgründung',
      'imprenditoria',
      'emprendimiento',
      'empreendedorismo',
    ],
  },
  {
    topic: 'family',
    names: [
      'elderly care',
      'eldercare',
      'aidants familiaux',
      'altenpflege',
      'pflegebedürftige',
      'badanti',
      'assistenza anziani',
      'mayores dependientes',
      'idosos dependentes',
    ],
  },
];

const folded = concepts.map(({ names }) => names.map((phrase) => fold(phrase).split(' ')));

/** The words of the concepts the request names, in the other languages (folded). */
export function inOtherWords(words: readonly string[]): string[] {
  const said = new Set(words);
  return folded.flatMap((group) =>
    group.some((phrase) => phrase.every((word) => said.has(word)))
      ? group.flat().filter((word) => !said.has(word))
      : [],
  );
}
