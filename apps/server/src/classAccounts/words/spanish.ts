// Short everyday words a child can type (no accents, no capitals), checked for offence by hand.
export const spanish: readonly string[] = `
abeja agua ajo ala alga anillo arena arroz ave azul barco bata bici boca bola bolsa bosque bota
brazo burro caballo cabra cafe caja cama camino campo casa cebra cielo cine cinta clavo coche
cohete col conejo copa corona cuento cuerda dado dedo delfin diente disco ducha estrella faro
flor foca fresa fruta fuego gafas galleta gallo gato globo gorra gota grillo guante hada helado
hielo higo hoja hormiga isla jabon jardin jirafa juego kiwi lago lapiz leche leon libro lima
limon llave lobo loro luna madera maleta mango mano manta mapa mar mesa miel mono mosca nariz
nido nieve nube nuez ola oso oveja pala paloma pan papel pato pavo pelota pera perro pez piano
pie pina pino pizza planta plato playa pluma puente puerta pulpo queso rana raton regalo reloj
rio roca rosa rueda sal salsa sandia sapo silla sol sombra sopa taza tomate torre tortuga tren
trigo uva vaca vaso vela ventana verde yate yogur zapato zorro
`
  .split(/\s+/)
  .filter(Boolean);
