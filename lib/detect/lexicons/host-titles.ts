import { wordList } from '../../text/wordlist';

/**
 * What players call the host when they address him (club remarks: «обращение к
 * Ведущему во время игры»): the host's name in the nominative, as a vocative
 * ("ведущий, …", "@host", "модератор, заглушите 5ку"). Slots: the host, short
 * and slang forms, the titles of the one who runs a Discord table (moderator,
 * admin) and of a sports table's judge.
 */
export const HOST_TITLES = wordList(
  'host-titles',
  String.raw`
admin
host
mod
админ
администратор
вед
ведушая
ведуший
ведушчая
ведушчий
ведущ
ведущая
ведущии
ведущий
модер
модератор
организатор
судья
хост
`,
);
