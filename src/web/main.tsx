// Entry point of the browser client.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Languages first: every component renders in the chosen one from its first paint.
import './i18n/index.ts';
import { App } from './App.tsx';
import { absorbInviteToken } from './route.ts';
import './styles.css';

absorbInviteToken();
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
