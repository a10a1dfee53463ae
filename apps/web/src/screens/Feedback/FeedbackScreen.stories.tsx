import { handlers, scenarios } from '@lingua/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { body, ScreenStory, type StoryUser } from '../../app/ScreenStory';
import { expectOnlyCatalogueText, pseudoLocale, pseudoOf } from '../../i18n/pseudoStory';
import FeedbackScreen from './FeedbackScreen';

const meta = {
  title: 'Screens/Feedback',
  parameters: { page: true, msw: { handlers } },
  args: { as: 'student' },
  render: ({ as }) => (
    <ScreenStory as={as} path="/feedback">
      <FeedbackScreen />
    </ScreenStory>
  ),
} satisfies Meta<{ as: StoryUser }>;

export default meta;
type Story = StoryObj<typeof meta>;

async function choose(canvasElement: HTMLElement, category: string, text: string) {
  const canvas = within(canvasElement);
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), category);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Your feedback' }), text);
  await userEvent.click(canvas.getByRole('button', { name: 'Submit Feedback' }));
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0/1000 characters')).toBeVisible();
  },
};

export const Missing: Story = {
  name: 'Missing Information',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit Feedback' }));
    await expect(await body().findByText('Missing Information')).toBeVisible();
    await expect(body().getByText('Please fill in all fields before submitting.')).toBeVisible();
  },
};

export const Submitted: Story = {
  args: { as: 'teacher' },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Feature Request', 'Dark mode for the exercises, please.');
    await expect(await body().findByText('Feedback Submitted')).toBeVisible();
    await expect(
      body().getByText("Thank you for your feedback! We'll review it soon."),
    ).toBeVisible();
  },
};

export const Failure: Story = {
  tags: ['!screenshot'],
  parameters: { msw: { handlers: [...scenarios.serverError, ...handlers] } },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Bug Report', 'The audio stops.');
    await expect(
      await body().findByText('Failed to submit feedback. Please try again.'),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const PseudoLocale: Story = {
  name: 'Pseudo-locale: every word from the catalogue, the toast included',
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: pseudoOf('Submit Feedback') }));
    await expectOnlyCatalogueText(() => body().getByText(pseudoOf('Missing Information')));
  },
};

export const French: Story = {
  name: 'In French: categories and the thank-you toast',
  args: { as: 'teacher' },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0/1000 caractères')).toBeVisible();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Catégorie' }),
      'Demande de fonctionnalité',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Votre avis' }), 'Un mode sombre.');
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer mon avis' }));
    await expect(await body().findByText('Avis envoyé')).toBeVisible();
  },
};
