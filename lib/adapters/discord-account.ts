/**
 * Who a Discord member is, as the page shows it: the user id in their
 * avatar's address (page-markup.md §1.4, §2 "user id of an author"). The CDN
 * forms are `cdn.discordapp.com/avatars/<userId>/<hash>…` (the user's
 * avatar) and `…/guilds/<guildId>/users/<userId>/avatars/<hash>…` (a server
 * avatar); default avatars (`…/embed/avatars/<n>.png`, `/assets/…`) carry no
 * id, and then the account is unknown — never guessed from the nickname.
 * The reading itself is the message reader's (`userFromAvatar`): one place.
 */
export { userFromAvatar as discordUserId } from './discord-message';
