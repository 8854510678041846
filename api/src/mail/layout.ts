import { escapeHtml } from '../features/payments/pay-page';

/** What every e-mail the site sends is made of; `renderMail` turns it into plain text and simple HTML. */
export type MailContent = {
  /** First line, e.g. "Dear Asha,". */
  greeting: string;
  /** Paragraphs before the details. */
  intro: readonly string[];
  /** Label and value rows (the booking's details); rows with an empty value are left out. */
  details: readonly (readonly [label: string, value: string])[];
  /** Headed list after the details, e.g. "What happens next". */
  list?: { heading: string; items: readonly string[] };
  /** Paragraphs after the list. */
  outro: readonly string[];
};

/** The name the site signs with. */
export const BUSINESS_NAME = 'Andaman Island Experts';

const paragraphs = (lines: readonly string[]) =>
  lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line).replaceAll('\n', '<br>')}</p>`).join('');

/** Plain text and HTML of one message, the same words in both. */
export const renderMail = (content: MailContent): { text: string; html: string } => {
  const details = content.details.filter(([, value]) => value.trim() !== '');
  const width = Math.max(0, ...details.map(([label]) => label.length));
  const text = [
    content.greeting,
    '',
    ...content.intro.flatMap((line) => [line, '']),
    ...(details.length > 0
      ? [...details.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`), '']
      : []),
    ...(content.list
      ? [content.list.heading, ...content.list.items.map((item, i) => `${i + 1}. ${item}`), '']
      : []),
    ...content.outro.flatMap((line) => [line, '']),
    BUSINESS_NAME,
  ].join('\n');
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value).replaceAll('\n', '<br>')}</td></tr>`,
    )
    .join('');
  const list = content.list
    ? `<h2 style="font-size:16px;margin:16px 0 8px">${escapeHtml(content.list.heading)}</h2><ol>${content.list.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ol>`
    : '';
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5"><div style="max-width:600px">${paragraphs([content.greeting, ...content.intro])}${rows ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 12px">${rows}</table>` : ''}${list}${paragraphs(content.outro)}<p style="margin:0">${escapeHtml(BUSINESS_NAME)}</p></div></body></html>`;
  return { text, html };
};
