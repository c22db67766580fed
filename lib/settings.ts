/**
 * The host's settings: stored in extension storage, read by the background
 * worker, the side panel, the popup and the options page. Pure: validation
 * and defaults here, storage access in the entrypoints.
 */
import { DEFAULT_TRIGGERS, type BotTriggers } from './adapters/triggers';
import { RULE_SET_IDS, type LadderStep, type RuleSetId } from './rulesets/types';
import {
  boolean,
  custom,
  fallback,
  finite,
  int,
  isRecord,
  items,
  lenient,
  map,
  object,
  oneOf,
  string,
  type Infer,
  type Schema,
} from './schema';

// Stored settings may be old or damaged: each field falls back to its default, declared with its
// check, so a damaged field costs only itself and the defaults are what `{}` reads as.

/** An object's fields, read from {} when it is not one (each then its default). */
const section = <T>(s: Schema<T>): Schema<T> => custom((v) => s.run(isRecord(v) ? v : {}));
/** A number clamped to its range; not a number: the default. */
const clamped = (min: number, max: number, d: number) =>
  fallback(
    map(finite, (v) => Math.min(max, Math.max(min, v))),
    d,
  );
/** Phrases: trimmed, the empty ones left out, at most 500; not a list: the default. */
const phrases = (d: () => string[]) =>
  custom<string[]>((v) =>
    Array.isArray(v)
      ? v
          .filter((x): x is string => typeof x === 'string')
          .map((s) => s.trim())
          .filter(Boolean)
          .slice(0, 500)
      : d(),
  );
/** A non-empty string. */
const text = string({ min: 1 });
/** Whatever it is, as text ("" for nothing). */
const asText = custom((v) => String(v ?? ''));

const LADDER_STEP = object({
  counter: oneOf(['foul', 'warning']),
  at: int({ min: 1 }),
  effect: oneOf(['mute-next', 'mute-and-no-vote', 'removal']),
  ru: asText,
  en: asText,
});
/** Ladder thresholds per rule set: steps that do not parse are left out, a rule set without any is its own. */
const LADDERS = custom<Partial<Record<RuleSetId, LadderStep[]>>>((v) => {
  const out: Partial<Record<RuleSetId, LadderStep[]>> = {};
  for (const id of RULE_SET_IDS) {
    const steps = isRecord(v) && Object.prototype.hasOwnProperty.call(v, id) ? items(LADDER_STEP).run(v[id]) : [];
    if (Array.isArray(steps) && steps.length) out[id] = steps;
  }
  return out;
});

const triggers = (k: keyof BotTriggers) => phrases(() => DEFAULT_TRIGGERS[k]);

/** A site the host describes by CSS selectors (the options page asks for its permission). */
const CUSTOM_SITE = object({
  /** Origin match pattern, e.g. "https://mafia.example.com/*". */
  match: text,
  name: asText,
  chatItem: text,
  author: lenient(text),
  text: lenient(text),
  phase: lenient(text),
  players: lenient(text),
  playerSeat: lenient(text),
  playerNick: lenient(text),
  deadClass: lenient(text),
});
export type CustomSite = Infer<typeof CUSTOM_SITE>;

const LANGS = ['ru', 'en'] as const;
export type Lang = (typeof LANGS)[number];

const SETTINGS = section(
  object({
    ruleSet: fallback(oneOf(RULE_SET_IDS), 'online'),
    /** Club remarks: words typed during the vote are a remark ('remark') or only gestures are ('gestures'). */
    clubVotingWords: fallback(oneOf(['remark', 'gestures']), 'remark'),
    /** Add the learned model's suggestions (lib/detect/model.ts) as judgement calls for the host to confirm. */
    learned: fallback(boolean, true),
    /** Check messages that were already on the page when the extension attached. */
    checkHistory: fallback(boolean, true),
    caps: section(object({ minLetters: clamped(2, 100, 6), ratio: clamped(0.5, 1, 0.8) })),
    spamRepeats: clamped(1, 50, 3),
    floodRepeats: clamped(1, 50, 3),
    /** Ladder thresholds per rule set; absent means the rule set's own. */
    ladders: LADDERS,
    extraForbidden: phrases(() => []),
    extraAllowed: phrases(() => []),
    /** Phrases in the Discord game bot's messages that mark phases and new games, and vote commands. */
    discordTriggers: section(
      object({
        night: triggers('night'),
        day: triggers('day'),
        voting: triggers('voting'),
        results: triggers('results'),
        newGame: triggers('newGame'),
        gameEnd: triggers('gameEnd'),
        voteCommands: triggers('voteCommands'),
        turn: triggers('turn'),
      }),
    ),
    /** Polemica selectors for the parts of its markup not known in advance. */
    polemica: section(
      object({
        // No public code shows Polemica's chat markup: these are guesses the host can correct in the options
        // (the side panel's "what the extension sees" shows whether the chat is found).
        chat: fallback(
          map(string(), (s) => s.trim()),
          '.chat__messages, .chat-messages, .chat__list',
        ),
        chatItem: fallback(text, '.chat__message, .chat-message'),
        author: fallback(text, '.chat__author, .chat-message__author'),
        text: fallback(text, '.chat__text, .chat-message__text'),
        vote: fallback(text, '.vote, .voting__item'),
      }),
    ),
    customSites: fallback(items(CUSTOM_SITE, { max: 50 }), () => []),
    sound: fallback(boolean, false),
    lang: fallback(oneOf(LANGS), 'ru'),
  }),
);

export type Settings = Infer<typeof SETTINGS>;

/** Merges stored (possibly old or damaged) settings over the defaults. */
export function normalizeSettings(raw: unknown): Settings {
  // Never refused: every field has its default.
  return SETTINGS.run(raw) as Settings;
}

export const DEFAULT_SETTINGS: Settings = normalizeSettings({});
