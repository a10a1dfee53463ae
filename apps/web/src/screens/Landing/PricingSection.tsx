import { Link } from 'wouter';
import { CheckList } from './CheckList';
import { plans, trialClaims } from './content';
import { action, cardText, container, sectionTinted } from './landing.css';
import * as styles from './PricingSection.css';
import { SectionHeader } from './SectionHeader';

export function PricingSection() {
  return (
    <section id="pricing" className={sectionTinted} aria-labelledby="pricing-title">
      <div className={container}>
        <SectionHeader
          id="pricing-title"
          eyebrow="Pricing"
          title="Simple plans for every classroom"
          lead="Every plan starts with a 14-day free trial. No credit card required, and you are set up in 5 minutes."
          centered
        />
        <ul className={styles.plans}>
          {plans.map((plan) => (
            <li
              key={plan.name}
              className={styles.plan}
              data-popular={plan.mostPopular ? 'true' : 'false'}
            >
              {plan.mostPopular && <p className={styles.badge}>Most popular</p>}
              <h3 className={styles.planName}>{plan.name}</h3>
              <p className={styles.price}>
                <span className={styles.amount}>{plan.price}</span>
                <span className={styles.period}>{plan.period}</span>
              </p>
              <p className={cardText}>{plan.summary}</p>
              <div className={styles.contents}>
                <CheckList items={plan.contents} />
              </div>
              <Link
                href="/signup"
                className={plan.mostPopular ? action.primary : action.secondary}
                aria-label={`Start free trial: ${plan.name}`}
              >
                Start free trial
              </Link>
            </li>
          ))}
        </ul>
        <p className={styles.trialNote}>{trialClaims.join(' · ')}</p>
      </div>
    </section>
  );
}
