/**
 * `railroad-diagrams` 1.0.0 ships no types: its CommonJS `module.exports` is the default import;
 * src/railroad/index.ts types the part it uses.
 */
declare module 'railroad-diagrams' {
  const exports: unknown;
  export default exports;
}
