import type { LanguageCode } from '../languages';

/**
 * Verbs with two past participles, both standard: Portuguese "pago" / "pagado", "aceite" /
 * "aceito" / "aceitado", Spanish "impreso" / "imprimido". Either is right where a participle is
 * asked or follows its auxiliary; "pago" is also "I pay", so only there.
 */
const doubles: Partial<Record<LanguageCode, readonly (readonly string[])[]>> = {
  pt: [
    ['pago', 'pagado'],
    ['ganho', 'ganhado'],
    ['gasto', 'gastado'],
    ['aceito', 'aceitado', 'aceite'],
    ['entregue', 'entregado'],
    ['salvo', 'salvado'],
    ['limpo', 'limpado'],
    ['impresso', 'imprimido'],
    ['aceso', 'acendido'],
    ['eleito', 'elegido'],
    ['expulso', 'expulsado'],
    ['solto', 'soltado'],
  ],
  es: [
    ['impreso', 'imprimido'],
    ['provisto', 'proveído'],
  ],
};
const auxiliaries =
  /^(ter|tenho|tens|tem|temos|têm|tinha|tinhas|tínhamos|tinham|tiver|tivesse|terá|teria|haver|há|havia|he|has|ha|hemos|habéis|han|había|habían|haber|hubiera|hubiese|habría)$/;

export function isDoubleParticiple(
  code: LanguageCode,
  yours: string,
  right: string,
  reference: readonly string[],
  itemWords: readonly string[],
): boolean {
  const group = doubles[code]?.find((forms) => forms.includes(right));
  if (!group?.includes(yours)) return false;
  const before = reference[reference.indexOf(right) - 1] ?? '';
  return auxiliaries.test(before) || itemWords.some((word) => /^partic[ií]pio$/.test(word));
}
