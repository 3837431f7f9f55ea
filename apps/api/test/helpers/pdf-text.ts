import { extractText, getDocumentProxy } from 'unpdf';

/** The text of a PDF, pages joined, whitespace collapsed: what tests compare with the order's figures. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
