import type { components } from '../../generated/schema';
import { replaysWrite } from '../http';
import type { MockStore } from '../store';

type ClassAccountCards = components['schemas']['ClassAccountCards'];

/**
 * Class accounts made in a story show in the room's list (nobody signed in yet); the cards and
 * a card made again are the server's answers, recorded with fixed names and passwords.
 */
export function classAccountsHandlers(store: MockStore) {
  return [
    replaysWrite(store, 'POST /rooms/class_accounts/{id}', 'Room', {
      after: ({ caller, params, answer }) => {
        const made = answer.body as ClassAccountCards;
        for (const card of [...made.cards].reverse())
          store.prepend(caller, `GET /rooms/class_accounts/${params.id}`, {
            id: card.id,
            first_name: card.first_name,
            last_name: card.last_name,
            username: card.username,
            created_at: store.nowIso(),
            password_set_at: store.nowIso(),
            last_signed_in_at: null,
          });
      },
    }),
    replaysWrite(store, 'POST /rooms/class_accounts/{id}/reset_password/{userId}', 'Class account'),
  ];
}
