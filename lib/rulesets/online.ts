import type { RuleSet } from './types';

const removal = (rule: string) => ({ rule, penalty: 'removal' as const });
const teamLoss = (rule: string) => ({ rule, penalty: 'team-loss' as const });
const warning = (rule: string) => ({ rule, penalty: 'warning' as const });
const foul = (rule: string) => ({ rule, penalty: 'foul' as const });

/** The online rule set (online-rules.ru.txt): fouls 1.x, warnings 2.x, removal 3.x, team loss 4.x. */
export const ONLINE: RuleSet = {
  id: 'online',
  title: { ru: 'Онлайн-правила', en: 'Online rules' },
  map: {
    profanity: foul('1.1'),
    caps: foul('1.2'),
    spam: foul('1.2'),
    flood: foul('1.2'),
    'host-dispute': foul('1.6'),
    'voting-message': foul('1.8'),
    'game-level': warning('2.1'),
    mental: warning('2.2'),
    'self-abasement': warning('2.3'),
    rudeness: warning('2.4'),
    'insult-emoji': warning('2.5'),
    foreign: warning('2.6'),
    'oath-attribution': warning('2.8'),
    'oath-provocation': warning('2.9'),
    insult: removal('3.2'),
    'insult-emoji-person': removal('3.2.1'),
    health: removal('3.2.2'),
    sexual: removal('3.2.3'),
    discrimination: removal('3.2.4'),
    relatives: removal('3.2.5'),
    'death-call': removal('3.2.6'),
    violence: removal('3.2.7'),
    'night-nick': removal('3.3'),
    'night-action': removal('3.3.1'),
    'non-game-appeal': removal('3.5'),
    // Hearing or seeing others at night is a non-game argument, not one's own night action.
    'night-info': removal('3.5'),
    religion: removal('3.5'),
    political: removal('3.7'),
    'pm-appeal': removal('3.8'),
    'other-activity': removal('3.9'),
    'discussion-appeal': removal('3.10'),
    'results-appeal': removal('3.11'),
    oath: teamLoss('4.1'),
    'oath-wish': teamLoss('4.1'),
    bet: teamLoss('4.1'),
    threat: teamLoss('4.2'),
    'host-dm': teamLoss('4.3'),
    'bot-quote': teamLoss('4.3'),
    'dead-talk': teamLoss('4.5'),
    beacon: teamLoss('4.8'),
    spectator: teamLoss('4.9'),
  },
  verbalFirst: ['1.2'],
  // The document sets no foul thresholds; these are the common sports-mafia ones and are configurable.
  ladder: [
    { counter: 'foul', at: 3, effect: 'mute-next', ru: 'молчит следующий круг', en: 'silent next round' },
    { counter: 'foul', at: 4, effect: 'removal', ru: 'удалён', en: 'removed' },
  ],
  resetOnNight: false,
  escalation: {
    families: ['3.2', '3.3', '3.4', '3.5', '3.8', '3.10', '3.11'],
    inVersion: teamLoss('4.6'),
    lastSpeech: teamLoss('4.7'),
  },
};
