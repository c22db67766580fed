/**
 * Who a Discord member is, as the page shows it: the user id in their
 * avatar's address (page-markup.md §1.4, §2 "user id of an author"). The CDN
 * forms are `cdn.discordapp.com/avatars/<userId>/<hash>…` (the user's
 * avatar) and `…/guilds/<guildId>/users/<userId>/avatars/<hash>…` (a server
 * avatar); default avatars (`…/embed/avatars/<n>.png`, `/assets/…`) carry no
 * id, and then the account is unknown — never guessed from the nickname.
 * One reader for the chat's headers, the command invoker and the voice
 * list's members (whose avatar hash also tells an avatar change).
 */

const MEMBER_AVATAR = /\/guilds\/(\d+)\/users\/(\d+)\/avatars\/([\w-]+)/;
const USER_AVATAR = /\/avatars\/(\d+)\/([\w-]+)/;
const DEFAULT_AVATAR = /\/embed\/avatars\/(\d+)/;

/** `…/avatars/<user>/<hash>.webp`, `…/guilds/<g>/users/<user>/avatars/<hash>…`, `…/embed/avatars/<n>.png`: the user and the avatar. */
export function avatarUrl(url: string): { user?: string; avatar: string } | null {
  const member = MEMBER_AVATAR.exec(url);
  if (member) return { user: member[2] ?? '', avatar: `g${member[1] ?? ''}/${member[3] ?? ''}` };
  const user = USER_AVATAR.exec(url);
  if (user) return { user: user[1] ?? '', avatar: user[2] ?? '' };
  const def = DEFAULT_AVATAR.exec(url);
  if (def) return { avatar: `default/${def[1] ?? ''}` };
  return null;
}

/** The user id an avatar's address carries, if any. */
export function discordUserId(src: string | null | undefined): string | undefined {
  return src ? avatarUrl(src)?.user : undefined;
}
