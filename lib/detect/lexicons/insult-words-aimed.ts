import { wordList } from '../../text/wordlist';

/**
 * Insult words that also have an everyday sense (an animal, an object, a
 * place): an insult only with a person named beside them ("7 олень", "ну я и
 * пень", "ведущий у нас слепой крот", "4 — дно"), not "у меня на аве олень"
 * or "дно бутылки" (see insults.ts). Slots: animals called a person, objects and
 * places called a person (dull things, in forms no object takes: валенок, бревно, хлебушек), body-based and slang labels with a
 * second sense.
 */
export const INSULT_WORDS_AIMED = wordList(
  'insult-words-aimed',
  String.raw`
баклан(?:а|у|ом|ы)?
баран
бараны
бесполезн(?:ый|ая|ые|ого|ому|ым)
боров
бревно
валенок
гад
гады
говно
дерьмо
днище
дно
дрыщ…
жирдяй…
жирн(?:ый|ая|ые)
жиртрест…
жирух…
индюк
ишак
кабан
козел
козлы
корова
крот
крыса
крысы
курица
курицы
лопух
лупоглаз…
макак…
мартышк…
ненормальн(?:ый|ая|ые|ого|ому|ым|ых)
обезьян…
овощ
олен(?:ь|я|ю|ем|и|ей|ям|ями)
осел
ослина
павиан…
паяц…
пень
петух
петушок
поехавш(?:ий|ая|ие|его|ему)
редиска
скоморох…
слабак…
табуретка
толст(?:ый|ая|ые|ячок|яки)
тормоз(?:а|ы|ом|ами|у)?
тормознут…
трус
тряпка
тюфяк…
хлебушек
хряк
шут(?:а|у|ом|ы|ов|ам)?
`,
);

/**
 * Who an aimed word is said instead of, besides the roles ("овощ, а не игрок", "не человек, а бревно"): the
 * contrast says it of a person.
 */
export const CONTRASTED_PERSONS = wordList(
  'contrasted-persons',
  String.raw`
девушк(?:а|ой)
игрок(?:ом)?
мужик(?:ом)?
парень
пацан(?:ом)?
чел
человек(?:ом)?
`,
);
