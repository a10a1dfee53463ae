/** What the app's toaster shows. `destructive` is the spec's red toast (errors and warnings). */
export interface Toast {
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
}

export function successToast(title: string, description?: string): Toast {
  return description === undefined
    ? { title, variant: 'default' }
    : { title, description, variant: 'default' };
}

export function errorToast(title: string, description: string): Toast {
  return { title, description, variant: 'destructive' };
}
