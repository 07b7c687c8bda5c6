/**
 * Mistakes gathered from the wild (issue 46, item 1; DECISIONS 50): broken URLs that people really
 * wrote, of kinds test/tables/mistakes.ts does not have, each with the caret a human would put, the
 * fix a human would write (or null where none can be known from the input alone), why that is the
 * fix, and where the input is quoted from. Gathered before the least-cost repair is written, so that
 * they measure it rather than being chosen by it. Data only; test/mistakes-wild.test.ts holds the
 * table's invariants and measures the library on it.
 *
 * Sources. Every input is quoted from a public GitHub issue or pull-request thread, named by its
 * address: bug reports of database drivers and URL parsers (a password with "#", "%" or "/" in a
 * connection URL), of git front ends and package managers (scp-like remotes, "ssh://" and
 * "git+ssh://" URLs that kept the scp-like ":"), of link checkers, HTML validators and minifiers
 * (mailto: and data: URLs), of threat-intelligence tools (defanged URLs), of REST clients (variables
 * left unexpanded), and of applications whose search boxes put a literal "%" into a URL. Only the
 * input strings are quoted, never code (DECISIONS 28). Where the thread shows the URL through a
 * shell or a form, the row writes the URL that was sent: the curl command of restheart #301 without
 * its shell escapes (its -v trace prints the request line), the search "100% pen" of scratch-www
 * #1153 as the URL its search page makes (the thread links the fixed one), the path "roma" + flag of
 * reboot #213 as the URL whose percent-encoding the issue expects.
 *
 * Grammar. As in test/tables/mistakes.ts: absent, `parseURL(input)`, RFC 3986 from `URI`; a second
 * "?" in a query is valid RFC 3986, so that row is read with `rfc1738` (RFC 1738 §3.3's searchpart
 * has no "?").
 *
 * Carets, as in test/tables/mistakes.ts: the first character a human changes, or the place to
 * insert at. For a character to escape (a "#", "%" or "/" in a password, a space, a "<", a non-ASCII
 * character), that character; for an scp-like remote, its start (where "ssh://" goes in); for an
 * "ssh://" URL that kept the scp-like ":", that ":"; for a defanged URL, the first character that
 * was changed to defang it ("hxxps": the first "x"); for a seed list of several hosts, the first
 * ","; where no fix can be known, where the URL stops being one (an ODBC string or a REST client's
 * variable at the start: offset 0).
 *
 * Fixes, as in test/tables/mistakes.ts: the URL a human would accept as what was meant, changed no
 * more than the mistake needs, no normalization. Most threads state it (a maintainer's answer, the
 * reporter's working URL, a pull request's output); the row's `note` says which. Percent-encodings
 * use upper-case hex (RFC 3986 §2.1) where the thread writes none or lower case; non-ASCII characters
 * become their UTF-8 percent-encoding (RFC 3987 §3.1's mapping of an IRI to a URI). An scp-like remote
 * `user@host:path` becomes `ssh://user@host/path` (git-clone(1), "GIT URLS"). A defanged URL is
 * refanged ("hxxp" to "http", "[.]" to ".", "[:]" to ":", "[://]" to "://", "[/]" to "/"). `null`
 * where the input is another language (a MongoDB seed list of several hosts, an ODBC connection
 * string) or holds a variable whose value is not in the input.
 *
 * `gap`, where the library today offers a verified machine-applicable fix that is not the human fix:
 * what its whole-URL fix gives, and why. (A lossy one, which removes, moves or replaces a character,
 * would be a bug by DECISIONS 33, not a gap; none is offered today.) No `code`: the code the report
 * gives is the library's answer, which the repair may change; the test prints what it gives.
 */
import type { MistakeCase } from './mistakes.js';

/** One gathered case: a {@link MistakeCase} without the library's code, with why the fix is the human one. */
export interface WildMistakeCase extends Omit<MistakeCase, 'code'> {
  /** Why the human fix is that (or why none can be known), and where the thread says so. */
  readonly note: string;
}

/** The cases, grouped by kind. */
export const WILD_MISTAKES: readonly WildMistakeCase[] = [
{ kind: 'scp-like-remote', input: 'git@github.com:me/mine.git', caret: 0, fix: 'ssh://git@github.com/me/mine.git', note: 'git-clone(1) "GIT URLS": the scp-like form user@host:path is the URL ssh://user@host/path', source: 'https://github.com/npm/npm/issues/18889' },
  { kind: 'scp-like-remote', input: 'git@example.com:project/repo.git', caret: 0, fix: 'ssh://git@example.com/project/repo.git', note: 'as above: GitLab\'s SSH clone link, as a URL', source: 'https://github.com/jupyterhub/nbgitpuller/pull/97' },
  { kind: 'ssh-url-colon-path', input: 'ssh://user@server:project.git', caret: 17, fix: 'ssh://user@server/project.git', note: 'the PR: the delimiter between host and path is "/" in the URL form, ":" only in the scp-like form', source: 'https://github.com/progit/progit/pull/433' },
  { kind: 'ssh-url-colon-path', input: 'ssh://git@github.com:krisi0903/infra.git', caret: 20, fix: 'ssh://git@github.com/krisi0903/infra.git', note: 'the reporter: replacing the colon by "/" makes the clone work', source: 'https://github.com/semaphoreui/semaphore/issues/989' },
  { kind: 'ssh-url-colon-path', input: 'ssh://git@github.com:githubuser/repo.git', caret: 20, fix: 'ssh://git@github.com/githubuser/repo.git', note: 'the scp-like ":" kept after "ssh://" makes "githubuser" a port; the path starts with "/"', source: 'https://github.com/yarnpkg/yarn/issues/2416' },
  { kind: 'ssh-url-colon-path', input: 'ssh://git@github.com:myorganization/myproject.git', caret: 20, fix: 'ssh://git@github.com/myorganization/myproject.git', note: 'the maintainer\'s answer in the thread', source: 'https://github.com/lambci/git-lambda-layer/issues/7' },
  { kind: 'git-plus-colon-path', input: 'git+ssh://git@github.com:1example/common-code.git', caret: 24, fix: 'git+ssh://git@github.com/1example/common-code.git', note: 'npm reads "1example" as a port; the URL form has "/" before the path', source: 'https://github.com/npm/cli/issues/7255' },
  { kind: 'git-plus-colon-path', input: 'git+ssh://git@github.mycompany.com:example/example.git', caret: 34, fix: 'git+ssh://git@github.mycompany.com/example/example.git', note: 'as above, on a company host', source: 'https://github.com/npm/npm/issues/16830' },
  { kind: 'git-plus-colon-path', input: 'git+https://git@git.xxxx.la:dept-pay/xxxxx/xxxxx.git', caret: 27, fix: 'git+https://git@git.xxxx.la/dept-pay/xxxxx/xxxxx.git', note: 'the reporter\'s "Correct Command" in the thread', source: 'https://github.com/npm/npm/issues/16980' },
  { kind: 'password-hash', input: 'postgres://user:pass#word@server.host.com/pgsqldb', caret: 20, fix: 'postgres://user:pass%23word@server.host.com/pgsqldb', note: 'a "#" in a password is written %23 (the README the thread quotes)', source: 'https://github.com/jazzband/dj-database-url/issues/224' },
  { kind: 'password-hash', input: 'oracle://user:PaSs#wOrd@testora:1521/TEST1', caret: 18, fix: 'oracle://user:PaSs%23wOrd@testora:1521/TEST1', note: 'expected: password PaSs#wOrd, so its "#" escaped', source: 'https://github.com/iamseth/oracledb_exporter/issues/385' },
  { kind: 'password-hash', input: 'mysql://jydb:G2W9iPwpAqF4R#202@rm-wz9s90lao15s6j4v2ro.mysql.rds.aliyuncs.com:3306/jydb', caret: 26, fix: 'mysql://jydb:G2W9iPwpAqF4R%23202@rm-wz9s90lao15s6j4v2ro.mysql.rds.aliyuncs.com:3306/jydb', note: 'the reporter says the password holds the "#"', source: 'https://github.com/encode/databases/issues/404' },
  { kind: 'password-hash', input: 'postgres://user:pa#ss@host:9999/database', caret: 18, fix: 'postgres://user:pa%23ss@host:9999/database', note: 'the "#" is in the password part (the reporter)', source: 'https://github.com/servo/rust-url/issues/922' },
  { kind: 'password-hash', input: 'oracle://admin:ADMIN#123@192.168.1.1:1521/test', caret: 20, fix: 'oracle://admin:ADMIN%23123@192.168.1.1:1521/test', note: 'the maintainer: "use %23 instead of #"', source: 'https://github.com/sijms/go-ora/issues/48' },
  { kind: 'password-hash', input: 'oracle://user:pw#@host:1521/db', caret: 16, fix: 'oracle://user:pw%23@host:1521/db', note: 'the password is "pw#" (the issue): its "#" written %23', source: 'https://github.com/sfu-db/connector-x/issues/210' },
  { kind: 'password-percent', input: 'sqlserver://user:pass%word@host:3306', caret: 21, fix: 'sqlserver://user:pass%25word@host:3306', note: 'the maintainer\'s fix in the thread: % written %25', source: 'https://github.com/free/sql_exporter/issues/66' },
  { kind: 'password-percent', input: 'postgres://openbot:100%pure@127.0.0.1:5432/openbot', caret: 22, fix: 'postgres://openbot:100%25pure@127.0.0.1:5432/openbot', note: 'a literal "%" in a generated password, written %25 (the PR)', source: 'https://github.com/CopilotKit/OpenBot/pull/400' },
  { kind: 'password-percent', input: 'postgres://gogs:2wPb*%tBQyjP@127.0.0.1:5432/gogs?sslmode=disable', caret: 21, fix: 'postgres://gogs:2wPb*%25tBQyjP@127.0.0.1:5432/gogs?sslmode=disable', note: 'the "%" is the password\'s own character (the reporter), so %25', source: 'https://github.com/gohugoio/hugo/issues/1376' },
  { kind: 'password-slash', input: 'mysql://user:abc/BDE@127.0.0.1:3306/db', caret: 16, fix: 'mysql://user:abc%2FBDE@127.0.0.1:3306/db', note: 'the maintainer: escape the slash, mysql://user:abc%2FBDE@...', source: 'https://github.com/servo/rust-url/issues/640' },
  { kind: 'password-slash', input: 'postgres://functions:po/op@localhost', caret: 23, fix: 'postgres://functions:po%2Fop@localhost', note: 'the reporter: encodeURIComponent of the password', source: 'https://github.com/brianc/node-postgres/issues/3376' },
  { kind: 'password-slash', input: 'postgres://test:abc/@mydb.de:5432/mydb', caret: 19, fix: 'postgres://test:abc%2F@mydb.de:5432/mydb', note: 'the answer writes %2f; RFC 3986 \u00a72.1 prefers upper-case hex, %2F', source: 'https://github.com/brianc/node-postgres/issues/3013' },
  { kind: 'password-slash', input: 'postgres://my_user:some cool/password@pg-host:5432/my-db', caret: 23, fix: 'postgres://my_user:some%20cool%2Fpassword@pg-host:5432/my-db', note: 'the password is "some cool/password": its space and "/" escaped', source: 'https://github.com/PostgREST/postgrest/issues/1531' },
  { kind: 'password-slash', input: 'mysql://root:123456../@myhost:3306/mydb', caret: 21, fix: 'mysql://root:123456..%2F@myhost:3306/mydb', note: 'the answer: quote the password (quote_plus), so "/" is %2F', source: 'https://github.com/encode/databases/issues/548' },
  { kind: 'password-slash', input: 'https://admin:pass//X@host.com', caret: 18, fix: 'https://admin:pass%2F%2FX@host.com', note: 'the password is "pass//X" (the issue): each "/" written %2F', source: 'https://github.com/qoretechnologies/qore/issues/4673' },
  { kind: 'multi-host', input: 'mongodb://root:pass@mongodb-0.mongodb-headless:27017,mongodb-1.mongodb-headless:27017,mongodb-2.mongodb-headless:27017', caret: 52, fix: null, note: 'a MongoDB seed list, not one RFC 3986 authority: no URL of the grammar says the same', source: 'https://github.com/kobotoolbox/kpi/issues/3821' },
  { kind: 'multi-host', input: 'mongodb://root:xxxxx@db-host-0-service.default.svc.cluster.local:27017,db-host-0-service.default.svc.cluster.local:27017/my-database?authSource=admin&replicaSet=rs', caret: 70, fix: null, note: 'as above', source: 'https://github.com/loopbackio/loopback-connector-mongodb/issues/664' },
  { kind: 'multi-host', input: 'mongodb://username:password@host-01:27017,host-02:27017,host-03:27017/mydb?authSource=mydb&ssl=true', caret: 41, fix: null, note: 'as above', source: 'https://github.com/nosqlclient/nosqlclient/issues/144' },
  { kind: 'data-url-space', input: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 100 100%22%3E%3Ctext y=%2290%22 font-size=%2290%22%3EA%3C/text%3E%3C/svg%3E', caret: 25, fix: 'data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%20viewBox=%220%200%20100%20100%22%3E%3Ctext%20y=%2290%22%20font-size=%2290%22%3EA%3C/text%3E%3C/svg%3E', note: 'the minifier turned %20 into spaces; the validator rejects them ("space is not allowed"): each written %20 again, the rest kept', source: 'https://github.com/tdewolff/minify/issues/475' },
  { kind: 'data-url-markup', input: 'data:image/svg+xml;charset=utf-8,<svg xmlns=\'http://www.w3.org/2000/svg\'><line stroke-width=\'2\' stroke=\'rgb(255,0,0)\' x1=\'0\' y1=\'100%\' x2=\'100%\' y2=\'0\'></line></svg>', caret: 33, fix: 'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns=\'http://www.w3.org/2000/svg\'%3E%3Cline%20stroke-width=\'2\'%20stroke=\'rgb(255,0,0)\'%20x1=\'0\'%20y1=\'100%25\'%20x2=\'100%25\'%20y2=\'0\'%3E%3C/line%3E%3C/svg%3E', note: 'SVG text in a data URL: "<", ">", spaces and the literal "%" percent-encoded, the rest kept', source: 'https://github.com/ben-eb/postcss-svgo/issues/40' },
  { kind: 'mailto-space', input: 'mailto:redacted@example.com?subject=Reply to Life%e2%80%99s%20Embers', caret: 41, fix: 'mailto:redacted@example.com?subject=Reply%20to%20Life%e2%80%99s%20Embers', note: 'the PR percent-encodes the subject\'s spaces (RFC 6068 \u00a75)', source: 'https://github.com/pimoore/microdotblog-tufte/pull/6' },
  { kind: 'mailto-space', input: 'mailto:me@example.com?subject=hi there', caret: 32, fix: 'mailto:me@example.com?subject=hi%20there', note: 'the maintainer: spaces should be encoded with %20', source: 'https://github.com/ocaml/v2.ocaml.org/issues/92' },
  { kind: 'mailto-space', input: 'mailto:user@google.com?subject=Useful Training', caret: 37, fix: 'mailto:user@google.com?subject=Useful%20Training', note: 'the reporter\'s own fix in the thread', source: 'https://github.com/docsifyjs/docsify/issues/741' },
  { kind: 'mailto-angle', input: 'mailto:Roger%20W%20Haworth%20<W@RHaworth.net>?subject=W3%20Validator', caret: 29, fix: 'mailto:Roger%20W%20Haworth%20%3CW@RHaworth.net%3E?subject=W3%20Validator', note: 'the maintainer\'s answer in the thread', source: 'https://github.com/validator/validator/issues/248' },
  { kind: 's3-key-space', input: 's3://sliderule/my/key needs/to be/encoded.txt', caret: 21, fix: 's3://sliderule/my/key%20needs/to%20be/encoded.txt', note: 'the issue: the path segments "key needs" and "to be" need to be encoded', source: 'https://github.com/SlideRuleEarth/sliderule/issues/638' },
  { kind: 'smart-apostrophe', input: 'http://en.moj.gov.cn/pdf/DecisionoftheStateCouncilonAmendingtheRegulationsofthePeople\u2019sRepublicofChinaonCustomsExternalAuditing.pdf', caret: 85, fix: 'http://en.moj.gov.cn/pdf/DecisionoftheStateCouncilonAmendingtheRegulationsofthePeople\'sRepublicofChinaonCustomsExternalAuditing.pdf', gap: { wholeFix: 'http://en.moj.gov.cn/pdf/DecisionoftheStateCouncilonAmendingtheRegulationsofthePeople%E2%80%99sRepublicofChinaonCustomsExternalAuditing.pdf', why: 'the typographer\'s apostrophe percent-encoded keeps every character, so it is machine-applicable; but it names another resource (the 404 of the issue): the human fix replaces it, which is maybe-incorrect at best (DECISIONS 33)' }, note: 'the issue gives the valid URL: a typographer\'s apostrophe replaced the straight one', source: 'https://github.com/Juris-M/citeproc-js/issues/235' },
  { kind: 'defanged', input: 'hxxps://pastebin[.]com/QM5ttnx3', caret: 1, fix: 'https://pastebin.com/QM5ttnx3', note: 'the issue\'s own refanged form: hxxp to http, [.] to .', source: 'https://github.com/ElevenPaths/thethe/issues/19' },
  { kind: 'defanged', input: 'http[:]//example1.com', caret: 4, fix: 'http://example1.com', note: 'the [:] defang (the issue); its PR #17 refangs [:] to :', source: 'https://github.com/ninoseki/ioc-extractor/issues/16' },
  { kind: 'defanged', input: 'tcp://example[.]com:8989/bad', caret: 13, fix: 'tcp://example.com:8989/bad', note: 'the issue: refang [.] and keep the tcp scheme', source: 'https://github.com/pedramamini/iocextract/issues/32' },
  { kind: 'defanged', input: 'hxxps[://]secure-login[.]xyz[/]drop[.]php', caret: 1, fix: 'https://secure-login.xyz/drop.php', note: 'the PR\'s output: its refanged node', source: 'https://github.com/RyanDFIR/unfurl/pull/283' },
  { kind: 'json-in-query', input: 'https://restheart_server:4443/buildbot/slaves?filter={"name":"abiref"}', caret: 53, fix: 'https://restheart_server:4443/buildbot/slaves?filter=%7B%22name%22:%22abiref%22%7D', note: 'the request line of the curl -v trace; JSON in a query value is percent-encoded ("{", "\\"", "}"), ":" may stay', source: 'https://github.com/SoftInstigate/restheart/issues/301' },
  { kind: 'percent-literal', input: 'http://www.google.com/url?sa=t&rct=j&q=% FREE Call Forwarding&source=web&cd=27&cad=rja&ved=0CG8QFjAGOBQ', caret: 39, fix: 'http://www.google.com/url?sa=t&rct=j&q=%25%20FREE%20Call%20Forwarding&source=web&cd=27&cad=rja&ved=0CG8QFjAGOBQ', note: 'the "%" introduces no escape (the reporter): %25, and the spaces %20', source: 'https://github.com/medialize/URI.js/issues/92' },
  { kind: 'percent-literal', input: 'http://beta.datausa.io/search/?q=%%', caret: 33, fix: 'http://beta.datausa.io/search/?q=%25%25', note: 'the search term was "%%"', source: 'https://github.com/DataUSA/datausa-site/issues/82' },
  { kind: 'percent-literal', input: 'https://scratch.mit.edu/search/projects?q=100% pen', caret: 45, fix: 'https://scratch.mit.edu/search/projects?q=100%25%20pen', note: 'the search "100% pen" as its URL; the fixed link is in the thread', source: 'https://github.com/scratchfoundation/scratch-www/issues/1153' },
  { kind: 'non-ascii-path', input: 'https://github.com/4nNns/cveAdd/blob/developer/sqli/\u4e07\u6237EZOFFICE%20\u524d\u53f0SQL\u6ce8\u5165\u6f0f\u6d1e.md', caret: 52, fix: 'https://github.com/4nNns/cveAdd/blob/developer/sqli/%E4%B8%87%E6%88%B7EZOFFICE%20%E5%89%8D%E5%8F%B0SQL%E6%B3%A8%E5%85%A5%E6%BC%8F%E6%B4%9E.md', note: 'the workaround in the issue: UTF-8 percent-encoding of the Chinese characters (RFC 3987 \u00a73.1)', source: 'https://github.com/CVEProject/cve-services/issues/1178' },
  { kind: 'non-ascii-path', input: 'https://en.wikipedia.org/wiki/Carl_Hansen_&_S\u00f8n', caret: 45, fix: 'https://en.wikipedia.org/wiki/Carl_Hansen_&_S%C3%B8n', note: 'RFC 3986 wants UTF-8 percent-escaped (the issue): the IRI mapped to a URI', source: 'https://github.com/sanity-io/sanity/issues/707' },
  { kind: 'non-ascii-path', input: 'https://zh.wikipedia.org/wiki/\u5fc3\u5f62\u7b26\u865f', caret: 30, fix: 'https://zh.wikipedia.org/wiki/%E5%BF%83%E5%BD%A2%E7%AC%A6%E8%99%9F', note: 'as above', source: 'https://github.com/sanity-io/sanity/issues/707' },
  { kind: 'non-ascii-path', input: 'https://ru.wikipedia.org/wiki/\u0417\u043e\u043d\u0442\u0438\u0447\u043d\u044b\u0435', caret: 30, fix: 'https://ru.wikipedia.org/wiki/%D0%97%D0%BE%D0%BD%D1%82%D0%B8%D1%87%D0%BD%D1%8B%D0%B5', note: 'as above', source: 'https://github.com/sanity-io/sanity/issues/707' },
  { kind: 'emoji-path', input: 'http://www.somewhere.com/roma\ud83c\uddee\ud83c\uddf9', caret: 29, fix: 'http://www.somewhere.com/roma%F0%9F%87%AE%F0%9F%87%B9', note: 'the issue\'s expected URL: the flag\'s two code points in UTF-8, percent-encoded', source: 'https://github.com/dispatch/reboot/issues/213' },
  { kind: 'trailing-quote', input: 'http://www.biodiversitylibrary.org/item/92582"', caret: 45, fix: 'http://www.biodiversitylibrary.org/item/92582', note: 'the closing quote of url = "..." is not the URL\'s (the issue\'s expected rendering)', source: 'https://github.com/zim-desktop-wiki/zim-desktop-wiki/issues/1976' },
  { kind: 'odbc-connection-string', input: 'Driver={SQL Server};Server=myhost;Database=database;UID=user;PWD=pass;Trusted_Connection=yes;', caret: 0, fix: null, note: 'an ODBC connection string, another language: no URL of the grammar can be read off it without knowing the driver\'s scheme', source: 'https://github.com/mkleehammer/pyodbc/issues/667' },
  { kind: 'query-second-question-mark', grammar: 'rfc1738', input: 'https://en.wikipedia.org/w/index.php?title=Yeti_Airlines_Flight_691&action=edit?useskin=vector', caret: 79, fix: 'https://en.wikipedia.org/w/index.php?title=Yeti_Airlines_Flight_691&action=edit&useskin=vector', note: 'the PR: when the URL already has a "?", the next parameter is joined with "&"', source: 'https://github.com/nhalh/Revert-Wikipedia-Layout/pull/2' },
  { kind: 'unexpanded-variable', input: '{{ app_server }}/#q=hello+world', caret: 0, fix: null, note: 'a REST client variable left in the URL: its value is not in the input', source: 'https://github.com/Huachao/vscode-restclient/issues/104' },
  { kind: 'unexpanded-variable', input: '<<baseUrl>>/api/login', caret: 0, fix: null, note: 'as above (Hoppscotch\'s <<variable>> syntax)', source: 'https://github.com/hoppscotch/hoppscotch/issues/1927' },
  { kind: 'unexpanded-variable', input: 'http://<<IP>>:<<UPNP_PORT>>/upnp/event/renderconnmgr1', caret: 7, fix: null, note: 'as above: host and port are variables whose values are not in the input', source: 'https://github.com/reqable/reqable-app/issues/872' },
  { kind: 'unexpanded-variable', input: '{{url}}/connect/token', caret: 0, fix: null, note: 'as above', source: 'https://github.com/jenius-apps/nightingale-rest-api-client/issues/143' },
  { kind: 'unexpanded-variable', input: 'https://`{{< meta prerelease-subdomain >}}`quarto.org/docs/presentations/revealjs/demo/?view=scroll', caret: 8, fix: null, note: 'a Quarto shortcode inside the host: its expansion is not in the input', source: 'https://github.com/quarto-dev/quarto-markdown/issues/34' },
  { kind: 'backtick-in-path', input: 'http://example.com/my`link', caret: 21, fix: 'http://example.com/my%60link', note: 'the reporter: "the other one I\'ve done before is %60"', source: 'https://github.com/DavidAnson/markdownlint/issues/206' },
];
