import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registry } from '../registry';
import { createApiClient } from './api/http-client';
import { App } from './app/App';
import { BootGate } from './app/boot/BootGate';
import './app/styles.css';

const api = createApiClient({ webUrl: location.origin });
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <BootGate api={api}>{(init, page) => <App init={init} firstPage={page} api={api} registry={registry} />}</BootGate>
  </StrictMode>,
);
