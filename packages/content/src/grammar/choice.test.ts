import { describe, expect, it } from 'vitest';
import { generateWriting } from '../builtin/writing';
import { conjugateIberian } from '../conjugation/iberian';
import { misspelledWords } from '../grading/spelling';
import type { Level } from '../languages';
import { seededRandom } from '../random';
import { normalizeAnswer, words } from '../text';
import { topicById, topicEntries } from '../topics/lexicon';
import { buildChoiceItem, locationOf } from './choice';
import { inventory } from './inventory';
import type { WritingItem } from './items';
import type { ChoicePoint } from './point';

const choicePoints = [...inventory.es, ...inventory.pt].filter(
  (point): point is ChoicePoint => point.kind === 'choice',
);

function itemsOf(point: ChoicePoint, level: Level = 'A2'): WritingItem[] {
  const random = seededRandom(point.id.length * 31);
  const code = point.language as 'es' | 'pt';
  return point.variations.flatMap((variation) =>
    topicEntries.map((topic, index) =>
      buildChoiceItem({ point, level, topic, variation, instruction: 'en', random }, code, index),
    ),
  );
}

const presentOf = (code: 'es' | 'pt', verb: string) =>
  [0, 1, 2, 3, 4, 5].map((person) => conjugateIberian(code, verb, 'PRESENT', person).join(' '));

/** What the rule asks, told from the sentence by the words a grammar book gives for it. */
function verbTheRuleAsks(sentence: string): 'ser' | 'estar' {
  const location = /\b(en|em|no|na|nos|nas) /.test(sentence);
  const state =
    /(resfriad|enfadad|de vacaciones|de mal humor|de férias|de mau humor|com fome)/.test(sentence);
  return location || state ? 'estar' : 'ser';
}

const blanked = (prompt: string) => {
  const [, sentence = '', options = ''] = /^(.*) \(([^()]*)\)$/.exec(prompt) ?? [];
  return { sentence, options: options.split(' / ') };
};

describe.each(choicePoints.map((point) => [point.id, point] as const))('%s', (_, point) => {
  const code = point.language as 'es' | 'pt';

  it('generates in each of its variations, every key naming the point and its kind', () => {
    for (const level of point.levels) {
      const items = itemsOf(point, level);
      expect(new Set(items.map((item) => item.variation))).toEqual(new Set(point.variations));
      for (const item of items) {
        expect(item.key.point).toBe(point.id);
        expect(item.key.kind).toBeDefined();
      }
    }
  });

  it('offers two words in a blank, the one the rule asks for being the key', () => {
    for (const item of itemsOf(point).filter((i) => i.variation === 'Fill in the Blanks')) {
      const { sentence, options } = blanked(item.prompt);
      expect(options, item.prompt).toHaveLength(2);
      expect(options, item.prompt).toContain(item.key.answer);
      if (point.choice === 'ser-estar') {
        const asked = verbTheRuleAsks(sentence);
        const other = asked === 'ser' ? 'estar' : 'ser';
        expect(presentOf(code, asked), item.prompt).toContain(item.key.answer);
        const wrong = options.find((option) => option !== item.key.answer) ?? '';
        expect(presentOf(code, other), item.prompt).toContain(wrong);
      } else {
        expect(
          options.filter((option) => option.startsWith('para')),
          item.prompt,
        ).toHaveLength(1);
        expect(options.filter((option) => /^(por|pelo|pela)$/.test(option))).toHaveLength(1);
        const cause = /(semana|euros|teléfono|telefone|lluvia|ajuda)\.$/.test(sentence);
        expect(item.key.answer.startsWith('para'), item.prompt).toBe(!cause);
      }
    }
  });

  it('plants exactly one mistake, the other word of the choice', () => {
    for (const item of itemsOf(point).filter((i) => i.variation === 'Correct the Mistakes')) {
      // The words the correction takes out and puts in: only the words of the choice.
      const putIn = [...words(item.key.answer)];
      const takenOut = words(item.prompt).filter((word) => {
        const at = putIn.indexOf(word);
        if (at < 0) return true;
        putIn.splice(at, 1);
        return false;
      });
      expect(takenOut.length, item.prompt).toBeGreaterThanOrEqual(1);
      expect(takenOut.length + putIn.length, item.prompt).toBeLessThanOrEqual(3);
      const choiceWords =
        point.choice === 'ser-estar'
          ? [...presentOf(code, 'ser'), ...presentOf(code, 'estar')]
          : ['por', 'para', 'pelo', 'pela', 'a', 'o'];
      for (const word of [...takenOut, ...putIn]) expect(choiceWords, item.prompt).toContain(word);
      expect(normalizeAnswer(item.prompt)).not.toBe(normalizeAnswer(item.key.answer));
    }
  });

  it('writes sentences the dictionary spells', async () => {
    const sentences = itemsOf(point)
      .filter((item) => item.variation === 'Correct the Mistakes')
      .map((item) => item.key.answer);
    const unknown = await misspelledWords(
      code,
      [...new Set(sentences.flatMap(words))],
      new Set(['Lucía', 'Pablo', 'Ana', 'Pedro', 'Molière']),
    );
    expect(unknown.map(({ word }) => word)).toEqual([]);
  });
});

describe('choices on the teacher’s topic', () => {
  it('turns a destination into a location', () => {
    expect(locationOf('es', 'al restaurante')).toBe('en el restaurante');
    expect(locationOf('es', 'a la playa')).toBe('en la playa');
    expect(locationOf('es', 'a casa de mis abuelos')).toBe('en casa de mis abuelos');
    expect(locationOf('pt', 'ao restaurante')).toBe('no restaurante');
    expect(locationOf('pt', 'à praia')).toBe('na praia');
    expect(locationOf('pt', 'a casa dos meus avós')).toBe('em casa dos meus avós');
  });

  it('"ser y estar en el restaurante" drills ser and estar, placing people in the restaurant', () => {
    const exercise = generateWriting(
      {
        user_input: 'ser y estar en el restaurante',
        language: 'Spanish',
        level: 'A1',
        quantity: 12,
      },
      seededRandom(5),
    );
    expect(exercise.answer_key.every((key) => key.point === 'es.ser-estar')).toBe(true);
    const texts = exercise.results.Exercises ?? [];
    expect(texts.some((text) => text.includes('en el restaurante'))).toBe(true);
    expect(texts.some((text) => /\b(son|es|eres|soy|somos|sois)\b/.test(text))).toBe(true);
  });

  it('por e para at B1 in Portuguese gives both rules, on the topic where the rule allows', () => {
    const point = choicePoints.find((p) => p.id === 'pt.por-para') as ChoicePoint;
    const topic = topicById('football');
    const random = seededRandom(3);
    const items = [0, 1, 2, 3, 4, 5, 6, 7].map((index) =>
      buildChoiceItem(
        { point, level: 'B1', topic, variation: 'Fill in the Blanks', instruction: 'en', random },
        'pt',
        index,
      ),
    );
    items.forEach((item, index) => {
      expect(item.key.answer.startsWith('para'), item.prompt).toBe(index % 2 === 0);
    });
    expect(items.some((item) => item.prompt.includes('ao estádio'))).toBe(true);
  });
});
