import { useId, useRef } from 'react';

interface Props {
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  /** Accepted types, as the input's accept attribute. */
  accept?: string;
}

/** One file: the native picker (keyboard and screen-reader friendly), the chosen name, and Clear back to null. */
export function FileField({ label, value, onChange, accept }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="field file-field">
      <span className="file-field-label" id={`${id}-label`}>
        {label}
      </span>
      <div className="file-field-row">
        <input
          ref={input}
          id={id}
          type="file"
          className="file-field-input"
          accept={accept}
          aria-labelledby={`${id}-label ${id}-name`}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
        <label htmlFor={id} className="file-field-choose" aria-hidden="true">
          Browse
        </label>
        <span id={`${id}-name`} className="file-field-name">
          {value ? value.name : 'Choose a file…'}
        </span>
        {value ? (
          <button
            type="button"
            className="button"
            onClick={() => {
              if (input.current) input.current.value = '';
              onChange(null);
            }}
          >
            Clear <span className="visually-hidden">{label}</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}
