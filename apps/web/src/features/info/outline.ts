/**
 * The shape of an information page (general rules, about, terms, help centre): headed sections made of
 * blocks whose texts live in the catalogues under `info.<page>.<section>...`. The outline is the one place
 * that says which texts a page shows and in what order, so every locale renders the same structure.
 */

import type { ContentPageKey } from '@/shared/routing/routes';

export type InfoPageKey = 'general-rules' | 'about' | 'terms-and-conditions' | 'help-center';

/** Texts computed from the code's constants (limits, counts, lists), passed to every message. */
export type InfoValueName =
  | 'maxSelections'
  | 'maxSystemLines'
  | 'customBetDiscount'
  | 'languageCount'
  | 'oddsFormatCount'
  | 'oddsFormats'
  | 'coolingOffMin'
  | 'coolingOffMax'
  | 'exclusionMin'
  | 'exclusionMax'
  | 'minCashoutShare'
  | 'fiatCurrencies'
  | 'cryptoCurrencies'
  | 'mailboxPath';

export type InfoBlock =
  /** A paragraph: `<key>`. */
  | { kind: 'text'; key: string }
  /** A bullet list: `<key>.<item>` per item. */
  | { kind: 'list'; key: string; items: readonly string[] }
  /** Named terms with their meaning: `<key>.<item>.term` and `<key>.<item>.text`. */
  | { kind: 'terms'; key: string; items: readonly string[] }
  /** A command to type, shown as written (never translated). */
  | { kind: 'command'; command: string }
  /** A paragraph holding one link to another page; its text (`<key>`) must make sense on its own. */
  | { kind: 'link'; key: string; page: ContentPageKey }
  /** A question that opens to show its answer: `<id>.question`, answer blocks under `<id>.`. */
  | { kind: 'question'; id: string; blocks: readonly InfoBlock[] }
  /** Every odds format with an example price in it (the labels are `odds-format.*`), captioned by `<key>.*`. */
  | { kind: 'odds-formats'; key: string; examples: readonly number[] }
  /** Every language of the site, each named in itself. */
  | { kind: 'languages' };

export interface InfoSection {
  /** Unique in its parent; the DOM id joins it to its parents' ids. */
  id: string;
  blocks: readonly InfoBlock[];
  subsections?: readonly InfoSection[];
}

export interface InfoOutline {
  page: InfoPageKey;
  /** Adds a table of contents before the sections. */
  toc: boolean;
  sections: readonly InfoSection[];
}

export interface TocEntry {
  /** DOM id of the section, the link's fragment. */
  anchor: string;
  /** Catalogue key of its heading. */
  titleKey: string;
  children: TocEntry[];
}

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Catalogue key of a section's text, below `info.<page>`: `<section>.<sub>...<rest>`. */
export function messageKey(path: readonly string[], rest: string): string {
  return [...path, rest].join('.');
}

/** DOM id of a section or question: its path joined by hyphens (`settlement-void`). */
export function anchorId(path: readonly string[]): string {
  return path.join('-');
}

/** The table of contents: every section and its subsections, in page order. */
export function tableOfContents(outline: InfoOutline): TocEntry[] {
  const walk = (sections: readonly InfoSection[], parent: readonly string[]): TocEntry[] =>
    sections.map((section) => {
      const path = [...parent, section.id];
      return {
        anchor: anchorId(path),
        titleKey: messageKey(path, 'title'),
        children: walk(section.subsections ?? [], path),
      };
    });
  return walk(outline.sections, []);
}

function blockKeys(block: InfoBlock, path: readonly string[]): string[] {
  switch (block.kind) {
    case 'text':
    case 'link':
      return [messageKey(path, block.key)];
    case 'list':
      return block.items.map((item) => messageKey(path, `${block.key}.${item}`));
    case 'terms':
      return block.items.flatMap((item) => [
        messageKey(path, `${block.key}.${item}.term`),
        messageKey(path, `${block.key}.${item}.text`),
      ]);
    case 'question': {
      const inner = [...path, block.id];
      return [messageKey(inner, 'question'), ...block.blocks.flatMap((b) => blockKeys(b, inner))];
    }
    case 'odds-formats':
      return [
        messageKey(path, `${block.key}.caption`),
        messageKey(path, `${block.key}.format`),
        messageKey(path, `${block.key}.example`),
      ];
    case 'command':
    case 'languages':
      return [];
  }
}

/** Every catalogue key the page reads below `info.<page>`, in page order (`intro` first). */
export function outlineKeys(outline: InfoOutline): string[] {
  const walk = (sections: readonly InfoSection[], parent: readonly string[]): string[] =>
    sections.flatMap((section) => {
      const path = [...parent, section.id];
      return [
        messageKey(path, 'title'),
        ...section.blocks.flatMap((block) => blockKeys(block, path)),
        ...walk(section.subsections ?? [], path),
      ];
    });
  return ['intro', ...walk(outline.sections, [])];
}

/** Every DOM id the page gives out (sections and questions), in page order. */
export function outlineAnchors(outline: InfoOutline): string[] {
  const fromBlocks = (blocks: readonly InfoBlock[], path: readonly string[]): string[] =>
    blocks.flatMap((block) => (block.kind === 'question' ? [anchorId([...path, block.id])] : []));
  const walk = (sections: readonly InfoSection[], parent: readonly string[]): string[] =>
    sections.flatMap((section) => {
      const path = [...parent, section.id];
      return [anchorId(path), ...fromBlocks(section.blocks, path), ...walk(section.subsections ?? [], path)];
    });
  return walk(outline.sections, []);
}

/** Problems that would break the page: malformed ids, ids given out twice, sections nested too deep. */
export function outlineProblems(outline: InfoOutline): string[] {
  const problems: string[] = [];
  const check = (id: string, where: string) => {
    if (!ID.test(id)) problems.push(`${where}: "${id}" is not lower-case words joined by hyphens`);
  };
  const walkBlocks = (blocks: readonly InfoBlock[], where: string) => {
    for (const block of blocks) {
      if (block.kind === 'question') {
        check(block.id, where);
        walkBlocks(block.blocks, `${where}.${block.id}`);
      }
    }
  };
  const walk = (sections: readonly InfoSection[], where: string, depth: number) => {
    for (const section of sections) {
      check(section.id, where);
      // Sections are h2 and subsections h3; a deeper level would have no heading to take.
      if (depth > 1) problems.push(`${where}.${section.id}: sections nest two levels at most`);
      walkBlocks(section.blocks, `${where}.${section.id}`);
      walk(section.subsections ?? [], `${where}.${section.id}`, depth + 1);
    }
  };
  walk(outline.sections, outline.page, 0);
  const seen = new Set<string>();
  for (const anchor of outlineAnchors(outline)) {
    if (seen.has(anchor)) problems.push(`${outline.page}: the id "${anchor}" is given out twice`);
    seen.add(anchor);
  }
  return problems;
}
