import { useEffect, useRef } from 'react';
import { type EnhanceLandingOptions, enhanceLanding } from './enhanceLanding';
import { LandingPage } from './LandingPage';

/**
 * The landing page when React renders it: in development, and when a visitor comes back to /
 * from inside the app. Visitors who open / directly get the pre-rendered HTML instead.
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
      <LandingPage />
    </div>
  );
}
