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

test('a teacher creates a room, invites two students by e-mail, and they find it', async ({
  page,
  api,
  newEmail,
  signIn,
  teacher,
  mailbox,
  axe,
}) => {
  // Three people in three browsers, two mails and an axe check per screen: near the default
  // minute on two busy cores (35 s alone, over 60 s in a full run).
  test.setTimeout(120_000);
  const [ana, ben] = await twoStudents(api, newEmail);
  const roomName = 'Spanish B1 evening group';
  await signIn(teacher);
  await page.goto('/rooms');
  await expect(page.getByRole('heading', { name: 'No rooms yet' })).toBeVisible();
  await axe();

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
  await axe({ include: '[role=dialog]' });
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
  await axe();

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
  await axe({ include: '[role=dialog]' });
  await tabTo(page, invite.getByRole('button', { name: 'Send Invitations (2)' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Students Added!')).toBeVisible();
  await expect(page.getByText('Successfully added 2 student(s) to the room!')).toBeVisible();
  await expect(invite).toBeHidden();
  await expect(statValue(page, 'Total Students')).toHaveText('2');

  await page.getByRole('button', { name: 'View Students' }).click();
  const members = page.getByRole('dialog', { name: /Students/ });
  await expect(members.getByRole('listitem')).toHaveCount(2);
  await expect(members).toContainText(`Ana Morgan${ana.email}`);
  await expect(members).toContainText(`Ben Morgan${ben.email}`);
  await axe({ include: '[role=dialog]' });
  await page.keyboard.press('Escape');

  // Each student gets a mail naming the room, with a link to it.
  const links = await Promise.all(
    [ana, ben].map(async (student) => {
      const mail = await mailbox.waitForMail({
        to: student.email,
        subject: `You have joined ${roomName} on Lingua`,
      });
      expect(mail.text).toContain('Maria Morgan has added you');
      return linkIn(mail, roomPath).href;
    }),
  );

  // Ana follows her link; Ben finds the room in his list.
  await signIn(ana);
  await page.goto(links[0] ?? '');
  await expect(page.getByRole('heading', { name: roomName, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Students' })).toBeHidden();
  await axe();

  await signIn(ben);
  await page.goto('/rooms');
  const bensCard = page.getByRole('article', { name: roomName });
  await expect(bensCard).toContainText('2 students');
  await expect(page.getByRole('button', { name: 'Create Room' })).toBeHidden();
  await expect(bensCard.getByRole('button', { name: /^Delete/ })).toBeHidden();
  await axe();
  await bensCard.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(new RegExp(`${roomPath}$`));
});

test('room analytics show the results of graded attempts', async ({
  page,
  api,
  newEmail,
  signIn,
  teacher,
  axe,
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
  await expect(page.getByRole('button', { name: /Assignment/ })).toContainText('Week 1 review');
  await expect(times.getByRole('row')).toHaveCount(3);
  for (const student of [ana, ben]) {
    const username = student.email.split('@')[0] ?? '';
    await expect(times.getByRole('row', { name: username })).toHaveText(
      new RegExp(`^${username.replace(/\./g, '\\.')}\\d+\\.\\d{2}$`),
    );
  }
  await axe();
});
