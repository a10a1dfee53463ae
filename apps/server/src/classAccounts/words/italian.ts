// Short everyday words a child can type (no accents, no capitals), checked for offence by hand.
export const italian: readonly string[] = `
acqua ago albero alce ancora anello ape arancia arco asino astro bagno balena banana barca bosco
bottone braccio bruco burro cane capra carota casa castoro cavallo cena cervo cesto chiave cielo
cigno cipolla colla coniglio corda corona cuore cuscino delfino dente dito drago erba farfalla
faro fata filo fiore foca foglia formica forno fragola fungo gallo gatto gelato gesso giardino
giraffa gomma grano grillo guanto isola kiwi lago lampada latte leone lepre letto libro lima
limone luna mano mare mela melone miele mondo mucca muro naso nave neve nido noce nuvola oca
occhio olio onda orso orto panda pane papera pappa pasta pecora penna pepe pera pesca pesce
piano piatto piede pietra pigna pino pizza pollo ponte porta prato pulcino quadro radio rana
riccio riso roccia rosa ruota sale sapone scarpa scuola sedia sole stella tavolo tazza tenda
tigre topo torre torta treno tulipano uovo uva vaso vela vento verde volpe zaino zebra zucca
zuppa
`
  .split(/\s+/)
  .filter(Boolean);
