import { useEffect, useRef } from 'react';
import { LanguageSwitcher } from '../../i18n/LanguageSwitcher';
import { type EnhanceLandingOptions, enhanceLanding } from './enhanceLanding';
import { LandingPage } from './LandingPage';

/**
 * The landing page when React renders it: in development, when a visitor comes back to / from
 * inside the app, and for every visitor whose language is not English (public/route-gate.js
 * hides the pre-rendered English HTML for them). English visitors opening / directly get the
 * pre-rendered HTML instead.
 */
export default function LandingScreen(options: EnhanceLandingOptions) {
  const root = useRef<HTMLDivElement>(null);
  const { demoOpen } = options;

  useEffect(() => {
    const element = root.current?.firstElementChild;
    if (element instanceof HTMLElement) return enhanceLanding(element, { demoOpen });
  }, [demoOpen]);

  return (
    <div ref={root} style={{ display: 'contents' }}>
      <LandingPage languageSwitcher={<LanguageSwitcher />} />
    </div>
  );
}
