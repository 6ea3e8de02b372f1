import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  addDays,
  displayValue,
  formatDate,
  MAX_YEAR,
  MIN_YEAR,
  monthGrid,
  parseIsoDate,
  toIsoDate,
  WEEKDAYS,
  type CalendarDate,
} from './calendar';
import { useOutsidePointer } from '../hooks/use-outside-pointer';

interface Props {
  label: string;
  /** `YYYY-MM-DD`; `00000000`, '' and null show as empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Display format (`MMM D, YYYY` by default). */
  format?: string;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const YEARS = Array.from({ length: MAX_YEAR - MIN_YEAR + 1 }, (_, i) => MIN_YEAR + i);

function today(): CalendarDate {
  const now = new Date();
  const year = Math.min(Math.max(now.getFullYear(), MIN_YEAR), MAX_YEAR);
  return { year, month: now.getMonth() + 1, day: now.getDate() };
}

/**
 * A read-only text field that opens a calendar on focus (weeks start on Sunday, years 1900–2099);
 * choosing a date or clicking outside closes it. The value is stored as YYYY-MM-DD.
 */
export function DateField({ label, value, onChange, format }: Props) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const grid = useRef<HTMLTableElement>(null);
  const selected = parseIsoDate(value);
  const [open, setOpen] = useState(false);
  const [cursor, setCursor] = useState<CalendarDate>(selected ?? today());
  const moveFocus = useRef(false);
  // Focus given back to the field after choosing must not open the calendar again.
  const quietFocus = useRef(false);
  const refocus = () => {
    quietFocus.current = true;
    input.current?.focus();
    quietFocus.current = false;
  };

  useOutsidePointer(root, open, () => setOpen(false));
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [cursor]);

  const show = () => {
    if (open || quietFocus.current) return;
    setCursor(selected ?? today());
    setOpen(true);
  };
  const choose = (date: CalendarDate) => {
    onChange(toIsoDate(date));
    setOpen(false);
    refocus();
  };
  const onGridKey = (event: KeyboardEvent) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    moveFocus.current = true;
    setCursor((c) => addDays(c, step));
  };
  const setMonth = (year: number, month: number) => {
    const day = Math.min(cursor.day, new Date(Date.UTC(year, month, 0)).getUTCDate());
    setCursor({ year, month, day });
  };
  const previous = addDays({ ...cursor, day: 1 }, -1);
  const next = addDays({ ...cursor, day: 28 }, 5);

  return (
    <div
      ref={root}
      className="field date-field"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          refocus();
        }
      }}
    >
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        type="text"
        readOnly
        role="combobox"
        value={displayValue(value, format)}
        placeholder="Choose a date"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? `${id}-popup` : undefined}
        onFocus={show}
        onClick={() => {
          quietFocus.current = false;
          show();
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'Enter') {
            event.preventDefault();
            show();
            moveFocus.current = true;
            setCursor((c) => ({ ...c }));
          }
        }}
      />
      {open ? (
        <div id={`${id}-popup`} className="date-popup" role="dialog" aria-label={`Choose ${label}`}>
          <div className="date-popup-head">
            <button
              type="button"
              onClick={() => setMonth(previous.year, previous.month)}
              aria-label="Previous month"
              disabled={cursor.year === MIN_YEAR && cursor.month === 1}
            >
              ‹
            </button>
            <select aria-label="Month" value={cursor.month} onChange={(e) => setMonth(cursor.year, Number(e.target.value))}>
              {MONTH_NAMES.map((name, i) => (
                <option key={name} value={i + 1}>
                  {name}
                </option>
              ))}
            </select>
            <select aria-label="Year" value={cursor.year} onChange={(e) => setMonth(Number(e.target.value), cursor.month)}>
              {YEARS.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
            <button
              type="button"
              onClick={() => setMonth(next.year, next.month)}
              aria-label="Next month"
              disabled={cursor.year === MAX_YEAR && cursor.month === 12}
            >
              ›
            </button>
          </div>
          <table ref={grid} className="date-grid" role="grid" onKeyDown={onGridKey}>
            <thead>
              <tr>
                {WEEKDAYS.map((d) => (
                  <th key={d} scope="col">
                    {d}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthGrid(cursor.year, cursor.month).map((week, w) => (
                <tr key={w}>
                  {week.map((day, i) => {
                    if (day === null) return <td key={i} />;
                    const date = { year: cursor.year, month: cursor.month, day };
                    const isSelected = selected !== null && toIsoDate(selected) === toIsoDate(date);
                    return (
                      <td key={i}>
                        <button
                          type="button"
                          tabIndex={day === cursor.day ? 0 : -1}
                          aria-pressed={isSelected}
                          aria-label={formatDate(date, 'MMM D, YYYY')}
                          onClick={() => choose(date)}
                        >
                          {day}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          {value ? (
            <button
              type="button"
              className="date-clear"
              onClick={() => {
                onChange(null);
                setOpen(false);
                refocus();
              }}
            >
              Clear date
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
