/**
 * A virtual list: thousands of rows, a screenful rendered. Rows have a known
 * height each (a fixed number, or one per item for the feed's day headers),
 * so positions are a prefix sum and the first visible row a binary search.
 */
import type { ComponentChildren, Ref } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';

export function VirtualList<T>({
  items,
  rowHeight,
  render,
  overscan = 8,
  className,
  listRef,
  onScroll,
  label,
  itemKey,
}: {
  items: T[];
  rowHeight: number | ((item: T) => number);
  render: (item: T, index: number) => ComponentChildren;
  overscan?: number;
  className?: string;
  listRef?: Ref<HTMLDivElement>;
  onScroll?: (top: number) => void;
  label?: string;
  /**
   * A stable key per item: a row that moves (a new one arrived above it) keeps
   * its DOM and, when its props are unchanged, its render. By position when absent.
   */
  itemKey?: (item: T) => string | number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [scroll, setScroll] = useState(0);
  const [height, setHeight] = useState(600);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (typeof listRef === 'function') listRef(el);
    else if (listRef) listRef.current = el;
    const ro = typeof ResizeObserver === 'function' ? new ResizeObserver(() => setHeight(el.clientHeight || 600)) : null;
    ro?.observe(el);
    setHeight(el.clientHeight || 600);
    return () => ro?.disconnect();
  }, []);
  // tops[i] is where row i starts; tops[n] the total height.
  const tops = useMemo(() => {
    const out = new Array<number>(items.length + 1);
    out[0] = 0;
    for (let i = 0; i < items.length; i++) out[i + 1] = out[i]! + (typeof rowHeight === 'number' ? rowHeight : rowHeight(items[i]!));
    return out;
  }, [items, rowHeight]);
  const at = (y: number) => {
    let lo = 0;
    let hi = items.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tops[mid + 1]! <= y) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const first = Math.max(0, at(scroll) - overscan);
  const last = Math.min(items.length, at(scroll + height) + 1 + overscan);
  const shown: ComponentChildren[] = [];
  for (let i = first; i < last; i++) {
    shown.push(
      <div
        key={itemKey ? itemKey(items[i]!) : i}
        style={{ position: 'absolute', top: `${tops[i]}px`, left: 0, right: 0, height: `${tops[i + 1]! - tops[i]!}px` }}
      >
        {render(items[i]!, i)}
      </div>,
    );
  }
  return (
    <div
      ref={ref}
      class={className}
      role="feed"
      aria-label={label}
      style={{ overflowY: 'auto', position: 'relative' }}
      onScroll={(e) => {
        const top = (e.currentTarget as HTMLDivElement).scrollTop;
        setScroll(top);
        onScroll?.(top);
      }}
    >
      <div style={{ height: `${tops[items.length]}px`, position: 'relative' }}>{shown}</div>
    </div>
  );
}

/** Scrolls a list element so that the item starting at `top` with `height` is in view. */
export function scrollIntoList(el: HTMLElement | null, top: number, height: number): void {
  if (!el) return;
  if (top < el.scrollTop) el.scrollTop = top;
  else if (top + height > el.scrollTop + el.clientHeight) el.scrollTop = top + height - el.clientHeight;
}
