import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  anchorId,
  type InfoOutline,
  outlineAnchors,
  outlineKeys,
  outlineProblems,
  tableOfContents,
} from './outline';
import { aboutOutline } from './outlines/about';
import { generalRulesOutline } from './outlines/general-rules';
import { helpCenterOutline } from './outlines/help-center';
import { termsOutline } from './outlines/terms-and-conditions';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );
}

const english = JSON.parse(readFileSync(new URL('../../../messages/en.json', import.meta.url), 'utf8')) as {
  info: Tree;
};

const outlines = [generalRulesOutline, aboutOutline, termsOutline, helpCenterOutline];

/** Catalogue keys of `info` that no single page owns. */
const sharedKeys = ['toc'];

const sample: InfoOutline = {
  page: 'general-rules',
  toc: true,
  sections: [
    {
      id: 'bets',
      blocks: [
        { kind: 'text', key: 'text' },
        { kind: 'list', key: 'rules', items: ['a', 'b'] },
      ],
      subsections: [
        {
          id: 'live',
          blocks: [
            { kind: 'terms', key: 'modes', items: ['none'] },
            { kind: 'command', command: 'npm start' },
          ],
        },
      ],
    },
    {
      id: 'help',
      blocks: [
        { kind: 'question', id: 'why', blocks: [{ kind: 'text', key: 'answer' }] },
        { kind: 'odds-formats', key: 'table', examples: [2500] },
        { kind: 'link', key: 'more', page: 'about' },
        { kind: 'languages' },
      ],
    },
  ],
};

describe('table of contents', () => {
  it('lists sections and their subsections in page order, linked by their ids', () => {
    expect(tableOfContents(sample)).toEqual([
      {
        anchor: 'bets',
        titleKey: 'bets.title',
        children: [{ anchor: 'bets-live', titleKey: 'bets.live.title', children: [] }],
      },
      { anchor: 'help', titleKey: 'help.title', children: [] },
    ]);
  });

  it('links every top-level section of every page, and only anchors the page gives out', () => {
    for (const outline of outlines) {
      const toc = tableOfContents(outline);
      expect(toc.map((entry) => entry.anchor)).toEqual(outline.sections.map((s) => anchorId([s.id])));
      const anchors = new Set(outlineAnchors(outline));
      const linked = toc.flatMap((entry) => [entry, ...entry.children]).map((entry) => entry.anchor);
      expect(linked.filter((anchor) => !anchors.has(anchor))).toEqual([]);
    }
  });
});

describe('outline keys', () => {
  it('names every text a block shows, under its section path', () => {
    expect(outlineKeys(sample)).toEqual([
      'intro',
      'bets.title',
      'bets.text',
      'bets.rules.a',
      'bets.rules.b',
      'bets.live.title',
      'bets.live.modes.none.term',
      'bets.live.modes.none.text',
      'help.title',
      'help.why.question',
      'help.why.answer',
      'help.table.caption',
      'help.table.format',
      'help.table.example',
      'help.more',
    ]);
  });

  it('gives questions their own anchors beside the sections', () => {
    expect(outlineAnchors(sample)).toEqual(['bets', 'bets-live', 'help', 'help-why']);
  });

  it.each(outlines.map((o) => [o.page, o] as const))(
    '%s reads exactly its English texts',
    (page, outline) => {
      const pageTexts = english.info[page];
      expect(typeof pageTexts).toBe('object');
      const catalogue = typeof pageTexts === 'object' ? flatten(pageTexts).sort() : [];
      expect([...outlineKeys(outline)].sort()).toEqual(catalogue);
    },
  );

  it('leaves no text under info that no page shows', () => {
    const owned = new Set([...outlines.map((o) => o.page), ...sharedKeys]);
    expect(Object.keys(english.info).filter((key) => !owned.has(key))).toEqual([]);
    expect(typeof english.info.toc).toBe('string');
  });
});

describe('outline problems', () => {
  it('finds none in the real pages', () => {
    expect(outlines.flatMap(outlineProblems)).toEqual([]);
  });

  it('reports malformed ids, ids given out twice and sections nested too deep', () => {
    const broken: InfoOutline = {
      page: 'about',
      toc: false,
      sections: [
        {
          id: 'a',
          blocks: [{ kind: 'question', id: 'b', blocks: [] }],
          subsections: [{ id: 'x', blocks: [], subsections: [{ id: 'deep', blocks: [] }] }],
        },
        { id: 'a-b', blocks: [] },
        { id: 'Bad Id', blocks: [] },
      ],
    };
    expect(outlineProblems(broken)).toEqual([
      'about.a.x.deep: sections nest two levels at most',
      'about: "Bad Id" is not lower-case words joined by hyphens',
      'about: the id "a-b" is given out twice',
    ]);
  });
});
