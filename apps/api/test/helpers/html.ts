import { findAll, findOne, getAttributeValue, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';

/** A served page read as a crawler or a link preview reads it: the HTML alone, no JavaScript. */
export function readPage(html: string) {
  const document = parseDocument(html);
  const all = (name: string) => findAll((element) => element.name === name, document.children);
  const meta = (key: string) =>
    all('meta').find(
      (element) =>
        getAttributeValue(element, 'property') === key || getAttributeValue(element, 'name') === key,
    );
  return {
    title: all('title').map((element) => textContent(element)),
    /** The content of `<meta property|name="key">`, or undefined. */
    meta: (key: string) => {
      const element = meta(key);
      return element ? getAttributeValue(element, 'content') : undefined;
    },
    canonical: all('link').find((element) => getAttributeValue(element, 'rel') === 'canonical')?.attribs.href,
    /** Every JSON-LD block, parsed (a block that does not parse throws). */
    jsonLd: () =>
      all('script')
        .filter((element) => getAttributeValue(element, 'type') === 'application/ld+json')
        .map((element) => JSON.parse(textContent(element)) as Record<string, unknown>),
    /** Scripts that are not JSON-LD: the app's own module script and nothing else. */
    scripts: all('script').filter((element) => getAttributeValue(element, 'type') !== 'application/ld+json'),
    text: (name: string) => all(name).map((element) => textContent(element).trim()),
    links: all('a').map((element) => getAttributeValue(element, 'href') ?? ''),
    images: all('img').map((element) => ({
      src: getAttributeValue(element, 'src') ?? '',
      alt: getAttributeValue(element, 'alt') ?? '',
    })),
    main: findOne((element) => element.name === 'main', document.children),
  };
}
