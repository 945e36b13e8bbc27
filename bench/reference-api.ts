// `node --import tsx bench/reference-api.ts` runs the same benchmark `npm run bench` finds as reference-api.bench.ts.
import './reference-api.bench.js';
