import { blank, correct, form, reorder, transform, translate } from './case';
import { group, type VariantCase } from './variantCase';

/**
 * A ninth batch of issue 28 cases (2026-11-30, session 19), for the rules added after the
 * second development set (devset2) showed right answers refused in translations,
 * transformations, corrections, blanks and conjugations: each right form with the near misses
 * a teacher refuses (another tense, another person, a wrong agreement). Written by the rules'
 * author: they show what the rules do.
 */

const went = { prompt: 'Ayer ___ al cine con mis amigos. (ir, pretérito indefinido)' };
const gone = { prompt: 'Ieri ___ andati al cinema. (essere)' };
const foi = { prompt: 'Ontem ___ ao cinema com os amigos. (ir, pretérito perfeito)' };
const openPersons: VariantCase[] = [
  ...group('Spanish', 'subjects')(
    blank('fui', 'fuimos', 'correct', 'no subject says who went', went),
    blank('fui', 'íbamos', 'wrong', 'the imperfect', { ...went, trap: 'tense' }),
    blank('fue', 'fuimos', 'wrong', 'the subject is said', {
      prompt: 'Mi hermano ___ al cine ayer. (ir, pretérito indefinido)',
    }),
    blank('vengas', 'venga', 'correct', 'usted', { prompt: 'Quiero que ___ conmigo. (venir)' }),
    blank('vengas', 'vienes', 'wrong', 'the indicative', {
      prompt: 'Quiero que ___ conmigo. (venir)',
      trap: 'tense',
    }),
  ),
  ...group('Italian', 'subjects')(
    blank('siamo', 'sono', 'correct', 'loro', gone),
    blank('siamo', 'sei', 'wrong', 'a singular before "andati"', gone),
    blank('siamo', 'erano', 'wrong', 'the imperfect', { ...gone, trap: 'tense' }),
  ),
  ...group('Portuguese', 'subjects')(
    blank('fui', 'fomos', 'correct', 'nós', foi),
    blank('fui', 'íamos', 'wrong', 'the imperfect', { ...foi, trap: 'tense' }),
    blank('fui', 'fomos', 'wrong', 'the subject is said', {
      prompt: 'Ontem eu ___ ao cinema com os amigos. (ir, pretérito perfeito)',
    }),
  ),
];

export const ninthBatch: VariantCase[] = [...openPersons];
