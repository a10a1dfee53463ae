import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Classroom, createAssignment, createClassroom } from '../test/classroom';
import { recordReview } from '../test/reviews';
import { useTestServer } from '../test/testServer';
import type { TestUser } from '../test/users';

const server = useTestServer();
let room: Classroom;
let ana: TestUser;
let ben: TestUser;
let second: string;

/** A finished sitting with these outcomes per exercise (reading, writing). */
async function sitting(student: TestUser, assignmentId: string, correct: boolean[][]) {
  const params = { id: assignmentId };
  const start = await server.call('post', '/assignments/start_attempt/{id}', {
    token: student.token,
    params,
  });
  for (const [index, exerciseId] of room.exerciseIds.entries())
    await recordReview(server.db, {
      userId: student.id,
      exerciseId,
      type: index === 0 ? 'Reading' : 'Writing',
      assignmentId,
      attemptId: start.body.attempt_id,
      correct: correct[index] ?? [],
    });
  await server.call('put', '/assignments/update_attempts/{id}', {
    token: student.token,
    params,
    body: { attempt_id: start.body.attempt_id },
  });
}

/** The file as a browser downloads it: raw bytes, headers. */
async function download(path: string) {
  const response = await fetch(`${server.url}/api${path}`, {
    headers: { authorization: `Bearer ${room.teacher.token}` },
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

const rowsOf = (bytes: Buffer): string[][] => parse(bytes.toString('utf8'), { bom: true });

beforeAll(async () => {
  room = await createClassroom(server, { students: 3 });
  [ana, ben] = room.students as [TestUser, TestUser];
  // A name a spreadsheet would run as a formula, and one with a comma and quotes.
  await server.db.query(
    `UPDATE users SET first_name = '=HYPERLINK("http://x")', last_name = 'Zed' WHERE id = $1`,
    [ana.id],
  );
  await server.db.query(
    `UPDATE users SET first_name = 'Ben, "Benji"', last_name = 'Émile' WHERE id = $1`,
    [ben.id],
  );
  second = await createAssignment(server, room, { assignment_text: '+Unit 2', dueInDays: 9 });
  await server.call('post', '/assignments/assign_assignment_students', {
    token: room.teacher.token,
    query: { assignment_id: second },
  });
  await sitting(ana, room.assignmentId, [
    [true, true],
    [true, false],
  ]);
  await sitting(ana, second, [[false, false], [false]]);
  await sitting(ben, room.assignmentId, [[true], [false, false]]);
});

describe('CSV exports', () => {
  it("the room's grades: BOM, a row per student, a column per assignment, formulas escaped", async () => {
    const file = await download(`/gradebook/rooms/${room.roomId}/export`);
    expect(file.status).toBe(200);
    expect(file.type).toBe('text/csv; charset=utf-8');
    expect(file.disposition).toBe('attachment; filename="Class-grades.csv"');
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const [header, ...rows] = rowsOf(file.bytes);
    expect(header).toEqual(['Student', 'Unit 1 test', "'+Unit 2", 'Average']);
    const byStudent = Object.fromEntries(rows.map((row) => [row[0], row.slice(1)]));
    // Ana: 100 and 50 on Unit 1 (75), 0 and 0 on Unit 2; her room average over four answers.
    expect(byStudent[`'=HYPERLINK("http://x") Zed`]).toEqual(['75', '0', '37.5']);
    expect(byStudent['Ben, "Benji" Émile']).toEqual(['50', '', '50']);
    expect(rows).toHaveLength(3);
    const third = rows.find((row) => !row[0]?.includes('Zed') && !row[0]?.includes('Ben'));
    expect(third?.slice(1)).toEqual(['', '', '']);
  });

  it("an assignment's per-question results: a row per holder, a column per question", async () => {
    const file = await download(`/gradebook/assignments/${room.assignmentId}/export`);
    expect(file.status).toBe(200);
    expect(file.disposition).toBe('attachment; filename="Unit-1-test-results.csv"');
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = rowsOf(file.bytes);
    expect(header).toEqual([
      'Student',
      'Attempt',
      'Submitted',
      'Minutes',
      'Late',
      'Excused',
      'Score',
      '1.1',
      '1.2',
      '2.1',
      '2.2',
    ]);
    const byStudent = Object.fromEntries(rows.map((row) => [row[0], row]));
    const anaRow = byStudent[`'=HYPERLINK("http://x") Zed`];
    expect(anaRow?.slice(1, 2)).toEqual(['1']);
    expect(anaRow?.slice(4)).toEqual(['no', 'no', '75', '1', '1', '1', '0']);
    // Ben's reading had one item: the second question is empty, not wrong.
    expect(byStudent['Ben, "Benji" Émile']?.slice(6)).toEqual(['50', '1', '', '0', '0']);
  });

  it('is for the room teacher only', async () => {
    const asStudent = await fetch(`${server.url}/api/gradebook/rooms/${room.roomId}/export`, {
      headers: { authorization: `Bearer ${ana.token}` },
    });
    expect(asStudent.status).toBe(403);
  });
});
