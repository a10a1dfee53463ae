import type { MessageId, MessageValues } from '@lingua/i18n';

/** The three moments the demo walks through, in order. */
export const tourSteps = [
  { title: 'landing.tour.generate', caption: 'landing.tour.generate.caption' },
  { title: 'landing.tour.solve', caption: 'landing.tour.solve.caption' },
  { title: 'landing.tour.analyse', caption: 'landing.tour.analyse.caption' },
] as const satisfies readonly { title: MessageId; caption: MessageId }[];

/** The catalogue, as the tour reads it. */
export type TourText = (id: MessageId, values?: MessageValues) => string;

/** The caption under the stage, e.g. "Step 2 of 3: Solve." and what happens in it. */
export function tourCaption(step: number, t: TourText): { heading: string; text: string } {
  const index = Math.min(Math.max(step, 0), tourSteps.length - 1);
  const { title, caption } = tourSteps[index] ?? tourSteps[0];
  return {
    heading: t('landing.tour.stepHeading', {
      step: index + 1,
      total: tourSteps.length,
      title: t(title),
    }),
    text: t(caption),
  };
}

/** Long enough to read a caption and watch its scene play out (ms). */
export const tourStepDuration = 6000;

export interface TourState {
  step: number;
  playing: boolean;
}

export type TourEvent =
  | { type: 'tour.tick' }
  | { type: 'tour.select'; step: number }
  | { type: 'tour.toggle' };

/** Where the tour stands when the demo opens. */
export function initialTourState(prefersReducedMotion: boolean): TourState {
  // Nothing moves on its own for visitors who asked for less motion: they step through.
  return { step: 0, playing: !prefersReducedMotion };
}

export function tourReducer(state: TourState, event: TourEvent): TourState {
  switch (event.type) {
    case 'tour.tick':
      return state.playing ? { ...state, step: (state.step + 1) % tourSteps.length } : state;
    case 'tour.select': {
      const step = Math.min(Math.max(event.step, 0), tourSteps.length - 1);
      // Choosing a step means "show me this one": stop the autoplay so it stays put.
      return { step, playing: false };
    }
    case 'tour.toggle':
      return { ...state, playing: !state.playing };
  }
}
