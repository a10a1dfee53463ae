import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';

/**
 * A dialog whose code is fetched the first time it opens, so a page's first view does not
 * download dialogs its visitor may never open. Once opened it stays mounted, as an eagerly
 * loaded one would: it animates out and keeps its state between openings. `whileLoading` is
 * shown until the code is there (a dialog opened by a click: `<DialogSpinner />`).
 */
export function loadOnFirstOpen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
  whileLoading: ReactNode = null,
): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function DialogOnFirstOpen(props: P) {
    const [opened, setOpened] = useState(false);
    if (!opened && isOpen(props)) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={whileLoading}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
