import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

// DejaVu Sans has the ₹ sign (U+20B9); pdfkit embeds the subset used, so every reader shows it.
const require = createRequire(import.meta.url);
const REGULAR = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
const BOLD = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'));

/**
 * An A4 document with the shop's two fonts registered as `regular` and `bold`, and a promise of its bytes once
 * the caller has drawn it and called `pdf.end()`.
 */
export function startPdf(options: PDFKit.PDFDocumentOptions): {
  pdf: PDFKit.PDFDocument;
  bytes: Promise<Buffer>;
} {
  const pdf = new PDFDocument({ size: 'A4', margin: 36, ...options });
  pdf.registerFont('regular', REGULAR);
  pdf.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  return { pdf, bytes };
}
