import {expect} from '@open-wc/testing';
import fc from 'fast-check';
import {
  compareNames,
  compareVersionNamesDescending,
  orderVersions,
  parseVersion,
  type OrderableVersion,
} from '../../src/versions/version-order.js';

/** Newest first, so an ascending list must come back reversed. */
function sortedDescending(names: string[]): string[] {
  return [...names].sort(compareVersionNamesDescending);
}

function shuffled<T>(items: T[], seed: number): T[] {
  const copy = [...items];
  let state = seed;
  for (let i = copy.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

describe('version ordering', () => {
  it('orders PEP 440 releases as the PEP does (dev < pre < final < post, epochs above all)', () => {
    // The ascending example of PEP 440 "Summary of permitted suffixes and relative ordering", plus an epoch.
    const ascending = [
      '1.0.dev456',
      '1.0a1',
      '1.0a2.dev456',
      '1.0a12.dev456',
      '1.0a12',
      '1.0b1.dev456',
      '1.0b2',
      '1.0b2.post345.dev456',
      '1.0b2.post345',
      '1.0rc1.dev456',
      '1.0rc1',
      '1.0',
      '1.0.post456.dev34',
      '1.0.post456',
      '1.1.dev1',
      '1!0.1',
    ];
    for (const seed of [1, 7, 42]) {
      expect(sortedDescending(shuffled(ascending, seed))).to.deep.equal([...ascending].reverse());
    }
  });

  it('orders Semantic Versioning pre-releases as §11 does', () => {
    const ascending = [
      '1.0.0-alpha',
      '1.0.0-alpha.1',
      '1.0.0-alpha.beta',
      '1.0.0-beta',
      '1.0.0-beta.2',
      '1.0.0-beta.11',
      '1.0.0-rc.1',
      '1.0.0',
      '1.0.1',
      '1.10.0',
      '2.0.0',
    ];
    expect(sortedDescending(shuffled(ascending, 3))).to.deep.equal([...ascending].reverse());
  });

  it('compares numbers as numbers, not text (1.10 after 1.9) and ignores a v prefix and trailing zeros', () => {
    expect(sortedDescending(['1.9', 'v1.10', '1.2.0', 'release-1.11'])).to.deep.equal([
      'release-1.11',
      'v1.10',
      '1.9',
      '1.2.0',
    ]);
    expect(compareVersionNamesDescending('1.0', '1.0.0')).to.not.equal(0, 'a tie is broken by name, stably');
    expect(parseVersion('v2.1')).to.deep.include({release: [2, 1]});
  });

  it('orders calendar versions and release-line branches', () => {
    expect(sortedDescending(['2023.12', '2024.01', '2024.1.1', '2.x', '3.x'])).to.deep.equal([
      '2024.1.1',
      '2024.01',
      '2023.12',
      '3.x',
      '2.x',
    ]);
  });

  it('puts names that are not versions after every version, by name', () => {
    expect(parseVersion('main')).to.equal(undefined);
    expect(sortedDescending(['main', '1.0', 'develop', 'feature-10', 'feature-9', '2.0'])).to.deep.equal([
      '2.0',
      '1.0',
      'develop',
      'feature-9',
      'feature-10',
      'main',
    ]);
  });

  it('compares names as the numeric, case-blind collator does, building none for names of lower-case letters', () => {
    // compareNames orders `main` and `develop` by hand (a collator's construction was most of the versions chunk's
    // evaluation at load, issue 29); it must agree with the collator it stands in for, in this engine.
    const collator = new Intl.Collator('en', {numeric: true, sensitivity: 'base'});
    const sign = (value: number) => Math.sign(value) + 0;
    const name = fc.oneof(
      fc.stringMatching(/^[a-z]{0,8}$/),
      fc.stringMatching(/^[a-z]{0,3}[a-zA-Z0-9._ -]{0,4}[0-9]{0,3}$/),
      fc.constantFrom('main', 'Main', 'mainline', 'feature-9', 'feature-10', 'v01', 'v1', 'école', 'Ecole2'),
    );
    fc.assert(
      fc.property(name, name, (a, b) => {
        expect(sign(compareNames(a, b)), `${JSON.stringify(a)} against ${JSON.stringify(b)}`).to.equal(sign(collator.compare(a, b)));
      }),
      {numRuns: 2000},
    );
    expect(['feature-10', 'Feature-9', 'main', 'develop', 'dev'].sort(compareNames)).to.deep.equal(['dev', 'develop', 'Feature-9', 'feature-10', 'main']);
  });

  it('is a consistent total order on arbitrary names (antisymmetric, transitive on samples)', () => {
    const name = fc.oneof(
      fc.stringMatching(/^v?\d{1,3}(\.\d{1,3}){0,3}((a|b|rc)\d{1,2})?(\.post\d)?(\.dev\d)?$/),
      fc.stringMatching(/^\d{1,2}\.\d{1,2}\.\d{1,2}(-(alpha|beta|rc)(\.\d{1,2})?)?$/),
      fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/),
    );
    fc.assert(
      fc.property(name, name, name, (a, b, c) => {
        const ab = compareVersionNamesDescending(a, b);
        const ba = compareVersionNamesDescending(b, a);
        if (Math.sign(ab) !== -Math.sign(ba)) return false;
        const sorted = [a, b, c].sort(compareVersionNamesDescending);
        return (
          compareVersionNamesDescending(sorted[0] as string, sorted[1] as string) <= 0 &&
          compareVersionNamesDescending(sorted[1] as string, sorted[2] as string) <= 0 &&
          compareVersionNamesDescending(sorted[0] as string, sorted[2] as string) <= 0
        );
      }),
      {numRuns: 500},
    );
  });

  describe('orderVersions', () => {
    const versions: OrderableVersion[] = [
      {slug: 'main', name: 'main', type: 'branch'},
      {slug: '1.0', name: '1.0', type: 'tag'},
      {slug: 'latest', name: 'latest', type: 'branch'},
      {slug: '2.1', name: '2.1', type: 'tag'},
      {slug: '2.0rc1', name: '2.0rc1', type: 'tag'},
      {slug: 'stable', name: 'stable', type: 'tag'},
      {slug: '1.x', name: '1.x', type: 'branch'},
      {slug: '10.0', name: '10.0', type: 'tag'},
      {slug: 'dev', name: 'dev', type: 'unknown'},
    ];
    const slugs = (list: OrderableVersion[]) => list.map((version) => version.slug);

    it('puts the default version, stable and latest first, then tags newest first, then branches', () => {
      expect(slugs(orderVersions(versions, {defaultVersion: 'stable'}))).to.deep.equal([
        'stable',
        'latest',
        '10.0',
        '2.1',
        '2.0rc1',
        '1.0',
        '1.x',
        'dev',
        'main',
      ]);
    });

    it('puts a default version that is neither stable nor latest before them', () => {
      expect(slugs(orderVersions(versions, {defaultVersion: '2.1'})).slice(0, 4)).to.deep.equal([
        '2.1',
        'stable',
        'latest',
        '10.0',
      ]);
    });

    it('sorts by name or keeps the API order when asked', () => {
      expect(slugs(orderVersions(versions, {defaultVersion: 'latest', order: 'name'}))).to.deep.equal([
        'latest',
        'stable',
        '1.0',
        '1.x',
        '2.0rc1',
        '2.1',
        '10.0',
        'dev',
        'main',
      ]);
      expect(slugs(orderVersions(versions, {order: 'api'}))).to.deep.equal(slugs(versions));
    });
  });
});
