// Entry point of the browser client.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { absorbInviteToken } from './route.ts';
import './styles.css';

absorbInviteToken();
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
