import * as contract from '@lingua/api/contract';
import type { Language, Level } from '../languages';
import type { Random } from '../random';
import type { GeneratedExercise } from '../schemas';
import { generateListeningText, generateReading } from './reading';

export type SpeakingTask = (typeof contract.SpeakingTask.enum)[number];

export type SpeakingRequest = {
  language: Language;
  level: Level;
  speaking_task: SpeakingTask;
  /** The topic, for the text read aloud or retold. */
  user_input: string;
};

/** Every task is graded on the five CEFR-aligned criteria of spoken production. */
export const SPEAKING_CRITERIA = contract.SpeakingCriterion.enum;

/** The longest recording per question, in seconds: more to say, and more fluently, by level. */
export const maxDurations: Record<SpeakingTask, Record<Level, number>> = {
  read_aloud: { A1: 45, A2: 60, B1: 75, B2: 90, C1: 105, C2: 120 },
  questions: { A1: 30, A2: 45, B1: 60, B2: 90, C1: 120, C2: 150 },
  retell: { A1: 45, A2: 60, B1: 90, B2: 120, C1: 150, C2: 180 },
};

/** Words read aloud: a short text, a paragraph at the top levels. */
const readAloudWords: Record<Level, number> = { A1: 40, A2: 60, B1: 80, B2: 100, C1: 120, C2: 140 };

type Words = {
  titles: Record<SpeakingTask, string>;
  instructions: Record<SpeakingTask, string>;
  /** The one thing to say in a read-aloud and a retelling. */
  readAloud: string;
  retell: string;
  /** Questions about the student's own life, two per level, from the familiar to the abstract. */
  life: Record<Level, [string, string]>;
};

const words: Record<Language, Words> = {
  English: {
    titles: {
      read_aloud: 'Read aloud',
      questions: 'Speak about yourself',
      retell: 'Retell what you heard',
    },
    instructions: {
      read_aloud: 'Read the text aloud, clearly and at a natural pace.',
      questions: 'Answer each question aloud in full sentences.',
      retell: 'Listen to the recording, then tell in your own words what you heard.',
    },
    readAloud: 'Read the text aloud.',
    retell: 'Retell what you heard in your own words.',
    life: {
      A1: ['What is your name and where do you live?', 'Who is in your family?'],
      A2: ['Describe your last holiday.', 'What do you usually do at the weekend?'],
      B1: ['Tell me about a film or book you liked and why.', 'What are your plans for next year?'],
      B2: [
        'Argue for or against school uniforms.',
        'Should young people spend less time on their phones? Give reasons.',
      ],
      C1: [
        'How has technology changed the way people learn? Give examples.',
        'Which problem in your town most needs solving, and how would you solve it?',
      ],
      C2: [
        'Is it ever right to break a rule? Defend your view.',
        'What will work look like in twenty years, and what should we do about it now?',
      ],
    },
  },
  Spanish: {
    titles: {
      read_aloud: 'Lectura en voz alta',
      questions: 'Habla de ti',
      retell: 'Cuenta lo que has oído',
    },
    instructions: {
      read_aloud: 'Lee el texto en voz alta, con claridad y a un ritmo natural.',
      questions: 'Responde a cada pregunta en voz alta con frases completas.',
      retell: 'Escucha la grabación y luego cuenta con tus palabras lo que has oído.',
    },
    readAloud: 'Lee el texto en voz alta.',
    retell: 'Cuenta con tus palabras lo que has oído.',
    life: {
      A1: ['¿Cómo te llamas y dónde vives?', '¿Quién hay en tu familia?'],
      A2: ['Describe tus últimas vacaciones.', '¿Qué haces normalmente el fin de semana?'],
      B1: [
        'Háblame de una película o un libro que te gustó y por qué.',
        '¿Qué planes tienes para el año que viene?',
      ],
      B2: [
        'Argumenta a favor o en contra del uniforme escolar.',
        '¿Deberían los jóvenes pasar menos tiempo con el móvil? Da razones.',
      ],
      C1: [
        '¿Cómo ha cambiado la tecnología la forma de aprender? Pon ejemplos.',
        '¿Qué problema de tu ciudad habría que resolver primero y cómo lo harías?',
      ],
      C2: [
        '¿Está bien alguna vez saltarse una norma? Defiende tu postura.',
        '¿Cómo será el trabajo dentro de veinte años y qué deberíamos hacer ya?',
      ],
    },
  },
  French: {
    titles: {
      read_aloud: 'Lecture à voix haute',
      questions: 'Parle de toi',
      retell: 'Raconte ce que tu as entendu',
    },
    instructions: {
      read_aloud: 'Lis le texte à voix haute, clairement et à un rythme naturel.',
      questions: 'Réponds à chaque question à voix haute par des phrases complètes.',
      retell: 'Écoute l’enregistrement, puis raconte avec tes mots ce que tu as entendu.',
    },
    readAloud: 'Lis le texte à voix haute.',
    retell: 'Raconte avec tes mots ce que tu as entendu.',
    life: {
      A1: ['Comment tu t’appelles et où habites-tu ?', 'Qui fait partie de ta famille ?'],
      A2: ['Décris tes dernières vacances.', 'Que fais-tu d’habitude le week-end ?'],
      B1: [
        'Parle-moi d’un film ou d’un livre que tu as aimé et dis pourquoi.',
        'Quels sont tes projets pour l’année prochaine ?',
      ],
      B2: [
        'Argumente pour ou contre l’uniforme scolaire.',
        'Les jeunes devraient-ils passer moins de temps sur leur téléphone ? Donne des raisons.',
      ],
      C1: [
        'Comment la technologie a-t-elle changé la façon d’apprendre ? Donne des exemples.',
        'Quel problème de ta ville faudrait-il résoudre en premier, et comment ?',
      ],
      C2: [
        'Est-il parfois juste d’enfreindre une règle ? Défends ton point de vue.',
        'À quoi ressemblera le travail dans vingt ans, et que devrions-nous faire dès maintenant ?',
      ],
    },
  },
  German: {
    titles: {
      read_aloud: 'Laut vorlesen',
      questions: 'Sprich über dich',
      retell: 'Erzähl nach, was du gehört hast',
    },
    instructions: {
      read_aloud: 'Lies den Text laut vor, deutlich und in natürlichem Tempo.',
      questions: 'Beantworte jede Frage laut in ganzen Sätzen.',
      retell: 'Hör dir die Aufnahme an und erzähl dann mit eigenen Worten, was du gehört hast.',
    },
    readAloud: 'Lies den Text laut vor.',
    retell: 'Erzähl mit eigenen Worten nach, was du gehört hast.',
    life: {
      A1: ['Wie heißt du und wo wohnst du?', 'Wer gehört zu deiner Familie?'],
      A2: ['Beschreib deinen letzten Urlaub.', 'Was machst du normalerweise am Wochenende?'],
      B1: [
        'Erzähl von einem Film oder Buch, das dir gefallen hat, und warum.',
        'Was hast du im nächsten Jahr vor?',
      ],
      B2: [
        'Argumentiere für oder gegen Schuluniformen.',
        'Sollten junge Leute weniger Zeit am Handy verbringen? Begründe deine Meinung.',
      ],
      C1: [
        'Wie hat die Technik das Lernen verändert? Nenne Beispiele.',
        'Welches Problem deiner Stadt sollte man zuerst lösen, und wie?',
      ],
      C2: [
        'Ist es manchmal richtig, eine Regel zu brechen? Verteidige deinen Standpunkt.',
        'Wie wird Arbeit in zwanzig Jahren aussehen, und was sollten wir schon jetzt tun?',
      ],
    },
  },
  Italian: {
    titles: {
      read_aloud: 'Lettura ad alta voce',
      questions: 'Parla di te',
      retell: 'Racconta ciò che hai ascoltato',
    },
    instructions: {
      read_aloud: 'Leggi il testo ad alta voce, con chiarezza e a un ritmo naturale.',
      questions: 'Rispondi a ogni domanda ad alta voce con frasi complete.',
      retell: 'Ascolta la registrazione, poi racconta con parole tue ciò che hai sentito.',
    },
    readAloud: 'Leggi il testo ad alta voce.',
    retell: 'Racconta con parole tue ciò che hai sentito.',
    life: {
      A1: ['Come ti chiami e dove abiti?', 'Chi c’è nella tua famiglia?'],
      A2: ['Descrivi la tua ultima vacanza.', 'Che cosa fai di solito nel fine settimana?'],
      B1: [
        'Parlami di un film o di un libro che ti è piaciuto e spiega perché.',
        'Che progetti hai per il prossimo anno?',
      ],
      B2: [
        'Argomenta a favore o contro la divisa scolastica.',
        'I giovani dovrebbero passare meno tempo al telefono? Spiega le tue ragioni.',
      ],
      C1: [
        'Come ha cambiato la tecnologia il modo di imparare? Fai degli esempi.',
        'Quale problema della tua città andrebbe risolto per primo, e come?',
      ],
      C2: [
        'È mai giusto infrangere una regola? Difendi la tua opinione.',
        'Come sarà il lavoro tra vent’anni e che cosa dovremmo fare già ora?',
      ],
    },
  },
  Portuguese: {
    titles: {
      read_aloud: 'Leitura em voz alta',
      questions: 'Fala sobre ti',
      retell: 'Conta o que ouviste',
    },
    instructions: {
      read_aloud: 'Lê o texto em voz alta, com clareza e a um ritmo natural.',
      questions: 'Responde a cada pergunta em voz alta com frases completas.',
      retell: 'Ouve a gravação e depois conta por palavras tuas o que ouviste.',
    },
    readAloud: 'Lê o texto em voz alta.',
    retell: 'Conta por palavras tuas o que ouviste.',
    life: {
      A1: ['Como te chamas e onde moras?', 'Quem faz parte da tua família?'],
      A2: ['Descreve as tuas últimas férias.', 'O que fazes normalmente ao fim de semana?'],
      B1: [
        'Fala-me de um filme ou de um livro de que gostaste e porquê.',
        'Que planos tens para o próximo ano?',
      ],
      B2: [
        'Argumenta a favor ou contra o uniforme escolar.',
        'Os jovens deviam passar menos tempo ao telemóvel? Dá razões.',
      ],
      C1: [
        'Como é que a tecnologia mudou a forma de aprender? Dá exemplos.',
        'Que problema da tua cidade devia ser resolvido primeiro, e como?',
      ],
      C2: [
        'Alguma vez é correto quebrar uma regra? Defende a tua posição.',
        'Como será o trabalho daqui a vinte anos e o que devíamos fazer já?',
      ],
    },
  },
};

/** The first sentences of `text` that fit in about `limit` words (at least one). */
function shortText(text: string, limit: number): string {
  const sentences = text.replace(/\s+/g, ' ').match(/[^.!?]+[.!?]+["»”]?\s*/g) ?? [text];
  const kept: string[] = [];
  let count = 0;
  for (const sentence of sentences) {
    const length = sentence.trim().split(' ').length;
    if (kept.length > 0 && count + length > limit) break;
    kept.push(sentence.trim());
    count += length;
  }
  return kept.join(' ');
}

/**
 * A speaking task, built in, in the language it practises: read a short text of the bank at the
 * level aloud, answer questions about one's own life by level, or retell a listening text (its
 * speech is made from `Paragraph` like a listening exercise's). Each item is one recording, graded
 * by the teacher on the rubric; the key holds what the teacher listens for.
 */
export function generateSpeaking(request: SpeakingRequest, random: Random): GeneratedExercise {
  const { language, level, speaking_task: task, user_input } = request;
  const say = words[language];
  const text = (): string | undefined => {
    if (task === 'questions') return undefined;
    const made =
      task === 'read_aloud'
        ? generateReading(
            {
              user_input,
              language,
              level,
              questions_quantity: 1,
              quantity_words: readAloudWords[level],
            },
            random,
          )
        : generateListeningText({ user_input, language, level, questions_quantity: 1 }, random);
    const paragraph = made.results.Paragraph ?? '';
    return task === 'read_aloud' ? shortText(paragraph, readAloudWords[level]) : paragraph;
  };
  const Paragraph = text();
  const Questions =
    task === 'questions'
      ? [...say.life[level]]
      : [task === 'read_aloud' ? say.readAloud : say.retell];
  return {
    type: 'Speaking',
    language,
    level,
    results: {
      Title: say.titles[task],
      Description: say.instructions[task],
      ...(Paragraph ? { Paragraph } : {}),
      Questions,
      speaking_task: task,
      max_duration_seconds: maxDurations[task][level],
      criteria: [...SPEAKING_CRITERIA],
    },
    // What the teacher listens for beside the recording: the text read or retold, else the task.
    answer_key: Questions.map((_, index) => ({
      id: index + 1,
      answer: (Paragraph ?? say.instructions[task]).slice(0, 1000),
      grammar_topic: 'Speaking',
    })),
    engine: 'builtin',
  };
}
