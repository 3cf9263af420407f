import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { AbilityProvider, appAbility } from '../lib/ability';
import { session } from '../lib/api';
import { createQueryClient } from '../lib/query-client';
import { LayoutSettingsProvider } from './layout/layout-settings-context';
import { ThemeProvider } from './theme-provider';

/**
 * Cached server data belongs to one user in one role: drop it when the user signs out or
 * changes, and refetch it when the active role (and so the data scope) changes.
 */
function useCacheFollowsSession(queryClient: ReturnType<typeof createQueryClient>) {
  useEffect(() => {
    let previous = session.user();
    return session.subscribe(() => {
      const next = session.user();
      if (next?.id !== previous?.id) queryClient.removeQueries();
      else if (next && previous && next.roleId !== previous.roleId) void queryClient.resetQueries();
      previous = next;
    });
  }, [queryClient]);
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useCacheFollowsSession(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AbilityProvider value={appAbility}>
        <LayoutSettingsProvider>
          <ThemeProvider>{children}</ThemeProvider>
        </LayoutSettingsProvider>
      </AbilityProvider>
    </QueryClientProvider>
  );
}
