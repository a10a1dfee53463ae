import { features } from './content';
import { Icon } from './icons';
import {
  card,
  cardGrid,
  cardText,
  cardTitle,
  container,
  iconBadge,
  sectionTinted,
} from './landing.css';
import { SectionHeader } from './SectionHeader';

export function FeaturesSection() {
  return (
    <section id="features" className={sectionTinted} aria-labelledby="features-title">
      <div className={container}>
        <SectionHeader
          id="features-title"
          eyebrow="Why Us"
          title="Everything a language class needs, in one place"
          lead="Less time preparing material, more time teaching: Lingua handles the exercises, the marking and the numbers."
          centered
        />
        <ul className={cardGrid}>
          {features.map((feature) => (
            <li key={feature.title} className={card}>
              <span className={iconBadge}>
                <Icon name={feature.icon} />
              </span>
              <h3 className={cardTitle}>{feature.title}</h3>
              <p className={cardText}>{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
