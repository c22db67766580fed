/**
 * Message analyses in a compact form for crossing between threads: most
 * messages find nothing, so a batch travels as a few flat arrays (keys,
 * answers, a byte of flags each) and only the rare messages with findings, a
 * roll-call sign or a night gesture carry objects. Structured clone of thousands of small
 * objects would cost the main thread more than the analysis saves.
 */
import type { MessageAnalysis } from '../engine/analysis';

export interface WireBatch {
  keys: string[];
  answers: string[];
  /** Per message: 1 meaningless, 2 bare vote, 4 caps, 8 caps laughter, 16 laughing; the typed vote's seat (0–10) from bit 5. */
  flags: Uint16Array;
  /** [index, findings, roll-call sign, night gesture] for the messages with any. */
  rare: [number, MessageAnalysis['findings'], string | null, MessageAnalysis['nightGesture']][];
}

export function encodeAnalyses(analyses: readonly MessageAnalysis[]): WireBatch {
  const n = analyses.length;
  const keys = new Array<string>(n);
  const answers = new Array<string>(n);
  const flags = new Uint16Array(n);
  const rare: WireBatch['rare'] = [];
  analyses.forEach((a, i) => {
    keys[i] = a.key;
    answers[i] = a.answer;
    flags[i] =
      (a.meaningless ? 1 : 0) |
      (a.bareVote ? 2 : 0) |
      (a.caps ? 4 : 0) |
      (a.caps?.laughter ? 8 : 0) |
      (a.laughing ? 16 : 0) |
      (a.voteSeat << 5) |
      (a.quiet ? 512 : 0);
    if (a.findings.length || a.rollSign !== null || a.nightGesture) rare.push([i, a.findings, a.rollSign, a.nightGesture]);
  });
  return { keys, answers, flags, rare };
}

const NO_CAPS = null;
const CAPS = Object.freeze({ laughter: false });
const LAUGHTER = Object.freeze({ laughter: true });

/** The analyses again, without `normalized` (the engine normalises again in the rare case it needs it). */
export function decodeAnalyses(w: WireBatch): MessageAnalysis[] {
  const n = w.keys.length;
  const out = new Array<MessageAnalysis>(n);
  let r = 0;
  for (let i = 0; i < n; i++) {
    const f = w.flags[i] ?? 0;
    const rare = w.rare[r]?.[0] === i ? w.rare[r++] : undefined;
    out[i] = {
      findings: rare ? rare[1] : [],
      caps: f & 4 ? (f & 8 ? LAUGHTER : CAPS) : NO_CAPS,
      key: w.keys[i] ?? '',
      meaningless: (f & 1) !== 0,
      laughing: (f & 16) !== 0,
      bareVote: (f & 2) !== 0,
      voteSeat: (f >> 5) & 15,
      quiet: (f & 512) !== 0,
      rollSign: rare ? rare[2] : null,
      nightGesture: rare ? rare[3] : null,
      answer: w.answers[i] ?? '',
    };
  }
  return out;
}
