import { wordList } from '../../text/wordlist';

/**
 * When and where someone was dropped or beaten as a child, the old jab at a
 * player's head (online 3.2.7, its examples "Тебя головой в детстве били?",
 * "Лучше бы тебя не роняли в детстве"). Slot: childhood, the maternity ward,
 * the falls and what the head hit. Pattern fragments.
 */
export const VIOLENCE_CHILDHOOD = wordList(
  'violence-childhood',
  String.raw`
башкой
в~1детств…
в~1младенчеств…
в~1роддом…
головой
об~1(?:пол|асфальт|угол|стену)
с~1(?:балкона|пеленальн…|кроватк…|лестниц…|кровати|горки)
`,
);
