import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '../../api/http-client';
import { loadInit } from '../../api/store-api';
import { CanvasApp } from './CanvasApp';
import { loadEveryType } from './load-every-type';
import '../../shell/store.css';
import './canvas.css';
// The client's fetch library, with the canvas's first code rather than after it (the store loads it lazily).
import 'ofetch';

// The canvas is the store itself (its theme, font, CSS, header, footer and renderers) showing the
// page the editor sends; it runs in a frame so the editor's styles and the store's never meet.
const api = createApiClient({ webUrl: location.origin });
const container = document.getElementById('root');
if (!container) throw new Error('canvas.html has no #root element');
const root = createRoot(container);
void loadInit(api).then((init) => {
  root.render(
    init ? (
      <StrictMode>
        <CanvasApp init={init} api={api} />
      </StrictMode>
    ) : (
      <p role="alert">The store did not answer. Reload the editor to try again.</p>
    ),
  );
  if (init) loadEveryType();
});
