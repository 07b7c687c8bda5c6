// uri-templates 0.2.0 ships no types: what its README shows (bench/templates.ts calls it so).
declare module 'uri-templates' {
  interface UriTemplate {
    fill(values: object | ((name: string) => unknown)): string;
    fillFromObject(values: object): string;
    fromUri(uri: string, options?: { strict?: boolean }): Record<string, unknown> | undefined;
    test(uri: string, options?: { strict?: boolean }): boolean;
  }
  function uriTemplate(template: string): UriTemplate;
  export = uriTemplate;
}
