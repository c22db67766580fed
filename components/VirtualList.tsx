/** A fixed-row-height virtual list: thousands of rows, a screenful rendered. */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';

export function VirtualList<T>({ items, rowHeight, render, overscan = 8, className }: { items: T[]; rowHeight: number; render: (item: T, index: number) => ComponentChildren; overscan?: number; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scroll, setScroll] = useState(0);
  const [height, setHeight] = useState(600);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const ro = typeof ResizeObserver === 'function' ? new ResizeObserver(() => setHeight(el.clientHeight || 600)) : null;
    ro?.observe(el);
    setHeight(el.clientHeight || 600);
    return () => ro?.disconnect();
  }, []);
  const first = Math.max(0, Math.floor(scroll / rowHeight) - overscan);
  const last = Math.min(items.length, Math.ceil((scroll + height) / rowHeight) + overscan);
  return (
    <div ref={ref} class={className} style={{ overflowY: 'auto', position: 'relative' }} onScroll={(e) => setScroll((e.currentTarget as HTMLDivElement).scrollTop)}>
      <div style={{ height: `${items.length * rowHeight}px`, position: 'relative' }}>
        {items.slice(first, last).map((item, i) => (
          <div key={first + i} style={{ position: 'absolute', top: `${(first + i) * rowHeight}px`, left: 0, right: 0, height: `${rowHeight}px` }}>
            {render(item, first + i)}
          </div>
        ))}
      </div>
    </div>
  );
}
