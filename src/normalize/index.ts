/**
 * RFC 3986 §6 (and RFC 3987 §5.3 for IRIs): normalization and equivalence, read from the
 * component record of a parse, step by step, each step citing its section and the text it
 * changed, and the result proven by re-parsing to mean what the input meant.
 *
 * The comparison ladder (§6.2): `'string'` (§6.2.1, the input as it is), `'syntax'` (§6.2.2: case,
 * percent-encoding, dot segments; for IRIs optionally §5.3.2.2's character normalization) and
 * `'scheme'` (§6.2.3, which includes syntax: an empty or default port, an empty path). The
 * protocol-based level (§6.2.4) needs the network and is not offered.
 *
 * This module is the door: the vocabulary, options and settings are in options.ts, the steps
 * (`normalize`) in steps.ts, the equivalence (`equivalent`, `equivalence`) in equivalence.ts.
 *
 * @module
 */
export { DEFAULT_PORTS, NORMALIZE_LEVELS, NORMALIZE_STEPS, NORMALIZE_STEP_INFO, NormalizationError, type Normalization, type NormalizeLevel, type NormalizeOptions, type NormalizeStep, type NormalizeStepName } from './options.js';
export { ipv6Canonical, normalize } from './steps.js';
export { comparisonKey, equivalence, equivalent, type Equivalence } from './equivalence.js';
