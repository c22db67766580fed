/**
 * Is a message meaningless ("ваылавывллаы", "фывфывфыв")? Used for flood
 * (online 1.2: more than three such messages in a row). A message is
 * meaningless when every word of it is keyboard noise: a short chunk
 * repeated, letters no Russian word puts together, a long consonant run, or
 * a long word typed on one row of the keyboard. Laughter is not noise.
 */

const LAUGH = /^(?:а?(?:ха)+х?|х?(?:ах)+а?|(?:хе)+х?|(?:хи)+х?|ор+|лол|кек|a?(?:ha)+h?|(?:ah)+a?|l[oe]l|kek|x[dд]+)$/;
/** One letter held down ('ааааа', 'ыыыыы'): a sound, not a word. */
const HELD = /^(.)\1{3,}$/u;
/** Letter pairs that no Russian word contains. */
const NEVER = /аы|ыа|ыо|оы|ыэ|эы|уы|ыу|ыы|ьы|ъы|йь|ьъ|ъь|жы|шы|щы|чы|щя|щю|ыь|ьь|ъъ|аь|оь|уь|еь|яь|юь|иь|эь|аъ|оъ|уъ|гй|кй|хй|йй|фц|цщ|щщ|зщ|жщ|щж|щш|шщ/;
const CONSONANT_RUN = /[бвгджзйклмнпрстфхцчшщ]{5,}|[bcdfghjklmnpqrstvwxz]{6,}/;
const HOME_ROW = /^[фывапролджэ]+$|^[asdfghjkl]+$/;
/** A run along the top row of either layout ('йцукен', 'qwerty'). */
const TOP_ROW_RUN = /йцук|цуке|укен|кенг|енгш|нгшщ|гшщз|шщзх|qwer|wert|erty|rtyu|tyui|yuio|uiop/;
const VOWELS = /[аеёиоуыэюяaeiouy]/;

function repeatedChunk(w: string): boolean {
  if (w.length < 6) return false;
  for (let p = 2; p <= 4; p++) {
    if (w.length < p * 2 + 1) continue;
    let ok = true;
    for (let i = p; i < w.length; i++) {
      if (w[i] !== w[i - p]) {
        ok = false;
        break;
      }
    }
    if (ok) return true;
  }
  return false;
}

export function isNoiseWord(word: string): boolean {
  const w = word.toLowerCase().replace(/ё/g, 'е');
  if (HELD.test(w)) return true;
  if (w.length < 5 || LAUGH.test(w)) return false;
  if (repeatedChunk(w)) return true;
  if (NEVER.test(w)) return true;
  if (CONSONANT_RUN.test(w)) return true;
  if (!VOWELS.test(w)) return true;
  if (w.length >= 8 && HOME_ROW.test(w)) return true;
  if (TOP_ROW_RUN.test(w)) return true;
  return false;
}

const WORD = /\p{L}+/gu;

export function isMeaningless(text: string): boolean {
  // Keyboard noise comes in short messages; stop at the first real word.
  if (text.length > 120) return false;
  WORD.lastIndex = 0;
  let words = 0;
  let m: RegExpExecArray | null;
  while ((m = WORD.exec(text)) !== null) {
    if (++words > 6 || !isNoiseWord(m[0])) return false;
  }
  return words > 0;
}
