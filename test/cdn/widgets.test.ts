import {expect} from '@open-wc/testing';
import {readConfig} from '../../src/cdn/config.js';
import {WIDGETS} from '../../src/cdn/widgets/index.js';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

describe('script-tag widget descriptors', () => {
  it('name four widgets, each with its own tag and configuration section', () => {
    expect(WIDGETS.map((widget) => widget.name)).to.deep.equal(['search', 'linkPreview', 'versionSwitcher', 'versionWarning']);
    expect(new Set(WIDGETS.map((widget) => widget.tag)).size).to.equal(WIDGETS.length);
    expect(new Set(WIDGETS.map((widget) => widget.name)).size).to.equal(WIDGETS.length);
  });

  it('each switch off with data-<name>="off" alone, the others staying on', () => {
    for (const widget of WIDGETS) {
      const script = document.createElement('script');
      script.setAttribute(`data-${kebab(widget.name)}`, 'off');
      const config = readConfig(undefined, script) as unknown as Record<string, unknown>;
      for (const other of WIDGETS) {
        expect(config[other.name] === false, `data-${kebab(widget.name)}="off": ${other.name}`).to.equal(other === widget);
      }
    }
  });

  it('read each declared data-* attribute into its option', () => {
    for (const widget of WIDGETS) {
      const options = widget.options as Record<string, unknown> | undefined;
      const attributes = (widget as {attributes?: Record<string, string>}).attributes ?? {};
      expect(Object.keys(attributes).every((field) => options && field in options), widget.name).to.equal(true);
      for (const [field, key] of Object.entries(attributes)) {
        const script = document.createElement('script');
        const isBoolean = typeof options?.[field] === 'boolean';
        script.dataset[key] = isBoolean ? 'off' : '#chosen';
        const section = (readConfig(undefined, script) as unknown as Record<string, Record<string, unknown>>)[widget.name];
        expect(section?.[field], `${widget.name}.${field} from data-${kebab(key)}`).to.equal(isBoolean ? false : '#chosen');
      }
    }
  });
});
