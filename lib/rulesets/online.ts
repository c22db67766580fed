import { RULE_MAPS } from '../detect/kinds.generated';
import { teamLoss } from './cost';
import type { RuleSet } from './types';

/**
 * The online rule set (online-rules.ru.txt): fouls 1.x, warnings 2.x, removal 3.x, team loss 4.x.
 * What each kind costs is declared by its family (lib/detect/families) and generated into the map.
 */
export const ONLINE: RuleSet = {
  id: 'online',
  title: { ru: 'Онлайн-правила', en: 'Online rules' },
  map: RULE_MAPS.online,
  verbalFirst: ['1.2'],
  // The document sets no foul thresholds; these are the common sports-mafia ones and are configurable.
  ladder: [
    { counter: 'foul', at: 3, effect: 'mute-next', ru: 'молчит следующий круг', en: 'silent next round' },
    { counter: 'foul', at: 4, effect: 'removal', ru: 'удалён', en: 'removed' },
  ],
  resetOnNight: false,
  afterGame: 'conduct',
  escalation: {
    families: ['3.2', '3.3', '3.4', '3.5', '3.8', '3.10', '3.11'],
    inVersion: teamLoss('4.6'),
    lastSpeech: teamLoss('4.7'),
  },
};
