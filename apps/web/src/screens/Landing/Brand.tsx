/** The brand inside a translated sentence: never translated. */
export function Brand() {
  return <span translate="no">Lingua</span>;
}
