// Short everyday words a child can type (no accents, no capitals), checked for offence by hand.
export const portuguese: readonly string[] = `
abelha agua alho anel arroz asa avo azul balde baleia banana barco bola bolacha bolo bolsa bota
braco burro cabra cafe caixa cama camelo campo caneca carro casa cavalo cebola cenoura chapeu
chave chuva cinema coelho cola copo corda coroa coruja dado dedo dente disco doce dragao escola
esquilo estrela faca fada farol festa figo flor foca folha formiga fruta gato gelo girafa
girassol golfinho gorro grilo janela jardim jogo kiwi lago lapis leao leite limao livro lobo lua
luva maca macaco mala manga mao mapa mar mel melancia mesa milho mochila moeda morango mosca
nariz navio neve ninho noz nuvem olho onda ovelha ovo panda pao papel pato pedra peixe pena pera
perna piano pincel pipa pizza planta pombo ponte porta praia queijo rato relogio rio roda rosa
sal salada sapato sapo sino sol sopa sorvete tatu tigre tomate torre trem trigo urso uva vaca
vaso vela vento verde vidro zebra
`
  .split(/\s+/)
  .filter(Boolean);
