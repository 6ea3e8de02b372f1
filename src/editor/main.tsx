import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '../api/http-client';
import { EditorApp } from './EditorApp';
import { startCanvasEarly } from './early-canvas';
import { withEarlyReads } from './early-reads';
import { firstReads } from './editor-api';
import { pathFromAddress } from './editor-address';
import './editor.css';
// The client's fetch library, with the editor's first code rather than after it (the store loads it lazily).
import 'ofetch';

const api = withEarlyReads(createApiClient({ webUrl: location.origin }), firstReads(pathFromAddress(location.search)));
startCanvasEarly();
const container = document.getElementById('editor-root');
if (!container) throw new Error('index.html has no #editor-root element');
createRoot(container).render(
  <StrictMode>
    <EditorApp api={api} />
  </StrictMode>,
);
// For tests and monitoring, as the store marks its pages (src/start.ts): the editor's code is in.
document.documentElement.dataset.app = 'started';
