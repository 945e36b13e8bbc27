import {rollup} from 'rollup';
import {gzipSync} from 'node:zlib';
import {minify} from 'terser';
const cfgs = (await import(process.cwd() + '/rollup.config.mjs')).default;
const cdn = cfgs[1];
const b = await rollup({...cdn, onwarn: () => {}});
const {output} = await b.generate({...cdn.output});
for (const chunk of output) {
  if (chunk.type !== 'chunk') continue;
  const rows = [];
  for (const [id, m] of Object.entries(chunk.modules)) {
    if (!m.code) continue;
    const min = await minify(m.code, {module: true, compress: false, mangle: false}).catch(() => ({code: m.code}));
    rows.push([gzipSync(min.code ?? m.code, {level: 9}).length, m.renderedLength, id.replace(process.cwd() + '/', '')]);
  }
  rows.sort((a, b) => b[0] - a[0]);
  console.log(`\n== ${chunk.fileName} (${gzipSync(chunk.code, {level: 9}).length} gz)`);
  for (const r of rows.slice(0, 25)) console.log(String(r[0]).padStart(6), String(r[1]).padStart(7), r[2]);
}
