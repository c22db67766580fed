/**
 * TODO header
 */

import { anyOf } from '../../text/alt';
import type { Normalized } from '../../text/normalize';
import { pattern } from '../../text/pattern';
import { table } from '../table';
import { NO_FINDINGS, type Finding } from '../types';
import { none, removal } from '../../rulesets/cost';
import { family } from '../family';

/** Flags of the war's sides and the letter Z as a symbol: one fixed expression per message. */
const WAR_SYMBOLS = /🇷🇺|🇺🇦|🇧🇾|💙💛|💛💙|(?<![\p{L}\d])(?:Z|ZOV|Z\s+V)(?![\p{L}\d])/u;

const FIRST = table([
  // 3.7 — politics.
  {
    kind: 'political',
    re: pattern(
      anyOf(
        '⟨слава~1(?:росии|россии|украин…|рф|зсу|всу|сталин…|сcср|ссср|путин…|нации|героям|беларус…|израил…|палестин…|америк…|сша|чечн…|ахмат…|кадыров…|бандер…|z|v|zov|зов|russia|ukraine)⟩',
        '⟨за~1(?:росию|украину|родину|сталина|путина)⟩',
        '⟨(?:zv|zov|svo|сво|гойда|зиг~1хайль|sieg~1heil|хайль|крымнаш|крым~1наш|русня|рашка|хохлостан|путлер…|укропы|ватник…|нацик…)⟩',
        '⟨(?:путин…|зеленск…|навальн…|лукашенк…|байден…|трамп…|спецоперац…|мобилизац…|всу|зсу)⟩',
      ),
    ),
    reason: 'политический лозунг или тема',
  },
]);

const MORE = table([
  // 3.7 — slogans and provocations on politics and war.
  {
    kind: 'political',
    re: pattern(
      anyOf(
        '⟨героям~1слава',
        '⟨нет~1войне',
        '⟨(?:смерть~1(?:врагам|москалям|хохлам|укропам|рашистам))',
        '⟨(?:россия|украина|беларусь)~1(?:вперед|превыше~1всего|для~1русских|наш…)',
        '⟨крымнаш',
        '⟨(?:донбас…|днр|лнр|новоросси…|бандеров…|рашист…|укропы|укропов|орков|орки|москали|вата|ватники|путинист…|майдан…|денацифик…|демилитариз…)⟩',
        '⟨(?:za|zа)~1(?:наших|россию|родину)',
        '⟨(?:политик…|войн…|сво)~3(?:обсуд…|поговорим|давайте|кто~1за|за~1кого)',
      ),
    ),
    // Slogans are forbidden "вне зависимости от их контекста": no judgement to make.
    confidence: 'certain',
    reason: 'политический лозунг или провокация',
  },
  {
    // 3.7: slogans of the war and of political movements, in any language.
    kind: 'political',
    re: pattern(
      anyOf(
        '⟨(?:жыве|живе)~1беларусь',
        '⟨смерть~1(?:оккупант…|москал…|хохл…|укроп…|рашист…|фашист…)',
        '⟨никто~1кроме~1нас',
        '⟨rusia~1go~1home',
        '⟨no~1war⟩',
        '⟨свобод…~1(?:политзаключенн…|навальн…|украин…)',
        '⟨(?:укронацист…|укрофашист…|рашизм…|рашист…|путинизм…|зигуем|зига|зигану…|хайль)⟩',
        '⟨(?:zov|зов)~1(?:z|v)⟩',
        '⟨z~1v⟩',
        '⟨(?:zv)+⟩',
        '⟨з~1о~1в⟩',
      ),
    ),
    confidence: 'certain',
    reason: 'политический лозунг',
  },
]);

/** Political symbols (a detector of its own, after the appeals' tables: it needs no table row). */
export function detectWarSymbols(n: Normalized): Finding[] {
  if (n.plain) return NO_FINDINGS; // flags are emoji and Z is Latin: neither is in a plain message
  const m = WAR_SYMBOLS.exec(n.original);
  if (!m) return NO_FINDINGS;
  return [
    { kind: 'political', start: m.index, end: m.index + m[0].length, fragment: m[0], reason: 'политический символ', confidence: 'likely' },
  ];
}

export default family({
  name: 'political',
  kinds: {
    political: { online: removal('3.7'), 'club-warnings': none, 'club-remarks': none, confidence: 'likely' },
  },
  steps: [
    { stage: 'appeals', tables: [FIRST] },
    { stage: 'appeals-more', tables: [MORE] },
    // Flags and the letter Z: one fixed expression per message, no table row.
    { stage: 'appeals-more', find: detectWarSymbols },
  ],
  examples: {
    finds: {
      political: ['Слава Украине', 'ZOV', 'путин', 'ZV', 'Слава России', '🇺🇦 держимся', 'Z'],
    },
    clean: ['слава богу', 'зов предков'],
  },
});
