/**
 * Counting a message's words as `text.trim().split(/\s+/)` does, without making the list: the
 * answer asks how long a message is several times, and each split made a string per word.
 */

/** Whether a UTF-16 code unit is whitespace as `\s` and `trim` read it (ECMAScript's set). */
export function isBlank(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 160) return false;
  return (
    code === 160 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** `text.trim().split(/\s+/).length`: the words between blanks (1 for a blank text). */
export function wordCount(text: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const blank = isBlank(text.charCodeAt(i));
    if (!blank && !inWord) words++;
    inWord = !blank;
  }
  return Math.max(words, 1);
}
