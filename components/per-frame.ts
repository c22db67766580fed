/**
 * The panel renders at most once per frame however many changes arrive: a
 * burst of rows (a channel's history loading, a flood) commits a batch every
 * few milliseconds, and re-rendering the feed and recounting the standings
 * for each would queue work the host never sees. The first change after a
 * quiet frame is shown at once (no frame of delay for a single message);
 * changes arriving within the next frame are kept, the latest per setter, and
 * shown together when it ends — one render, since Preact batches the state
 * updates of one task.
 *
 * A hidden page gets no animation frames: a timer ends the frame there.
 */
type Setter = (v: never) => void;

const queued = new Map<Setter, unknown>();
let inFrame = false;

function endOfFrame(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, 100);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(done);
  });
}

async function frame(): Promise<void> {
  inFrame = true;
  await endOfFrame();
  if (!queued.size) {
    inFrame = false;
    return;
  }
  const updates = [...queued];
  queued.clear();
  for (const [set, v] of updates) (set as (v: unknown) => void)(v);
  // What was just shown took this frame: a change arriving meanwhile waits for the next one.
  void frame();
}

/** `set`, gated: applied at once after a quiet frame, else with the frame's other changes when it ends. */
export function perFrame<T>(set: (v: T) => void): (v: T) => void {
  return (v: T) => {
    if (inFrame) {
      queued.set(set as Setter, v);
      return;
    }
    set(v);
    void frame();
  };
}
