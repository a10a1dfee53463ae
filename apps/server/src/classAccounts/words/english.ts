// Short everyday words a child can type (no accents, no capitals), checked for offence by hand.
export const english: readonly string[] = `
ant apple arm baby bag ball banana band bank basket bath beach bean bear bed bee bell belt bike
bird boat book boot bottle bowl box bread brick bridge brush bus butter button cake camel camera
candle cap car card carrot cat chair cheese chick clock cloud coat coin comb cook corn cow crab
crown cup desk dog doll door dove dragon drum duck eagle egg face farm feather fern fish flag
flower fog fork fox frog garden gate gift glass glove goat grape grass hand hat hill horse house
jam jar jelly kettle key king kite kitten koala ladder lake lamb lamp leaf lemon lion lizard
lunch map milk mitten moon moose mouse mug nest net ocean orange owl panda paper park parrot
peach pear pen pencil penguin pepper piano pie pig pillow plane plant plate pony pool potato
queen rabbit rain river road robin robot rock roof rose salad sand scarf seal seed sheep shell
ship shoe sock sofa soup spoon star stone sugar sun swan table tent tiger toast tomato towel
town toy train tree truck tulip turtle vase violin wagon wall whale wheel window wing wolf
yogurt zebra
`
  .split(/\s+/)
  .filter(Boolean);
