import { features } from './content';
import { Icon } from './icons';
import { card, cardText, cardTitle, iconBadge } from './landing.css';
import { TintedCardSection } from './TintedCardSection';

export function FeaturesSection() {
  return (
    <TintedCardSection
      id="features"
      eyebrow="Why Us"
      title="Everything a language class needs, in one place"
      lead="Less time preparing material, more time teaching: Lingua handles the exercises, the marking and the numbers."
      cards={features.map((feature) => (
        <li key={feature.title} className={card}>
          <span className={iconBadge}>
            <Icon name={feature.icon} />
          </span>
          <h3 className={cardTitle}>{feature.title}</h3>
          <p className={cardText}>{feature.text}</p>
        </li>
      ))}
    />
  );
}
