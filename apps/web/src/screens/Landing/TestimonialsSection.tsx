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
  return (
    <section className={section} aria-labelledby="testimonials-title">
      <div className={container}>
        <SectionHeader
          id="testimonials-title"
          eyebrow="Testimonials"
          title="Teachers and learners use it every week"
          lead="What changes when the preparation and the marking take care of themselves."
          centered
        />
        <ul className={cardGrid}>
          {testimonials.map((testimonial) => (
            <li key={testimonial.name} className={card}>
              <figure className={styles.quote}>
                <blockquote className={styles.text}>{testimonial.quote}</blockquote>
                <figcaption className={styles.person}>
                  <span className={styles.avatar} aria-hidden="true">
                    {initials(testimonial.name)}
                  </span>
                  <span>
                    <span className={styles.name}>{testimonial.name}</span>
                    <span className={styles.role}>{testimonial.role}</span>
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
