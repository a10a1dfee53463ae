import { useText } from '../../i18n/useText';
import { testimonials } from './content';
import { card, cardGrid, container, section } from './landing.css';
import { SectionHeader } from './SectionHeader';
import * as styles from './TestimonialsSection.css';

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('');
}

export function TestimonialsSection() {
  const t = useText();
  return (
    <section className={section} aria-labelledby="testimonials-title">
      <div className={container}>
        <SectionHeader
          id="testimonials-title"
          eyebrow={t('landing.testimonials.eyebrow')}
          title={t('landing.testimonials.title')}
          lead={t('landing.testimonials.lead')}
          centered
        />
        <ul className={cardGrid}>
          {testimonials.map((testimonial) => (
            <li key={testimonial.name} className={card}>
              <figure className={styles.quote}>
                <blockquote className={styles.text}>{t(testimonial.quote)}</blockquote>
                <figcaption className={styles.person}>
                  <span className={styles.avatar} aria-hidden="true" translate="no">
                    {initials(testimonial.name)}
                  </span>
                  <span>
                    <span className={styles.name} translate="no">
                      {testimonial.name}
                    </span>
                    <span className={styles.role}>{t(testimonial.role)}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
