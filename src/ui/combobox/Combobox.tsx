import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { filterOptions, MAX_SHOWN, type ComboOption } from './filter-options';

interface Props {
  label: string;
  options: readonly ComboOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder?: string;
}

/**
 * A text field with a list of matching options (WAI-ARIA combobox pattern): typing filters
 * (case-insensitive), ↓/↑ move, Enter chooses, Escape closes then clears, Alt+↓ opens.
 */
export function Combobox({ label, options, value, onChange, placeholder }: Props) {
  const id = useId();
  const listId = `${id}-list`;
  const selected = options.find((o) => o.value === value) ?? null;
  const [text, setText] = useState(selected?.label ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const matches = useMemo(() => filterOptions(options, text === selected?.label ? '' : text), [options, text, selected]);
  const shown = matches.slice(0, MAX_SHOWN);

  const choose = (option: ComboOption) => {
    onChange(option.value);
    setText(option.label);
    setOpen(false);
    setActive(-1);
  };
  const move = (delta: number) => {
    setOpen(true);
    if (shown.length) setActive((i) => (i + delta + shown.length) % shown.length);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (event.altKey) setOpen(true);
        else move(open ? 1 : active < 0 ? 1 : 0);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter':
        if (open && active >= 0 && shown[active]) {
          event.preventDefault();
          choose(shown[active]);
        }
        break;
      case 'Escape':
        if (open) setOpen(false);
        else {
          setText('');
          onChange(null);
        }
        setActive(-1);
        break;
      default:
        break;
    }
  };
  const activeId = open && active >= 0 ? `${id}-option-${active}` : undefined;
  return (
    <div className="combobox">
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <div className="combobox-popup" hidden={!open}>
        <ul id={listId} role="listbox" aria-label={label} className="combobox-list">
          {shown.map((option, index) => (
            <li
              key={option.value}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={option.value === value}
              className={index === active ? 'combobox-option active' : 'combobox-option'}
              // mousedown, not click: the input keeps focus and does not blur the list away first.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option);
              }}
            >
              {option.label}
            </li>
          ))}
        </ul>
        {/* Outside the listbox (which may hold only options), announced politely. */}
        <p className="combobox-note" role="status">
          {shown.length === 0
            ? 'No matching data'
            : matches.length > shown.length
              ? `${matches.length - shown.length} more: type to narrow down`
              : ''}
        </p>
      </div>
    </div>
  );
}
