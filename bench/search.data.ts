import type {Dataset} from '../src/reference-api/dataset.js';

/*
 * A synthetic documentation set for the search benchmark: 80 pages of 4 sections each, deterministic, with enough
 * words starting "con…" that every prefix of "configuration" has hits, as in real docs. Not more pages: the reference
 * API builds every hit's highlights before paging, so over 240 pages "con" took 8 s and measured the API, not the widget.
 */

const WORDS = (
  'configuration config configure confirm conform connect connection console constant container content context ' +
  'contract control convert build builder cache client command compile default deploy directive document domain ' +
  'environment extension file format handler index install interface language layout module option output package ' +
  'parser path plugin project reference release request resource response route schema search section server ' +
  'setting source static storage template test theme timeout token translation upgrade version warning'
).split(' ');

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

export function benchDataset(pages = 80): Dataset {
  const next = random(42);
  const word = () => WORDS[Math.floor(next() * WORDS.length)]!;
  const sentence = (length: number) => {
    const words = Array.from({length}, word);
    return `${words.join(' ').replace(/^./, (c) => c.toUpperCase())}.`;
  };
  const title = () => `${word()} ${word()}`.replace(/^./, (c) => c.toUpperCase());
  return {
    projects: [
      {
        slug: 'bench',
        default_version: 'latest',
        versions: [
          {
            slug: 'latest',
            pages: Array.from({length: pages}, (_, index) => {
              const pageTitle = `${title()} ${index}`;
              const sections = Array.from(
                {length: 4},
                (_, s) => `<section id="s${s}"><h2>${title()}</h2><p>${Array.from({length: 4}, () => sentence(14)).join(' ')}</p></section>`,
              ).join('');
              return {
                path: `page-${index}.html`,
                title: pageTitle,
                html: `<html><head><title>${pageTitle}</title></head><body><main><h1 id="top">${pageTitle}</h1>${sections}</main></body></html>`,
              };
            }),
          },
        ],
      },
    ],
  };
}
