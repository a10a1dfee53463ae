import * as contract from '@lingua/api/contract';
import { locales } from '@lingua/i18n';
import { describe, expect, it } from 'vitest';
import { bankThemes } from '../data/bank';
import { createEngine } from '../engine';
import { topicEntries } from '../topics/lexicon';
import { noticeOf, noticeText } from './notices';

describe('notices in the reader’s language', () => {
  it.each(locales)('name every theme and topic in %s', (locale) => {
    for (const theme of bankThemes) {
      const text = noticeText(
        [{ id: 'notice.text.short', values: { theme, words: 80, wanted: 200 } }],
        locale,
      );
      expect(text).not.toContain(`notice.theme`);
    }
    for (const topic of topicEntries) {
      const text = noticeText(
        [{ id: 'notice.words.none', values: { asked: 'x', topic: topic.id } }],
        locale,
      );
      if (locale === 'en') expect(text).toContain(`about ${topic.label.toLowerCase()}.`);
    }
  });

  it('words the closest themes and the asked topic, as typed, in Spanish and French', () => {
    const notice = {
      id: 'notice.text.closest',
      values: { asked: 'la Revolución Francesa', closest: ['history', 'culture'] },
    } as const;
    expect(noticeText([notice], 'es')).toBe(
      'Ningún texto integrado trata de «la Revolución Francesa»; temas más cercanos: historia, cultura. Un modelo de lenguaje (ajustes OPENAI_*) escribe sobre cualquier tema.',
    );
    expect(noticeText([notice], 'de')).toMatch(
      /^Kein eingebauter Text behandelt „la Revolución Francesa“; nächstliegende Themen: Geschichte, Kultur\./,
    );
  });

  it('names the grammar point, the variation and its source language in the reader’s', () => {
    // What the engine says of "Wechselpräpositionen im Restaurant" (forms.test.ts).
    const ownWords = {
      id: 'notice.words.own',
      values: { point: 'de.wechselpraepositionen', asked: 'im Restaurant', topic: 'restaurant' },
    } as const;
    expect(noticeText([ownWords], 'es')).toBe(
      'El punto «preposiciones de doble caso (in den / im)» se practica con su propio vocabulario (lugares, comida y bebida), no con palabras sobre «im Restaurant».',
    );
    expect(
      noticeText(
        [
          {
            id: 'notice.variation.unfit',
            values: { point: 'de.konjunktiv-1', variation: 'Translations', source: 'French' },
          },
        ],
        'it',
      ),
    ).toMatch(/^Il punto «.+» non si presta all'esercizio «Traduzioni» dal francese; /);
  });

  it('joins several notices, each a sentence starting with a capital', () => {
    expect(
      noticeText([
        {
          id: 'notice.variation.unfit',
          values: { point: 'fr.passe-compose-etre', variation: 'Sentence Reordering' },
        },
        { id: 'notice.text.short', values: { theme: 'city', words: 1, wanted: 300 } },
      ]),
    ).toMatch(
      /^[A-Z].* has no Sentence Reordering; the items are other variations\. The offline text on city has 1 word, fewer than the 300 asked\.$/,
    );
  });
});

it('quotes a long topic by its start, so the notices stay within the contract', async () => {
  const engine = createEngine();
  const topic = 'xylophone quartz zebra '.repeat(50).slice(0, contract.UserInput.maxLength);
  for (const request of [
    { type: 'Writing', quantity: 3 },
    { type: 'Reading', questions_quantity: 3, quantity_words: 150 },
  ] as const) {
    const exercise = await engine.generate({
      ...request,
      user_input: topic,
      language: 'Spanish',
      level: 'A2',
    });
    for (const locale of locales) {
      const notice = noticeOf(exercise, locale) ?? '';
      expect(notice).toContain('xylophone quartz zebra xylophone');
      expect(notice.length).toBeLessThanOrEqual(
        contract.GenerateResponse.properties.notice.maxLength,
      );
    }
  }
});
