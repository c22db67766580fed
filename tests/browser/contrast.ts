/**
 * WCAG contrast of every visible text under `root`, from the computed styles:
 * runs in the page (page.evaluate(contrastFailures, selector)). Text colour
 * and background layers are composed as the browser paints them.
 */
export function contrastFailures(root: string): { checked: number; bad: string[] } {
  type RGBA = [number, number, number, number];
  const parse = (c: string): RGBA => {
    const m = c.match(/rgba?\(([^)]+)\)/);
    if (!m) return [0, 0, 0, 0];
    const p = m[1]!
      .split(/[ ,/]+/)
      .filter(Boolean)
      .map(Number);
    return [p[0]!, p[1]!, p[2]!, p[3] ?? 1];
  };
  const over = (top: RGBA, under: RGBA): RGBA => {
    const a = top[3] + under[3] * (1 - top[3]);
    if (!a) return [0, 0, 0, 0];
    const mix = (i: number) => (top[i]! * top[3] + under[i]! * under[3] * (1 - top[3])) / a;
    return [mix(0), mix(1), mix(2), a];
  };
  const background = (el: Element | null): RGBA => {
    const layers: RGBA[] = [];
    for (let e = el; e; e = e.parentElement) {
      const bg = parse(getComputedStyle(e).backgroundColor);
      if (bg[3] > 0) layers.push(bg);
      if (bg[3] >= 1) break;
    }
    let out: RGBA = [255, 255, 255, 1];
    if (layers.length && layers[layers.length - 1]![3] >= 1) out = layers.pop()!;
    while (layers.length) out = over(layers.pop()!, out);
    return out;
  };
  const lum = ([r, g, b]: RGBA) => {
    const f = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const bad: string[] = [];
  let checked = 0;
  const walker = document.createTreeWalker(document.querySelector(root)!, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!el || !n.textContent?.trim() || el.closest('option, .sr, [hidden]')) continue;
    const r = el.getBoundingClientRect();
    if (!r.width || !r.height || r.bottom < 0 || r.top > innerHeight) continue;
    checked++;
    const bg = background(el);
    const fg = over(parse(getComputedStyle(el).color), bg);
    const [a, b] = [lum(fg), lum(bg)];
    const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    if (ratio < 4.5)
      bad.push(
        `${ratio.toFixed(2)} «${n.textContent.trim().slice(0, 30)}» ${el.className} ` +
          `${getComputedStyle(el).color} on rgb(${bg.slice(0, 3).map(Math.round).join(',')})`,
      );
  }
  return { checked, bad };
}
