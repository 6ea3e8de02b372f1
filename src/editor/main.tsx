import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '../api/http-client';
import { EditorApp } from './EditorApp';
import './editor.css';

const container = document.getElementById('editor-root');
if (!container) throw new Error('index.html has no #editor-root element');
createRoot(container).render(
  <StrictMode>
    <EditorApp api={createApiClient({ webUrl: location.origin })} />
  </StrictMode>,
);
// For tests and monitoring, as the store marks its pages (src/start.ts): the editor's code is in.
document.documentElement.dataset.app = 'started';
