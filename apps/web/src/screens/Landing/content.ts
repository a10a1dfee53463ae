import type { IconName } from './icons';

/** The header's anchors, in page order (learning-content.md section 2). */
export const sectionLinks = [
  { href: '#features', label: 'Why Us' },
  { href: '#ai-assistant', label: 'AI Assistant' },
  { href: '#exercises', label: 'Exercises' },
  { href: '#rooms-templates', label: 'Assignments' },
  { href: '#pricing', label: 'Pricing' },
] as const;

export const trialClaims = [
  '14-day free trial',
  'No credit card required',
  'Setup in 5 minutes',
] as const;

interface Feature {
  icon: IconName;
  title: string;
  text: string;
}

export const features: readonly Feature[] = [
  {
    icon: 'sparkles',
    title: 'Exercises in seconds',
    text: 'Describe a topic, choose a language and a CEFR level, and get a complete exercise you can edit before your students see it.',
  },
  {
    icon: 'check',
    title: 'Instant, explained feedback',
    text: 'Every answer is scored on the spot with the reason and a tip, so students learn from a mistake while they still remember it.',
  },
  {
    icon: 'users',
    title: 'Rooms for every class',
    text: "Group students into rooms, invite them by e-mail and keep each class's assignments and results in one place.",
  },
  {
    icon: 'clock',
    title: 'Timed assignments',
    text: 'Schedule a template with a time limit and a number of attempts. Students are notified by e-mail, and answers are handed in when time runs out.',
  },
  {
    icon: 'chart',
    title: 'Analytics that show the gaps',
    text: 'Completion rates, top students, accuracy by exercise type and the grammar topics a room finds hardest, updated as students finish.',
  },
  {
    icon: 'globe',
    title: 'Six languages, A1 to C2',
    text: 'English, Spanish, French, German, Italian and Portuguese at every CEFR level, for classes and self-study alike.',
  },
];

export const assistantPoints = [
  'Conversation practice with a patient tutor, in the language you are learning',
  'Exercises drafted from your topic and instructions, ready for you to adjust',
  'Feedback on every answer with the reason and a tip to do better next time',
  'Always available: between lessons, before an exam, on any device',
] as const;

interface ExerciseKind {
  icon: IconName;
  title: 'Writing' | 'Reading' | 'Listening';
  text: string;
  details: readonly string[];
}

export const exerciseKinds: readonly ExerciseKind[] = [
  {
    icon: 'pen',
    title: 'Writing',
    text: 'Up to ten prompts per exercise, free or in one of six drill formats.',
    details: [
      'Verb Conjugation Drills',
      'Correct the Mistakes',
      'Sentence Transformation',
      'Fill in the Blanks',
      'Sentence Reordering',
      'Translations',
    ],
  },
  {
    icon: 'book',
    title: 'Reading',
    text: 'A passage written for the chosen level with comprehension questions.',
    details: ['Passages of up to 300 words', 'Up to 10 questions', 'Scored question by question'],
  },
  {
    icon: 'headphones',
    title: 'Listening',
    text: 'A spoken passage with questions on what was heard.',
    details: [
      'Play and stop the audio at any time',
      'Up to 10 questions',
      'Transcript revealed after answering',
    ],
  },
];

export const assignmentSteps = [
  {
    title: 'Build a template',
    text: 'Pick two or more exercises of the same language and level and save them as a reusable template.',
  },
  {
    title: 'Open a room',
    text: 'Create a room for a class and invite your students with their e-mail addresses.',
  },
  {
    title: 'Schedule an assignment',
    text: 'Choose a template, a date and time, a time limit and the attempts allowed. Everyone in the room gets an e-mail.',
  },
  {
    title: 'Watch the results',
    text: 'Scores arrive as students finish, and room analytics show which topics to revisit next lesson.',
  },
] as const;

export interface Plan {
  name: string;
  price: string;
  /** Read after the price: what one payment covers. */
  period: string;
  summary: string;
  contents: readonly string[];
  mostPopular: boolean;
}

export const plans: readonly Plan[] = [
  {
    name: 'Lite Plan',
    price: '€2',
    period: 'per month',
    summary: 'For independent learners who want steady practice.',
    contents: ['Basic exercises', 'Essential tools', 'Progress tracking', 'Mobile access'],
    mostPopular: false,
  },
  {
    name: 'Academy Student Plan',
    price: '€4.99',
    period: 'per student per month',
    summary: 'For academies and schools running classes.',
    contents: [
      'All exercise types',
      'AI feedback',
      'Analytics',
      'Template assignments',
      'Room collaboration',
      'Priority support',
    ],
    mostPopular: true,
  },
  {
    name: 'Teacher Premium Plan',
    price: '€9.99',
    period: 'per month',
    summary: 'For teachers who create and run their own courses.',
    contents: [
      'Everything in Academy',
      'Teacher dashboard',
      'AI assistant',
      'Custom exercises',
      'Student analytics',
      'White-label options',
    ],
    mostPopular: false,
  },
];

export const testimonials = [
  {
    quote:
      'I used to spend Sunday evenings writing reading tasks. Now I generate one for each of my levels in minutes and spend that time on feedback instead.',
    name: 'Laura Martínez',
    role: 'Teacher of English, Madrid',
  },
  {
    quote:
      'The listening exercises are a hit with my B1 group, and the room analytics told me exactly which grammar topics to review before the exam.',
    name: 'Jonas Becker',
    role: 'Teacher of German, Vienna',
  },
  {
    quote:
      'I practise a little every day. The feedback tells me why an answer was wrong, not just that it was wrong, and my scores keep climbing.',
    name: 'Sofia Rossi',
    role: 'Language student',
  },
] as const;
