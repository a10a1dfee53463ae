import { createHandlers, handlers, mockHttp, problem, scenarios } from '@lingua/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { body, ScreenStory, type StoryUser } from '../../app/ScreenStory';
import { expectOnlyCatalogueText, pseudoLocale, pseudoOf } from '../../i18n/pseudoStory';
import RoomsScreen from './RoomsScreen';

const meta = {
  title: 'Screens/Rooms',
  component: RoomsScreen,
  parameters: { page: true, msw: { handlers } },
  args: { as: 'teacher' },
  render: ({ as }) => (
    <ScreenStory as={as} path="/rooms">
      <RoomsScreen />
    </ScreenStory>
  ),
} satisfies Meta<{ as: StoryUser }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A store of its own (changes stay in the story), with `override` answering first. */
const ownStore = (...override: RequestHandler[]) => ({
  msw: { handlers: [...override, ...createHandlers()] },
});

/** Presses a room's delete icon and confirms. */
async function deleteRoom(canvasElement: HTMLElement, name: string) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: `Delete ${name}` }),
  );
  const confirm = within(
    await body().findByRole('alertdialog', { name: 'Delete room?' }, { timeout: 10_000 }),
  );
  await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
}

export const Teacher: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'French C1 Literature' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Room' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Delete Spanish B1 — Evening group' }),
    ).toBeVisible();
  },
};

export const Student: Story = {
  args: { as: 'student' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'English A2 Conversation' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create Room' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  },
};

export const EmptyTeacher: Story = {
  name: 'Empty, for a teacher: Create Room is offered',
  parameters: { msw: { handlers: [...scenarios.emptyRooms, ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const empty = await canvas.findByRole('heading', { name: 'No rooms yet' });
    await expect(empty).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Create Room' })).toHaveLength(2);
  },
};

export const EmptyStudent: Story = {
  name: 'Empty, for a student',
  args: { as: 'student' },
  parameters: { msw: { handlers: [...scenarios.emptyRooms, ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No rooms yet' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create Room' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...scenarios.loading, ...handlers] } },
};

export const LoadError: Story = {
  name: 'Error: "Error fetching rooms"',
  parameters: { msw: { handlers: [...scenarios.serverError, ...handlers] } },
  play: async () => {
    await expect(
      await body().findByText('Error fetching rooms: Internal server error', undefined, {
        timeout: 5000,
      }),
    ).toBeVisible();
  },
};

export const CreateRoom: Story = {
  tags: ['!screenshot'],
  name: 'Create Room stays disabled until name, language and level are chosen',
  // A store of its own: the new room must not show up in the other stories.
  parameters: ownStore(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Room' }));
    const dialog = within(
      // Its code is fetched on the first open.
      await body().findByRole('dialog', { name: 'Create Room' }, { timeout: 10_000 }),
    );
    const submit = dialog.getByRole('button', { name: 'Create Room' });
    await expect(submit).toBeDisabled();
    await userEvent.keyboard('Portuguese for travellers');
    await expect(submit).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: /Language/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Portuguese' }));
    await expect(submit).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: /Level/ }));
    await userEvent.click(await body().findByRole('option', { name: 'A1' }));
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(await body().findByText('Room Created!')).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'Portuguese for travellers' }),
    ).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const DeleteRoom: Story = {
  tags: ['!screenshot'],
  name: 'Deleting a room after confirming',
  parameters: ownStore(),
  play: async ({ canvasElement }) => {
    await deleteRoom(canvasElement, 'French C1 Literature');
    await expect(await body().findByText('Room Deleted')).toBeVisible();
    await expect(
      within(canvasElement).queryByRole('heading', { name: 'French C1 Literature' }),
    ).not.toBeInTheDocument();
  },
};

export const CreateRoomFailure: Story = {
  name: 'Error: "Error creating room" with the server detail',
  parameters: ownStore(
    mockHttp.post('/rooms/create_room', () => problem(503, 'Service temporarily unavailable')),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Room' }));
    const dialog = within(
      // Its code is fetched on the first open.
      await body().findByRole('dialog', { name: 'Create Room' }, { timeout: 10_000 }),
    );
    await userEvent.keyboard('Evening German');
    await userEvent.click(dialog.getByRole('button', { name: /Language/ }));
    await userEvent.click(await body().findByRole('option', { name: 'German' }));
    await userEvent.click(dialog.getByRole('button', { name: /Level/ }));
    await userEvent.click(await body().findByRole('option', { name: 'B2' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create Room' }));
    await expect(
      await body().findByText('Error creating room: Service temporarily unavailable'),
    ).toBeVisible();
    // The dialog stays open with what was typed, so the teacher can try again.
    await expect(dialog.getByRole('textbox', { name: 'Room Name' })).toHaveValue('Evening German');
  },
};

export const DeleteRoomFailure: Story = {
  tags: ['!screenshot'],
  name: 'Error: "Error deleting room" with the server detail',
  parameters: ownStore(mockHttp.delete('/rooms/delete/{id}', () => problem(404, 'Room not found'))),
  play: async ({ canvasElement }) => {
    await deleteRoom(canvasElement, 'French C1 Literature');
    await expect(await body().findByText('Error deleting room: Room not found')).toBeVisible();
  },
};

export const JoinByCode: Story = {
  tags: ['!screenshot'],
  name: 'A pupil joins a room with the code the teacher gave',
  args: { as: 'student' },
  parameters: ownStore(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Room code' });
    await expect(canvas.getByRole('button', { name: 'Join' })).toBeDisabled();
    await userEvent.type(field, 'k7mp q2xr');
    await userEvent.click(canvas.getByRole('button', { name: 'Join' }));
    await expect(await body().findByText('Joined room')).toBeVisible();
    await waitFor(() => expect(field).toHaveValue(''));
  },
};

export const JoinWrongCode: Story = {
  name: 'Error: a wrong room code says so under the field, keeping what was typed',
  args: { as: 'student' },
  parameters: ownStore(
    mockHttp.post('/rooms/join', () =>
      problem(404, 'No room has this code. Check it with your teacher and try again.'),
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Room code' });
    await userEvent.type(field, 'WRONG234');
    await userEvent.click(canvas.getByRole('button', { name: 'Join' }));
    await expect(
      await canvas.findByText('No room has this code. Check it with your teacher and try again.'),
    ).toBeVisible();
    await expect(field).toHaveValue('WRONG234');
  },
};

export const Invited: Story = {
  name: 'A pupil invited by a teacher answers on this page',
  args: { as: 'student' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('article', { name: 'Invitations' }));
    await expect(card.getByRole('heading', { name: 'French C1 Literature' })).toBeVisible();
    await expect(
      card.getByRole('button', { name: 'Accept the invitation to French C1 Literature' }),
    ).toBeVisible();
  },
};

export const AcceptInvitation: Story = {
  name: 'Accepting an invitation puts the room among the pupil’s rooms',
  args: { as: 'student' },
  parameters: ownStore(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Accept the invitation to French C1 Literature' }),
    );
    await expect(await body().findByText('Joined room')).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('article', { name: 'Invitations' })).not.toBeInTheDocument(),
    );
    await expect(
      await canvas.findByRole('heading', { name: 'French C1 Literature' }),
    ).toBeVisible();
  },
};

export const GermanInvited: Story = {
  name: 'In German, a pupil with an invitation',
  args: { as: 'student' },
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Einladungen' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Einladung in French C1 Literature annehmen' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'French C1 Literature' }),
    ).toBeVisible();
  },
};

export const PseudoLocale: Story = {
  name: 'Pseudo-locale: every word from the catalogue',
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOnlyCatalogueText(() =>
      expect(canvas.getByRole('heading', { name: 'French C1 Literature' })).toBeVisible(),
    );
  },
};

export const PseudoLocaleCreateRoom: Story = {
  name: 'Pseudo-locale: the Create Room dialog',
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'French C1 Literature' });
    await userEvent.click(canvas.getByRole('button', { name: pseudoOf('Create Room') }));
    // Its code is fetched on the first open.
    await body().findByRole('dialog', { name: pseudoOf('Create Room') }, { timeout: 10_000 });
    await expectOnlyCatalogueText(() =>
      expect(body().getByRole('dialog', { name: pseudoOf('Create Room') })).toBeVisible(),
    );
  },
};

export const PseudoLocaleStudent: Story = {
  name: 'Pseudo-locale: a pupil, with the join form',
  args: { as: 'student' },
  globals: pseudoLocale,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOnlyCatalogueText(() =>
      expect(canvas.getByRole('heading', { name: 'English A2 Conversation' })).toBeVisible(),
    );
  },
};

export const Italian: Story = {
  name: 'In Italian',
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'French C1 Literature' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Classi', level: 1 })).toBeVisible();
    await expect(canvas.getAllByText('Francese')[0]).toBeVisible();
  },
};
