/**
 * RFC 1738, Uniform Resource Locators (URL), section 5: "BNF for specific URL schemes".
 *
 * Transcribed in the RFC's own order. The RFC's notation is RFC 822 BNF with `|` for alternatives
 * and brackets for optional or repeated elements (`*[ x ]`); see `print.ts` for the conversion to
 * RFC 5234 ABNF. Literals are case-sensitive here: the RFC spells both cases where both are meant
 * (`ftptype`, `hex`, `lowalpha`/`hialpha`).
 */
import { alt, chars, define, lit, not, opt, plus, ref, refsOf, reorder, seq, star, setNotation } from '../engine/dsl.js';
import { IPV4, PORT } from '../node-types.js';
import { HOST_1738 } from './nodes.js';
import { productionOfScheme, RFC1738_SCHEMES } from './schemes.js';

const rfc = 1738 as const;
// RFC 1738 §5 writes its own BNF (`|` for alternatives, `*` and `[ ]` for repetition).
setNotation(rfc, 'rfc1738');
const section = '5';
const r = (name: string) => ref(name);

// ---------------------------------------------------------------------------------------------
// RFC 1738, section 5: the generic form
// ---------------------------------------------------------------------------------------------

define({
  rfc, section, name: 'genericurl',
  text: 'genericurl     = scheme ":" schemepart',
  body: seq(r('scheme'), lit(':'), r('schemepart')),
  parts: { scheme: 'scheme' },
});

const urlBody = alt(...RFC1738_SCHEMES.map((s) => r(productionOfScheme(s))), r('otherurl'));
/** The registered `<scheme>url` alternatives of `url` (all but otherurl), and their schemes. */
const registeredUrls = refsOf(urlBody).filter((x) => x.name !== 'otherurl');
const registeredSchemes = registeredUrls.map((x) => x.name.replace(/url$/, ''));

/**
 * RFC 1738's registered schemes, read from `url`'s alternatives: each scheme production (`httpurl`)
 * with the scheme it is for (`http`, the name without `url`, as its leading literal spells it).
 */
export const schemeProductions: ReadonlyArray<{ readonly rule: string; readonly scheme: string }> = registeredUrls.map((x, i) => ({
  rule: x.name,
  scheme: registeredSchemes[i]!,
}));

define({
  rfc, section, name: 'url',
  text: `url            = httpurl | ftpurl | newsurl |
                 nntpurl | telneturl | gopherurl |
                 waisurl | mailtourl | fileurl |
                 prosperourl | otherurl`,
  body: urlBody,
  peg: alt(...registeredUrls, seq(not(seq(alt(...registeredSchemes.map((s) => lit(s))), lit(':'))), r('otherurl'))),
  pegIsLanguage: true,
  pegNote: `PEG: dispatch on the scheme. A registered scheme (${registeredSchemes.join(', ')}) must match its own production; otherurl takes only other schemes. The literal alternation would let "http:foo" through as an otherurl.`,
});

define({
  rfc, section, name: 'otherurl',
  text: 'otherurl       = genericurl',
  body: r('genericurl'),
});

define({
  rfc, section, name: 'scheme', node: 'text',
  text: 'scheme         = 1*[ lowalpha | digit | "+" | "-" | "." ]',
  body: plus(alt(r('lowalpha'), r('digit'), lit('+'), lit('-'), lit('.')), '['),
});

define({
  rfc, section, name: 'schemepart',
  text: 'schemepart     = *xchar | ip-schemepart',
  body: alt(star(r('xchar')), r('ip-schemepart')),
  peg: alt(seq(r('ip-schemepart'), not(alt(r('unreserved'), r('reserved'), lit('%')))), star(r('xchar'))),
  pegNote: 'PEG: alternatives reordered, with a lookahead. *xchar matches the empty string, so as the first choice it would always win and an RFC 2732 host ("//[::1]/") could never be read; ip-schemepart goes first, and is kept only when nothing that can start an xchar (unreserved, reserved, "%") follows it, since *xchar would then read further.',
});

define({
  rfc, section, name: 'ip-schemepart',
  text: 'ip-schemepart  = "//" login [ "/" urlpath ]',
  body: seq(lit('//'), r('login'), opt(seq(lit('/'), r('urlpath')))),
  parts: { login: 'authority' },
});

define({
  rfc, section, name: 'login',
  text: 'login          = [ user [ ":" password ] "@" ] hostport',
  body: seq(opt(seq(r('user'), opt(seq(lit(':'), r('password'))), lit('@'))), r('hostport')),
  parts: { user: 'user', password: 'password' },
});

define({
  rfc, section, name: 'hostport',
  text: 'hostport       = host [ ":" port ]',
  body: seq(r('host'), opt(seq(lit(':'), r('port')))),
  parts: { host: 'host', port: 'port' },
});

define({
  rfc, section, name: 'host', node: HOST_1738,
  text: 'host           = hostname | hostnumber',
  body: alt(r('hostname'), r('hostnumber')),
});

define({
  rfc, section, name: 'hostname',
  text: 'hostname       = *[ domainlabel "." ] toplabel',
  body: seq(star(seq(r('domainlabel'), lit('.')), '['), r('toplabel')),
});

const domainlabelBody = alt(r('alphadigit'), seq(r('alphadigit'), star(alt(r('alphadigit'), lit('-')), '['), r('alphadigit')));
define({
  rfc, section, name: 'domainlabel', node: 'text',
  text: 'domainlabel    = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit',
  body: domainlabelBody,
  peg: reorder(domainlabelBody, [1, 0]),
  pegNote: 'PEG: alternatives reordered, longest first. Ordered choice takes the one-character alternative first, so "example" would be read as "e" and "example.com" rejected.',
});

const toplabelBody = alt(r('alpha'), seq(r('alpha'), star(alt(r('alphadigit'), lit('-')), '['), r('alphadigit')));
define({
  rfc, section, name: 'toplabel', node: 'text',
  text: 'toplabel       = alpha | alpha *[ alphadigit | "-" ] alphadigit',
  body: toplabelBody,
  peg: reorder(toplabelBody, [1, 0]),
  pegNote: 'PEG: alternatives reordered, longest first, as in domainlabel: "com" would otherwise be read as "c".',
});

define({
  rfc, section, name: 'alphadigit', token: true,
  text: 'alphadigit     = alpha | digit',
  body: alt(r('alpha'), r('digit')),
});

define({
  rfc, section, name: 'hostnumber', node: IPV4,
  text: 'hostnumber     = digits "." digits "." digits "." digits',
  body: seq(r('digits'), lit('.'), r('digits'), lit('.'), r('digits'), lit('.'), r('digits')),
});

define({
  rfc, section, name: 'port', node: PORT,
  text: 'port           = digits',
  body: r('digits'),
});

define({
  rfc, section, name: 'user', node: 'text',
  text: 'user           = *[ uchar | ";" | "?" | "&" | "=" ]',
  body: star(alt(r('uchar'), lit(';'), lit('?'), lit('&'), lit('=')), '['),
});

define({
  rfc, section, name: 'password', node: 'text',
  text: 'password       = *[ uchar | ";" | "?" | "&" | "=" ]',
  body: star(alt(r('uchar'), lit(';'), lit('?'), lit('&'), lit('=')), '['),
});

define({
  rfc, section, name: 'urlpath', node: 'text',
  text: 'urlpath        = *xchar    ; depends on protocol see section 3.1',
  body: star(r('xchar')),
});

// ---------------------------------------------------------------------------------------------
// RFC 1738, section 5: the predefined schemes
// ---------------------------------------------------------------------------------------------

// FTP (see also RFC959)
define({
  rfc, section, name: 'ftpurl',
  text: 'ftpurl         = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]',
  body: seq(lit('ftp://'), r('login'), opt(seq(lit('/'), r('fpath'), opt(seq(lit(';type='), r('ftptype')))))),
  parts: { login: 'authority' },
});

define({
  rfc, section, name: 'fpath',
  text: 'fpath          = fsegment *[ "/" fsegment ]',
  body: seq(r('fsegment'), star(seq(lit('/'), r('fsegment')), '[')),
});

define({
  rfc, section, name: 'fsegment', node: 'text',
  text: 'fsegment       = *[ uchar | "?" | ":" | "@" | "&" | "=" ]',
  body: star(alt(r('uchar'), lit('?'), lit(':'), lit('@'), lit('&'), lit('=')), '['),
});

define({
  rfc, section, name: 'ftptype', node: 'text',
  text: 'ftptype        = "A" | "I" | "D" | "a" | "i" | "d"',
  body: chars('AIDaid'),
});

// FILE
define({
  rfc, section, name: 'fileurl',
  text: 'fileurl        = "file://" [ host | "localhost" ] "/" fpath',
  body: seq(lit('file://'), opt(alt(r('host'), lit('localhost'))), lit('/'), r('fpath')),
  parts: { host: 'host' },
});

// HTTP
define({
  rfc, section, name: 'httpurl',
  text: 'httpurl        = "http://" hostport [ "/" hpath [ "?" search ]]',
  body: seq(lit('http://'), r('hostport'), opt(seq(lit('/'), r('hpath'), opt(seq(lit('?'), r('search')))))),
  parts: { hostport: 'authority', search: 'query' },
});

define({
  rfc, section, name: 'hpath',
  text: 'hpath          = hsegment *[ "/" hsegment ]',
  body: seq(r('hsegment'), star(seq(lit('/'), r('hsegment')), '[')),
});

define({
  rfc, section, name: 'hsegment', node: 'text',
  text: 'hsegment       = *[ uchar | ";" | ":" | "@" | "&" | "=" ]',
  body: star(alt(r('uchar'), lit(';'), lit(':'), lit('@'), lit('&'), lit('=')), '['),
});

define({
  rfc, section, name: 'search', node: 'text',
  text: 'search         = *[ uchar | ";" | ":" | "@" | "&" | "=" ]',
  body: star(alt(r('uchar'), lit(';'), lit(':'), lit('@'), lit('&'), lit('=')), '['),
});

// GOPHER (see also RFC1436)
define({
  rfc, section, name: 'gopherurl',
  text: `gopherurl      = "gopher://" hostport [ / [ gtype [ selector
                 [ "%09" search [ "%09" gopher+_string ] ] ] ] ]`,
  // The RFC writes the slash unquoted; it means the literal "/".
  body: seq(lit('gopher://'), r('hostport'), opt(seq(lit('/', '/'), opt(seq(r('gtype'), opt(seq(r('selector'),
    opt(seq(lit('%09'), r('search'), opt(seq(lit('%09'), r('gopher+_string')))))))))))),
  parts: { hostport: 'authority' },
});

define({
  rfc, section, name: 'gtype', node: 'text',
  text: 'gtype          = xchar',
  body: r('xchar'),
});

define({
  rfc, section, name: 'selector', node: 'text',
  text: 'selector       = *xchar',
  body: star(r('xchar')),
});

define({
  rfc, section, name: 'gopher+_string', node: 'text',
  text: 'gopher+_string = *xchar',
  body: star(r('xchar')),
});

// MAILTO (see also RFC822)
define({
  rfc, section, name: 'mailtourl',
  text: 'mailtourl      = "mailto:" encoded822addr',
  body: seq(lit('mailto:'), r('encoded822addr')),
});

define({
  rfc, section, name: 'encoded822addr', node: 'text',
  text: 'encoded822addr = 1*xchar               ; further defined in RFC822',
  body: plus(r('xchar')),
});

// NEWS (see also RFC1036)
define({
  rfc, section, name: 'newsurl',
  text: 'newsurl        = "news:" grouppart',
  body: seq(lit('news:'), r('grouppart')),
});

const grouppartBody = alt(lit('*'), r('group'), r('article'));
define({
  rfc, section, name: 'grouppart',
  text: 'grouppart      = "*" | group | article',
  body: grouppartBody,
  peg: reorder(grouppartBody, [2, 0, 1]),
  pegNote: 'PEG: article first. "*" and every group are also prefixes of articles ("*@host", "comp.lang@host"), and ordered choice would commit to the shorter reading.',
});

define({
  rfc, section, name: 'group', node: 'text',
  text: 'group          = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]',
  body: seq(r('alpha'), star(alt(r('alpha'), r('digit'), lit('-'), lit('.'), lit('+'), lit('_')), '[')),
});

define({
  rfc, section, name: 'article', node: 'text',
  text: 'article        = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host',
  body: seq(plus(alt(r('uchar'), lit(';'), lit('/'), lit('?'), lit(':'), lit('&'), lit('=')), '['), lit('@'), r('host')),
});

// NNTP (see also RFC977)
define({
  rfc, section, name: 'nntpurl',
  text: 'nntpurl        = "nntp://" hostport "/" group [ "/" digits ]',
  body: seq(lit('nntp://'), r('hostport'), lit('/'), r('group'), opt(seq(lit('/'), r('digits')))),
  parts: { hostport: 'authority' },
});

// TELNET
define({
  rfc, section, name: 'telneturl',
  text: 'telneturl      = "telnet://" login [ "/" ]',
  body: seq(lit('telnet://'), r('login'), opt(lit('/'))),
  parts: { login: 'authority' },
});

// WAIS (see also RFC1625)
const waisurlBody = alt(r('waisdatabase'), r('waisindex'), r('waisdoc'));
define({
  rfc, section, name: 'waisurl',
  text: 'waisurl        = waisdatabase | waisindex | waisdoc',
  body: waisurlBody,
  peg: reorder(waisurlBody, [1, 2, 0]),
  pegNote: 'PEG: waisdatabase last. It is a prefix of both other forms, and ordered choice would commit to it and reject "wais://h/db?x".',
});

define({
  rfc, section, name: 'waisdatabase',
  text: 'waisdatabase   = "wais://" hostport "/" database',
  body: seq(lit('wais://'), r('hostport'), lit('/'), r('database')),
  parts: { hostport: 'authority' },
});

define({
  rfc, section, name: 'waisindex',
  text: 'waisindex      = "wais://" hostport "/" database "?" search',
  body: seq(lit('wais://'), r('hostport'), lit('/'), r('database'), lit('?'), r('search')),
  parts: { hostport: 'authority', search: 'query' },
});

define({
  rfc, section, name: 'waisdoc',
  text: 'waisdoc        = "wais://" hostport "/" database "/" wtype "/" wpath',
  body: seq(lit('wais://'), r('hostport'), lit('/'), r('database'), lit('/'), r('wtype'), lit('/'), r('wpath')),
  parts: { hostport: 'authority' },
});

define({ rfc, section, name: 'database', node: 'text', text: 'database       = *uchar', body: star(r('uchar')) });
define({ rfc, section, name: 'wtype', node: 'text', text: 'wtype          = *uchar', body: star(r('uchar')) });
define({ rfc, section, name: 'wpath', node: 'text', text: 'wpath          = *uchar', body: star(r('uchar')) });

// PROSPERO
define({
  rfc, section, name: 'prosperourl',
  text: 'prosperourl    = "prospero://" hostport "/" ppath *[ fieldspec ]',
  body: seq(lit('prospero://'), r('hostport'), lit('/'), r('ppath'), star(r('fieldspec'), '[')),
  parts: { hostport: 'authority' },
});

define({
  rfc, section, name: 'ppath',
  text: 'ppath          = psegment *[ "/" psegment ]',
  body: seq(r('psegment'), star(seq(lit('/'), r('psegment')), '[')),
});

define({
  rfc, section, name: 'psegment', node: 'text',
  text: 'psegment       = *[ uchar | "?" | ":" | "@" | "&" | "=" ]',
  body: star(alt(r('uchar'), lit('?'), lit(':'), lit('@'), lit('&'), lit('=')), '['),
});

define({
  rfc, section, name: 'fieldspec',
  text: 'fieldspec      = ";" fieldname "=" fieldvalue',
  body: seq(lit(';'), r('fieldname'), lit('='), r('fieldvalue')),
});

define({
  rfc, section, name: 'fieldname', node: 'text',
  text: 'fieldname      = *[ uchar | "?" | ":" | "@" | "&" ]',
  body: star(alt(r('uchar'), lit('?'), lit(':'), lit('@'), lit('&')), '['),
});

define({
  rfc, section, name: 'fieldvalue', node: 'text',
  text: 'fieldvalue     = *[ uchar | "?" | ":" | "@" | "&" ]',
  body: star(alt(r('uchar'), lit('?'), lit(':'), lit('@'), lit('&')), '['),
});

// RFC 1738, section 5: miscellaneous definitions (the character classes) are in rfc1738-misc.ts,
// which the strict reports read under every grammar (the unsafe characters of §2.2).

export {};
