import type { Language } from '../../shared/schemas';
import { english } from './english';
import { french } from './french';
import { german } from './german';
import { italian } from './italian';
import { portuguese } from './portuguese';
import { spanish } from './spanish';

/** The words of class-account passwords, in each language a room may teach. */
export const PASSWORD_WORDS: Record<Language, readonly string[]> = {
  English: english,
  Spanish: spanish,
  French: french,
  German: german,
  Italian: italian,
  Portuguese: portuguese,
};
