/**
 * The host's settings: stored in extension storage, read by the background
 * worker, the side panel, the popup and the options page. Pure: validation
 * and defaults here, storage access in the entrypoints.
 */
import { DEFAULT_TRIGGERS, type BotTriggers } from './adapters/triggers';
import type { PolemicaSelectors } from './adapters/polemica';
import type { CapsOptions } from './detect/caps';
import { isRuleSetId, type LadderStep, type RuleSetId } from './rulesets/types';

export type Lang = 'ru' | 'en';

/** A site the host describes by CSS selectors (the options page asks for its permission). */
export interface CustomSite {
  /** Origin match pattern, e.g. "https://mafia.example.com/*". */
  match: string;
  name: string;
  chatItem: string;
  author?: string;
  text?: string;
  phase?: string;
  players?: string;
  playerSeat?: string;
  playerNick?: string;
  deadClass?: string;
}

export interface Settings {
  ruleSet: RuleSetId;
  /** Check messages that were already on the page when the extension attached. */
  checkHistory: boolean;
  caps: CapsOptions;
  spamRepeats: number;
  floodRepeats: number;
  /** Ladder thresholds per rule set; absent means the rule set's own. */
  ladders: Partial<Record<RuleSetId, LadderStep[]>>;
  extraForbidden: string[];
  extraAllowed: string[];
  /** Phrases in the Discord game bot's messages that mark phases and new games, and vote commands. */
  discordTriggers: BotTriggers;
  /** Polemica selectors for the parts of its markup not known in advance. */
  polemica: PolemicaSelectors;
  customSites: CustomSite[];
  sound: boolean;
  lang: Lang;
}

export const DEFAULT_SETTINGS: Settings = {
  ruleSet: 'online',
  checkHistory: true,
  caps: { minLetters: 6, ratio: 0.8 },
  spamRepeats: 3,
  floodRepeats: 3,
  ladders: {},
  extraForbidden: [],
  extraAllowed: [],
  discordTriggers: DEFAULT_TRIGGERS,
  // No public code shows Polemica's chat markup: these are guesses the host can correct in the options
  // (the side panel's "what the extension sees" shows whether the chat is found).
  polemica: {
    chat: '.chat__messages, .chat-messages, .chat__list',
    chatItem: '.chat__message, .chat-message',
    author: '.chat__author, .chat-message__author',
    text: '.chat__text, .chat-message__text',
    vote: '.vote, .voting__item',
  },
  customSites: [],
  sound: false,
  lang: 'ru',
};

const num = (v: unknown, d: number, min: number, max: number) =>
  typeof v === 'number' && Number.isFinite(v) ? Math.min(max, Math.max(min, v)) : d;
const strs = (v: unknown, d: string[]) =>
  Array.isArray(v)
    ? v
        .filter((x): x is string => typeof x === 'string')
        .map((s) => s.trim())
        .filter(Boolean)
        .slice(0, 500)
    : d;

const obj = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const text = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);
const EFFECTS: readonly unknown[] = ['mute-next', 'mute-and-no-vote', 'removal'];

function ladderStep(raw: unknown): LadderStep | null {
  const s = obj(raw);
  if ((s.counter !== 'foul' && s.counter !== 'warning') || !Number.isInteger(s.at) || (s.at as number) <= 0 || !EFFECTS.includes(s.effect))
    return null;
  return {
    counter: s.counter,
    at: s.at as number,
    effect: s.effect as LadderStep['effect'],
    ru: String(s.ru ?? ''),
    en: String(s.en ?? ''),
  };
}

const SITE_FIELDS = ['author', 'text', 'phase', 'players', 'playerSeat', 'playerNick', 'deadClass'] as const;

function customSite(raw: unknown): CustomSite | null {
  const s = obj(raw);
  const match = text(s.match);
  const chatItem = text(s.chatItem);
  if (!match || !chatItem) return null;
  const site: CustomSite = { match, name: String(s.name ?? ''), chatItem };
  for (const f of SITE_FIELDS) {
    const v = text(s[f]);
    if (v) site[f] = v;
  }
  return site;
}

/** Merges stored (possibly old or damaged) settings over the defaults. */
export function normalizeSettings(raw: unknown): Settings {
  const o = obj(raw);
  const d = DEFAULT_SETTINGS;
  const ladders: Settings['ladders'] = {};
  for (const [k, v] of Object.entries(obj(o.ladders))) {
    if (!isRuleSetId(k) || !Array.isArray(v)) continue;
    const steps = v.map(ladderStep).filter((s): s is LadderStep => s !== null);
    if (steps.length) ladders[k] = steps;
  }
  const caps = obj(o.caps);
  const trig = obj(o.discordTriggers);
  const pol = obj(o.polemica);
  return {
    ruleSet: isRuleSetId(o.ruleSet) ? o.ruleSet : d.ruleSet,
    checkHistory: typeof o.checkHistory === 'boolean' ? o.checkHistory : d.checkHistory,
    caps: { minLetters: num(caps.minLetters, d.caps.minLetters, 2, 100), ratio: num(caps.ratio, d.caps.ratio, 0.5, 1) },
    spamRepeats: num(o.spamRepeats, d.spamRepeats, 1, 50),
    floodRepeats: num(o.floodRepeats, d.floodRepeats, 1, 50),
    ladders,
    extraForbidden: strs(o.extraForbidden, d.extraForbidden),
    extraAllowed: strs(o.extraAllowed, d.extraAllowed),
    discordTriggers: {
      night: strs(trig.night, d.discordTriggers.night),
      day: strs(trig.day, d.discordTriggers.day),
      voting: strs(trig.voting, d.discordTriggers.voting),
      results: strs(trig.results, d.discordTriggers.results),
      newGame: strs(trig.newGame, d.discordTriggers.newGame),
      gameEnd: strs(trig.gameEnd, d.discordTriggers.gameEnd),
      voteCommands: strs(trig.voteCommands, d.discordTriggers.voteCommands),
      turn: strs(trig.turn, d.discordTriggers.turn),
    },
    polemica: {
      chat: typeof pol.chat === 'string' ? pol.chat.trim() : d.polemica.chat,
      chatItem: text(pol.chatItem) ?? d.polemica.chatItem,
      author: text(pol.author) ?? d.polemica.author,
      text: text(pol.text) ?? d.polemica.text,
      vote: text(pol.vote) ?? d.polemica.vote,
    },
    customSites: Array.isArray(o.customSites)
      ? o.customSites
          .map(customSite)
          .filter((s): s is CustomSite => s !== null)
          .slice(0, 50)
      : d.customSites,
    sound: typeof o.sound === 'boolean' ? o.sound : d.sound,
    lang: o.lang === 'en' ? 'en' : 'ru',
  };
}
