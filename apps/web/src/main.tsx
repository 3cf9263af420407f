import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installExtensionErrorFilter, unregisterServiceWorkers } from './app/startup';

// docs/requirements.md, "Browser session": no service worker survives from an earlier deployment; extension errors are hidden.
installExtensionErrorFilter(window);
void unregisterServiceWorkers(navigator.serviceWorker);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
