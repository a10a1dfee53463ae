import type { LanguageCode } from '../languages';
import type { Typo } from './typo';

/** The interface languages feedback is written in (the student's settings; English by default). */
export const feedbackLanguages = ['en', 'es', 'fr', 'de', 'it', 'pt'] as const;
export type FeedbackLanguage = (typeof feedbackLanguages)[number];

/**
 * What a form is, when a missing accent or a changed letter turns the right form into another
 * one: "gano" is the present, "ganó" the preterite; Italian "e" is the conjunction, "è" the verb.
 */
export const formLabels = [
  'present',
  'preterite',
  'future',
  'presentSubjunctive',
  'imperfectSubjunctive',
  'futureSubjunctive',
  'pluperfect',
  'participle',
  'conjunction',
  'verbToBe',
  'verbToHave',
  'preposition',
  'adverbOfPlace',
  'article',
  'demonstrative',
] as const;
export type FormLabel = (typeof formLabels)[number];

export type Messages = {
  quote(text: string): string;
  correct: string;
  wellDone: string;
  noAnswer(answer: string): string;
  noAnswerTip(point: string): string;
  notQuite(answer: string): string;
  almost(answer: string): string;
  partly(answer: string): string;
  accentForgiven(pairs: string): string;
  umlautForgiven(pairs: string): string;
  pair(right: string, yours: string): string;
  germanCapitals(nouns: string): string;
  /** "gano" is the present; the preterite is "ganó". */
  otherLabelledForm(
    yours: string,
    yourLabel: FormLabel,
    right: string,
    rightLabel: FormLabel,
  ): string;
  /** A real word, not a typo: "vuelvo" for "vuelva"; the grammar point when the key names one. */
  otherForm(yours: string, right: string, point?: string): string;
  typo(yours: string, typo: Typo, right: string): string;
  spellingSlip(yours: string, right: string): string;
  wordOrder(answer: string): string;
  wordOrderTip: string;
  givenWords: string;
  spelling(list: string): string;
  didYouMean(word: string, suggestion: string): string;
  shorter(words: number): string;
  review(point: string): string;
  compare: string;
  missingContent(words: string): string;
  negation: string;
  alternatives(answer: string): string;
  labels: Record<FormLabel, string>;
};

const typoText = (
  t: Typo,
  q: (s: string) => string,
  m: {
    missing: string;
    extra: string;
    wrong: (a: string, b: string) => string;
    swapped: string;
  },
) => {
  switch (t.kind) {
    case 'missing':
      return `${m.missing} ${q(t.letter)}`;
    case 'extra':
      return `${m.extra} ${q(t.letter)}`;
    case 'wrong':
      return m.wrong(q(t.instead), q(t.letter));
    case 'swapped':
      return `${m.swapped} ${q(t.letters)}`;
  }
};

const en: Messages = {
  quote: (s) => `"${s}"`,
  correct: 'Correct!',
  wellDone: 'Well done.',
  noAnswer: (a) => `No answer was given. The answer is ${a}.`,
  noAnswerTip: (p) => `Write an answer even when unsure: it is the way to practise ${p}.`,
  notQuite: (a) => `Not quite. The answer is ${a}.`,
  almost: (a) => `Almost! The answer is ${a}.`,
  partly: (a) => `Half right: half a point. The answer is ${a}.`,
  accentForgiven: (p) => `Correct, but mind the accents: ${p}.`,
  umlautForgiven: (p) => `Correct. Where you can, type the letters ä, ö, ü and ß: ${p}.`,
  pair: (r, y) => `${r}, not ${y}`,
  germanCapitals: (n) => `Correct. Remember that German nouns start with a capital letter: ${n}.`,
  otherLabelledForm: (y, yl, r, rl) =>
    `${y} is ${en.labels[yl]}; ${en.labels[rl]} is ${r}. The accent changes the form.`,
  otherForm: (y, r, p) =>
    p
      ? `${y} is another form, not a typo: ${p} needs ${r} here.`
      : `${y} is another word, not a typo: here it is ${r}.`,
  typo: (y, t, r) =>
    `In ${y} ${typoText(t, en.quote, {
      missing: 'a letter is missing:',
      extra: 'there is one letter too many:',
      wrong: (a, b) => `one letter is wrong: ${a} should be ${b}`,
      swapped: 'two letters are swapped: it is',
    })}: write ${r}.`,
  spellingSlip: (y, r) => `The sentence is right apart from the spelling of ${y}: write ${r}.`,
  wordOrder: (a) => `The words are right but their order is not. The answer is ${a}.`,
  wordOrderTip: 'Look at where the verb and the subject go in this sentence.',
  givenWords: 'Use exactly the words given, each once, in a correct order.',
  spelling: (l) => `Check the spelling of ${l}.`,
  didYouMean: (w, s) => `${w} (did you mean ${s}?)`,
  shorter: (n) => `Your answer is shorter than expected: write the whole sentence (${n} words).`,
  review: (p) => `Review ${p} and compare your answer with the one above.`,
  compare: 'Compare your answer with the one above, word by word.',
  missingContent: (w) => `Part of the answer is there, but the text also says ${w}.`,
  negation: 'Your answer says the opposite of the text: read the sentence again.',
  alternatives: (a) => `Also accepted: ${a}.`,
  labels: {
    present: 'the present',
    preterite: 'the preterite',
    future: 'the future',
    presentSubjunctive: 'the present subjunctive',
    imperfectSubjunctive: 'the imperfect subjunctive',
    futureSubjunctive: 'the future subjunctive',
    pluperfect: 'the pluperfect',
    participle: 'the past participle',
    conjunction: 'the conjunction "and"',
    verbToBe: 'the verb "to be"',
    verbToHave: 'the verb "to have"',
    preposition: 'the preposition',
    adverbOfPlace: 'the adverb of place',
    article: 'the article',
    demonstrative: 'the demonstrative',
  },
};

const guillemets = (s: string) => `«${s}»`;

const es: Messages = {
  quote: guillemets,
  correct: '¡Correcto!',
  wellDone: 'Muy bien.',
  noAnswer: (a) => `No has escrito ninguna respuesta. La respuesta es ${a}.`,
  noAnswerTip: (p) => `Escribe una respuesta aunque dudes: así se practica ${p}.`,
  notQuite: (a) => `No es del todo correcto. La respuesta es ${a}.`,
  almost: (a) => `¡Casi! La respuesta es ${a}.`,
  partly: (a) => `Medio punto. La respuesta es ${a}.`,
  accentForgiven: (p) => `Correcto, pero cuidado con las tildes: ${p}.`,
  umlautForgiven: (p) => `Correcto. Si puedes, escribe las letras ä, ö, ü y ß: ${p}.`,
  pair: (r, y) => `${r}, no ${y}`,
  germanCapitals: (n) =>
    `Correcto. Recuerda que en alemán los sustantivos empiezan con mayúscula: ${n}.`,
  otherLabelledForm: (y, yl, r, rl) =>
    `${y} es ${es.labels[yl]}; ${es.labels[rl]} es ${r}. La tilde cambia la forma.`,
  otherForm: (y, r, p) =>
    p
      ? `${y} es otra forma, no una errata: ${p} pide aquí ${r}.`
      : `${y} es otra palabra, no una errata: aquí va ${r}.`,
  typo: (y, t, r) =>
    `En ${y} ${typoText(t, es.quote, {
      missing: 'falta una letra:',
      extra: 'sobra una letra:',
      wrong: (a, b) => `hay una letra equivocada: ${a} debería ser ${b}`,
      swapped: 'hay dos letras cambiadas de sitio: es',
    })}: escribe ${r}.`,
  spellingSlip: (y, r) => `La frase está bien salvo la ortografía de ${y}: escribe ${r}.`,
  wordOrder: (a) => `Las palabras son correctas, pero el orden no. La respuesta es ${a}.`,
  wordOrderTip: 'Fíjate en dónde van el verbo y el sujeto en esta frase.',
  givenWords: 'Usa exactamente las palabras dadas, cada una una vez, en un orden correcto.',
  spelling: (l) => `Revisa la ortografía de ${l}.`,
  didYouMean: (w, s) => `${w} (¿querías decir ${s}?)`,
  shorter: (n) =>
    `Tu respuesta es más corta de lo esperado: escribe la frase completa (${n} palabras).`,
  review: (p) => `Repasa ${p} y compara tu respuesta con la de arriba.`,
  compare: 'Compara tu respuesta con la de arriba, palabra por palabra.',
  missingContent: (w) => `Parte de la respuesta está, pero el texto también dice ${w}.`,
  negation: 'Tu respuesta dice lo contrario que el texto: vuelve a leer la frase.',
  alternatives: (a) => `También se acepta: ${a}.`,
  labels: {
    present: 'el presente',
    preterite: 'el pretérito indefinido',
    future: 'el futuro',
    presentSubjunctive: 'el presente de subjuntivo',
    imperfectSubjunctive: 'el imperfecto de subjuntivo',
    futureSubjunctive: 'el futuro de subjuntivo',
    pluperfect: 'el pluscuamperfecto',
    participle: 'el participio',
    conjunction: 'la conjunción «y»',
    verbToBe: 'el verbo «ser/estar»',
    verbToHave: 'el verbo «haber/tener»',
    preposition: 'la preposición',
    adverbOfPlace: 'el adverbio de lugar',
    article: 'el artículo',
    demonstrative: 'el demostrativo',
  },
};

const frQuote = (s: string) => `«\u00a0${s}\u00a0»`;
const fr: Messages = {
  quote: frQuote,
  correct: 'Correct\u00a0!',
  wellDone: 'Bravo.',
  noAnswer: (a) => `Aucune réponse. La réponse est ${a}.`,
  noAnswerTip: (p) => `Réponds même si tu hésites\u00a0: c'est ainsi qu'on travaille ${p}.`,
  notQuite: (a) => `Pas tout à fait. La réponse est ${a}.`,
  almost: (a) => `Presque\u00a0! La réponse est ${a}.`,
  partly: (a) => `Un demi-point. La réponse est ${a}.`,
  accentForgiven: (p) => `Correct, mais attention aux accents\u00a0: ${p}.`,
  umlautForgiven: (p) => `Correct. Si possible, tape les lettres ä, ö, ü et ß\u00a0: ${p}.`,
  pair: (r, y) => `${r}, et non ${y}`,
  germanCapitals: (n) =>
    `Correct. N'oublie pas qu'en allemand les noms prennent une majuscule\u00a0: ${n}.`,
  otherLabelledForm: (y, yl, r, rl) =>
    `${y} est ${fr.labels[yl]}\u00a0; ${fr.labels[rl]}, c'est ${r}. L'accent change la forme.`,
  otherForm: (y, r, p) =>
    p
      ? `${y} est une autre forme, pas une faute de frappe\u00a0: ${p} demande ici ${r}.`
      : `${y} est un autre mot, pas une faute de frappe\u00a0: ici, c'est ${r}.`,
  typo: (y, t, r) =>
    `Dans ${y}, ${typoText(t, fr.quote, {
      missing: 'il manque une lettre\u00a0:',
      extra: 'il y a une lettre en trop\u00a0:',
      wrong: (a, b) => `une lettre est fausse\u00a0: ${a} au lieu de ${b}`,
      swapped: "deux lettres sont inversées\u00a0: c'est",
    })}\u00a0; écris ${r}.`,
  spellingSlip: (y, r) => `La phrase est juste, sauf l'orthographe de ${y}\u00a0: écris ${r}.`,
  wordOrder: (a) => `Les mots sont justes, mais pas leur ordre. La réponse est ${a}.`,
  wordOrderTip: 'Regarde où se placent le verbe et le sujet dans cette phrase.',
  givenWords: 'Utilise exactement les mots donnés, chacun une fois, dans un ordre correct.',
  spelling: (l) => `Vérifie l'orthographe de ${l}.`,
  didYouMean: (w, s) => `${w} (tu voulais dire ${s}\u00a0?)`,
  shorter: (n) =>
    `Ta réponse est plus courte que prévu\u00a0: écris la phrase entière (${n} mots).`,
  review: (p) => `Révise ${p} et compare ta réponse avec celle ci-dessus.`,
  compare: 'Compare ta réponse avec celle ci-dessus, mot par mot.',
  missingContent: (w) => `Une partie de la réponse y est, mais le texte dit aussi ${w}.`,
  negation: 'Ta réponse dit le contraire du texte\u00a0: relis la phrase.',
  alternatives: (a) => `Accepté aussi\u00a0: ${a}.`,
  labels: {
    present: 'le présent',
    preterite: 'le passé simple',
    future: 'le futur',
    presentSubjunctive: 'le subjonctif présent',
    imperfectSubjunctive: 'le subjonctif imparfait',
    futureSubjunctive: 'le subjonctif futur',
    pluperfect: 'le plus-que-parfait',
    participle: 'le participe passé',
    conjunction: 'la conjonction «\u00a0et\u00a0»',
    verbToBe: 'le verbe «\u00a0être\u00a0»',
    verbToHave: 'le verbe «\u00a0avoir\u00a0»',
    preposition: 'la préposition',
    adverbOfPlace: "l'adverbe de lieu",
    article: "l'article",
    demonstrative: 'le démonstratif',
  },
};

const deQuote = (s: string) => `„${s}“`;
const de: Messages = {
  quote: deQuote,
  correct: 'Richtig!',
  wellDone: 'Gut gemacht.',
  noAnswer: (a) => `Du hast keine Antwort geschrieben. Die Antwort ist ${a}.`,
  noAnswerTip: (p) => `Schreib eine Antwort, auch wenn du unsicher bist: So übst du ${p}.`,
  notQuite: (a) => `Nicht ganz. Die Antwort ist ${a}.`,
  almost: (a) => `Fast! Die Antwort ist ${a}.`,
  partly: (a) => `Ein halber Punkt. Die Antwort ist ${a}.`,
  accentForgiven: (p) => `Richtig, aber achte auf die Akzente: ${p}.`,
  umlautForgiven: (p) => `Richtig. Wenn du kannst, tippe ä, ö, ü und ß: ${p}.`,
  pair: (r, y) => `${r}, nicht ${y}`,
  germanCapitals: (n) => `Richtig. Denk daran, dass deutsche Nomen großgeschrieben werden: ${n}.`,
  otherLabelledForm: (y, yl, r, rl) =>
    `${y} ist ${de.labels[yl]}; ${de.labels[rl]} ist ${r}. Der Akzent ändert die Form.`,
  otherForm: (y, r, p) =>
    p
      ? `${y} ist eine andere Form, kein Tippfehler: ${p} verlangt hier ${r}.`
      : `${y} ist ein anderes Wort, kein Tippfehler: Hier steht ${r}.`,
  typo: (y, t, r) =>
    `In ${y} ${typoText(t, de.quote, {
      missing: 'fehlt ein Buchstabe:',
      extra: 'ist ein Buchstabe zu viel:',
      wrong: (a, b) => `ist ein Buchstabe falsch: ${a} statt ${b}`,
      swapped: 'sind zwei Buchstaben vertauscht: richtig ist',
    })}. Schreib ${r}.`,
  spellingSlip: (y, r) => `Der Satz stimmt bis auf die Schreibung von ${y}: Schreib ${r}.`,
  wordOrder: (a) => `Die Wörter stimmen, aber die Reihenfolge nicht. Die Antwort ist ${a}.`,
  wordOrderTip: 'Achte darauf, wo in diesem Satz das Verb und das Subjekt stehen.',
  givenWords:
    'Verwende genau die vorgegebenen Wörter, jedes einmal, in einer richtigen Reihenfolge.',
  spelling: (l) => `Prüfe die Schreibung von ${l}.`,
  didYouMean: (w, s) => `${w} (meintest du ${s}?)`,
  shorter: (n) => `Deine Antwort ist kürzer als erwartet: Schreib den ganzen Satz (${n} Wörter).`,
  review: (p) => `Wiederhole ${p} und vergleiche deine Antwort mit der oben.`,
  compare: 'Vergleiche deine Antwort Wort für Wort mit der oben.',
  missingContent: (w) => `Ein Teil der Antwort stimmt, aber im Text steht auch ${w}.`,
  negation: 'Deine Antwort sagt das Gegenteil des Textes: Lies den Satz noch einmal.',
  alternatives: (a) => `Auch richtig: ${a}.`,
  labels: {
    present: 'das Präsens',
    preterite: 'das Präteritum',
    future: 'das Futur',
    presentSubjunctive: 'der Konjunktiv Präsens',
    imperfectSubjunctive: 'der Konjunktiv Imperfekt',
    futureSubjunctive: 'der Konjunktiv Futur',
    pluperfect: 'das Plusquamperfekt',
    participle: 'das Partizip II',
    conjunction: 'die Konjunktion „und“',
    verbToBe: 'das Verb „sein“',
    verbToHave: 'das Verb „haben“',
    preposition: 'die Präposition',
    adverbOfPlace: 'das Ortsadverb',
    article: 'der Artikel',
    demonstrative: 'das Demonstrativpronomen',
  },
};

const it: Messages = {
  quote: guillemets,
  correct: 'Giusto!',
  wellDone: 'Bravo.',
  noAnswer: (a) => `Non hai scritto nessuna risposta. La risposta è ${a}.`,
  noAnswerTip: (p) => `Scrivi una risposta anche se hai dubbi: è così che si esercita ${p}.`,
  notQuite: (a) => `Non proprio. La risposta è ${a}.`,
  almost: (a) => `Quasi! La risposta è ${a}.`,
  partly: (a) => `Mezzo punto. La risposta è ${a}.`,
  accentForgiven: (p) => `Giusto, ma attenzione agli accenti: ${p}.`,
  umlautForgiven: (p) => `Giusto. Se puoi, scrivi le lettere ä, ö, ü e ß: ${p}.`,
  pair: (r, y) => `${r}, non ${y}`,
  germanCapitals: (n) => `Giusto. Ricorda che in tedesco i nomi hanno la maiuscola: ${n}.`,
  otherLabelledForm: (y, yl, r, rl) =>
    `${y} è ${it.labels[yl]}; ${it.labels[rl]} è ${r}. L'accento cambia la forma.`,
  otherForm: (y, r, p) =>
    p
      ? `${y} è un'altra forma, non un errore di battitura: ${p} richiede qui ${r}.`
      : `${y} è un'altra parola, non un errore di battitura: qui ci vuole ${r}.`,
  typo: (y, t, r) =>
    `In ${y} ${typoText(t, it.quote, {
      missing: 'manca una lettera:',
      extra: "c'è una lettera in più:",
      wrong: (a, b) => `c'è una lettera sbagliata: ${a} invece di ${b}`,
      swapped: 'due lettere sono invertite: è',
    })}; scrivi ${r}.`,
  spellingSlip: (y, r) => `La frase è giusta tranne l'ortografia di ${y}: scrivi ${r}.`,
  wordOrder: (a) => `Le parole sono giuste, ma l'ordine no. La risposta è ${a}.`,
  wordOrderTip: 'Guarda dove vanno il verbo e il soggetto in questa frase.',
  givenWords: 'Usa esattamente le parole date, ognuna una volta, in un ordine corretto.',
  spelling: (l) => `Controlla l'ortografia di ${l}.`,
  didYouMean: (w, s) => `${w} (volevi dire ${s}?)`,
  shorter: (n) => `La tua risposta è più corta del previsto: scrivi la frase intera (${n} parole).`,
  review: (p) => `Ripassa ${p} e confronta la tua risposta con quella sopra.`,
  compare: 'Confronta la tua risposta con quella sopra, parola per parola.',
  missingContent: (w) => `Una parte della risposta c'è, ma il testo dice anche ${w}.`,
  negation: 'La tua risposta dice il contrario del testo: rileggi la frase.',
  alternatives: (a) => `Accettato anche: ${a}.`,
  labels: {
    present: 'il presente',
    preterite: 'il passato remoto',
    future: 'il futuro',
    presentSubjunctive: 'il congiuntivo presente',
    imperfectSubjunctive: 'il congiuntivo imperfetto',
    futureSubjunctive: 'il congiuntivo futuro',
    pluperfect: 'il trapassato',
    participle: 'il participio passato',
    conjunction: 'la congiunzione «e»',
    verbToBe: 'il verbo «essere»',
    verbToHave: 'il verbo «avere»',
    preposition: 'la preposizione',
    adverbOfPlace: "l'avverbio di luogo",
    article: "l'articolo",
    demonstrative: 'il dimostrativo',
  },
};

const pt: Messages = {
  quote: guillemets,
  correct: 'Certo!',
  wellDone: 'Muito bem.',
  noAnswer: (a) => `Não escreveste nenhuma resposta. A resposta é ${a}.`,
  noAnswerTip: (p) => `Escreve uma resposta mesmo com dúvidas: é assim que se pratica ${p}.`,
  notQuite: (a) => `Não é bem assim. A resposta é ${a}.`,
  almost: (a) => `Quase! A resposta é ${a}.`,
  partly: (a) => `Meio ponto. A resposta é ${a}.`,
  accentForgiven: (p) => `Certo, mas atenção aos acentos: ${p}.`,
  umlautForgiven: (p) => `Certo. Se puderes, escreve as letras ä, ö, ü e ß: ${p}.`,
  pair: (r, y) => `${r}, não ${y}`,
  germanCapitals: (n) => `Certo. Lembra-te de que em alemão os substantivos têm maiúscula: ${n}.`,
  otherLabelledForm: (y, yl, r, rl) =>
    `${y} é ${pt.labels[yl]}; ${pt.labels[rl]} é ${r}. O acento muda a forma.`,
  otherForm: (y, r, p) =>
    p
      ? `${y} é outra forma, não um erro de digitação: ${p} pede aqui ${r}.`
      : `${y} é outra palavra, não um erro de digitação: aqui é ${r}.`,
  typo: (y, t, r) =>
    `Em ${y} ${typoText(t, pt.quote, {
      missing: 'falta uma letra:',
      extra: 'há uma letra a mais:',
      wrong: (a, b) => `há uma letra errada: ${a} em vez de ${b}`,
      swapped: 'há duas letras trocadas: é',
    })}; escreve ${r}.`,
  spellingSlip: (y, r) => `A frase está certa, menos a ortografia de ${y}: escreve ${r}.`,
  wordOrder: (a) => `As palavras estão certas, mas a ordem não. A resposta é ${a}.`,
  wordOrderTip: 'Repara onde ficam o verbo e o sujeito nesta frase.',
  givenWords: 'Usa exatamente as palavras dadas, cada uma uma vez, numa ordem correta.',
  spelling: (l) => `Verifica a ortografia de ${l}.`,
  didYouMean: (w, s) => `${w} (querias dizer ${s}?)`,
  shorter: (n) =>
    `A tua resposta é mais curta do que o esperado: escreve a frase inteira (${n} palavras).`,
  review: (p) => `Revê ${p} e compara a tua resposta com a de cima.`,
  compare: 'Compara a tua resposta com a de cima, palavra a palavra.',
  missingContent: (w) => `Parte da resposta está lá, mas o texto também diz ${w}.`,
  negation: 'A tua resposta diz o contrário do texto: volta a ler a frase.',
  alternatives: (a) => `Também se aceita: ${a}.`,
  labels: {
    present: 'o presente',
    preterite: 'o pretérito perfeito',
    future: 'o futuro',
    presentSubjunctive: 'o presente do conjuntivo',
    imperfectSubjunctive: 'o imperfeito do conjuntivo',
    futureSubjunctive: 'o futuro do conjuntivo',
    pluperfect: 'o mais-que-perfeito',
    participle: 'o particípio passado',
    conjunction: 'a conjunção «e»',
    verbToBe: 'o verbo «ser/estar»',
    verbToHave: 'o verbo «ter/haver»',
    preposition: 'a preposição',
    adverbOfPlace: 'o advérbio de lugar',
    article: 'o artigo',
    demonstrative: 'o demonstrativo',
  },
};

const catalogue: Record<FeedbackLanguage, Messages> = { en, es, fr, de, it, pt };

export function messagesFor(language: FeedbackLanguage | undefined): Messages {
  return catalogue[language ?? 'en'];
}

/** The grammar point as the key names it; German nouns ("Konjunktiv II") keep their capitals. */
export function pointName(topic: string, code: LanguageCode): string {
  if (code === 'de') return topic;
  return topic.replace(/^\p{Lu}(?!\p{Lu})/u, (first) => first.toLocaleLowerCase());
}
