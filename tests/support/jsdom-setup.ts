import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait this long for what they need: a lazy screen in jsdom took over the default
// 1 s on a busy 2-core machine (issue 32). A test that passes still returns as soon as it is there.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
