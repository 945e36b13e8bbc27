import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';

// The committed manifest is what IDEs, Storybook and theme authors read: every element of public-interface.md must be
// in it under its tag name, with the names that document promises and a description for everything public.

interface Documented {
  name: string;
  description?: string;
  type?: {text: string};
}
interface ElementDeclaration {
  name: string;
  tagName?: string;
  customElement?: boolean;
  attributes?: Documented[];
  events?: Documented[];
  cssParts?: Documented[];
  cssProperties?: Documented[];
}
interface Manifest {
  modules: Array<{path: string; declarations?: ElementDeclaration[]; exports?: Array<{kind: string; name: string}>}>;
}

const manifest = JSON.parse(readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8')) as Manifest;
const elements = new Map<string, ElementDeclaration>();
for (const module of manifest.modules) {
  for (const declaration of module.declarations ?? []) if (declaration.tagName) elements.set(declaration.tagName, declaration);
}

const sharedAttributes = ['api-base', 'api-version', 'project', 'version'];
const promised: Record<string, {attributes: string[]; events: string[]}> = {
  'docs-search': {
    attributes: ['subprojects', 'placeholder', 'debounce', 'min-chars', 'hotkeys', 'open'],
    events: ['docs-search-select', 'docs-error'],
  },
  'docs-link-preview': {
    attributes: ['selector', 'scope', 'delay', 'hide-delay', 'doctool', 'doctool-version'],
    events: ['docs-preview-show', 'docs-error'],
  },
  'docs-version-switcher': {attributes: [], events: ['docs-version-select', 'docs-error']},
  'docs-version-warning': {attributes: [], events: ['docs-error']},
};

test('the manifest lists the four elements under their tag names', () => {
  assert.deepEqual([...elements.keys()].sort(), Object.keys(promised).sort());
});

for (const [tagName, names] of Object.entries(promised)) {
  test(`<${tagName}>: the attributes and events public-interface.md names, every public name described`, () => {
    const element = elements.get(tagName);
    assert.ok(element, `${tagName} is in the manifest`);
    const attributes = new Set(element.attributes?.map((attribute) => attribute.name));
    for (const name of [...sharedAttributes, ...names.attributes]) assert.ok(attributes.has(name), `attribute ${name}`);
    const events = new Set(element.events?.map((event) => event.name));
    for (const name of names.events) assert.ok(events.has(name), `event ${name}`);
    for (const event of element.events ?? []) assert.match(event.type?.text ?? '', /^Docs\w+Event$/, `event ${event.name} names its class`);
    assert.ok((element.cssParts ?? []).length > 0, 'has ::part() names');
    assert.ok((element.cssProperties ?? []).some((property) => property.name.startsWith('--docs-')), 'has --docs-* properties');
    for (const [kind, list] of Object.entries({attributes: element.attributes, events: element.events, cssParts: element.cssParts, cssProperties: element.cssProperties})) {
      for (const item of list ?? []) assert.ok(item.description?.trim(), `${tagName} ${kind} ${item.name} has a description`);
    }
  });
}
