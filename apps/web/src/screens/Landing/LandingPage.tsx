import type { ReactNode } from 'react';
import { useText } from '../../i18n/useText';
import { AiAssistantSection } from './AiAssistantSection';
import { AssignmentsSection } from './AssignmentsSection';
import { DemoDialog } from './DemoDialog';
import { ExercisesSection } from './ExercisesSection';
import { landingRootId } from './enhanceLanding';
import { FeaturesSection } from './FeaturesSection';
import { HeroSection } from './HeroSection';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';
import * as styles from './LandingScreen.css';
import { page } from './landing.css';
import { PricingSection } from './PricingSection';
import { ScrollToTopButton } from './ScrollToTopButton';
import { TestimonialsSection } from './TestimonialsSection';

/**
 * The public page at /, section by section as learning-content.md section 2 lists them.
 * Pure markup without state: the build pre-renders it to HTML in English (see src/prerender.tsx);
 * the app renders it in the visitor's language.
 */
export function LandingPage({ languageSwitcher }: { languageSwitcher: ReactNode }) {
  const t = useText();
  return (
    <div id={landingRootId} className={page}>
      <span id="top" tabIndex={-1} className={styles.top} />
      <a href="#main" className={styles.skipLink}>
        {t('landing.skipToMain')}
      </a>
      <LandingHeader />
      <main id="main" tabIndex={-1} className={styles.top}>
        <HeroSection />
        <FeaturesSection />
        <AiAssistantSection />
        <ExercisesSection />
        <AssignmentsSection />
        <PricingSection />
        <TestimonialsSection />
      </main>
      <LandingFooter languageSwitcher={languageSwitcher} />
      <ScrollToTopButton />
      <DemoDialog />
    </div>
  );
}
