// @vitest-environment happy-dom
/**
 * The Discord voice reader on the fixtures rebuilt from the research: the
 * sidebar list and the call tiles in all three class-name forms, speaking by
 * class and by inline style, mute / deafen / server icons, avatars in both
 * URL forms, a collapsed list.
 */
import { describe, expect, it } from 'vitest';
import { avatarUrl, readVoice, type VoiceMemberReading } from '../lib/adapters/discord-voice';
import { className, hasClass, isClass } from '../lib/adapters/classes';
import { callTiles, sidebar, type Channel, type ClassForm, type Member } from './fixtures/discord-voice';

const FORMS: ClassForm[] = ['dump', 'underscore', 'hash16'];
const TABLE = '1180000000000000333';

function read(channels: Channel[], form: ClassForm, tiles = '') {
  document.body.innerHTML = sidebar(channels, form) + tiles;
  return readVoice(document);
}
const one = (m: Member, form: ClassForm): VoiceMemberReading =>
  read([{ id: TABLE, name: 'Стол', members: [m] }], form).channels[0]!.members[0]!;

describe('class names in every form', () => {
  it.each([
    ['voiceUser__07f91', 'voiceUser', true],
    ['voiceUser_07f91b', 'voiceUser', true],
    ['_07f9193042954787-voiceUser', 'voiceUser', true],
    ['c1f755cd01aad831-voiceUser', 'voiceUser', true],
    ['voiceUserContainer_adebba', 'voiceUser', false],
    ['usernameSpeaking__07f91', 'username', false],
    ['usernameSpeaking__07f91', 'usernameSpeaking', true],
    ['my-voiceUser', 'voiceUser', false],
    ['voiceUser', 'voiceUser', false],
  ])('%s is %s: %s', (token, name, want) => {
    expect(isClass(token, name)).toBe(want);
  });

  it('names a token by its stable part', () => {
    expect(['voiceUser__07f91', 'containerDefault_c69b6d', '_07f9193042954787-voiceUser', 'plain'].map(className)).toEqual([
      'voiceUser',
      'containerDefault',
      'voiceUser',
      null,
    ]);
  });

  it('hasClass looks at every token', () => {
    document.body.innerHTML = '<div class="a_1 _07f9193042954787-username b"></div>';
    expect(hasClass(document.body.firstElementChild!, 'username')).toBe(true);
    expect(hasClass(document.body.firstElementChild!, 'b')).toBe(false);
  });
});

describe.each(FORMS)('the sidebar voice list, %s classes', (form) => {
  it('finds the voice channels, not the text one, with names from the label', () => {
    const r = read(
      [
        { id: TABLE, name: 'Стол 1', members: [{ name: '01 | Аня', user: '2001' }] },
        { id: '1180000000000000444', name: 'Морг', members: [], lang: 'en' },
      ],
      form,
    );
    expect(r.channels.map((c) => [c.id, c.name, c.members.length, c.collapsed])).toEqual([
      [TABLE, 'Стол 1', 1, false],
      ['1180000000000000444', 'Морг', 0, false],
    ]);
  });

  it.each<[string, Member, Partial<VoiceMemberReading>]>([
    [
      'a member, user avatar',
      { name: '05 | Кирилл', user: '2005', avatar: { hash: 'abc123' } },
      { user: '2005', avatar: 'abc123', name: '05 | Кирилл', speaking: false },
    ],
    [
      'a server avatar (member URL form)',
      { name: '05 | Кирилл', user: '2005', avatar: { hash: 'a_fff', form: 'member' } },
      { user: '2005', avatar: 'g1180000000000000001/a_fff' },
    ],
    [
      'a default avatar carries no user',
      { name: '05 | Кирилл', user: '2005', avatar: { hash: '', form: 'default' } },
      { avatar: 'default/3' },
    ],
    ['speaking by the name’s class', { name: '05 | К', user: '2005', speaking: 'class' }, { speaking: true }],
    ['speaking by the avatar’s inline ring', { name: '05 | К', user: '2005', speaking: 'style' }, { speaking: true }],
  ])('%s', (_, m, want) => {
    expect(one(m, form)).toMatchObject(want);
  });

  it.each<[string, Member, [boolean, boolean, boolean, boolean]]>([
    // [mute, deaf, serverMute, serverDeaf]
    ['nothing', { name: 'N', user: '1' }, [false, false, false, false]],
    ['muted (English label)', { name: 'N', user: '1', mute: true }, [true, false, false, false]],
    ['deafened (English label)', { name: 'N', user: '1', mute: true, deaf: true }, [true, true, false, false]],
    ['server muted', { name: 'N', user: '1', serverMute: true }, [true, false, true, false]],
    ['server deafened', { name: 'N', user: '1', serverDeaf: true }, [false, true, false, true]],
    ['deafened (Russian label)', { name: 'N', user: '1', deaf: true, labelLang: 'ru' }, [true, true, false, false]],
    ['server deafened (Russian label)', { name: 'N', user: '1', serverDeaf: true, labelLang: 'ru' }, [false, true, false, true]],
    [
      'deafened, label in unknown words: the icons decide',
      { name: 'N', user: '1', deaf: true, labelLang: 'xx' },
      [true, true, false, false],
    ],
    // One icon, the server's: read as the server's mute — never as the member's own deafen.
    [
      'server deafened, unknown words: the server’s, not the member’s',
      { name: 'N', user: '1', serverDeaf: true, labelLang: 'xx' },
      [true, false, true, false],
    ],
    ['muted, unknown words', { name: 'N', user: '1', mute: true, labelLang: 'xx' }, [true, false, false, false]],
    ['a camera is not a state (the label is the name alone)', { name: 'N', user: '1', video: true }, [false, false, false, false]],
    ['muted with a camera on', { name: 'N', user: '1', mute: true, video: true }, [true, false, false, false]],
    ['a name holding a comma', { name: 'Вася, 05', user: '1', deaf: true }, [true, true, false, false]],
  ])('states: %s', (_, m, [mute, deaf, serverMute, serverDeaf]) => {
    expect(one(m, form).states).toEqual({ mute, deaf, serverMute, serverDeaf });
  });

  it('a muted member is never read as speaking by class (Discord shows none)', () => {
    expect(one({ name: 'N', user: '1', mute: true, speaking: 'both' }, form).speaking).toBe(false);
  });

  it('a collapsed list shows avatars only: users known, names and states not', () => {
    const r = read(
      [
        {
          id: TABLE,
          name: 'Стол',
          collapsed: true,
          members: [
            { name: '01 | А', user: '2001', deaf: true },
            { name: '02 | Б', user: '2002' },
          ],
        },
      ],
      form,
    );
    expect(r.channels[0]!.collapsed).toBe(true);
    expect(r.channels[0]!.members).toEqual([
      { user: '2001', avatar: 'h2001', speaking: false },
      { user: '2002', avatar: 'h2002', speaking: false },
    ]);
  });

  it('call tiles: user, name, the border’s ring; a stream tile is not a member', () => {
    const tiles = callTiles(
      [
        { user: '2001', name: '01 | Аня', speaking: true },
        { user: '2002', name: '02 | Боря' },
        { user: '2002', name: '02 | Боря', stream: true },
      ],
      form,
    );
    expect(read([], form, tiles).tiles).toEqual([
      { user: '2001', name: '01 | Аня', speaking: true },
      { user: '2002', name: '02 | Боря', speaking: false },
    ]);
  });
});

describe('avatar URLs', () => {
  it.each([
    ['https://cdn.discordapp.com/avatars/123/abc.webp?size=32', { user: '123', avatar: 'abc' }],
    ['https://cdn.discordapp.com/avatars/123/a_abc.gif', { user: '123', avatar: 'a_abc' }],
    ['https://cdn.discordapp.com/guilds/9/users/123/avatars/xyz.png?size=24', { user: '123', avatar: 'g9/xyz' }],
    ['https://cdn.discordapp.com/embed/avatars/4.png', { avatar: 'default/4' }],
    ['https://discord.com/assets/1f0bfc0865d324c2587920a7d80c609b.png', null],
  ])('%s', (url, want) => {
    expect(avatarUrl(url)).toEqual(want);
  });
});
