import { type MessageId, msg } from '@lingua/i18n';
import { englishText } from '@lingua/i18n/english';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectOnlyCatalogueText, pseudoLocale, pseudoOf } from '../../i18n/pseudoStory';
import { formatEuros, plans, sectionLinks, testimonials, trialClaims } from './content';
import { scrollToTopThreshold } from './enhanceLanding';
import LandingScreen from './LandingScreen';

const meta = {
  title: 'Screens/Landing',
  component: LandingScreen,
  parameters: { page: true },
  // A whole page with fixed ids and a modal: one per canvas, so no docs page of all stories.
  tags: ['!autodocs'],
} satisfies Meta<typeof LandingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The English words of a catalogue message, as the English stories assert them. */
const en = (id: MessageId) => englishText(msg(id));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sections = [...canvasElement.querySelectorAll('main > section[id]')].map((s) => s.id);
    await expect(sections).toEqual([
      'features',
      'ai-assistant',
      'exercises',
      'rooms-templates',
      'pricing',
    ]);
    const header = within(canvas.getByRole('banner'));
    const nav = within(header.getByRole('navigation', { name: 'Sections' }));
    for (const link of sectionLinks) {
      await expect(nav.getByRole('link', { name: en(link.label) })).toHaveAttribute(
        'href',
        link.href,
      );
    }
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute(
      'href',
      '#pricing',
    );
    await expect(canvas.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'For Academies' })).toHaveAttribute(
      'href',
      '#pricing',
    );
    await expect(canvas.getAllByRole('blockquote')).toHaveLength(testimonials.length);
  },
};

export const Pricing: Story = {
  play: async ({ canvasElement }) => {
    const pricing = within(canvasElement.querySelector<HTMLElement>('#pricing') ?? canvasElement);
    const prices = plans.map((plan) => [
      en(plan.name),
      formatEuros('en', plan.price),
      en(plan.period),
    ]);
    await expect(prices).toEqual([
      ['Lite Plan', '€2', 'per month'],
      ['Academy Student Plan', '€4.99', 'per student per month'],
      ['Teacher Premium Plan', '€9.99', 'per month'],
    ]);
    for (const plan of plans) {
      const heading = pricing.getByRole('heading', { name: en(plan.name) });
      const card = within(heading.closest('li') ?? heading);
      await expect(card.getByText(formatEuros('en', plan.price))).toBeVisible();
      for (const item of plan.contents) await expect(card.getByText(en(item))).toBeVisible();
    }
    const popular = pricing.getByText('Most popular').closest('li');
    await expect(popular).toHaveTextContent('Academy Student Plan');
    await expect(pricing.getByText(trialClaims.map(en).join(' · '))).toBeVisible();
  },
};

export const BookADemoByKeyboard: Story = {
  name: 'Book a demo by keyboard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bookDemo = canvas.getByRole('button', { name: 'Book a Demo' });
    bookDemo.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog', { name: 'See Lingua in action' });
    await expect(dialog).toHaveAttribute('open');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: '2. Solve' }));
    await expect(within(dialog).getByText('Step 2 of 3: Solve.')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '2. Solve' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(within(dialog).getByRole('button', { name: 'Play tour' })).toBeVisible();

    // Escape is the browser's own behaviour of a modal <dialog>; synthetic key events cannot
    // trigger it, so the story closes with the button, which takes the same path.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await expect(bookDemo).toHaveFocus();
  },
};

export const DemoTourOpen: Story = {
  name: 'Demo tour open',
  args: { demoOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByText('Step 1 of 3: Generate.')).toBeVisible();
    // Opened for screenshots: it stays on the first step until someone presses play.
    await expect(within(dialog).getByRole('button', { name: 'Play tour' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: 'Menu' });
    const sections = canvasElement.querySelector('#landing-nav');
    await expect(sections).not.toBeVisible();
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(sections).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(sections).not.toBeVisible();
    await expect(menu).toHaveFocus();
  },
};

export const ScrolledDown: Story = {
  name: 'Scrolled down, with the back-to-top button',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    window.scrollTo({ top: scrollToTopThreshold + 200, behavior: 'instant' });
    const toTop = await canvas.findByRole('button', { name: 'Back to top' });
    await userEvent.click(toTop);
    await expect(canvasElement.querySelector('#top')).toHaveFocus();
  },
};

export const PseudoLocale: Story = {
  name: 'Pseudo-locale: every word from the catalogue, the demo included',
  globals: pseudoLocale,
  args: { demoOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await expectOnlyCatalogueText(() =>
      within(dialog).getByRole('button', { name: pseudoOf('Play tour') }),
    );
  },
};

export const Spanish: Story = {
  name: 'In Spanish, with the language switcher',
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Empieza gratis' })).toHaveAttribute(
      'href',
      '/login',
    );
    const pricing = within(canvasElement.querySelector<HTMLElement>('#pricing') ?? canvasElement);
    await expect(pricing.getByRole('heading', { name: 'Plan Alumno de Academia' })).toBeVisible();
    await expect(pricing.getByText('4,99 €')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    await expect(document.documentElement.lang).toBe('es');
  },
};
