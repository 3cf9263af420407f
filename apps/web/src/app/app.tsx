import { useState } from 'react';
// from react-router/dom: navigate(..., { flushSync: true }) commits at once (used by the role switch)
import { RouterProvider } from 'react-router/dom';
import { setApiNavigator } from '../lib/api';
import { AppProviders } from './providers';
import { createAppRouter } from './routes/router';

export function App() {
  const [router] = useState(() => {
    const created = createAppRouter();
    // A forced sign-out (failed refresh, 408) moves inside the app instead of reloading it.
    setApiNavigator((path) => void created.navigate(path, { replace: true }));
    return created;
  });
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
