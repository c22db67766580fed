/** The options page's building blocks: a titled section and a bounded number field. */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { MessageKey } from '@/lib/i18n';

export type T = (k: MessageKey) => string;

/** A textarea's lines, trimmed, empty ones dropped. */
export const lines = (s: string) =>
  s
    .split('\n')
    .map((x) => x.trim())
    .filter(Boolean);

export function Section({ id, title, children }: { id: string; title: string; children: ComponentChildren }) {
  return (
    <section id={id} class="opt-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * A number typed freely: the setting changes only while the text is a whole
 * number within its bounds (an emptied or half-typed field is not saved as 0).
 */
/** A setting that is on or off, with its label and an optional hint after it. */
export function CheckField(props: { testId: string; label: string; hint?: string; checked: boolean; onChecked: (on: boolean) => void }) {
  const { testId, label, hint, checked, onChecked } = props;
  return (
    <label class="check">
      <input
        type="checkbox"
        data-testid={testId}
        checked={checked}
        onChange={(e) => onChecked((e.currentTarget as HTMLInputElement).checked)}
      />{' '}
      {label}
      {hint && <span class="hint"> {hint}</span>}
    </label>
  );
}

export function NumberField(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  unit?: string;
  testId: string;
  onValue: (v: number) => void;
}) {
  const { label, value, min, max, step = 1, unit, testId, onValue } = props;
  const [text, setText] = useState(String(value));
  const editing = useRef(false);
  // Follows the setting when it changes (another page, a reload), not on mount: a mount effect
  // running late would undo what was just typed.
  const shown = useRef(value);
  useEffect(() => {
    if (value === shown.current) return;
    shown.current = value;
    if (!editing.current) setText(String(value));
  }, [value]);
  const n = Number(text);
  const valid = text.trim() !== '' && Number.isInteger(n) && n >= min && n <= max;
  const hintId = `${testId}-range`;
  return (
    <label class="number">
      <span>{label}</span>
      <span class="field">
        <input
          type="number"
          data-testid={testId}
          min={min}
          max={max}
          step={step}
          value={text}
          aria-invalid={!valid}
          aria-describedby={hintId}
          onFocus={() => (editing.current = true)}
          onBlur={() => {
            editing.current = false;
            if (!valid) setText(String(value));
          }}
          onInput={(e) => {
            const v = (e.currentTarget as HTMLInputElement).value;
            setText(v);
            const x = Number(v);
            if (v.trim() !== '' && Number.isInteger(x) && x >= min && x <= max) onValue(x);
          }}
        />
        <span class="unit">{unit ?? ''}</span>
        <span id={hintId} class={valid ? 'range' : 'range bad'}>
          {min}–{max}
        </span>
      </span>
    </label>
  );
}
