import type { ApiClient } from '@lingua/api';
import type { Toast } from '@lingua/flows';
import { RouterProvider, ToastRegion } from '@lingua/ui';
import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { useLocation } from 'wouter';
import { useText } from '../i18n/useText';
import { addToast, type ToastQueue } from './toasts';

/**
 * What every screen needs besides the query cache and the session: the API client, the toast
 * queue and the clock (stories freeze it at the fixtures' moment).
 */
export interface AppServices {
  api: ApiClient;
  toasts: ToastQueue;
  now: () => number;
}

const ServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) {
  const [, navigate] = useLocation();
  // ui's links and buttons with `href` navigate through the app's router, not a page load.
  return (
    <ServicesContext.Provider value={services}>
      <RouterProvider navigate={(to) => navigate(to)}>
        {children}
        <ToastRegion queue={services.toasts} />
      </RouterProvider>
    </ServicesContext.Provider>
  );
}

function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('Screens must be rendered inside AppServicesProvider');
  return services;
}

export const useApi = (): ApiClient => useServices().api;
export const useNow = (): number => useServices().now();

/** Shows a toast of the flows' shape (title, description, red for failures), translated. */
export function useShowToast(): (toast: Toast) => void {
  const { toasts } = useServices();
  const t = useText();
  return useCallback((toast: Toast) => addToast(toasts, toast, t), [toasts, t]);
}
