/**
 * A light HTML tree for indexing in Node: htmlparser2's tokenizer (with its implied end tags, void elements and
 * entity decoding) building only the links the page model walks. Building linkedom's full DOM cost four times as much
 * as reading the result, and the garbage of 500 pages' DOMs drove the server's peak memory past a gigabyte.
 */

import {Parser} from 'htmlparser2';
import {ELEMENT_NODE, TEXT_NODE, type TreeElement, type TreeNode} from './tree.js';

class LiteNode implements TreeNode {
  firstChild: LiteNode | null = null;
  lastChild: LiteNode | null = null;
  nextSibling: LiteNode | null = null;
  parentNode: LiteElement | null = null;
  constructor(readonly nodeType: number, public nodeValue: string | null) {}

  append(child: LiteNode): void {
    child.parentNode = this as unknown as LiteElement;
    if (this.lastChild) this.lastChild.nextSibling = child;
    else this.firstChild = child;
    this.lastChild = child;
  }
}

class LiteElement extends LiteNode implements TreeElement {
  constructor(readonly localName: string, private readonly attributes: Record<string, string>) {
    super(ELEMENT_NODE, null);
  }

  getAttribute(name: string): string | null {
    return this.attributes[name] ?? null;
  }
}

export interface LiteHtmlOptions {
  /**
   * Decodes character references in text and attribute values instead of htmlparser2 (whose decoding needs the HTML
   * spec's whole table of names): the search worker's page reader passes a small decoder of its own.
   */
  decode?: (text: string) => string;
}

/** Parses `html` into a tree whose root stands for the document (its first element child is `<html>`, if any). */
export function parseLiteHtml(html: string, {decode}: LiteHtmlOptions = {}): TreeNode {
  const root = new LiteElement('#document', {});
  let current: LiteElement = root;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (decode) for (const key of Object.keys(attributes)) attributes[key] = decode(attributes[key]!);
        const element = new LiteElement(name, attributes);
        current.append(element);
        current = element;
      },
      onclosetag(name) {
        // htmlparser2 reports every close, implied ones included, in nesting order; a stray one closes nothing.
        for (let node: LiteElement | null = current; node && node !== root; node = node.parentNode) {
          if (node.localName === name) {
            current = node.parentNode ?? root;
            return;
          }
        }
      },
      ontext(text) {
        const last = current.lastChild;
        if (last?.nodeType === TEXT_NODE) last.nodeValue += text;
        else current.append(new LiteNode(TEXT_NODE, text));
      },
    },
    {decodeEntities: !decode, lowerCaseTags: true, lowerCaseAttributeNames: true},
  );
  parser.end(html);
  // Text is decoded once it is whole: the tokenizer may hand a text over in pieces, and a piece may end inside a
  // reference.
  if (decode) decodeTexts(root, decode);
  return root;
}

function decodeTexts(node: LiteNode, decode: (text: string) => string): void {
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === TEXT_NODE) child.nodeValue = decode(child.nodeValue ?? '');
    else decodeTexts(child, decode);
  }
}
