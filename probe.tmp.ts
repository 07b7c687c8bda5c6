import { parseRule } from './src/strict/parse.js';
const rows: Array<[string, string]> = JSON.parse(process.argv[2]!);
for (const [rule, input] of rows) {
  const r = parseRule(rule, input, { rfc: 3986 });
  console.log(rule.padEnd(14), JSON.stringify(input).padEnd(30), r.ok ? 'OK ' + (r.ast.type === 'host' ? (r.ast as any).hostType : '') : `${r.error.code} @${r.error.offset} ${r.error.hint?.code ?? ''} | ${r.error.message}`);
}
