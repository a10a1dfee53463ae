import type { Text } from '@lingua/i18n';

/**
 * What the app's toaster shows. `destructive` is the spec's red toast (errors and warnings).
 * Texts are catalogue messages (or a server's detail, already in the reader's language).
 */
export interface Toast {
  title: Text;
  description?: Text;
  variant: 'default' | 'destructive';
}

export function successToast(title: Text, description?: Text): Toast {
  return description === undefined
    ? { title, variant: 'default' }
    : { title, description, variant: 'default' };
}

export function errorToast(title: Text, description: Text): Toast {
  return { title, description, variant: 'destructive' };
}
