/**
 * The timings of the voice table's rules (lib/detect/families/voice.ts
 * declares its kinds and costs; lib/voice/judge.ts judges by these).
 */

/** The timings the rules give, in milliseconds. */
export const VOICE_TIMES = {
  /** 3.3's note: back in the voice "за пару секунд" at night is nothing. */
  nightGrace: 5_000,
  /** 3.1: the technical pause the host must declare lasts one minute. */
  techPause: 60_000,
  /** Shorter than this is a laugh, a word, an "ага": not a speech out of turn. */
  speech: 1_500,
  /**
   * How late the content script can report a spell's end (its debounce,
   * lib/content/voice-tracker.ts): a spell still open this long after it may
   * have ended already, so an early judgement waits that much more.
   */
  endSlack: 300,
} as const;
