/**
 * The WHATWG URL-writing grammar's checks after the parse (grammar/engine/checks.ts, one node
 * check per rule), what its prose asks for and no production states:
 *
 * - "A valid domain string must be a string that is a valid domain" (§3.4): the domain parser
 *   with beStrict true (UTS #46 through `tr46`, which this module loads) and the ends-in-a-number
 *   checker (host.ts), on every `valid-domain-string`. Its problems are the errors
 *   `host.invalid-domain` and `host.ends-in-a-number`, pointing at the domain.
 * - A URL-port string is "one or more ASCII digits representing a decimal number that is a 16-bit
 *   unsigned integer" (§4.3): on every `URL-port-string`, a value over 65535 is the error
 *   `port.out-of-range` (a range error, as RFC 1738's port), pointing at the start of the port
 *   (DECISIONS 31). Leading zeros are allowed (`00080` is 80, as whatwg-url's `isValidURLString`
 *   reads it), and a value of more than 15 significant digits is `Infinity` (`digitsValue`, as a
 *   `port` node's value): no count of digits overflows.
 *
 * `parseURL` runs them after the parse (src/parse/semantic.ts), the recognizers after their
 * automaton (recognize.ts), which reads the port's bound itself.
 */
import '../../base/idna-tr46.js';
import { invalidDomain } from './host.js';
import { digitsValue } from '../engine/ast.js';
import { provideChecks, type NodeCheck } from '../engine/checks.js';

/** What a report of each problem says was expected at the domain. */
const EXPECTED = {
  'domain-to-ASCII': ['a valid domain (UTS #46 ToASCII with the strict flags)'],
  'ends-in-a-number': ['a domain whose last label is no number'],
} as const;

/** A valid domain string is a valid domain. */
const domain: NodeCheck = (node) => {
  const why = invalidDomain(node.text);
  if (!why) return null;
  return {
    code: why === 'domain-to-ASCII' ? 'host.invalid-domain' : 'host.ends-in-a-number',
    at: node.start,
    expected: { rule: 'valid-domain-string', rfc: 'whatwg', section: '3.4', terminals: EXPECTED[why] },
  };
};

/** A URL-port string is at most 65535 (digitsValue: leading zeros skipped, more than 15 significant digits Infinity). */
const port: NodeCheck = (node) => {
  if (digitsValue(node.text) <= 65535) return null;
  return { code: 'port.out-of-range', at: node.start, expected: { rule: 'URL-port-string', rfc: 'whatwg', section: '4.3', terminals: ['0 to 65535'] } };
};

provideChecks({ nodes: { 'whatwg:valid-domain-string': domain, 'whatwg:URL-port-string': port } });
