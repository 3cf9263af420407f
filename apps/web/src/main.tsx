import AntdIcon from '@ant-design/icons/es/components/AntdIcon';
import AntdIconLight from '@ant-design/icons/es/components/AntdIconLight';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installControlNames } from './app/antd-control-names';
import { App } from './app/app';
import { installIconNames } from './app/icon-names';
import { preloadPage } from './app/routes/router';
import { installExtensionErrorFilter, unregisterServiceWorkers } from './app/startup';

// docs/architecture.md, "Accessibility": no English name of an antd icon or control is read out.
installIconNames(AntdIcon, AntdIconLight);
installControlNames(document);

// docs/requirements.md, "Browser session": no service worker survives from an earlier deployment; extension errors are hidden.
installExtensionErrorFilter(window);
void unregisterServiceWorkers(navigator.serviceWorker);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// docs/architecture.md, "Delivery and caching": a page whose code index.html asked for already
// (sign-in, the dashboard) is drawn in one pass once it is in, not a spinner then the page. Any
// other page draws its layout and heading at once, and its body when its code arrives.
const pathname = window.location.pathname;
const preload = preloadPage(pathname);
if (document.documentElement.dataset.firstPage === pathname) void preload.then(render);
else render();
