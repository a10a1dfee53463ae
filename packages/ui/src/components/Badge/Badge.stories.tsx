import type { Meta, StoryObj } from '@storybook/react-vite';
import { scoreTone, urgencyTone } from '../../theme/tone';
import { Badge } from './Badge';
import { tones } from './Badge.css';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Spanish' },
  argTypes: { tone: { control: 'select', options: tones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const row = { display: 'flex', gap: 8, flexWrap: 'wrap' } as const;

export const LanguageLevelAndStatus: Story = {
  render: () => (
    <div style={row}>
      <Badge tone="accent">Spanish</Badge>
      <Badge>B1</Badge>
      <Badge tone="success">Completed</Badge>
      <Badge tone="warning">Pending</Badge>
      <Badge tone="danger">Expired</Badge>
    </div>
  ),
};

export const ScoreColours: Story = {
  render: () => (
    <div style={row}>
      {[92, 85, 78, 70, 64].map((score) => (
        <Badge key={score} tone={scoreTone(score)}>
          {score}%
        </Badge>
      ))}
    </div>
  ),
};

const HOUR = 3_600_000;

export const UrgencyColours: Story = {
  render: () => (
    <div style={row}>
      <Badge tone={urgencyTone(5 * HOUR)}>in 5 hours</Badge>
      <Badge tone={urgencyTone(2 * 24 * HOUR)}>in 2 days</Badge>
      <Badge tone={urgencyTone(6 * 24 * HOUR)}>in 6 days</Badge>
    </div>
  ),
};

export const EveryTone: Story = {
  render: () => (
    <div style={row}>
      {tones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

export const LongTextTruncates: Story = {
  args: { children: 'Improvement Suggestion for the listening exercises' },
  render: (args) => (
    <div style={{ inlineSize: 140 }}>
      <Badge {...args} />
    </div>
  ),
};

export const DarkTheme: Story = { globals: { theme: 'dark' }, render: EveryTone.render };
