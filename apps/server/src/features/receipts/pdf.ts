import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createTranslator, en, type Messages } from '@mizani/i18n';
import { zh } from '@mizani/i18n/messages/zh';
import type { Receipt, ReceiptLanguage } from '@mizani/sdk/contract';
import { formatDateTime, receiptLines } from '@mizani/sdk/format';
import PDFDocument from 'pdfkit';
import { woffToSfnt } from './font.ts';

const require = createRequire(import.meta.url);

/**
 * Noto Sans SC from npm, embedded in every receipt: it draws Latin and Chinese alike, and no
 * system font is needed (a bare CI machine has none). pdfkit embeds only the glyphs a receipt
 * uses, so a receipt stays a few tens of kilobytes although the font file is 1.5 MB. Read and
 * unpacked on first use, then kept.
 */
const FONT_FILES = {
  regular: '@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff',
  bold: '@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-700-normal.woff',
} as const;
let fonts: Record<keyof typeof FONT_FILES, Buffer> | undefined;
const fontFile = (name: string) => woffToSfnt(readFileSync(require.resolve(name)));
const loadFonts = () => (fonts ??= { regular: fontFile(FONT_FILES.regular), bold: fontFile(FONT_FILES.bold) });

const CATALOGUES: Record<ReceiptLanguage, Partial<Messages>> = { en, zh };

const BRAND = '#2f8f7c';
const MUTED = '#5f6b7a';
const LABEL_WIDTH = 170;

/** The receipt as an A4 PDF in `lang`: the lines the portal's receipt page shows, in the same order. */
export function receiptPdf(receipt: Receipt, lang: ReceiptLanguage, printedAt: Date): Promise<Buffer> {
  const t = createTranslator(lang, CATALOGUES[lang]);
  const lines = receiptLines(receipt, t, lang);
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${t('money.receipt.title')} ${receipt.sn}`, Author: 'Mizani Pay', CreationDate: printedAt },
    lang: lang === 'zh' ? 'zh-CN' : 'en',
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font('bold').fontSize(12).fillColor(BRAND).text('Mizani Pay');
  doc.font('bold').fontSize(22).fillColor('black').text(t('money.receipt.title'));
  const total = lines.find((line) => line.key === 'total');
  if (total) doc.font('bold').fontSize(16).text(total.value.join(' '));
  doc.moveDown(0.8);
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor('#d0d5dd').stroke();
  doc.moveDown(0.8);

  for (const line of lines) {
    const top = doc.y;
    doc.font('regular').fontSize(10).fillColor(MUTED).text(line.label, left, top, { width: LABEL_WIDTH - 10 });
    const labelBottom = doc.y;
    doc.font(line.key === 'total' || line.key === 'outcome' ? 'bold' : 'regular').fontSize(11).fillColor('black');
    doc.text(line.value.join('\n'), left + LABEL_WIDTH, top, { width: width - LABEL_WIDTH });
    doc.x = left;
    doc.y = Math.max(doc.y, labelBottom) + 6;
  }

  doc.moveDown(1);
  doc.font('regular').fontSize(9).fillColor(MUTED).text(`${t('money.receipt.issued')} ${formatDateTime(printedAt.toISOString(), lang)}`, left, doc.y, { width });
  doc.end();
  return done;
}
