import { describe, expect, it } from 'vitest';
import { detectInsults } from '../../../lib/detect/families/insults';
import { normalize } from '../../../lib/text/normalize';

const kinds = (s: string) => [...new Set(detectInsults(normalize(s)).map((f) => f.kind))];

describe('insults', () => {
  it.each([
    ['ты дурак', 'insult'],
    ['ну ты и д у р а к', 'insult'],
    ['4 клоун', 'insult'],
    ['вы все идиоты', 'insult'],
    ['какой же он урод', 'insult'],
    ['тупица', 'insult'],
    ['Ты инвалид', 'insult'],
    ['ты что, пьяный?', 'health'],
    ['вы все бухие что ли', 'health'],
    ['у тебя мозгов нет', 'health'],
    ['иди лечись', 'health'],
    ['скинь нюдсы', 'sexual'],
    ['хачи', 'discrimination'],
    ['не голосую с ним потому что он армянин', 'discrimination'],
    ['бабам место на кухне', 'discrimination'],
    ['твоя мамка', 'relatives'],
    ['привет маме передай', 'relatives'],
    ['повесься', 'death-call'],
    ['иди выпились', 'death-call'],
    ['вены вскрой', 'death-call'],
    ['морду набью', 'violence'],
    ['тебя в детстве роняли?', 'violence'],
    ['я такой идиот, простите', 'self-abasement'],
    ['вы меня считаете дураком?', 'self-abasement'],
  ])('%s → %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });

  it.each([
    'Ну ты фиксик',
    'он якорь',
    'Балласт',
    'Руина',
    'Ну 5 игрок сказал что он пьяный, а как версию собирать то',
    'Ты глухой, я 6 раз повторила',
    'Ну ты слепой, я тебе уже 3 раза написал',
    'я не глупый, чтобы так делать',
    'я тупанул',
    'тупо не понял',
    'туповатая логика у меня была',
    'шериф вскройся',
    'я вскрываюсь шерифом',
    'мама зовёт ужинать',
    'у меня брат тоже играет',
    'наступает ночь',
    'мы убили дона',
    'ночью стреляли в 5',
  ])('leaves %s alone', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});
