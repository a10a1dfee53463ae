import { describe, expect, it } from 'vitest';
import { conjugateIberian, type IberianTense, participle } from './iberian';

/** The yo, nosotros and ellos forms of a Spanish verb in one tense, as a learner's table shows. */
const forms = (verb: string, tense: IberianTense) =>
  [0, 3, 5].map((person) => conjugateIberian('es', verb, tense, person).join(' '));

describe('Spanish verbs a grammar book lists as irregular', () => {
  it.each<[string, IberianTense, string[]]>([
    ['querer', 'PRESENT', ['quiero', 'queremos', 'quieren']],
    // The diphthong leaves nosotros in the subjunctive too (not "quieramos").
    ['querer', 'SUBJUNCTIVE', ['quiera', 'queramos', 'quieran']],
    ['pensar', 'PRESENT', ['pienso', 'pensamos', 'piensan']],
    // Verbs like gustar: "me duelen los pies".
    ['doler', 'PRESENT', ['duelo', 'dolemos', 'duelen']],
    ['poder', 'PRETERITE', ['pude', 'pudimos', 'pudieron']],
    ['dormir', 'PRETERITE', ['dormí', 'dormimos', 'durmieron']],
    ['dormir', 'SUBJUNCTIVE', ['duerma', 'durmamos', 'duerman']],
    ['conocer', 'PRESENT', ['conozco', 'conocemos', 'conocen']],
    ['conocer', 'SUBJUNCTIVE', ['conozca', 'conozcamos', 'conozcan']],
    ['dar', 'SUBJUNCTIVE', ['dé', 'demos', 'den']],
    ['saber', 'PRESENT', ['sé', 'sabemos', 'saben']],
    ['decir', 'FUTURE', ['diré', 'diremos', 'dirán']],
    ['oír', 'FUTURE', ['oiré', 'oiremos', 'oirán']],
    ['salir', 'CONDITIONAL', ['saldría', 'saldríamos', 'saldrían']],
    ['jugar', 'SUBJUNCTIVE', ['juegue', 'juguemos', 'jueguen']],
  ])('%s in the %s', (verb, tense, expected) => {
    expect(forms(verb, tense)).toEqual(expected);
  });
});

describe('participles after a vowel', () => {
  it.each([
    ['es', 'creer', 'creído'],
    ['es', 'caer', 'caído'],
    ['es', 'reír', 'reído'],
    // Spanish writes no accent after u.
    ['es', 'construir', 'construido'],
    ['pt', 'cair', 'caído'],
    ['pt', 'sair', 'saído'],
    ['pt', 'construir', 'construído'],
    ['pt', 'atribuir', 'atribuído'],
    ['pt', 'partir', 'partido'],
  ] as const)('%s %s: %s', (code, verb, expected) => {
    expect(participle(code, verb)).toBe(expected);
  });
});
