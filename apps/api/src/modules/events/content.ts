import sanitizeHtml from 'sanitize-html';

/**
 * An event's formatted text (noiDungSuKien) is HTML from the web app's editor and from the deployed
 * clients, shown again on the event's page: it is cleaned on the way in, so that what is stored
 * can be shown as it is. Basic formatting and links stay; scripts, event handlers, styles, frames
 * and any link that is not http(s) or mailto go.
 */
/** An address with one of the allowed schemes, or a path of this site (no scheme, not '//host'). */
const SAFE_HREF = /^(https?:|mailto:|\/(?!\/)|[^:/?#]+(?:[/?#]|$))/i;

const CONTENT_RULES: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'a',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // The text inside these is dropped with them, never shown as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    // A link opens elsewhere without handing that page this one (window.opener); one whose address
    // is refused (javascript:…) stays as its text.
    a: (tagName, attribs) => {
      const href = attribs.href?.trim();
      if (!href || !SAFE_HREF.test(href)) return { tagName, attribs: {} };
      return {
        tagName,
        attribs: {
          href,
          ...(attribs.target === '_blank' ? { target: '_blank' } : {}),
          rel: 'noopener noreferrer',
        },
      };
    },
  },
};

/** The stored form of an event's formatted text; null when nothing is left of it. */
export function sanitizeContent(html: string | null | undefined): string | null {
  if (html == null) return null;
  const clean = sanitizeHtml(html, CONTENT_RULES).trim();
  return clean === '' ? null : clean;
}

const BLOCK_END = /<\/(p|li|h2|h3|h4|blockquote)>|<br\s*\/?>/gi;

/**
 * The plain text of stored (already cleaned) content, for a calendar file: each paragraph, item
 * and line break on a line of its own. Cleaning leaves only &amp; &lt; &gt; and &quot; as
 * entities, so they are all that need reading back.
 */
export function plainText(html: string | null): string {
  if (!html) return '';
  const text = sanitizeHtml(
    html.replace(BLOCK_END, (m) => `${m}\n`),
    {
      allowedTags: [],
      allowedAttributes: {},
    },
  );
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
