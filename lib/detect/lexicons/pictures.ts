import { wordList } from '../../text/wordlist';

/**
 * Pictures a word or an emoji can be on (online 3.2, 2.5): what is drawn on an avatar, a sticker, a meme, in a
 * cartoon is depicted, not said of anyone ("клоун на аве у 10", "ава с клоуном", "овечка на аве", "стадо баранов из
 * мультика"). The nickname is none: an insult in a nick someone is called by counts (3.2, note 1). Whole normalised
 * words. Slots: the profile's pictures, pictures sent, pictures watched.
 */
export const PICTURES = wordList(
  'pictures',
  String.raw`
ава
аватар(?:а|е|ом|ы|у)?
аватарк(?:а|е|ой|у|и)
аве
авк(?:а|е|ой|у|и)
авой
аву
авы
гифк(?:а|е|ой|у|и)
заставк(?:а|е|ой|у|и)
картинк(?:а|е|ой|у|и)
мем(?:а|е|ом|ы|у|ах)?
мульт(?:а|е|ом|ы|у|ах)?
мультик(?:а|е|ом|и|у|ах)?
обложк(?:а|е|ой|у|и)
обо(?:и|ях)
постер(?:а|е|ом|ы|у)?
рисунк(?:а|е|ом|и|у)
рисунок
стикер(?:а|е|ом|ы|у|ах)?
фотк(?:а|е|ой|у|и)
фото
`,
);
