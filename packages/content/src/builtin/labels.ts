import type { Topic } from '../data/bank';
import type { Language } from '../languages';

/** Topic names as shown in exercise titles (titles and instructions are in English, the app's language). */
export const topicLabels: Record<Topic, string> = {
  school: 'School',
  family: 'Family',
  food: 'Food',
  travel: 'Travel',
  work: 'Work',
  health: 'Health',
  sports: 'Sports',
  technology: 'Technology',
  environment: 'Environment',
  culture: 'Culture',
  city: 'City life',
  shopping: 'Shopping',
};

/** English sentences are translated from Spanish; every other language from English. */
export function translationSource(language: Language): Language {
  return language === 'English' ? 'Spanish' : 'English';
}
