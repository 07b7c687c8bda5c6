/**
 * The scheme classifications of Python's `urllib.parse`, with its names and contents (CPython
 * 3.11; unchanged up to 3.14). The empty string stands for "no scheme given".
 *
 * As in Python these are ordinary mutable lists, read on every call: a program that pushes a
 * scheme onto {@link uses_netloc} or {@link uses_relative} changes how `urlunsplit` and `urljoin`
 * treat it, exactly as appending to the Python lists does.
 *
 * @module
 */

/**
 * Schemes whose URLs `urljoin` resolves against a base (others are returned as they are).
 *
 * @example
 * ```ts
 * uses_relative.includes('https'); // true
 * urljoin('mailto:a@b', 'c');     // 'c': mailto is not in uses_relative
 * ```
 */
export const uses_relative: string[] = ['', 'ftp', 'http', 'gopher', 'nntp', 'imap',
  'wais', 'file', 'https', 'shttp', 'mms',
  'prospero', 'rtsp', 'rtsps', 'rtspu', 'sftp',
  'svn', 'svn+ssh', 'ws', 'wss'];

/**
 * Schemes that have a net_loc: `urlunsplit` writes `//` after them even when the net_loc is empty
 * (if the path is empty or starts with `/`), and `urljoin` inherits the base's net_loc for them.
 *
 * @example
 * ```ts
 * urlunsplit(['file', '', '/etc/hosts', '', '']); // 'file:///etc/hosts'
 * ```
 */
export const uses_netloc: string[] = ['', 'ftp', 'http', 'gopher', 'nntp', 'telnet',
  'imap', 'wais', 'file', 'mms', 'https', 'shttp',
  'snews', 'prospero', 'rtsp', 'rtsps', 'rtspu', 'rsync',
  'svn', 'svn+ssh', 'sftp', 'nfs', 'git', 'git+ssh',
  'ws', 'wss'];

/**
 * Schemes whose last path segment may carry `;params`, which `urlparse` splits off.
 *
 * @example
 * ```ts
 * urlparse('http://h/a;b').params; // 'b'
 * urlparse('ssh://h/a;b').params;  // ''
 * ```
 */
export const uses_params: string[] = ['', 'ftp', 'hdl', 'prospero', 'http', 'imap',
  'https', 'shttp', 'rtsp', 'rtsps', 'rtspu', 'sip',
  'sips', 'mms', 'sftp', 'tel'];

/**
 * Not used by any function any more; kept, as in CPython, for backwards compatibility.
 *
 * @example
 * ```ts
 * non_hierarchical.includes('mailto'); // true
 * ```
 */
export const non_hierarchical: string[] = ['gopher', 'hdl', 'mailto', 'news',
  'telnet', 'wais', 'imap', 'snews', 'sip', 'sips'];

/**
 * Not used by any function any more; kept, as in CPython, for backwards compatibility.
 *
 * @example
 * ```ts
 * uses_query.includes('http'); // true
 * ```
 */
export const uses_query: string[] = ['', 'http', 'wais', 'imap', 'https', 'shttp', 'mms',
  'gopher', 'rtsp', 'rtsps', 'rtspu', 'sip', 'sips'];

/**
 * Not used by any function any more; kept, as in CPython, for backwards compatibility.
 *
 * @example
 * ```ts
 * uses_fragment.includes('ftp'); // true
 * ```
 */
export const uses_fragment: string[] = ['', 'ftp', 'hdl', 'http', 'gopher', 'news',
  'nntp', 'wais', 'https', 'shttp', 'snews',
  'file', 'prospero'];

/**
 * The characters allowed in a scheme name (after its first character, which must be an ASCII
 * letter). The grammar's `split-scheme-char` is the same set.
 *
 * @example
 * ```ts
 * [...'svn+ssh'].every((c) => scheme_chars.includes(c)); // true
 * ```
 */
export const scheme_chars: string = 'abcdefghijklmnopqrstuvwxyz' +
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ' +
  '0123456789' +
  '+-.';

