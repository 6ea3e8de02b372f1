import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Init } from '../../contract/init';
import { Header } from '../../src/shell/header/Header';
import { StoreProviders } from './store-providers';

/** Renders the store header for `init` at `path`, with the store's providers; answers the location, whose history records each navigation. */
export function renderHeader(init: Init, path = '/') {
  const location = memoryLocation({ path, record: true });
  render(
    <StoreProviders init={init}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Header init={init} showSubNavbar />
      </Router>
    </StoreProviders>,
  );
  return location;
}
