// Entry point of the browser client.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Languages first: every component renders in the chosen one from its first paint.
import { i18nReady } from './i18n/index.ts';
import { App } from './App.tsx';
import { absorbInviteToken } from './route.ts';
import './styles.css';

absorbInviteToken();
// The first paint waits for the language's catalogue (one small chunk): no key ever shows.
// Should the chunk fail to arrive, the page still comes up (a reload fetches it again).
void i18nReady.catch(() => undefined).then(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// The offline copy of the client (public/sw.js): installed once the page has loaded, so that it
// never competes with the first load.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  });
}
