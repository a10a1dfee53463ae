import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card/Card';
import { Skeleton, SkeletonText } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { width: '12rem', height: '1.25rem' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Circle: Story = { args: { width: '2.5rem', height: '2.5rem', circle: true } };

export const LoadingCards: Story = {
  render: () => (
    <div
      aria-busy="true"
      aria-label="Loading rooms"
      role="status"
      style={{ display: 'grid', gap: 12, maxInlineSize: 360 }}
    >
      {[1, 2].map((key) => (
        <Card key={key}>
          <Skeleton width="60%" height="1.25rem" />
          <SkeletonText lines={2} />
        </Card>
      ))}
    </div>
  ),
};

export const DarkTheme: Story = { globals: { theme: 'dark' }, render: LoadingCards.render };
