/**
 * Generates a realistic synthetic game transcript (JSONL) for the bench:
 * games of ten players whose phases cycle day → voting → results → night,
 * with deaths and new games; chat built from a large grammar so that about
 * half the messages are distinct texts (a real chat repeats "+", "да", "ок"
 * but little else), and a few percent of violations of every common kind,
 * embedded in ordinary talk. Deterministic for a given seed.
 *
 * A generator that repeats a small set of texts would flatter any cache keyed
 * on the text; this one does not.
 */

/** Short replies that real chats repeat all the time. */
const SHORT = [
  '+',
  'да',
  'нет',
  'ок',
  'ага',
  'хм',
  'пас',
  'согласен',
  'ахахах',
  'ну да',
  'ясно',
  'спасибо',
  'понял',
  'лол',
  'ммм',
  '?',
  'ну',
  'не',
  'жиза',
  'гг',
];

const OPEN = [
  'ну',
  'вот',
  'короче',
  'смотрите',
  'я думаю',
  'по факту',
  'мне кажется',
  'в общем',
  'ладно',
  'кстати',
  'слушайте',
  'так',
  'итак',
  'значит',
  'ребят',
  'народ',
  'господа',
  'блин',
  'эээ',
  'честно говоря',
  'если честно говоря',
  'по-моему',
  'ну смотрите',
  'давайте так',
  'окей',
  'хорошо',
];
const ROLE = [
  'черный',
  'красный',
  'мирный',
  'шериф',
  'дон',
  'мафия',
  'чр',
  'кр',
  'лжешериф',
  'маф',
  'красная',
  'черная',
  'мирная',
  'доктор',
];
const VERB = [
  'голосую в',
  'ставлю',
  'поставлю в',
  'проверил',
  'проверяю',
  'не верю',
  'верю',
  'подозреваю',
  'выставляю',
  'снимаю',
  'оставляю',
  'смотрю на',
  'предлагаю',
  'поднимаю руку за',
  'иду в',
  'думаю на',
  'кладу на',
];
const WHY = [
  'странно говорил',
  'молчал всю речь',
  'гнал на',
  'защищал',
  'путался в словах',
  'сразу сел в',
  'не дал версию',
  'слил',
  'отвел голос от',
  'поменял мнение',
  'толкнул',
  'поддакивал',
  'сидел тихо',
  'сливал красных',
  'слишком уверен',
  'резко переобулся',
  'тянул время',
  'топил',
  'выгораживал',
  'подставил',
  'не смотрел на',
  'отзеркалил',
  'перевел стрелки на',
  'запутался',
];
const THING = [
  'речь',
  'версия',
  'голосование',
  'ночь',
  'проверка',
  'расклад',
  'тройка',
  'двойка',
  'стол',
  'круг',
  'ход',
  'логика',
  'позиция',
  'реакция',
  'выстрел',
  'промах',
  'ручка',
  'кандидатура',
  'пара',
  'картина',
];
const ADJ = [
  'странная',
  'слабая',
  'сильная',
  'логичная',
  'кривая',
  'мутная',
  'нормальная',
  'хорошая',
  'плохая',
  'четкая',
  'непонятная',
  'интересная',
];
const TAIL = ['', '', '', '?', '!', '...', ')', '))', ' 🙂', ' 🤔', ' 👍', ' 😂', ' imho', ' да?', ' короче', ' вот', ' имхо', ' 100%'];
const NAME = ['Маша', 'Дима', 'Саня', 'Юми', 'Котик', 'Лис', 'Граф', 'Ника', 'Вова', 'Рыжий', 'Тень', 'Шторм'];

/** Violations of the common kinds, in many wordings; `{s}` is a seat, `{r}` a role. */
const BAD = [
  'клянусь я {r}',
  'клянусь мамой я {r}',
  'кля я {r}',
  'зуб даю {s} {r}',
  'честное слово я {r}',
  'отвечаю я {r}',
  'бля буду {s} {r}',
  'спорим на нитро что я {r}',
  'спорим что {s} {r}',
  'давай на сотку что {s} {r}',
  'ты дурак',
  '{s} идиот',
  'ты клоун',
  '{s} ты тупой',
  'бля',
  'сука',
  'нахуй {s}',
  'пиздец',
  'ебать ты {r}',
  'блять',
  'мне ведущий написал что я {r}',
  'бот мне написал что я {r}',
  'по братски поставь со мной',
  'после игры тебе хана',
  'в жизни найду тебя',
  'с у к а',
  'х у й',
  'ты 🤡',
  '{s} 🤡',
  '🤡🤡🤡',
  'в результатах увидишь',
  'после игры посмотришь',
  'cyкa',
  'бл*ть',
  'с*ка',
  'х*йня',
  'закрой рот',
  'заткнись',
  'видит бог я {r}',
  'я {r} честно',
  'ведущий дал значит {s} {r}',
  'всем красным привет',
  'я в тикток залип',
  'слава украине',
  'ты пьяный что ли',
  'иди лечись',
  'твою мать',
  'повесься',
  'лох',
  'ты лошара',
];

export interface TranscriptOptions {
  seed?: number;
  /** Share of messages that are violations. */
  violating?: number;
}

/** The chat's words from a seeded generator: the same seed, the same messages. */
class Chat {
  constructor(private s: number) {}

  rnd(): number {
    return (this.s = (this.s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  }

  pick<T>(xs: readonly T[]): T {
    const x = xs[Math.floor(this.rnd() * xs.length)];
    if (x === undefined) throw new Error('pick from an empty list');
    return x;
  }

  seat(): string {
    return String(1 + Math.floor(this.rnd() * 10));
  }

  private fill(t: string): string {
    return t.replace(/\{s\}/g, () => (this.rnd() < 0.2 ? `${this.seat()}-й` : this.seat())).replace(/\{r\}/g, () => this.pick(ROLE));
  }

  /** One clause of the grammar. */
  private clause(): string {
    switch (Math.floor(this.rnd() * 7)) {
      case 0:
        return `${this.seat()} ${this.pick(ROLE)}`;
      case 1:
        return `${this.pick(VERB)} ${this.seat()}`;
      case 2:
        return `${this.seat()} ${this.pick(WHY)}${this.rnd() < 0.5 ? ` ${this.seat()}` : ''}`;
      case 3:
        return `${this.pick(THING)} у ${this.seat()} ${this.pick(ADJ)}`;
      case 4:
        return `${this.pick(NAME)}, ${this.pick(VERB)} ${this.seat()}`;
      case 5:
        return `у меня ${this.seat()} и ${this.seat()} ${this.pick(ROLE)}`;
      default:
        return `${this.pick(WHY)} ${this.seat()}, ${this.pick(THING)} ${this.pick(ADJ)}`;
    }
  }

  /** An ordinary message: one to three clauses from the grammar, with chat noise. */
  ordinary(): string {
    if (this.rnd() < 0.47) return this.pick(SHORT);
    let t = this.clause();
    if (this.rnd() < 0.5) t = `${this.pick(OPEN)}, ${t}`;
    if (this.rnd() < 0.45) t += `, ${this.clause()}`;
    if (this.rnd() < 0.15) t += `. ${this.clause()}`;
    if (this.rnd() < 0.06) t = t.replace(/а/, 'ааа');
    if (this.rnd() < 0.05) t = t.toUpperCase();
    else if (this.rnd() < 0.4) t = t.charAt(0).toUpperCase() + t.slice(1);
    return t + this.pick(TAIL);
  }

  /** A violation, alone or embedded in ordinary talk. */
  violation(): string {
    const v = this.fill(this.pick(BAD));
    const r = this.rnd();
    if (r < 0.35) return v;
    if (r < 0.7) return `${this.pick(OPEN)}, ${v}`;
    return `${this.clause()}, ${v}`;
  }
}

export function* transcript(messages: number, opts: TranscriptOptions | number = {}): Generator<string> {
  const o = typeof opts === 'number' ? { seed: opts } : opts;
  const chat = new Chat((o.seed ?? 42) >>> 0);
  const bad = o.violating ?? 0.04;
  const rnd = () => chat.rnd();
  const pick = <T>(xs: readonly T[]): T => chat.pick(xs);
  const seat = () => chat.seat();
  const ordinary = () => chat.ordinary();
  const violation = () => chat.violation();

  let i = 0;
  let ts = 1764400000000;
  const line = (e: object) => JSON.stringify(e);
  while (i < messages) {
    // A new game: ten players alive.
    const alive = new Set<string>();
    for (let p = 1; p <= 10; p++) {
      alive.add(String(p));
      yield line({ type: 'player', player: String(p), status: 'alive', nick: `Игрок ${p}` });
    }
    for (let round = 0; round < 6 && alive.size > 3 && i < messages; round++) {
      const players = [...alive];
      const say = function* (n: number, phase: string): Generator<string> {
        for (let k = 0; k < n && i < messages; k++, i++) {
          ts += 1000 + Math.floor(rnd() * 4000);
          const player = pick(players);
          let text: string;
          if (phase === 'voting') text = rnd() < 0.85 ? '+' : ordinary();
          else text = rnd() < bad ? violation() : ordinary();
          yield line({ type: 'message', id: `m${i}`, player, text, ts });
        }
      };
      yield line({ type: 'phase', phase: 'day' });
      yield* say(120 + Math.floor(rnd() * 200), 'day');
      yield line({ type: 'phase', phase: 'voting' });
      yield* say(8 + Math.floor(rnd() * 10), 'voting');
      yield line({ type: 'phase', phase: 'results' });
      yield* say(5 + Math.floor(rnd() * 15), 'results');
      // Someone is voted out, and a dead player sometimes says goodbye.
      const out = pick([...alive]);
      alive.delete(out);
      yield line({ type: 'player', player: out, status: 'dead' });
      if (rnd() < 0.5 && i < messages) {
        i++;
        yield line({
          type: 'message',
          id: `m${i}`,
          player: out,
          text: rnd() < 0.7 ? 'всем удачи, было весело' : `${seat()} ${pick(ROLE)}, удачи`,
          ts: (ts += 2000),
        });
      }
      yield line({ type: 'phase', phase: 'night' });
      // Now and then somebody writes at night.
      if (rnd() < 0.2 && i < messages) {
        i++;
        yield line({ type: 'message', id: `m${i}`, player: pick([...alive]), text: ordinary(), ts: (ts += 3000) });
      }
      const shot = pick([...alive]);
      alive.delete(shot);
      yield line({ type: 'player', player: shot, status: 'dead' });
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const n = Number(process.argv[2] ?? 1000);
  for (const line of transcript(n)) process.stdout.write(line + '\n');
}
