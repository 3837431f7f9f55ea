import { readFile } from 'node:fs/promises';
import { INFO_PAGES, type InfoPageReply, type InfoPageSlug } from '@shop/contracts';
import { Marked, type Token, type Tokens } from 'marked';

const PLACEHOLDER = /\{\{\s*([A-Za-z]+)\s*\}\}/g;
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A config value as literal markdown text: every punctuation mark backslash-escaped, so it is shown as typed. */
const escapeMarkdown = (text: string) => text.replace(/[\\`*_{}[\]()#+\-.!|<>&~"']/g, '\\$&');

/**
 * Markdown without raw HTML: any HTML in the source is shown as text, and links go only to http(s), mailto:,
 * tel: or the shop's own paths. Tables and lists come out as plain semantic HTML for the web app to style.
 */
const markdown = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
    link({ href, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      return SAFE_HREF.test(href) ? `<a href="${escapeHtml(href)}">${text}</a>` : text;
    },
  },
});

/** Fills `{{name}}` from `values`; an unknown name is a mistake in the repository's pages, found at start-up. */
export function fillPlaceholders(source: string, values: Record<string, string>, file: string): string {
  return source.replace(PLACEHOLDER, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${file}: unknown placeholder {{${name}}}`);
    return escapeMarkdown(value);
  });
}

/** The first top-level heading is the page's title; the rest is its body. */
export function renderPage(slug: string, source: string): InfoPageReply {
  const tokens = markdown.lexer(source);
  const index = tokens.findIndex((t: Token) => t.type === 'heading' && (t as Tokens.Heading).depth === 1);
  const heading = tokens[index] as Tokens.Heading | undefined;
  if (!heading) throw new Error(`${slug}.md: the page needs a "# Title" heading`);
  const title = heading.tokens
    .map((t) => ('text' in t ? t.text : ''))
    .join('')
    .replace(/\\(.)/g, '$1');
  const body = tokens.filter((_t, i) => i !== index) as typeof tokens;
  body.links = tokens.links;
  return { slug, title, html: markdown.parser(body) };
}

/** Reads and renders every information page once; the config does not change while the server runs. */
export async function loadInfoPages(
  directory: URL,
  values: Record<string, string>,
): Promise<Map<InfoPageSlug, InfoPageReply>> {
  const pages = new Map<InfoPageSlug, InfoPageReply>();
  for (const { slug } of INFO_PAGES) {
    const file = new URL(`${slug}.md`, directory);
    const source = await readFile(file, 'utf8');
    pages.set(slug, renderPage(slug, fillPlaceholders(source, values, `${slug}.md`)));
  }
  return pages;
}
