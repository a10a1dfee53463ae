/**
 * Italian says some things two ways a teacher accepts alike, read here as one:
 * - what the subject says of itself: "Marco dice che è stanco" and "Marco dice di essere stanco";
 * - food and drink refused in general, with or without the article: "Non mangio (la) carne";
 * - places one goes to or is at: "alla stazione" and "in stazione", "in ufficio".
 */

/**
 * Verbs that report what their subject says or thinks of itself, and essere in the person that
 * subject is: "disse che era", "dissero che erano"; "disse che sono" is another person, a mistake.
 */
const singularReporting =
  /^(dice|disse|diceva|pensa|pensava|crede|credeva|afferma|affermò|dichiara|dichiarò|sostiene|sosteneva)$/;
const pluralReporting = /^(dicono|dissero|dicevano|pensano|pensavano|credono|credevano)$/;
const singularBe = /^(è|era|sia|fosse)$/;
const pluralBe = /^(sono|erano|siano|fossero)$/;

/** "dice che è stanco" read as "dice di essere stanco": "che" and essere in the reporter's person. */
function reportedWithInfinitive(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let at = 0; at < tokens.length; at++) {
    const token = tokens[at] as string;
    const reporter = tokens[at - 1] ?? '';
    const verb = tokens[at + 1] ?? '';
    const samePerson =
      (singularReporting.test(reporter) && singularBe.test(verb)) ||
      (pluralReporting.test(reporter) && pluralBe.test(verb));
    if (token === 'che' && samePerson) {
      out.push('di', 'essere');
      at++;
    } else out.push(token);
  }
  return out;
}

/** What one eats or drinks, said in general after a negation with or without its article. */
const foodAndDrink =
  /^(carne|pesce|pane|latte|caffè|tè|vino|birra|acqua|zucchero|formaggio|frutta|verdura|verdure|pasta|riso|cioccolato|burro|uova|dolci|alcol|glutine)$/;
const definite = /^(il|lo|la|l'|i|gli|le)$/;

/** "Non mangio la carne" read as "Non mangio carne". */
function negatedFoodWithoutArticle(tokens: readonly string[]): string[] {
  return tokens.filter(
    (token, at) =>
      !(
        definite.test(token) &&
        tokens[at - 2] === 'non' &&
        foodAndDrink.test(tokens[at + 1] ?? '')
      ),
  );
}

/** Places named with "in" and no article as often as with "a" and the article. */
const inPlaces =
  /^(stazione|biblioteca|piscina|palestra|ufficio|banca|farmacia|pizzeria|discoteca|montagna|ristorante|centro)$/;
const toThe = /^(al|alla|all')$/;

/** "alla stazione" read as "in stazione". */
function placeWithIn(tokens: readonly string[]): string[] {
  return tokens.map((token, at) =>
    toThe.test(token) && inPlaces.test(tokens[at + 1] ?? '') ? 'in' : token,
  );
}

export function italianPhrasing(tokens: readonly string[]): string[] {
  return placeWithIn(negatedFoodWithoutArticle(reportedWithInfinitive(tokens)));
}
