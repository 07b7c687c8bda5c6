/**
 * The password-redaction test's tools: awkward passwords, each placed in URLs the ways a reader can
 * take it as a password, and a search of an output for every form a password may take there (as
 * written, percent-decoded, percent-encoded in either hex case, case-folded, JSON-escaped, wrapped
 * over lines).
 */

/**
 * Passwords with the characters that slip past a mask: spaces, quotes, "%", "@", "<", "^", non-ASCII
 * and astral characters. Each holds the marker "Zq9" (no URL of the tests holds it otherwise), so
 * a fragment of a password is found too.
 */
export const PASSWORDS: readonly string[] = [
  'Zq9SECRETpw',
  'Zq9 SE CRET',
  'Zq9"SE\'CRET',
  'Zq9%SE%41CRET',
  'Zq9@SE@CRET',
  'Zq9<SE^CR>ET',
  'Zq9SÉCRËT\u00e9',
  'Zq9SE\u{1F510}CRET',
  'Zq9s%65cret',
];

/** Percent-decodes every well-formed escape (UTF-8, invalid sequences kept as escapes), loosely. */
export function decodeLoosely(s: string): string {
  return s.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    const bytes = new Uint8Array(run.length / 3);
    for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(run.slice(i * 3 + 1, i * 3 + 3), 16);
    return new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/\uFFFD/g, '');
  });
}

/** The forms a password may take in an output. */
export function formsOf(password: string): string[] {
  const forms = new Set<string>([password, decodeLoosely(password), decodeLoosely(decodeLoosely(password))]);
  for (const f of [...forms]) {
    forms.add(encodeURIComponent(f));
    forms.add(encodeURIComponent(f).replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase()));
    forms.add(encodeURI(f));
    forms.add(JSON.stringify(f).slice(1, -1));
    forms.add(f.replace(/[^A-Za-z0-9]/gu, (c) => encodeURIComponent(c)));
  }
  return [...forms].filter((f) => f.length > 0);
}

/**
 * Where `output` shows `password`: each form found, searched as printed, with line breaks (and
 * the indentation after them) removed, percent-decoded loosely, and case-folded; and the marker
 * "zq9" of the password (a fragment of a password shows it).
 */
export function shownForms(output: string, password: string): string[] {
  const joined = output.replace(/\r?\n[ \t|]*/g, '');
  const views = [output, output.replace(/\r?\n/g, ''), joined];
  for (const v of [...views]) views.push(decodeLoosely(v));
  const lower = views.map((v) => v.toLowerCase());
  const found: string[] = [];
  for (const f of formsOf(password)) if (lower.some((v) => v.includes(f.toLowerCase()))) found.push(f);
  if (lower.some((v) => v.includes('zq9'))) found.push('zq9 (the marker)');
  return found;
}
