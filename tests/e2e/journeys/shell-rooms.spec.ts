import type { Api } from '../support/api';
import { assignTemplate, sitAssignment, topicsOf } from '../support/assignments';
import { chartBars, statValue } from '../support/figures';
import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { linkIn } from '../support/mailbox';
import { chooseByKeyboard } from '../support/pickers';

/** Ana and Ben Morgan, students with completed profiles. */
function twoStudents(api: Api, newEmail: (label: string) => string) {
  const student = (firstName: string) =>
    api.createAccount({ email: newEmail(firstName.toLowerCase()), role: 'student', firstName });
  return Promise.all([student('Ana'), student('Ben')]);
}

test('a teacher invites two students by e-mail; each accepts on /rooms, and only then shows by name', {
  tag: '@soak',
}, async ({ page, api, newEmail, signIn, teacher, mailbox }) => {
  // Three people in three browsers, two mails and two invitations answered: over two minutes on
  // two very busy cores.
  test.setTimeout(180_000);
  const [ana, ben] = await twoStudents(api, newEmail);
  const roomName = 'Spanish B1 evening group';
  await signIn(teacher);
  await page.goto('/rooms');
  await expect(page.getByRole('heading', { name: 'No rooms yet' })).toBeVisible();

  // Create Room, by keyboard alone.
  await tabTo(page, page.getByRole('button', { name: 'Create Room' }).first());
  await page.keyboard.press('Enter');
  const createDialog = page.getByRole('dialog', { name: 'Create Room' });
  await expect(createDialog.getByLabel('Room Name')).toBeFocused();
  await page.keyboard.type(roomName);
  const submit = createDialog.getByRole('button', { name: 'Create Room' });
  await expect(submit).toBeDisabled();
  await chooseByKeyboard(page, createDialog.getByRole('button', { name: /Language/ }), 'Spanish');
  await chooseByKeyboard(page, createDialog.getByRole('button', { name: /Level/ }), 'B1');
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Room Created!')).toBeVisible();
  const card = page.getByRole('article', { name: roomName });
  await expect(card).toContainText('Spanish');
  await expect(card).toContainText('B1');
  await expect(card).toContainText('0 students');
  await expect(statValue(page, 'Total Rooms')).toHaveText('1');

  await tabTo(page, card.getByRole('link', { name: 'View Details' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: roomName, level: 1 })).toBeVisible();
  const roomPath = new URL(page.url()).pathname;
  expect(roomPath).toMatch(/^\/rooms\/[0-9a-f-]{36}$/);

  // Add Students: each e-mail added with Enter, then both invited at once.
  await tabTo(page, page.getByRole('button', { name: 'Add Students' }));
  await page.keyboard.press('Enter');
  const invite = page.getByRole('dialog', { name: 'Invite Students' });
  await expect(invite).toBeVisible();
  await tabTo(page, invite.getByLabel('Student e-mail'));
  for (const student of [ana, ben]) {
    await page.keyboard.type(student.email);
    await page.keyboard.press('Enter');
    await expect(invite.getByRole('row', { name: student.email })).toBeVisible();
  }
  await tabTo(page, invite.getByRole('button', { name: 'Send Invitations (2)' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Students Added!')).toBeVisible();
  await expect(page.getByText('Successfully added 2 student(s) to the room!')).toBeVisible();
  await expect(invite).toBeHidden();
  // Invited, not enrolled: no one is in the room, and no name shows, until each accepts.
  await expect(statValue(page, 'Total Students')).toHaveText('0');

  // Each student gets a mail naming the teacher and the room, sending them to their rooms.
  const links = await Promise.all(
    [ana, ben].map(async (student) => {
      const mail = await mailbox.waitForMail({
        to: student.email,
        subject: `You are invited to ${roomName} on Lingua`,
      });
      expect(mail.text).toContain('Maria Morgan invites you');
      return linkIn(mail, '/rooms').href;
    }),
  );

  // Each follows the link and accepts the invitation on /rooms.
  for (const [n, student] of [ana, ben].entries()) {
    await signIn(student);
    await page.goto(links[n] ?? '');
    const invitations = page.getByRole('article', { name: 'Invitations' });
    await expect(invitations).toContainText('Maria Morgan invites you to this room.');
    await invitations.getByRole('button', { name: `Accept the invitation to ${roomName}` }).click();
    await expect(page.getByText('Joined room')).toBeVisible();
    await expect(invitations).toBeHidden();
  }
  const bensCard = page.getByRole('article', { name: roomName });
  await expect(bensCard).toContainText('2 students');
  await expect(page.getByRole('button', { name: 'Create Room' })).toBeHidden();
  await expect(bensCard.getByRole('button', { name: /^Delete/ })).toBeHidden();

  // Only now does the teacher see them, by name.
  await signIn(teacher);
  await page.goto(roomPath);
  await page.getByRole('button', { name: 'View Students' }).click();
  const members = page.getByRole('dialog', { name: /Students/ });
  await expect(members.getByRole('listitem')).toHaveCount(2);
  await expect(members).toContainText(`Ana Morgan${ana.email}`);
  await expect(members).toContainText(`Ben Morgan${ben.email}`);
  await page.keyboard.press('Escape');

  await signIn(ben);
  await page.goto('/rooms');
  await bensCard.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(new RegExp(`${roomPath}$`));
});

test('a teacher makes the join code wait for approval; a pupil who enters it is in the room once approved', async ({
  page,
  api,
  signIn,
  teacher,
  student,
}) => {
  // Two people, one browser: the teacher's room page twice and the pupil's rooms twice.
  test.setTimeout(120_000);
  const roomName = 'German A1 Saturday group';
  const room = await api.createRoom(teacher, { name: roomName, language: 'German', level: 'A1' });
  const code = room.join_code ?? '';
  expect(code).toMatch(/^[A-Z0-9]{8}$/);

  // The teacher turns approval on in the join settings; the code card says so.
  await signIn(teacher);
  await page.goto(`/rooms/${room.id}`);
  const codeCard = page.getByRole('article', { name: 'Join code' });
  await expect(codeCard).toContainText('Pupils who enter the code join at once.');
  await codeCard.getByRole('button', { name: 'Join settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Join settings' });
  const approval = settings.getByRole('checkbox', {
    name: 'Pupils who enter the code wait for my approval',
  });
  // The label is what a person clicks (react-aria's input sits under its drawn box).
  await settings.getByText('Pupils who enter the code wait for my approval').click();
  await expect(approval).toBeChecked();
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Join settings saved')).toBeVisible();
  await expect(settings).toBeHidden();
  await expect(codeCard).toContainText('Pupils who enter the code wait for your approval.');

  // The pupil enters the code: the server answers that the teacher will let them in.
  await signIn(student);
  await page.goto('/rooms');
  await page.getByLabel('Room code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByText('Request sent')).toBeVisible();
  await expect(
    page.getByText(
      `Your teacher will let you in: ${roomName} appears in your rooms once they approve.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: roomName })).toBeHidden();

  // The teacher sees who asked, by name and address, and approves.
  await signIn(teacher);
  await page.goto(`/rooms/${room.id}`);
  const requests = page.getByRole('article', { name: 'Asking to join' });
  await expect(requests.getByRole('heading', { name: 'Tom Morgan', level: 3 })).toBeVisible();
  await expect(requests).toContainText(`${student.email} · asked on`);
  await expect(statValue(page, 'Total Students')).toHaveText('0');
  await requests.getByRole('button', { name: 'Approve Tom Morgan' }).click();
  await expect(page.getByText('Request approved')).toBeVisible();
  await expect(requests).toBeHidden();
  await expect(statValue(page, 'Total Students')).toHaveText('1');

  // The pupil is in the room.
  await signIn(student);
  await page.goto('/rooms');
  await page
    .getByRole('article', { name: roomName })
    .getByRole('link', { name: 'View Details' })
    .click();
  await expect(page.getByRole('heading', { name: roomName, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/rooms/${room.id}$`));
});

test('room analytics show the results of graded attempts', async ({
  page,
  api,
  newEmail,
  signIn,
  teacher,
}) => {
  const [ana, ben] = await twoStudents(api, newEmail);
  const room = await api.createRoom(
    teacher,
    { name: 'English A2 mornings', language: 'English', level: 'A2' },
    [ana, ben],
  );
  const assigned = await assignTemplate(api, teacher, room, 'Week 1 review');
  // Ana answers everything right, Ben everything wrong: every figure sits at 100, 0 or 50.
  expect(await sitAssignment(api, ana, assigned, 'all right')).toEqual([100, 100]);
  expect(await sitAssignment(api, ben, assigned, 'all wrong')).toEqual([0, 0]);

  await signIn(teacher);
  await page.goto(`/rooms/${room.id}`);
  await expect(page.getByRole('heading', { name: 'English A2 mornings', level: 1 })).toBeVisible();
  await expect(statValue(page, 'Total Students')).toHaveText('2');
  await expect(statValue(page, 'Total Exercises')).toHaveText('2');
  await expect(statValue(page, 'Completion Rate')).toHaveText('100%');
  await expect(statValue(page, 'Average Score')).toHaveText('50.00');

  const topStudents = page.getByRole('grid', { name: 'Top Students' });
  const rows = topStudents.getByRole('row');
  // Header, then Ana (ranked first, highlighted) and Ben.
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toHaveText(['1', 'Ana Morgan', '2', '100.00', '100%'].join(''));
  await expect(rows.nth(2)).toHaveText(['2', 'Ben Morgan', '2', '0.00', '100%'].join(''));

  await expect(chartBars(page, 'Assignment Completion Rates')).toHaveText(['Week 1 review100%']);
  await expect(chartBars(page, 'Room Accuracy by Exercise Type')).toContainText([
    'Reading50%',
    'Writing50%',
  ]);
  // Every topic was answered right once and wrong once.
  const topics = topicsOf(assigned.exercises);
  for (const chart of ['Best Topics', 'Worst Topics']) {
    const bars = chartBars(page, chart);
    await expect(bars.first()).toContainText('50%');
    for (const text of await bars.allTextContents()) {
      expect(
        topics.some((topic) => text === `${topic}50%`),
        `${chart}: ${text}`,
      ).toBe(true);
    }
  }

  const times = page.getByRole('grid', { name: 'Average completion time by student' });
  await expect(
    page.getByRole('combobox', { name: 'Assignment' }).locator('option:checked'),
  ).toHaveText('Week 1 review');
  await expect(times.getByRole('row')).toHaveCount(3);
  for (const student of [ana, ben]) {
    const username = student.email.split('@')[0] ?? '';
    await expect(times.getByRole('row', { name: username })).toHaveText(
      new RegExp(`^${username.replace(/\./g, '\\.')}\\d+\\.\\d{2}$`),
    );
  }
});
