/**
 * The mistakes people make (issue 24, item 3): broken URLs that people really wrote, gathered
 * from public sources, each with the caret a human would put and the fix a human would accept.
 * Data only; test/mistakes.test.ts holds the library to it.
 *
 * Sources. Inputs are quoted from browser fix-up test suites, the Web Platform Tests' URL data,
 * another project's URL clean-up tests, a machine-translated manual, GitHub issue and pull-request
 * threads and Stack Overflow (Server Fault) and blog pages; each row names its source (a test
 * file by repository, path, commit and licence; a thread or page by its address). Only the input
 * strings are quoted, never the code around them (DECISIONS 28). Where a source quotes a host or a
 * bare address ("localhost:8080:8080" in a link, "jgp.com,br" as a domain, "http://someurl, ..."
 * in a list), the row writes it as the URL it stood for, and says so below.
 *
 * Grammar. `grammar` is the grammar the case is read with; absent, the library default:
 * `parseURL(input)`, RFC 3986 from `URI` (DECISIONS 18). Some mistakes are valid RFC 3986 URIs,
 * because the generic syntax takes them with another meaning ("http://http://host/" has host
 * "http", an empty port and the path "//host/"; "http:/x", "http:///x", a "," or a "-" at a
 * label's edge in a host): those rows read the case as an http URL, with `rfc1738`, the grammar
 * that has http's own syntax (RFC 1738 §3.3 `httpurl`, hosts of letters, digits and "-").
 *
 * How the carets were decided: the caret is where a human puts the cursor to mend the URL: the
 * first character to change, or the place to insert at. A missing ":" or "/" goes where it is
 * missing; an extra or wrong character (a ";" for ":", a full-width ":", a "\" that escapes "/",
 * an extra "/" or ".", a port's first letter) is that character; a doubled scheme prefix is where
 * the URL starts over (the second scheme: the text before it is what goes); a missing "[" goes
 * where the address starts; text around the URL (quotes, white space, Markdown, a list separator)
 * is its first character; a Windows path is where the file URL first differs from it ("file:" +
 * "///" inserted before a drive, the first "\" otherwise). Of a run of dots, the first dot.
 *
 * How the fixes were decided: the URL a human would accept as what was meant, changed no more
 * than the mistake needs (no normalization: no trailing "/" added, no case folded, no default
 * port removed). `null` when no fix can be known from the input alone: a host or a port that must
 * be asked for ("http://host.com:ninety-two/", a host with a space), a scheme that could be http
 * or https ("://www.mozilla.org"), an IPv6 address that is not one, a label with a "-" at its edge
 * (such names are registered and resolve: removing the "-" names another host). A Windows path
 * becomes the file URL of RFC 8089 (file:///C:/dir/file, file://server/share/file), with its
 * spaces escaped.
 *
 * `code` is the code the library gives today, checked where it names the kind. `gap`, where the
 * library's whole-URL fix is not the human fix, says what it gives and why (a fix that would drop
 * or move data is never machine-applicable, so the whole-URL fix leaves such a case alone). Since
 * DECISIONS 33 a human fix that removes, moves or replaces a character of the input (a "\" written
 * "/", a doubled prefix removed, a full-width "." replaced) is no whole-URL fix either: the test
 * reads that from the fix itself (`keepsEveryCharacter`), and needs no `gap` for it.
 */
import type { ErrorCode } from '../../src/diagnostics/codes.js';
import type { Grammar } from './errors.js';

/** One gathered case. */
export interface MistakeCase {
  /** A short label of the mistake. */
  readonly kind: string;
  /** The grammar it is read with; absent: `parseURL(input)`, RFC 3986 from `URI`. */
  readonly grammar?: Grammar;
  readonly input: string;
  /** The UTF-16 offset where a human puts the caret. */
  readonly caret: number;
  /** The URL a human would accept, or null when none can be known. */
  readonly fix: string | null;
  /** The code the report gives. */
  readonly code: ErrorCode;
  /** Where the library's whole-URL fix is not `fix`: what it is, and why. */
  readonly gap?: { readonly wholeFix: string | null; readonly why: string };
  /** Where the input is quoted from. */
  readonly source: string;
}

/** Chromium's address-bar fix-up tests. */
const CHROMIUM_FIXER = 'chromium/chromium components/url_formatter/url_fixer_unittest.cc @ b948e67a9c2fa2f8adff2206ef00cccde3f8640a (BSD-3-Clause)';
/** Chromium's omnibox input classification tests. */
const CHROMIUM_OMNIBOX = 'chromium/chromium components/omnibox/browser/autocomplete_input_unittest.cc @ 0416d89073069c333b280ee0989240e1ceeacb8a (BSD-3-Clause)';
/** Firefox's URI fix-up tests. */
const FIREFOX_FIXUP = 'mozilla/gecko-dev docshell/test/unit/test_URIFixup_info.js @ 1ef9df1ed32811c1dd5b126596e91f62c85faf99 (MPL-2.0)';
/** The Web Platform Tests' URL data, as servo/rust-url vendors it. */
const WPT = 'web-platform-tests url/resources/urltestdata.json, vendored as servo/rust-url url/tests/urltestdata.json @ 25137be1fc1d35cc8ea7d43fc0a02166b023a483 (BSD-3-Clause)';
/** Media Cloud's tests of its URL clean-up ("fix_common_url_mistakes"). */
const MEDIACLOUD = 'mediacloud/backend mediacloud/mediawords/util/test_url.py @ 072aeffcbd42d715c192a79f4069c5808cac47cf (AGPL-3.0)';
/** A machine-translated manual, whose translation put full-width punctuation into its URLs. */
const IOBROKER = 'ioBroker/ioBroker.js-controller docs/zh-cn/adapterref/iobroker.plex/README.md @ 0ba6708370794cbf68fbfdaca8af22db7c68dd31 (MIT)';

/**
 * The cases. Written as URLs from what the source quotes: "http://localhost:8080:8080/" (typecho
 * #430 quotes the link as "localhost:8080:8080"), "http://jgp.com,br" (validators #52 quotes the
 * domain), "http://someurl," (iquassel #19 quotes the list "http://someurl, http://someotherurl").
 */
export const MISTAKES: readonly MistakeCase[] = [
  { kind: 'scheme-doubled', grammar: 'rfc1738', input: 'http://http://www.al-monitor.com/pulse', caret: 7, fix: 'http://www.al-monitor.com/pulse', code: 'scheme.doubled', source: MEDIACLOUD },
  { kind: 'scheme-doubled', grammar: 'rfc1738', input: 'http://http://nytimes.com', caret: 7, fix: 'http://nytimes.com', code: 'scheme.doubled', source: MEDIACLOUD },
  { kind: 'scheme-doubled', grammar: 'rfc1738', input: 'http://https://government.github.com', caret: 7, fix: 'https://government.github.com', code: 'scheme.doubled', source: 'https://github.com/presidential-innovation-fellows/apps-gov/pull/88' },
  { kind: 'scheme-colon', input: 'http//linkeddata.github.io/profile-editor//#/profile/view?webid=https%3A%2F%2Fakuckartz.databox.me%2Fprofile%2Fcard%23me', caret: 4, fix: 'http://linkeddata.github.io/profile-editor//#/profile/view?webid=https%3A%2F%2Fakuckartz.databox.me%2Fprofile%2Fcard%23me', code: 'scheme.missing-colon', source: 'https://github.com/linkeddata/profile-editor/issues/7' },
  { kind: 'scheme-colon', input: 'http//google.com/', caret: 4, fix: 'http://google.com/', code: 'scheme.missing-colon', source: 'https://github.com/scrollback/scrollback/issues/60' },
  { kind: 'scheme-colon', input: 'http//mozilla.org', caret: 4, fix: 'http://mozilla.org', code: 'scheme.missing-colon', source: FIREFOX_FIXUP },
  { kind: 'scheme-colon', input: 'https//xxxx', caret: 5, fix: 'https://xxxx', code: 'scheme.missing-colon', source: 'https://github.com/doppllib/DroidconDopplExample/issues/54' },
  { kind: 'scheme-colon', input: 'http//github.com', caret: 4, fix: 'http://github.com', code: 'scheme.missing-colon', source: 'https://github.com/SlashArash/react-linky/issues/4' },
  { kind: 'scheme-colon', input: 'http;//www.google.com/', caret: 4, fix: 'http://www.google.com/', code: 'scheme.missing-colon', source: CHROMIUM_FIXER },
  { kind: 'scheme-colon', input: 'http;www.google.com/', caret: 4, fix: 'http://www.google.com/', code: 'scheme.missing-colon', source: CHROMIUM_FIXER },
  { kind: 'scheme-colon', input: 'http;/www.google.com/', caret: 4, fix: 'http://www.google.com/', code: 'scheme.missing-colon', source: CHROMIUM_FIXER },
  { kind: 'scheme-missing', input: '://www.mozilla.org', caret: 0, fix: null, code: 'scheme.missing', source: FIREFOX_FIXUP },
  { kind: 'scheme-missing', input: '192.168.0.245:444', caret: 0, fix: null, code: 'scheme.missing', source: 'https://github.com/nextcloud/android/issues/9570' },
  { kind: 'slashes', grammar: 'rfc1738', input: 'http:/www.theinquirer.net/inquirer/news/2322928/net-neutrality-rules-lie-in-tatters-as-fcc-overruled', caret: 6, fix: 'http://www.theinquirer.net/inquirer/news/2322928/net-neutrality-rules-lie-in-tatters-as-fcc-overruled', code: 'scheme.missing-slashes', source: MEDIACLOUD },
  { kind: 'slashes', grammar: 'rfc1738', input: 'http:/example.com/', caret: 6, fix: 'http://example.com/', code: 'scheme.missing-slashes', source: WPT },
  { kind: 'slashes', grammar: 'rfc1738', input: 'http:example.com/', caret: 5, fix: 'http://example.com/', code: 'scheme.missing-slashes', source: WPT },
  { kind: 'slashes', grammar: 'rfc1738', input: 'https:example.com/', caret: 6, fix: 'https://example.com/', code: 'scheme.missing-slashes', source: WPT },
  { kind: 'slashes', grammar: 'rfc1738', input: 'ftp:example.com/', caret: 4, fix: 'ftp://example.com/', code: 'scheme.missing-slashes', source: WPT },
  { kind: 'slashes', grammar: 'rfc1738', input: 'https:/twitter.com/waypoint', caret: 7, fix: 'https://twitter.com/waypoint', code: 'scheme.missing-slashes', source: 'https://github.com/ArchiveTeam/ArchiveBot/issues/368' },
  { kind: 'slashes', grammar: 'rfc1738', input: 'http:///mashable.com/category/kim-kardashian', caret: 7, fix: 'http://mashable.com/category/kim-kardashian', code: 'host.empty', source: 'https://github.com/validatorjs/validator.js/issues/641' },
  { kind: 'slashes', grammar: 'rfc1738', input: 'http:///medianet.adlabsnetworks.com/site', caret: 7, fix: 'http://medianet.adlabsnetworks.com/site', code: 'host.empty', source: 'https://github.com/DevExpress/testcafe-hammerhead/issues/739' },
  { kind: 'slashes', grammar: 'rfc1738', input: 'http:////localhost', caret: 7, fix: 'http://localhost', code: 'host.empty', source: 'https://github.com/rancher-sandbox/docs.rancherdesktop.io/pull/353' },
  { kind: 'backslash', input: 'http:\\\\www.google.com\\foo', caret: 5, fix: 'http://www.google.com/foo', code: 'char.unsafe', source: WPT },
  { kind: 'backslash', input: 'http:\\\\foo.com\\', caret: 5, fix: 'http://foo.com/', code: 'char.unsafe', source: WPT },
  { kind: 'backslash', input: 'http://example.com\\\\foo\\\\bar', caret: 18, fix: 'http://example.com//foo//bar', code: 'char.unsafe', gap: { wholeFix: null, why: 'a "\\" inside the authority RFC 3986 Appendix B reads (up to the first "/"): written "/", it moves "foo" out of the host, so the fix is maybe-incorrect though browsers read it so (WHATWG special schemes)' }, source: WPT },
  { kind: 'backslash', input: 'ws://a@b\\c', caret: 8, fix: 'ws://a@b/c', code: 'char.unsafe', gap: { wholeFix: null, why: 'as above: the "\\" is inside the authority as Appendix B reads it, and the fix that writes it "/" moves "c" out of the host (maybe-incorrect)' }, source: WPT },
  { kind: 'json-escape', input: 'http:\\/\\/google.com', caret: 5, fix: 'http://google.com', code: 'paste.backslash-escape', source: 'https://github.com/yagiz/Bagel/pull/58' },
  { kind: 'json-escape', input: 'http:\\/\\/badstuff.com\\/test', caret: 5, fix: 'http://badstuff.com/test', code: 'paste.backslash-escape', source: 'https://github.com/Malshare/MalShare/issues/10' },
  { kind: 'json-escape', input: 'http:\\/\\/191.188.125.206:8999\\/resources\\/default\\/background.jpg', caret: 5, fix: 'http://191.188.125.206:8999/resources/default/background.jpg', code: 'paste.backslash-escape', source: 'https://github.com/TechnicPack/TechnicSolder/issues/442' },
  { kind: 'json-escape', input: 'http:\\/\\/localhost:8080\\/mapb-abl-dua\\/batch\\/179\\/statut', caret: 5, fix: 'http://localhost:8080/mapb-abl-dua/batch/179/statut', code: 'paste.backslash-escape', source: 'https://github.com/dominictarr/JSON.sh/issues/29' },
  { kind: 'json-escape', input: 'https:\\/\\/readinglist.readthedocs.org\\/', caret: 6, fix: 'https://readinglist.readthedocs.org/', code: 'paste.backslash-escape', source: 'https://github.com/mozilla-services/readinglist/issues/224' },
  { kind: 'json-escape', input: 'http://192.168.1.5:8081\\/api/f8caeee120ceab21faa7066ef7c83b6a/?cmd=shows', caret: 23, fix: 'http://192.168.1.5:8081/api/f8caeee120ceab21faa7066ef7c83b6a/?cmd=shows', code: 'paste.backslash-escape', source: 'https://github.com/rastating/DroidBeard/issues/163' },
  { kind: 'json-escape', input: 'https\\://google.com', caret: 5, fix: 'https://google.com', code: 'paste.backslash-escape', source: 'https://github.com/msztorc/laravel-env/issues/5' },
  { kind: 'ipv6-brackets', input: 'http://2001::1', caret: 7, fix: 'http://[2001::1]', code: 'ipv6.unbracketed', source: WPT },
  { kind: 'ipv6-brackets', input: 'http://2001::1]', caret: 7, fix: 'http://[2001::1]', code: 'ipv6.unbracketed', source: WPT },
  { kind: 'ipv6-brackets', input: 'http://2001::1]:80', caret: 7, fix: 'http://[2001::1]:80', code: 'ipv6.unbracketed', source: WPT },
  { kind: 'ipv6-brackets', input: 'http://2400:89c0:1053:3::11/p/s?appkey=9324a95d088f91c6862bfc8a8611b972&encry_params=c515d9d4b8038e732f5afbe8e7207c634434b981a9b3c5409a00167922db04adf1b2164f0e63ec2586a618a3b08b32a43f10b0940de3d1b6f87aaaf0376edf7e68733cc7852a678f87ec229470736cab214c205adc29efd1', caret: 7, fix: 'http://[2400:89c0:1053:3::11]/p/s?appkey=9324a95d088f91c6862bfc8a8611b972&encry_params=c515d9d4b8038e732f5afbe8e7207c634434b981a9b3c5409a00167922db04adf1b2164f0e63ec2586a618a3b08b32a43f10b0940de3d1b6f87aaaf0376edf7e68733cc7852a678f87ec229470736cab214c205adc29efd1', code: 'ipv6.unbracketed', source: 'https://github.com/AdguardTeam/CoreLibs/issues/1287' },
  { kind: 'ipv6-brackets', input: 'http://2001:db8::5/foo', caret: 7, fix: 'http://[2001:db8::5]/foo', code: 'ipv6.unbracketed', source: 'https://github.com/beaugunderson/ip-address/issues/21' },
  { kind: 'ipv6-brackets', input: 'http://2001:db8:1f70::999:de8:7648:6e8:100/', caret: 7, fix: 'http://[2001:db8:1f70::999:de8:7648:6e8]:100/', code: 'ipv6.unbracketed', source: 'https://serverfault.com/questions/205793/how-can-one-distinguish-the-host-and-the-port-in-an-ipv6-url' },
  { kind: 'ipv6-brackets', input: 'http://2001:4d0:108:8305:198:10:21:78:7123/', caret: 7, fix: 'http://[2001:4d0:108:8305:198:10:21:78]:7123/', code: 'ipv6.unbracketed', source: 'https://github.com/perfsonar/project/issues/969' },
  { kind: 'ipv6-brackets', input: 'http://2001:558:fc18:2:f816:3eff:fe7f:6efa]', caret: 7, fix: 'http://[2001:558:fc18:2:f816:3eff:fe7f:6efa]', code: 'ipv6.unbracketed', source: 'https://github.com/xmidt-org/parodus/pull/226' },
  { kind: 'ipv6-brackets', input: 'http://:b005::68]', caret: 7, fix: null, code: 'ipv6.unbracketed', source: CHROMIUM_FIXER },
  { kind: 'confusable', input: 'http://www.foo\u3002bar.com', caret: 14, fix: 'http://www.foo.bar.com', code: 'char.confusable', source: WPT },
  { kind: 'confusable', input: 'http://\uff27\uff4f.com', caret: 7, fix: 'http://go.com', code: 'host.non-ascii', source: WPT },
  { kind: 'confusable', input: 'http\uff1a//192.168.178.29\uff1a41891 / tautulli', caret: 4, fix: 'http://192.168.178.29:41891/tautulli', code: 'char.confusable', gap: { wholeFix: null, why: 'the full-width colons are replaced, so their fix is maybe-incorrect (DECISIONS 33), and the spaces around "/" that the translation added have no fix that keeps the data' }, source: IOBROKER },
  { kind: 'confusable', input: '\uff08https://travis-ci.com/Zefau/ioBroker.plex.svg?branch=master\uff09', caret: 0, fix: 'https://travis-ci.com/Zefau/ioBroker.plex.svg?branch=master', code: 'paste.brackets', source: IOBROKER },
  { kind: 'confusable', input: 'https://google.com\uff0c\u4f60\u597d', caret: 18, fix: 'https://google.com', code: 'paste.trailing-text', gap: { wholeFix: null, why: 'cutting the sentence off the URL drops characters: maybe-incorrect, never applied unasked' }, source: 'https://github.com/medialize/URI.js/issues/378' },
  { kind: 'windows-path', input: 'file:c:\\foo\\bar.html', caret: 5, fix: 'file:///c:/foo/bar.html', code: 'file.windows-path', source: WPT },
  { kind: 'windows-path', input: 'file:\\c:\\foo\\bar', caret: 5, fix: 'file:///c:/foo/bar', code: 'file.windows-path', source: WPT },
  { kind: 'windows-path', input: 'file:C|/m/', caret: 5, fix: 'file:///C:/m/', code: 'file.windows-path', source: WPT },
  { kind: 'windows-path', input: 'file://C|/', caret: 7, fix: 'file:///C:/', code: 'file.windows-path', source: WPT },
  { kind: 'windows-path', input: 'file://C:\\dev\\webui\\webui-showcase\\webui-webapp\\target\\webui-webapp\\WEB-INF/classes', caret: 7, fix: 'file:///C:/dev/webui/webui-showcase/webui-webapp/target/webui-webapp/WEB-INF/classes', code: 'file.windows-path', source: 'https://github.com/AppFormer/uberfire/pull/405' },
  { kind: 'windows-path', input: 'file://C:\\Users\\Carlos Miranda\\git\\jcabi-http\\target\\classes', caret: 7, fix: 'file:///C:/Users/Carlos%20Miranda/git/jcabi-http/target/classes', code: 'file.windows-path', source: 'https://github.com/yegor256/qulice/issues/243' },
  { kind: 'windows-path', input: 'C:\\some\\file.txt', caret: 0, fix: 'file:///C:/some/file.txt', code: 'file.windows-path', source: FIREFOX_FIXUP },
  { kind: 'windows-path', input: 'C:\\Program Files', caret: 0, fix: 'file:///C:/Program%20Files', code: 'file.windows-path', source: CHROMIUM_OMNIBOX },
  { kind: 'unc-path', input: '\\\\Server\\Folder\\File', caret: 0, fix: 'file://Server/Folder/File', code: 'file.windows-path', source: CHROMIUM_OMNIBOX },
  { kind: 'unc-path', input: '\\\\NonexistentHost\\foo\\bar.txt', caret: 0, fix: 'file://NonexistentHost/foo/bar.txt', code: 'file.windows-path', source: CHROMIUM_FIXER },
  { kind: 'port-letters', input: 'http://f:b/c', caret: 9, fix: null, code: 'port.bad-char', source: WPT },
  { kind: 'port-letters', input: 'http://f:fifty-two/c', caret: 9, fix: null, code: 'port.bad-char', source: WPT },
  { kind: 'port-letters', input: 'http://host.com:ninety-two/', caret: 16, fix: null, code: 'port.bad-char', source: CHROMIUM_FIXER },
  { kind: 'port-letters', input: 'http://foo.com:abc', caret: 15, fix: null, code: 'port.bad-char', source: CHROMIUM_OMNIBOX },
  { kind: 'port-letters', input: 'http://1.2.3.4:abc', caret: 15, fix: null, code: 'port.bad-char', source: CHROMIUM_OMNIBOX },
  { kind: 'port-letters', input: 'http://f: /c', caret: 9, fix: null, code: 'port.bad-char', source: WPT },
  { kind: 'port-doubled', input: 'http://localhost:8080:8080/', caret: 21, fix: 'http://localhost:8080/', code: 'port.bad-char', source: 'https://github.com/typecho/typecho/issues/430' },
  { kind: 'host-space', input: 'https://540 street:8134555/api/gooffr/?cmd=shows', caret: 11, fix: null, code: 'char.space', source: 'https://github.com/rastating/DroidBeard/issues/195' },
  { kind: 'host-space', input: 'http://icarusmediaserver.ddns .net:8081localhost/api/*api key removed*/?cmd=shows', caret: 29, fix: null, code: 'char.space', source: 'https://github.com/rastating/DroidBeard/issues/197' },
  { kind: 'host-comma', grammar: 'rfc1738', input: 'http://www,google.com', caret: 10, fix: 'http://www.google.com', code: 'host.bad-char', source: 'https://github.com/sporkmonger/addressable/issues/198' },
  { kind: 'host-comma', grammar: 'rfc1738', input: 'http://jgp.com,br', caret: 14, fix: 'http://jgp.com.br', code: 'host.bad-char', source: 'https://github.com/python-validators/validators/issues/52' },
  { kind: 'list-separator', grammar: 'rfc1738', input: 'http://someurl,', caret: 14, fix: 'http://someurl', code: 'paste.separator', source: 'https://github.com/woboq/iquassel/issues/19' },
  { kind: 'list-separator', input: ';http://www.google.com/', caret: 0, fix: 'http://www.google.com/', code: 'paste.separator', source: CHROMIUM_FIXER },
  { kind: 'host-dots', grammar: 'rfc1738', input: 'https://sub.www..mozilla...org/', caret: 15, fix: 'https://sub.www.mozilla.org/', code: 'host.empty-label', source: FIREFOX_FIXUP },
  { kind: 'host-dots', grammar: 'rfc1738', input: 'http://......', caret: 7, fix: null, code: 'host.bad-char', source: CHROMIUM_FIXER },
  { kind: 'label-hyphen', grammar: 'rfc1738', input: 'https://rebeccalynndoug-html-multiple-.surge.sh/', caret: 37, fix: null, code: 'host.label-edge-hyphen', source: 'https://github.com/validator/validator/issues/720' },
  { kind: 'label-hyphen', grammar: 'rfc1738', input: 'http://www.vilnius-.hotelreservierung.de/', caret: 18, fix: null, code: 'host.label-edge-hyphen', source: 'https://github.com/google/guava/issues/1065' },
  { kind: 'label-hyphen', grammar: 'rfc1738', input: 'http://api-.example.com/', caret: 10, fix: null, code: 'host.label-edge-hyphen', source: 'https://github.com/mitmproxy/mitmproxy/issues/3885' },
  { kind: 'label-hyphen', grammar: 'rfc1738', input: 'http://foo-.com', caret: 10, fix: null, code: 'host.label-edge-hyphen', source: CHROMIUM_OMNIBOX },
  { kind: 'label-hyphen', grammar: 'rfc1738', input: 'http://-foo.com', caret: 7, fix: null, code: 'host.label-edge-hyphen', source: CHROMIUM_OMNIBOX },
  { kind: 'label-hyphen', grammar: 'rfc1738', input: 'http://foo.-com', caret: 11, fix: null, code: 'host.label-edge-hyphen', source: CHROMIUM_OMNIBOX },
  { kind: 'quotes', input: '"http://ssrf_proxy:3128"', caret: 0, fix: 'http://ssrf_proxy:3128', code: 'paste.quotes', source: 'https://github.com/langgenius/dify/pull/12072' },
  { kind: 'quotes', input: '"http://sandbox:8194/"', caret: 0, fix: 'http://sandbox:8194/', code: 'paste.quotes', source: 'https://github.com/langgenius/dify/pull/12072' },
  { kind: 'quotes', input: '"https://rpc.slock.it/goerli"', caret: 0, fix: 'https://rpc.slock.it/goerli', code: 'paste.quotes', source: 'https://github.com/ethersphere/bee/pull/1277' },
  { kind: 'whitespace', input: ' https://bitbucket.org/', caret: 0, fix: 'https://bitbucket.org/', code: 'paste.whitespace', source: 'https://github.com/eclipse-che/che/issues/22851' },
  { kind: 'whitespace', input: '  http://blogs.perl.org/users/domm/2010/11/posting-utf8-data-using-lwpuseragent.html  ', caret: 0, fix: 'http://blogs.perl.org/users/domm/2010/11/posting-utf8-data-using-lwpuseragent.html', code: 'paste.whitespace', source: MEDIACLOUD },
  { kind: 'whitespace', input: '\t\thttp://blogs.perl.org/users/domm/2010/11/posting-utf8-data-using-lwpuseragent.html\t\t', caret: 0, fix: 'http://blogs.perl.org/users/domm/2010/11/posting-utf8-data-using-lwpuseragent.html', code: 'paste.whitespace', source: MEDIACLOUD },
  { kind: 'whitespace', input: 'tel: 12345', caret: 4, fix: 'tel:12345', code: 'char.space', source: 'https://github.com/validator/validator/issues/1197' },
  { kind: 'markdown', input: '[http://pygments.org/docs/cmdline/#generating-styles]()', caret: 0, fix: 'http://pygments.org/docs/cmdline/#generating-styles', code: 'paste.markdown-link', source: 'https://github.com/standardnotes/forum/issues/62' },
  { kind: 'markdown', input: '[Watchrate](https://en.wikipedia.org/wiki/The_Bridge_(2011_TV_series)#Series_4_2)', caret: 0, fix: 'https://en.wikipedia.org/wiki/The_Bridge_(2011_TV_series)#Series_4_2', code: 'paste.markdown-link', source: 'https://github.com/adam-p/markdown-here/issues/533' },
  { kind: 'markdown', input: '[this link](http://store.bring4th.org/product_info.php?cPath=21&products_id=54)', caret: 0, fix: 'http://store.bring4th.org/product_info.php?cPath=21&products_id=54', code: 'paste.markdown-link', source: 'https://github.com/statamic/cms/issues/3041' },
  { kind: 'unsafe-char', input: 'https://github.com/proyecto26/react-native-inappbrowser?letsaddapipe|', caret: 68, fix: 'https://github.com/proyecto26/react-native-inappbrowser?letsaddapipe%7C', code: 'char.unsafe', source: 'https://github.com/proyecto26/react-native-inappbrowser/issues/175' },
  { kind: 'unsafe-char', input: 'ftps://p.e.local|SIT@p.e.local/path', caret: 16, fix: 'ftps://p.e.local%7CSIT@p.e.local/path', code: 'char.unsafe', source: 'https://github.com/adoptium/adoptium-support/issues/611' },
  { kind: 'unsafe-char', input: 'http://localhost:8080/solr/select?q=extractingat:[2012-11-14T04:08:54.000Z TO 2013-11-14T04:11:05.000Z]&start=0&rows=100', caret: 49, fix: 'http://localhost:8080/solr/select?q=extractingat:%5B2012-11-14T04:08:54.000Z%20TO%202013-11-14T04:11:05.000Z%5D&start=0&rows=100', code: 'char.unsafe', source: 'http://lifelongprogrammer.blogspot.com/2013/11/how-to-encode-url-string-in-java.html' },
  { kind: 'space', input: 'http://google.com/foo=?bar me', caret: 26, fix: 'http://google.com/foo=?bar%20me', code: 'char.space', source: 'https://stackoverflow.com/questions/5330104/encoding-url-query-parameters-in-java' },
  { kind: 'second-hash', input: 'HTTP://CYBER.LAW.HARVARD.EDU/node/9244#foo#bar', caret: 42, fix: 'HTTP://CYBER.LAW.HARVARD.EDU/node/9244#foo%23bar', code: 'fragment.second-hash', source: MEDIACLOUD },
  { kind: 'query-without-path', grammar: 'rfc1738', input: 'http://foo.bar?baz=bat', caret: 14, fix: 'http://foo.bar/?baz=bat', code: 'http.query-without-path', source: MEDIACLOUD },
];
