// @vitest-environment happy-dom
/**
 * The voice part of "what the extension sees": the game's channel or why
 * none, the channels with their seated players (a collapsed one said so),
 * each seat's state; the host's pick stored for the content script; a
 * malformed voice snapshot dropped, not trusted.
 */
import { cleanup, fireEvent, render, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SeesDetails } from '../../components/SeesView';
import { parseSees, type SeesSnapshot, type VoiceSees } from '../../lib/sees';

afterEach(() => {
  cleanup();
  fakeBrowser.reset();
});

const voice: VoiceSees = {
  table: { id: '33', name: 'Стол', picked: false },
  channels: [
    { id: '33', name: 'Стол', members: 4, seated: 3, collapsed: false },
    { id: '44', name: 'Морг', members: 2, seated: 2, collapsed: true },
  ],
  members: [
    {
      seat: '1',
      name: '01 | Аня',
      presence: 'in',
      mute: true,
      deaf: true,
      serverMute: false,
      serverDeaf: false,
      speaking: false,
      avatar: true,
    },
    { seat: '2', name: '02 | Боря', presence: 'in', mute: false, deaf: false, serverMute: false, serverDeaf: false, speaking: true },
    { seat: '3', name: '03 | Вера', presence: 'elsewhere', where: 'Морг', speaking: false },
  ],
  tiles: 0,
};
const snap = (v: VoiceSees | undefined): SeesSnapshot => ({
  site: 'discord',
  url: 'https://discord.com/channels/1/2',
  key: '2',
  chats: 1,
  read: 3,
  players: [],
  phase: 'day',
  phaseBy: null,
  recent: [],
  counts: [],
  marks: null,
  ...(v ? { voice: v } : {}),
});

describe('what the extension sees: the voice channel', () => {
  it('the game’s channel, every channel with its seated players, each seat’s state', () => {
    const { container } = render(<SeesDetails sees={snap(voice)} lang="ru" />);
    const v = container.querySelector('[data-testid="sees-voice"]')!;
    expect(v.getAttribute('data-table')).toBe('Стол');
    expect(v.textContent).toContain('по большинству игроков');
    const channels = [...v.querySelectorAll('[data-testid="sees-voice-channel"]')];
    expect(channels.map((c) => [c.getAttribute('data-id'), c.getAttribute('data-collapsed')])).toEqual([
      ['33', 'false'],
      ['44', 'true'],
    ]);
    expect(channels[1]!.textContent).toContain('свёрнут');
    const seats = [...v.querySelectorAll('[data-testid="sees-voice-members"] li')];
    expect(seats.map((li) => [li.getAttribute('data-seat'), li.getAttribute('data-presence'), li.getAttribute('data-deaf')])).toEqual([
      ['1', 'in', 'true'],
      ['2', 'in', 'false'],
      ['3', 'elsewhere', 'false'],
    ]);
    expect(seats[2]!.textContent).toContain('«Морг»');
    expect(seats[1]!.textContent).toContain('говорит');
  });

  it('says when no voice channel is visible', () => {
    const { container } = render(<SeesDetails sees={snap({ table: null, channels: [], members: [], tiles: 0 })} lang="en" />);
    expect(container.querySelector('[data-testid="sees-voice"]')!.textContent).toMatch(/not found/);
  });

  it('a site without a voice table shows no voice part', () => {
    const { container } = render(<SeesDetails sees={snap(undefined)} lang="ru" />);
    expect(container.querySelector('[data-testid="sees-voice"]')).toBeNull();
  });

  it('the host picks the game’s channel: stored per game key for the content script', async () => {
    const { container } = render(<SeesDetails sees={snap(voice)} lang="ru" />);
    fireEvent.click(container.querySelector('[data-testid="sees-voice-channel"][data-id="44"] button')!);
    await waitFor(async () => expect((await fakeBrowser.storage.local.get('voicePick')).voicePick).toEqual({ '2': '44' }));
  });

  it('a snapshot’s voice part is validated field by field', () => {
    const parsed = parseSees({
      ...snap(undefined),
      voice: {
        table: { id: '33', name: 'Стол', picked: 'yes' },
        channels: [{ id: '33', name: 'Стол', members: -4, seated: 'x' }, { name: 'без id' }],
        members: [
          { seat: '1', presence: 'gone' },
          { seat: '2', presence: 'in', deaf: 'no', speaking: 1, where: 5 },
        ],
        tiles: 'many',
      },
    });
    expect(parsed?.voice).toEqual({
      table: { id: '33', name: 'Стол', picked: false },
      channels: [{ id: '33', name: 'Стол', members: 0, seated: 0, collapsed: false }],
      members: [{ seat: '2', presence: 'in', speaking: false }],
      tiles: 0,
    });
  });
});
