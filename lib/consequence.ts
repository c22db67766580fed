/**
 * What a violation or a ladder step means, in the host's words: the
 * consequence line of a row, the CSV's and report's "ladder" column, and the
 * line a host reads out («Игрок 4, Гоша — третий фол, молчит следующий круг»).
 * Pure; both UI languages.
 */
import type { LadderStep, Penalty, RuleSetId } from './rulesets/types';
import type { Lang } from './settings';
import { RULE_SETS } from './rulesets';
import type { Consequence, PlayerStanding } from './standing';

type Counter = 'foul' | 'warning';

/** The counter's noun: club remarks count "remarks", the other sets fouls and warnings. */
function noun(counter: Counter, ruleSet: RuleSetId, lang: Lang): { word: string; neuter: boolean } {
  if (counter === 'foul') return { word: lang === 'en' ? 'foul' : 'фол', neuter: false };
  if (ruleSet === 'club-remarks') return { word: lang === 'en' ? 'remark' : 'замечание', neuter: true };
  return { word: lang === 'en' ? 'warning' : 'предупреждение', neuter: true };
}

const RU_ORD_M = ['первый', 'второй', 'третий', 'четвёртый', 'пятый', 'шестой', 'седьмой', 'восьмой', 'девятый', 'десятый'];
const RU_ORD_N = ['первое', 'второе', 'третье', 'четвёртое', 'пятое', 'шестое', 'седьмое', 'восьмое', 'девятое', 'десятое'];
const EN_ORD = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/** "3-й" / "3-е" / "3rd": short, for rows and tables. */
export function ordinal(n: number, lang: Lang, neuter = false): string {
  if (lang === 'ru') return `${n}-${neuter ? 'е' : 'й'}`;
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

/** "третий" / "third": spelled out for reading aloud, digits past ten. */
export function ordinalWord(n: number, lang: Lang, neuter = false): string {
  const words = lang === 'en' ? EN_ORD : neuter ? RU_ORD_N : RU_ORD_M;
  return words[n - 1] ?? ordinal(n, lang, neuter);
}

const PENALTY: Record<Lang, Record<Penalty, string>> = {
  ru: { verbal: 'устное замечание', foul: 'фол', warning: 'предупреждение', removal: 'удалён', 'team-loss': 'ППК — команда проигрывает' },
  en: { verbal: 'verbal warning', foul: 'foul', warning: 'warning', removal: 'removed', 'team-loss': 'team loss — the team loses' },
};

const EFFECT: Record<Lang, Record<LadderStep['effect'], string>> = {
  ru: { 'mute-next': 'молчит следующий круг', 'mute-and-no-vote': 'молчит, не выставляет и не голосует', removal: 'удалён' },
  en: { 'mute-next': 'silent next round', 'mute-and-no-vote': 'silent, no nominating or voting', removal: 'removed' },
};

/** A ladder step in the UI language; a step the host defined without words is named by its effect. */
export function stepWords(step: Pick<LadderStep, 'effect' | 'ru' | 'en'>, lang: Lang): string {
  return step[lang] || EFFECT[lang][step.effect];
}

/** The consequence of one violation as it stands now, e.g. "3-й фол — молчит следующий круг". */
export function consequenceText(c: Consequence, ruleSet: RuleSetId, lang: Lang): string {
  if (c.excluded === 'dismissed') return lang === 'en' ? 'dismissed — not counted' : 'отклонено — не учитывается';
  if (c.excluded === 'likely') return lang === 'en' ? 'likely — not counted yet' : 'вероятно — пока не учтено';
  if (c.penalty === 'verbal') return lang === 'en' ? 'verbal warning — the next one is a foul' : 'устное замечание — следующее будет фолом';
  if (c.counter && c.count) {
    const n = noun(c.counter, ruleSet, lang);
    const head = `${ordinal(c.count, lang, n.neuter)} ${n.word}`;
    return c.step ? `${head} — ${stepWords(c.step, lang)}` : head;
  }
  return PENALTY[lang][c.penalty];
}

/** The line a host reads out, e.g. «Игрок 4, Гоша — третий фол, молчит следующий круг». */
export function announceText(
  v: { player: string; rule: string },
  nick: string | undefined,
  c: Consequence,
  ruleSet: RuleSetId,
  lang: Lang,
): string {
  const who = `${lang === 'en' ? 'Player' : 'Игрок'} ${v.player}${nick ? `, ${nick}` : ''}`;
  let what: string;
  if (c.penalty === 'verbal') what = `${PENALTY[lang].verbal} (${v.rule})`;
  else if (c.counter && c.count) {
    const n = noun(c.counter, ruleSet, lang);
    what = `${ordinalWord(c.count, lang, n.neuter)} ${n.word} (${v.rule})${c.step ? `, ${stepWords(c.step, lang)}` : ''}`;
  } else if (c.penalty === 'removal') what = lang === 'en' ? `removal (${v.rule}), leaves the game` : `поднятие (${v.rule}), покидает игру`;
  else what = lang === 'en' ? `team loss (${v.rule}), the team loses` : `ППК (${v.rule}), команда проигрывает`;
  return `${who} — ${what}`;
}

/** Russian plural: 1 фол, 2 фола, 5 фолов. */
export function ruPlural(n: number, one: string, few: string, many: string): string {
  const d = n % 10;
  const h = n % 100;
  return d === 1 && h !== 11 ? one : d >= 2 && d <= 4 && (h < 12 || h > 14) ? few : many;
}

const COUNT_WORDS: Record<'foul' | 'warning' | 'remark', { ru: [string, string, string]; en: [string, string] }> = {
  foul: { ru: ['фол', 'фола', 'фолов'], en: ['foul', 'fouls'] },
  warning: { ru: ['предупреждение', 'предупреждения', 'предупреждений'], en: ['warning', 'warnings'] },
  remark: { ru: ['замечание', 'замечания', 'замечаний'], en: ['remark', 'remarks'] },
};

/** "3 фола" / "1 remark". */
export function countText(n: number, what: 'foul' | 'warning' | 'remark', lang: Lang): string {
  const w = COUNT_WORDS[what];
  return `${n} ${lang === 'en' ? (n === 1 ? w.en[0] : w.en[1]) : ruPlural(n, ...w.ru)}`;
}

/** The line a host reads out for a player's state, e.g. «Игрок 4, Гоша — 3 фола, молчит следующий круг». */
export function announcePlayer(
  player: string,
  nick: string | undefined,
  s: PlayerStanding | undefined,
  ruleSet: RuleSetId,
  lang: Lang,
): string {
  const who = `${lang === 'en' ? 'Player' : 'Игрок'} ${player}${nick ? `, ${nick}` : ''}`;
  if (s?.teamLoss) return `${who} — ${PENALTY[lang]['team-loss']}`;
  const counter = RULE_SETS[ruleSet].ladder[0]?.counter ?? 'foul';
  const n = s ? s[counter === 'foul' ? 'fouls' : 'warnings'].confirmed + s[counter === 'foul' ? 'fouls' : 'warnings'].pending : 0;
  const parts = [countText(n, counter === 'foul' ? 'foul' : ruleSet === 'club-remarks' ? 'remark' : 'warning', lang)];
  const step = s?.pendingStep ?? s?.step;
  if (s?.removed && step?.effect !== 'removal') parts.push(PENALTY[lang].removal);
  else if (step) parts.push(stepWords(step, lang));
  return `${who} — ${parts.join(', ')}`;
}
