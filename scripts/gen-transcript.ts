/**
 * Generates a synthetic game transcript (JSONL) for the bench: busy chat with
 * the usual share of clean talk and occasional violations, phase changes and
 * deaths. Deterministic for a given seed.
 */
const CLEAN = [
  'всем привет, хорошей игры', '5 черный, 3 красный, голосую 5', 'я шериф, проверил 7 — черный', 'не верьте 2, он врёт', 'мне кажется 6 мафия',
  'ну блин, опять промах', 'спасибо, пас', 'это моя версия: 3 и 7 черные', 'ведущий, кто выставлен?', 'я голосую в 9, потому что он странно говорил',
  'ахахах', 'ок', 'согласен с 4', 'давайте не будем торопиться', 'кто лжешериф?', 'я мирный, честно говоря не знаю кого ставить', 'хм', 'да',
  'он гнал на 2 весь день', 'а почему ты молчал на речи?', 'поставлю в 8', 'у меня дон проверял 3', 'посмотрим что скажет 10',
];
const BAD = [
  'клянусь я красный', 'спорим на нитро что я мирный', 'ты дурак', 'бля', 'Я КРАСНЫЙ ПРИВЕТИКИ', 'мне ведущий написал что я шериф', 'по братски поставь со мной',
  'после игры тебе хана', 'с у к а', 'ты 🤡', 'в результатах увидишь', 'cyкa', 'закрой рот',
];

const WORDS = ['ну', 'вот', 'короче', 'смотрите', 'я думаю', 'по факту', 'если честно говоря', 'мне кажется', 'в общем', 'ладно', 'кстати', 'слушайте'];
const SEAT_WORDS = ['черный', 'красный', 'шериф', 'дон', 'мирный', 'в версии', 'врёт', 'молодец'];

export function* transcript(messages: number, seed = 42): Generator<string> {
  let s = seed >>> 0;
  const rnd = () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
  for (let p = 1; p <= 10; p++) yield JSON.stringify({ type: 'player', player: String(p), status: 'alive', nick: `Игрок ${p}` });
  yield JSON.stringify({ type: 'phase', phase: 'day' });
  const phases = ['day', 'voting', 'results', 'night'] as const;
  let phase = 0;
  for (let i = 0; i < messages; i++) {
    if (i % 400 === 399) {
      phase = (phase + 1) % phases.length;
      yield JSON.stringify({ type: 'phase', phase: phases[phase] });
    }
    const player = String(1 + Math.floor(rnd() * 10));
    const pool = rnd() < 0.06 ? BAD : CLEAN;
    const pick = <T,>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
    // Vary the messages so that they are mostly unique, as in a real chat.
    let text = pick(pool);
    if (rnd() < 0.7) text = `${pick(WORDS)}, ${text}`;
    if (rnd() < 0.6) text += `, ${1 + Math.floor(rnd() * 10)} ${pick(SEAT_WORDS)}`;
    yield JSON.stringify({ type: 'message', id: `m${i}`, player, text: phases[phase] === 'voting' && rnd() < 0.8 ? '+' : text, ts: 1764400000000 + i * 1000 });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const n = Number(process.argv[2] ?? 1000);
  for (const line of transcript(n)) process.stdout.write(line + '\n');
}
