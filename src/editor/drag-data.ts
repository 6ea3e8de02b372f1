/**
 * What a drag in the editor carries, in the drag's own data (the palette and the canvas are in two
 * documents, so the browser's drag and drop is what crosses the frame): a component type to add, or
 * the index of a component on the page to move. Custom types, so no other drag (a file, a link) is taken.
 */
const ADD = 'application/x-editor-add';
const MOVE = 'application/x-editor-move';

/** A component dropped on the page: a new one of a type, or one already on it. */
export type ComponentDrop = { kind: 'add'; name: string } | { kind: 'move'; from: number };

/** Starts a drag that adds a component of type `name`. */
export function carryNewComponent(transfer: DataTransfer, name: string): void {
  transfer.setData(ADD, name);
  transfer.effectAllowed = 'copy';
}

/** Starts a drag that moves the component at `index`. */
export function carryPlacedComponent(transfer: DataTransfer, index: number): void {
  transfer.setData(MOVE, String(index));
  transfer.effectAllowed = 'move';
}

/** What kind of component drag this is (readable while it is under way, when its data is not), or null for any other drag. */
export function carriedKind(transfer: DataTransfer | null): ComponentDrop['kind'] | null {
  const types = transfer?.types ?? [];
  if (types.includes(ADD)) return 'add';
  return types.includes(MOVE) ? 'move' : null;
}

/** The component a drag carries, readable at its start and at the drop; null for any other drag or unreadable data. */
export function carriedComponent(transfer: DataTransfer | null): ComponentDrop | null {
  if (!transfer) return null;
  const name = transfer.getData(ADD);
  if (name) return { kind: 'add', name };
  const from = transfer.getData(MOVE);
  return /^\d+$/.test(from) ? { kind: 'move', from: Number(from) } : null;
}
