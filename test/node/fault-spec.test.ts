import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {FaultSpecError, parseFaultSpec} from '../../src/reference-api/fault-spec.js';
import {createReferenceApi} from '../../src/reference-api/index.js';

describe('parseFaultSpec', () => {
  test('every kind of fault', () => {
    assert.deepEqual(parseFaultSpec('/api/v3/search/=status:500'), {pattern: '/api/v3/search/', fault: {status: 500}});
    assert.deepEqual(parseFaultSpec('/api/v3/search/=status:429,retry-after:3'), {
      pattern: '/api/v3/search/',
      fault: {status: 429, retryAfter: 3},
    });
    assert.deepEqual(parseFaultSpec('/api/v3/embed/=latency:800'), {pattern: '/api/v3/embed/', fault: {latencyMs: 800}});
    assert.deepEqual(parseFaultSpec('/api/=malformed-json'), {pattern: '/api/', fault: {malformedJson: true}});
    assert.deepEqual(parseFaultSpec('/api/=wrong-shape'), {pattern: '/api/', fault: {wrongShape: true}});
    assert.deepEqual(parseFaultSpec('/api/=truncate'), {pattern: '/api/', fault: {truncate: true}});
    assert.deepEqual(parseFaultSpec('/api/=hang,times:2'), {pattern: '/api/', fault: {hang: true, times: 2}});
  });

  test('a re: pattern is a RegExp over path and query, and may itself contain "="', () => {
    const rule = parseFaultSpec('re:q=guide=status:503,times:1');
    assert.ok(rule.pattern instanceof RegExp);
    assert.equal(rule.pattern.source, 'q=guide');
    assert.deepEqual(rule.fault, {status: 503, times: 1});
  });

  test('bad strings are FaultSpecErrors whose one-line message names the problem', () => {
    const cases: Array<[string, RegExp]> = [
      ['/api/v3/search/', /expected PATTERN=KIND/],
      ['=hang', /expected PATTERN=KIND/],
      ['/api/=', /expected PATTERN=KIND/],
      ['api/=hang', /must be a path starting with "\/"/],
      ['re:=hang', /empty regular expression/],
      ['re:(=hang', /bad regular expression/],
      ['/api/=status:99', /status: expected a whole number from 200 to 599/],
      ['/api/=status:abc', /status: expected a whole number/],
      ['/api/=status', /status: expected a whole number/],
      ['/api/=latency:-1', /latency: expected a whole number/],
      ['/api/=latency:1e3', /latency: expected a whole number/],
      ['/api/=hang:5', /hang takes no value/],
      ['/api/=explode', /unknown kind "explode"/],
      ['/api/=hang,retry-after:3', /unknown modifier "retry-after:3"/],
      ['/api/=status:429,retry-after:x', /retry-after: expected a whole number/],
      ['/api/=hang,times:0', /times: expected a whole number from 1/],
      ['/api/=hang,times:1,times:2', /"times" given twice/],
      ['/api/=hang,colour:red', /unknown modifier/],
    ];
    for (const [text, message] of cases) {
      assert.throws(() => parseFaultSpec(text), (error: unknown) => {
        assert.ok(error instanceof FaultSpecError, `${text}: ${String(error)}`);
        assert.match(error.message, message, text);
        assert.doesNotMatch(error.message, /\n/);
        return true;
      });
    }
  });

  test('a parsed rule drives the reference API as Faults.set does', async () => {
    const api = createReferenceApi({data: {projects: [{slug: 'demo', versions: [{slug: 'latest'}]}]}});
    const ask = () => api.fetch(new Request('http://docs.test/api/v3/projects/demo/'));
    assert.equal((await ask()).status, 200);

    const throttled = parseFaultSpec('/api/v3/projects/=status:429,retry-after:7,times:1');
    api.faults.set(throttled.pattern, throttled.fault);
    const first = await ask();
    assert.equal(first.status, 429);
    assert.equal(first.headers.get('retry-after'), '7');
    assert.equal((await ask()).status, 200, 'times:1 applies once');

    const malformed = parseFaultSpec('re:/projects/demo/$=malformed-json');
    api.faults.set(malformed.pattern, malformed.fault);
    await assert.rejects(async () => JSON.parse(await (await ask()).text()) as unknown, SyntaxError);

    api.faults.clear();
    const hang = parseFaultSpec('/api/=hang');
    api.faults.set(hang.pattern, hang.fault);
    const controller = new AbortController();
    const pending = api.fetch(new Request('http://docs.test/api/v3/projects/demo/', {signal: controller.signal}));
    controller.abort();
    await assert.rejects(pending, {name: 'AbortError'});
  });
});
