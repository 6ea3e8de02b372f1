import { type RefObject, useLayoutEffect } from 'react';

/**
 * Takes over a radio group's choice made before the app took the page over. The browser checks a
 * tapped radio at once, in the server's markup, but the app starts from its own state and hydration
 * leaves the DOM as it is, so Add would add a pack the shopper did not pick (issue 36's throttled-phone
 * check). Read once, in the commit that hydrates the group, so a tap held or replayed after it (early
 * clicks, React's own replay) already sees the choice.
 */
export function useEarlyChoice(group: RefObject<HTMLElement | null>, selected: number, onSelect: (value: number) => void): void {
  useLayoutEffect(() => {
    const value = Number(group.current?.querySelector<HTMLInputElement>('input[type=radio]:checked')?.value);
    if (Number.isInteger(value) && value !== selected) onSelect(value);
    // Only the choice at hydration: later ones come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
