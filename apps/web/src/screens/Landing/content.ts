import type { MessageId } from '@lingua/i18n';
import type { IconName } from './icons';

/** The header's anchors, in page order (learning-content.md section 2). */
export const sectionLinks = [
  { href: '#features', label: 'landing.nav.whyUs' },
  { href: '#ai-assistant', label: 'landing.nav.aiAssistant' },
  { href: '#exercises', label: 'landing.nav.exercises' },
  { href: '#rooms-templates', label: 'landing.nav.assignments' },
  { href: '#pricing', label: 'landing.nav.pricing' },
] as const satisfies readonly { href: string; label: MessageId }[];

export const trialClaims = [
  'landing.claim.trial',
  'landing.claim.noCard',
  'landing.claim.setup',
] as const satisfies readonly MessageId[];

interface Feature {
  icon: IconName;
  title: MessageId;
  text: MessageId;
}

export const features: readonly Feature[] = [
  { icon: 'sparkles', title: 'landing.feature.fast.title', text: 'landing.feature.fast.text' },
  {
    icon: 'check',
    title: 'landing.feature.feedback.title',
    text: 'landing.feature.feedback.text',
  },
  { icon: 'users', title: 'landing.feature.rooms.title', text: 'landing.feature.rooms.text' },
  { icon: 'clock', title: 'landing.feature.timed.title', text: 'landing.feature.timed.text' },
  {
    icon: 'chart',
    title: 'landing.feature.analytics.title',
    text: 'landing.feature.analytics.text',
  },
  {
    icon: 'globe',
    title: 'landing.feature.languages.title',
    text: 'landing.feature.languages.text',
  },
];

export const assistantPoints = [
  'landing.assistant.point.conversation',
  'landing.assistant.point.drafts',
  'landing.assistant.point.feedback',
  'landing.assistant.point.available',
] as const satisfies readonly MessageId[];

interface ExerciseKind {
  icon: IconName;
  title: MessageId;
  text: MessageId;
  details: readonly MessageId[];
}

export const exerciseKinds: readonly ExerciseKind[] = [
  {
    icon: 'pen',
    title: 'landing.exercises.writing.title',
    text: 'landing.exercises.writing.text',
    details: [
      'landing.exercises.writing.conjugation',
      'landing.exercises.writing.mistakes',
      'landing.exercises.writing.transformation',
      'landing.exercises.writing.blanks',
      'landing.exercises.writing.reordering',
      'landing.exercises.writing.translations',
    ],
  },
  {
    icon: 'book',
    title: 'landing.exercises.reading.title',
    text: 'landing.exercises.reading.text',
    details: [
      'landing.exercises.reading.passages',
      'landing.exercises.questions',
      'landing.exercises.reading.scored',
    ],
  },
  {
    icon: 'headphones',
    title: 'landing.exercises.listening.title',
    text: 'landing.exercises.listening.text',
    details: [
      'landing.exercises.listening.audio',
      'landing.exercises.questions',
      'landing.exercises.listening.transcript',
    ],
  },
];

export const assignmentSteps = [
  { title: 'landing.steps.template.title', text: 'landing.steps.template.text' },
  { title: 'landing.steps.room.title', text: 'landing.steps.room.text' },
  { title: 'landing.steps.schedule.title', text: 'landing.steps.schedule.text' },
  { title: 'landing.steps.results.title', text: 'landing.steps.results.text' },
] as const satisfies readonly { title: MessageId; text: MessageId }[];

export interface Plan {
  name: MessageId;
  /** In euros, written in the reader's language ("€4.99", "4,99 €"). */
  price: number;
  /** Read after the price: what one payment covers. */
  period: MessageId;
  summary: MessageId;
  contents: readonly MessageId[];
  mostPopular: boolean;
}

export const plans: readonly Plan[] = [
  {
    name: 'landing.plan.lite.name',
    price: 2,
    period: 'landing.plan.perMonth',
    summary: 'landing.plan.lite.summary',
    contents: [
      'landing.plan.lite.basic',
      'landing.plan.lite.tools',
      'landing.plan.lite.progress',
      'landing.plan.lite.mobile',
    ],
    mostPopular: false,
  },
  {
    name: 'landing.plan.academy.name',
    price: 4.99,
    period: 'landing.plan.perStudentPerMonth',
    summary: 'landing.plan.academy.summary',
    contents: [
      'landing.plan.academy.types',
      'landing.plan.academy.feedback',
      'landing.plan.academy.analytics',
      'landing.plan.academy.assignments',
      'landing.plan.academy.rooms',
      'landing.plan.academy.support',
    ],
    mostPopular: true,
  },
  {
    name: 'landing.plan.teacher.name',
    price: 9.99,
    period: 'landing.plan.perMonth',
    summary: 'landing.plan.teacher.summary',
    contents: [
      'landing.plan.teacher.everything',
      'landing.plan.teacher.dashboard',
      'landing.plan.teacher.assistant',
      'landing.plan.teacher.custom',
      'landing.plan.teacher.analytics',
      'landing.plan.teacher.whiteLabel',
    ],
    mostPopular: false,
  },
];

/** A price as the reader writes it: "€2", "€4.99" in English; "2 €", "4,99 €" in German. */
export function formatEuros(locale: string, amount: number): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-US' : locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

export const testimonials = [
  {
    quote: 'landing.testimonial.laura.quote',
    name: 'Laura Martínez',
    role: 'landing.testimonial.laura.role',
  },
  {
    quote: 'landing.testimonial.jonas.quote',
    name: 'Jonas Becker',
    role: 'landing.testimonial.jonas.role',
  },
  {
    quote: 'landing.testimonial.sofia.quote',
    name: 'Sofia Rossi',
    role: 'landing.testimonial.sofia.role',
  },
] as const satisfies readonly { quote: MessageId; name: string; role: MessageId }[];
