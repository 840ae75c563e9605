import sanitizeHtml from 'sanitize-html';

/**
 * HTML that people write in the browser's rich-text editor (a module request reply, later other e-mails) is
 * stored and sent only after this allow-list sanitiser: formatting stays, everything else goes. Scripts, styles,
 * event handlers, images, iframes and forms are removed; links keep an http, https or mailto address only and
 * always open in a new tab without giving the page they open a handle on ours. The browser's preview is a
 * courtesy; this is the authority.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'code',
  'pre',
];

const SAFE_HREF = /^\s*(https?:\/\/|mailto:)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Script and style bodies go with their tags; other unknown tags leave their text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head', 'iframe', 'object'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link to anything but an absolute http(s) or mailto address (javascript:, data:, a relative path) keeps its
    // words and loses its address: an anchor without href is not a link.
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: SAFE_HREF.test(attribs.href ?? '')
        ? { href: attribs.href!.trim(), target: '_blank', rel: 'noopener noreferrer nofollow' }
        : {},
    }),
  },
};

/** The HTML with only the allowed tags and attributes left. */
export function sanitizeHtmlBody(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The words a person would read in the HTML: empty when it holds only tags and spaces (`<p></p>`, `<br>`). */
export function visibleText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|\u00a0/g, ' ')
    .trim();
}
