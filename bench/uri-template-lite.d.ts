// uri-template-lite 23.4.0 ships no types: what its README shows (bench/templates.ts calls it so).
declare module 'uri-template-lite' {
  class UriTemplate {
    constructor(template: string);
    expand(data: object): string;
    match(uri: string): Record<string, unknown> | null;
    static expand(template: string, data: object): string;
  }
  export = UriTemplate;
}
