import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useText } from '../../i18n/useText';
import { CheckList } from './CheckList';
import { formatEuros, plans, trialClaims } from './content';
import { action, cardText, container, sectionTinted } from './landing.css';
import * as styles from './PricingSection.css';
import { SectionHeader } from './SectionHeader';

export function PricingSection() {
  const t = useText();
  const { locale } = useIntl();
  return (
    <section id="pricing" className={sectionTinted} aria-labelledby="pricing-title">
      <div className={container}>
        <SectionHeader
          id="pricing-title"
          eyebrow={t('landing.nav.pricing')}
          title={t('landing.pricing.title')}
          lead={t('landing.pricing.lead')}
          centered
        />
        <ul className={styles.plans}>
          {plans.map((plan) => (
            <li
              key={plan.name}
              className={styles.plan}
              data-popular={plan.mostPopular ? 'true' : 'false'}
            >
              {plan.mostPopular && <p className={styles.badge}>{t('landing.pricing.popular')}</p>}
              <h3 className={styles.planName}>{t(plan.name)}</h3>
              <p className={styles.price}>
                <span className={styles.amount}>{formatEuros(locale, plan.price)}</span>
                <span className={styles.period}>{t(plan.period)}</span>
              </p>
              <p className={cardText}>{t(plan.summary)}</p>
              <div className={styles.contents}>
                <CheckList items={plan.contents} />
              </div>
              <Link
                href="/signup"
                className={plan.mostPopular ? action.primary : action.secondary}
                aria-label={t('landing.pricing.startPlan', { plan: t(plan.name) })}
              >
                {t('landing.pricing.start')}
              </Link>
            </li>
          ))}
        </ul>
        <p className={styles.trialNote}>{trialClaims.map((claim) => t(claim)).join(' · ')}</p>
      </div>
    </section>
  );
}
