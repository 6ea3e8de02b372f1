// jsdom has no ResizeObserver; Puck reads it when imported. Nothing is measured by it here.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
