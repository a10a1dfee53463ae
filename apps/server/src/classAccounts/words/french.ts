// Short everyday words a child can type (no accents, no capitals), checked for offence by hand.
export const french: readonly string[] = `
abeille ami ane arbre avion bain balle ballon banane bateau biscuit blanc bleu bol bonnet bougie
bouton bras brosse bulle cadeau cafe canard carotte carte castor chaise chameau chapeau chat
chemin cheval chien citron clef clou cochon coq corde coussin crabe crayon cube cygne dauphin
dent dessin disque dragon eau ecole etoile feuille fleur foret fraise fromage fusee gant gateau
girafe glace gomme gouter hibou igloo jardin jaune jouet jus kiwi lait lampe lapin lion livre
loup lune main maison mangue manteau melon miel montagne mouche mouton mur nez nid noix nuage
oie oiseau olive orange ours page pain panda papier parc pate pelle perle piano pied pierre
pingouin pizza plage plante plume poire pois poisson pomme pont porte poule poupee prune puce
radis raisin renard riz robe rose roue rue sable sac salade sapin savon sel singe soleil souris
sucre table tapis tasse tigre tomate tortue train tulipe vache vague velo vent verre vert violon
voile zebre
`
  .split(/\s+/)
  .filter(Boolean);
