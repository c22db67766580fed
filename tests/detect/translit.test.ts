import { describe, expect, it } from 'vitest';
import { readInRussian, russianInLatin } from '../../lib/detect/translit';
import { detectText } from '../../lib/detect';
import { flagged } from '../helpers/judge';

/** Russian typed in Latin letters: told apart from other languages, read in Russian letters, judged like Russian. */
describe('Russian in Latin letters', () => {
  it.each([
    ['sem chernyj, golosuem ego', true],
    ['ya s telefona, raskladka slomalas', true],
    ['ty idiot, 6', false], // one Russian word: enough to read it, not to call it Russian rather than foreign
    ['I think five is the don, check him tonight', false],
    ['beshinchi oyinchi mafiya, unga ovoz beringlar', false],
    ['beş numara mafya, ona oy verin', false],
    ['я с телефона, ya s telefona', false], // Russian letters: read as they are
  ])('%s → %s', (text, expected) => {
    expect(russianInLatin(text)).toBe(expected);
  });

  it.each([
    ['ya tebya naydu', 'я тебя найду'],
    ['krasnyj', 'красный'],
    ['krasnyy', 'красный'],
    ['moya', 'моя'],
    ['shchas zhdu', 'щас жду'],
    ["noch'yu", 'ночью'],
    ['vedushiy', 'ведуший'],
  ])('%s reads %s', (latin, russian) => {
    expect(readInRussian(latin).text).toBe(russian);
  });

  it('maps every unit back to the original', () => {
    const r = readInRussian('shchas 5, ok');
    expect(r.text).toBe('щас 5, ок');
    expect(r.at).toEqual([0, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it.each([
    ['ya tebya naydu posle igry, 5', '4.2'],
    ['mne 7 v lichku napisal chto on mirniy', '3.8'],
    ['mne bot v ls napisal chto ya sheriff, ne golosuite menya', '4.3'],
    ['brat smotrit igru, govorit 5 sheriff nastoyashiy', '4.9'],
    ['dolboeb ty, 5', '1.1'],
  ])('judged as Russian: %s → %s', (text, rule) => {
    expect(flagged(text)).toContain(rule);
  });

  it('puts a finding on the Latin words, and calls no Russian foreign', () => {
    const text = 'ya tebya naydu posle igry, 5';
    const threat = detectText(text).findings.find((f) => f.kind === 'threat');
    expect(threat?.fragment).toBe(text.slice(threat?.start, threat?.end));
    expect(threat?.fragment).toContain('naydu');
    expect(flagged('pyatyj krasnyj, ya sherif, proveril ego nochyu')).toEqual([]);
    expect(flagged('check nine tonight please')).toContain('2.6');
  });
});
