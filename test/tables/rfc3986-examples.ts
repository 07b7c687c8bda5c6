/**
 * RFC 3986 §5.4 "Reference Resolution Examples", verbatim, shared by the resolver tests.
 */

/** RFC 3986 §5.4: "Within a representation with a well defined base URI of". */
export const BASE = 'http://a/b/c/d;p?q';

/** RFC 3986 §5.4.1, verbatim. */
export const RFC3986_5_4_1 = `
      "g:h"           =  "g:h"
      "g"             =  "http://a/b/c/g"
      "./g"           =  "http://a/b/c/g"
      "g/"            =  "http://a/b/c/g/"
      "/g"            =  "http://a/g"
      "//g"           =  "http://g"
      "?y"            =  "http://a/b/c/d;p?y"
      "g?y"           =  "http://a/b/c/g?y"
      "#s"            =  "http://a/b/c/d;p?q#s"
      "g#s"           =  "http://a/b/c/g#s"
      "g?y#s"         =  "http://a/b/c/g?y#s"
      ";x"            =  "http://a/b/c/;x"
      "g;x"           =  "http://a/b/c/g;x"
      "g;x?y#s"       =  "http://a/b/c/g;x?y#s"
      ""              =  "http://a/b/c/d;p?q"
      "."             =  "http://a/b/c/"
      "./"            =  "http://a/b/c/"
      ".."            =  "http://a/b/"
      "../"           =  "http://a/b/"
      "../g"          =  "http://a/b/g"
      "../.."         =  "http://a/"
      "../../"        =  "http://a/"
      "../../g"       =  "http://a/g"
`;

/** RFC 3986 §5.4.2, verbatim (the example lines; the prose between them is omitted). */
export const RFC3986_5_4_2 = `
      "../../../g"    =  "http://a/g"
      "../../../../g" =  "http://a/g"

      "/./g"          =  "http://a/g"
      "/../g"         =  "http://a/g"
      "g."            =  "http://a/b/c/g."
      ".g"            =  "http://a/b/c/.g"
      "g.."           =  "http://a/b/c/g.."
      "..g"           =  "http://a/b/c/..g"

      "./../g"        =  "http://a/b/g"
      "./g/."         =  "http://a/b/c/g/"
      "g/./h"         =  "http://a/b/c/g/h"
      "g/../h"        =  "http://a/b/c/h"
      "g;x=1/./y"     =  "http://a/b/c/g;x=1/y"
      "g;x=1/../y"    =  "http://a/b/c/y"

      "g?y/./x"       =  "http://a/b/c/g?y/./x"
      "g?y/../x"      =  "http://a/b/c/g?y/../x"
      "g#s/./x"       =  "http://a/b/c/g#s/./x"
      "g#s/../x"      =  "http://a/b/c/g#s/../x"

      "http:g"        =  "http:g"         ; for strict parsers
                      /  "http://a/b/c/g" ; for backward compatibility
`;

export interface Row {
  readonly reference: string;
  readonly expected: string;
  readonly note: string | null;
}

/** Reads `"ref" = "target" ; note` rows; a `/ "target" ; note` line is an alternative of the last. */
export function readRows(table: string): Row[] {
  const rows: Row[] = [];
  let last = '';
  for (const line of table.split('\n')) {
    const full = /^\s+"([^"]*)"\s+=\s+"([^"]*)"\s*(?:;\s*(.*))?$/.exec(line);
    const alt = /^\s+\/\s+"([^"]*)"\s*(?:;\s*(.*))?$/.exec(line);
    if (full) {
      last = full[1]!;
      rows.push({ reference: full[1]!, expected: full[2]!, note: full[3] ?? null });
    } else if (alt) {
      rows.push({ reference: last, expected: alt[1]!, note: alt[2] ?? null });
    }
  }
  return rows;
}
