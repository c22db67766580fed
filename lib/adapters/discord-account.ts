/**
 * Who a Discord member is, as the page shows it: the user id in their
 * avatar's address (page-markup.md §1.4, §2 "user id of an author"). The CDN
 * forms are `cdn.discordapp.com/avatars/<userId>/<hash>…` (the user's
 * avatar) and `…/guilds/<guildId>/users/<userId>/avatars/<hash>…` (a server
 * avatar); default avatars (`…/embed/avatars/<n>.png`, `/assets/…`) carry no
 * id, and then the account is unknown — never guessed from the nickname.
 */

/** A snowflake after `/avatars/` or `/users/` in an address. */
const USER_ID = /\/(?:avatars|users)\/(\d{15,21})(?:\/|$)/;

export function discordUserId(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  return USER_ID.exec(url)?.[1];
}

/** The class token of Discord's avatar image in each hash form: `avatar_hash`, `avatar__hash`, `<hash16>-avatar`. */
const AVATAR_CLASS = /(?:^|\s)(?:avatar_{1,2}[A-Za-z0-9]+|_?[0-9a-f]{16}-avatar)(?=\s|$)/;

/**
 * The account of a message header's author: the avatar image beside the
 * header (a reply's quoted avatar sits outside `scope`, in the reply preview).
 */
export function headerAccount(scope: Element | null): string | undefined {
  if (!scope) return undefined;
  for (const img of Array.from(scope.querySelectorAll('img'))) {
    if (!AVATAR_CLASS.test(img.getAttribute('class') ?? '')) continue;
    if (img.closest('[id^="message-reply-context-"], [id^="message-accessories-"]')) continue;
    const id = discordUserId(img.getAttribute('src'));
    if (id) return id;
  }
  return undefined;
}
