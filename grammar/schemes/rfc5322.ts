/**
 * RFC 5322 (Internet Message Format) §3 "Syntax" and §4 "Obsolete Syntax", as the ABNF loader reads
 * them: the `dot-atom-text` and `quoted-string` RFC 6068 §2 builds its `addr-spec` from, and the
 * `addr-spec` of §3.4.1 that RFC 6068 §2 restricts.
 *
 * Both sections whole: the rules `dot-atom-text` and `quoted-string` need (`CFWS`, `comment`,
 * `qtext` and their `obs-` alternatives of §4) reach `obs-body`, whose `text` is §3.5's, so no
 * smaller set of sections loads without an undefined rule. `comment` is recursive (`comment` →
 * `ccontent` → `comment`), and the loader runs a grammar by a finite automaton: every rule that reaches
 * `CFWS` (`quoted-string`, `addr-spec`...) loads, but throws ABNFRecursionError when run. For the
 * addr-specs of RFC 5322 Appendix A, {@link ADDR_SPEC_NO_OBS_ABNF} is a runnable reading of §3.4.1
 * (not RFC text: comments nested at most three deep, no obsolete syntax).
 *
 * P. Resnick, Ed., "Internet Message Format", RFC 5322, October 2008. Library code: no Node API;
 * test/uri-schemes.test.ts holds {@link RFC5322_ABNF} equal to `extractABNF` of
 * grammar/rfc/rfc5322.txt, sections 3 and 4.
 */
import { loadABNF, type ABNFGrammar } from '../engine/abnf.js';
import type { LoadedSourceInfo } from './types.js';

/**
 * RFC 5322 §3 and §4, verbatim: `extractABNF(text, '3')`, a blank line, `extractABNF(text, '4')`
 * (the RFC's lines, indentation kept; its page breaks and prose removed; test/uri-schemes.test.ts
 * holds them equal).
 *
 * @example
 * ```ts
 * RFC5322_ABNF.includes('   dot-atom-text   =   1*atext *("." 1*atext)'); // true
 * ```
 */
export const RFC5322_ABNF = `   quoted-pair     =   ("\\" (VCHAR / WSP)) / obs-qp







   FWS             =   ([*WSP CRLF] 1*WSP) /  obs-FWS
                                          ; Folding white space

   ctext           =   %d33-39 /          ; Printable US-ASCII
                       %d42-91 /          ;  characters not including
                       %d93-126 /         ;  "(", ")", or "\\"
                       obs-ctext

   ccontent        =   ctext / quoted-pair / comment

   comment         =   "(" *([FWS] ccontent) [FWS] ")"

   CFWS            =   (1*([FWS] comment) [FWS]) / FWS






   atext           =   ALPHA / DIGIT /    ; Printable US-ASCII
                       "!" / "#" /        ;  characters not including
                       "$" / "%" /        ;  specials.  Used for atoms.
                       "&" / "'" /
                       "*" / "+" /
                       "-" / "/" /
                       "=" / "?" /
                       "^" / "_" /
                       "\`" / "{" /
                       "|" / "}" /
                       "~"

   atom            =   [CFWS] 1*atext [CFWS]

   dot-atom-text   =   1*atext *("." 1*atext)

   dot-atom        =   [CFWS] dot-atom-text [CFWS]

   specials        =   "(" / ")" /        ; Special characters that do
                       "<" / ">" /        ;  not appear in atext
                       "[" / "]" /
                       ":" / ";" /
                       "@" / "\\" /
                       "," / "." /
                       DQUOTE



   qtext           =   %d33 /             ; Printable US-ASCII
                       %d35-91 /          ;  characters not including
                       %d93-126 /         ;  "\\" or the quote character
                       obs-qtext

   qcontent        =   qtext / quoted-pair

   quoted-string   =   [CFWS]
                       DQUOTE *([FWS] qcontent) [FWS] DQUOTE
                       [CFWS]





   word            =   atom / quoted-string

   phrase          =   1*word / obs-phrase

   unstructured    =   (*([FWS] VCHAR) *WSP) / obs-unstruct


   date-time       =   [ day-of-week "," ] date time [CFWS]

   day-of-week     =   ([FWS] day-name) / obs-day-of-week

   day-name        =   "Mon" / "Tue" / "Wed" / "Thu" /
                       "Fri" / "Sat" / "Sun"

   date            =   day month year

   day             =   ([FWS] 1*2DIGIT FWS) / obs-day

   month           =   "Jan" / "Feb" / "Mar" / "Apr" /
                       "May" / "Jun" / "Jul" / "Aug" /
                       "Sep" / "Oct" / "Nov" / "Dec"

   year            =   (FWS 4*DIGIT FWS) / obs-year

   time            =   time-of-day zone

   time-of-day     =   hour ":" minute [ ":" second ]

   hour            =   2DIGIT / obs-hour

   minute          =   2DIGIT / obs-minute

   second          =   2DIGIT / obs-second

   zone            =   (FWS ( "+" / "-" ) 4DIGIT) / obs-zone








   address         =   mailbox / group

   mailbox         =   name-addr / addr-spec

   name-addr       =   [display-name] angle-addr

   angle-addr      =   [CFWS] "<" addr-spec ">" [CFWS] /
                       obs-angle-addr

   group           =   display-name ":" [group-list] ";" [CFWS]

   display-name    =   phrase

   mailbox-list    =   (mailbox *("," mailbox)) / obs-mbox-list

   address-list    =   (address *("," address)) / obs-addr-list

   group-list      =   mailbox-list / CFWS / obs-group-list







   addr-spec       =   local-part "@" domain

   local-part      =   dot-atom / quoted-string / obs-local-part

   domain          =   dot-atom / domain-literal / obs-domain

   domain-literal  =   [CFWS] "[" *([FWS] dtext) [FWS] "]" [CFWS]

   dtext           =   %d33-90 /          ; Printable US-ASCII
                       %d94-126 /         ;  characters not including
                       obs-dtext          ;  "[", "]", or "\\"





   message         =   (fields / obs-fields)
                       [CRLF body]

   body            =   (*(*998text CRLF) *998text) / obs-body

   text            =   %d1-9 /            ; Characters excluding CR
                       %d11 /             ;  and LF
                       %d12 /
                       %d14-127





   fields          =   *(trace
                         *optional-field /
                         *(resent-date /
                          resent-from /
                          resent-sender /
                          resent-to /
                          resent-cc /
                          resent-bcc /
                          resent-msg-id))
                       *(orig-date /
                       from /
                       sender /
                       reply-to /
                       to /
                       cc /
                       bcc /
                       message-id /
                       in-reply-to /
                       references /
                       subject /
                       comments /
                       keywords /
                       optional-field)




   orig-date       =   "Date:" date-time CRLF




   from            =   "From:" mailbox-list CRLF

   sender          =   "Sender:" mailbox CRLF

   reply-to        =   "Reply-To:" address-list CRLF







   to              =   "To:" address-list CRLF

   cc              =   "Cc:" address-list CRLF

   bcc             =   "Bcc:" [address-list / CFWS] CRLF










   message-id      =   "Message-ID:" msg-id CRLF

   in-reply-to     =   "In-Reply-To:" 1*msg-id CRLF

   references      =   "References:" 1*msg-id CRLF

   msg-id          =   [CFWS] "<" id-left "@" id-right ">" [CFWS]

   id-left         =   dot-atom-text / obs-id-left

   id-right        =   dot-atom-text / no-fold-literal / obs-id-right

   no-fold-literal =   "[" *dtext "]"










   subject         =   "Subject:" unstructured CRLF

   comments        =   "Comments:" unstructured CRLF

   keywords        =   "Keywords:" phrase *("," phrase) CRLF






   resent-date     =   "Resent-Date:" date-time CRLF

   resent-from     =   "Resent-From:" mailbox-list CRLF

   resent-sender   =   "Resent-Sender:" mailbox CRLF

   resent-to       =   "Resent-To:" address-list CRLF

   resent-cc       =   "Resent-Cc:" address-list CRLF

   resent-bcc      =   "Resent-Bcc:" [address-list / CFWS] CRLF

   resent-msg-id   =   "Resent-Message-ID:" msg-id CRLF








   trace           =   [return]
                       1*received

   return          =   "Return-Path:" path CRLF

   path            =   angle-addr / ([CFWS] "<" [CFWS] ">" [CFWS])

   received        =   "Received:" *received-token ";" date-time CRLF

   received-token  =   word / angle-addr / addr-spec / domain




   optional-field  =   field-name ":" unstructured CRLF

   field-name      =   1*ftext

   ftext           =   %d33-57 /          ; Printable US-ASCII
                       %d59-126           ;  characters not including
                                          ;  ":".

   obs-NO-WS-CTL   =   %d1-8 /            ; US-ASCII control
                       %d11 /             ;  characters that do not
                       %d12 /             ;  include the carriage
                       %d14-31 /          ;  return, line feed, and
                       %d127              ;  white space characters

   obs-ctext       =   obs-NO-WS-CTL

   obs-qtext       =   obs-NO-WS-CTL

   obs-utext       =   %d0 / obs-NO-WS-CTL / VCHAR

   obs-qp          =   "\\" (%d0 / obs-NO-WS-CTL / LF / CR)

   obs-body        =   *((*LF *CR *((%d0 / text) *LF *CR)) / CRLF)

   obs-unstruct    =   *((*LF *CR *(obs-utext *LF *CR)) / FWS)
   obs-phrase      =   word *(word / "." / CFWS)

   obs-phrase-list =   [phrase / CFWS] *("," [phrase / CFWS])




   obs-FWS         =   1*WSP *(CRLF 1*WSP)



   obs-day-of-week =   [CFWS] day-name [CFWS]

   obs-day         =   [CFWS] 1*2DIGIT [CFWS]

   obs-year        =   [CFWS] 2*DIGIT [CFWS]

   obs-hour        =   [CFWS] 2DIGIT [CFWS]

   obs-minute      =   [CFWS] 2DIGIT [CFWS]

   obs-second      =   [CFWS] 2DIGIT [CFWS]

   obs-zone        =   "UT" / "GMT" /     ; Universal Time
                                          ; North American UT
                                          ; offsets
                       "EST" / "EDT" /    ; Eastern:  - 5/ - 4
                       "CST" / "CDT" /    ; Central:  - 6/ - 5
                       "MST" / "MDT" /    ; Mountain: - 7/ - 6
                       "PST" / "PDT" /    ; Pacific:  - 8/ - 7
                                          ;
                       %d65-73 /          ; Military zones - "A"
                       %d75-90 /          ; through "I" and "K"
                       %d97-105 /         ; through "Z", both
                       %d107-122          ; upper and lower case








   obs-angle-addr  =   [CFWS] "<" obs-route addr-spec ">" [CFWS]

   obs-route       =   obs-domain-list ":"

   obs-domain-list =   *(CFWS / ",") "@" domain
                       *("," [CFWS] ["@" domain])

   obs-mbox-list   =   *([CFWS] ",") mailbox *("," [mailbox / CFWS])

   obs-addr-list   =   *([CFWS] ",") address *("," [address / CFWS])

   obs-group-list  =   1*([CFWS] ",") [CFWS]

   obs-local-part  =   word *("." word)

   obs-domain      =   atom *("." atom)

   obs-dtext       =   obs-NO-WS-CTL / quoted-pair



   obs-fields      =   *(obs-return /
                       obs-received /
                       obs-orig-date /
                       obs-from /
                       obs-sender /
                       obs-reply-to /
                       obs-to /
                       obs-cc /
                       obs-bcc /
                       obs-message-id /
                       obs-in-reply-to /
                       obs-references /
                       obs-subject /
                       obs-comments /
                       obs-keywords /
                       obs-resent-date /
                       obs-resent-from /
                       obs-resent-send /
                       obs-resent-rply /
                       obs-resent-to /
                       obs-resent-cc /
                       obs-resent-bcc /
                       obs-resent-mid /
                       obs-optional)



   obs-orig-date   =   "Date" *WSP ":" date-time CRLF


   obs-from        =   "From" *WSP ":" mailbox-list CRLF

   obs-sender      =   "Sender" *WSP ":" mailbox CRLF

   obs-reply-to    =   "Reply-To" *WSP ":" address-list CRLF

   obs-to          =   "To" *WSP ":" address-list CRLF

   obs-cc          =   "Cc" *WSP ":" address-list CRLF

   obs-bcc         =   "Bcc" *WSP ":"
                       (address-list / (*([CFWS] ",") [CFWS])) CRLF




   obs-message-id  =   "Message-ID" *WSP ":" msg-id CRLF

   obs-in-reply-to =   "In-Reply-To" *WSP ":" *(phrase / msg-id) CRLF

   obs-references  =   "References" *WSP ":" *(phrase / msg-id) CRLF

   obs-id-left     =   local-part

   obs-id-right    =   domain




   obs-subject     =   "Subject" *WSP ":" unstructured CRLF

   obs-comments    =   "Comments" *WSP ":" unstructured CRLF

   obs-keywords    =   "Keywords" *WSP ":" obs-phrase-list CRLF


   obs-resent-from =   "Resent-From" *WSP ":" mailbox-list CRLF

   obs-resent-send =   "Resent-Sender" *WSP ":" mailbox CRLF

   obs-resent-date =   "Resent-Date" *WSP ":" date-time CRLF

   obs-resent-to   =   "Resent-To" *WSP ":" address-list CRLF

   obs-resent-cc   =   "Resent-Cc" *WSP ":" address-list CRLF

   obs-resent-bcc  =   "Resent-Bcc" *WSP ":"
                       (address-list / (*([CFWS] ",") [CFWS])) CRLF

   obs-resent-mid  =   "Resent-Message-ID" *WSP ":" msg-id CRLF

   obs-resent-rply =   "Resent-Reply-To" *WSP ":" address-list CRLF




   obs-return      =   "Return-Path" *WSP ":" path CRLF

   obs-received    =   "Received" *WSP ":" *received-token CRLF


   obs-optional    =   field-name *WSP ":" unstructured CRLF`;

/**
 * RFC 5322 §3 and §4 loaded (`abnf:rfc5322`, 133 rules).
 *
 * @example
 * ```ts
 * loadRFC5322().check('john.q.public', 'dot-atom-text').ok; // true
 * loadRFC5322().rules.length;                               // 133
 * ```
 */
export function loadRFC5322(): ABNFGrammar {
  return loadABNF(RFC5322_ABNF, { name: 'rfc5322', rfc: 5322, section: '3, 4' });
}

/**
 * NOT RFC TEXT: urlgrammar's runnable reading of RFC 5322 §3.4.1 `addr-spec`, for checking the
 * addr-specs of RFC 5322 Appendix A (test/tables/scheme-examples.ts). Each rule restates an RFC 5322
 * rule with the suffix `-no-obs`:
 *   - without the obsolete syntax of §4 (`obs-local-part`, `obs-domain`, `obs-dtext`, `obs-qtext`,
 *     `obs-qp`, `obs-ctext`, `obs-FWS`), which RFC 5322 §4 says MUST NOT be generated;
 *   - with comments nested at most three deep: RFC 5322's `comment` is recursive (`comment-no-obs`
 *     holds `ccontent-no-obs`, which may be a `comment-no-obs`), and a language of nested
 *     parentheses is not regular, so no finite automaton reads it whole; the grammar is loaded with
 *     `nesting: 3`, which expands the recursion three levels deep. An address with comments nested
 *     four or more deep is rejected here though RFC 5322 allows it.
 * `dot-atom-text` is RFC 5322's own (imported). This is the address as written in a message; RFC 6068
 * restricts it further for a `mailto` URI (see grammar/schemes/rfc6068.ts).
 *
 * @example
 * ```ts
 * ADDR_SPEC_NO_OBS_ABNF.startsWith('; NOT RFC TEXT'); // true
 * ```
 */
export const ADDR_SPEC_NO_OBS_ABNF = `; NOT RFC TEXT. urlgrammar's reading of RFC 5322 3.4.1 addr-spec: no obsolete
; syntax (RFC 5322 4), comments nested at most three deep (RFC 5322's comment is recursive).
addr-spec-no-obs      = local-part-no-obs "@" domain-no-obs
local-part-no-obs     = dot-atom-no-obs / quoted-string-no-obs
domain-no-obs         = dot-atom-no-obs / domain-literal-no-obs
dot-atom-no-obs       = [CFWS-no-obs] dot-atom-text [CFWS-no-obs]
quoted-string-no-obs  = [CFWS-no-obs]
                        DQUOTE *([FWS-no-obs] qcontent-no-obs) [FWS-no-obs] DQUOTE
                        [CFWS-no-obs]
domain-literal-no-obs = [CFWS-no-obs] "[" *([FWS-no-obs] dtext-no-obs) [FWS-no-obs] "]" [CFWS-no-obs]
qcontent-no-obs       = qtext-no-obs / quoted-pair-no-obs
qtext-no-obs          = %d33 / %d35-91 / %d93-126
quoted-pair-no-obs    = "\\" (VCHAR / WSP)
dtext-no-obs          = %d33-90 / %d94-126
ctext-no-obs          = %d33-39 / %d42-91 / %d93-126
FWS-no-obs            = [*WSP CRLF] 1*WSP
CFWS-no-obs           = (1*([FWS-no-obs] comment-no-obs) [FWS-no-obs]) / FWS-no-obs
comment-no-obs        = "(" *([FWS-no-obs] ccontent-no-obs) [FWS-no-obs] ")"
ccontent-no-obs       = ctext-no-obs / quoted-pair-no-obs / comment-no-obs`;

/**
 * {@link ADDR_SPEC_NO_OBS_ABNF} loaded (`abnf:rfc5322-addr-spec`, start `addr-spec-no-obs`), with
 * `dot-atom-text` from {@link loadRFC5322}.
 *
 * @example
 * ```ts
 * const g = loadRFC5322AddrSpec();
 * g.check('pete(his account)@silly.test(his host)').ok; // true: comments (RFC 5322 Appendix A.5)
 * g.check('jdoe@test  . example').ok;                   // false: obsolete (Appendix A.6.1)
 * ```
 */
export function loadRFC5322AddrSpec(): ABNFGrammar {
  return loadABNF(ADDR_SPEC_NO_OBS_ABNF, { name: 'rfc5322-addr-spec', rfc: 5322, section: '3.4.1', nesting: 3, imports: [{ from: loadRFC5322(), rules: ['dot-atom-text'] }] });
}

/**
 * What the docs site says of `abnf:rfc5322` (grammar/schemes/types.ts): rfc6068.ts lists it among
 * its `sources`.
 *
 * @example
 * ```ts
 * RFC5322_SOURCE.title; // 'Internet Message Format'
 * ```
 */
export const RFC5322_SOURCE = { title: 'Internet Message Format', url: 'https://www.rfc-editor.org/rfc/rfc5322', part: '§3 and §4, their ABNF verbatim (the dot-atom-text and quoted-string RFC 6068 §2 imports)' } as const satisfies LoadedSourceInfo;
