/** Small line icons as inline SVG: no icon font, no emoji font needed on the host's machine. */
const PATHS = {
  play: 'M5 3.5v9l8-4.5z',
  pause: 'M4.5 3.5h2.5v9H4.5zM9 3.5h2.5v9H9z',
  next: 'M3 3.5v9l6.5-4.5zM10 3.5h2.5v9H10z',
  reset: 'M8 3a5 5 0 1 1-4.6 3H1.5l3-3.5 3 3.5H5.5A3.2 3.2 0 1 0 8 4.8z',
  undo: 'M6 3.5 2 7l4 3.5V8.3h3.5A2.7 2.7 0 0 1 9.5 13.7H7v1.8h2.5a4.5 4.5 0 0 0 0-9H6z',
  announce: 'M2 6.5h2.5L10 3v10L4.5 9.5H2zM11.5 5.5a3.5 3.5 0 0 1 0 5v-1.8a1.8 1.8 0 0 0 0-1.4z',
  check: 'M2.5 8.5 6 12l7.5-8-1.3-1.2L6 9.5 3.8 7.2z',
  cross: 'M3.5 2.3 8 6.8l4.5-4.5 1.2 1.2L9.2 8l4.5 4.5-1.2 1.2L8 9.2l-4.5 4.5-1.2-1.2L6.8 8 2.3 3.5z',
} as const;

export function Icon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg class="ico" width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
