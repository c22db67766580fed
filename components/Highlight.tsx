/** A message with the offending fragment highlighted. Rendered as text only: never HTML from a page. */
export function Highlight({ text, start, end, fragment }: { text: string; start: number; end: number; fragment: string }) {
  const valid = start >= 0 && end > start && end <= text.length;
  if (!valid) return <span class="msg-text">{text || fragment}</span>;
  return (
    <span class="msg-text">
      {text.slice(0, start)}
      <mark>{text.slice(start, end)}</mark>
      {text.slice(end)}
    </span>
  );
}
