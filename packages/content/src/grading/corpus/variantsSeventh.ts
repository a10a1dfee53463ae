import { blank, translate } from './case';
import { group, type VariantCase } from './variantCase';

/**
 * A seventh batch of issue 28 cases (2026-11-30): the connectors, fixed phrases, everyday words
 * and verbs added to the synonym lists (lexicon.ts), one right answer for each group, and the
 * near miss a teacher refuses where one tempts (a look-alike word, another gender or number,
 * another tense). Written by the lists' author, so they show what the lists do.
 */
const english: VariantCase[] = [
  ...group('English', 'synonyms')(
    translate('Thank you for your help.', 'Thanks for your help.', 'correct', 'thanks'),
    translate('Thank you very much!', 'Many thanks!', 'correct', 'many thanks'),
    translate('Thank you very much!', 'Thanks a lot!', 'correct', 'thanks a lot'),
    translate(
      'However much he eats, he stays thin.',
      'No matter how much he eats, he stays thin.',
      'correct',
      'no matter how much',
    ),
    translate(
      'However much he eats, he stays thin.',
      'No matter how little he eats, he stays thin.',
      'wrong',
      'little is not much',
    ),
    translate(
      'Although it was raining, we went out.',
      'Even though it was raining, we went out.',
      'correct',
      'even though',
    ),
    blank('although', 'because', 'wrong', 'a cause, not a concession', {
      prompt: '___ it was raining, we went out.',
    }),
    translate(
      'She studies hard in order to pass the exam.',
      'She studies hard so as to pass the exam.',
      'correct',
      'so as to',
    ),
    blank('so that', 'in order that', 'wrong', 'a result, not a purpose', {
      prompt: 'It rained all day, ___ the match was cancelled.',
    }),
    blank('for example', 'for instance', 'correct', 'for instance', {
      prompt: 'Some fruits, ___ apples, are cheap here.',
    }),
    blank('nevertheless', 'nonetheless', 'correct', 'nonetheless'),
    blank('furthermore', 'moreover', 'correct', 'moreover'),
    translate('They love each other.', 'They love one another.', 'correct', 'one another'),
    translate('They love each other.', 'They love themselves.', 'wrong', 'not each other'),
    translate(
      'He broke the window on purpose.',
      'He broke the window deliberately.',
      'correct',
      'deliberately',
    ),
    translate(
      'I deleted the file by accident.',
      'I deleted the file accidentally.',
      'correct',
      'accidentally',
    ),
    translate(
      'I deleted the file by accident.',
      'I deleted the file on purpose.',
      'wrong',
      'the opposite',
    ),
    translate('Wait until tomorrow.', 'Wait till tomorrow.', 'correct', 'till'),
    translate('I walk to school every day.', 'I walk to school each day.', 'correct', 'each day'),
    blank('every day', 'every week', 'wrong', 'another frequency', {
      prompt: 'I walk to school ___.',
    }),
    blank('every week', 'each week', 'correct', 'each week'),
    translate('He runs every morning.', 'He runs each morning.', 'correct', 'each morning'),
    blank('every morning', 'every evening', 'wrong', 'another time'),
    translate('We cook every evening.', 'We cook each evening.', 'correct', 'each evening'),
    translate('My grandmother lives in York.', 'My grandma lives in York.', 'correct', 'grandma'),
    blank('grandmother', 'grandpa', 'wrong', 'another person'),
    translate('My grandfather is eighty.', 'My grandpa is eighty.', 'correct', 'grandpa'),
    translate('My mother is a nurse.', 'My mum is a nurse.', 'correct', 'British mum'),
    translate('We watched two films.', 'We watched two movies.', 'correct', 'American'),
    translate('We watched two films.', 'We watched two movie.', 'wrong', 'the singular'),
    translate('The shops close at six.', 'The stores close at six.', 'correct', 'American'),
    translate('The shops close at six.', 'The store closes at six.', 'wrong', 'one shop'),
    translate(
      'There are ten flats in this building.',
      'There are ten apartments in this building.',
      'correct',
      'American',
    ),
    translate(
      'The summer holidays start in July.',
      'The summer vacations start in July.',
      'correct',
      'American',
    ),
    translate('The car park is full.', 'The parking lot is full.', 'correct', 'American'),
    translate('We took a taxi to the airport.', 'We took a cab to the airport.', 'correct', 'cab'),
    blank('taxis', 'cabs', 'correct', 'cabs'),
    blank('aubergine', 'eggplant', 'correct', 'American'),
    blank('courgette', 'zucchini', 'correct', 'American'),
    blank('courgette', 'cucumber', 'wrong', 'another vegetable'),
    translate('He eats crisps.', 'He eats potato chips.', 'correct', 'American'),
    blank('nappy', 'diaper', 'correct', 'American'),
    translate(
      'The postbox is on the corner.',
      'The mailbox is on the corner.',
      'correct',
      'American',
    ),
    translate(
      'I will meet you at the railway station.',
      'I will meet you at the train station.',
      'correct',
      'train station',
    ),
    blank('railway station', 'bus station', 'wrong', 'another station'),
    translate('I like maths.', 'I like math.', 'correct', 'American'),
    translate('I like maths.', 'I like mathematics.', 'correct', 'the full word'),
  ),
];




const spanish: VariantCase[] = [
  ...group('Spanish', 'synonyms')(
    translate(
      'Por mucho que estudie, no aprueba.',
      'Por más que estudie, no aprueba.',
      'correct',
      'por más que',
    ),
    translate(
      'Es caro; sin embargo, lo compro.',
      'Es caro; no obstante, lo compro.',
      'correct',
      'no obstante',
    ),
    blank('sin embargo', 'por lo tanto', 'wrong', 'a consequence'),
    blank('por lo tanto', 'por consiguiente', 'correct', 'por consiguiente'),
    translate('No salgo, ya que llueve.', 'No salgo, puesto que llueve.', 'correct', 'puesto que'),
    translate(
      'Te lo explico para que lo entiendas.',
      'Te lo explico a fin de que lo entiendas.',
      'correct',
      'a fin de que',
    ),
    translate('¡Muchas gracias por todo!', '¡Mil gracias por todo!', 'correct', 'mil gracias'),
    translate('De repente empezó a llover.', 'De pronto empezó a llover.', 'correct', 'de pronto'),
    translate('A veces voy al cine.', 'Algunas veces voy al cine.', 'correct', 'algunas veces'),
    blank('a veces', 'muchas veces', 'wrong', 'often'),
    translate('Llegas tarde otra vez.', 'Llegas tarde nuevamente.', 'correct', 'nuevamente'),
    translate('Corro todos los días.', 'Corro cada día.', 'correct', 'cada día'),
    translate('Corro todos los días.', 'Corro todo el día.', 'wrong', 'all day long'),
    blank('todas las semanas', 'cada semana', 'correct', 'cada semana'),
    translate(
      'Desayuno café todas las mañanas.',
      'Desayuno café cada mañana.',
      'correct',
      'cada mañana',
    ),
    translate(
      'Vamos a la playa todos los años.',
      'Vamos a la playa cada año.',
      'correct',
      'cada año',
    ),
    translate(
      'Hay turistas en todas partes.',
      'Hay turistas por todos lados.',
      'correct',
      'por todos lados',
    ),
    translate('Anteayer fui al médico.', 'Antier fui al médico.', 'correct', 'American'),
    translate('Anteayer fui al médico.', 'Ayer fui al médico.', 'wrong', 'yesterday'),
    translate('Viajo a menudo.', 'Viajo con frecuencia.', 'correct', 'con frecuencia'),
    translate('Quiero una patata.', 'Quiero una papa.', 'correct', 'American'),
    translate('Me gustan las patatas.', 'Me gustan las papas.', 'correct', 'American'),
    translate('Pido patatas fritas.', 'Pido papas fritas.', 'correct', 'American'),
    translate('Me encanta la fresa.', 'Me encanta la frutilla.', 'correct', 'American'),
    blank('fresas', 'frutillas', 'correct', 'American'),
    blank('fresas', 'frutilla', 'wrong', 'the singular'),
    blank('cacahuete', 'maní', 'correct', 'American'),
    translate('Tenemos tres ordenadores.', 'Tenemos tres computadoras.', 'correct', 'American'),
    translate(
      'Hay muchos coches en la calle.',
      'Hay muchos carros en la calle.',
      'correct',
      'American',
    ),
    translate('Apagad los móviles.', 'Apagad los celulares.', 'correct', 'American'),
    translate('Aparqué el coche aquí.', 'Estacioné el coche aquí.', 'correct', 'estacionar'),
    translate('Aparqué el coche aquí.', 'Estaciono el coche aquí.', 'wrong', 'the present'),
    translate('Mi hermano se enfada mucho.', 'Mi hermano se enoja mucho.', 'correct', 'enojarse'),
    translate('Charlamos toda la tarde.', 'Platicamos toda la tarde.', 'correct', 'platicar'),
  ),
];


export const seventhBatch: VariantCase[] = [
  ...english,
  ...spanish,
];
