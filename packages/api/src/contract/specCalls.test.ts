import { describe, expect, it } from 'vitest';
import { loadContract, type Operation, propertyNames } from './loadContract';

/**
 * Every call of section 7 of platform-shell.md and learning-content.md, as the specs write
 * them (the spec's `/templates//delete_shared_template/{id}` double slash corrected), plus
 * the token call the shell spec implies. `query` and `body` list the names the specs use;
 * `returns` the response fields the app reads.
 */
const SPEC_CALLS: {
  call: string;
  query?: string[];
  body?: string[];
  returns?: string[];
}[] = [
  // platform-shell.md section 7
  {
    call: 'POST /auth/login',
    body: ['email', 'password'],
    returns: ['access_token', 'refresh_token', 'user'],
  },
  { call: 'POST /auth/signup', body: ['email', 'password'] },
  { call: 'POST /auth/forgot-password', body: ['email'] },
  { call: 'POST /auth/reset-password', body: ['token', 'new_password'] },
  {
    call: 'POST /auth/token',
    query: ['grant_type'],
    body: ['refresh_token'],
    returns: ['access_token', 'refresh_token'],
  },
  {
    call: 'GET /users/me',
    returns: [
      'id',
      'username',
      'first_name',
      'last_name',
      'country',
      'phone_number',
      'email',
      'role',
      'preferences',
      'created_at',
    ],
  },
  {
    call: 'PATCH /users/update-profile',
    body: [
      'username',
      'first_name',
      'last_name',
      'country',
      'phone_number',
      'email',
      'role',
      'preferences',
    ],
  },
  { call: 'GET /users/exists/{userId}', returns: ['exists'] },
  { call: 'GET /users/role', returns: ['role'] },
  { call: 'POST /users/get_user_ids', body: ['list_users'], returns: ['user_ids'] },
  { call: 'GET /rooms/all_rooms' },
  {
    call: 'GET /rooms/room/{id}',
    returns: ['id', 'room_name', 'room_lang', 'room_level', 'created_at', 'list_users'],
  },
  { call: 'POST /rooms/create_room', body: ['room_name', 'room_level', 'room_lang', 'list_users'] },
  { call: 'PATCH /rooms/update_room/{id}' },
  { call: 'DELETE /rooms/delete/{id}' },
  { call: 'GET /rooms/rooms_list_created' },
  { call: 'GET /rooms/rooms_list_assigned', returns: ['rooms'] },
  { call: 'GET /rooms/get_users/{id}' },
  { call: 'POST /rooms/add_users', body: ['room_id', 'user_ids'] },
  { call: 'POST /rooms/remove_user', body: ['room_id', 'user_email'] },
  {
    call: 'GET /metrics/room_progress/{id}',
    returns: [
      'total_students',
      'total_exercises_assigned',
      'overall_completion_rate',
      'average_score',
    ],
  },
  { call: 'GET /metrics/top_students/{id}', query: ['limit'] },
  {
    call: 'GET /metrics/user_topics_performance/{id}',
    query: ['limit'],
    returns: ['best_topics', 'worst_topics'],
  },
  { call: 'GET /metrics/assignment_completion_rate/{id}' },
  { call: 'GET /metrics/accuracy_by_type/{id}' },
  {
    call: 'GET /metrics/topic_performance/{id}',
    query: ['limit'],
    returns: ['best_topics', 'worst_topics'],
  },
  { call: 'POST /metrics/avg_completion_time_assign_students', body: ['room_id', 'assignment_id'] },
  {
    call: 'POST /assignments/create_assignment',
    body: [
      'assignment_text',
      'assignment_description',
      'template_id',
      'room_id',
      'schedule',
      'attempts',
      'time_limit',
    ],
    returns: ['id'],
  },
  { call: 'GET /assignments/users_assignments_list', returns: ['assignments'] },
  { call: 'GET /assignments/assignments_completion_list', returns: ['assignments_completion'] },
  { call: 'GET /assignments/assignment_score/{id}', returns: ['average_score', 'timestamp'] },
  { call: 'DELETE /assignments/delete/{id}' },
  { call: 'POST /assignments/assign_assignment_students', query: ['assignment_id'] },
  { call: 'PUT /assignments/update_attempts/{id}' },
  { call: 'POST /feedback/create', body: ['feedback_type', 'feedback_text'] },
  { call: 'GET /feedback/' },
  { call: 'GET /feedback/read/{id}' },
  { call: 'PUT /feedback/update/{id}' },
  { call: 'DELETE /feedback/delete/{id}' },
  { call: 'POST /mailer/send_mails', body: ['template_id', 'url', 'list_users'] },
  // learning-content.md section 7
  {
    call: 'POST /exercises/writing',
    body: ['user_input', 'language', 'level', 'quantity', 'variation'],
    returns: ['data', 'type'],
  },
  {
    call: 'POST /exercises/reading',
    body: ['user_input', 'language', 'level', 'questions_quantity', 'quantity_words'],
    returns: ['data', 'type'],
  },
  {
    call: 'POST /exercises/listening',
    body: ['user_input', 'language', 'level', 'questions_quantity'],
    returns: ['data', 'type'],
  },
  { call: 'GET /exercises/all_exercises', query: ['limit'] },
  { call: 'GET /exercises/user_exercises/{userId}', query: ['limit'] },
  {
    call: 'GET /exercises/exercise/{id}',
    returns: ['id', 'type', 'language', 'level', 'created_at', 'results'],
  },
  {
    call: 'POST /exercises/review_answer',
    body: ['exercise_id', 'type', 'language', 'user_answer'],
    returns: ['score', 'response', 'exercise_id'],
  },
  { call: 'GET /exercises/user_answer/{id}' },
  { call: 'PATCH /exercises/update_exercise/{id}', body: ['results'] },
  { call: 'PATCH /exercises/soft_delete_exercise/{id}' },
  { call: 'DELETE /exercises/delete_exercise/{id}' },
  { call: 'GET /exercises/shared/{id}' },
  { call: 'GET /templates/get_templates', returns: ['templates'] },
  {
    call: 'GET /templates/get_template/{id}',
    returns: [
      'id',
      'template_name',
      'language',
      'template_level',
      'exercises_id_list',
      'status',
      'created_at',
    ],
  },
  {
    call: 'POST /templates/create_template',
    body: ['template_name', 'exercises_id_list', 'language', 'template_level'],
  },
  { call: 'PATCH /templates/update_template/{id}' },
  { call: 'PATCH /templates/soft_delete_template/{id}' },
  { call: 'PATCH /templates/delete_shared_template/{id}' },
  { call: 'GET /templates/get_shared_templates', returns: ['templates'] },
];

const contract = loadContract();

function findOperation(call: string): Operation | undefined {
  const [method = '', path = ''] = call.split(' ');
  return contract.paths[path]?.[method.toLowerCase()];
}

function queryNames(operation: Operation): string[] {
  return (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name ?? '');
}

function successSchema(operation: Operation) {
  const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'));
  return success?.[1].content?.['application/json']?.schema;
}

describe('openapi.yaml has every call of the specs', () => {
  it.each(SPEC_CALLS)('$call', ({ call, query = [], body = [], returns = [] }) => {
    const operation = findOperation(call);
    expect(operation, `${call} is missing from openapi.yaml`).toBeDefined();
    if (!operation) return;

    expect(queryNames(operation)).toEqual(expect.arrayContaining(query));
    const requestSchema = operation.requestBody?.content['application/json']?.schema;
    expect(requestSchema ? propertyNames(contract, requestSchema) : []).toEqual(
      expect.arrayContaining(body),
    );
    const responseSchema = successSchema(operation);
    expect(responseSchema ? propertyNames(contract, responseSchema) : []).toEqual(
      expect.arrayContaining(returns),
    );
  });

  it('keeps the corrected single slash in the shared-template deletion path', () => {
    expect(Object.keys(contract.paths).filter((path) => path.includes('//'))).toEqual([]);
  });
});
