import { conjugate } from './conjugation/conjugate';
for (const v of ['gehen', 'kommen', 'schreiben', 'lesen', 'arbeiten', 'warten', 'öffnen', 'machen', 'kaufen', 'essen', 'fahren', 'trinken', 'finden', 'sammeln', 'nehmen'])
  console.log(v, conjugate('de', v, 'IMPERATIV_USUAL', 1).join(' '), '|', conjugate('de', v, 'IMPERATIV', 4).join(' '));
