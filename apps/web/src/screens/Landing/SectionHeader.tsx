import type { ReactNode } from 'react';
import { eyebrow, heading, lead, sectionHeader, sectionHeaderCentered } from './landing.css';

interface SectionHeaderProps {
  /** Becomes the heading's id, which its section points at with aria-labelledby. */
  id: string;
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** @default false */
  centered?: boolean;
}

export function SectionHeader({
  id,
  eyebrow: kicker,
  title,
  lead: text,
  centered = false,
}: SectionHeaderProps) {
  return (
    <div className={centered ? sectionHeaderCentered : sectionHeader}>
      <p className={eyebrow}>{kicker}</p>
      <h2 id={id} className={heading}>
        {title}
      </h2>
      <p className={lead}>{text}</p>
    </div>
  );
}
