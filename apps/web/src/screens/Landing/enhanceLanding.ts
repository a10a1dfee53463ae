import {
  initialTourState,
  type TourEvent,
  type TourState,
  tourReducer,
  tourStepDuration,
} from './tour';

/**
 * The landing page's behaviour, kept free of React: the page is served as pre-rendered HTML
 * with only this script, and the same function runs when React renders the page in the app.
 * Everything else on the page is plain links and anchors that work without it.
 */

export { landingRootId } from './landingRootId';

/** How far the page must be scrolled before the back-to-top button appears (px). */
export const scrollToTopThreshold = 300;

export interface EnhanceLandingOptions {
  /** Opens the demo dialog at once with its tour paused (stories, screenshots). */
  demoOpen?: boolean;
  /**
   * The pre-rendered page's language select (`select[data-action="language"]`) was changed:
   * the page is English HTML, so another language needs the app (boot.ts reloads into it).
   */
  onLanguageChange?: (language: string) => void;
}

type Cleanup = () => void;

export function enhanceLanding(root: HTMLElement, options: EnhanceLandingOptions = {}): Cleanup {
  const cleanups = [
    enhanceMenu(root),
    enhanceDemo(root, options),
    enhanceScrollToTop(root),
    enhanceLanguage(root, options),
  ];
  return () => {
    for (const cleanup of cleanups) cleanup();
  };
}

function actionOf(event: Event, root: HTMLElement): HTMLElement | null {
  const target = event.target instanceof Element ? event.target : null;
  const element = target?.closest<HTMLElement>('[data-action]');
  return element && root.contains(element) ? element : null;
}

function listen<K extends keyof HTMLElementEventMap>(
  element: HTMLElement | Window,
  type: K,
  handler: (event: HTMLElementEventMap[K]) => void,
  options?: AddEventListenerOptions,
): Cleanup {
  element.addEventListener(type, handler as EventListener, options);
  return () => element.removeEventListener(type, handler as EventListener, options);
}

/** The phone menu: a disclosure button that also closes on Escape and on choosing a link. */
function enhanceMenu(root: HTMLElement): Cleanup {
  const toggle = root.querySelector<HTMLButtonElement>('[data-action="menu-toggle"]');
  const navId = toggle?.getAttribute('aria-controls');
  const nav = navId ? root.querySelector<HTMLElement>(`#${navId}`) : null;
  if (!toggle || !nav) return () => {};

  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    nav.dataset.open = String(open);
  };

  const offClick = listen(root, 'click', (event) => {
    if (actionOf(event, root) === toggle) setOpen(!isOpen());
    else if (
      event.target instanceof Element &&
      event.target.closest('a') &&
      nav.contains(event.target)
    )
      setOpen(false);
  });
  const offKey = listen(root, 'keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    setOpen(false);
    toggle.focus();
  });
  return () => {
    offClick();
    offKey();
  };
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Book a Demo: the native modal dialog and the tour inside it. */
function enhanceDemo(root: HTMLElement, options: EnhanceLandingOptions): Cleanup {
  const dialog = root.querySelector<HTMLDialogElement>('dialog[data-landing-demo]');
  const tourElement = dialog?.querySelector<HTMLElement>('[data-tour]');
  if (!dialog || !tourElement) return () => {};
  const tour = createTour(tourElement);
  let opener: HTMLElement | null = null;

  const open = (paused: boolean) => {
    opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    tour.start(paused || prefersReducedMotion());
  };

  const offClick = listen(root, 'click', (event) => {
    const action = actionOf(event, root)?.dataset.action;
    if (action === 'demo-open') open(false);
    else if (action === 'demo-close') dialog.close();
    // A click on the backdrop lands on the dialog element itself, never on its content.
    else if (event.target === dialog) dialog.close();
  });
  const offClose = listen(dialog, 'close', () => {
    tour.stop();
    opener?.focus();
  });

  if (options.demoOpen) open(true);

  return () => {
    offClick();
    offClose();
    tour.dispose();
    if (dialog.open) dialog.close();
  };
}

/** Drives the tour's markup (see ProductTour) from the tour reducer. */
function createTour(element: HTMLElement) {
  let state: TourState = initialTourState(true);
  let timer: number | undefined;
  const scenes = element.querySelectorAll<HTMLElement>('[data-tour-scene]');
  const steps = element.querySelectorAll<HTMLElement>('[data-action="tour-step"]');
  const heading = element.querySelector('[data-tour-caption-heading]');
  const text = element.querySelector('[data-tour-caption-text]');
  const caption = element.querySelector('[data-tour-caption]');
  const toggleLabel = element.querySelector('[data-tour-toggle-label]');

  const render = () => {
    element.dataset.playing = String(state.playing);
    scenes.forEach((scene, index) => {
      scene.dataset.active = String(index === state.step);
    });
    steps.forEach((step, index) => {
      if (index === state.step) step.setAttribute('aria-current', 'step');
      else step.removeAttribute('aria-current');
    });
    // The captions and labels come with the markup, in the page's language.
    const scene = scenes[state.step];
    if (heading) heading.textContent = scene?.dataset.captionHeading ?? '';
    if (text) text.textContent = scene?.dataset.captionText ?? '';
    // Announced when the visitor moves the tour, not every few seconds while it plays.
    caption?.setAttribute('aria-live', state.playing ? 'off' : 'polite');
    if (toggleLabel instanceof HTMLElement) {
      const label = state.playing ? toggleLabel.dataset.pauseLabel : toggleLabel.dataset.playLabel;
      toggleLabel.textContent = label ?? '';
    }
  };

  const apply = (next: TourState) => {
    state = next;
    render();
    window.clearTimeout(timer);
    if (state.playing)
      timer = window.setTimeout(() => send({ type: 'tour.tick' }), tourStepDuration);
  };
  const send = (event: TourEvent) => apply(tourReducer(state, event));

  const offClick = listen(element, 'click', (event) => {
    const control = actionOf(event, element);
    if (control?.dataset.action === 'tour-toggle') send({ type: 'tour.toggle' });
    if (control?.dataset.action === 'tour-step')
      send({ type: 'tour.select', step: Number(control.dataset.step) });
  });

  return {
    start: (paused: boolean) => apply(initialTourState(paused)),
    stop: () => apply({ ...state, playing: false }),
    dispose: () => {
      window.clearTimeout(timer);
      offClick();
    },
  };
}

/** The floating back-to-top button, shown once the page is scrolled past the threshold. */
function enhanceScrollToTop(root: HTMLElement): Cleanup {
  const button = root.querySelector<HTMLButtonElement>('[data-action="to-top"]');
  if (!button) return () => {};
  const update = () => {
    button.hidden = window.scrollY <= scrollToTopThreshold;
  };
  update();
  const offScroll = listen(window, 'scroll', update, { passive: true });
  const offClick = listen(button, 'click', () => {
    // Keyboard users continue from the top too; the page's smooth-scroll rule animates the
    // jump unless the visitor asked for reduced motion.
    root.querySelector<HTMLElement>('#top')?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  });
  return () => {
    offScroll();
    offClick();
  };
}

/** The pre-rendered page's language select: a choice other than the page's own opens the app. */
function enhanceLanguage(root: HTMLElement, options: EnhanceLandingOptions): Cleanup {
  const select = root.querySelector<HTMLSelectElement>('select[data-action="language"]');
  const { onLanguageChange } = options;
  if (!select || !onLanguageChange) return () => {};
  // The page's own language; a browser restoring form state after "back" may show another.
  const initial = [...select.options].find((option) => option.defaultSelected)?.value ?? '';
  select.value = initial;
  return listen(select, 'change', () => {
    if (select.value !== initial) onLanguageChange(select.value);
  });
}
