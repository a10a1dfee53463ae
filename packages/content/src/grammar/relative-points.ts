/** The relative pronoun points of the six languages (drills in relatives.ts). */
import type { LanguageCode } from '../languages';
import { form } from './form-points';
import type { FormPoint } from './point';

export const relativePoints: Record<LanguageCode, FormPoint[]> = {
  en: [
    form(
      'en',
      'relative-pronouns',
      ['B1'],
      [
        'defining relative clauses',
        'les propositions relatives en anglais',
        'Relativsätze im Englischen',
        'le frasi relative in inglese',
        'las oraciones de relativo en inglés',
        'as orações relativas em inglês',
      ],
      'en.relative-pronouns',
      ['relative clauses', 'relative pronouns', 'relative clause', 'who which that', 'who which'],
    ),
  ],
  fr: [
    form(
      'fr',
      'pronoms-relatifs',
      ['A2', 'B1'],
      [
        'relative pronouns in French',
        'les pronoms relatifs simples',
        'Relativpronomen im Französischen',
        'i pronomi relativi in francese',
        'los pronombres relativos en francés',
        'os pronomes relativos em francês',
      ],
      'fr.relative-pronouns',
      [
        'pronoms relatifs',
        'les pronoms relatifs',
        'propositions relatives',
        'qui que dont',
        'qui que',
        'relative pronouns',
        'relatifs',
      ],
    ),
  ],
  de: [
    form(
      'de',
      'relativsaetze',
      ['B1'],
      [
        'relative clauses in German',
        'les propositions relatives en allemand',
        'Relativsätze',
        'le frasi relative in tedesco',
        'las oraciones de relativo en alemán',
        'as orações relativas em alemão',
      ],
      'de.relative-pronouns',
      [
        'Relativsätze',
        'Relativsatz',
        'Relativpronomen',
        // As Profile Deutsch lists it: the drill has the subject, the object and "in dem".
        'Relativsätze im Nominativ, Akkusativ und Dativ',
        'relative clauses',
        'relative pronouns',
      ],
    ),
  ],
  it: [
    form(
      'it',
      'pronomi-relativi',
      ['B1'],
      [
        'relative pronouns in Italian',
        'les pronoms relatifs en italien',
        'Relativpronomen im Italienischen',
        'i pronomi relativi',
        'los pronombres relativos en italiano',
        'os pronomes relativos em italiano',
      ],
      'it.relative-pronouns',
      [
        'pronomi relativi',
        'frasi relative',
        'proposizioni relative',
        'che cui',
        'relative pronouns',
        'relativi',
        'il pronome relativo cui',
      ],
    ),
  ],
  es: [
    form(
      'es',
      'pronombres-relativos',
      ['B1'],
      [
        'relative pronouns in Spanish',
        'les pronoms relatifs en espagnol',
        'Relativpronomen im Spanischen',
        'i pronomi relativi in spagnolo',
        'los pronombres relativos',
        'os pronomes relativos em espanhol',
      ],
      'es.relative-pronouns',
      [
        'pronombres relativos',
        'oraciones de relativo',
        'oraciones relativas',
        'que quien',
        'relative pronouns',
        // The word alone, as a unit title says it ("Relativos: que, quien, donde").
        'relativos',
      ],
    ),
  ],
  pt: [
    form(
      'pt',
      'pronomes-relativos',
      ['B1'],
      [
        'relative pronouns in Portuguese',
        'les pronoms relatifs en portugais',
        'Relativpronomen im Portugiesischen',
        'i pronomi relativi in portoghese',
        'los pronombres relativos en portugués',
        'os pronomes relativos',
      ],
      'pt.relative-pronouns',
      ['pronomes relativos', 'orações relativas', 'relative pronouns', 'relativos'],
    ),
  ],
};
