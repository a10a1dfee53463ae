import { answersScoring, createContentApi, fillAnswers } from '../support/exercises';
import { expect, test } from '../support/fixtures';
import { saveLanguage, spanish } from '../support/interfaceLanguage';

test('a student whose interface is Spanish reads the feedback on a German exercise in Spanish', async ({
  page,
  api,
  student,
  signIn,
}) => {
  const exercise = await createContentApi(api).readingExercise(student, {
    topic: 'Das Wetter',
    language: 'German',
    level: 'A1',
  });
  await signIn(student);
  // Each language is offered by its own name; the page speaks Spanish once saved.
  await saveLanguage(page, spanish);

  // The screens speak Spanish too; the exercise stays German.
  await page.goto('/my-exercises');
  await page
    .getByRole('article', { name: exercise.results.Title })
    .getByRole('button', { name: 'Resolver', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Resolver ejercicio' });
  await fillAnswers(dialog, answersScoring(exercise, 1));
  await dialog.getByRole('button', { name: 'Enviar respuestas' }).click();
  const results = dialog.getByRole('list', { name: 'Resultados' });
  await expect(results.getByText('¡Correcto!')).toHaveCount(1);
  await expect(results.getByText(/^No es del todo correcto\. La respuesta es «/)).toHaveCount(1);
});
