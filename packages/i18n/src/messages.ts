import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type english from '../catalogues/app/en.json';

/** A key of the app's catalogue (web, ui and flows share it). */
export type MessageId = keyof typeof english;

export type MessageValues = Record<string, string | number>;

/** A sentence to show, named by its catalogue key: flows and data carry these, never English. */
export interface Message {
  id: MessageId;
  values?: MessageValues;
}

/**
 * What a person reads: a catalogue message, or a text that is already in the reader's language
 * (a server's `detail`, which the server writes in the caller's language; a name; content).
 */
export type Text = string | Message;

export function msg(id: MessageId, values?: MessageValues): Message {
  return values === undefined ? { id } : { id, values };
}

export function isMessage(text: unknown): text is Message {
  return typeof text === 'object' && text !== null && typeof (text as Message).id === 'string';
}

/** A language's messages, keyed like the English catalogue. */
export type Catalogue = Record<MessageId, string>;

/**
 * A catalogue as load.ts answers it, for react-intl: the messages' text, or in the app's
 * production build their parsed form (vitePlugin.ts precompiles them). Never read a value as
 * text: format it (react-intl's `formatMessage`). One build holds one form, never a mix.
 */
export type LoadedCatalogue = Catalogue | Record<MessageId, MessageFormatElement[]>;
