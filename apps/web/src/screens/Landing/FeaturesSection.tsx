import { useText } from '../../i18n/useText';
import { features } from './content';
import { Icon } from './icons';
import { card, cardText, cardTitle, iconBadge } from './landing.css';
import { TintedCardSection } from './TintedCardSection';

export function FeaturesSection() {
  const t = useText();
  return (
    <TintedCardSection
      id="features"
      eyebrow={t('landing.nav.whyUs')}
      title={t('landing.features.title')}
      lead={t('landing.features.lead')}
      cards={features.map((feature) => (
        <li key={feature.title} className={card}>
          <span className={iconBadge}>
            <Icon name={feature.icon} />
          </span>
          <h3 className={cardTitle}>{t(feature.title)}</h3>
          <p className={cardText}>{t(feature.text)}</p>
        </li>
      ))}
    />
  );
}
