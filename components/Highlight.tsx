/**
 * A message with the offending fragment highlighted. Rendered as text only:
 * never HTML from a page. In a one-line row a fragment deep in a long message
 * would be cut off, so the text before it is shortened to some context.
 */
const CONTEXT = 32;

export function Highlight({ text, start, end, fragment }: { text: string; start: number; end: number; fragment: string }) {
  const valid = start >= 0 && end > start && end <= text.length;
  if (!valid) return <span class="msg-text">{text || fragment}</span>;
  const from = start > CONTEXT + 8 ? start - CONTEXT : 0;
  return (
    <span class="msg-text" title={text.length > 200 ? `${text.slice(0, 200)}…` : text}>
      {from > 0 ? '…' : ''}
      {text.slice(from, start)}
      <mark>{text.slice(start, end)}</mark>
      {text.slice(end, end + 400)}
    </span>
  );
}
