import { RULE_MAPS } from '../detect/kinds.generated';
import type { RuleSet } from './types';

// What each kind costs is declared by its family (lib/detect/families) and generated into the maps.

/** Club rules with warnings (club-rules-warnings.ru.txt): numbered points. */
export const CLUB_WARNINGS: RuleSet = {
  id: 'club-warnings',
  title: { ru: 'Клуб: предупреждения', en: 'Club: warnings' },
  map: RULE_MAPS['club-warnings'],
  verbalFirst: [],
  ladder: [
    { counter: 'warning', at: 3, effect: 'mute-next', ru: 'лишён слова на круге', en: 'loses the next speech' },
    { counter: 'warning', at: 4, effect: 'removal', ru: 'удалён', en: 'removed' },
  ],
  resetOnNight: false,
  afterGame: 'table',
  ladderRemovalRule: 'club-warnings/23',
};

/** Club rules with remarks (club-rules-remarks.ru.txt): remarks reset after every night. */
export const CLUB_REMARKS: RuleSet = {
  id: 'club-remarks',
  title: { ru: 'Клуб: замечания', en: 'Club: remarks' },
  map: RULE_MAPS['club-remarks'],
  verbalFirst: [],
  ladder: [
    {
      counter: 'warning',
      at: 3,
      effect: 'mute-next',
      ru: 'молчит в следующем дневном обсуждении',
      en: 'silent in the next day discussion',
    },
    {
      counter: 'warning',
      at: 4,
      effect: 'mute-and-no-vote',
      ru: 'молчит, не выставляет и не голосует',
      en: 'silent, no nominating or voting',
    },
    { counter: 'warning', at: 5, effect: 'removal', ru: 'удалён без последнего слова', en: 'removed without a last word' },
  ],
  resetOnNight: true,
  afterGame: 'table',
  typedVote: true,
  ladderRemovalRule: 'club-remarks/five-remarks',
};
