import { describe, expect, it } from 'vitest';
import { countries, describeCountry, normaliseCountry } from './countries';

describe('countries', () => {
  it('lists every ISO 3166-1 country once, by name', () => {
    expect(countries).toHaveLength(249);
    expect(new Set(countries.map((c) => c.code)).size).toBe(249);
    expect(countries.find((c) => c.code === 'ES')?.name).toBe('Spain');
  });
});

describe('normaliseCountry', () => {
  it('keeps two-letter codes, upper-cased', () => {
    expect(normaliseCountry('es')).toBe('ES');
    expect(normaliseCountry('DE')).toBe('DE');
  });

  it('maps English, Spanish and local spellings to the code', () => {
    expect(normaliseCountry('Germany')).toBe('DE');
    expect(normaliseCountry('Alemania')).toBe('DE');
    expect(normaliseCountry('Deutschland')).toBe('DE');
    expect(normaliseCountry('españa')).toBe('ES');
    expect(normaliseCountry('Espana')).toBe('ES');
    expect(normaliseCountry(' México ')).toBe('MX');
  });

  it('maps old aliases', () => {
    expect(normaliseCountry('USA')).toBe('US');
    expect(normaliseCountry('EE.UU.')).toBe('US');
    expect(normaliseCountry('UK')).toBe('GB');
  });

  it('keeps what it cannot recognise, and empties nothing', () => {
    expect(normaliseCountry('Atlantis')).toBe('Atlantis');
    expect(normaliseCountry(null)).toBe('');
  });
});

describe('describeCountry', () => {
  it('shows name and code', () => {
    expect(describeCountry('España')).toBe('Spain (ES)');
    expect(describeCountry('Atlantis')).toBe('Atlantis');
  });

  it('names the country in the reader’s language', () => {
    expect(describeCountry('DE', 'es')).toBe('Alemania (DE)');
    expect(describeCountry('Spain', 'it')).toBe('Spagna (ES)');
  });
});
