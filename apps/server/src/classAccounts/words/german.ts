// Short everyday words a child can type (no accents, no capitals), checked for offence by hand.
export const german: readonly string[] = `
adler affe ampel anker apfel arm ast auto bach ball banane bank bart baum becher beere berg
besen bett biene bild birne blatt blume boot brief brot buch burg busch dach dino dose drache
eimer eis ente erde esel eule feder feld fisch flagge flasche floh fluss frosch fuchs gabel gans
garten geige gras hafen hahn hammer hand haus heft hemd herz hose huhn hund hut igel insel jacke
kaese kakao kamel kanne katze keks kerze kette kino kissen kiwi klee knopf koch koffer korb
kuchen kuh lamm lampe laub licht loeffel loewe luft mais mantel maus meer melone milch mond moos
mund nest netz nuss ofen ohr oma opa orange panda papier park pferd pilz pinsel pizza pony puppe
quelle rabe rad regen reis ring rock rose rucksack saft salz sand schaf schal schiff schuh see
seil sofa sonne stern stift stuhl suppe tanne tasche tasse teich tiger tisch tomate topf traube
tulpe turm uhr vase vogel wal wald wasser welle wind wolke wurm zebra zelt ziege zug
`
  .split(/\s+/)
  .filter(Boolean);
