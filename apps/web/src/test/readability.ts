/**
 * Flesch–Kincaid grade level of plain English: 0.39 × words per sentence + 11.8 × syllables per word
 * − 15.59. Syllables are counted by vowel groups (a silent final "e" dropped, at least one a word),
 * the usual approximation; words are runs of letters (figures such as "$7,000" are not words).
 */
export function countSyllables(word: string): number {
  const letters = word.toLowerCase().replace(/[^a-z]/g, "");
  if (letters.length <= 3) return 1;
  const trimmed = letters.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, (end) => end.slice(0, 1));
  return Math.max(1, trimmed.match(/[aeiouy]+/g)?.length ?? 1);
}

/** `blocks`: the text of each block (a paragraph, a list item, a heading), each ending a sentence. */
export function fleschKincaidGrade(blocks: readonly string[]): number {
  let sentences = 0;
  let words = 0;
  let syllables = 0;
  for (const block of blocks) {
    for (const sentence of block.split(/[.!?:;]+(?:\s|$)/)) {
      const found = sentence.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];
      if (found.length === 0) continue;
      sentences += 1;
      words += found.length;
      syllables += found.reduce((sum, word) => sum + countSyllables(word), 0);
    }
  }
  return 0.39 * (words / sentences) + 11.8 * (syllables / words) - 15.59;
}

/*
 * Spanish. Words are runs of letters (accented ones and ñ included); a syllable is a vowel nucleus:
 * a run of vowels is one syllable, split where two strong vowels (a, e, o) meet ("le-er", "po-e-ta")
 * or where a stressed weak vowel (í, ú) stands beside a strong one ("dí-a", "re-ú-ne"); a weak vowel (i,
 * u, ü) beside another vowel otherwise makes a diphthong or triphthong with it ("cuen-ta", "buey",
 * "guí-a", "huí"). The "u" of
 * "que", "qui", "gue", "gui" is silent and joins its vowel, which the rule above already does. A "y"
 * is a vowel only alone or at a word's end after a vowel ("y", "muy"), where it joins the diphthong.
 * Two weak vowels always count as a diphthong, as the Real Academia's spelling rules do ("rui-do").
 */
const STRONG = "aeoáéó";
const STRESSED_WEAK = "íú";
const VOWELS = `${STRONG}${STRESSED_WEAK}iuü`;

export function countSpanishSyllables(word: string): number {
  const letters = word.toLowerCase().replace(/[^a-záéíóúüñ]/g, "");
  if (letters === "y") return 1;
  let syllables = 0;
  let previous = "";
  for (const letter of letters) {
    if (!VOWELS.includes(letter)) {
      previous = "";
      continue;
    }
    const strongPair = STRONG.includes(previous) && STRONG.includes(letter);
    const stressedWeakBesideStrong =
      (STRESSED_WEAK.includes(previous) && STRONG.includes(letter)) ||
      (STRONG.includes(previous) && STRESSED_WEAK.includes(letter));
    const hiatus = previous !== "" && (strongPair || stressedWeakBesideStrong);
    if (previous === "" || hiatus) syllables += 1;
    previous = letter;
  }
  return Math.max(1, syllables);
}

/** Words, syllables and sentences of Spanish `blocks` (each block ends a sentence). */
function spanishCounts(blocks: readonly string[]) {
  let sentences = 0;
  let words = 0;
  let syllables = 0;
  for (const block of blocks) {
    for (const sentence of block.split(/[.!?:;]+(?:\s|$)/)) {
      const found = sentence.match(/[A-Za-zÁÉÍÓÚÜÑáéíóúüñ]+/g) ?? [];
      if (found.length === 0) continue;
      sentences += 1;
      words += found.length;
      syllables += found.reduce((sum, word) => sum + countSpanishSyllables(word), 0);
    }
  }
  return { syllablesPerWord: syllables / words, wordsPerSentence: words / sentences };
}

/**
 * Fernández Huerta's reading ease for Spanish (1959, Flesch's formula refitted to Spanish), as
 * corrected by Law (2011): 206.84 − 60 × syllables per word − 1.02 × words per sentence. Its scale
 * follows Flesch's: 60–70 "normal" reads at about the 8th–9th grade, 70–80 "bastante fácil" the 7th.
 */
export function fernandezHuerta(blocks: readonly string[]): number {
  const { syllablesPerWord, wordsPerSentence } = spanishCounts(blocks);
  return 206.84 - 60 * syllablesPerWord - 1.02 * wordsPerSentence;
}

/**
 * Szigriszt-Pazos's perspicuity (1993), read on Barrio-Cantalejo's INFLESZ scale (2008): 206.835 −
 * 62.3 × syllables per word − words per sentence; 55–65 "normal", 65–80 "bastante fácil".
 */
export function szigrisztPazos(blocks: readonly string[]): number {
  const { syllablesPerWord, wordsPerSentence } = spanishCounts(blocks);
  return 206.835 - 62.3 * syllablesPerWord - wordsPerSentence;
}
