import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReadingCheck, type ReadingCheckWords } from './ReadingCheck';

const english: ReadingCheckWords = {
  title: 'The text as it was heard',
  missed: 'missed:',
  heardInstead: (heard) => `heard “${heard}”`,
  summary: (missed, changed) =>
    missed + changed === 0 ? 'Every word read.' : `${missed} missed, ${changed} changed.`,
  added: (words) => `Also heard: ${words}`,
};

const meta = {
  title: 'UI/ReadingCheck',
  component: ReadingCheck,
  args: {
    labels: english,
    words: [
      { word: 'Mi', status: 'read' },
      { word: 'hermano', status: 'changed', heard: 'hermana' },
      { word: 'tiene', status: 'read' },
      { word: 'diez', status: 'read' },
      { word: 'años', status: 'missed' },
    ],
    added: ['eh'],
  },
} satisfies Meta<typeof ReadingCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MissedAndChanged: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 missed, 1 changed.')).toBeVisible();
    await expect(canvas.getByText('años').closest('del')).toHaveTextContent('missed: años');
    await expect(canvas.getByText('(heard “hermana”)')).toBeVisible();
    await expect(canvas.getByText('Also heard: eh')).toBeVisible();
  },
};

export const EveryWordRead: Story = {
  args: {
    words: ['Hola', 'me', 'llamo', 'Ana'].map((word) => ({ word, status: 'read' as const })),
    added: [],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Every word read.')).toBeVisible();
  },
};
