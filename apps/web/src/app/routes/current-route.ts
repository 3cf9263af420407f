import { createContext, useContext } from 'react';
import type { AppRoute } from './route-types';

/** The route-table entry being rendered: its title names planned pages and the document. */
export const CurrentRouteContext = createContext<AppRoute | null>(null);

export function useCurrentRoute(): AppRoute | null {
  return useContext(CurrentRouteContext);
}
