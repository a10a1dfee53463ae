import { question } from './case';
import { group, type VariantCase } from './variantCase';

/**
 * A ninth batch (2026-11-30, session 18): answers on a text in the student's own words
 * (paraphrase.ts, meanings.ts), after the second development set (devset2) showed right
 * comprehension answers refused in every language. Each rule with the near misses a teacher
 * still refuses: a negation, another number or place, a yes for a no, the text's other content.
 * New texts, written by the rules' author: they show what the rules do.
 */
const on = (prompt: string, passage: string) => ({ prompt, passage });

const staff = on(
  'How do the staff feel about the change?',
  'The new manager changed the opening hours. Many staff are worried, but customers like the later closing time.',
);
const snow = on(
  'Did Anna walk to the village?',
  'Anna wanted to walk to the village, but it started to snow heavily. She stayed at home and read a book.',
);
const library = on('When is the library closed?', 'The library is open every day except Sunday.');
const chef = on(
  'What job does Tom want to do?',
  'Tom works in a bank, but he wants to become a chef. At weekends he takes cooking classes.',
);
const english: VariantCase[] = group('English', 'answers on a text')(
  question('He wants to become a chef.', 'a chef', 'correct', 'the job alone', chef),
  question('He wants to become a chef.', 'He works in a bank.', 'wrong', 'the job he has', chef),
  question('They are worried about it.', "They're concerned.", 'correct', 'a near-synonym', staff),
  question('They are worried about it.', "They aren't concerned.", 'wrong', 'negated', staff),
  question(
    'They are worried about it.',
    'They like the later closing time.',
    'wrong',
    "the customers' feeling (the text's other content)",
    staff,
  ),
  question(
    'No, it snowed heavily, so she stayed at home.',
    'No, the snow kept her at home.',
    'correct',
    "the key's no with part of its reason",
    snow,
  ),
  question(
    'No, it snowed heavily, so she stayed at home.',
    'Yes, after the snow.',
    'wrong',
    'a yes for the no',
    snow,
  ),
  question('On Sundays.', 'Every day except Sunday.', 'wrong', 'the open days', library),
);

const isolated = on(
  '¿Qué problema tienen los empleados?',
  'Desde que trabajan en casa, muchos empleados se sienten aislados. La empresa ha organizado una comida al mes.',
);
const pablo = on(
  '¿Con quién vive Pablo?',
  'Me llamo Pablo. Vivo en Bilbao con mi padre y mis tres hermanas.',
);
const report = on(
  '¿Por qué no se publicó el informe?',
  'El informe nunca se publicó. Sus conclusiones contradecían la política del Gobierno.',
);
const spanish: VariantCase[] = group('Spanish', 'answers on a text')(
  question(
    'Muchos empleados se sienten aislados.',
    'La gente se siente sola.',
    'correct',
    'a plainer word, "many" and "feel" left out',
    isolated,
  ),
  question(
    'Muchos empleados se sienten aislados.',
    'La gente no se siente sola.',
    'wrong',
    'negated',
    isolated,
  ),
  question(
    'Muchos empleados se sienten aislados.',
    'Una comida al mes.',
    'wrong',
    "the text's other content",
    isolated,
  ),
  question(
    'Vive con su padre y sus tres hermanas.',
    'Con su papá y sus hermanas.',
    'correct',
    'the number the question does not ask left out',
    pablo,
  ),
  question(
    'Vive con su padre y sus tres hermanas.',
    'Con su papá y sus dos hermanas.',
    'wrong',
    'another number',
    pablo,
  ),
  question(
    'Porque sus conclusiones contradecían la política del Gobierno.',
    'Sus conclusiones iban en contra de la política gubernamental.',
    'correct',
    'a phrase for the verb, the adjective for "del Gobierno"',
    report,
  ),
  question(
    'Porque sus conclusiones contradecían la política del Gobierno.',
    'Sus conclusiones no iban en contra de la política gubernamental.',
    'wrong',
    'negated',
    report,
  ),
);

const cards = on(
  'Que fait Paul le dimanche après-midi ?',
  "Le dimanche, Paul se lève tard. L'après-midi, il joue aux cartes avec ses amis au café.",
);
const bread = on(
  'Les Français mangent-ils moins de pain ?',
  "Contrairement à ce qu'on pense, les Français mangent toujours autant de pain ; ils l'achètent simplement au supermarché.",
);
const french: VariantCase[] = group('French', 'answers on a text')(
  question(
    'Il joue aux cartes avec ses amis au café.',
    'Il joue aux cartes avec des copains.',
    'correct',
    'a near-synonym, the place the question does not ask left out',
    cards,
  ),
  question(
    'Il joue aux cartes avec ses amis au café.',
    'Il joue aux cartes avec des copains à la maison.',
    'wrong',
    'another place',
    cards,
  ),
  question(
    'Non, ils en mangent autant, mais ils l’achètent au supermarché.',
    'Non, pas moins, mais surtout au supermarché.',
    'correct',
    "the question's own word denied: the no again",
    bread,
  ),
  question(
    'Non, ils en mangent autant, mais ils l’achètent au supermarché.',
    'Oui, beaucoup moins.',
    'wrong',
    'a yes for the no',
    bread,
  ),
);

const jonas = on(
  'Was macht Jonas jetzt?',
  'Jonas wollte Lehrer werden. Jetzt macht er eine Ausbildung als Koch in einem Hotel.',
);
const study = on(
  'Warum wurde die Studie nicht veröffentlicht?',
  'Die Studie wurde nie veröffentlicht. Ihre Ergebnisse widersprachen der Regierungspolitik.',
);
const cinema = on(
  'Was haben sie am Sonntag gemacht?',
  'Wir wollten am Sonntag schwimmen, aber das Schwimmbad war geschlossen. Deshalb sind wir ins Kino gegangen.',
);
const german: VariantCase[] = group('German', 'answers on a text')(
  question(
    'Er macht eine Ausbildung als Koch.',
    'Eine Kochausbildung.',
    'correct',
    'a compound for its parts',
    jonas,
  ),
  question(
    'Er macht eine Ausbildung als Koch.',
    'Er wird Lehrer.',
    'wrong',
    "the text's other content",
    jonas,
  ),
  question(
    'Weil ihre Ergebnisse der Regierungspolitik widersprachen.',
    'Die Ergebnisse passten nicht zur Politik der Regierung.',
    'correct',
    'the compound in parts, "nicht passen" for "widersprechen"',
    study,
  ),
  question(
    'Weil ihre Ergebnisse der Regierungspolitik widersprachen.',
    'Die Ergebnisse passten zur Politik der Regierung.',
    'wrong',
    'the opposite',
    study,
  ),
  question(
    'Sie sind ins Kino gegangen.',
    'Sie sind schwimmen gegangen.',
    'wrong',
    'what they wanted to do (the distractor)',
    cinema,
  ),
);

const shop = on(
  'Chi protesta?',
  'Il comune ha chiuso il centro alle auto. I residenti sono contenti, mentre alcuni negozianti protestano perché vendono meno.',
);
const hours = on(
  'Il negozio è aperto il pomeriggio?',
  'Il negozio è aperto dalle 9 alle 13. Il pomeriggio è chiuso.',
);
const italian: VariantCase[] = group('Italian', 'answers on a text')(
  question(
    'Alcuni negozianti, perché vendono meno.',
    'Certi commercianti.',
    'correct',
    'who, without the reason the question does not ask',
    shop,
  ),
  question('Alcuni negozianti, perché vendono meno.', 'I residenti.', 'wrong', 'others', shop),
  question('No, chiude alle 13.', 'Sì, fino alle 13.', 'wrong', 'a yes for the no', hours),
);

const young = on(
  'Porque emigram os jovens?',
  'Muitos jovens emigram porque não encontram trabalho adequado à sua formação.',
);
const portuguese: VariantCase[] = group('Portuguese', 'answers on a text')(
  question(
    'Porque não encontram trabalho adequado à sua formação.',
    'Porque não há empregos à altura dos seus estudos.',
    'correct',
    '"não há" for "não encontram", near-synonyms',
    young,
  ),
  question(
    'Porque não encontram trabalho adequado à sua formação.',
    'Porque há empregos à altura dos seus estudos.',
    'wrong',
    'the negation lost',
    young,
  ),
);

export const onTextBatch: VariantCase[] = [
  ...english,
  ...spanish,
  ...french,
  ...german,
  ...italian,
  ...portuguese,
];
