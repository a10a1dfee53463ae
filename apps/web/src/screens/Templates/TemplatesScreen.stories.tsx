import { handlers, scenarios } from '@lingua/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { body, ScreenStory, type StoryUser } from '../../app/ScreenStory';
import { expectLanguageFlag } from '../../features/exercises/expectLanguageFlag';
import { expectOnlyCatalogueText, pseudoLocale, pseudoOf } from '../../i18n/pseudoStory';
import TemplatesScreen from './TemplatesScreen';

const meta = {
  title: 'Screens/Templates',
  component: TemplatesScreen,
  parameters: {
    page: true,
    msw: { handlers },
    // react-aria's own transient live region may point at a toast that has just gone.
    a11y: { context: { exclude: ['[data-live-announcer]'] } },
  },
  args: { as: 'teacher' },
  render: ({ as }) => (
    <ScreenStory as={as} path="/my-templates">
      <TemplatesScreen />
    </ScreenStory>
  ),
} satisfies Meta<{ as: StoryUser }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Teacher: Story = {
  name: 'Stat cards, tabs with counts and template cards',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: 'Spanish B1 — Week 1' });
    await expect(within(card).getByText('3 exercises')).toBeVisible();
    await expectLanguageFlag(card, 'Spanish');
    await expect(canvas.getByRole('tab', { name: /^My Templates \(\d+\)$/ })).toBeVisible();
    await expect(canvas.getByText('Created by me')).toBeVisible();
    await expect(canvas.getByText('Shared with me')).toBeVisible();
  },
};

export const Filters: Story = {
  tags: ['!screenshot'],
  name: 'A filter counts as active until cleared',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'Spanish B1 — Week 1' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Language' }), 'English');
    await expect(canvas.getByText('1 active filter')).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: 'Spanish B1 — Week 1' })).toBeNull(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(canvas.getByText('0 active filters')).toBeVisible();
  },
};

export const SharedTab: Story = {
  name: 'Shared with me: no delete',
  render: () => (
    <ScreenStory as="student" path="/my-templates">
      <TemplatesScreen />
    </ScreenStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: /^Shared with Me/ }));
    const panel = canvas.getByRole('tabpanel');
    await waitFor(() =>
      expect(within(panel).queryAllByRole('button', { name: /^Delete/ })).toEqual([]),
    );
  },
};

export const Share: Story = {
  tags: ['!screenshot'],
  name: 'Sharing with a user by e-mail',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: 'English A2 — Warm-up' });
    await userEvent.click(within(card).getByRole('button', { name: 'Share' }));
    // Its code is fetched on the first open.
    const dialog = await body().findByRole(
      'dialog',
      { name: 'Share Template' },
      { timeout: 10_000 },
    );
    await userEvent.paste('aiko.tanaka@lingua.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    await expect(await body().findByText('Template Shared')).toBeVisible();
  },
};

export const Delete: Story = {
  tags: ['!screenshot'],
  name: 'Deleting asks first',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Delete English A2 — Warm-up' }),
    );
    const dialog = await body().findByRole(
      'alertdialog',
      {
        name: 'Are you sure you want to delete this template?',
      },
      { timeout: 10_000 },
    );
    await expect(
      within(dialog).getByText(
        'This action cannot be undone. This will permanently delete the template.',
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: 'English A2 — Warm-up' })).toBeNull(),
    );
  },
};

export const Solve: Story = {
  name: 'Solve opens the template solving dialog',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: 'Spanish B1 — Week 1' });
    await userEvent.click(within(card).getByRole('button', { name: 'Solve' }));
    await expect(
      // Its code is fetched on the first open.
      await body().findByRole(
        'dialog',
        { name: 'Solving: Spanish B1 — Week 1' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...scenarios.emptyTemplates, ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No templates found')).toBeVisible();
    await expect(
      canvas.getByText('Try adjusting your filters or create your first template.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...scenarios.loading, ...handlers] } },
};

export const PseudoLocale: Story = {
  name: 'Pseudo-locale: every word from the catalogue',
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOnlyCatalogueText(async () => {
      const card = await canvas.findByRole('article', { name: 'Spanish B1 — Week 1' });
      await expect(within(card).getByRole('button', { name: pseudoOf('Solve') })).toBeVisible();
    }, [
      // The teacher's template names (in the delete buttons' labels) and dates Intl wrote.
      'Spanish B1 — Week 1',
      'A2 — Warm-up', // "English" itself is a language's own name, always allowed
      'Nov 17, 2026',
      'Nov 14, 2026',
    ]);
  },
};

export const PseudoShare: Story = {
  name: 'Pseudo-locale: the share dialog, from the catalogue',
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: 'Spanish B1 — Week 1' });
    await userEvent.click(within(card).getByRole('button', { name: pseudoOf('Share') }));
    const dialog = await body().findByRole(
      'dialog',
      { name: pseudoOf('Share Template') },
      { timeout: 10_000 },
    );
    await userEvent.click(
      within(dialog).getByRole('radio', { name: pseudoOf('Everyone in a room') }),
    );
    await expectOnlyCatalogueText(
      () => expect(within(dialog).getByRole('button', { name: pseudoOf('Share') })).toBeDisabled(),
      [
        'Spanish B1 — Week 1',
        'A2 — Warm-up', // "English" itself is a language's own name, always allowed
        'Nov 17, 2026',
        'Nov 14, 2026',
        // The teacher's rooms, in the hidden select's options; react-aria's dismiss button.
        'French C1 Literature',
        'A2 Conversation',
        'Spanish B1 — Evening group',
        'Dismiss',
      ],
    );
  },
};

export const Portuguese: Story = {
  name: 'In Portuguese',
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: 'Spanish B1 — Week 1' });
    await expect(within(card).getByText('3 exercícios')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Os meus modelos', level: 1 })).toBeVisible();
  },
};

/** The template the teacher offered the pupil by e-mail, waiting for their answer. */
const offered = 'Spanish B1 — Week 1';

export const Offers: Story = {
  name: 'A pupil: a template offered by e-mail, with who sent it',
  args: { as: 'student' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offers = within(await canvas.findByRole('article', { name: 'Offered to you' }));
    await expect(offers.getByRole('heading', { level: 3, name: offered })).toBeVisible();
    await expect(offers.getByText('Marta Ruiz')).toBeVisible();
    await expect(
      offers.getByRole('button', { name: `Accept the template ${offered}` }),
    ).toBeVisible();
  },
};

export const OfferAccepted: Story = {
  tags: ['!screenshot'],
  name: 'A pupil accepts an offer: it joins Shared with me',
  args: { as: 'student' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: `Accept the template ${offered}` }),
    );
    await expect(await body().findByText('Template accepted')).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: 'Offered to you' })).not.toBeInTheDocument(),
    );
    await userEvent.click(canvas.getByRole('tab', { name: /^Shared with Me/ }));
    const panel = within(canvas.getByRole('tabpanel'));
    await expect(await panel.findByRole('article', { name: offered })).toBeVisible();
  },
};

export const OfferDeclined: Story = {
  tags: ['!screenshot'],
  name: 'A pupil declines an offer: it is gone, Shared with me unchanged',
  args: { as: 'student' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: `Decline the template ${offered}` }),
    );
    await expect(await body().findByText('Template declined')).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: 'Offered to you' })).not.toBeInTheDocument(),
    );
    await userEvent.click(canvas.getByRole('tab', { name: /^Shared with Me/ }));
    const panel = within(canvas.getByRole('tabpanel'));
    await expect(await panel.findByRole('article', { name: 'English A2 — Warm-up' })).toBeVisible();
    await expect(panel.queryByRole('article', { name: offered })).not.toBeInTheDocument();
  },
};

export const PseudoOffers: Story = {
  name: "Pseudo-locale: a pupil's offers, from the catalogue",
  args: { as: 'student' },
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOnlyCatalogueText(
      () => expect(canvas.getByRole('heading', { level: 3, name: offered })).toBeVisible(),
      // The offered template's name, also in its buttons' labels.
      [offered],
    );
  },
};

export const SpanishOffers: Story = {
  name: "In Spanish: a pupil's offers",
  args: { as: 'student' },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offers = await canvas.findByRole('article', { name: 'Plantillas que te ofrecen' });
    await expect(
      within(offers).getByRole('button', { name: `Aceptar la plantilla ${offered}` }),
    ).toBeVisible();
  },
};
