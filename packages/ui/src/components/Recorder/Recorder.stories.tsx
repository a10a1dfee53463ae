import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Recorder, type RecorderProps } from './Recorder';
import { type RecorderStatus, recorderStatuses } from './recorder';
import { sampleTakeUrl } from './sampleTake';

const take = sampleTakeUrl(18);

const meta = {
  title: 'UI/Recorder',
  component: Recorder,
  args: {
    status: 'idle',
    maxSeconds: 90,
    onRecord: fn(),
    onStop: fn(),
    onRecordAgain: fn(),
    onSubmit: fn(),
  },
  argTypes: { status: { control: 'select', options: recorderStatuses } },
} satisfies Meta<typeof Recorder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The player is photographed once it knows the take's length. */
async function playerReady(canvasElement: HTMLElement) {
  const player = canvasElement.querySelector('audio');
  await expect(player).not.toBeNull();
  await waitFor(() => expect(player?.duration).toBeCloseTo(18, 0));
}

export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Up to 1:30')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Record' }));
    await expect(args.onRecord).toHaveBeenCalledOnce();
  },
};

export const AskingForTheMicrophone: Story = {
  args: { status: 'asking' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Allow the microphone when your browser asks.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Record/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const RecordingWithMeterAndCountdown: Story = {
  args: { status: 'recording', secondsLeft: 42, level: 0.62 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('timer', { name: 'Time left' })).toHaveTextContent('0:42');
    await expect(canvas.getByRole('meter', { name: 'Microphone level' })).toHaveAttribute(
      'aria-valuenow',
      '62',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    await expect(args.onStop).toHaveBeenCalledOnce();
  },
};

export const FinishingTheTake: Story = {
  args: { status: 'finishing', secondsLeft: 0, level: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Finishing the recording…')).toBeVisible();
  },
};

export const RecordedWithPlayback: Story = {
  args: { status: 'recorded', recordedSeconds: 18, recordingUrl: take },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('Recorded 0:18')).toBeVisible();
    await playerReady(canvasElement);
    await expect(canvasElement.querySelector('audio')).toHaveAccessibleName('Your recording');
    await userEvent.click(canvas.getByRole('button', { name: 'Record again' }));
    await expect(args.onRecordAgain).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit recording' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Practising alone: nothing to submit, Record again is the main action. */
export const RecordedForPractice: Story = {
  args: { status: 'recorded', recordedSeconds: 18, recordingUrl: take, onSubmit: undefined },
  play: async ({ canvas, canvasElement }) => {
    await playerReady(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Submit recording' })).toBeNull();
  },
};

export const SubmitFailed: Story = {
  args: { status: 'recorded', recordedSeconds: 18, recordingUrl: take, submitFailed: true },
  play: async ({ canvas, canvasElement }) => {
    await playerReady(canvasElement);
    await expect(
      canvas.getByText('The recording was not submitted. It is kept here: submit it again.'),
    ).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { status: 'submitting', recordedSeconds: 18, recordingUrl: take },
  play: async ({ canvas, canvasElement }) => {
    await playerReady(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Record again' })).toBeDisabled();
  },
};

export const Submitted: Story = {
  args: { status: 'submitted', recordedSeconds: 18, recordingUrl: take },
  play: async ({ canvas, canvasElement }) => {
    await playerReady(canvasElement);
    await expect(canvas.getByText('Recording submitted')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A timed sitting saves each take as soon as it is recorded: no Submit button. */
const sitting = { onSubmit: undefined, recordedSeconds: 18, recordingUrl: take } as const;

export const SavedInASitting: Story = {
  args: { ...sitting, status: 'recorded', saveState: 'saved' },
  play: async ({ canvas, canvasElement }) => {
    await playerReady(canvasElement);
    await expect(canvas.getByText('Recorded 0:18, saved')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Record again' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Submit recording' })).toBeNull();
  },
};

export const SavingOfflineInASitting: Story = {
  args: { ...sitting, status: 'recorded', saveState: 'offline' },
  play: async ({ canvas, canvasElement }) => {
    await playerReady(canvasElement);
    await expect(canvas.getByText(/^Recorded 0:18\. You are offline/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Record again' })).toBeEnabled();
  },
};

export const UploadFailedRetrying: Story = {
  args: { ...sitting, status: 'recorded', saveState: 'retrying' },
  play: async ({ canvas, canvasElement }) => {
    await playerReady(canvasElement);
    await expect(canvas.getByText('Recorded 0:18. Not saved yet: trying again…')).toBeVisible();
  },
};

export const RefusedBySittingServer: Story = {
  name: 'Save refused in a sitting',
  args: { ...sitting, status: 'recorded', saveState: 'failed' },
  play: async ({ canvas, canvasElement }) => {
    await playerReady(canvasElement);
    await expect(
      canvas.getByText('The recording could not be saved: record it again.'),
    ).toBeVisible();
  },
};

export const NoMicrophone: Story = {
  args: { status: 'noMicrophone' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^No microphone found/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const PermissionRefused: Story = {
  args: { status: 'refused' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Microphone blocked: allow it/)).toBeVisible();
  },
};

/** Stands in for the recorder machine: each press moves on a state, as the machine would. */
function Stepped(props: Pick<RecorderProps, 'onSubmit'>) {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [secondsLeft, setSecondsLeft] = useState(90);
  return (
    <>
      <Recorder
        status={status}
        maxSeconds={90}
        secondsLeft={secondsLeft}
        recordedSeconds={90 - secondsLeft}
        recordingUrl={take}
        level={0.4}
        onRecord={() => setStatus('recording')}
        onStop={() => setStatus('recorded')}
        onRecordAgain={() => {
          setSecondsLeft(90);
          setStatus('recording');
        }}
        onSubmit={() => {
          props.onSubmit?.();
          setStatus('submitted');
        }}
      />
      <button type="button" onClick={() => setSecondsLeft((left) => left - 30)}>
        30 seconds later
      </button>
    </>
  );
}

/**
 * By keyboard alone: focus stays on the one button that is Record, Stop and Record again, and
 * moves to the words "Recording submitted" when the buttons go; each state is announced.
 */
export const ByKeyboardWithAnnouncements: Story = {
  tags: ['!screenshot'],
  render: (args) => <Stepped onSubmit={args.onSubmit} />,
  play: async ({ canvas, canvasElement, args }) => {
    const live = canvasElement.querySelector('[aria-live="polite"]');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Record' })).toHaveFocus();
    await expect(live).toHaveTextContent('');

    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Stop' })).toHaveFocus();
    await expect(live).toHaveTextContent('Recording, 1:30 left');
    await userEvent.click(canvas.getByRole('button', { name: '30 seconds later' }));
    await expect(live).toHaveTextContent('Recording, 1:00 left');
    await userEvent.click(canvas.getByRole('button', { name: '30 seconds later' }));
    await expect(live).toHaveTextContent('Recording, 0:30 left');

    canvas.getByRole('button', { name: 'Stop' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Record again' })).toHaveFocus();
    await expect(live).toHaveTextContent('Recorded 1:00');

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Submit recording' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(live).toHaveTextContent('Recording submitted');
    await expect(document.activeElement).toHaveTextContent('Recording submitted');
    await expect(document.activeElement).not.toBe(live);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Recorder {...args} status="recording" secondsLeft={42} level={0.62} />
      <Recorder {...args} status="recorded" recordedSeconds={18} recordingUrl={take} />
      <Recorder {...args} status="refused" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await playerReady(canvasElement);
  },
};
