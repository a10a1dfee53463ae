import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TrashIcon } from '../../icons/icons';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Card } from './Card';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    title: 'Spanish B1 — Tuesday group',
    children: (
      <>
        <div style={{ display: 'flex', gap: 8 }}>
          <Badge tone="accent">Spanish</Badge>
          <Badge>B1</Badge>
        </div>
        <p style={{ margin: 0 }}>12 students · 8 exercises · 75% completed</p>
      </>
    ),
    footer: <Button variant="secondary">View Details</Button>,
  },
  render: (args) => (
    <div style={{ maxInlineSize: 360 }}>
      <Card {...args} />
    </div>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithActions: Story = {
  args: {
    actions: (
      <Button
        variant="ghost"
        size="small"
        icon={<TrashIcon />}
        aria-label="Delete room"
        onPress={fn()}
      />
    ),
  },
};

export const LongUnbrokenTitle: Story = {
  args: { title: 'Intermediate_conversation_practice_for_adult_learners_in_the_evening_group' },
  render: (args) => (
    <div style={{ inlineSize: 240 }}>
      <Card {...args} />
    </div>
  ),
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
