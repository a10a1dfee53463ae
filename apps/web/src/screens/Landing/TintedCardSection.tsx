import type { ReactNode } from 'react';
import { cardGrid, container, sectionTinted } from './landing.css';
import { SectionHeader } from './SectionHeader';

interface TintedCardSectionProps {
  /** The section's anchor; its heading gets `${id}-title`. */
  id: string;
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** The grid's `<li>` cards. */
  cards: ReactNode;
  /** Shown under the grid. */
  children?: ReactNode;
}

/** A tinted landing section: centred header, then a grid of cards. */
export function TintedCardSection({
  id,
  eyebrow,
  title,
  lead,
  cards,
  children,
}: TintedCardSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} className={sectionTinted} aria-labelledby={titleId}>
      <div className={container}>
        <SectionHeader id={titleId} eyebrow={eyebrow} title={title} lead={lead} centered />
        <ul className={cardGrid}>{cards}</ul>
        {children}
      </div>
    </section>
  );
}
