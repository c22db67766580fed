import { wordList } from '../../text/wordlist';

/**
 * Discord's names for the insulting emoji, typed as ":clown:" where the picker
 * is not used (or shown so by a client). Lower-case, without the colons; the
 * same emoji as emoji-insulting.ts and emoji-aimed.ts.
 */
export const EMOJI_SHORTCODES = wordList(
  'emoji-shortcodes',
  String.raw`
clown
clown_face
coffin
donkey
face_vomiting
goat
headstone
knife
middle_finger
monkey
monkey_face
nauseated_face
nerd
nerd_face
pig
pig2
pig_nose
pinching_hand
point_at_viewer
poop
rat
sheep
shit
snake
toilet
wastebasket
wheelchair
woozy_face
`,
);
