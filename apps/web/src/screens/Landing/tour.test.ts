import { msg } from '@lingua/i18n';
import { englishText } from '@lingua/i18n/english';
import { describe, expect, it } from 'vitest';
import { initialTourState, type TourText, tourCaption, tourReducer, tourSteps } from './tour';

const english: TourText = (id, values) => englishText(msg(id, values));

describe('product tour', () => {
  it('plays from the first step, unless the visitor prefers reduced motion', () => {
    expect(initialTourState(false)).toEqual({ step: 0, playing: true });
    expect(initialTourState(true)).toEqual({ step: 0, playing: false });
  });

  it('moves through generate, solve and analyse, then starts again', () => {
    let state = initialTourState(false);
    const seen = [];
    for (let tick = 0; tick < tourSteps.length; tick++) {
      state = tourReducer(state, { type: 'tour.tick' });
      seen.push(english(tourSteps[state.step]?.title ?? 'landing.tour.generate'));
    }
    expect(seen).toEqual(['Solve', 'Analyse', 'Generate']);
  });

  it('stays on its step while paused', () => {
    const paused = { step: 1, playing: false };
    expect(tourReducer(paused, { type: 'tour.tick' })).toBe(paused);
  });

  it('stops on the step the visitor chooses', () => {
    const state = tourReducer(initialTourState(false), { type: 'tour.select', step: 2 });
    expect(state).toEqual({ step: 2, playing: false });
    expect(tourReducer(state, { type: 'tour.tick' })).toEqual(state);
  });

  it('resumes where it was when played again', () => {
    const resumed = tourReducer({ step: 2, playing: false }, { type: 'tour.toggle' });
    expect(resumed).toEqual({ step: 2, playing: true });
  });

  it('names the step and what happens in it', () => {
    expect(tourCaption(1, english)).toEqual({
      heading: 'Step 2 of 3: Solve.',
      text: 'A student answers in the browser and gets a score at once, with feedback on every question.',
    });
  });
});
