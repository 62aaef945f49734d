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
